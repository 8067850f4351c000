import { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls, grantAppRole } from '../rls';

/**
 * `tingkat_harian`: the day book of every tingkat, kept by triggers, that the reports and the
 * dashboard read instead of re-deriving population from the chicken transactions on every call
 * (spec part 1 §9; DESIGN §5 'Reports and dashboard'; docs/adr/0005-tingkat-day-book.md).
 *
 * One row per tingkat and day, dense from the tingkat's first entry (feed or chicken transaction)
 * to at least its last: n = birds at the end of the day, h = their hatch mass (Σ birds × hatch
 * day, as in `flock_moves`; age in days = day − h / n), pakan = feed of the day (kg), mati =
 * deaths of the day. Days after the last row carry its n and h with no feed and no deaths
 * (readers add them; rows left after a deleted last entry hold exactly that).
 *
 * A statement on `transaksi_pakan` or `transaksi_ayam` rebuilds, for each tingkat it touched, the
 * rows from the earliest touched day on: the opening is the last row kept before that day, so a
 * back-dated entry recomputes only that tingkat's later days.
 */
export class TingkatHarian1763800400000 implements MigrationInterface {
  name = 'TingkatHarian1763800400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`create table tingkat_harian (
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      tingkat_id integer not null,
      tanggal date not null,
      n integer not null,
      h numeric not null,
      pakan numeric(14,3) not null,
      mati integer not null,
      primary key (tenant_id, tingkat_id, tanggal),
      foreign key (tenant_id, tingkat_id) references tingkat(tenant_id, id) on delete cascade)`);
    await q.query(`comment on table tingkat_harian is
      'Per tingkat and day, dense from its first to at least its last feed or chicken entry: n birds at the end of the day, h their hatch mass (age days = day - h/n), pakan kg and mati of the day. Kept by triggers on transaksi_pakan and transaksi_ayam; read by the reports and the dashboard.'`);
    await q.query(`create index tingkat_harian_tanggal_idx on tingkat_harian (tenant_id, tanggal) include (tingkat_id, n, h, pakan, mati)`);
    await enableTenantRls(q, 'tingkat_harian');

    // The last entry of one tingkat (end of its rebuilt days) is read from these.
    await q.query(`create index transaksi_pakan_tingkat_tanggal_idx on transaksi_pakan (tenant_id, tingkat_id, tanggal)`);
    await q.query(`create index transaksi_ayam_asal_tanggal_idx on transaksi_ayam (tenant_id, asal_tingkat_id, tanggal)`);
    await q.query(`create index transaksi_ayam_tujuan_tanggal_idx on transaksi_ayam (tenant_id, tujuan_tingkat_id, tanggal)`);
    await q.query(`drop index transaksi_pakan_tingkat_idx`);
    await q.query(`drop index transaksi_ayam_asal_idx`);
    await q.query(`drop index transaksi_ayam_tujuan_idx`);

    await q.query(REBUILD);
    await q.query(`comment on function tingkat_harian_rebuild(jsonb) is
      'Rebuilds tingkat_harian for touched = [[tenant_id, tingkat_id, day], ...]: per tingkat, every row from its earliest touched day on'`);
    await q.query(`create function tingkat_harian_sync() returns trigger language plpgsql as $$
      begin
        if tg_table_name = 'transaksi_pakan' then
          if tg_op in ('INSERT', 'UPDATE') then
            perform tingkat_harian_rebuild((select jsonb_agg(jsonb_build_array(r.tenant_id, r.tingkat_id, r.tanggal)) from new_rows r));
          end if;
          if tg_op in ('DELETE', 'UPDATE') then
            perform tingkat_harian_rebuild((select jsonb_agg(jsonb_build_array(r.tenant_id, r.tingkat_id, r.tanggal)) from old_rows r));
          end if;
        else
          if tg_op in ('INSERT', 'UPDATE') then
            perform tingkat_harian_rebuild((select jsonb_agg(jsonb_build_array(r.tenant_id, x.t, r.tanggal))
              from new_rows r cross join lateral unnest(array[r.asal_tingkat_id, r.tujuan_tingkat_id]) as x(t) where x.t is not null));
          end if;
          if tg_op in ('DELETE', 'UPDATE') then
            perform tingkat_harian_rebuild((select jsonb_agg(jsonb_build_array(r.tenant_id, x.t, r.tanggal))
              from old_rows r cross join lateral unnest(array[r.asal_tingkat_id, r.tujuan_tingkat_id]) as x(t) where x.t is not null));
          end if;
        end if;
        return null;
      end $$`);
    for (const table of ['transaksi_pakan', 'transaksi_ayam']) {
      await q.query(`create trigger tingkat_harian_ins after insert on ${table} referencing new table as new_rows for each statement execute function tingkat_harian_sync()`);
      await q.query(`create trigger tingkat_harian_upd after update on ${table} referencing old table as old_rows new table as new_rows for each statement execute function tingkat_harian_sync()`);
      await q.query(`create trigger tingkat_harian_del after delete on ${table} referencing old table as old_rows for each statement execute function tingkat_harian_sync()`);
    }

    // Existing entries (the owner is subject to FORCE ROW LEVEL SECURITY: lift it for the backfill only).
    const tables = ['transaksi_ayam', 'transaksi_pakan', 'tingkat', 'tingkat_harian'];
    for (const t of tables) await q.query(`alter table ${t} no force row level security`);
    await q.query(`select tingkat_harian_rebuild((select jsonb_agg(jsonb_build_array(e.tenant_id, e.tingkat_id, e.tanggal)) from (
      select tenant_id, tingkat_id, min(tanggal) as tanggal from (
        select tenant_id, tingkat_id, tanggal from transaksi_pakan
        union all select tenant_id, asal_tingkat_id, tanggal from transaksi_ayam where asal_tingkat_id is not null
        union all select tenant_id, tujuan_tingkat_id, tanggal from transaksi_ayam where tujuan_tingkat_id is not null) x
      group by 1, 2) e))`);
    for (const t of tables) await q.query(`alter table ${t} force row level security`);
    await grantAppRole(q);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['transaksi_pakan', 'transaksi_ayam']) {
      for (const t of ['tingkat_harian_ins', 'tingkat_harian_upd', 'tingkat_harian_del']) await q.query(`drop trigger if exists ${t} on ${table}`);
    }
    await q.query(`drop function if exists tingkat_harian_sync()`);
    await q.query(`drop function if exists tingkat_harian_rebuild(jsonb)`);
    await q.query(`drop table if exists tingkat_harian`);
    await q.query(`create index transaksi_pakan_tingkat_idx on transaksi_pakan (tenant_id, tingkat_id)`);
    await q.query(`create index transaksi_ayam_asal_idx on transaksi_ayam (tenant_id, asal_tingkat_id)`);
    await q.query(`create index transaksi_ayam_tujuan_idx on transaksi_ayam (tenant_id, tujuan_tingkat_id)`);
    await q.query(`drop index if exists transaksi_pakan_tingkat_tanggal_idx`);
    await q.query(`drop index if exists transaksi_ayam_asal_tanggal_idx`);
    await q.query(`drop index if exists transaksi_ayam_tujuan_tanggal_idx`);
  }
}

/**
 * Per tenant of `touched` (one rebuild at a time per tenant: two entries of one tingkat at once
 * would insert the same days): delete each touched tingkat's rows from its earliest touched day d0,
 * then insert the days from the one after the last kept row (or d0) to the tingkat's last entry,
 * with running sums of `flock_moves` from the kept row's n and h.
 */
const REBUILD = `create function tingkat_harian_rebuild(touched jsonb) returns void language plpgsql as $$
  declare
    t uuid;
    dmin date;
    ids integer[];
  begin
    for t in select distinct (e->>0)::uuid from jsonb_array_elements(coalesce(touched, '[]')) e loop
      perform pg_advisory_xact_lock(hashtextextended('tingkat_harian:' || t::text, 0));
      -- No entry of a touched tingkat lies between its last kept row and its first touched day, so
      -- the entries to read are those of the touched tingkat from the earliest touched day on:
      -- bounds the (tenant, tingkat, tanggal) indexes can use.
      dmin := (select min((e->>2)::date) from jsonb_array_elements(touched) e where (e->>0)::uuid = t);
      ids := (select array_agg(distinct (e->>1)::integer) from jsonb_array_elements(touched) e where (e->>0)::uuid = t);
      delete from tingkat_harian h using (select (e->>1)::integer as tingkat_id, min((e->>2)::date) as d0
              from jsonb_array_elements(touched) e where (e->>0)::uuid = t group by 1) k
       where h.tenant_id = t and h.tingkat_id = k.tingkat_id and h.tanggal >= k.d0;

      insert into tingkat_harian (tenant_id, tingkat_id, tanggal, n, h, pakan, mati)
      with b as (
        select k.tingkat_id, coalesce(p.tanggal + 1, k.d0) as d1, coalesce(p.n, 0) as n0, coalesce(p.h, 0) as h0,
               greatest(
                 (select max(x.tanggal) from transaksi_pakan x where x.tenant_id = t and x.tingkat_id = k.tingkat_id),
                 (select max(x.tanggal) from transaksi_ayam x where x.tenant_id = t and x.asal_tingkat_id = k.tingkat_id),
                 (select max(x.tanggal) from transaksi_ayam x where x.tenant_id = t and x.tujuan_tingkat_id = k.tingkat_id)) as d2
          from (select (e->>1)::integer as tingkat_id, min((e->>2)::date) as d0
                 from jsonb_array_elements(touched) e where (e->>0)::uuid = t group by 1) k
          join tingkat tg on tg.tenant_id = t and tg.id = k.tingkat_id
          left join lateral (
            select h.tanggal, h.n, h.h from tingkat_harian h
             where h.tenant_id = t and h.tingkat_id = k.tingkat_id and h.tanggal < k.d0
             order by h.tanggal desc limit 1) p on true
      ), mv as (
        select m.tingkat_id, m.tanggal, sum(m.n) as n, sum(m.hatch_mass) as h
          from flock_moves m join b on b.tingkat_id = m.tingkat_id
         where m.tenant_id = t and m.tingkat_id = any(ids) and m.tanggal >= dmin and m.tanggal >= b.d1
         group by 1, 2
      ), mt as (
        select a.asal_tingkat_id as tingkat_id, a.tanggal, sum(a.jumlah) as n
          from transaksi_ayam a join b on b.tingkat_id = a.asal_tingkat_id
         where a.tenant_id = t and a.asal_tingkat_id = any(ids) and a.aksi = 'mati' and a.tanggal >= dmin and a.tanggal >= b.d1
         group by 1, 2
      ), pk as (
        select p.tingkat_id, p.tanggal, sum(p.pakan_pagi + p.pakan_sore) as kg
          from transaksi_pakan p join b on b.tingkat_id = p.tingkat_id
         where p.tenant_id = t and p.tingkat_id = any(ids) and p.tanggal >= dmin and p.tanggal >= b.d1
         group by 1, 2
      )
      select t, b.tingkat_id, d.day::date,
             b.n0 + sum(coalesce(mv.n, 0)) over w,
             b.h0 + sum(coalesce(mv.h, 0)) over w,
             coalesce(pk.kg, 0),
             coalesce(mt.n, 0)
        from b
        cross join lateral generate_series(b.d1, b.d2, interval '1 day') as d(day)
        left join mv on mv.tingkat_id = b.tingkat_id and mv.tanggal = d.day::date
        left join mt on mt.tingkat_id = b.tingkat_id and mt.tanggal = d.day::date
        left join pk on pk.tingkat_id = b.tingkat_id and pk.tanggal = d.day::date
      window w as (partition by b.tingkat_id order by d.day);
    end loop;
  end $$`;
