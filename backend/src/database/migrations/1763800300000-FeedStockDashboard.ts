import { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls, grantAppRole } from '../rls';

/**
 * Feed stock movements, unit settings of the dashboard, and the indexes the reports and the
 * dashboard read with (spec part 1 §2.5, §3, §9; part 2 §3 'Feed transaction', §7 'Feed stock';
 * DESIGN §5 'Reports and dashboard', 'Finance').
 *
 * - `feed_txns`: purchases (`buy`), sales (`sell`) and adjustments (`adjust`, signed qty). Stock
 *   and moving-average cost are not stored: FeedStockService derives them from these rows and the
 *   daily usage of `transaksi_pakan`, in date order (docs/adr/0004-feed-stock-costing-and-report-sums.md).
 * - `unit_settings`: display units of one user in one tenant.
 * - `pakan_harian` and `flock_month`: per-day feed and per-month flock sums kept by triggers, and
 *   `flock_daily_by` (grouped population/age), of which `flock_daily` becomes the per-tingkat case.
 */
export class FeedStockDashboard1763800300000 implements MigrationInterface {
  name = 'FeedStockDashboard1763800300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`create table feed_txns (
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      id integer generated always as identity primary key,
      trx_date date not null,
      type varchar(10) not null check (type in ('buy', 'sell', 'adjust')),
      qty_kg numeric(14,3) not null check (qty_kg <> 0 and (type = 'adjust' or qty_kg > 0)),
      price_per_kg numeric(18,2) check (price_per_kg >= 0),
      ongkir numeric(18,2) not null default 0 check (ongkir >= 0),
      bongkar numeric(18,2) not null default 0 check (bongkar >= 0),
      method varchar(10) check (method in ('cash', 'transfer')),
      note varchar(200),
      created_by uuid default app_current_user(),
      created_at timestamptz not null default now(),
      unique (tenant_id, id),
      check (type = 'adjust' or (price_per_kg is not null and method is not null)))`);
    await q.query(`comment on table feed_txns is
      'Feed purchases, sales and adjustments (kg, rupiah). Stock and moving-average cost are derived with the daily usage of transaksi_pakan in date order (FeedStockService).'`);
    await q.query(`create index feed_txns_date_idx on feed_txns (tenant_id, trx_date, id)`);
    await enableTenantRls(q, 'feed_txns');

    await q.query(`create table unit_settings (
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      user_id uuid not null references users(id) on delete cascade,
      telur_unit varchar(2) not null default 'kg' check (telur_unit in ('kg', 'g')),
      avg_butir_unit varchar(2) not null default 'g' check (avg_butir_unit in ('kg', 'g')),
      pakan_unit varchar(2) not null default 'kg' check (pakan_unit in ('kg', 'g')),
      fi_unit varchar(8) not null default 'g/ekor' check (fi_unit in ('g/ekor', 'kg/ekor')),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, user_id))`);
    await enableTenantRls(q, 'unit_settings');

    // Reports and dashboard read daily sums by date: covering indexes let them scan the index only.
    await q.query(`create index transaksi_pakan_tanggal_cov_idx on transaksi_pakan (tenant_id, tanggal) include (tingkat_id, pakan_pagi, pakan_sore)`);
    await q.query(`create index transaksi_telur_tanggal_cov_idx on transaksi_telur (tenant_id, tanggal)
      include (bagian_id, grade_a, grade_b, grade_c, butir_a, butir_b, butir_c)`);
    await q.query(`create index transaksi_ayam_tanggal_cov_idx on transaksi_ayam (tenant_id, tanggal)
      include (aksi, jumlah, asal_tingkat_id, tujuan_tingkat_id, usia_hari)`);

    await this.summaries(q);
    await grantAppRole(q);
  }

  /**
   * Running totals kept by statement triggers, so that the dashboard and the stock metrics do not
   * re-read years of history on every call:
   * - `flock_month`: Σ n and Σ hatch_mass of `flock_moves` per tingkat and calendar month. The
   *   population function `flock_daily` (DailyOperations) is redefined with the same contract to
   *   start from these month sums plus the moves of the current month, instead of every move.
   * - `pakan_harian`: Σ (pakan_pagi + pakan_sore) of all tingkat per day (feed stock usage).
   * Both are rebuilt for the months/days a statement touched, from the source rows themselves.
   */
  private async summaries(q: QueryRunner): Promise<void> {
    await q.query(`create table flock_month (
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      tingkat_id integer not null,
      bulan date not null check (bulan = date_trunc('month', bulan)::date),
      n bigint not null,
      hatch_mass numeric not null,
      primary key (tenant_id, tingkat_id, bulan),
      foreign key (tenant_id, tingkat_id) references tingkat(tenant_id, id) on delete cascade)`);
    await q.query(`comment on table flock_month is 'Sums of flock_moves per tingkat and month (first day in bulan), kept by triggers on transaksi_ayam; read by flock_daily'`);
    await enableTenantRls(q, 'flock_month');
    await q.query(FLOCK_MONTH_REBUILD_V1);
    await q.query(`create function flock_month_sync() returns trigger language plpgsql as $$
      begin
        if tg_op in ('INSERT', 'UPDATE') then
          perform flock_month_rebuild((select jsonb_agg(jsonb_build_array(r.tenant_id, x.t, date_trunc('month', r.tanggal)::date))
            from new_rows r cross join lateral unnest(array[r.asal_tingkat_id, r.tujuan_tingkat_id]) as x(t) where x.t is not null));
        end if;
        if tg_op in ('DELETE', 'UPDATE') then
          perform flock_month_rebuild((select jsonb_agg(jsonb_build_array(r.tenant_id, x.t, date_trunc('month', r.tanggal)::date))
            from old_rows r cross join lateral unnest(array[r.asal_tingkat_id, r.tujuan_tingkat_id]) as x(t) where x.t is not null));
        end if;
        return null;
      end $$`);
    await q.query(`create trigger flock_month_ins after insert on transaksi_ayam referencing new table as new_rows for each statement execute function flock_month_sync()`);
    await q.query(`create trigger flock_month_upd after update on transaksi_ayam referencing old table as old_rows new table as new_rows for each statement execute function flock_month_sync()`);
    await q.query(`create trigger flock_month_del after delete on transaksi_ayam referencing old table as old_rows for each statement execute function flock_month_sync()`);

    await q.query(`create table pakan_harian (
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      tanggal date not null,
      kg numeric(14,3) not null,
      primary key (tenant_id, tanggal))`);
    await q.query(`comment on table pakan_harian is 'Feed used per day by all tingkat (kg), kept by triggers on transaksi_pakan; read by FeedStockService'`);
    await enableTenantRls(q, 'pakan_harian');
    await q.query(`create function pakan_harian_rebuild(touched jsonb) returns void language sql as $$
      with k as (select distinct (e->>0)::uuid as tenant_id, (e->>1)::date as tanggal from jsonb_array_elements(touched) e)
      insert into pakan_harian (tenant_id, tanggal, kg)
      select k.tenant_id, k.tanggal, coalesce(sum(p.pakan_pagi + p.pakan_sore), 0)
        from k left join transaksi_pakan p on p.tenant_id = k.tenant_id and p.tanggal = k.tanggal
       where exists (select 1 from tenants t where t.id = k.tenant_id)
       group by k.tenant_id, k.tanggal
      on conflict (tenant_id, tanggal) do update set kg = excluded.kg
    $$`);
    await q.query(`create function pakan_harian_sync() returns trigger language plpgsql as $$
      begin
        if tg_op in ('INSERT', 'UPDATE') then
          perform pakan_harian_rebuild((select jsonb_agg(jsonb_build_array(r.tenant_id, r.tanggal)) from new_rows r));
        end if;
        if tg_op in ('DELETE', 'UPDATE') then
          perform pakan_harian_rebuild((select jsonb_agg(jsonb_build_array(r.tenant_id, r.tanggal)) from old_rows r));
        end if;
        return null;
      end $$`);
    await q.query(`create trigger pakan_harian_ins after insert on transaksi_pakan referencing new table as new_rows for each statement execute function pakan_harian_sync()`);
    await q.query(`create trigger pakan_harian_upd after update on transaksi_pakan referencing old table as old_rows new table as new_rows for each statement execute function pakan_harian_sync()`);
    await q.query(`create trigger pakan_harian_del after delete on transaksi_pakan referencing old table as old_rows for each statement execute function pakan_harian_sync()`);

    // Existing rows (the owner is subject to FORCE ROW LEVEL SECURITY: lift it for the backfill only).
    const tables = ['transaksi_ayam', 'transaksi_pakan', 'tingkat', 'flock_month', 'pakan_harian'];
    for (const t of tables) await q.query(`alter table ${t} no force row level security`);
    await q.query(`select flock_month_rebuild((select jsonb_agg(jsonb_build_array(m.tenant_id, m.tingkat_id, date_trunc('month', m.tanggal)::date)) from flock_moves m))`);
    await q.query(`select pakan_harian_rebuild((select jsonb_agg(jsonb_build_array(p.tenant_id, p.tanggal)) from transaksi_pakan p))`);
    for (const t of tables) await q.query(`alter table ${t} force row level security`);

    await q.query(FLOCK_DAILY_BY);
    await q.query(`comment on function flock_daily_by(uuid, date, date, text, integer) is
      'Per day and group (p_level tingkat, bagian or farm; optionally only tingkat/bagian p_id): population at the end of the day and population-weighted age in days of its birds (null when empty). Opening from flock_month.'`);
    await q.query(`create or replace function flock_daily(p_tenant uuid, p_from date, p_to date)
      returns table (tanggal date, tingkat_id integer, populasi integer, usia_hari numeric)
      language sql stable as $$ select tanggal, k, populasi, usia_hari from flock_daily_by(p_tenant, p_from, p_to, 'tingkat', null) $$`);
    await q.query(`grant execute on function flock_daily_by(uuid, date, date, text, integer) to public`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(ORIGINAL_FLOCK_DAILY);
    await q.query(`drop function if exists flock_daily_by(uuid, date, date, text, integer)`);
    for (const t of ['flock_month_ins', 'flock_month_upd', 'flock_month_del']) await q.query(`drop trigger if exists ${t} on transaksi_ayam`);
    for (const t of ['pakan_harian_ins', 'pakan_harian_upd', 'pakan_harian_del']) await q.query(`drop trigger if exists ${t} on transaksi_pakan`);
    await q.query(`drop function if exists flock_month_sync(); drop function if exists flock_month_rebuild(jsonb)`);
    await q.query(`drop function if exists pakan_harian_sync(); drop function if exists pakan_harian_rebuild(jsonb)`);
    await q.query(`drop table if exists flock_month; drop table if exists pakan_harian`);
    await q.query(`drop index if exists transaksi_ayam_tanggal_cov_idx`);
    await q.query(`drop index if exists transaksi_telur_tanggal_cov_idx`);
    await q.query(`drop index if exists transaksi_pakan_tanggal_cov_idx`);
    await q.query(`drop table if exists unit_settings`);
    await q.query(`drop table if exists feed_txns`);
  }
}

/**
 * Population and age per day and group, the one derivation behind `flock_daily` (which is now
 * its per-tingkat case): the opening state before p_from comes from the month sums (`flock_month`)
 * before p_from's month plus the moves of that month before p_from; then the day's moves are
 * added up in date order. Population and hatch mass add up over tingkat, so a bagian or the farm
 * is computed directly on its sums: age = day − Σ hatch mass / Σ birds, the population-weighted
 * age of DailyOperations.
 */
const FLOCK_DAILY_BY = `create function flock_daily_by(p_tenant uuid, p_from date, p_to date, p_level text, p_id integer default null)
  returns table (tanggal date, k integer, populasi integer, usia_hari numeric)
  language sql stable as $$
    with tk as (
      select t.id as tingkat_id, case p_level when 'tingkat' then t.id when 'bagian' then t.bagian_id else 0 end as k
        from tingkat t
       where t.tenant_id = p_tenant
         and (p_id is null or (p_level = 'tingkat' and t.id = p_id) or (p_level = 'bagian' and t.bagian_id = p_id))
    ), keys as (
      select distinct tk.k from tk
    ), opening as (
      select tk.k, sum(x.n) as n, sum(x.h) as h from (
        select c.tingkat_id, c.n, c.hatch_mass as h
          from flock_month c where c.tenant_id = p_tenant and c.bulan < date_trunc('month', p_from)::date
        union all
        select m.tingkat_id, m.n, m.hatch_mass
          from flock_moves m where m.tenant_id = p_tenant and m.tanggal >= date_trunc('month', p_from)::date and m.tanggal < p_from
      ) x join tk on tk.tingkat_id = x.tingkat_id
      group by tk.k
    ), daily as (
      select tk.k, m.tanggal, sum(m.n) as n, sum(m.hatch_mass) as h
        from flock_moves m join tk on tk.tingkat_id = m.tingkat_id
       where m.tenant_id = p_tenant and m.tanggal between p_from and p_to
       group by tk.k, m.tanggal
    ), running as (
      select d.day::date as tanggal, keys.k,
             coalesce(o.n, 0) + sum(coalesce(x.n, 0)) over w as n,
             coalesce(o.h, 0) + sum(coalesce(x.h, 0)) over w as h
        from keys
        cross join generate_series(p_from, p_to, interval '1 day') as d(day)
        left join opening o on o.k = keys.k
        left join daily x on x.k = keys.k and x.tanggal = d.day::date
      window w as (partition by keys.k order by d.day)
    )
    select r.tanggal, r.k, r.n::integer,
           case when r.n > 0 then round((r.tanggal - date '1970-01-01') - r.h / r.n, 3) end
      from running r
  $$`;

/** flock_daily exactly as DailyOperations1763800100000 creates it (restored by down()). */
const ORIGINAL_FLOCK_DAILY = `create or replace function flock_daily(p_tenant uuid, p_from date, p_to date)
  returns table (tanggal date, tingkat_id integer, populasi integer, usia_hari numeric)
  language sql stable as $$
    with opening as (
      select m.tingkat_id, sum(m.n) as n, sum(m.hatch_mass) as h
        from flock_moves m where m.tenant_id = p_tenant and m.tanggal < p_from group by m.tingkat_id
    ), daily as (
      select m.tingkat_id, m.tanggal, sum(m.n) as n, sum(m.hatch_mass) as h
        from flock_moves m where m.tenant_id = p_tenant and m.tanggal between p_from and p_to group by m.tingkat_id, m.tanggal
    ), running as (
      select d.day::date as tanggal, t.id as tingkat_id,
             coalesce(o.n, 0) + sum(coalesce(x.n, 0)) over w as n,
             coalesce(o.h, 0) + sum(coalesce(x.h, 0)) over w as h
        from tingkat t
        cross join generate_series(p_from, p_to, interval '1 day') as d(day)
        left join opening o on o.tingkat_id = t.id
        left join daily x on x.tingkat_id = t.id and x.tanggal = d.day::date
       where t.tenant_id = p_tenant
      window w as (partition by t.id order by d.day)
    )
    select r.tanggal, r.tingkat_id, r.n::integer,
           case when r.n > 0 then round((r.tanggal - date '1970-01-01') - r.h / r.n, 3) end
      from running r
  $$`;

/** First form of `flock_month_rebuild` (replaced by FlockMonthBounds, whose down restores it). */
export const FLOCK_MONTH_REBUILD_V1 = `create or replace function flock_month_rebuild(touched jsonb) returns void language sql as $$
      with k as (
        select distinct (e->>0)::uuid as tenant_id, (e->>1)::integer as tingkat_id, (e->>2)::date as bulan from jsonb_array_elements(touched) e
      ), sums as (
        select m.tenant_id, m.tingkat_id, date_trunc('month', m.tanggal)::date as bulan, sum(m.n) as n, sum(m.hatch_mass) as h
          from flock_moves m
         where (m.tenant_id, m.tingkat_id) in (select tenant_id, tingkat_id from k)
           and m.tanggal >= (select min(bulan) from k) and m.tanggal < (select max(bulan) from k) + interval '1 month'
         group by 1, 2, 3
      )
      insert into flock_month (tenant_id, tingkat_id, bulan, n, hatch_mass)
      select k.tenant_id, k.tingkat_id, k.bulan, coalesce(s.n, 0), coalesce(s.h, 0)
        from k left join sums s using (tenant_id, tingkat_id, bulan)
       where exists (select 1 from tingkat t where t.tenant_id = k.tenant_id and t.id = k.tingkat_id)
      on conflict (tenant_id, tingkat_id, bulan) do update set n = excluded.n, hatch_mass = excluded.hatch_mass
    $$`;
