import { Injectable } from '@nestjs/common';
import { dayBookSql } from '../../common/daily-entries/day-book';
import { resolveRange } from '../../common/dates/farm-day';
import { pg, queryRows, row } from '../../common/database/rows';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { ECONOMICS_DEFAULT_DAYS, ECONOMICS_MAX_DAYS, EconomicsBagianDto, EconomicsBagianFiguresDto, EconomicsRangeQuery } from './dto/economics.dto';

/** One bagian, the unallocated feed cost (bagian_id and names null), or the totals (the last row). */
const EconomicsBagianRow = row({
  bagian_id: pg.int.nullable(),
  bagian: pg.text.nullable(),
  jalur: pg.text.nullable(),
  plant: pg.text.nullable(),
  lokasi: pg.text.nullable(),
  feed_cost: pg.numeric,
  feed_kg: pg.numeric,
  egg_kg: pg.numeric,
  feed_cost_per_kg_egg: pg.numeric.nullable(),
  egg_value: pg.numeric,
  iofc: pg.numeric,
  iofc_per_bird: pg.numeric.nullable(),
  birds: pg.numeric,
});

/**
 * Feed economics per bagian over a range, in one statement. Parameters: $1 tenant, $2 first day,
 * $3 last day.
 *
 * - feed cost: the Beban Pakan postings of each day (Σ debit − credit, in cents) shared among the
 *   bagian by their share of that day's feed kg in the day book `tingkat_harian`: each gets the floor
 *   of its exact share, and the cents left over (fewer than the bagian of the day) go one each to
 *   the largest fractional parts, ties to the lower bagian id (largest remainder). So the bagian of
 *   a day add up to the day's postings exactly, and over the range to the P&L's Beban Pakan, but
 *   for the postings of days without any feed kg (a stock adjustment on a day without usage): they
 *   make the row without bagian;
 * - egg value: per bagian and grade, kg produced (`transaksi_telur`) × the range's average price per
 *   kg of the grade (Σ amount ÷ Σ kg of the lines of live sales; 0 when not sold), rounded per grade;
 * - birds: Σ birds at the end of each day of the range (a tingkat's last count carried over the
 *   days after its last entry) ÷ days of the range.
 * Rows: bagian with birds, feed or eggs, then the unallocated row when not zero, then the totals.
 */
