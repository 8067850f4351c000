#!/usr/bin/env bash
# Builds pg_dump, pg_restore, pg_basebackup and pg_receivewal of the embedded PostgreSQL's major version (18) from Debian's source
# package into /opt/postgresql-18 when no such client is on the machine. Debian bookworm ships only
# the 15 client (pg_dump refuses a newer server) and sid's 18 client needs glibc 2.38, so the
# client programs are compiled here (about 3 minutes on 2 cores). The backup test and
# `npm run backup` find them through PG_BIN_DIR=/opt/postgresql-18/bin.
set -euo pipefail
MAJOR=18
PREFIX=/opt/postgresql-$MAJOR
if [ -x "$PREFIX/bin/pg_basebackup" ] && "$PREFIX/bin/pg_dump" --version | grep -q " $MAJOR\."; then exit 0; fi
if [ -x /usr/lib/postgresql/$MAJOR/bin/pg_basebackup ]; then exit 0; fi

SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
work=$(mktemp -d)
chmod 755 "$work"
trap 'rm -rf "$work"' EXIT
# A private apt configuration: sid's source index only, the machine's own sources stay as they are.
mkdir -p "$work/lists/partial" "$work/cache/archives/partial"
echo "deb-src [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://deb.debian.org/debian sid main" >"$work/sources.list"
APT="-o Dir::Etc::SourceList=$work/sources.list -o Dir::Etc::SourceParts=/dev/null -o Dir::State::Lists=$work/lists -o Dir::Cache=$work/cache"
echo "Building pg_dump/pg_restore $MAJOR from Debian's postgresql-$MAJOR source into $PREFIX…"
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq build-essential bison flex zlib1g-dev libssl-dev >/dev/null
apt-get $APT update -qq
(cd "$work" && apt-get $APT source --download-only -qq "postgresql-$MAJOR" >/dev/null)
tar -xjf "$work"/postgresql-"$MAJOR"_*.orig.tar.bz2 -C "$work"
src=$(find "$work" -maxdepth 1 -type d -name "postgresql-$MAJOR*" | head -1)
cd "$src"
./configure -q --prefix="$PREFIX" --without-icu --without-readline --with-openssl >/dev/null
make -s -C src/backend generated-headers >/dev/null
make -s -j"$(nproc)" -C src/bin/pg_dump >/dev/null
make -s -j"$(nproc)" -C src/bin/pg_basebackup >/dev/null
$SUDO make -s -C src/interfaces/libpq install >/dev/null
$SUDO make -s -C src/bin/pg_dump install >/dev/null
$SUDO make -s -C src/bin/pg_basebackup install >/dev/null
"$PREFIX/bin/pg_dump" --version
