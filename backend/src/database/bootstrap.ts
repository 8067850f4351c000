import * as fs from 'fs';
import * as net from 'net';
import * as path from 'path';
import { AppSettings, Env, REPO_ROOT } from '../config/settings';
import { runMigrations } from './data-source';
import { startEmbeddedPostgres } from './embedded';
import { ensureAppRole, ensureLoginRole, provisionCluster, withCredentials } from './provision';
import { readOrCreateDbPasswords, readOrCreateJwtSecret } from './secrets';

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * DATABASE_READ_URL as the app connects to the replica: when it names no user, the runtime role's
 * user and password of `appUrl` (the replica has the primary's roles and passwords). Throws
 * 'Invalid environment: DATABASE_READ_URL …' for a string that is not a URL.
 */
export function withRuntimeCredentials(readUrl: string, appUrl: string): string {
  let u: URL;
  try {
    u = new URL(readUrl);
  } catch {
    throw new Error('Invalid environment: DATABASE_READ_URL is not a connection URL (postgres://host:port/database)');
  }
  if (u.username) return readUrl;
  const app = new URL(appUrl);
  return withCredentials(readUrl, decodeURIComponent(app.username), decodeURIComponent(app.password));
}

/**
 * Prepares the database for a server start: the embedded PostgreSQL in `<dataDir>/pg` when
 * DATABASE_URL is unset (roles, database, demo mode), else the given server. Runs the migrations
 * as the owner role. Returns the settings and a function that stops the embedded server.
 * Secrets live in `<dataDir>`, one kind per file (mode 600): `db-passwords.json` (the embedded
 * cluster's, the runtime role's and the login role's passwords) and `jwt-secret` (unless JWT_SECRET is set).
 * The embedded PostgreSQL is watched: when its postmaster dies it is started again in this process;
 * when that fails, `onDatabaseLost` is called (main.ts exits 1 so a supervisor restarts the server;
 * docs/adr/0036-self-healing-database.md).
 */
export async function bootstrapDatabase(env: Env, onDatabaseLost: (err: unknown) => void): Promise<{ settings: AppSettings; stop: () => Promise<void> }> {
  const secrets = readOrCreateDbPasswords(env.dataDir);
  let stop = async () => undefined as void;
  let ownerUrl: string;
  let appUrl: string;
  let loginUrl: string;
  // pg_dump reads every farm's rows: a superuser (embedded) or BACKUP_DATABASE_URL/DATABASE_URL.
  let dumpUrl = env.backup.databaseUrl;
  if (env.databaseUrl) {
    ownerUrl = env.databaseUrl;
    appUrl = env.databaseAppUrl ?? (await ensureAppRole(ownerUrl, secrets.appPassword));
    loginUrl = env.databaseLoginUrl ?? (await ensureLoginRole(ownerUrl, secrets.loginPassword));
  } else {
    const port = process.env.EMBEDDED_PG_PORT ? env.embeddedPgPort : await freePort();
    const cluster = await startEmbeddedPostgres(path.join(env.dataDir, 'pg'), port, secrets.pgSuperPassword, { walArchiveDir: env.backup.walArchive?.dir, selfHeal: { onGiveUp: onDatabaseLost } });
    stop = cluster.stop;
    dumpUrl = withCredentials(cluster.adminUrl, 'postgres', secrets.pgSuperPassword, 'kandang');
    ({ ownerUrl, appUrl, loginUrl } = await provisionCluster(cluster.adminUrl, {
      database: 'kandang',
      ownerPassword: secrets.ownerPassword,
      appPassword: secrets.appPassword,
      loginPassword: secrets.loginPassword,
    }));
  }
  await runMigrations(ownerUrl);
  const staticDir = path.join(REPO_ROOT, 'frontend', 'dist');
  return {
    stop,
    settings: {
      port: env.port,
      dataDir: env.dataDir,
      jwtSecret: env.jwtSecret ?? readOrCreateJwtSecret(env.dataDir),
      jwtTtlHours: env.jwtTtlHours,
      loginLimitPerAccount: env.loginLimitPerAccount,
      loginLimitPerIp: env.loginLimitPerIp,
      trustProxy: env.trustProxy,
      requestTimeoutMs: env.requestTimeoutMs,
      gorichi: env.gorichi,
      logLevel: env.logLevel,
      metricsToken: env.metricsToken,
      objectStore: env.objectStore,
      appDatabaseUrl: appUrl,
      loginDatabaseUrl: loginUrl,
      ownerDatabaseUrl: ownerUrl,
      readDatabaseUrl: env.databaseReadUrl ? withRuntimeCredentials(env.databaseReadUrl, appUrl) : null,
      demo: !env.databaseUrl && env.demoData,
      staticDir: fs.existsSync(staticDir) ? staticDir : null,
      backup: dumpUrl ? { ...env.backup, databaseUrl: dumpUrl } : null,
    },
  };
}
