import { execFile } from 'child_process';
import dayjs, { Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import * as fs from 'fs';
import * as path from 'path';
import { Pool } from 'pg';
import { execute, pg, queryOne, row } from '../../common/database/rows';
import { promisify } from 'util';
import { findPgTool } from './pg-tools';

const run = promisify(execFile);
dayjs.extend(customParseFormat);

/**
 * Backups of the whole database (docs/adr/0033-backups-and-crash-safety.md): `pg_dump` custom
 * format (compressed, one consistent snapshot) named `kandang-YYYYMMDD-HHMM.dump` in farm time,
 * the uploads folder beside it as `kandang-YYYYMMDD-HHMM.uploads.tar.gz`, retention of daily and
 * weekly copies, and the restore. Plain functions: the CLI (`npm run backup` / `npm run restore`)
 * and the nightly job of the server share them.
 */

/** A backup file name: `kandang-YYYYMMDD-HHMM.dump`, or `kandang-YYYYMMDD-HHMMSS.dump` for a second backup in the same minute. */
export const BACKUP_FILE_RE = /^kandang-(\d{8})-(\d{4}(?:\d{2})?)\.dump$/;

/**
 * `kandang-YYYYMMDD-HHMM.dump` of `at` in the process's zone (the farm's: TZ=Asia/Jakarta); with
 * `withSeconds`, `kandang-YYYYMMDD-HHMMSS.dump` (the name of a second backup in the same minute,
 * which sorts after the first).
 */
export function backupFileName(at: Dayjs = dayjs(), withSeconds = false): string {
  return `kandang-${at.format(withSeconds ? 'YYYYMMDD-HHmmss' : 'YYYYMMDD-HHmm')}.dump`;
}

/** The farm time a backup's name tells (`kandang-20261208-0134.dump` → 2026-12-08 01:34). */
function backupTime(name: string): Dayjs {
  const [, day, time] = BACKUP_FILE_RE.exec(name)!;
  return dayjs(`${day}${time.padEnd(6, '0')}`, 'YYYYMMDDHHmmss');
}

/** The uploads archive that belongs to a dump: `<name>.uploads.tar.gz`. */
export const uploadsArchiveOf = (dumpFile: string): string => dumpFile.replace(/\.dump$/, '.uploads.tar.gz');

/** What one backup wrote. */
export interface BackupResult {
  /** Absolute path of the dump. */
  file: string;
  /** Size of the dump plus the uploads archive, bytes. */
  sizeBytes: number;
  /** Absolute path of the uploads archive; null when there were no uploads. */
  uploadsFile: string | null;
}

/** A pg connection string without its password, and the password (pg tools read it from PGPASSWORD, not the command line). */
export function splitPassword(url: string): { url: string; password: string } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { url: u.toString(), password };
}

/**
 * Runs `fn` on a pool of one connection to `url` that never closes it while idle (a session-level
 * advisory lock stays held), and ends it after.
 */
export async function withConnection<T>(url: string, fn: (db: Pool) => Promise<T>): Promise<T> {
  const pool = new Pool({ connectionString: url, max: 1, idleTimeoutMillis: 0 });
  pool.on('error', () => undefined); // an idle connection ended by the server: the next query reports it
  try {
    return await fn(pool);
  } finally {
    await pool.end();
  }
}

/** Major version of the server behind `url` (18 for 18.x). */
export async function serverMajor(url: string): Promise<number> {
  const found = await withConnection(url, (db) => queryOne(db, row({ v: pg.text }), `select current_setting('server_version_num') as v`));
  return Math.floor(Number(found!.v) / 10000);
}

/** Runs a PostgreSQL client program with the password in the environment; its stderr becomes the error message. */
export async function runPgTool(file: string, args: string[], password: string): Promise<void> {
  try {
    await run(file, args, { env: { ...process.env, PGPASSWORD: password }, maxBuffer: 16 * 1024 * 1024 });
  } catch (err) {
    const stderr = (err as { stderr?: string }).stderr?.trim();
    throw new Error(stderr || (err as Error).message, { cause: err });
  }
}

