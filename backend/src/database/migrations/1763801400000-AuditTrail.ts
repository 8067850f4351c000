import { MigrationInterface, QueryRunner } from 'typeorm';
import { APP_ROLE } from '../provision';
import { grantAppRole } from '../rls';

/**
 * Audited tables: every write that changes money, stock, people or settings (issue #19 'An audit
 * trail that can be read'). `key` names the primary key column(s) written to `entity_id`, `tenant`
 * the column holding the farm. Not audited, and why:
 * - derived tables kept by triggers or services: `tingkat_harian`, `pakan_harian`, `flock_month`,
 *   `telur_harian`, `journal_counters` (code numbering);
 * - `users` (password hashes; account changes are the security events login/password/role/user_added),
 *   `auth_sessions` (login/logout events), `unit_settings` (one user's display units);
 * - `audit_events` itself, and `migrations`.
 */
export const AUDITED_TABLES: ReadonlyArray<{ table: string; key: string; tenant: string }> = [
  // platform and people
  { table: 'tenants', key: 'id', tenant: 'id' },
  { table: 'memberships', key: 'id', tenant: 'tenant_id' },
  { table: 'abk', key: 'id', tenant: 'tenant_id' },
  // coop structure
  ...['lokasi', 'plant', 'jalur', 'bagian', 'tingkat'].map((table) => ({ table, key: 'id', tenant: 'tenant_id' })),
  // daily entries and stock
  { table: 'transaksi_pakan', key: 'id', tenant: 'tenant_id' },
  { table: 'transaksi_telur', key: 'id', tenant: 'tenant_id' },
  { table: 'transaksi_ayam', key: 'id', tenant: 'tenant_id' },
  { table: 'feed_txns', key: 'id', tenant: 'tenant_id' },
  // settings and tasks
  { table: 'telur_settings', key: 'tenant_id', tenant: 'tenant_id' },
  { table: 'task_main', key: 'id', tenant: 'tenant_id' },
  { table: 'task_sub', key: 'id', tenant: 'tenant_id' },
  { table: 'task_schedule', key: 'id', tenant: 'tenant_id' },
  { table: 'task_execution', key: 'id', tenant: 'tenant_id' },
  // money
  { table: 'accounts', key: 'id', tenant: 'tenant_id' },
  { table: 'journals', key: 'id', tenant: 'tenant_id' },
  { table: 'journal_lines', key: 'id', tenant: 'tenant_id' },
  { table: 'customers', key: 'id', tenant: 'tenant_id' },
  { table: 'egg_preorders', key: 'id', tenant: 'tenant_id' },
  { table: 'egg_sales', key: 'id', tenant: 'tenant_id' },
  { table: 'egg_sale_lines', key: 'id', tenant: 'tenant_id' },
  { table: 'ar_receipts', key: 'id', tenant: 'tenant_id' },
  { table: 'ar_receipt_allocations', key: 'id', tenant: 'tenant_id' },
];

/**
 * Puts a table under the audit trail: three statement triggers (insert, update, delete) with
 * transition tables that call `app_audit_rows(key, tenantColumn)`. A later migration that creates
 * a table holding money, stock, people or settings calls this for it.
 */
export async function enableAudit(q: QueryRunner, table: string, key = 'id', tenant = 'tenant_id'): Promise<void> {
  const args = `'${key}', '${tenant}'`;
  await q.query(`create trigger audit_ins after insert on "${table}" referencing new table as new_rows for each statement execute function app_audit_rows(${args})`);
  await q.query(
    `create trigger audit_upd after update on "${table}" referencing old table as old_rows new table as new_rows for each statement execute function app_audit_rows(${args})`,
  );
  await q.query(`create trigger audit_del after delete on "${table}" referencing old table as old_rows for each statement execute function app_audit_rows(${args})`);
}

/**
 * The audit trail that can be read (issue #19; docs/adr/0001-tenant-isolation.md).
 *
 * `audit_events` gets the data changes beside the security events:
 * - `entity` (table), `entity_id` (its key as text; `a:b` for a composite key), `action`
 *   ('insert' | 'update' | 'delete'), `before` / `after` (jsonb, short: an insert has only
 *   `after`, a delete only `before`, an update only the columns that changed; `updated_at`,
 *   `created_at`, `version`, `tenant_id`, `created_by` and `password_hash` are left out; text
 *   longer than 200 characters and lists/objects longer than 500 are cut and end with '…'), and
 *   `on_behalf_of` (the farm, when the actor is a superadmin without a membership there: an
 *   impersonation). Data-change rows have `event = 'data_change'`.
 * - `app_audit_rows()`: one generic SECURITY DEFINER trigger function, run once per statement
 *   (transition tables), that appends one row per changed row of the tables in {@link AUDITED_TABLES}.
 *   Actor = `app_session_user()` (the request's session, verified by its secret: migration Accounts)
 *   and its username from `users`. Rows changed by another trigger or
 *   by a foreign key action (`pg_trigger_depth() > 1`: cascades of a deletion, a farm's default
 *   chart of accounts) are covered by the statement that caused them and not written again.
 *   An update that changes only the left-out columns writes nothing.
 * - `app_audit(...)` (same signature) now refuses an actor other than the caller
 *   (`p_actor` null or `app_session_user()`, else SQLSTATE KP403) and the event name
 *   'data_change'; the actor's username is read from `users`; with a null actor (a failed login)
 *   the given username is kept as `subject` only.
 * - The runtime role keeps SELECT only on `audit_events` (`limitAppRole`).
 */
