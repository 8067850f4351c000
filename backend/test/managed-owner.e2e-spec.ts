// A managed PostgreSQL (RDS, Cloud SQL) gives the application an owner role that may create roles
// but is not a superuser. From PostgreSQL 16 such a role may not even name SUPERUSER/BYPASSRLS in
// ALTER ROLE, and may alter only the roles it administers; every start after the first used to fail
// (`alter role kpm_app … nosuperuser`: permission denied). Provisioning now reads pg_roles first and
// changes only what differs (docs/adr/0036-self-healing-database.md).
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { Client } from 'pg';
import { readEnv } from '../src/config/settings';
import { createApp } from '../src/create-app';
import { bootstrapDatabase } from '../src/database/bootstrap';
import { APP_ROLE, LOGIN_ROLE, withCredentials } from '../src/database/provision';
import { DB_PASSWORDS_FILE } from '../src/database/secrets';
import { UsersService } from '../src/modules/users/users.service';
import { TEST_PASSWORDS, testAdminUrl } from './utils/test-database';

const DATABASE = 'kandang_rds';
const OWNER = { role: 'kpm_rds_owner', password: 'rds-owner-test' };
const ROOT = { username: 'rds-root', password: 'rds-root-password' };

async function asAdmin<T>(fn: (c: Client) => Promise<T>, database?: string): Promise<T> {
  const url = new URL(testAdminUrl());
  if (database) url.pathname = `/${database}`;
  const c = new Client({ connectionString: url.toString() });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

describe('A managed PostgreSQL owner: CREATEROLE, not SUPERUSER', () => {
  let dataDir: string;
  let ownerUrl: string;

  beforeAll(async () => {
    await asAdmin(async (c) => {
      await c.query(`drop database if exists ${DATABASE} with (force)`);
      await c.query(`drop role if exists ${OWNER.role}`);
      await c.query(`create role ${OWNER.role} with login createrole nosuperuser nobypassrls nocreatedb password '${OWNER.password}'`);
      await c.query(`create database ${DATABASE} owner ${OWNER.role}`);
    });
    ownerUrl = withCredentials(testAdminUrl(), OWNER.role, OWNER.password, DATABASE);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kpm-rds-'));
    // The runtime and login roles' names are fixed (kpm_app, kpm_login) and cluster-wide, shared
    // with every other test file of this run: the server is given the SAME passwords the other
    // tests use (TEST_PASSWORDS), so that nothing needs to change them and nothing else breaks.
    const passwords = { pgSuperPassword: 'unused', ownerPassword: 'unused', appPassword: TEST_PASSWORDS.appPassword, loginPassword: TEST_PASSWORDS.loginPassword };
    fs.writeFileSync(path.join(dataDir, DB_PASSWORDS_FILE), JSON.stringify(passwords), { mode: 0o600 });
  });

  afterAll(async () => {
    await asAdmin(async (c) => {
      await c.query(`drop database if exists ${DATABASE} with (force)`);
      await c.query(`drop role if exists ${OWNER.role}`);
    });
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts any number of times (migrations, roles) and answers requests', async () => {
    const attributes = () =>
      asAdmin(async (c) => (await c.query<{ rolname: string; rolsuper: boolean; rolbypassrls: boolean; rolcanlogin: boolean }>('select rolname, rolsuper, rolbypassrls, rolcanlogin from pg_roles where rolname = any($1) order by rolname', [[APP_ROLE, LOGIN_ROLE, OWNER.role]])).rows);
    expect(await attributes()).toContainEqual({ rolname: OWNER.role, rolsuper: false, rolbypassrls: false, rolcanlogin: true });
    const env = readEnv({
      DATABASE_URL: ownerUrl,
      DATA_DIR: dataDir,
      JWT_SECRET: 'rds-test-secret-'.padEnd(48, 'x'),
      INITIAL_SUPERADMIN_USERNAME: ROOT.username,
      INITIAL_SUPERADMIN_PASSWORD: ROOT.password,
      BACKUP_NIGHTLY: 'off',
      LOG_LEVEL: 'silent',
    });
    for (const start of [1, 2, 3]) {
      const { settings } = await bootstrapDatabase(env, (err) => {
        throw err;
      });
      const app = await createApp({ ...settings, logLevel: 'silent', staticDir: null });
      try {
        if (start === 1) expect(await app.get(UsersService).ensureSuperadmin(ROOT.username, ROOT.password)).toBe(true);
        await app.listen(0, '127.0.0.1');
        const base = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
        const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: ROOT.username, password: ROOT.password }) });
        expect([start, login.status]).toEqual([start, 200]);
        const { token } = (await login.json()) as { token: string };
        const tenants = await fetch(`${base}/api/superadmin/tenants`, { headers: { authorization: `Bearer ${token}` } });
        expect([start, tenants.status]).toEqual([start, 200]);
        expect([start, (await fetch(`${base}/api/health/ready`)).status]).toEqual([start, 200]);
      } finally {
        await app.close();
      }
    }
    // The runtime roles stayed as the application needs them: login, neither superuser nor BYPASSRLS.
    expect((await attributes()).filter((r) => r.rolname !== OWNER.role)).toEqual([
      { rolname: APP_ROLE, rolsuper: false, rolbypassrls: false, rolcanlogin: true },
      { rolname: LOGIN_ROLE, rolsuper: false, rolbypassrls: false, rolcanlogin: true },
    ]);
  });
});
