import { Client } from 'pg';
import { pg, row } from '../common/database/rows';

/** Login role that owns every table and runs the migrations. */
export const OWNER_ROLE = 'kpm_owner';
/** Login role the server runs requests with: no superuser, no BYPASSRLS, owns no table. */
export const APP_ROLE = 'kpm_app';
/**
 * Login role of the login service only: executes the login lookup and opens sessions, owns nothing
 * and reads no table; the runtime role is not a member of it (docs/adr/0013-verified-sessions-and-the-login-role.md).
 */
export const LOGIN_ROLE = 'kpm_login';

/** The statement `format()` wrote (`select format(...) as sql`). */
const SqlRow = row({ sql: pg.text });

async function withClient<T>(url: string, fn: (c: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Creates or updates a login role with the given password (and attributes); idempotent. */
async function upsertRole(c: Client, role: string, password: string, attrs: string): Promise<void> {
  const exists = await c.query('select 1 from pg_roles where rolname = $1', [role]);
  const verb = exists.rowCount ? 'alter' : 'create';
  const { rows } = await c.query(`select format('${verb} role %I with login ${attrs} password %L', $1::text, $2::text) as sql`, [role, password]);
  await c.query(SqlRow.parse(rows[0]).sql);
}

/** Replaces the credentials and database of a connection string. */
export function withCredentials(url: string, user: string, password: string, database?: string): string {
  const u = new URL(url);
  u.username = encodeURIComponent(user);
  u.password = encodeURIComponent(password);
  if (database) u.pathname = `/${database}`;
  return u.toString();
}

/**
 * On a cluster where `adminUrl` is a superuser (the embedded one, or a test cluster): creates the
 * owner and runtime roles and the database `database` owned by the owner role. Idempotent.
 */
export async function provisionCluster(
  adminUrl: string,
  opts: { database: string; ownerPassword: string; appPassword: string; loginPassword: string },
): Promise<{ ownerUrl: string; appUrl: string; loginUrl: string }> {
  await withClient(adminUrl, async (c) => {
    await upsertRole(c, OWNER_ROLE, opts.ownerPassword, 'nosuperuser nobypassrls nocreaterole nocreatedb');
    await upsertRole(c, APP_ROLE, opts.appPassword, 'nosuperuser nobypassrls nocreaterole nocreatedb');
    await upsertRole(c, LOGIN_ROLE, opts.loginPassword, 'nosuperuser nobypassrls nocreaterole nocreatedb');
    const db = await c.query('select 1 from pg_database where datname = $1', [opts.database]);
    if (!db.rowCount) {
      const { rows } = await c.query(`select format('create database %I owner %I', $1::text, $2::text) as sql`, [opts.database, OWNER_ROLE]);
      await c.query(SqlRow.parse(rows[0]).sql);
    }
  });
  await withClient(withCredentials(adminUrl, new URL(adminUrl).username, decodeURIComponent(new URL(adminUrl).password), opts.database), async (c) => {
    await c.query(`alter schema public owner to ${OWNER_ROLE}`);
  });
  return {
    ownerUrl: withCredentials(adminUrl, OWNER_ROLE, opts.ownerPassword, opts.database),
    appUrl: withCredentials(adminUrl, APP_ROLE, opts.appPassword, opts.database),
    loginUrl: withCredentials(adminUrl, LOGIN_ROLE, opts.loginPassword, opts.database),
  };
}

/**
 * With an external server (`DATABASE_URL`, a role allowed to create roles): makes sure the runtime
 * role exists and returns its connection string on the same server and database.
 */
export async function ensureAppRole(ownerUrl: string, appPassword: string): Promise<string> {
  await withClient(ownerUrl, (c) => upsertRole(c, APP_ROLE, appPassword, 'nosuperuser nobypassrls'));
  return withCredentials(ownerUrl, APP_ROLE, appPassword);
}

/**
 * With an external server (`DATABASE_URL`, a role allowed to create roles): makes sure the login
 * role exists and returns its connection string on the same server and database.
 */
export async function ensureLoginRole(ownerUrl: string, loginPassword: string): Promise<string> {
  await withClient(ownerUrl, (c) => upsertRole(c, LOGIN_ROLE, loginPassword, 'nosuperuser nobypassrls'));
  return withCredentials(ownerUrl, LOGIN_ROLE, loginPassword);
}
