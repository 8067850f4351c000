import { Injectable } from '@nestjs/common';
import { dayBookSql } from '../../common/daily-entries/day-book';
import { resolveRange } from '../../common/dates/farm-day';
import { execute, pg, queryRows, row } from '../../common/database/rows';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { FeedByItemService, FeedItemSplitDto } from '../feed-usage/feed-by-item.service';
import { ECONOMICS_DEFAULT_DAYS, ECONOMICS_MAX_DAYS, EconomicsDto, EconomicsFiguresDto, EconomicsQuery, EconomicsRangeQuery, EconomicsRowDto } from './dto/economics.dto';

/** One period of the range, or (period null) the whole range; money with 2 decimals, kg as numeric text. */
const EconomicsRow = row({
  period: pg.text.nullable(),
  start: pg.date,
  end: pg.date,
  feed_cost: pg.numeric,
  feed_kg: pg.numeric,
  egg_kg: pg.numeric,
  feed_cost_per_kg_egg: pg.numeric.nullable(),
  egg_revenue: pg.numeric,
  egg_value_unsold: pg.numeric,
  iofc: pg.numeric,
  iofc_per_bird: pg.numeric.nullable(),
  avg_population: pg.numeric,
});

/**
 * The economics of the farm's eggs against its feed (issue #24 'Feed economics'), per day, week or
 * month of a range, in one statement. Parameters: $1 tenant, $2 first day, $3 last day, $4 group.
 *
 * - feed cost: Σ (debit − credit) on the Beban Pakan account (system key beban_pakan), the journals
 *   of the feed stock costing (ADR 0008), so it equals the P&L's Beban Pakan row over any range;
 * - egg revenue: Σ (credit − debit) on Penjualan Telur and Retur Penjualan Telur (an income account
 *   with a debit balance, ADR 0017): sales at their prices net of returns, the P&L's two rows;
 * - unsold value: per grade (kg produced − kg sold by the sale lines of live sales) × the period's
 *   average price per kg of the grade (Σ amount ÷ Σ kg; else the range's; else 0), rounded per grade;
 * - population: birds at the end of each day (tingkat_harian, the last count of a tingkat carried
 *   over the days after its last entry, as the reports do), averaged over the period's days.
 * Weeks run Monday to Sunday and months are calendar months, both cut to the range; the dates are
 * plain farm days (timestamp without time zone), so no time zone moves a boundary.
 */
const ECONOMICS_SQL = `
  with days as (
    select g::date as tanggal,
           case $4 when 'day' then to_char(g, 'YYYY-MM-DD') when 'week' then to_char(date_trunc('week', g), 'YYYY-MM-DD') else to_char(g, 'YYYY-MM') end as period
      from generate_series($2::date::timestamp, $3::date::timestamp, interval '1 day') g
  ), tk as (
    select t.id as tingkat_id from tingkat t where t.tenant_id = $1
  ), pop as (
    select b.tanggal, sum(b.n) as n from ${dayBookSql('tk', '$2::date', '$3::date')} b group by b.tanggal
  ), books as (
    select l.trx_date as tanggal,
           coalesce(sum(l.debit - l.credit) filter (where a.system_key = 'beban_pakan'), 0) as feed_cost,
           coalesce(sum(l.credit - l.debit) filter (where a.system_key <> 'beban_pakan'), 0) as revenue
      from journal_lines l join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id
     where l.tenant_id = $1 and l.trx_date between $2 and $3 and a.system_key in ('beban_pakan', 'penjualan_telur', 'retur_penjualan_telur')
     group by l.trx_date
  ), produced as (
    select e.tanggal, v.grade, v.kg
      from telur_harian e cross join lateral (values ('A', e.kg_a), ('B', e.kg_b), ('C', e.kg_c)) v(grade, kg)
     where e.tenant_id = $1 and e.tanggal between $2 and $3
  ), sold as (
    select sl.sale_date as tanggal, sl.grade::text as grade, sum(sl.qty_kg) as kg, sum(sl.amount) as amount
      from egg_sale_lines sl join egg_sales s on s.tenant_id = sl.tenant_id and s.id = sl.sale_id
     where sl.tenant_id = $1 and sl.sale_date between $2 and $3 and s.deleted_at is null
     group by sl.sale_date, sl.grade
  ), grades as (
    select d.period, x.grade, sum(x.produced) as produced, sum(x.sold) as sold, sum(x.amount) as amount
      from (select tanggal, grade, kg as produced, 0 as sold, 0 as amount from produced
            union all select tanggal, grade, 0, kg, amount from sold) x
      join days d on d.tanggal = x.tanggal
     group by d.period, x.grade
  ), range_price as (
    select grade, sum(amount) / nullif(sum(sold), 0) as price from grades group by grade
  ), unsold as (
    select g.period, sum(g.produced) as egg_kg,
           sum(round((g.produced - g.sold) * coalesce(g.amount / nullif(g.sold, 0), rp.price, 0), 2)) as value
      from grades g join range_price rp on rp.grade = g.grade
     group by g.period
  ), per as (
    select d.period, min(d.tanggal) as start, max(d.tanggal) as "end", count(*) as ndays,
           coalesce(sum(b.feed_cost), 0) as feed_cost, coalesce(sum(b.revenue), 0) as revenue,
           coalesce(sum(f.kg), 0) as feed_kg, coalesce(sum(p.n), 0) as bird_days
      from days d
      left join books b on b.tanggal = d.tanggal
      left join pakan_harian f on f.tenant_id = $1 and f.tanggal = d.tanggal
      left join (select tanggal, sum(n) as n from pop group by tanggal) p on p.tanggal = d.tanggal
     group by d.period
  ), r as (
    select per.period, per.start, per."end", per.ndays, per.bird_days, per.feed_cost, per.feed_kg, per.revenue,
           coalesce(u.egg_kg, 0) as egg_kg, coalesce(u.value, 0) as unsold,
           per.revenue + coalesce(u.value, 0) - per.feed_cost as iofc
      from per left join unsold u on u.period = per.period
  ), t as (
    select r.period, r.start, r."end", r.ndays, r.bird_days, r.feed_cost, r.feed_kg, r.revenue, r.egg_kg, r.unsold, r.iofc from r
    union all
    select null, min(r.start), max(r."end"), sum(r.ndays), sum(r.bird_days), sum(r.feed_cost), sum(r.feed_kg), sum(r.revenue), sum(r.egg_kg), sum(r.unsold), sum(r.iofc) from r
  )
  select t.period, to_char(t.start, 'YYYY-MM-DD') as start, to_char(t."end", 'YYYY-MM-DD') as "end",
         t.feed_cost::numeric(18,2)::text as feed_cost, t.feed_kg::numeric(14,3)::text as feed_kg, t.egg_kg::numeric(14,3)::text as egg_kg,
         round(t.feed_cost / nullif(t.egg_kg, 0), 2)::numeric(18,2)::text as feed_cost_per_kg_egg,
         t.revenue::numeric(18,2)::text as egg_revenue, t.unsold::numeric(18,2)::text as egg_value_unsold, t.iofc::numeric(18,2)::text as iofc,
         round(t.iofc * t.ndays / nullif(t.bird_days, 0), 2)::numeric(18,2)::text as iofc_per_bird,
         round(t.bird_days / t.ndays, 1)::text as avg_population
    from t
   order by t.period nulls last`;

