import type { EntityManager } from 'typeorm';
import { pg, queryRows, row } from '../../common/database/rows';
import { displayDay } from '../../common/dates/farm-day';
import type { Grade } from './dto/egg-sales.dto';

/** Stock figures of one grade on a day, kg. */
export interface GradeStock {
  prod: number;
  sold: number;
  /** min over d ≥ day of (Σ produced ≤ d − Σ sold ≤ d), never below 0 (3 decimals). */
  avail: number;
}

/**
 * Kg per grade (numeric) produced and sold up to the day, and the least balance of the days after
 * it (null when no day after it has production or sales).
 */
const StockRow = row({
  prod_a: pg.numeric,
  prod_b: pg.numeric,
  prod_c: pg.numeric,
  sold_a: pg.numeric,
  sold_b: pg.numeric,
  sold_c: pg.numeric,
  later_a: pg.numeric.nullable(),
  later_b: pg.numeric.nullable(),
  later_c: pg.numeric.nullable(),
});

/**
 * Eggs of each grade available on `day` (DESIGN §5 'Egg sales'): the least, over every day
 * d ≥ `day`, of Σ produced ≤ d − Σ sold ≤ d, so that a back-dated sale cannot take eggs later
 * sales already took. One query: production per day from `telur_harian` (kept by triggers on
 * transaksi_telur) and sold kg from the sale lines, the balance at `day` and the least running
 * balance of the days after it. `excludeSale`: a sale being edited (its old lines do not
 * count). Eggs held by a treatment's withdrawal (view `telur_tertahan`, issue #38) are not
 * produced for sale: they leave the production of their day and grade, unless `withHeld` (what
 * the stock would be without the holds: tells a refusal caused by a hold). Sums up to `day` are
 * plain aggregates (index ranges); only the days after it are walked with running sums (none for
 * today).
 */
export async function eggStock(m: EntityManager, tenantId: string, day: string, excludeSale: number | null = null, withHeld = false): Promise<Record<Grade, GradeStock>> {
  const [r] = await queryRows(
    m,
    StockRow,
    `with held as (
       select coalesce(sum(grade_a), 0) as a, coalesce(sum(grade_b), 0) as b, coalesce(sum(grade_c), 0) as c
         from telur_tertahan where tenant_id = $1 and tanggal <= $2 and not $4::boolean
     ), made as (
       select coalesce(sum(kg_a), 0) - (select a from held) as a, coalesce(sum(kg_b), 0) - (select b from held) as b,
              coalesce(sum(kg_c), 0) - (select c from held) as c
         from telur_harian where tenant_id = $1 and tanggal <= $2
     ), sold as (
       select coalesce(sum(qty_kg) filter (where grade = 'A'), 0) as a, coalesce(sum(qty_kg) filter (where grade = 'B'), 0) as b,
              coalesce(sum(qty_kg) filter (where grade = 'C'), 0) as c
         from egg_sale_lines where tenant_id = $1 and sale_date <= $2 and ($3::int is null or sale_id <> $3)
     ), later as (
       select d, sum(a) as a, sum(b) as b, sum(c) as c from (
         select tanggal as d, kg_a as a, kg_b as b, kg_c as c from telur_harian where tenant_id = $1 and tanggal > $2
         union all
         select tanggal, -grade_a, -grade_b, -grade_c from telur_tertahan where tenant_id = $1 and tanggal > $2 and not $4::boolean
         union all
         select sale_date, -(case when grade = 'A' then qty_kg else 0 end), -(case when grade = 'B' then qty_kg else 0 end), -(case when grade = 'C' then qty_kg else 0 end)
           from egg_sale_lines where tenant_id = $1 and sale_date > $2 and ($3::int is null or sale_id <> $3)
       ) x group by d
     ), running as (
       select sum(a) over w as a, sum(b) over w as b, sum(c) over w as c from later window w as (order by d)
     )
     select made.a as prod_a, made.b as prod_b, made.c as prod_c, sold.a as sold_a, sold.b as sold_b, sold.c as sold_c,
            made.a - sold.a + (select min(a) from running) as later_a,
            made.b - sold.b + (select min(b) from running) as later_b,
            made.c - sold.c + (select min(c) from running) as later_c
       from made, sold`,
    [tenantId, day, excludeSale, withHeld],
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

/** The hold that keeps eggs laid on or before a day out of the stock: the bagian's label, its last held day, and whether a hold lasts the whole flock life. */
const HoldRow = row({ bagian: pg.text, hold_until: pg.date.nullable(), lifelong: pg.bool });

/**
 * The 422 message when a sale on `day` needs eggs held by a treatment's withdrawal (issue #38;
 * docs/adr/0048-treatments-and-egg-withdrawal.md): 'Telur dari bagian Jalur 1 / Kanan masih dalam
 * masa henti obat sampai 14/03/2025.' naming the bagian whose hold (with held eggs laid on or
 * before `day`) ends last; a hold for the whole flock life says 'sampai akhir masa flok'. Null when
 * no eggs on or before `day` are held.
 */
export async function heldMessage(m: EntityManager, tenantId: string, day: string): Promise<string | null> {
  const [h] = await queryRows(
    m,
    HoldRow,
    `select j.nama || ' / ' || b.nama as bagian, to_char(max(h.hold_until), 'YYYY-MM-DD') as hold_until, bool_or(h.hold_until is null) as lifelong
       from treatments h
       join bagian b on b.tenant_id = h.tenant_id and b.id = h.bagian_id
       join jalur j on j.tenant_id = b.tenant_id and j.id = b.jalur_id
      where h.tenant_id = $1 and h.start_date <= $2
        and exists (select 1 from telur_tertahan t where t.tenant_id = h.tenant_id and t.bagian_id = h.bagian_id and t.tanggal <= $2
                       and t.tanggal >= h.start_date and (h.hold_until is null or t.tanggal <= h.hold_until))
      group by j.nama, b.nama, h.bagian_id
      order by bool_or(h.hold_until is null) desc, max(h.hold_until) desc, h.bagian_id
      limit 1`,
    [tenantId, day],
  );
  if (!h) return null;
  return `Telur dari bagian ${h.bagian} masih dalam masa henti obat sampai ${h.lifelong || !h.hold_until ? 'akhir masa flok' : displayDay(h.hold_until)}.`;
}
