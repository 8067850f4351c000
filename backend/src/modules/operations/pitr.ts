import { execFile } from 'child_process';
import dayjs, { Dayjs } from 'dayjs';
import * as fs from 'fs';
import * as path from 'path';
import { promisify } from 'util';
import { pg, queryOne, row } from '../../common/database/rows';
import { ensurePrivateDir } from '../../database/wal-archive';
import { runPgTool, serverMajor, splitPassword, withConnection } from './backup';
import { findPgTool, pgBinCandidates } from './pg-tools';

const run = promisify(execFile);

/**
 * Base backups for point-in-time recovery (docs/adr/0035-point-in-time-recovery.md): `pg_basebackup`
 * (tar, gzip, with the WAL it needs) into `WAL_ARCHIVE_DIR/base/<YYYYMMDD-HHmmss>/`, weekly from
 * the nightly job and on every `npm run backup`, and the retention of base backups and archived
 * WAL. The restore is in pitr-restore.ts; the archiving itself in database/wal-archive.ts.
 */

/** Folder name of a base backup: its start in farm time, `YYYYMMDD-HHmmss`. */
export const BASE_BACKUP_RE = /^\d{8}-\d{6}$/;
/** File beside a base backup's tar files describing it ({@link BaseBackup} without `name`/`dir`). */
export const BASE_INFO_FILE = 'kandang-base.json';
/** The nightly job takes a base backup when the newest is at least this many days old. */
export const BASE_BACKUP_EVERY_DAYS = 7;
/** An archived WAL segment, a partial segment of a finished timeline, or a backup history file (not `.history`: those stay). */
const WAL_FILE_RE = /^([0-9A-F]{24})(\.partial|\.[0-9A-F]{8}\.backup)?(\.part)?$/;

/** One complete base backup. */
export interface BaseBackup {
  /** Folder name, `YYYYMMDD-HHmmss` (farm time of the start). */
  name: string;
  /** Absolute folder: `base.tar.gz`, `pg_wal.tar.gz`, `backup_manifest`, `kandang-base.json`. */
  dir: string;
  startedAt: Date;
  /** When pg_basebackup ended: a recovery target must be after it (the copy is consistent from there). */
  finishedAt: Date;
  /** Timeline of the backup (1 until a point-in-time restore starts a new one). */
  timeline: number;
  /** The first WAL segment the backup needs (e.g. `000000010000000000000004`); older ones serve no kept backup. */
  startWal: string;
  /** Bytes of the backup's files. */
  sizeBytes: number;
}

/**
 * WAL file name of `lsn` ('0/4000028') on `timeline` with segments of `segmentBytes` (PostgreSQL's
 * XLogFileName: timeline, then the segment number as high and low 32-bit parts, 8 hex digits each).
 */
export function walFileName(timeline: number, lsn: string, segmentBytes: number): string {
  const m = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(lsn);
  if (!m) throw new Error(`LSN tidak dikenali: ${lsn}`);
  const segno = ((BigInt(`0x${m[1]}`) << 32n) + BigInt(`0x${m[2]}`)) / BigInt(segmentBytes);
  const perId = 0x100000000n / BigInt(segmentBytes);
  const hex = (n: bigint | number) => n.toString(16).toUpperCase().padStart(8, '0');
  return `${hex(timeline)}${hex(segno / perId)}${hex(segno % perId)}`;
}

/** Total bytes of the files directly in `dir`. */
const folderBytes = (dir: string) => fs.readdirSync(dir).reduce((n, f) => n + fs.statSync(path.join(dir, f)).size, 0);

/**
 * Takes a base backup of the server at `url` (a superuser or a role with REPLICATION, through a
 * replication connection) into `<archiveDir>/base/<YYYYMMDD-HHmmss>/` with pg_basebackup of the
 * server's major version: tar format, gzip, an immediate checkpoint, the WAL of its own duration
 * streamed into `pg_wal.tar.gz` (so it restores even without the archive). Written as
 * `<name>.partial` and renamed when complete; folders 0700 (the archive folder too, whatever its mode was), files 0600. Throws pg_basebackup's
 * message on failure (nothing left behind).
 */
