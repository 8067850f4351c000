import { MigrationInterface, QueryRunner } from 'typeorm';
import { FLOCK_MONTH_REBUILD_V1 } from './1763800300000-FeedStockDashboard';

/**
 * `flock_month_rebuild` with plain bounds per tenant (same contract as FeedStockDashboard).
 *
 * The first form selected the moves to re-sum with `(tenant_id, tingkat_id) in (select … from k)`.
 * Under row-level security (the runtime role kpm_app, FORCE ROW LEVEL SECURITY) the planner cannot
 * push that semi-join through the security-barrier `flock_moves` view, so every statement on
 * `transaksi_ayam` re-read all chicken transactions of the tenant: about 1 s per statement on a farm
 * of 300 tingkat × 3 years (docs/performance.md, 'Simpan ayam masuk mundur'). This form loops over
 * the tenants of `touched` and reads `flock_moves` with `tenant_id = t`, `tingkat_id = any(ids)` and a
 * month range held in variables, which the (tenant, asal/tujuan, tanggal) indexes answer.
 */
export class FlockMonthBounds1763800500000 implements MigrationInterface {
  name = 'FlockMonthBounds1763800500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`create or replace function flock_month_rebuild(touched jsonb) returns void language plpgsql as $$
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
          insert into flock_month (tenant_id, tingkat_id, bulan, n, hatch_mass)
          with k as (
            select distinct (e->>1)::integer as tingkat_id, (e->>2)::date as bulan
              from jsonb_array_elements(touched) e where (e->>0)::uuid = t
          ), sums as (
            select m.tingkat_id, date_trunc('month', m.tanggal)::date as bulan, sum(m.n) as n, sum(m.hatch_mass) as h
              from flock_moves m
             where m.tenant_id = t and m.tingkat_id = any(ids) and m.tanggal >= m0 and m.tanggal < m1 + interval '1 month'
             group by 1, 2
          )
          select t, k.tingkat_id, k.bulan, coalesce(s.n, 0), coalesce(s.h, 0)
            from k left join sums s using (tingkat_id, bulan)
           where exists (select 1 from tingkat g where g.tenant_id = t and g.id = k.tingkat_id)
          on conflict (tenant_id, tingkat_id, bulan) do update set n = excluded.n, hatch_mass = excluded.hatch_mass;
        end loop;
      end $$`);
    await q.query(`comment on function flock_month_rebuild(jsonb) is
      'Re-sums flock_month for touched = [[tenant_id, tingkat_id, first day of month], ...] from flock_moves, one tenant at a time'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(FLOCK_MONTH_REBUILD_V1);
  }
}
