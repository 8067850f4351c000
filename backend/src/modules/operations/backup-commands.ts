import * as fs from 'fs';
import * as path from 'path';
import { execute } from '../../common/database/rows';
import { uploadsDir } from '../../common/storage/image-storage.service';
import type { Env } from '../../config/settings';
import { freePort } from '../../database/bootstrap';
import { runMigrations } from '../../database/data-source';
import { startEmbeddedPostgres } from '../../database/embedded';
import { ensureAppRole, ensureLoginRole, provisionCluster, withCredentials } from '../../database/provision';
import { readOrCreateDbPasswords } from '../../database/secrets';
import { BackupResult, databaseIsEmpty, pruneBackups, recordBackupRun, restoreBackup, withConnection, writeBackup } from './backup';
import { BaseBackup, baseBackupAndPrune, PruneResult } from './pitr';

/** Name of the app's database in the embedded cluster (database/bootstrap.ts). */
const EMBEDDED_DB = 'kandang';

/**
 * Port of the embedded PostgreSQL running on `pgDir` (a server started by `npm start`), read from
 * its `postmaster.pid` (line 4); null when none runs there.
 */
export function runningEmbeddedPort(pgDir: string): number | null {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return null;
  const lines = fs.readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port)) return null;
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return null; // a stale file of a crashed server
  }
  return port;
}

/**
 * Runs `fn` with a superuser connection string to the app's database: an external server's
 * BACKUP_DATABASE_URL/DATABASE_URL, the embedded PostgreSQL of DATA_DIR that `npm start` is
 * running, or that cluster started for the time of `fn` (and stopped after).
 */
async function withDumpUrl<T>(env: Env, fn: (url: string) => Promise<T>): Promise<T> {
  if (env.databaseUrl) return fn(env.backup.databaseUrl ?? env.databaseUrl);
  const pgDir = path.join(env.dataDir, 'pg');
  if (!fs.existsSync(path.join(pgDir, 'PG_VERSION'))) throw new Error(`Belum ada database di ${pgDir}: jalankan \`npm start\` sekali, atau setel DATABASE_URL.`);
  const secrets = readOrCreateDbPasswords(env.dataDir);
  const running = runningEmbeddedPort(pgDir);
  const at = (port: number) => `postgres://postgres:${encodeURIComponent(secrets.pgSuperPassword)}@127.0.0.1:${port}/${EMBEDDED_DB}`;
  if (running) return fn(at(running));
  const port = await freePort();
  const cluster = await startEmbeddedPostgres(pgDir, port, secrets.pgSuperPassword, { walArchiveDir: env.backup.walArchive?.dir });
  try {
    return await fn(at(port));
  } finally {
    await cluster.stop();
  }
}

/**
 * `npm run backup`: one backup of the app's database (and the uploads folder) into BACKUP_DIR or
 * DATA_DIR/backups, then the retention (BACKUP_KEEP_DAILY, BACKUP_KEEP_WEEKLY) and the record in
 * `backup_runs`. A failure is recorded too (when the database answers) and thrown. With
 * WAL_ARCHIVE_DIR also a base backup into the archive and its retention (modules/operations/pitr.ts),
 * after the dump: a failing base backup throws after the dump is written and recorded.
 */
export async function backupCommand(env: Env): Promise<BackupResult & { removed: string[]; base: (BaseBackup & { pruned: PruneResult }) | null }> {
  return withDumpUrl(env, async (url) => {
    const startedAt = new Date();
    let dump: BackupResult & { removed: string[] };
    try {
      const result = await writeBackup({ url, dir: env.backup.dir, uploadsDir: uploadsDir(env.dataDir) });
      const removed = pruneBackups(env.backup.dir, env.backup.keepDaily, env.backup.keepWeekly);
      await recordBackupRun(url, { kind: 'manual', startedAt, result, error: null }).catch((e: Error) => console.warn(`Catatan cadangan tidak tersimpan: ${e.message}`));
      dump = { ...result, removed };
    } catch (err) {
      await recordBackupRun(url, { kind: 'manual', startedAt, result: null, error: (err as Error).message }).catch(() => undefined);
      throw err;
    }
    if (!env.backup.walArchive) return { ...dump, base: null };
    try {
      return { ...dump, base: await baseBackupAndPrune(url, env.backup.walArchive) };
    } catch (err) {
      throw new Error(`Cadangan ${path.basename(dump.file)} ditulis, tetapi base backup ke ${env.backup.walArchive.dir} gagal: ${(err as Error).message}`, { cause: err });
    }
  });
}

