import { ChildProcess, execFileSync } from 'child_process';
import * as path from 'path';
import { AppSettings } from '../../src/config/settings';
import { APP_ROLE, LOGIN_ROLE, OWNER_ROLE } from '../../src/database/provision';
import { readOrCreateDbPasswords } from '../../src/database/secrets';

/**
 * The built backend (`backend/dist`) as separate processes, for the tests that need what Jest's
 * module sandbox cannot run (the embedded PostgreSQL package is ESM-only) or a real server
 * process to stop and kill: the backup and restore command, the server.
 */

export const BACKEND_DIR = path.resolve(__dirname, '..', '..');
const DIST = path.join(BACKEND_DIR, 'dist');
/** The built backup and restore command (`npm run backup`, `npm run restore`). */
export const BACKUP_CLI = path.join(DIST, 'scripts', 'backup.js');

/** Builds `backend/dist` (tsc) unless it is newer than every source file (`npm test` builds it first): bin/run-built.js. */
export function ensureBuilt(): void {
  execFileSync(process.execPath, [path.join(BACKEND_DIR, 'bin', 'run-built.js'), '--build-only'], { cwd: BACKEND_DIR, stdio: 'inherit' });
}

/** Runs `node dist/scripts/backup.js <args>` and answers its exit code and output. */
export function runBackupCli(args: string[], env: NodeJS.ProcessEnv): { code: number; out: string } {
  try {
    const out = execFileSync(process.execPath, [BACKUP_CLI, ...args], { cwd: BACKEND_DIR, env: { ...process.env, TZ: 'Asia/Jakarta', ...env }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return { code: 0, out };
  } catch (err) {
    const e = err as { status: number; stdout: string; stderr: string };
    return { code: e.status, out: `${e.stdout}${e.stderr}` };
  }
}

/** Waits until `child` prints a line matching `re` (or fails after `ms`, or when it exits first). */
export function waitForLine(child: ChildProcess, re: RegExp, ms: number): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`no ${re} within ${ms} ms:\n${seen}`)), ms);
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      const m = re.exec(seen);
      if (m) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        resolve(m);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (c: Buffer) => (seen += c.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited ${code} before ${re}:\n${seen}`));
    });
  });
}

/** Settings of an app over the embedded database `kandang` of `dataDir` running on `port` (the roles' passwords from its db-passwords.json). */
export function embeddedSettings(dataDir: string, port: number): AppSettings {
  const s = readOrCreateDbPasswords(dataDir);
  const url = (user: string, password: string) => `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/kandang`;
  return {
    port: 0,
    dataDir,
    jwtSecret: 'restored-secret-'.padEnd(48, 'x'),
    jwtTtlHours: 1,
    loginLimitPerAccount: 10,
    loginLimitPerIp: 1000,
    appDatabaseUrl: url(APP_ROLE, s.appPassword),
    loginDatabaseUrl: url(LOGIN_ROLE, s.loginPassword),
    ownerDatabaseUrl: url(OWNER_ROLE, s.ownerPassword),
    demo: false,
    staticDir: null,
    backup: { dir: path.join(dataDir, 'backups'), keepDaily: 14, keepWeekly: 8, databaseUrl: url('postgres', s.pgSuperPassword), nightly: true },
  };
}

/** An answer of {@link callServer}: status 0 and no body when the connection broke or was refused. */
export interface ServerAnswer<B> {
  status: number;
  body: B | null;
  retryAfter: string | null;
}

/** A JSON call to a server process at `base` (bearer `token`, `x-tenant-id` `tenant`); never throws. */
export async function callServer<B = unknown>(base: string, method: string, url: string, token?: string | null, body?: unknown, tenant?: string): Promise<ServerAnswer<B>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (tenant) headers['x-tenant-id'] = tenant;
  try {
    const res = await fetch(`${base}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as B) : null, retryAfter: res.headers.get('retry-after') };
  } catch {
    return { status: 0, body: null, retryAfter: null };
  }
}

/** Resolves with `child`'s exit code once it has exited (at once when it already has). */
export const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => (child.exitCode !== null || child.signalCode ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));
