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

/** A role's attributes that the runtime roles must not have (or must have: login), from pg_roles. */
const RoleRow = row({ rolsuper: pg.bool, rolbypassrls: pg.bool, rolcanlogin: pg.bool });

/** SQLSTATEs of a refused login: invalid_authorization_specification, invalid_password. */
const LOGIN_REFUSED = new Set(['28000', '28P01']);

/** True when `url` logs in; false when the server refuses the credentials; other errors are thrown. */
async function logsIn(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url });
  try {
    await client.connect();
    return true;
  } catch (err) {
    if (LOGIN_REFUSED.has((err as { code?: string }).code ?? '')) return false;
    throw err;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Makes sure the runtime role `role` exists, logs in with `password` and is neither superuser nor
 * BYPASSRLS, changing only what differs (read from pg_roles first). The owner may thus be a role
 * with CREATEROLE but not SUPERUSER, as on managed PostgreSQL (RDS, Cloud SQL): from PostgreSQL 16
 * such a role may not even name SUPERUSER/BYPASSRLS in ALTER ROLE, and may alter only the roles it
 * administers. A change it may not make fails with a message that says what to do.
 */
async function ensureRuntimeRole(ownerUrl: string, role: string, password: string): Promise<string> {
  const url = withCredentials(ownerUrl, role, password);
  await withClient(ownerUrl, async (c) => {
    const { rows } = await c.query('select rolsuper, rolbypassrls, rolcanlogin from pg_roles where rolname = $1', [role]);
    const format = async (template: string, ...args: string[]) => {
      const made = await c.query(`select format('${template}', ${args.map((_, i) => `$${i + 1}::text`).join(', ')}) as sql`, args);
      return SqlRow.parse(made.rows[0]).sql;
    };
    const run = async (sql: string, what: string) => {
      try {
        await c.query(sql);
      } catch (err) {
        throw new Error(
          `Role ${role} ${what}, tetapi role DATABASE_URL tidak boleh mengubahnya (${(err as Error).message}). ` +
            `Jalankan perubahan itu sebagai admin database, atau beri DATABASE_APP_URL/DATABASE_LOGIN_URL.`,
          { cause: err },
        );
      }
    };
    if (!rows.length) {
      await c.query(await format('create role %I with login nosuperuser nobypassrls password %L', role, password));
      return;
    }
    const now = RoleRow.parse(rows[0]);
    const fix = [now.rolcanlogin ? '' : 'login', now.rolsuper ? 'nosuperuser' : '', now.rolbypassrls ? 'nobypassrls' : ''].filter(Boolean);
    if (fix.length) await run(await format(`alter role %I with ${fix.join(' ')}`, role), `harus ${fix.join(', ')}`);
    if (!(await logsIn(url))) await run(await format('alter role %I with password %L', role, password), 'perlu password dari DATA_DIR/db-passwords.json');
  });
  return url;
}

/**
 * With an external server (`DATABASE_URL`, a role allowed to create roles, superuser or not): makes
 * sure the runtime role exists as it should ({@link ensureRuntimeRole}) and returns its connection
 * string on the same server and database.
 */
export async function ensureAppRole(ownerUrl: string, appPassword: string): Promise<string> {
  return ensureRuntimeRole(ownerUrl, APP_ROLE, appPassword);
}

/**
 * With an external server (`DATABASE_URL`, a role allowed to create roles, superuser or not): makes
 * sure the login role exists as it should ({@link ensureRuntimeRole}) and returns its connection
 * string on the same server and database.
 */
export async function ensureLoginRole(ownerUrl: string, loginPassword: string): Promise<string> {
  return ensureRuntimeRole(ownerUrl, LOGIN_ROLE, loginPassword);
}