const ECONOMICS_BAGIAN_SQL = `
  with bg as (
    select b.id as bagian_id, b.nama as bagian, j.nama as jalur, p.nama as plant, l.nama as lokasi
      from bagian b
      join jalur j on j.tenant_id = b.tenant_id and j.id = b.jalur_id
      join plant p on p.tenant_id = j.tenant_id and p.id = j.plant_id
      join lokasi l on l.tenant_id = p.tenant_id and l.id = p.lokasi_id
     where b.tenant_id = $1
  ), tb as (
    select t.id as tingkat_id, t.bagian_id from tingkat t where t.tenant_id = $1
  ), day_kg as (
    select h.tanggal, tb.bagian_id, sum(h.pakan) as kg
      from tingkat_harian h join tb on tb.tingkat_id = h.tingkat_id
     where h.tenant_id = $1 and h.tanggal between $2 and $3 and h.pakan > 0
     group by h.tanggal, tb.bagian_id
  ), day_cost as (
    select l.trx_date as tanggal, sum(l.debit - l.credit) * 100 as cents
      from journal_lines l join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id
     where l.tenant_id = $1 and l.trx_date between $2 and $3 and a.system_key = 'beban_pakan'
     group by l.trx_date
  ), share as (
    select k.tanggal, k.bagian_id, c.cents, c.cents * k.kg / sum(k.kg) over (partition by k.tanggal) as exact
      from day_kg k join day_cost c on c.tanggal = k.tanggal
  ), parts as (
    select s.bagian_id, floor(s.exact) as base,
           row_number() over (partition by s.tanggal order by s.exact - floor(s.exact) desc, s.bagian_id) as place,
           s.cents - sum(floor(s.exact)) over (partition by s.tanggal) as left_over
      from share s
  ), alloc as (
    select bagian_id, sum(base + case when place <= left_over then 1 else 0 end) / 100 as feed_cost from parts group by bagian_id
  ), unallocated as (
    select coalesce(sum(c.cents), 0) / 100 as feed_cost from day_cost c where not exists (select 1 from day_kg k where k.tanggal = c.tanggal)
  ), feed as (
    select bagian_id, sum(kg) as kg from day_kg group by bagian_id
  ), price as (
    select sl.grade::text as grade, sum(sl.amount) / nullif(sum(sl.qty_kg), 0) as price
      from egg_sale_lines sl join egg_sales s on s.tenant_id = sl.tenant_id and s.id = sl.sale_id
     where sl.tenant_id = $1 and sl.sale_date between $2 and $3 and s.deleted_at is null
     group by sl.grade
  ), produced as (
    select tt.bagian_id, v.grade, sum(v.kg) as kg
      from transaksi_telur tt cross join lateral (values ('A', tt.grade_a), ('B', tt.grade_b), ('C', tt.grade_c)) v(grade, kg)
     where tt.tenant_id = $1 and tt.tanggal between $2 and $3
     group by tt.bagian_id, v.grade
  ), eggs as (
    select pr.bagian_id, sum(pr.kg) as kg, sum(round(pr.kg * coalesce(pc.price, 0), 2)) as value
      from produced pr left join price pc on pc.grade = pr.grade
     group by pr.bagian_id
  ), pop as (
    select tb.bagian_id, sum(b.n)::numeric as bird_days
      from ${dayBookSql('tb', '$2::date', '$3::date')} b join tb on tb.tingkat_id = b.tingkat_id
     group by tb.bagian_id
  ), fig as (
    select 0 as part, bg.bagian_id, bg.bagian, bg.jalur, bg.plant, bg.lokasi,
           coalesce(a.feed_cost, 0) as feed_cost, coalesce(f.kg, 0) as feed_kg, coalesce(e.kg, 0) as egg_kg,
           coalesce(e.value, 0) as egg_value, coalesce(p.bird_days, 0) as bird_days
      from bg
      left join alloc a on a.bagian_id = bg.bagian_id
      left join feed f on f.bagian_id = bg.bagian_id
      left join eggs e on e.bagian_id = bg.bagian_id
      left join pop p on p.bagian_id = bg.bagian_id
     where a.feed_cost <> 0 or f.kg > 0 or e.kg > 0 or p.bird_days > 0
    union all
    select 1, null, null, null, null, null, u.feed_cost, 0, 0, 0, 0 from unallocated u where u.feed_cost <> 0
  ), t as (
    select * from fig
    union all
    select 2, null, null, null, null, null, coalesce(sum(feed_cost), 0), coalesce(sum(feed_kg), 0), coalesce(sum(egg_kg), 0), coalesce(sum(egg_value), 0), coalesce(sum(bird_days), 0) from fig
  )
  select t.bagian_id, t.bagian, t.jalur, t.plant, t.lokasi,
         t.feed_cost::numeric(18,2)::text as feed_cost, t.feed_kg::numeric(14,3)::text as feed_kg, t.egg_kg::numeric(14,3)::text as egg_kg,
         round(t.feed_cost / nullif(t.egg_kg, 0), 2)::numeric(18,2)::text as feed_cost_per_kg_egg,
         t.egg_value::numeric(18,2)::text as egg_value, (t.egg_value - t.feed_cost)::numeric(18,2)::text as iofc,
         round((t.egg_value - t.feed_cost) * ($3::date - $2::date + 1) / nullif(t.bird_days, 0), 2)::numeric(18,2)::text as iofc_per_bird,
         round(t.bird_days / ($3::date - $2::date + 1), 1)::text as birds
    from t
   order by t.part, t.lokasi, t.plant, t.jalur, t.bagian, t.bagian_id`;

/**
 * Feed economics per bagian (issue #24 'per bagian where it applies', GET
 * /api/insight/economics/bagian): allocated feed cost, feed and egg kg, value of the eggs produced,
 * estimated IOFC and IOFC per bird. Egg revenue is farm-wide and not split. Admin only.
 */
@Injectable()
export class EconomicsBagianService {
  constructor(private readonly ctx: TenantContext) {}

  /**
   * The bagian of start..end (default the last 30 days) and their totals. 400 'Tanggal mulai tidak
   * boleh sesudah tanggal akhir.' or 'Rentang tanggal maksimal 366 hari.'. totals.feed_cost is the
   * range's Beban Pakan (Σ of the rows, the unallocated row included).
   */
  async perBagian(q: EconomicsRangeQuery): Promise<EconomicsBagianDto> {
    const { from, to } = resolveRange(q.start, q.end, ECONOMICS_DEFAULT_DAYS, { maxDays: ECONOMICS_MAX_DAYS });
    const rows = await queryRows(this.ctx.manager, EconomicsBagianRow, ECONOMICS_BAGIAN_SQL, [this.ctx.tenantId, from, to]);
    const totals = rows.pop()!;
    return {
      start: from,
      end: to,
      rows: rows.map((r) => ({ bagian_id: r.bagian_id, bagian: r.bagian, jalur: r.jalur, plant: r.plant, lokasi: r.lokasi, ...figures(r) })),
      totals: figures(totals),
    };
  }
}

function figures(r: typeof EconomicsBagianRow._output): EconomicsBagianFiguresDto {
  return {
    feed_cost: r.feed_cost,
    feed_kg: Number(r.feed_kg),
    egg_kg: Number(r.egg_kg),
    feed_cost_per_kg_egg: r.feed_cost_per_kg_egg,
    egg_value: r.egg_value,
    iofc: r.iofc,
    iofc_per_bird: r.iofc_per_bird,
    birds: Number(r.birds),
  };
}
