import { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls, grantAppRole } from '../rls';

const BREEDS = `('hyline_w80', 'hyline_brown')`;

/**
 * The breed of the birds (issue #24; docs/adr/0029-flock-breed.md).
 *
 * - `telur_settings.default_breed`: the farm's default breed ('hyline_w80' for every farm until it
 *   chooses another in the egg settings).
 * - `transaksi_ayam.breed`: for a masuk the breed entered; for pindah, mati and afkir the breed of
 *   the birds it moves, derived by ChickensService like `usia_hari` (the origin's majority breed at
 *   that moment). Existing rows take 'hyline_w80' (every farm's default when this runs). The column
 *   default stays 'hyline_w80' for scripts that insert rows directly (bench, sql/).
 * - View `flock_breed_moves` (security_invoker): signed birds per tingkat and breed; table
 *   `flock_breed_month`: its sums per tingkat, breed and month, kept by statement triggers on
 *   transaksi_ayam (rebuilt for the months a statement touched, like flock_month).
 * - `tingkat_breed_on(date)` / `bagian_breed_on(date)`: the majority breed per tingkat / bagian of
 *   the current tenant (`app_current_tenant()`) at the end of that day; a tie or no birds → the
 *   farm default. `farm_breed_daily(from, to)`: the farm's majority breed per day.
 */