/**
 * Makes `dir` (created when missing, with its parents) owner-only: mode 0700 also when it existed
 * with another mode (`mkdirSync`'s mode applies only to a folder it creates). Backups hold every
 * farm's books and password hashes.
 */
export function privateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
}

/** The device id of `p`, or of its nearest existing parent when it does not exist yet (where it will be written). */
function deviceOf(p: string): number {
  let at = path.resolve(p);
  while (!fs.existsSync(at) && path.dirname(at) !== at) at = path.dirname(at);
  return fs.statSync(at).dev;
}

/**
 * True when one of `dirs` (the backup folder, the WAL archive; null ones skipped) is on the same
 * disk (device id of `stat`) as the embedded database in `<dataDir>/pg`: a disk that fails takes
 * the backups with the data. A folder not made yet counts by its nearest existing parent. False
 * when there is no embedded database there (an external DATABASE_URL: its disk is not known here)
 * or a folder cannot be read.
 */
export function backupsOnDataDisk(dataDir: string, dirs: ReadonlyArray<string | null | undefined>): boolean {
  const pgDir = path.join(dataDir, 'pg');
  try {
    if (!fs.existsSync(pgDir)) return false;
    const dataDevice = fs.statSync(pgDir).dev;
    return dirs.some((d) => !!d && deviceOf(d) === dataDevice);
  } catch {
    return false; // a folder the server may not read: not known
  }
}

/**
 * Writes a backup into `dir` (made mode 0700 with {@link privateDir}, files 0600): `pg_dump -Fc` of the database at `url` (a
 * superuser or a BYPASSRLS role: every farm table forces row-level security) with pg_dump of the
 * server's major version, and the files of `uploadsDir` (when it has any) as a tar.gz beside it.
 * Both are written under a temporary name and renamed when complete, so a listed backup is never
 * half-written. A second backup in the same minute is named with its seconds and replaces nothing.
 */
