#!/usr/bin/env bash
# `npm test`: every test of the project, on a fresh Debian/Ubuntu machine with only Node.
#   1. installs what the tests run for real and the machine lacks (scripts/test-tools.sh);
#   2. builds the frontend and the backend (the browser tests and the server tests run the build);
#   3. runs the backend (Jest), frontend (Vitest) and browser (Playwright) tests. Jest and Vitest run
#      side by side (Jest's e2e files mostly wait on PostgreSQL), Playwright from Jest's end in E2E_SHARDS
#      processes (default 2), each with its own server and database on its own port (E2E_PORT_BASE,
#      default 3123, and the next ones: two runs on one machine give each its own base).
# Every runner runs and reports even when an earlier one failed; the time of each phase is printed,
# then one closing line over all runners; the exit status is non-zero when any failed.
# KPM_TYPES_CHECKED=1 (set by .ci/run after `npm run lint`, which type-checks both sides) builds
# without checking the types a second time.
set -uo pipefail
cd "$(dirname "$0")/.."
export TZ=Asia/Jakarta
ROOT=$(pwd)
LOGS=$(mktemp -d)
# The browser tests' data folders (the demo farm loaded once, a copy per shard), removed at the end.
E2E_DIRS=$(mktemp -d "${TMPDIR:-/tmp}/kpm-e2e-XXXX")
chmod 755 "$E2E_DIRS"
trap 'rm -rf "$LOGS" "$E2E_DIRS"' EXIT
SHARDS=${E2E_SHARDS:-2}
PORT_BASE=${E2E_PORT_BASE:-3123}
status=0

. scripts/phases.sh
# run NAME COMMAND…: runs a phase in the foreground, prints its time.
run() {
  local name=$1 start rc; shift
  start=$(now); "$@"; rc=$?
  phase_line "$name" $(( $(now) - start )) $rc
  [ $rc -eq 0 ] || status=1
  return $rc
}

bash scripts/test-tools.sh || exit 1

if [ "${KPM_TYPES_CHECKED:-}" = 1 ]; then
  run build bash -c 'npm exec -w frontend -- vite build >/dev/null && npm exec -w backend -- tsc -p tsconfig.build.json --noCheck' || { echo "build gagal: tes tidak dijalankan"; exit 1; }
else
  run build bash -c 'npm run build >/dev/null' || { echo "build gagal: tes tidak dijalankan"; exit 1; }
fi

# The runners in the background, each into its own log; its exit code and end time go beside it.
declare -A PIDS
background() {
  local name=$1 dir=$2; shift 2
  ( cd "$dir" && "$@" >"$LOGS/$name.log" 2>&1; echo $? >"$LOGS/$name.rc"; now >"$LOGS/$name.end"; cpu_of_children "$LOGS/$name.cpu" ) &
  PIDS[$name]=$!
}
ok() { [ "$(cat "$LOGS/$1.rc")" -eq 0 ]; }
# Writes to FILE the processor seconds (user + system) of this shell's finished children, from the
# `times` builtin (run without a pipe or $(…): in a forked copy it would count none).
cpu_of_children() {
  times >"$1.times"
  awk 'END { s = 0; for (i = 1; i <= 2; i++) { split($i, p, /[ms]/); s += p[1] * 60 + p[2] } printf "%d\n", s }' "$1.times" >"$1"
}
cpu() { cat "$LOGS/$1.cpu" 2>/dev/null || echo 0; }

