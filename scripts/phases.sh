# Shared by .ci/run and scripts/test.sh (sourced): the clock and the line each phase prints.
now() { date +%s; }
# phase_line NAME SECONDS EXIT: `fase NAME  N s`, with `(gagal, exit E)` when E is not 0.
phase_line() { printf 'fase %-22s %4d s%s\n' "$1" "$2" "$([ "$3" -ne 0 ] && echo "  (gagal, exit $3)")"; }
