import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';

/**
 * WAL archiving of the embedded PostgreSQL (docs/adr/0035-point-in-time-recovery.md): the server
 * settings that make it copy every finished WAL segment into WAL_ARCHIVE_DIR, and the folder's
 * ownership and modes. Base backups and the restore are in modules/operations/pitr*.ts.
 */

/** Longest time (seconds) a written transaction waits before its WAL segment is archived: the RPO. */
export const ARCHIVE_TIMEOUT_S = 60;

/** File in the archive naming the cluster whose WAL it holds (PostgreSQL's database system identifier). */
export const ARCHIVE_OWNER_FILE = 'system-identifier';

/** `dir` as one single-quoted shell word in an archive/restore command (`%` doubled: PostgreSQL's escape). */
function shellWord(dir: string): string {
  return `'${dir.replace(/'/g, `'\\''`).replace(/%/g, '%%')}'`;
}

/**
 * PostgreSQL's documented archive command pattern (never overwrite an archived segment) for
 * `dir`: a segment already there with the same bytes counts as archived (a repeat after a crash);
 * a different one fails, so PostgreSQL keeps the segment and retries. The copy is written as
 * `<name>.part`, flushed to disk (`sync`) and renamed, so a listed segment is never half-written.
 * `cp` keeps the segment's mode 0600.
 */
export function archiveCommand(dir: string): string {
  const d = shellWord(dir);
  return `if test -f ${d}/%f; then cmp -s %p ${d}/%f; else cp %p ${d}/%f.part && sync ${d}/%f.part && mv ${d}/%f.part ${d}/%f; fi`;
}

/** restore_command of a recovery from `dir`: copies the asked segment (or history file) to where PostgreSQL wants it. */
export function archiveRestoreCommand(dir: string): string {
  return `cp ${shellWord(dir)}/%f %p`;
}

/**
 * Server flags (`-c name=value`, passed to `postgres` at start) that archive every WAL segment
 * into `dir`: wal_level=replica, archive_mode=on, {@link archiveCommand}, archive_timeout=60 s
 * (a quiet server still archives what it wrote within a minute). Empty without `dir`.
 */
export function walArchiveFlags(dir: string | null | undefined): string[] {
  if (!dir) return [];
  const settings = ['wal_level=replica', 'archive_mode=on', `archive_command=${archiveCommand(dir)}`, `archive_timeout=${ARCHIVE_TIMEOUT_S}s`];
  return settings.flatMap((s) => ['-c', s]);
}

/** uid/gid of the system user `postgres` when this process is root (the embedded server then runs as that user); else null. */
export function postgresOwner(): { uid: number; gid: number } | null {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * Creates `dir` (and parents) if missing and makes it mode 0700, owned by the user the embedded
 * PostgreSQL runs as (`postgres` when this process is root): the archive is written by the server.
 */
export function ensurePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
  const owner = postgresOwner();
  if (owner) fs.chownSync(dir, owner.uid, owner.gid);
}

/**
 * The database system identifier of the cluster in `pgDir` (the first 8 bytes of
 * global/pg_control, little-endian): the same for a cluster and its physical copies (base
 * backups, point-in-time restores), new for every `initdb` (a dump restore).
 */
export function systemIdentifier(pgDir: string): string {
  const fd = fs.openSync(path.join(pgDir, 'global', 'pg_control'), 'r');
  try {
    const buf = Buffer.alloc(8);
    fs.readSync(fd, buf, 0, 8, 0);
    return buf.readBigUInt64LE(0).toString();
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Prepares `dir` as the WAL archive of the cluster in `pgDir` and answers the server flags: mode
 * 0700, and the cluster's system identifier in `dir/system-identifier`. An archive of another
 * cluster (after a dump restore into a new DATA_DIR, its `initdb` names segments from the start
 * again) is not written: the names would clash, archiving would stall and pg_wal would fill the
 * disk. Then it answers no flags and `warn` says why (the server starts without archiving).
 */
export function prepareWalArchive(dir: string, pgDir: string, warn: (message: string) => void = console.warn): string[] {
  ensurePrivateDir(dir);
  const id = systemIdentifier(pgDir);
  const ownerFile = path.join(dir, ARCHIVE_OWNER_FILE);
  const recorded = fs.existsSync(ownerFile) ? fs.readFileSync(ownerFile, 'utf8').trim() : null;
  if (recorded && recorded !== id) {
    warn(`Arsip WAL ${dir} milik klaster PostgreSQL lain (${recorded}, klaster ini ${id}): pengarsipan WAL TIDAK berjalan. Pindahkan arsip lama atau setel WAL_ARCHIVE_DIR ke folder baru.`);
    return [];
  }
  if (!recorded) fs.writeFileSync(ownerFile, `${id}\n`, { mode: 0o600 });
  return walArchiveFlags(dir);
}
