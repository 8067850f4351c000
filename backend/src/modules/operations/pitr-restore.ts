import { execFile } from 'child_process';
import dayjs, { Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { promisify } from 'util';
import { execute, pg, queryOne, row } from '../../common/database/rows';
import type { Env } from '../../config/settings';
import { freePort } from '../../database/bootstrap';
import { runMigrations } from '../../database/data-source';
import { ownerPidFile, startEmbeddedPostgres } from '../../database/embedded';
import { provisionCluster } from '../../database/provision';
import { readOrCreateDbPasswords } from '../../database/secrets';
import { ARCHIVE_TIMEOUT_S, archiveRestoreCommand, ensurePrivateDir, postgresOwner } from '../../database/wal-archive';
import { RestoreRefused, runningEmbeddedPort } from './backup-commands';
import { withConnection } from './backup';
import { BaseBackup, listBaseBackups } from './pitr';

const run = promisify(execFile);
dayjs.extend(customParseFormat);

/**
 * `npm run restore -- --to "YYYY-MM-DD HH:mm[:ss]"` (docs/adr/0035-point-in-time-recovery.md):
 * PostgreSQL's own point-in-time recovery into the embedded cluster of an empty DATA_DIR — the
 * newest base backup finished before the moment, the archived WAL replayed up to it
 * (`restore_command`, `recovery_target_time`, `recovery_target_action=promote`,
 * `recovery.signal`), then the roles' passwords of the new DATA_DIR and the migrations.
 */

/** Name of the app's database in the embedded cluster (database/bootstrap.ts). */
const EMBEDDED_DB = 'kandang';
/** `YYYY-MM-DD HH:mm`, optionally `:ss` and a fraction of up to 6 digits. */
const TARGET_RE = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2})(?::(\d{2})(\.\d{1,6})?)?$/;

/** A recovery target: the farm-time moment, and the same as PostgreSQL's recovery_target_time (with the zone offset). */
export interface RecoveryTarget {
  at: Dayjs;
  postgres: string;
}

/**
 * Parses `--to` as farm time (the process's zone, Asia/Jakarta): `YYYY-MM-DD HH:mm`,
 * `YYYY-MM-DD HH:mm:ss` or with a fraction of a second (`…:ss.123456`). Throws
 * {@link RestoreRefused} (exit 2) for any other text, an impossible date, or a moment after `now`.
 */
export function parseRecoveryTarget(text: string, now: Dayjs = dayjs()): RecoveryTarget {
  const m = TARGET_RE.exec(text.trim());
  const whole = m ? dayjs(`${m[1]} ${m[2]}:${m[3]}:${m[4] ?? '00'}`, 'YYYY-MM-DD HH:mm:ss', true) : null;
  const at = whole?.add(Math.floor(Number(`0${m?.[5] ?? ''}`) * 1000), 'millisecond');
  if (!m || !at?.isValid()) {
    throw new RestoreRefused(`Waktu --to "${text}" tidak dikenali. Tulis jam kandang (WIB) sebagai "YYYY-MM-DD HH:mm" atau "YYYY-MM-DD HH:mm:ss", misalnya --to "2026-12-07 14:03:00".`);
  }
  if (at.isAfter(now)) {
    throw new RestoreRefused(`Waktu --to "${text}" masih di masa depan (sekarang ${now.format('YYYY-MM-DD HH:mm:ss')} WIB). Pilih waktu yang sudah lewat.`);
  }
  return { at, postgres: `${m[1]} ${m[2]}:${m[3]}:${m[4] ?? '00'}${m[5] ?? ''}${at.format('Z')}` };
}

/** What a point-in-time restore did. */
export interface PitrRestoreResult {
  /** The restored data folder (`DATA_DIR/pg`). */
  database: string;
  /** The base backup it started from. */
  baseBackup: string;
  /** PostgreSQL's own words on where the replay stopped (e.g. 'recovery stopping before commit of transaction 812, time …'). */
  stoppedAt: string | null;
  /** Wall-clock seconds of the whole restore (unpack, replay, migrations). */
  seconds: number;
}