# Jest and Vitest side by side (Jest's workers partly wait on PostgreSQL, Vitest fills what they leave);
# Playwright's shards start as soon as Jest ends, beside what is left of Vitest. Each starts its own
# server (node backend/dist/main.js) on a fresh database.
# The demo farm the browser tests run on is loaded once, beside Jest, into a data folder of its own
# (a server started on it and stopped); each Playwright shard starts on a copy (the server reuses
# demo data it finds). Should that fail, each shard loads its own as before.
seed_demo() {
  local dir=$1 port=$((PORT_BASE + SHARDS)) pid
  ( cd frontend && PORT=$port DATA_DIR="$dir" LOG_LEVEL=error exec node ../backend/dist/main.js ) &
  pid=$!
  until node -e 'fetch(process.argv[1]).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))' "http://127.0.0.1:$port/api/health"; do
    kill -0 "$pid" 2>/dev/null || return 1
    sleep 1
  done
  kill -TERM "$pid" && wait "$pid"
}
SEEDED=$E2E_DIRS/demo
mkdir -m 755 "$SEEDED"
t0=$(now)
background jest backend npx jest
# Vitest is not on the way to the end (Jest, then the browser tests, are): it runs at a lower priority
# (nice 10) and takes the processor time they leave, so they are not slowed by it (same work, shorter run).
background vitest frontend nice -n 10 npx vitest run
background seed . seed_demo "$SEEDED"
wait "${PIDS[seed]}"
wait "${PIDS[jest]}"
t_pw=$(now)
for i in $(seq 1 "$SHARDS"); do
  data=()
  if ok seed; then
    copy=$E2E_DIRS/shard-$i
    mkdir -m 755 "$copy" && cp -a "$SEEDED/." "$copy/" && data=(E2E_DATA_DIR="$copy")
  fi
  # The spec files of this shard, the shards even in time (frontend/e2e/shards.mjs).
  mapfile -t specs < <(cd frontend && node e2e/shards.mjs "$SHARDS" "$i")
  background "pw$i" frontend env -u E2E_DATA_DIR "${data[@]}" E2E_PORT=$((PORT_BASE + i - 1)) E2E_OUTPUT="test-results/shard-$i" \
    npx playwright test -c e2e/playwright.config.ts "${specs[@]}"
done
wait
ok seed || { echo "── data demo untuk Playwright (gagal dimuat sekali; tiap shard memuat sendiri)"; cat "$LOGS/seed.log"; }
cat "$LOGS/jest.log" "$LOGS/vitest.log"
for i in $(seq 1 "$SHARDS"); do echo "── Playwright $i/$SHARDS"; cat "$LOGS/pw$i.log"; done
for r in jest vitest; do
  phase_line "$r" $(( $(cat "$LOGS/$r.end") - t0 )) "$(cat "$LOGS/$r.rc")"
  echo "     CPU $r: $(cpu "$r") s"
  ok "$r" || status=1
done
pw_rc=0; pw_end=$t_pw
for i in $(seq 1 "$SHARDS"); do
  ok "pw$i" || pw_rc=1
  pw_end=$(( $(cat "$LOGS/pw$i.end") > pw_end ? $(cat "$LOGS/pw$i.end") : pw_end ))
done
phase_line playwright $(( pw_end - t_pw )) $pw_rc
for i in $(seq 1 "$SHARDS"); do echo "     CPU playwright $i/$SHARDS: $(cpu "pw$i") s (waktu $(( $(cat "$LOGS/pw$i.end") - t_pw )) s)"; done
ok seed && echo "     CPU data demo: $(cpu seed) s"
[ $pw_rc -eq 0 ] || status=1
phase_line "semua runner" $(( $(now) - t0 )) $status

# One closing line over the runners, counted from each runner's own summary line.
cat "$LOGS"/jest.log "$LOGS"/vitest.log "$LOGS"/pw*.log | sed 's/\x1b\[[0-9;]*m//g' | awk -v status="$status" '
  function count(line, word,   n) {
    if (match(line, "[0-9]+ " word)) { n = substr(line, RSTART, RLENGTH); sub(" .*", "", n); return n + 0 }
    return 0
  }
  /^Tests: +/           { jp += count($0, "passed"); jf += count($0, "failed") }
  /^ +Tests +[0-9]/     { vp += count($0, "passed"); vf += count($0, "failed") }
  /^ +[0-9]+ passed \(/ { pp += count($0, "passed") }
  /^ +[0-9]+ failed$/   { pf += count($0, "failed") }
  /^ +[0-9]+ flaky$/    { pf += count($0, "flaky") }
  END {
    failed = jf + vf + pf
    if (status != 0 && failed == 0) failed = 1   # a runner that stopped before its summary
    printf "jest %d/%d, vitest %d/%d, playwright %d/%d (passed/failed)\n", jp, jf, vp, vf, pp, pf
    printf "%d passed, %d failed\n", jp + vp + pp, failed
  }'
exit $status
