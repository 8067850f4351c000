import { MigrationInterface, QueryRunner } from 'typeorm';
import { APP_ROLE } from '../provision';
import { grantAppRole } from '../rls';

/**
 * Why a session ended, for the one case a user must be told (issue #19, docs/adr/0013): a member
 * switched off in a farm has every session ended, and its open browser should then say 'Akun Anda
 * dinonaktifkan di kandang ini.' rather than only that the session is over.
 *
 * - `auth_sessions.revoked_reason`: null (logout, password, role, removal) or 'member_inactive'.
 * - `app_end_member_sessions(user, reason)`: as `app_end_member_sessions(user)` (migration Accounts)
 *   and records the reason on the sessions it ends.
 * - `app_session_end_reason(session, secret)`: the reason of an ended session whose secret matches
 *   (null for a live, unknown or mismatched one), read by the guard after a failed lookup only.
 */
export class SessionEndReason1763801700000 implements MigrationInterface {
  name = 'SessionEndReason1763801700000';

  async up(q: QueryRunner): Promise<void> {
    const definer = `security definer set search_path = public, pg_temp`;
    await q.query(`alter table auth_sessions add column revoked_reason varchar(20) check (revoked_reason in ('member_inactive'))`);
    await q.query(`create function app_end_member_sessions(p_user uuid, p_reason text) returns integer language plpgsql ${definer} as $$
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
        update auth_sessions set revoked_at = now(), revoked_reason = p_reason
         where user_id = p_user and revoked_at is null and expires_at > now();
        get diagnostics ended = row_count;
        return ended;
      end $$`);
    await q.query(`comment on function app_end_member_sessions(uuid, text) is
      'As app_end_member_sessions(uuid), recording why (member_inactive) on the sessions it ends'`);
    await q.query(`create function app_session_end_reason(p_session uuid, p_secret text) returns text language sql stable ${definer} as $$
      select s.revoked_reason::text from auth_sessions s
       where s.id = p_session and s.secret_hash = sha256(convert_to(p_secret, 'UTF8')) and s.revoked_at is not null $$`);
    await q.query(`comment on function app_session_end_reason(uuid, text) is
      'Why an ended session ended (member_inactive, else null), for the holder of its secret only'`);
    for (const fn of ['app_end_member_sessions(uuid, text)', 'app_session_end_reason(uuid, text)']) {
      await q.query(`revoke all on function ${fn} from public`);
      await q.query(`grant execute on function ${fn} to ${APP_ROLE}`);
    }
    await grantAppRole(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`drop function app_session_end_reason(uuid, text)`);
    await q.query(`drop function app_end_member_sessions(uuid, text)`);
    await q.query(`alter table auth_sessions drop column revoked_reason`);
  }
}