export class AuditTrail1763801400000 implements MigrationInterface {
  name = 'AuditTrail1763801400000';

  async up(q: QueryRunner): Promise<void> {
    const definer = `security definer set search_path = public, pg_temp`;
    await q.query(`alter table audit_events
      add column entity varchar(63),
      add column entity_id text,
      add column action varchar(6) check (action in ('insert', 'update', 'delete')),
      add column before jsonb,
      add column after jsonb,
      add column on_behalf_of uuid references tenants(id) on delete set null`);
    // One more index only (each costs every audited write): the entity filter. Events (entity null)
    // use it too; actor filters read the farm's window through audit_events_tenant_idx.
    await q.query(`create index audit_events_entity_idx on audit_events (tenant_id, entity, created_at desc)`);
    await q.query(`comment on table audit_events is
      'Audit trail: security events (login, logout, password, role, user added, tenant created/status, impersonation start/end) through app_audit, and data changes (event data_change: entity, entity_id, action, before, after) through app_audit_rows triggers; never updated or deleted by the runtime role'`);

    await q.query(`create function app_audit_slim(p jsonb) returns jsonb language sql immutable set search_path = public, pg_temp as $$
      select jsonb_object_agg(e.key, case
               when jsonb_typeof(e.value) = 'string' and length(e.value #>> '{}') > 200 then to_jsonb(left(e.value #>> '{}', 200) || '…')
               when jsonb_typeof(e.value) in ('object', 'array') and length(e.value::text) > 500 then to_jsonb(left(e.value::text, 500) || '…')
               else e.value end)
        from jsonb_each(p) e
       where e.key <> all (array['updated_at', 'created_at', 'version', 'tenant_id', 'created_by', 'password_hash']) $$`);
    await q.query(`comment on function app_audit_slim(jsonb) is 'A row as the audit trail keeps it: without noisy columns, long values cut'`);

    await q.query(`create function app_audit_key(r jsonb, keys text[]) returns text language sql immutable set search_path = public, pg_temp as $$
      select case when cardinality(keys) = 1 then r->>keys[1]
                  else (select string_agg(r->>k, ':' order by i) from unnest(keys) with ordinality u(k, i)) end $$`);

    // One function for the three statement triggers of every audited table: TG_ARGV[0] the key
    // column(s) (comma separated), TG_ARGV[1] the tenant column.
    await q.query(`create function app_audit_rows() returns trigger language plpgsql ${definer} as $$
      declare
        keys text[] := string_to_array(TG_ARGV[0], ',');
        tcol text := TG_ARGV[1];
        actor uuid := app_session_user();
        actor_name text;
        behalf uuid;
        noise constant text[] := array['updated_at', 'created_at', 'version', 'tenant_id', 'created_by', 'password_hash'];
      begin
        if pg_trigger_depth() > 1 then
          return null;
        end if;
        if actor is not null then
          select left(u.email, 120) into actor_name from users u where u.id = actor;
          if app_current_tenant() is not null and exists (select 1 from users u where u.id = actor and u.global_role = 'superadmin') and not exists (
               select 1 from memberships m where m.tenant_id = app_current_tenant() and m.user_id = actor) then
            behalf := app_current_tenant();
          end if;
        end if;
        -- Noisy columns leave with one jsonb operator; app_audit_slim (cuts long values) runs only on a long row.
        if TG_OP = 'INSERT' then
          insert into audit_events (event, tenant_id, actor_id, actor_email, entity, entity_id, action, after, on_behalf_of)
          select 'data_change', x.t, actor, actor_name, TG_TABLE_NAME, x.k, 'insert',
                 case when length(x.r::text) > 200 then app_audit_slim(x.r) else x.r end, case when x.t = behalf then behalf end
            from (select (to_jsonb(n)->>tcol)::uuid as t, app_audit_key(to_jsonb(n), keys) as k, to_jsonb(n) - noise as r from new_rows n) x;
        elsif TG_OP = 'DELETE' then
          insert into audit_events (event, tenant_id, actor_id, actor_email, entity, entity_id, action, before, on_behalf_of)
          select 'data_change', case when TG_TABLE_NAME <> 'tenants' then x.t end, actor, actor_name, TG_TABLE_NAME, x.k, 'delete',
                 case when length(x.r::text) > 200 then app_audit_slim(x.r) else x.r end, case when x.t = behalf then behalf end
            from (select (to_jsonb(o)->>tcol)::uuid as t, app_audit_key(to_jsonb(o), keys) as k, to_jsonb(o) - noise as r from old_rows o) x;
        else
          insert into audit_events (event, tenant_id, actor_id, actor_email, entity, entity_id, action, before, after, on_behalf_of)
          select 'data_change', n.t, actor, actor_name, TG_TABLE_NAME, n.k, 'update',
                 case when length(d.b::text) > 200 then app_audit_slim(d.b) else d.b end,
                 case when length(d.a::text) > 200 then app_audit_slim(d.a) else d.a end,
                 case when n.t = behalf then behalf end
            from (select app_audit_key(to_jsonb(x), keys) as k, to_jsonb(x) - noise as r from old_rows x) o
            join (select (to_jsonb(y)->>tcol)::uuid as t, app_audit_key(to_jsonb(y), keys) as k, to_jsonb(y) - noise as r from new_rows y) n on n.k = o.k
           cross join lateral (
             select jsonb_object_agg(e.key, o.r->e.key) as b, jsonb_object_agg(e.key, e.value) as a
               from jsonb_each(n.r) e
              where e.value is distinct from o.r->e.key) d
           where o.r <> n.r;
        end if;
        return null;
      end $$`);
    await q.query(`comment on function app_audit_rows() is
      'Statement trigger of the audited tables: one audit_events row (data_change) per inserted, updated (changed columns only) or deleted row, actor app_session_user(); args: key column(s), tenant column'`);
    await q.query(`revoke all on function app_audit_rows() from public`);

    for (const { table, key, tenant } of AUDITED_TABLES) await enableAudit(q, table, key, tenant);

    await q.query(`create or replace function app_audit(p_event text, p_tenant uuid, p_actor uuid, p_actor_email text, p_subject text, p_client text, p_detail jsonb)
      returns void language plpgsql ${definer} as $$
      declare
        actor_name text;
        behalf uuid;
      begin
        if p_actor is not null and p_actor is distinct from app_session_user() then
          raise exception 'Akses ditolak.' using errcode = 'KP403';
        end if;
        if p_event is null or p_event !~ '^[a-z][a-z_]{0,39}$' or p_event = 'data_change' then
          raise exception 'Akses ditolak.' using errcode = 'KP403';
        end if;
        if p_actor is not null then
          select left(u.email, 120) into actor_name from users u where u.id = p_actor;
          if p_tenant is not null and exists (select 1 from users u where u.id = p_actor and u.global_role = 'superadmin') and not exists (
               select 1 from memberships m where m.tenant_id = p_tenant and m.user_id = p_actor) then
            behalf := p_tenant;
          end if;
        end if;
        insert into audit_events (event, tenant_id, actor_id, actor_email, subject, client_address, detail, on_behalf_of)
        values (p_event, p_tenant, p_actor, actor_name,
                coalesce(p_subject, case when p_actor is null then left(p_actor_email, 120) end),
                left(p_client, 64), p_detail, behalf);
      end $$`);
    await q.query(`comment on function app_audit(text, uuid, uuid, text, text, text, jsonb) is
      'Appends one security event (the only way the runtime role writes audit_events): p_actor must be null or the caller of the request''s session (KP403); the actor''s username comes from users, p_actor_email only stands in for a missing subject'`);
    await q.query(`revoke all on function app_audit(text, uuid, uuid, text, text, text, jsonb) from public`);
    await q.query(`grant execute on function app_audit(text, uuid, uuid, text, text, text, jsonb) to ${APP_ROLE}`);
    await grantAppRole(q);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const { table } of AUDITED_TABLES) {
      for (const trg of ['audit_ins', 'audit_upd', 'audit_del']) await q.query(`drop trigger if exists ${trg} on "${table}"`);
    }
    await q.query(`drop function app_audit_rows()`);
    await q.query(`drop function app_audit_key(jsonb, text[])`);
    await q.query(`drop function app_audit_slim(jsonb)`);
    await q.query(`create or replace function app_audit(p_event text, p_tenant uuid, p_actor uuid, p_actor_email text, p_subject text, p_client text, p_detail jsonb)
      returns void language plpgsql security definer set search_path = public, pg_temp as $$
      begin
        insert into audit_events (event, tenant_id, actor_id, actor_email, subject, client_address, detail)
        values (p_event, p_tenant, p_actor, left(p_actor_email, 120), p_subject, left(p_client, 64), p_detail);
      end $$`);
    await q.query(`drop index audit_events_entity_idx`);
    await q.query(`alter table audit_events drop column entity, drop column entity_id, drop column action, drop column before, drop column after, drop column on_behalf_of`);
  }
}
