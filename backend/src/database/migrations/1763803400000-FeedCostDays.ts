import { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls, forcesRls, grantAppRole } from '../rls';

/** The earliest date of any costing: a re-costing from it reads every movement (a full replay). */
export const COST_FROM_START = '0001-01-01';

/** Tables whose rows are feed movements or decide them, with the date column from which a change re-costs. */
const MOVED = [
  { table: 'transaksi_pakan', date: 'tanggal' },
  { table: 'feed_txns', date: 'trx_date' },
  { table: 'ration_batches', date: 'trx_date' },
  { table: 'feed_item_jalur', date: 'from_date' },
];

/** Changes that re-split or re-book the whole history: an item's kind or default flag, a bagian or tingkat moved. */
const WHOLE = [
  { table: 'stock_items', columns: ['kind', 'is_default'] },
  { table: 'bagian', columns: ['jalur_id'] },
  { table: 'tingkat', columns: ['bagian_id'] },
];

/**
 * Re-costing feed from the earliest changed date only (issue #37 'Speed'; ADR 0046):
 *
 * - `feed_cost_days`: per stock item and day with movements, the exact costing state at the end of
 *   that day (grams, cents, and the average in cents per gram as the replay holds it, a double). A
 *   re-costing from a date starts from each item's last row before it.
 * - `feed_cost_dirty`: per tenant, the earliest date whose movements changed since the last
 *   costing. Statement triggers on every table a movement comes from (transaksi_pakan, feed_txns,
 *   ration_batches and — through their batch — ration_batch_lines, feed_item_jalur) lower it to the
 *   smallest date they touch, old and new rows alike, whatever wrote them (the app, a cascade from
 *   a deleted tingkat, bulk SQL). A change of an item's kind or default flag, or a bagian or tingkat
 *   moved to another jalur, marks the whole history (0001-01-01). The feed sync re-costs from the
 *   smaller of that date and its own, then clears it; reads start from it too.
 * - Existing farms are marked from 0001-01-01: their first sync re-costs everything once and writes
 *   the days.
 */
export class FeedCostDays1763803400000 implements MigrationInterface {
  name = 'FeedCostDays1763803400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`create table feed_cost_days (
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      item_id bigint not null,
      day date not null,
      grams bigint not null,
      cents bigint not null,
      rate double precision not null,
      primary key (tenant_id, item_id, day),
      foreign key (tenant_id, item_id) references stock_items(tenant_id, id) on delete cascade)`);
    await q.query(
      `comment on table feed_cost_days is 'Costing state of a stock item at the end of a day with movements (ADR 0046): stock in grams, value in cents, moving average in cents per gram. Written by the feed sync; valid before feed_cost_dirty.from_date.'`,
    );
    await q.query(`create table feed_cost_dirty (
      tenant_id uuid not null default app_current_tenant() primary key references tenants(id) on delete cascade,
      from_date date not null)`);
    await q.query(
      `comment on table feed_cost_dirty is 'Earliest date whose feed movements changed since the last costing (ADR 0046); kept by triggers, cleared by the feed sync.'`,
    );
    await q.query(`create function feed_cost_mark(touched jsonb) returns void language sql as $$
      insert into feed_cost_dirty (tenant_id, from_date)
      select (e->>0)::uuid, min((e->>1)::date) from jsonb_array_elements(touched) e
       where exists (select 1 from tenants t where t.id = (e->>0)::uuid)
       group by 1
      on conflict (tenant_id) do update set from_date = least(feed_cost_dirty.from_date, excluded.from_date) $$`);
    for (const { table, date } of MOVED) await this.statementTriggers(q, table, `r.${date}`, '');
    await this.statementTriggers(q, 'ration_batch_lines', 'b.trx_date', 'join ration_batches b on b.tenant_id = r.tenant_id and b.id = r.batch_id');
    await q.query(`create function feed_cost_mark_all() returns trigger language plpgsql as $$
      begin
        perform feed_cost_mark(jsonb_build_array(jsonb_build_array(new.tenant_id, '${COST_FROM_START}')));
        return null;
      end $$`);
    for (const { table, columns } of WHOLE) {
      await q.query(`create trigger ${table}_feed_cost after update of ${columns.join(', ')} on ${table} for each row
        when (${columns.map((c) => `old.${c} is distinct from new.${c}`).join(' or ')}) execute function feed_cost_mark_all()`);
    }
    for (const t of ['feed_cost_days', 'feed_cost_dirty']) await enableTenantRls(q, t);
    const forced = await forcesRls(q, 'tenants');
    if (forced) await q.query(`alter table tenants no force row level security`);
    await q.query(`alter table feed_cost_dirty no force row level security`);
    await q.query(`insert into feed_cost_dirty (tenant_id, from_date) select id, '${COST_FROM_START}' from tenants`);
    await q.query(`alter table feed_cost_dirty force row level security`);
    if (forced) await q.query(`alter table tenants force row level security`);
    await grantAppRole(q);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const { table } of WHOLE) await q.query(`drop trigger if exists ${table}_feed_cost on ${table}`);
    for (const table of [...MOVED.map((m) => m.table), 'ration_batch_lines']) {
      for (const op of ['ins', 'upd', 'del']) await q.query(`drop trigger if exists ${table}_feed_cost_${op} on ${table}`);
      await q.query(`drop function if exists ${table}_feed_cost()`);
    }
    await q.query(`drop function if exists feed_cost_mark_all(); drop function if exists feed_cost_mark(jsonb)`);
    await q.query(`drop table if exists feed_cost_dirty; drop table if exists feed_cost_days`);
  }

  /**
   * Insert, update and delete statement triggers on `table` marking, per tenant, the smallest `date`
   * of the rows the statement touched (alias r; `join`: a table that date comes from).
   */
  private async statementTriggers(q: QueryRunner, table: string, date: string, join: string): Promise<void> {
    const of = (rows: string) =>
      `perform feed_cost_mark((select jsonb_agg(jsonb_build_array(x.tenant_id, x.d)) from (select r.tenant_id, min(${date}) as d from ${rows} r ${join} group by r.tenant_id) x));`;
    await q.query(`create function ${table}_feed_cost() returns trigger language plpgsql as $$
      begin
        if tg_op in ('INSERT', 'UPDATE') then ${of('new_rows')} end if;
        if tg_op in ('DELETE', 'UPDATE') then ${of('old_rows')} end if;
        return null;
      end $$`);
    await q.query(`create trigger ${table}_feed_cost_ins after insert on ${table} referencing new table as new_rows for each statement execute function ${table}_feed_cost()`);
    await q.query(`create trigger ${table}_feed_cost_upd after update on ${table} referencing old table as old_rows new table as new_rows for each statement execute function ${table}_feed_cost()`);
    await q.query(`create trigger ${table}_feed_cost_del after delete on ${table} referencing old table as old_rows for each statement execute function ${table}_feed_cost()`);
  }
}
