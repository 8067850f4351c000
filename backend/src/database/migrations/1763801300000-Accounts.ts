import { MigrationInterface, QueryRunner } from 'typeorm';
import { pg, queryOne, row } from '../../common/database/rows';
import { APP_ROLE, LOGIN_ROLE } from '../provision';
import { grantAppRole } from '../rls';

/**
 * Accounts that only their owner controls (issue #19; docs/adr/0013-verified-sessions-and-the-login-role.md).
 *
 * Before, the access rules trusted `app.user_id`, a setting the runtime role (`kpm_app`) sets itself:
 * with its password, or through any SQL injection, it could name the superadmin, create superadmins,
 * overwrite any password hash and read every hash through `app_login_lookup`. Now:
 *
 * - **The caller is a verified session.** Each session (`auth_sessions`) has a random secret; the
 *   table keeps only its SHA-256 (`secret_hash`, not readable by the runtime role). A request
 *   transaction sets `app.session_id` and `app.session_secret`; `app_current_user()` answers the
 *   session's user only when the secret matches a live (not revoked, not expired) session, else
 *   null. Every rule built on it — `app_is_superadmin()`, `app_may_manage_tenant()`, the policies of
 *   users, memberships, tenants and sessions, the account functions — therefore needs a live session,
 *   which only a password (or the server) can open. `app.user_id` is no longer read.
 * - **Sessions are opened only by the login role** `kpm_login` (a separate login role with no table
 *   rights, which the runtime role is not a member of): `app_login_lookup` (the account and its hash,
 *   for argon2 in the server) and `app_open_session(user, secret_hash, minutes)`. The runtime role
 *   can no longer execute `app_login_lookup`, nor insert sessions; an impersonation session is
 *   opened by `app_open_impersonation(tenant, secret_hash)` for a verified superadmin only.
 * - **Password hashes are written only through definer functions** that check the verified caller:
 *   `app_set_own_password` (the caller's own), `app_set_member_password` (an owner/admin of the
 *   request's farm for a member whose every farm it manages; it also ends that member's sessions),
 *   `app_create_account` (a farm's new member) and `app_create_platform_account` (a superadmin).
 *   The runtime role has no insert right on `users` and may update only `email`/`updated_at`.
 * - `app_end_member_sessions(user)`: an owner/admin of the request's farm ends every session of one
 *   of its members (role lowered, removal, deactivation).
 * - `memberships` is no longer FORCEd: its owner's definer functions read every membership without
 *   switching the caller (the runtime role stays bound by its policies).
 * - Existing sessions have no secret: they are revoked (every user logs in once after the upgrade).
 */
export class Accounts1763801300000 implements MigrationInterface {
  name = 'Accounts1763801300000';

