import { MigrationInterface, QueryRunner } from 'typeorm';
import { grantAppRole } from '../rls';

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
 * - View `flock_breed_moves` (security_invoker): signed birds per tingkat and breed.
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

    // Birds per tingkat and breed at the end of p_date (negative sums, possible when a removal
    // took more than the majority breed held, count as 0).
    await q.query(`create function tingkat_breed_counts(p_date date)
      returns table (tingkat_id integer, breed text, n bigint) language sql stable as $$
        select m.tingkat_id, m.breed, greatest(sum(m.n), 0)::bigint
          from flock_breed_moves m
         where m.tenant_id = app_current_tenant() and m.tanggal <= p_date
         group by m.tingkat_id, m.breed
      $$`);

    await q.query(`create function tingkat_breed_on(p_date date)
      returns table (tingkat_id integer, breed text) language sql stable as $$
        with c as (
          select c.tingkat_id, c.breed, c.n, max(c.n) over (partition by c.tingkat_id) as top
            from tingkat_breed_counts(p_date) c where c.n > 0
        ), w as (
          select c.tingkat_id, min(c.breed) as breed from c where c.n = c.top group by c.tingkat_id having count(*) = 1
        )
        select t.id, coalesce(w.breed, farm_default_breed())
          from tingkat t left join w on w.tingkat_id = t.id
         where t.tenant_id = app_current_tenant()
      $$`);
    await q.query(`comment on function tingkat_breed_on(date) is
      'Majority breed per tingkat of the current tenant at the end of p_date (most live birds; tie or no birds: the farm default). Cost: one pass over the tenant''s transaksi_ayam rows dated <= p_date (index tenant_id, tanggal) grouped by tingkat and breed'`);

    await q.query(`create function bagian_breed_on(p_date date)
      returns table (bagian_id integer, breed text) language sql stable as $$
        with s as (
          select t.bagian_id, c.breed, sum(c.n) as n
            from tingkat_breed_counts(p_date) c join tingkat t on t.tenant_id = app_current_tenant() and t.id = c.tingkat_id
           where c.n > 0 group by t.bagian_id, c.breed
        ), r as (
          select s.bagian_id, s.breed, s.n, max(s.n) over (partition by s.bagian_id) as top from s
        ), w as (
          select r.bagian_id, min(r.breed) as breed from r where r.n = r.top group by r.bagian_id having count(*) = 1
        )
        select b.id, coalesce(w.breed, farm_default_breed())
          from bagian b left join w on w.bagian_id = b.id
         where b.tenant_id = app_current_tenant()
      $$`);
    await q.query(`comment on function bagian_breed_on(date) is
      'Majority breed per bagian of the current tenant at the end of p_date, over the birds of its tingkat (tie or no birds: the farm default). Same cost as tingkat_breed_on'`);

    await q.query(`create function farm_breed_daily(p_from date, p_to date)
      returns table (tanggal date, breed text) language sql stable as $$
        with opening as (
          select a.breed, sum(case when a.aksi = 'masuk' then a.jumlah else -a.jumlah end) as n
            from transaksi_ayam a where a.tenant_id = app_current_tenant() and a.aksi <> 'pindah' and a.tanggal < p_from group by a.breed
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
      'Majority breed of the current tenant''s birds per day of p_from..p_to (masuk - mati - afkir per breed; tie or no birds: the farm default)'`);

    for (const f of ['farm_default_breed()', 'tingkat_breed_counts(date)', 'tingkat_breed_on(date)', 'bagian_breed_on(date)', 'farm_breed_daily(date, date)'])
      await q.query(`grant execute on function ${f} to public`);
    await grantAppRole(q);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const f of ['farm_breed_daily(date, date)', 'bagian_breed_on(date)', 'tingkat_breed_on(date)', 'tingkat_breed_counts(date)', 'farm_default_breed()'])
      await q.query(`drop function if exists ${f}`);
    await q.query(`drop view if exists flock_breed_moves`);
    await q.query(`alter table transaksi_ayam drop column if exists breed`);
    await q.query(`alter table telur_settings drop column if exists default_breed`);
  }
}
