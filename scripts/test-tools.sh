#!/usr/bin/env bash
# Installs the programs the tests run for real and a fresh Debian/Ubuntu machine lacks: Chromium
# (browser tests, /usr/bin/chromium), hledger (the balance sheet recomputed independently), HAProxy
# (two instances behind a proxy), Mosquitto (the sensors' MQTT broker) and pdftotext (print layouts),
# all Debian packages, and pg_dump/pg_restore/pg_basebackup of PostgreSQL 18 (.ci/pg-client.sh, built
# once per machine). `npm test` and `.ci/run` both call this one script. As root (or with sudo) it
# installs; otherwise it stops at once and names the one command that does.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v hledger >/dev/null 2>&1 || missing+=(hledger)
{ command -v haproxy >/dev/null 2>&1 || [ -x /usr/sbin/haproxy ]; } || missing+=(haproxy)
{ command -v mosquitto >/dev/null 2>&1 || [ -x /usr/sbin/mosquitto ]; } || missing+=(mosquitto mosquitto-clients)
command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
pg_client=yes
{ [ -x /opt/postgresql-18/bin/pg_basebackup ] || [ -x /usr/lib/postgresql/18/bin/pg_basebackup ]; } || pg_client=no

if [ ${#missing[@]} -eq 0 ] && [ "$pg_client" = yes ]; then exit 0; fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    SUDO="sudo"
  else
    echo "Tes membutuhkan program yang belum terpasang:${missing[*]:+ ${missing[*]}}$([ "$pg_client" = no ] && echo ' pg_dump/pg_basebackup 18')." >&2
    echo "Pasang sekali (sebagai root): sudo bash scripts/test-tools.sh" >&2
    exit 1
  fi
fi

if [ ${#missing[@]} -gt 0 ]; then
  echo "Memasang paket Debian untuk tes: ${missing[*]}…"
  $SUDO apt-get update -qq
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
if [ "$pg_client" = no ]; then $SUDO bash .ci/pg-client.sh; fi
