import { QueryRunner } from 'typeorm';
import { pg, queryOne, row } from '../common/database/rows';
import { APP_ROLE } from './provision';

/**
 * Row-level security for a tenant-owned table: ENABLE + FORCE, and one policy that lets a row be
 * seen or written only when its `tenant_id` equals the request's `app.tenant_id` setting
 * (`set_config('app.tenant_id', …, true)`, see TenantContext). Use it in every migration that
 * creates a tenant table.
 */
export async function enableTenantRls(q: QueryRunner, table: string): Promise<void> {
  await q.query(`alter table "${table}" enable row level security`);
  await q.query(`alter table "${table}" force row level security`);
  await q.query(
    `create policy tenant_isolation on "${table}" using (tenant_id = app_current_tenant()) with check (tenant_id = app_current_tenant())`,
  );
}

/**
 * True when `table` is under forced row-level security: the owner running a migration then sees
 * none of its rows until it lifts it (`alter table … no force row level security`).
 */
export async function forcesRls(q: QueryRunner, table: string): Promise<boolean> {
  const found = await queryOne(q.manager, row({ forced: pg.bool }), `select relforcerowsecurity as forced from pg_class where oid = $1::regclass`, [table]);
  return found?.forced ?? false;
}

/**
 * Grants the runtime role the data rights on every table and sequence (run at the end of a
 * migration), then narrows them again on the tables it must not read or write freely
 * ({@link limitAppRole}), so that a later migration calling this cannot widen them by accident.
 */
export async function grantAppRole(q: QueryRunner): Promise<void> {
  await q.query(`grant usage on schema public to ${APP_ROLE}`);
  await q.query(`grant select, insert, update, delete on all tables in schema public to ${APP_ROLE}`);
  await q.query(`grant usage, select on all sequences in schema public to ${APP_ROLE}`);
  await limitAppRole(q);
}

/**
 * The runtime role's rights on the platform tables (docs/adr/0001-tenant-isolation.md, issue #12,
 * docs/adr/0013-verified-sessions-and-the-login-role.md):
 * - `migrations` (TypeORM's list of applied migrations): nothing.
 * - `users`: every column but `password_hash` to read (rows limited by RLS: the caller, members of
 *   the request's tenant, everything for a superadmin); no insert and no write of `password_hash` or
 *   `global_role`: accounts and passwords only through the SECURITY DEFINER functions that check the
 *   verified caller (`app_create_account`, `app_create_platform_account`, `app_set_own_password`,
 *   `app_set_member_password`); `email`/`updated_at` of the caller's own row (or a superadmin's).
 * - `tenants`: read by RLS (the request's tenant, the caller's memberships, a superadmin); written
 *   only by a verified superadmin (`app_is_superadmin()`).
 * - `auth_sessions`: the caller's own sessions (RLS) without `secret_hash`; no insert (sessions are
 *   opened by the login role, or `app_open_impersonation`); `revoked_at` the only column to update.
 * - `audit_events`: select only (appended by `app_audit` and the audit triggers).
 * - `book_locks`: select only once `app_set_book_lock` exists (migration OwnerOnly): the month
 *   close is written only through it, which checks the caller's role in the farm.
 * Idempotent; runs only where the tables exist.
 */
export async function limitAppRole(q: QueryRunner): Promise<void> {
  const Ok = row({ ok: pg.bool });
  const exists = async (table: string) => (await queryOne(q.manager, Ok, `select to_regclass($1) is not null as ok`, [`public.${table}`]))!.ok;
  const hasFunction = async (name: string) => (await queryOne(q.manager, Ok, `select exists (select 1 from pg_proc where proname = $1) as ok`, [name]))!.ok;
  if (await exists('migrations')) {
    await q.query(`revoke all on table migrations from ${APP_ROLE}`);
    if (await exists('migrations_id_seq')) await q.query(`revoke all on sequence migrations_id_seq from ${APP_ROLE}`);
  }
  if (!(await exists('auth_sessions'))) return; // before the Hardening migration: the platform tables are not limited yet
  await q.query(`revoke all on table users, tenants, auth_sessions from ${APP_ROLE}`);
  await q.query(`grant select (id, email, global_role, created_at, updated_at) on users to ${APP_ROLE}`);
  const verified = (await queryOne(q.manager, Ok, `select exists (select 1 from pg_attribute where attrelid = 'auth_sessions'::regclass and attname = 'secret_hash') as ok`))!.ok;
  if (verified) {
    // Accounts migration: the caller is a verified session; accounts and passwords through definer functions only.
    await q.query(`grant update (email, updated_at) on users to ${APP_ROLE}`);
    await q.query(`grant select (id, user_id, created_at, expires_at, revoked_at, impersonated_tenant) on auth_sessions to ${APP_ROLE}`);
    await q.query(`grant delete on auth_sessions to ${APP_ROLE}`);
  } else {
    await q.query(`grant insert (email, password_hash, global_role) on users to ${APP_ROLE}`);
    await q.query(`grant update (email, password_hash, updated_at) on users to ${APP_ROLE}`);
    await q.query(`grant select, insert, delete on auth_sessions to ${APP_ROLE}`);
  }
  await q.query(`grant delete on users to ${APP_ROLE}`);
  await q.query(`grant select, insert, update, delete on tenants to ${APP_ROLE}`);
  await q.query(`grant update (revoked_at) on auth_sessions to ${APP_ROLE}`);
  // audit_events (People, AuditTrail migrations): appended through app_audit() and the audit triggers only, read by RLS.
  if (await exists('audit_events')) {
    await q.query(`revoke all on table audit_events from ${APP_ROLE}`);
    await q.query(`grant select on audit_events to ${APP_ROLE}`);
  }
  // book_locks (MonthClose, OwnerOnly migrations): read by RLS, written only through app_set_book_lock().
  if ((await exists('book_locks')) && (await hasFunction('app_set_book_lock'))) await q.query(`revoke insert, update, delete, truncate on table book_locks from ${APP_ROLE}`);
}
