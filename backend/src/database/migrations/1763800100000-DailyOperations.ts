import { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls, grantAppRole } from '../rls';

/**
 * Daily entries (DESIGN §5 'Daily entries', 'Coop structure and flocks'): feed usage per tingkat,
 * egg production per bagian, egg settings per tenant, chicken transactions, and the reusable SQL
 * of flock population and age:
 *
 * - view `flock_moves`: every bird movement signed per tingkat (masuk +tujuan, pindah −asal/+tujuan,
 *   mati/afkir −asal) with `hatch_mass` = birds × their hatch day (days since 1970-01-01).
 * - function `flock_daily(tenant, from, to)`: one row per (day, tingkat) with the population at the
 *   end of the day and the population-weighted age of its birds in days (null when empty).
 *
 * See docs/adr/0002-flock-age.md for the age model.
 */
export class DailyOperations1763800100000 implements MigrationInterface {
  name = 'DailyOperations1763800100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`create table transaksi_pakan (
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      id integer generated always as identity primary key,
      tanggal date not null,
      tingkat_id integer not null,
      pakan_pagi numeric(14,3) not null default 0 check (pakan_pagi >= 0),
      pakan_sore numeric(14,3) not null default 0 check (pakan_sore >= 0),
      created_by uuid default app_current_user(),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (tenant_id, tanggal, tingkat_id),
      foreign key (tenant_id, tingkat_id) references tingkat(tenant_id, id))`);
    await q.query(`create index transaksi_pakan_tingkat_idx on transaksi_pakan (tenant_id, tingkat_id)`);
    await enableTenantRls(q, 'transaksi_pakan');

    await q.query(`create table transaksi_telur (
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      id integer generated always as identity primary key,
      tanggal date not null,
      bagian_id integer not null,
      grade_a numeric(14,3) not null default 0 check (grade_a >= 0),
      grade_b numeric(14,3) not null default 0 check (grade_b >= 0),
      grade_c numeric(14,3) not null default 0 check (grade_c >= 0),
      butir_a integer not null default 0 check (butir_a >= 0),
      butir_b integer not null default 0 check (butir_b >= 0),
      butir_c integer not null default 0 check (butir_c >= 0),
      created_by uuid default app_current_user(),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (tenant_id, tanggal, bagian_id),
      foreign key (tenant_id, bagian_id) references bagian(tenant_id, id))`);
    await q.query(`create index transaksi_telur_bagian_idx on transaksi_telur (tenant_id, bagian_id)`);
    await enableTenantRls(q, 'transaksi_telur');

    await q.query(`create table telur_settings (
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade primary key,
      auto_grade_a boolean not null default false,
      auto_grade_b boolean not null default true,
      auto_grade_c boolean not null default true,
      disable_grade_a boolean not null default false,
      disable_grade_b boolean not null default false,
      disable_grade_c boolean not null default false,
      weight_grade_a numeric(14,3) not null default 0.06 check (weight_grade_a >= 0),
      weight_grade_b numeric(14,3) not null default 0.05 check (weight_grade_b >= 0),
      weight_grade_c numeric(14,3) not null default 0.05 check (weight_grade_c >= 0),
      updated_at timestamptz not null default now())`);
    await enableTenantRls(q, 'telur_settings');

    await q.query(`create table transaksi_ayam (
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      id integer generated always as identity primary key,
      tanggal date not null,
      aksi varchar(10) not null check (aksi in ('masuk', 'pindah', 'mati', 'afkir')),
      jumlah integer not null check (jumlah > 0),
      asal_tingkat_id integer,
      tujuan_tingkat_id integer,
      usia_minggu integer check (usia_minggu between 0 and 200),
      keterangan varchar(200),
      usia_hari numeric(10,3) not null default 0,
      created_by uuid default app_current_user(),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      foreign key (tenant_id, asal_tingkat_id) references tingkat(tenant_id, id),
      foreign key (tenant_id, tujuan_tingkat_id) references tingkat(tenant_id, id),
      check (case aksi
        when 'masuk' then asal_tingkat_id is null and tujuan_tingkat_id is not null and usia_minggu is not null
        when 'pindah' then asal_tingkat_id is not null and tujuan_tingkat_id is not null and asal_tingkat_id <> tujuan_tingkat_id
        else asal_tingkat_id is not null and tujuan_tingkat_id is null end))`);
    await q.query(`comment on column transaksi_ayam.usia_hari is
      'Age in days, on tanggal, of the birds this row moves: masuk = usia_minggu x 7; pindah/mati/afkir = population-weighted age of the origin tingkat at that moment (derived by ChickensService, see docs/adr/0002-flock-age.md)'`);
    await q.query(`create index transaksi_ayam_tanggal_idx on transaksi_ayam (tenant_id, tanggal)`);
    await q.query(`create index transaksi_ayam_asal_idx on transaksi_ayam (tenant_id, asal_tingkat_id)`);
    await q.query(`create index transaksi_ayam_tujuan_idx on transaksi_ayam (tenant_id, tujuan_tingkat_id)`);
    await enableTenantRls(q, 'transaksi_ayam');

    // Signed bird movements per tingkat; security_invoker keeps row-level security of the caller.
    await q.query(`create view flock_moves with (security_invoker = true) as
      select tenant_id, id as transaksi_id, tanggal, tujuan_tingkat_id as tingkat_id, jumlah as n,
             jumlah * ((tanggal - date '1970-01-01') - usia_hari) as hatch_mass
        from transaksi_ayam where tujuan_tingkat_id is not null
      union all
      select tenant_id, id, tanggal, asal_tingkat_id, -jumlah,
             -jumlah * ((tanggal - date '1970-01-01') - usia_hari)
        from transaksi_ayam where asal_tingkat_id is not null`);
    await q.query(`comment on view flock_moves is
      'Bird movements per tingkat: n = +birds in / -birds out; hatch_mass = n x hatch day (days since 1970-01-01) of the birds moved'`);

    await q.query(`create function flock_daily(p_tenant uuid, p_from date, p_to date)
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
      $$`);
    await q.query(`comment on function flock_daily(uuid, date, date) is
      'Per day and tingkat of the tenant: population at the end of the day and population-weighted age of its birds in days (null when empty). Whole weeks: floor(usia_hari / 7). Bagian/farm: sum(populasi * usia_hari) / sum(populasi).'`);
    await grantAppRole(q);
    await q.query(`grant execute on function flock_daily(uuid, date, date) to public`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`drop function if exists flock_daily(uuid, date, date)`);
    await q.query(`drop view if exists flock_moves`);
    for (const t of ['transaksi_ayam', 'telur_settings', 'transaksi_telur', 'transaksi_pakan']) await q.query(`drop table if exists ${t}`);
  }
}
