import { MigrationInterface, QueryRunner } from 'typeorm';
import { APP_ROLE } from '../provision';
import { grantAppRole } from '../rls';

/**
 * The superadmin's platform view (issue #15; spec part 2 'Superadmin Tenants'; docs/adr/0012-platform-tenants-and-impersonation.md).
 *
 * Row-level security keeps memberships and the daily entries inside one farm (memberships: the
 * request's tenant or the caller's own rows; entries: FORCEd tenant isolation), so a superadmin
 * request without a tenant cannot count them across farms. Two SECURITY DEFINER functions do, for
 * a superadmin caller only (`app_is_superadmin()`, else SQLSTATE KP403), and answer counts, never rows:
 * - `app_platform_tenants()`: every tenant with its member count (`user_count`).
 * - `app_platform_summary(from, to)`: farms, active farms, accounts (without superadmins) and the
 *   daily entries (feed, eggs, chicken moves) dated from..to across every farm.
 * Both read each farm under its own `app.tenant_id` (the tables are FORCEd for their owner too)
 * and put the caller's setting back.
 */
export class Platform1763801200000 implements MigrationInterface {
  name = 'Platform1763801200000';

  async up(q: QueryRunner): Promise<void> {
    const definer = `security definer set search_path = public, pg_temp`;
    await q.query(`create function app_platform_tenants()
      returns table (id uuid, kode text, nama text, user_count integer, is_active boolean, created_at timestamptz, updated_at timestamptz)
      language plpgsql ${definer} as $$
      declare
        prev text := coalesce(current_setting('app.tenant_id', true), '');
        t record;
      begin
        if not app_is_superadmin() then
          raise exception 'Khusus superadmin.' using errcode = 'KP403';
        end if;
        for t in select x.id, x.kode, x.nama, x.is_active, x.created_at, x.updated_at from tenants x order by lower(x.nama), x.id loop
          perform set_config('app.tenant_id', t.id::text, true);
          id := t.id; kode := t.kode; nama := t.nama; is_active := t.is_active; created_at := t.created_at; updated_at := t.updated_at;
          user_count := (select count(*) from memberships m where m.tenant_id = t.id);
          return next;
        end loop;
        perform set_config('app.tenant_id', prev, true);
      end $$`);
    await q.query(`comment on function app_platform_tenants() is 'Every tenant with its member count, for a superadmin (GET /api/superadmin/tenants)'`);

    await q.query(`create function app_platform_summary(p_from date, p_to date)
      returns table (tenants integer, active_tenants integer, users integer, entries integer)
      language plpgsql ${definer} as $$
      declare
        prev text := coalesce(current_setting('app.tenant_id', true), '');
        t uuid;
      begin
        if not app_is_superadmin() then
          raise exception 'Khusus superadmin.' using errcode = 'KP403';
        end if;
        tenants := (select count(*) from tenants);
        active_tenants := (select count(*) from tenants x where x.is_active);
        users := (select count(*) from users u where u.global_role <> 'superadmin');
        entries := 0;
        for t in select x.id from tenants x loop
          perform set_config('app.tenant_id', t::text, true);
          entries := entries
            + (select count(*) from transaksi_pakan e where e.tenant_id = t and e.tanggal between p_from and p_to)
            + (select count(*) from transaksi_telur e where e.tenant_id = t and e.tanggal between p_from and p_to)
            + (select count(*) from transaksi_ayam e where e.tenant_id = t and e.tanggal between p_from and p_to);
        end loop;
        perform set_config('app.tenant_id', prev, true);
        return next;
      end $$`);
    await q.query(`comment on function app_platform_summary(date, date) is 'Platform figures for a superadmin: farms, active farms, accounts, daily entries dated p_from..p_to'`);

    for (const fn of ['app_platform_tenants()', 'app_platform_summary(date, date)']) {
      await q.query(`revoke all on function ${fn} from public`);
      await q.query(`grant execute on function ${fn} to ${APP_ROLE}`);
    }
    await grantAppRole(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`drop function app_platform_summary(date, date)`);
    await q.query(`drop function app_platform_tenants()`);
  }
}
