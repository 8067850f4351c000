import { MigrationInterface, QueryRunner } from 'typeorm';
import { APP_ROLE } from '../provision';
import { grantAppRole } from '../rls';

/** 403 of a lock moved back (earlier or removed) by anyone but the farm's owner (SQLSTATE KP403). */
export const REOPEN_OWNER_ONLY = 'Hanya pemilik kandang yang dapat membuka kembali periode yang sudah ditutup.';

/** 403 of an admin changing, switching off or removing another admin or an owner (SQLSTATE KP403). */
export const MANAGE_ADMIN_OWNER_ONLY = 'Hanya pemilik kandang yang dapat mengubah, menonaktifkan, atau menghapus admin dan pemilik kandang.';

const definer = `security definer set search_path = public, pg_temp`;
const denied = (message: string) => `raise exception '%', '${message}' using errcode = 'KP403'`;

/**
 * What the runtime role and an admin may not do (issue #35; docs/adr/0016-month-close.md,
 * docs/adr/0039-owner-only-and-the-runtime-role.md).
 *
 * - `app_is_farm_owner(tenant)`: the verified caller (`app_current_user()`) is an active owner of
 *   the farm, not through an impersonation session.
 * - `app_set_book_lock(date)`: the only writer of `book_locks` (the runtime role keeps SELECT
 *   only, `limitAppRole`). Closing (a later date) is for an owner/admin of the request's farm or a
 *   superadmin (`app_may_manage_tenant()`); moving the lock back (an earlier date, or null) for
 *   the farm's owner alone (KP403 {@link REOPEN_OWNER_ONLY}); `updated_by` is the caller. The row
 *   is locked for the change (serialised with the postings' reads) and the audit trigger of
 *   `book_locks` (migration MonthClose) records it with the caller as actor.
 * - `app_audit(...)`: with a session the actor recorded is always its user (`app_session_user()`,
 *   also when `p_actor` is null: a caller cannot hide behind an anonymous row); another `p_actor`
 *   is refused (KP403); without a session only 'login_failure' without a farm is accepted (KP403).
 * - Admins and owners are managed by the owner: the trigger `memberships_owner_rule` refuses the
 *   runtime role a change or removal of another member's owner/admin membership, and granting the
 *   owner role, unless the caller is the farm's owner or a superadmin; `app_set_member_password`
 *   and `app_end_member_sessions` refuse the same (KP403 {@link MANAGE_ADMIN_OWNER_ONLY}).
 */