/**
 * Feed economics (issue #24, GET /api/insight/economics): feed cost, egg revenue, unsold egg value,
 * income over feed cost (IOFC) and IOFC per bird per day, week or month. Admin only.
 */
@Injectable()
export class EconomicsService {
  constructor(
    private readonly ctx: TenantContext,
    private readonly byItem: FeedByItemService,
  ) {}

  /** Feed kg and Beban Pakan per stock item over start..end (the range rules of economics(); FeedByItemService.split). */
  perItem(q: EconomicsRangeQuery): Promise<FeedItemSplitDto> {
    const { from, to } = resolveRange(q.start, q.end, ECONOMICS_DEFAULT_DAYS, { maxDays: ECONOMICS_MAX_DAYS });
    return this.byItem.split(from, to);
  }

  /**
   * The periods of start..end (default the last 30 days) and their totals. 400 'Tanggal mulai tidak
   * boleh sesudah tanggal akhir.' or 'Rentang tanggal maksimal 366 hari.'. Totals are the sums of
   * the rows; their ratios are those of the sums (IOFC per bird: ÷ the range's average population).
   */
  async economics(q: EconomicsQuery): Promise<EconomicsDto> {
    const { from, to } = resolveRange(q.start, q.end, ECONOMICS_DEFAULT_DAYS, { maxDays: ECONOMICS_MAX_DAYS });
    const group = q.group ?? 'day';
    // A year of days of 300 tingkat is grouped in memory (this transaction only), as the reports do.
    await execute(this.ctx.manager, `select set_config('work_mem', '32MB', true)`);
    const rows = await queryRows(this.ctx.manager, EconomicsRow, ECONOMICS_SQL, [this.ctx.tenantId, from, to, group]);
    const totals = rows.pop()!;
    return {
      start: from,
      end: to,
      group,
      rows: rows.map((r): EconomicsRowDto => ({ period: r.period!, start: r.start, end: r.end, ...figures(r) })),
      totals: figures(totals),
    };
  }
}

function figures(r: typeof EconomicsRow._output): EconomicsFiguresDto {
  return {
    feed_cost: r.feed_cost,
    feed_kg: Number(r.feed_kg),
    egg_kg: Number(r.egg_kg),
    feed_cost_per_kg_egg: r.feed_cost_per_kg_egg,
    egg_revenue: r.egg_revenue,
    egg_value_unsold: r.egg_value_unsold,
    iofc: r.iofc,
    iofc_per_bird: r.iofc_per_bird,
    avg_population: Number(r.avg_population),
  };
}
