import { MigrationInterface, QueryRunner } from 'typeorm';
import { APP_ROLE } from '../provision';
import { enableTenantRls, grantAppRole } from '../rls';

/**
 * People of a farm (issue #15; spec part 2 'Data Users', 'Data ABK', 'My Info'; docs/adr/0001-tenant-isolation.md).
 *
 * - `users.password_hash` may be null: an account added by a farm admin without a password cannot
 *   log in until one is set (login answers the usual 'Username password salah').
 * - Accounts and passwords of a farm's members, for its owner/admin (the runtime role may not write
 *   other users' rows: RLS on `users` lets only a superadmin insert, and a user update its own row),
 *   through SECURITY DEFINER functions that check `app_may_manage_tenant()` themselves:
 *   `app_find_account(username)` (an existing account to add to the farm), `app_create_account(username, hash)`
 *   (a new ordinary account), `app_set_member_password(user, hash)` (a member of the request's tenant whose
 *   every membership lies in farms the caller manages, and who is not a superadmin — an admin of one farm
 *   cannot take over an account shared with another farm).
 * - `abk`: the register of farm hands, one row per member (references the membership, so an ABK
 *   is always a member of its farm), tenant RLS.
 * - `audit_events`: security events (login, logout, password change, role change, user added, …).
 *   The runtime role has no right on the table; it appends through `app_audit(...)` in the same
 *   transaction as the change, and only a superadmin (or the farm's owner/admin for its rows) reads it.
 */
export class People1763801100000 implements MigrationInterface {
  name = 'People1763801100000';