export class OwnerOnly1763802700000 implements MigrationInterface {
  name = 'OwnerOnly1763802700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`create function app_is_farm_owner(p_tenant uuid) returns boolean language sql stable ${definer} as $$
      select app_current_session_tenant() is null and exists (
               select 1 from memberships m
                where m.tenant_id = p_tenant and m.user_id = app_current_user() and m.role = 'owner')
         and coalesce(app_member_active(p_tenant, app_current_user()), false) $$`);
    await q.query(`comment on function app_is_farm_owner(uuid) is
      'True when the verified caller is an active owner of p_tenant and not in an impersonation session'`);
    // Whether the caller may change, switch off or remove the member p_user of p_tenant: anyone who
    // manages the farm for abk/viewer/reseller members and for itself; the owner or a superadmin for
    // another admin or owner.
    await q.query(`create function app_may_manage_member(p_tenant uuid, p_user uuid) returns boolean language sql stable ${definer} as $$
      select p_user = app_current_user() or app_is_superadmin() or app_is_farm_owner(p_tenant) or not exists (
               select 1 from memberships m where m.tenant_id = p_tenant and m.user_id = p_user and m.role in ('owner', 'admin')) $$`);

    await this.bookLocks(q);
    await this.audit(q);
    await this.members(q);

    for (const fn of ['app_is_farm_owner(uuid)', 'app_may_manage_member(uuid, uuid)', 'app_set_book_lock(date)']) {
      await q.query(`revoke all on function ${fn} from public`);
      await q.query(`grant execute on function ${fn} to ${APP_ROLE}`);
    }
    await grantAppRole(q);
  }

  private async bookLocks(q: QueryRunner): Promise<void> {
    await q.query(`create function app_set_book_lock(p_lock_date date) returns void language plpgsql ${definer} as $$
      declare
        me uuid := app_current_user();
        farm uuid := app_current_tenant();
        before date;
      begin
        if me is null or farm is null or not app_may_manage_tenant() then
          raise exception 'Akses ditolak.' using errcode = 'KP403';
        end if;
        select b.lock_date into before from book_locks b where b.tenant_id = farm for update;
        if before is not null and (p_lock_date is null or p_lock_date < before) and not app_is_farm_owner(farm) then
          ${denied(REOPEN_OWNER_ONLY)};
        end if;
        if p_lock_date is not distinct from before then
          return;
        end if;
        insert into book_locks (tenant_id, lock_date, updated_by, updated_at) values (farm, p_lock_date, me, now())
        on conflict (tenant_id) do update set lock_date = excluded.lock_date, updated_by = excluded.updated_by, updated_at = now();
      end $$`);
    await q.query(`comment on function app_set_book_lock(date) is
      'Month close: sets the lock date of app.tenant_id (null: nothing closed) as the verified caller; closing for an owner/admin or a superadmin, moving back for the farm''s owner only (KP403); the only writer of book_locks for the runtime role'`);
  }

  private async audit(q: QueryRunner): Promise<void> {
    await q.query(`create or replace function app_audit(p_event text, p_tenant uuid, p_actor uuid, p_actor_email text, p_subject text, p_client text, p_detail jsonb)
      returns void language plpgsql ${definer} as $$
      declare
        me uuid := app_session_user();
        actor_name text;
        behalf uuid;
      begin
        if p_actor is distinct from me and p_actor is not null then
          raise exception 'Akses ditolak.' using errcode = 'KP403';
        end if;
        if p_event is null or p_event !~ '^[a-z][a-z_]{0,39}$' or p_event = 'data_change' then
          raise exception 'Akses ditolak.' using errcode = 'KP403';
        end if;
        if me is null and (p_event <> 'login_failure' or p_tenant is not null) then
          raise exception 'Akses ditolak.' using errcode = 'KP403';
        end if;
        if me is not null then
          select left(u.email, 120) into actor_name from users u where u.id = me;
          if p_tenant is not null and exists (select 1 from users u where u.id = me and u.global_role = 'superadmin') and not exists (
               select 1 from memberships m where m.tenant_id = p_tenant and m.user_id = me) then
            behalf := p_tenant;
          end if;
        end if;
        insert into audit_events (event, tenant_id, actor_id, actor_email, subject, client_address, detail, on_behalf_of)
        values (p_event, p_tenant, me, actor_name,
                coalesce(p_subject, case when me is null then left(p_actor_email, 120) end),
                left(p_client, 64), p_detail, behalf);
      end $$`);
    await q.query(`comment on function app_audit(text, uuid, uuid, text, text, text, jsonb) is
      'Appends one security event (the only way the runtime role writes audit_events): the actor is always the caller of the request''s session (another p_actor: KP403); without a session only login_failure without a farm'`);
  }

  private async members(q: QueryRunner): Promise<void> {
    // Invoker rights: the runtime role's own statements are checked; the account functions (owner's
    // rights, their own checks) and foreign key actions are not.
    await q.query(`create function memberships_owner_rule() returns trigger language plpgsql set search_path = public, pg_temp as $$
      begin
        if current_user <> '${APP_ROLE}' then
          return coalesce(new, old);
        end if;
        if (tg_op <> 'INSERT' and not app_may_manage_member(old.tenant_id, old.user_id))
           or (tg_op <> 'DELETE' and new.role = 'owner' and (tg_op = 'INSERT' or old.role <> 'owner')
               and not (app_is_superadmin() or app_is_farm_owner(new.tenant_id))) then
          ${denied(MANAGE_ADMIN_OWNER_ONLY)};
        end if;
        return coalesce(new, old);
      end $$`);
    await q.query(`create trigger memberships_owner_rule before insert or update or delete on memberships for each row execute function memberships_owner_rule()`);

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
        if not app_may_manage_member(app_current_tenant(), p_user) then
          ${denied(MANAGE_ADMIN_OWNER_ONLY)};
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

    await q.query(`create or replace function app_end_member_sessions(p_user uuid, p_reason text) returns integer language plpgsql ${definer} as $$
      declare
        ended integer;
      begin
        if p_reason is not null and p_reason <> 'member_inactive' then
          raise exception 'Alasan tidak dikenal.' using errcode = 'KP400';
        end if;
        if app_current_user() is null or app_current_tenant() is null or not app_may_manage_tenant() then
          raise exception 'Akses ditolak.' using errcode = 'KP403';
        end if;
        if not exists (select 1 from memberships m where m.tenant_id = app_current_tenant() and m.user_id = p_user) then
          return 0;
        end if;
        if not app_may_manage_member(app_current_tenant(), p_user) then
          ${denied(MANAGE_ADMIN_OWNER_ONLY)};
        end if;
        update auth_sessions set revoked_at = now(), revoked_reason = p_reason
         where user_id = p_user and revoked_at is null and expires_at > now();
        get diagnostics ended = row_count;
        return ended;
      end $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`drop trigger if exists memberships_owner_rule on memberships`);
    await q.query(`drop function if exists memberships_owner_rule()`);
    await q.query(`drop function if exists app_set_book_lock(date)`);
    // app_audit, app_set_member_password and app_end_member_sessions keep their stricter bodies: a
    // rollback of this migration does not reopen those doors.
    await q.query(`grant insert, update, delete on book_locks to ${APP_ROLE}`);
  }
}