export class FlockBreed1763802200000 implements MigrationInterface {
  name = 'FlockBreed1763802200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`alter table telur_settings add column default_breed text not null default 'hyline_w80'
      constraint telur_settings_default_breed_check check (default_breed in ${BREEDS})`);
    await q.query(`alter table transaksi_ayam add column breed text not null default 'hyline_w80'
      constraint transaksi_ayam_breed_check check (breed in ${BREEDS})`);
    await q.query(`comment on column transaksi_ayam.breed is
      'Breed of the birds this row moves: masuk = as entered (default: the farm default); pindah/mati/afkir = majority breed of the origin tingkat at that moment (derived by ChickensService, see docs/adr/0029-flock-breed.md)'`);

    await q.query(`create view flock_breed_moves with (security_invoker = true) as
      select tenant_id, tanggal, tujuan_tingkat_id as tingkat_id, breed, jumlah as n from transaksi_ayam where tujuan_tingkat_id is not null
      union all
      select tenant_id, tanggal, asal_tingkat_id, breed, -jumlah from transaksi_ayam where asal_tingkat_id is not null`);
    await q.query(`comment on view flock_breed_moves is 'Bird movements per tingkat and breed: n = +birds in / -birds out'`);

    // The farm default of the current tenant.
    await q.query(`create function farm_default_breed() returns text language sql stable as $$
        select coalesce((select s.default_breed from telur_settings s where s.tenant_id = app_current_tenant()), 'hyline_w80')
      $$`);

    // Monthly sums per tingkat and breed, kept by statement triggers like flock_month (ADR 0004), so
    // that the breed of a day reads the month sums before its month plus the rows of its month only.
    await q.query(`create table flock_breed_month (
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      tingkat_id integer not null,
      breed text not null,
      bulan date not null check (bulan = date_trunc('month', bulan)::date),
      n bigint not null,
      primary key (tenant_id, tingkat_id, bulan, breed),
      foreign key (tenant_id, tingkat_id) references tingkat(tenant_id, id) on delete cascade)`);
    await q.query(`comment on table flock_breed_month is 'Sums of flock_breed_moves per tingkat, breed and month (first day in bulan), kept by triggers on transaksi_ayam; read by tingkat_breed_counts'`);
    await enableTenantRls(q, 'flock_breed_month');
    await q.query(`create function flock_breed_month_rebuild(touched jsonb) returns void language plpgsql as $$
      declare
        t uuid;
        ids integer[];
        m0 date;
        m1 date;
      begin
        for t in select distinct (e->>0)::uuid from jsonb_array_elements(coalesce(touched, '[]')) e loop
          select array_agg(distinct (e->>1)::integer), min((e->>2)::date), max((e->>2)::date)
            into ids, m0, m1
            from jsonb_array_elements(touched) e where (e->>0)::uuid = t;
          delete from flock_breed_month f
           using (select distinct (e->>1)::integer as tingkat_id, (e->>2)::date as bulan from jsonb_array_elements(touched) e where (e->>0)::uuid = t) k
           where f.tenant_id = t and f.tingkat_id = k.tingkat_id and f.bulan = k.bulan;
          insert into flock_breed_month (tenant_id, tingkat_id, breed, bulan, n)
          select t, s.tingkat_id, s.breed, s.bulan, s.n
            from (select m.tingkat_id, m.breed, date_trunc('month', m.tanggal)::date as bulan, sum(m.n) as n
                    from flock_breed_moves m
                   where m.tenant_id = t and m.tingkat_id = any(ids) and m.tanggal >= m0 and m.tanggal < m1 + interval '1 month'
                   group by 1, 2, 3) s
            join (select distinct (e->>1)::integer as tingkat_id, (e->>2)::date as bulan from jsonb_array_elements(touched) e where (e->>0)::uuid = t) k
              on k.tingkat_id = s.tingkat_id and k.bulan = s.bulan
           where s.n <> 0;
        end loop;
      end $$`);
    const keys = (rows: string) =>
      `(select jsonb_agg(jsonb_build_array(r.tenant_id, x.t, date_trunc('month', r.tanggal)::date))
          from ${rows} r cross join lateral unnest(array[r.asal_tingkat_id, r.tujuan_tingkat_id]) as x(t) where x.t is not null)`;
    await q.query(`create function flock_breed_month_ins() returns trigger language plpgsql as $$
      begin perform flock_breed_month_rebuild(${keys('new_rows')}); return null; end $$`);
    await q.query(`create function flock_breed_month_upd() returns trigger language plpgsql as $$
      begin perform flock_breed_month_rebuild(coalesce(${keys('new_rows')}, '[]') || coalesce(${keys('old_rows')}, '[]')); return null; end $$`);
    await q.query(`create function flock_breed_month_del() returns trigger language plpgsql as $$
      begin perform flock_breed_month_rebuild(${keys('old_rows')}); return null; end $$`);
    await q.query(`create trigger flock_breed_month_ins after insert on transaksi_ayam referencing new table as new_rows for each statement execute function flock_breed_month_ins()`);
    await q.query(`create trigger flock_breed_month_upd after update on transaksi_ayam referencing old table as old_rows new table as new_rows for each statement execute function flock_breed_month_upd()`);
    await q.query(`create trigger flock_breed_month_del after delete on transaksi_ayam referencing old table as old_rows for each statement execute function flock_breed_month_del()`);
    // Existing rows (the migration role: row-level security lifted for this copy).
    await q.query(`alter table flock_breed_month no force row level security`);
    await q.query(`alter table transaksi_ayam no force row level security`);
    await q.query(`insert into flock_breed_month (tenant_id, tingkat_id, breed, bulan, n)
      select tenant_id, tingkat_id, breed, date_trunc('month', tanggal)::date, sum(n) from flock_breed_moves
       group by 1, 2, 3, 4 having sum(n) <> 0`);
    await q.query(`alter table transaksi_ayam force row level security`);
    await q.query(`alter table flock_breed_month force row level security`);

    // Birds per tingkat and breed at the end of p_date: the month sums before its month and the
    // moves of its month up to p_date (negative sums, possible when a removal took more than the
    // majority breed held, count as 0).
    await q.query(`create function tingkat_breed_counts(p_date date)
      returns table (tingkat_id integer, breed text, n bigint) language sql stable as $$
        select x.tingkat_id, x.breed, greatest(sum(x.n), 0)::bigint
          from (select f.tingkat_id, f.breed, f.n from flock_breed_month f
                 where f.tenant_id = app_current_tenant() and f.bulan < date_trunc('month', p_date)::date
                union all
                select m.tingkat_id, m.breed, m.n from flock_breed_moves m
                 where m.tenant_id = app_current_tenant() and m.tanggal >= date_trunc('month', p_date)::date and m.tanggal <= p_date) x
         group by x.tingkat_id, x.breed
      $$`);

    // Written with materialized steps so that the plan does not depend on the statistics: each
    // step runs once over at most tingkat x breeds rows. ns = the two largest counts: a tie when equal.
    await q.query(`create function tingkat_breed_on(p_date date)
      returns table (tingkat_id integer, breed text) language sql stable as $$
        with c as materialized (
          select c.tingkat_id, c.breed, c.n from tingkat_breed_counts(p_date) c where c.n > 0
        ), w as materialized (
          select c.tingkat_id, (array_agg(c.breed order by c.n desc))[1] as breed, (array_agg(c.n order by c.n desc))[1:2] as ns
            from c group by c.tingkat_id
        )
        select t.id, case when w.ns[1] is distinct from w.ns[2] then w.breed else farm_default_breed() end
          from tingkat t left join w on w.tingkat_id = t.id
         where t.tenant_id = app_current_tenant()
      $$`);
    await q.query(`comment on function tingkat_breed_on(date) is
      'Majority breed per tingkat of the current tenant at the end of p_date (most live birds; tie or no birds: the farm default). Cost: the month sums of flock_breed_month before the month of p_date (tingkat x breed x months) and the transaksi_ayam rows of that month up to p_date (index tenant_id, tanggal)'`);

    await q.query(`create function bagian_breed_on(p_date date)
      returns table (bagian_id integer, breed text) language sql stable as $$
        with c as materialized (
          select c.tingkat_id, c.breed, c.n from tingkat_breed_counts(p_date) c where c.n > 0
        ), s as materialized (
          select t.bagian_id, c.breed, sum(c.n) as n
            from c join tingkat t on t.tenant_id = app_current_tenant() and t.id = c.tingkat_id
           group by t.bagian_id, c.breed
        ), w as materialized (
          select s.bagian_id, (array_agg(s.breed order by s.n desc))[1] as breed, (array_agg(s.n order by s.n desc))[1:2] as ns
            from s group by s.bagian_id
        )
        select b.id, case when w.ns[1] is distinct from w.ns[2] then w.breed else farm_default_breed() end
          from bagian b left join w on w.bagian_id = b.id
         where b.tenant_id = app_current_tenant()
      $$`);
    await q.query(`comment on function bagian_breed_on(date) is
      'Majority breed per bagian of the current tenant at the end of p_date, over the birds of its tingkat (tie or no birds: the farm default). Same cost as tingkat_breed_on'`);

    await q.query(`create function farm_breed_daily(p_from date, p_to date)
      returns table (tanggal date, breed text) language sql stable as $$
        with opening as (
          select x.breed, sum(x.n) as n
            from (select f.breed, f.n from flock_breed_month f
                   where f.tenant_id = app_current_tenant() and f.bulan < date_trunc('month', p_from)::date
                  union all
                  select a.breed, case when a.aksi = 'masuk' then a.jumlah else -a.jumlah end
                    from transaksi_ayam a
                   where a.tenant_id = app_current_tenant() and a.aksi <> 'pindah' and a.tanggal >= date_trunc('month', p_from)::date and a.tanggal < p_from) x
           group by x.breed
        ), daily as (
          select a.breed, a.tanggal, sum(case when a.aksi = 'masuk' then a.jumlah else -a.jumlah end) as n
            from transaksi_ayam a where a.tenant_id = app_current_tenant() and a.aksi <> 'pindah' and a.tanggal between p_from and p_to
           group by a.breed, a.tanggal
        ), running as (
          select d.day::date as tanggal, b.breed,
                 coalesce(o.n, 0) + sum(coalesce(x.n, 0)) over (partition by b.breed order by d.day) as n
            from generate_series(p_from, p_to, interval '1 day') as d(day)
            cross join (values ('hyline_w80'), ('hyline_brown')) as b(breed)
            left join opening o on o.breed = b.breed
            left join daily x on x.breed = b.breed and x.tanggal = d.day::date
        ), ranked as (
          select r.tanggal, r.breed, r.n, max(r.n) over (partition by r.tanggal) as top,
                 count(*) filter (where r.n > 0) over (partition by r.tanggal) as any_birds
            from running r
        )
        select x.tanggal, case when count(*) = 1 and max(x.any_birds) > 0 then min(x.breed) else farm_default_breed() end
          from ranked x where x.n = x.top group by x.tanggal
      $$`);
    await q.query(`comment on function farm_breed_daily(date, date) is
      'Majority breed of the current tenant''s birds per day of p_from..p_to (masuk - mati - afkir per breed; tie or no birds: the farm default). Cost: the month sums before the month of p_from, then the rows of p_from''s month up to p_to'`);

    for (const f of ['farm_default_breed()', 'tingkat_breed_counts(date)', 'tingkat_breed_on(date)', 'bagian_breed_on(date)', 'farm_breed_daily(date, date)'])
      await q.query(`grant execute on function ${f} to public`);
    await grantAppRole(q);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const f of ['farm_breed_daily(date, date)', 'bagian_breed_on(date)', 'tingkat_breed_on(date)', 'tingkat_breed_counts(date)', 'farm_default_breed()'])
      await q.query(`drop function if exists ${f}`);
    for (const op of ['ins', 'upd', 'del']) {
      await q.query(`drop trigger if exists flock_breed_month_${op} on transaksi_ayam`);
      await q.query(`drop function if exists flock_breed_month_${op}()`);
    }
    await q.query(`drop function if exists flock_breed_month_rebuild(jsonb)`);
    await q.query(`drop table if exists flock_breed_month`);
    await q.query(`drop view if exists flock_breed_moves`);
    await q.query(`alter table transaksi_ayam drop column if exists breed`);
    await q.query(`alter table telur_settings drop column if exists default_breed`);
  }
}