const fmt = (d: Date) => dayjs(d).format('YYYY-MM-DD HH:mm:ss');

/**
 * Restores the embedded database of DATA_DIR to the moment `to` (farm time) from WAL_ARCHIVE_DIR.
 * Refuses ({@link RestoreRefused}, nothing changed): an external DATABASE_URL (its server is
 * restored with its own tools), no WAL_ARCHIVE_DIR, a bad or future `to`, a server running on
 * DATA_DIR, a non-empty `DATA_DIR/pg` unless `force` (then it is deleted first), no base backup
 * finished before `to`. A replay that cannot reach `to` (the archive ends earlier) fails with
 * PostgreSQL's message and leaves no half-restored folder. The restored cluster archives into
 * WAL_ARCHIVE_DIR from its promotion on (a new timeline). Uploads are not part of it (they come
 * from the dump's uploads archive or the object store). Leaves no database running.
 */
export async function pitrRestoreCommand(env: Env, to: string, force: boolean, now: Dayjs = dayjs()): Promise<PitrRestoreResult> {
  const began = Date.now();
  if (env.databaseUrl) {
    throw new RestoreRefused('Pemulihan ke titik waktu (--to) hanya untuk PostgreSQL tertanam. PostgreSQL luar dipulihkan dengan alat server itu dari base backup dan arsip WAL (docs/operations.md).');
  }
  const archive = env.backup.walArchive?.dir;
  if (!archive) throw new RestoreRefused('WAL_ARCHIVE_DIR belum disetel: tanpa arsip WAL tidak ada pemulihan ke titik waktu. Setel WAL_ARCHIVE_DIR ke folder arsip, atau pulihkan dari berkas .dump.');
  if (!fs.existsSync(archive)) throw new RestoreRefused(`Folder arsip WAL ${archive} tidak ada.`);
  const target = parseRecoveryTarget(to, now);
  const pgDir = path.join(env.dataDir, 'pg');
  if (runningEmbeddedPort(pgDir)) throw new RestoreRefused(`Server masih berjalan dengan database ${pgDir}: hentikan dulu (Ctrl-C atau SIGTERM).`);
  const existing = fs.existsSync(pgDir) && fs.readdirSync(pgDir).length > 0;
  if (existing && !force) throw new RestoreRefused(`Folder data ${pgDir} tidak kosong. Pulihkan ke DATA_DIR baru, atau ulangi dengan --force untuk menimpanya.`);
  const all = listBaseBackups(archive);
  const base = all.filter((b) => b.finishedAt.getTime() < target.at.valueOf()).pop();
  if (!base) {
    const oldest = all[0] ? `; yang tertua selesai ${fmt(all[0].finishedAt)} WIB` : '; belum ada satu pun (npm run backup membuatnya)';
    throw new RestoreRefused(`Tidak ada base backup yang selesai sebelum ${to} di ${path.join(archive, 'base')}${oldest}. Pilih waktu yang lebih baru, atau pulihkan dari berkas .dump.`);
  }
  fs.rmSync(pgDir, { recursive: true, force: true });
  fs.rmSync(ownerPidFile(pgDir), { force: true });
  try {
    await unpackBaseBackup(base, pgDir);
    const stoppedAt = await recover(env, pgDir, archive, target, to);
    return { database: pgDir, baseBackup: base.name, stoppedAt, seconds: (Date.now() - began) / 1000 };
  } catch (err) {
    fs.rmSync(pgDir, { recursive: true, force: true }); // no half-restored cluster: a retry needs no --force
    throw err;
  }
}

