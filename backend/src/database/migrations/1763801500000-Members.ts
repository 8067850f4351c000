import { MigrationInterface, QueryRunner } from 'typeorm';
import { APP_ROLE, OWNER_ROLE } from '../provision';
import { enableTenantRls, grantAppRole } from '../rls';
import { enableAudit } from './1763801400000-AuditTrail';

/**
 * Members that only their owner attaches, and members that can be switched off (issue #19).
 *
 * - **No attaching an account that is not yours.** `app_find_account` is dropped: a farm's
 *   owner/admin never learns whether a username exists. `app_create_account` now answers null when
 *   the username is taken (any account, member or not), so the server answers the same 409
 *   'Username sudah dipakai.' whoever owns it. An existing account joins a second farm through an
 *   invitation it accepts itself, or through a superadmin.
 * - **Invitations** (`undangan`): one per code, made by an owner/admin for one role; the table keeps
 *   the SHA-256 of the random code only (`code_hash`), valid 7 days, one use. Tenant RLS (the admin's
 *   list), and a restrictive policy so that, for the runtime role, only an owner/admin of the farm (or
 *   a superadmin) reads or writes them. A policy for the owner role alone lets the definer function
 *   of the invitee (whose token names another farm) read the row by its code.
 *   `app_accept_invitation(code)`: the verified caller (`app_current_user()`, not an impersonation)
 *   becomes a member with the invited role — the code unused, not expired nor cancelled, the farm
 *   active and the caller not a member yet; else KP422 with the reason.
 * - `app_leave_tenant(tenant)`: the verified caller ends its own membership of one farm; the last
 *   active owner cannot (KP422 'Owner terakhir tidak dapat keluar dari kandang.'). Nothing else ends.
 * - **Active flag per farm**: `memberships.aktif`. `app_member_active(tenant, user)` (internal) is
 *   false when the flag is off, or the member's ABK register row is nonaktif or its
 *   `tanggal_selesai_kerja` lies before the farm's today (Asia/Jakarta). `app_access` answers it as
 *   `member_active` (the guard: 403 'Akun Anda dinonaktifkan di kandang ini.'), and
 *   `app_my_membership_active(tenant)` answers it for the caller's own membership (login).
 *   The owner role reads every `abk` row (a select policy for it alone) so that these definer
 *   functions see the register of any farm; the runtime role stays bound by tenant RLS.
 */
export class Members1763801500000 implements MigrationInterface {
  name = 'Members1763801500000';

