#!/bin/bash
# Runs once, when the primary's data volume is first initialised (docker-entrypoint-initdb.d of the
# postgres image, profile "scale" of docker-compose.yml; docs/operations.md, "Replika baca"): the
# replication role the standby `db-replica` connects with, and the pg_hba.conf line that lets it in
# from the compose network. A volume made before this file existed: run the same two steps by hand.
set -euo pipefail
psql -v ON_ERROR_STOP=1 -U "$POSTGRES_USER" -d "$POSTGRES_DB" -v pw="$REPLICATION_PASSWORD" <<'SQL'
select format('create role kpm_replica with replication login password %L', :'pw') \gexec
SQL
echo 'host replication kpm_replica samenet scram-sha-256' >> "$PGDATA/pg_hba.conf"