  async up(q: QueryRunner): Promise<void> {
    const definer = `security definer set search_path = public, pg_temp`;
    const { ok } = (await queryOne(q.manager, row({ ok: pg.bool }), `select exists (select 1 from pg_roles where rolname = $1) as ok`, [LOGIN_ROLE]))!;
    if (!ok) throw new Error(`Role ${LOGIN_ROLE} tidak ada: jalankan provisioning (database/provision.ts) sebelum migrasi.`);

    await q.query(`alter table auth_sessions add column secret_hash bytea, add column impersonated_tenant uuid references tenants(id) on delete cascade`);
    await q.query(`update auth_sessions set revoked_at = now() where revoked_at is null`);
    await q.query(`comment on column auth_sessions.secret_hash is 'SHA-256 of the session secret carried by the token (claim sk); never readable by the runtime role'`);
    await q.query(`comment on column auth_sessions.impersonated_tenant is 'The farm of an impersonation session (a superadmin acting as its admin for one hour); null otherwise'`);

    await q.query(`alter table memberships no force row level security`);
    // The policies read the caller once per statement (an initplan), not once per row.
    const me = `(select app_current_user())`;
    await q.query(`drop policy memberships_read on memberships`);
    await q.query(`create policy memberships_read on memberships for select using (tenant_id = app_current_tenant() or user_id = ${me})`);
    await q.query(`drop policy users_read on users`);
    await q.query(`create policy users_read on users for select using (
      id = ${me} or (select app_is_superadmin())
      or exists (select 1 from memberships m where m.user_id = users.id and m.tenant_id = app_current_tenant()))`);
    await q.query(`drop policy users_update on users`);
    await q.query(`create policy users_update on users for update
      using (id = ${me} or (select app_is_superadmin())) with check (id = ${me} or (select app_is_superadmin()))`);
    await q.query(`drop policy own_sessions on auth_sessions`);
    await q.query(`create policy own_sessions on auth_sessions using (user_id = ${me}) with check (user_id = ${me})`);

    // The verified caller: the user of the live session named by app.session_id whose secret is app.session_secret.
    await q.query(`create or replace function app_current_user() returns uuid language plpgsql stable ${definer} as $$
      declare
        sid text := current_setting('app.session_id', true);
        secret text := current_setting('app.session_secret', true);
        found uuid;
      begin
        if sid is null or secret is null or secret = '' or sid !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
          return null;
        end if;
        select s.user_id into found from auth_sessions s
         where s.id = sid::uuid and s.secret_hash = sha256(convert_to(secret, 'UTF8'))
           and s.revoked_at is null and s.expires_at > now();
        return found;
      end $$`);
    await q.query(`comment on function app_current_user() is
      'The caller: user of the live session app.session_id whose secret (app.session_secret) matches its SHA-256; null otherwise. Every platform rule builds on it'`);
    // Attribution (the audit trail): the user of the named session whose secret matches, even once the
    // request itself has just ended that session (logout, an admin resetting its own password).
    await q.query(`create function app_session_user() returns uuid language plpgsql stable ${definer} as $$
      declare
        sid text := current_setting('app.session_id', true);
        secret text := current_setting('app.session_secret', true);
        found uuid;
      begin
        if sid is null or secret is null or secret = '' or sid !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
          return null;
        end if;
        select s.user_id into found from auth_sessions s where s.id = sid::uuid and s.secret_hash = sha256(convert_to(secret, 'UTF8'));
        return found;
      end $$`);
    await q.query(`comment on function app_session_user() is
      'Who the request is (audit attribution): the user of session app.session_id when its secret matches, live or ended; grants nothing'`);
    await q.query(`create function app_current_session_tenant() returns uuid language sql stable ${definer} as $$
      select s.impersonated_tenant from auth_sessions s
       where s.user_id = app_current_user() and s.id::text = current_setting('app.session_id', true) $$`);
    await q.query(`comment on function app_current_session_tenant() is 'The farm of the caller''s impersonation session, else null'`);

    // The guard's check of a token: the session (id + secret), its account and, when asked, the tenant and membership.
    await q.query(`drop function app_access(uuid, uuid, uuid)`);
    await q.query(`create function app_access(p_session uuid, p_secret text, p_tenant uuid)
      returns table (user_id uuid, email text, global_role text, impersonated_tenant uuid,
                     tenant_found boolean, tenant_active boolean, tenant_kode text, tenant_nama text, member_role text)
      language sql stable ${definer} as $$
        select u.id, u.email::text, u.global_role::text, s.impersonated_tenant,
               t.id is not null, t.is_active, t.kode::text, t.nama::text, m.role::text
          from auth_sessions s
          join users u on u.id = s.user_id
          left join tenants t on t.id = p_tenant
          left join memberships m on m.tenant_id = t.id and m.user_id = u.id
         where s.id = p_session and s.secret_hash = sha256(convert_to(p_secret, 'UTF8'))
           and s.revoked_at is null and s.expires_at > now() $$`);
    await q.query(`comment on function app_access(uuid, text, uuid) is
      'The guard''s check of a token: the live session p_session with secret p_secret, its account, and with p_tenant that tenant (found, active, kode, nama) and the membership role; no row when the session is unknown, ended or the secret is wrong'`);

    // Login role: lookup and session opening.
    await q.query(`create function app_open_session(p_user uuid, p_secret_hash bytea, p_minutes integer) returns uuid language plpgsql ${definer} as $$
      declare
        created uuid;
      begin
        if p_secret_hash is null or length(p_secret_hash) <> 32 or p_minutes is null or p_minutes < 1 or p_minutes > 60 * 24 * 31 then
          raise exception 'Sesi tidak valid.' using errcode = 'KP400';
        end if;
        delete from auth_sessions where user_id = p_user and coalesce(revoked_at, expires_at) < now() - interval '1 day';
        insert into auth_sessions (user_id, expires_at, secret_hash)
        values (p_user, now() + make_interval(mins => p_minutes), p_secret_hash) returning id into created;
        return created;
      end $$`);
    await q.query(`comment on function app_open_session(uuid, bytea, integer) is
      'Opens a session of p_user (login role only: after the server verified the password, or for the server''s own scripts); forgets that user''s sessions ended over a day ago'`);

    await q.query(`create function app_open_impersonation(p_tenant uuid, p_secret_hash bytea, p_minutes integer) returns uuid language plpgsql ${definer} as $$
      declare
        me uuid := app_current_user();
        created uuid;
      begin
        if me is null or not app_is_superadmin() or app_current_session_tenant() is not null then
          raise exception 'Khusus superadmin.' using errcode = 'KP403';
        end if;
        if p_secret_hash is null or length(p_secret_hash) <> 32 or p_minutes is null or p_minutes < 1 or p_minutes > 60 then
          raise exception 'Sesi tidak valid.' using errcode = 'KP400';
        end if;
        if not exists (select 1 from tenants t where t.id = p_tenant and t.is_active) then
          raise exception 'Tenant nonaktif' using errcode = 'KP422';
        end if;
        insert into auth_sessions (user_id, expires_at, secret_hash, impersonated_tenant)
        values (me, now() + make_interval(mins => p_minutes), p_secret_hash, p_tenant) returning id into created;
        return created;
      end $$`);
    await q.query(`comment on function app_open_impersonation(uuid, bytea, integer) is
      'A verified superadmin (not itself impersonating) opens a session of at most an hour acting in one active farm'`);

    // Passwords and accounts.
    await q.query(`create function app_set_own_password(p_hash text) returns boolean language plpgsql ${definer} as $$
      declare
        me uuid := app_current_user();
      begin
        if me is null or app_current_session_tenant() is not null or p_hash is null then
          return false;
        end if;
        update users set password_hash = p_hash, updated_at = now() where id = me;
        return true;
      end $$`);
    await q.query(`comment on function app_set_own_password(text) is 'The verified caller sets its own password hash (not from an impersonation session)'`);

    await q.query(`create or replace function app_set_member_password(p_user uuid, p_hash text) returns boolean language plpgsql ${definer} as $$
      declare
        me uuid := app_current_user();
      begin
        if me is null or app_current_tenant() is null or not app_may_manage_tenant() then
          raise exception 'Akses ditolak.' using errcode = 'KP403';
        end if;
        if not exists (select 1 from memberships m where m.tenant_id = app_current_tenant() and m.user_id = p_user) then
          return false;
        end if;
        if not app_is_superadmin() then
          if exists (select 1 from users u where u.id = p_user and u.global_role = 'superadmin') then
            return false;
          end if;
          if exists (select 1 from memberships m where m.user_id = p_user and not exists (
                select 1 from memberships c where c.tenant_id = m.tenant_id and c.user_id = me and c.role in ('owner', 'admin'))) then
            return false;
          end if;
        end if;
        update users set password_hash = p_hash, updated_at = now() where id = p_user;
        update auth_sessions set revoked_at = now() where user_id = p_user and revoked_at is null;
        return true;
      end $$`);
    await q.query(`comment on function app_set_member_password(uuid, text) is
      'Sets the password of a member of app.tenant_id and ends all of that member''s sessions; false when the account is not a member, is a superadmin, or also belongs to a farm the caller does not manage'`);

    await q.query(`create function app_end_member_sessions(p_user uuid) returns integer language plpgsql ${definer} as $$
      declare
        ended integer;
      begin
        if app_current_user() is null or app_current_tenant() is null or not app_may_manage_tenant() then
          raise exception 'Akses ditolak.' using errcode = 'KP403';
        end if;
        if not exists (select 1 from memberships m where m.tenant_id = app_current_tenant() and m.user_id = p_user) then
          return 0;
        end if;
        update auth_sessions set revoked_at = now() where user_id = p_user and revoked_at is null and expires_at > now();
        get diagnostics ended = row_count;
        return ended;
      end $$`);
    await q.query(`comment on function app_end_member_sessions(uuid) is
      'An owner/admin of app.tenant_id (or a superadmin) ends every live session of a member of that farm (role lowered, removal, deactivation); the count ended'`);

    await q.query(`create function app_create_platform_account(p_login text, p_hash text, p_global_role text) returns uuid language plpgsql ${definer} as $$
      declare
        created uuid;
      begin
        if not app_is_superadmin() then
          raise exception 'Khusus superadmin.' using errcode = 'KP403';
        end if;
        insert into users (email, password_hash, global_role) values (trim(p_login), p_hash, p_global_role) returning id into created;
        return created;
      end $$`);
    await q.query(`comment on function app_create_platform_account(text, text, text) is 'A verified superadmin creates an account (global role user or superadmin)'`);

    // Who executes what.
    await q.query(`revoke all on function app_login_lookup(text) from ${APP_ROLE}`);
    await q.query(`revoke all on function app_bootstrap_superadmin(text, text) from ${APP_ROLE}`);
    await q.query(`grant usage on schema public to ${LOGIN_ROLE}`);
    for (const fn of ['app_login_lookup(text)', 'app_bootstrap_superadmin(text, text)', 'app_open_session(uuid, bytea, integer)']) {
      await q.query(`revoke all on function ${fn} from public`);
      await q.query(`grant execute on function ${fn} to ${LOGIN_ROLE}`);
    }
    for (const fn of [
      'app_session_user()',
      'app_current_session_tenant()',
      'app_access(uuid, text, uuid)',
      'app_open_impersonation(uuid, bytea, integer)',
      'app_set_own_password(text)',
      'app_end_member_sessions(uuid)',
      'app_create_platform_account(text, text, text)',
    ]) {
      await q.query(`revoke all on function ${fn} from public`);
      await q.query(`grant execute on function ${fn} to ${APP_ROLE}`);
    }
    await grantAppRole(q);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const fn of [
      'app_create_platform_account(text, text, text)',
      'app_end_member_sessions(uuid)',
      'app_set_own_password(text)',
      'app_open_impersonation(uuid, bytea, integer)',
      'app_open_session(uuid, bytea, integer)',
      'app_access(uuid, text, uuid)',
      'app_current_session_tenant()',
      'app_session_user()',
    ]) {
      await q.query(`drop function ${fn}`);
    }
    await q.query(`create or replace function app_current_user() returns uuid language sql stable
      as $$ select nullif(current_setting('app.user_id', true), '')::uuid $$`);
    await q.query(`alter table memberships force row level security`);
    await q.query(`alter table auth_sessions drop column impersonated_tenant, drop column secret_hash`);
    await q.query(`grant execute on function app_login_lookup(text) to ${APP_ROLE}`);
    await q.query(`grant execute on function app_bootstrap_superadmin(text, text) to ${APP_ROLE}`);
  }
}