/** Why a restore refused to start; nothing was changed. */
export class RestoreRefused extends Error {}

/** True when `dir` exists and holds at least one file or folder. */
const hasFiles = (dir: string) => fs.existsSync(dir) && fs.readdirSync(dir).length > 0;

/**
 * `npm run restore -- <file> [--force] [--no-start]`: loads a backup into an empty target — the embedded
 * PostgreSQL of a new DATA_DIR (initialised here) or the external DATABASE_URL — with its uploads,
 * then runs the migrations (a backup of an older version comes up to date). Refuses
 * ({@link RestoreRefused}, nothing changed) a server still running on DATA_DIR, and a target
 * that already has data (database tables, or files in DATA_DIR/uploads) unless `force`: then
 * the old database is dropped first. Leaves no database running: the command line
 * (scripts/backup.ts) then starts the server as `npm start` does, unless `--no-start`.
 */
export async function restoreCommand(env: Env, file: string, force = false): Promise<{ database: string; uploads: boolean }> {
  const dump = path.resolve(file);
  if (!fs.existsSync(dump) || !fs.statSync(dump).isFile()) throw new RestoreRefused(`Berkas cadangan tidak ditemukan: ${dump}`);
  const uploads = uploadsDir(env.dataDir);
  const uploadsBusy = hasFiles(uploads);
  const secrets = readOrCreateDbPasswords(env.dataDir);

  if (env.databaseUrl) {
    const url = env.backup.databaseUrl ?? env.databaseUrl;
    const empty = await databaseIsEmpty(url);
    if ((!empty || uploadsBusy) && !force) throw new RestoreRefused(`Database tujuan atau ${uploads} tidak kosong. Pulihkan ke database kosong, atau ulangi dengan --force untuk menimpanya.`);
    if (!empty) await dropPublicSchema(url);
    if (uploadsBusy) fs.rmSync(uploads, { recursive: true, force: true });
    await ensureAppRole(env.databaseUrl, secrets.appPassword);
    await ensureLoginRole(env.databaseUrl, secrets.loginPassword);
    const restored = await restoreBackup({ file: dump, url, uploadsDir: uploads });
    await runMigrations(env.databaseUrl);
    return { database: new URL(env.databaseUrl).pathname.slice(1), ...restored };
  }

  const pgDir = path.join(env.dataDir, 'pg');
  if (runningEmbeddedPort(pgDir)) throw new RestoreRefused(`Server masih berjalan dengan database ${pgDir}: hentikan dulu (Ctrl-C atau SIGTERM).`);
  const existing = fs.existsSync(path.join(pgDir, 'PG_VERSION'));
  if ((existing || uploadsBusy) && !force) throw new RestoreRefused(`Folder data ${env.dataDir} tidak kosong (database atau unggahan). Pulihkan ke DATA_DIR baru, atau ulangi dengan --force untuk menimpanya.`);
  const port = await freePort();
  const cluster = await startEmbeddedPostgres(pgDir, port, secrets.pgSuperPassword);
  try {
    if (existing) await dropDatabase(cluster.adminUrl, EMBEDDED_DB);
    if (uploadsBusy) fs.rmSync(uploads, { recursive: true, force: true });
    const { ownerUrl } = await provisionCluster(cluster.adminUrl, {
      database: EMBEDDED_DB,
      ownerPassword: secrets.ownerPassword,
      appPassword: secrets.appPassword,
      loginPassword: secrets.loginPassword,
    });
    const restored = await restoreBackup({ file: dump, url: withCredentials(cluster.adminUrl, 'postgres', secrets.pgSuperPassword, EMBEDDED_DB), uploadsDir: uploads });
    await runMigrations(ownerUrl);
    return { database: pgDir, ...restored };
  } finally {
    await cluster.stop();
  }
}

async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withConnection(adminUrl, (db) => execute(db, `drop database if exists "${name}" with (force)`));
}

async function dropPublicSchema(url: string): Promise<void> {
  await withConnection(url, async (db) => {
    await execute(db, 'drop schema public cascade');
    await execute(db, 'create schema public');
  });
}