  async up(q: QueryRunner): Promise<void> {
    const definer = `security definer set search_path = public, pg_temp`;
    await q.query(`alter table users alter column password_hash drop not null`);

    await q.query(`create function app_find_account(p_login text) returns table (id uuid, email text, global_role text)
      language sql stable ${definer} as $$
        select u.id, u.email::text, u.global_role::text from users u
         where lower(u.email) = lower(trim(p_login)) and app_current_tenant() is not null and app_may_manage_tenant() $$`);
    await q.query(`comment on function app_find_account(text) is
      'An account by username for an owner/admin of app.tenant_id (or a superadmin): adding an existing account to the farm'`);

    await q.query(`create function app_create_account(p_login text, p_hash text) returns uuid language plpgsql ${definer} as $$
      declare
        created uuid;
      begin
        if app_current_tenant() is null or not app_may_manage_tenant() then
          raise exception 'Akses ditolak.' using errcode = 'KP403';
        end if;
        insert into users (email, password_hash, global_role) values (trim(p_login), p_hash, 'user') returning id into created;
        return created;
      end $$`);
    await q.query(`comment on function app_create_account(text, text) is
      'A new ordinary account (hash may be null: cannot log in yet), created by an owner/admin of app.tenant_id or a superadmin'`);

    // memberships is FORCEd: to list every farm of p_user the function reads them as p_user
    // (own rows), then puts the caller back and checks its own memberships of those farms.
    await q.query(`create function app_set_member_password(p_user uuid, p_hash text) returns boolean language plpgsql ${definer} as $$
      declare
        caller text := coalesce(current_setting('app.user_id', true), '');
        farms uuid[];
      begin
        if app_current_tenant() is null or not app_may_manage_tenant() then
          raise exception 'Akses ditolak.' using errcode = 'KP403';
        end if;
        if not exists (select 1 from memberships m where m.tenant_id = app_current_tenant() and m.user_id = p_user) then
          return false;
        end if;
        if not app_is_superadmin() then
          if exists (select 1 from users u where u.id = p_user and u.global_role = 'superadmin') then
            return false;
          end if;
          perform set_config('app.user_id', p_user::text, true);
          farms := array(select m.tenant_id from memberships m where m.user_id = p_user);
          perform set_config('app.user_id', caller, true);
          if exists (select 1 from unnest(farms) f(tenant_id) where not exists (
                select 1 from memberships c where c.tenant_id = f.tenant_id and c.user_id::text = caller and c.role in ('owner', 'admin'))) then
            return false;
          end if;
        end if;
        update users set password_hash = p_hash, updated_at = now() where id = p_user;
        return true;
      end $$`);
    await q.query(`comment on function app_set_member_password(uuid, text) is
      'Sets the password of a member of app.tenant_id; false when the account is not a member, is a superadmin, or also belongs to a farm the caller does not manage'`);

    await q.query(`create table abk (
      id integer generated always as identity primary key,
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      user_id uuid not null,
      nama_panggilan varchar(60) not null,
      nama_asli varchar(120),
      no_hp varchar(20),
      alamat varchar(255),
      no_ktp varchar(30),
      tanggal_mulai_kerja date not null,
      tanggal_selesai_kerja date,
      aktif boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (tenant_id, user_id),
      foreign key (tenant_id, user_id) references memberships (tenant_id, user_id) on delete cascade,
      check (tanggal_selesai_kerja is null or tanggal_selesai_kerja >= tanggal_mulai_kerja))`);
    await q.query(`create index abk_tenant_idx on abk (tenant_id, nama_panggilan)`);
    await q.query(`comment on table abk is 'Farm hands (ABK): one row per member with the abk role, their personal data and working period'`);
    await enableTenantRls(q, 'abk');

    await q.query(`create table audit_events (
      id bigint generated always as identity primary key,
      created_at timestamptz not null default now(),
      event varchar(40) not null,
      tenant_id uuid references tenants(id) on delete set null,
      actor_id uuid references users(id) on delete set null,
      actor_email varchar(120),
      subject text,
      client_address varchar(64),
      detail jsonb)`);
    await q.query(`create index audit_events_tenant_idx on audit_events (tenant_id, created_at desc)`);
    await q.query(`comment on table audit_events is 'Security events (login, logout, password change, role change, user added, tenant created/status, impersonation); appended through app_audit only'`);
    // FORCEd like every table with a tenant_id: the owner (app_audit runs as it) appends through
    // audit_append; the runtime role has no insert right, so that policy opens nothing to it.
    await q.query(`alter table audit_events enable row level security`);
    await q.query(`alter table audit_events force row level security`);
    await q.query(`create policy audit_append on audit_events for insert with check (true)`);
    await q.query(`create policy audit_read on audit_events for select using (
      (select app_is_superadmin()) or (tenant_id = app_current_tenant() and (select app_may_manage_tenant())))`);

    await q.query(`create function app_audit(p_event text, p_tenant uuid, p_actor uuid, p_actor_email text, p_subject text, p_client text, p_detail jsonb)
      returns void language sql ${definer} as $$
        insert into audit_events (event, tenant_id, actor_id, actor_email, subject, client_address, detail)
        values (p_event, p_tenant, p_actor, left(p_actor_email, 120), p_subject, left(p_client, 64), p_detail) $$`);
    await q.query(`comment on function app_audit(text, uuid, uuid, text, text, text, jsonb) is 'Appends one security event (the only way the runtime role writes audit_events)'`);

    for (const fn of ['app_find_account(text)', 'app_create_account(text, text)', 'app_set_member_password(uuid, text)', 'app_audit(text, uuid, uuid, text, text, text, jsonb)']) {
      await q.query(`revoke all on function ${fn} from public`);
      await q.query(`grant execute on function ${fn} to ${APP_ROLE}`);
    }
    await grantAppRole(q);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const fn of ['app_audit(text, uuid, uuid, text, text, text, jsonb)', 'app_set_member_password(uuid, text)', 'app_create_account(text, text)', 'app_find_account(text)']) {
      await q.query(`drop function ${fn}`);
    }
    await q.query(`drop table audit_events`);
    await q.query(`drop table abk`);
    await q.query(`update users set password_hash = '!' where password_hash is null`);
    await q.query(`alter table users alter column password_hash set not null`);
  }
}
