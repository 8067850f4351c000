import type { EntityManager } from 'typeorm';
import type { Grade } from './dto/egg-sales.dto';

/** Stock figures of one grade on a day, kg. */
export interface GradeStock {
  prod: number;
  sold: number;
  /** min over d ≥ day of (Σ produced ≤ d − Σ sold ≤ d), never below 0 (3 decimals). */
  avail: number;
}

/**
 * Eggs of each grade available on `day` (DESIGN §5 'Egg sales'): the least, over every day
 * d ≥ `day`, of Σ produced ≤ d − Σ sold ≤ d, so that a back-dated sale cannot take eggs later
 * sales already took. One query: production per day from `telur_harian` (kept by triggers on
 * transaksi_telur) and sold kg per day from the sale lines, running sums by day, then the value
 * at `day` and the least value after it. `excludeSale`: a sale being edited (its old lines do not
 * count).
 */
export async function eggStock(m: EntityManager, tenantId: string, day: string, excludeSale: number | null = null): Promise<Record<Grade, GradeStock>> {
  const [r] = await m.query(
    `with moves as (
       select tanggal as d, kg_a as pa, kg_b as pb, kg_c as pc, 0::numeric as sa, 0::numeric as sb, 0::numeric as sc
         from telur_harian where tenant_id = $1
       union all
       select sale_date, 0, 0, 0,
              case when grade = 'A' then qty_kg else 0 end, case when grade = 'B' then qty_kg else 0 end, case when grade = 'C' then qty_kg else 0 end
         from egg_sale_lines where tenant_id = $1 and ($3::int is null or sale_id <> $3)
     ), daily as (
       select d, sum(pa) as pa, sum(pb) as pb, sum(pc) as pc, sum(sa) as sa, sum(sb) as sb, sum(sc) as sc from moves group by d
     ), running as (
       select d, pa, pb, pc, sa, sb, sc,
              sum(pa - sa) over w as ba, sum(pb - sb) over w as bb, sum(pc - sc) over w as bc
         from daily window w as (order by d)
     )
     select coalesce(sum(pa) filter (where d <= $2), 0) as prod_a, coalesce(sum(pb) filter (where d <= $2), 0) as prod_b,
            coalesce(sum(pc) filter (where d <= $2), 0) as prod_c,
            coalesce(sum(sa) filter (where d <= $2), 0) as sold_a, coalesce(sum(sb) filter (where d <= $2), 0) as sold_b,
            coalesce(sum(sc) filter (where d <= $2), 0) as sold_c,
            min(ba) filter (where d > $2) as later_a, min(bb) filter (where d > $2) as later_b, min(bc) filter (where d > $2) as later_c
       from running`,
    [tenantId, day, excludeSale],
  );
  const grade = (p: string, s: string, later: string | null): GradeStock => {
    const prod = Number(p);
    const sold = Number(s);
    const now = Math.round((prod - sold) * 1000);
    const least = later === null ? now : Math.min(now, Math.round(Number(later) * 1000));
    return { prod, sold, avail: Math.max(0, least) / 1000 };
  };
  return { A: grade(r.prod_a, r.sold_a, r.later_a), B: grade(r.prod_b, r.sold_b, r.later_b), C: grade(r.prod_c, r.sold_c, r.later_c) };
}

/** Rounds kg down to 2 decimals (what a sale can name), from thousandths. */
export const floorKg2 = (kg: number) => Math.floor(Math.round(kg * 1000) / 10) / 100;