export async function writeBackup(opts: { url: string; dir: string; uploadsDir?: string | null; at?: Dayjs }): Promise<BackupResult> {
  privateDir(opts.dir);
  const at = opts.at ?? dayjs();
  // A backup never replaces another: the second of a minute carries the seconds too.
  let file = path.join(opts.dir, backupFileName(at));
  if (fs.existsSync(file)) file = path.join(opts.dir, backupFileName(at, true));
  const tool = await findPgTool('pg_dump', await serverMajor(opts.url));
  const { url, password } = splitPassword(opts.url);
  const partial = `${file}.partial`;
  try {
    await runPgTool(tool.path, ['--format=custom', '--compress=6', '--no-password', `--file=${partial}`, `--dbname=${url}`], password);
    fs.chmodSync(partial, 0o600); // pg_dump creates it with the umask's mode
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  let uploadsFile: string | null = uploadsArchiveOf(file);
  if (opts.uploadsDir && fs.existsSync(opts.uploadsDir) && fs.readdirSync(opts.uploadsDir).length) {
    const tmp = `${uploadsFile}.partial`;
    try {
      await run('tar', ['-czf', tmp, '-C', opts.uploadsDir, '.']);
      fs.chmodSync(tmp, 0o600);
      fs.renameSync(tmp, uploadsFile);
    } finally {
      fs.rmSync(tmp, { force: true });
    }
  } else {
    fs.rmSync(uploadsFile, { force: true });
    uploadsFile = null;
  }
  const sizeBytes = fs.statSync(file).size + (uploadsFile ? fs.statSync(uploadsFile).size : 0);
  return { file, sizeBytes, uploadsFile };
}

/**
 * Deletes the backups of `dir` that the retention does not keep and returns their names. Kept:
 * every dump of the last 24 hours before `now` (a manual backup taken in the morning is not
 * removed by the nightly one or by another manual one the same day), the newest dump of each of
 * the newest `keepDaily` days that have one, and the newest of each of the newest `keepWeekly`
 * weeks (Monday to Sunday) that have one. Only files named `kandang-YYYYMMDD-HHMM[SS].dump` (and
 * their uploads archives) are touched.
 */
export function pruneBackups(dir: string, keepDaily: number, keepWeekly: number, now: Dayjs = dayjs()): string[] {
  if (!fs.existsSync(dir)) return [];
  const dumps = fs
    .readdirSync(dir)
    .filter((f) => BACKUP_FILE_RE.test(f))
    .sort()
    .reverse(); // newest first: the name sorts by time
  const since = now.subtract(24, 'hour');
  const keep = new Set<string>(dumps.filter((f) => !backupTime(f).isBefore(since)));
  const newestPer = (key: (f: string) => string, count: number) => {
    const seen = new Set<string>();
    for (const f of dumps) {
      const k = key(f);
      if (seen.has(k)) continue;
      if (seen.size >= count) break;
      seen.add(k);
      keep.add(f);
    }
  };
  const dayOf = (f: string) => BACKUP_FILE_RE.exec(f)![1];
  newestPer(dayOf, keepDaily);
  newestPer((f) => {
    const d = dayjs(dayOf(f), 'YYYYMMDD');
    return d.subtract((d.day() + 6) % 7, 'day').format('YYYYMMDD'); // the Monday of its week
  }, keepWeekly);
  const removed = dumps.filter((f) => !keep.has(f));
  for (const f of removed) {
    fs.rmSync(path.join(dir, f), { force: true });
    fs.rmSync(path.join(dir, uploadsArchiveOf(f)), { force: true });
  }
  return removed;
}

/** True when the database at `url` has no table, view or sequence of its own (schema public). */
export async function databaseIsEmpty(url: string): Promise<boolean> {
  const found = await withConnection(url, (db) =>
    queryOne(db, row({ n: pg.int8 }), `select count(*) as n from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S')`),
  );
  return found!.n === '0';
}

/**
 * Loads a dump into the (empty) database at `url` with pg_restore of the server's major version,
 * in one transaction that stops at the first error (nothing half-restored). The dump's roles
 * (owner `kpm_owner`, runtime `kpm_app`, login `kpm_login`) must exist; `url` a superuser or the
 * owner. Then the uploads archive beside it, when there is one, is unpacked into `uploadsDir`.
 */
export async function restoreBackup(opts: { file: string; url: string; uploadsDir?: string | null }): Promise<{ uploads: boolean }> {
  const tool = await findPgTool('pg_restore', await serverMajor(opts.url));
  const { url, password } = splitPassword(opts.url);
  await runPgTool(tool.path, ['--exit-on-error', '--single-transaction', '--no-password', `--dbname=${url}`, opts.file], password);
  const archive = uploadsArchiveOf(opts.file);
  if (!opts.uploadsDir || !fs.existsSync(archive)) return { uploads: false };
  fs.mkdirSync(opts.uploadsDir, { recursive: true, mode: 0o700 });
  await run('tar', ['-xzf', archive, '-C', opts.uploadsDir]);
  return { uploads: true };
}

/** One recorded backup (table `backup_runs`). */
export interface BackupRunRecord {
  kind: 'nightly' | 'manual';
  startedAt: Date;
  result: BackupResult | null;
  error: string | null;
}

/**
 * Records a backup's outcome in `backup_runs` (what the superadmin sees) through `url` (the owner
 * or a superuser: the runtime role only reads it).
 */
export async function recordBackupRun(url: string, r: BackupRunRecord): Promise<void> {
  await withConnection(url, (db) =>
    execute(db, `insert into backup_runs (kind, started_at, finished_at, file, size_bytes, error) values ($1, $2, now(), $3, $4, $5)`, [
      r.kind,
      r.startedAt,
      r.result ? path.basename(r.result.file) : null,
      r.result?.sizeBytes ?? null,
      r.error ? r.error.slice(0, 2000) : null,
    ]),
  );
}