/** Unpacks a base backup into `pgDir` (mode 0700, owned by the server's user) and adds `recovery.signal`. */
async function unpackBaseBackup(base: BaseBackup, pgDir: string): Promise<void> {
  fs.mkdirSync(pgDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(pgDir, 0o700);
  await run('tar', ['-xzf', path.join(base.dir, 'base.tar.gz'), '-C', pgDir]);
  const walTar = path.join(base.dir, 'pg_wal.tar.gz');
  const walDir = path.join(pgDir, 'pg_wal');
  fs.mkdirSync(walDir, { recursive: true, mode: 0o700 });
  if (fs.existsSync(walTar)) await run('tar', ['-xzf', walTar, '-C', walDir]);
  fs.writeFileSync(path.join(pgDir, 'recovery.signal'), '', { mode: 0o600 });
  const owner = postgresOwner();
  if (owner) await run('chown', ['-R', `${owner.uid}:${owner.gid}`, pgDir]);
}

/** The last FATAL/PANIC line of a PostgreSQL log, or its last line. */
function lastProblem(log: string): string {
  const lines = log.split('\n').map((l) => l.trim()).filter(Boolean);
  return [...lines].reverse().find((l) => /FATAL|PANIC/.test(l)) ?? lines.at(-1) ?? 'tanpa pesan';
}

/**
 * Starts the unpacked cluster in recovery up to `target` and waits until it is promoted (embedded
 * start resolves on 'ready to accept connections', which a recovering server does not say).
 * During that start it listens only on a Unix socket in a private folder (0700, the server's
 * user) with `trust` there: the new DATA_DIR's superuser password is set, the app roles get
 * theirs (provisionCluster), the migrations run. Stops the cluster; answers PostgreSQL's line
 * on where the replay stopped.
 */
async function recover(env: Env, pgDir: string, archive: string, target: RecoveryTarget, to: string): Promise<string | null> {
  const secrets = readOrCreateDbPasswords(env.dataDir);
  const sock = fs.mkdtempSync(path.join(os.tmpdir(), 'kpm-pitr-'));
  let log = '';
  try {
    ensurePrivateDir(sock);
    const hba = path.join(sock, 'pg_hba.conf');
    fs.writeFileSync(hba, 'local all all trust\n', { mode: 0o600 });
    const owner = postgresOwner();
    if (owner) fs.chownSync(hba, owner.uid, owner.gid);
    const flags = [
      `restore_command=${archiveRestoreCommand(archive)}`,
      `recovery_target_time=${target.postgres}`,
      'recovery_target_action=promote',
      `hba_file=${hba}`,
      'listen_addresses=',
      `unix_socket_directories=${sock}`,
    ];
    const port = await freePort();
    let cluster: Awaited<ReturnType<typeof startEmbeddedPostgres>>;
    try {
      cluster = await startEmbeddedPostgres(pgDir, port, secrets.pgSuperPassword, {
        walArchiveDir: archive,
        postgresFlags: flags.flatMap((f) => ['-c', f]),
        onLog: (text) => (log = (log + text).slice(-20_000)),
      });
    } catch {
      throw new Error(
        `PostgreSQL berhenti sebelum pemulihan sampai ${to}: ${lastProblem(log)}. Bila arsip WAL belum sampai waktu itu ` +
          `(segmen diarsipkan paling lambat ${ARCHIVE_TIMEOUT_S} detik setelah ditulis), pilih waktu yang lebih awal.`,
      );
    }
    try {
      const adminUrl = `postgres://postgres@localhost:${port}/postgres?host=${encodeURIComponent(sock)}`;
      await withConnection(adminUrl, async (db) => {
        const state = await queryOne(db, row({ recovering: pg.bool, sql: pg.text }), `select pg_is_in_recovery() as recovering, format('alter role postgres password %L', $1::text) as sql`, [secrets.pgSuperPassword]);
        if (state!.recovering) throw new Error('PostgreSQL masih dalam pemulihan setelah start.');
        await execute(db, state!.sql);
      });
      const { ownerUrl } = await provisionCluster(adminUrl, {
        database: EMBEDDED_DB,
        ownerPassword: secrets.ownerPassword,
        appPassword: secrets.appPassword,
        loginPassword: secrets.loginPassword,
      });
      await runMigrations(ownerUrl);
    } finally {
      await cluster.stop();
    }
    return /recovery stopping [^\n]*/.exec(log)?.[0] ?? /last completed transaction was at log time [^\n]*/.exec(log)?.[0] ?? null;
  } finally {
    fs.rmSync(sock, { recursive: true, force: true });
  }
}