  async up(q: QueryRunner): Promise<void> {
    const definer = `security definer set search_path = public, pg_temp`;

    await q.query(`alter table memberships add column aktif boolean not null default true`);
    await q.query(`comment on column memberships.aktif is 'False: the member is switched off in this farm (403 at login and on every request of that farm)'`);

    await q.query(`create policy abk_standing on abk for select to ${OWNER_ROLE} using (true)`);
    await q.query(`create function app_member_active(p_tenant uuid, p_user uuid) returns boolean language sql stable ${definer} as $$
      select m.aktif and not exists (
               select 1 from abk a
                where a.tenant_id = m.tenant_id and a.user_id = m.user_id
                  and (not a.aktif or a.tanggal_selesai_kerja < (now() at time zone 'Asia/Jakarta')::date))
        from memberships m where m.tenant_id = p_tenant and m.user_id = p_user $$`);
    await q.query(`comment on function app_member_active(uuid, uuid) is
      'True when p_user is an active member of p_tenant: memberships.aktif, and no ABK register row marked nonaktif or past tanggal_selesai_kerja (farm day, Asia/Jakarta); null for a non-member. Internal'`);
    await q.query(`create function app_my_membership_active(p_tenant uuid) returns boolean language sql stable ${definer} as $$
      select app_member_active(p_tenant, app_current_user()) $$`);
    await q.query(`comment on function app_my_membership_active(uuid) is 'app_member_active for the verified caller''s own membership of p_tenant (login, tenant list)'`);

    // The guard's check, as in the Accounts migration, plus member_active.
    await q.query(`drop function app_access(uuid, text, uuid)`);
    await q.query(`create function app_access(p_session uuid, p_secret text, p_tenant uuid)
      returns table (user_id uuid, email text, global_role text, impersonated_tenant uuid,
                     tenant_found boolean, tenant_active boolean, tenant_kode text, tenant_nama text, member_role text,
                     member_active boolean)
      language sql stable ${definer} as $$
        select u.id, u.email::text, u.global_role::text, s.impersonated_tenant,
               t.id is not null, t.is_active, t.kode::text, t.nama::text, m.role::text,
               case when m.user_id is null then null else app_member_active(m.tenant_id, m.user_id) end
          from auth_sessions s
          join users u on u.id = s.user_id
          left join tenants t on t.id = p_tenant
          left join memberships m on m.tenant_id = t.id and m.user_id = u.id
         where s.id = p_session and s.secret_hash = sha256(convert_to(p_secret, 'UTF8'))
           and s.revoked_at is null and s.expires_at > now() $$`);
    await q.query(`comment on function app_access(uuid, text, uuid) is
      'The guard''s check of a token: the live session p_session with secret p_secret, its account, and with p_tenant that tenant (found, active, kode, nama), the membership role and whether the membership is active (app_member_active); no row when the session is unknown, ended or the secret is wrong'`);

    // An owner/admin no longer looks accounts up; a taken username answers null.
    await q.query(`drop function app_find_account(text)`);
    await q.query(`create or replace function app_create_account(p_login text, p_hash text) returns uuid language plpgsql ${definer} as $$
      declare
        created uuid;
      begin
        if app_current_tenant() is null or not app_may_manage_tenant() then
          raise exception 'Akses ditolak.' using errcode = 'KP403';
        end if;
        insert into users (email, password_hash, global_role) values (trim(p_login), p_hash, 'user')
          on conflict ((lower(email))) do nothing returning id into created;
        return created;
      end $$`);
    await q.query(`comment on function app_create_account(text, text) is
      'A new ordinary account (hash may be null: cannot log in yet), created by an owner/admin of app.tenant_id or a superadmin; null when the username is taken by any account'`);

    await q.query(`create table undangan (
      id integer generated always as identity primary key,
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      role varchar(20) not null check (role in ('owner', 'admin', 'abk', 'reseller', 'viewer')),
      code_hash bytea not null unique check (length(code_hash) = 32),
      created_by uuid references users(id) on delete set null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null default now() + interval '7 days',
      accepted_at timestamptz,
      accepted_by uuid references users(id) on delete set null,
      cancelled_at timestamptz)`);
    await q.query(`create index undangan_tenant_idx on undangan (tenant_id, created_at desc)`);
    await q.query(`comment on table undangan is 'Invitations of an existing account to a farm: SHA-256 of the one-use code, role, valid 7 days; accepted by the invitee (app_accept_invitation)'`);
    await enableTenantRls(q, 'undangan');
    // Invitations are people data: created, cancelled and accepted rows go to the audit trail (migration AuditTrail).
    await enableAudit(q, 'undangan');
    await q.query(`create policy undangan_manage on undangan as restrictive for all to ${APP_ROLE}
      using ((select app_may_manage_tenant())) with check ((select app_may_manage_tenant()))`);
    await q.query(`create policy undangan_accept on undangan for all to ${OWNER_ROLE} using (true) with check (true)`);

    await q.query(`create function app_accept_invitation(p_code text) returns table (tenant_id uuid, role text) language plpgsql ${definer} as $$
      #variable_conflict use_column
      declare
        me uuid := app_current_user();
        inv undangan%rowtype;
      begin
        if me is null or app_current_session_tenant() is not null then
          raise exception 'Akses ditolak.' using errcode = 'KP403';
        end if;
        if p_code is null or length(trim(p_code)) not between 8 and 200 then
          raise exception 'Kode undangan tidak valid.' using errcode = 'KP422';
        end if;
        select * into inv from undangan u where u.code_hash = sha256(convert_to(trim(p_code), 'UTF8')) for update;
        if not found or inv.cancelled_at is not null then
          raise exception 'Kode undangan tidak valid.' using errcode = 'KP422';
        end if;
        if inv.accepted_at is not null then
          raise exception 'Undangan ini sudah dipakai.' using errcode = 'KP422';
        end if;
        if inv.expires_at <= now() then
          raise exception 'Undangan sudah kedaluwarsa.' using errcode = 'KP422';
        end if;
        if not exists (select 1 from tenants t where t.id = inv.tenant_id and t.is_active) then
          raise exception 'Tenant nonaktif' using errcode = 'KP422';
        end if;
        if exists (select 1 from memberships m where m.tenant_id = inv.tenant_id and m.user_id = me) then
          raise exception 'Anda sudah terdaftar di kandang ini.' using errcode = 'KP422';
        end if;
        insert into memberships (tenant_id, user_id, role) values (inv.tenant_id, me, inv.role);
        update undangan set accepted_at = now(), accepted_by = me where id = inv.id;
        return query select inv.tenant_id, inv.role::text;
      end $$`);
    await q.query(`comment on function app_accept_invitation(text) is
      'The verified caller (not an impersonation) accepts an invitation by its code and joins the farm with the invited role; KP422 when the code is unknown or cancelled, used, expired, the farm inactive, or the caller already a member'`);

    await q.query(`create function app_leave_tenant(p_tenant uuid) returns text language plpgsql ${definer} as $$
      declare
        me uuid := app_current_user();
        my_role text;
      begin
        if me is null or app_current_session_tenant() is not null then
          raise exception 'Akses ditolak.' using errcode = 'KP403';
        end if;
        -- Lock the farm's owners so two owners cannot both leave past the check.
        perform 1 from memberships m where m.tenant_id = p_tenant and m.role = 'owner' for update;
        select m.role into my_role from memberships m where m.tenant_id = p_tenant and m.user_id = me for update;
        if not found then
          raise exception 'Anda bukan anggota tenant ini.' using errcode = 'KP422';
        end if;
        if my_role = 'owner' and not exists (
              select 1 from memberships m where m.tenant_id = p_tenant and m.role = 'owner' and m.user_id <> me and app_member_active(m.tenant_id, m.user_id)) then
          raise exception 'Owner terakhir tidak dapat keluar dari kandang.' using errcode = 'KP422';
        end if;
        delete from memberships m where m.tenant_id = p_tenant and m.user_id = me;
        return my_role;
      end $$`);
    await q.query(`comment on function app_leave_tenant(uuid) is
      'The verified caller (not an impersonation) ends its own membership of p_tenant (its ABK register row goes with it); KP422 for a non-member or the last active owner. Its sessions stay'`);

    await q.query(`revoke all on function app_member_active(uuid, uuid) from public`);
    for (const fn of ['app_my_membership_active(uuid)', 'app_access(uuid, text, uuid)', 'app_accept_invitation(text)', 'app_leave_tenant(uuid)']) {
      await q.query(`revoke all on function ${fn} from public`);
      await q.query(`grant execute on function ${fn} to ${APP_ROLE}`);
    }
    await grantAppRole(q);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const fn of ['app_leave_tenant(uuid)', 'app_accept_invitation(text)']) await q.query(`drop function ${fn}`);
    await q.query(`drop table undangan`);
    await q.query(`drop function app_access(uuid, text, uuid)`);
    await q.query(`create function app_access(p_session uuid, p_secret text, p_tenant uuid)
      returns table (user_id uuid, email text, global_role text, impersonated_tenant uuid,
                     tenant_found boolean, tenant_active boolean, tenant_kode text, tenant_nama text, member_role text)
      language sql stable security definer set search_path = public, pg_temp as $$
        select u.id, u.email::text, u.global_role::text, s.impersonated_tenant,
               t.id is not null, t.is_active, t.kode::text, t.nama::text, m.role::text
          from auth_sessions s
          join users u on u.id = s.user_id
          left join tenants t on t.id = p_tenant
          left join memberships m on m.tenant_id = t.id and m.user_id = u.id
         where s.id = p_session and s.secret_hash = sha256(convert_to(p_secret, 'UTF8'))
           and s.revoked_at is null and s.expires_at > now() $$`);
    await q.query(`revoke all on function app_access(uuid, text, uuid) from public`);
    await q.query(`grant execute on function app_access(uuid, text, uuid) to ${APP_ROLE}`);
    await q.query(`drop function app_my_membership_active(uuid)`);
    await q.query(`drop function app_member_active(uuid, uuid)`);
    await q.query(`drop policy abk_standing on abk`);
    await q.query(`alter table memberships drop column aktif`);
    await q.query(`create function app_find_account(p_login text) returns table (id uuid, email text, global_role text)
      language sql stable security definer set search_path = public, pg_temp as $$
        select u.id, u.email::text, u.global_role::text from users u
         where lower(u.email) = lower(trim(p_login)) and app_current_tenant() is not null and app_may_manage_tenant() $$`);
    await q.query(`revoke all on function app_find_account(text) from public`);
    await q.query(`grant execute on function app_find_account(text) to ${APP_ROLE}`);
  }
}