export async function takeBaseBackup(opts: { url: string; archiveDir: string; at?: Dayjs }): Promise<BaseBackup> {
  ensurePrivateDir(opts.archiveDir); // 0700 also when it existed with another mode
  const root = path.join(opts.archiveDir, 'base');
  fs.mkdirSync(root, { recursive: true, mode: 0o700 });
  fs.chmodSync(root, 0o700);
  let at = opts.at ?? dayjs();
  while (fs.existsSync(path.join(root, at.format('YYYYMMDD-HHmmss')))) at = at.add(1, 'second');
  const name = at.format('YYYYMMDD-HHmmss');
  const dir = path.join(root, name);
  const partial = `${dir}.partial`;
  const tool = await findPgTool('pg_basebackup', await serverMajor(opts.url));
  const { url, password } = splitPassword(opts.url);
  const startedAt = new Date();
  try {
    fs.rmSync(partial, { recursive: true, force: true });
    const args = [`--pgdata=${partial}`, '--format=tar', '--gzip', '--checkpoint=fast', '--wal-method=stream', `--label=kandang-${name}`, '--no-password', `--dbname=${url}`];
    await runPgTool(tool.path, args, password);
    const finishedAt = new Date();
    const manifest = JSON.parse(fs.readFileSync(path.join(partial, 'backup_manifest'), 'utf8')) as { 'WAL-Ranges': { Timeline: number; 'Start-LSN': string }[] };
    const range = manifest['WAL-Ranges'][0];
    const segment = await withConnection(opts.url, (db) => queryOne(db, row({ bytes: pg.text }), `select setting as bytes from pg_settings where name = 'wal_segment_size'`));
    const info = { startedAt, finishedAt, timeline: range.Timeline, startWal: walFileName(range.Timeline, range['Start-LSN'], Number(segment!.bytes)) };
    fs.writeFileSync(path.join(partial, BASE_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
    for (const f of fs.readdirSync(partial)) fs.chmodSync(path.join(partial, f), 0o600);
    fs.chmodSync(partial, 0o700);
    fs.renameSync(partial, dir);
    return { name, dir, ...info, sizeBytes: folderBytes(dir) };
  } finally {
    fs.rmSync(partial, { recursive: true, force: true });
  }
}

/** The complete base backups of `archiveDir` (with their `kandang-base.json`), oldest first. */
export function listBaseBackups(archiveDir: string): BaseBackup[] {
  const root = path.join(archiveDir, 'base');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root)
    .filter((name) => BASE_BACKUP_RE.test(name) && fs.existsSync(path.join(root, name, BASE_INFO_FILE)))
    .sort()
    .map((name) => {
      const dir = path.join(root, name);
      const info = JSON.parse(fs.readFileSync(path.join(dir, BASE_INFO_FILE), 'utf8')) as { startedAt: string; finishedAt: string; timeline: number; startWal: string };
      return { name, dir, startedAt: new Date(info.startedAt), finishedAt: new Date(info.finishedAt), timeline: info.timeline, startWal: info.startWal, sizeBytes: folderBytes(dir) };
    });
}

/** True when `archiveDir` has no base backup, or its newest started {@link BASE_BACKUP_EVERY_DAYS} days or more before `now`. */
export function baseBackupDue(archiveDir: string, now: Dayjs = dayjs()): boolean {
  const newest = listBaseBackups(archiveDir).pop();
  return !newest || !dayjs(newest.startedAt).isAfter(now.subtract(BASE_BACKUP_EVERY_DAYS, 'day'));
}

/** What {@link pruneArchive} removed. */
export interface PruneResult {
  /** Names of the removed base backups. */
  backups: string[];
  /** Number of removed WAL files. */
  walFiles: number;
}

/**
 * Retention of the archive: keeps every base backup started in the last `keepWeeks` weeks before
 * `now` plus the newest one older than that (so every moment of those weeks can be restored; at
 * least the newest is always kept), deletes the other base backups, then the archived WAL older
 * than the oldest kept one's start segment — with `pg_archivecleanup` when one is installed
 * (PG_BIN_DIR, the PostgreSQL folders, PATH of `env`), and by name as it does for the rest:
 * segments, `.partial` and `.backup` files whose log/segment part (name characters 9–24) sorts
 * before it. Timeline `.history` files and unknown files stay.
 */
export async function pruneArchive(archiveDir: string, keepWeeks: number, now: Dayjs = dayjs(), env: NodeJS.ProcessEnv = process.env): Promise<PruneResult> {
  const all = listBaseBackups(archiveDir);
  if (!all.length) return { backups: [], walFiles: 0 };
  const since = now.subtract(keepWeeks * 7, 'day');
  const firstRecent = all.findIndex((b) => !dayjs(b.startedAt).isBefore(since));
  const from = firstRecent === -1 ? all.length - 1 : Math.max(0, firstRecent - 1);
  const removed = all.slice(0, from);
  for (const b of removed) fs.rmSync(b.dir, { recursive: true, force: true });
  const keepFrom = all[from].startWal;
  const walBefore = () => fs.readdirSync(archiveDir).filter((f) => WAL_FILE_RE.test(f));
  const before = walBefore().length;
  const cleanup = findArchiveCleanup(env);
  if (cleanup) await run(cleanup, [archiveDir, keepFrom]);
  // By name what is left (all without pg_archivecleanup; before version 17 it keeps the .backup files).
  for (const f of walBefore()) if (f.slice(8, 24) < keepFrom.slice(8, 24)) fs.rmSync(path.join(archiveDir, f), { force: true });
  return { backups: removed.map((b) => b.name), walFiles: before - walBefore().length };
}

/** `pg_archivecleanup` of {@link pgBinCandidates} (any version: it only compares file names), or null. */
function findArchiveCleanup(env: NodeJS.ProcessEnv): string | null {
  for (const dir of pgBinCandidates(18, env)) {
    const file = path.join(dir, 'pg_archivecleanup');
    if (fs.existsSync(file)) return file;
  }
  return null;
}

/** Takes a base backup into `archiveDir` and applies the retention: what `npm run backup` and the weekly nightly run do. */
export async function baseBackupAndPrune(url: string, archive: { dir: string; keepWeeks: number }): Promise<BaseBackup & { pruned: PruneResult }> {
  const base = await takeBaseBackup({ url, archiveDir: archive.dir });
  const pruned = await pruneArchive(archive.dir, archive.keepWeeks);
  return { ...base, pruned };
}
