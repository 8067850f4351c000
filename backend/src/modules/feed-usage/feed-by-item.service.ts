import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { pg, queryRows, row } from '../../common/database/rows';
import { centsOf, formatCents } from '../../common/money';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { assignedUsage, defaultItem, gramsByItem, splitUsage, STOCK_KINDS } from '../feed-stock/feed-stock.service';
import { FeedItemSplitDto } from './dto/feed-by-item.dto';
import { costPerKg } from './feed-by-item.rules';

export { FeedItemSplitDto } from './dto/feed-by-item.dto';

const ItemRow = row({ id: pg.int, name: pg.text, kind: z.enum(STOCK_KINDS), is_default: pg.bool });

/**
 * Beban Pakan per item over $2..$3: a day's usage document ('YYYY-MM-DD' the default item's,
 * 'YYYY-MM-DD/<item id>' another's), a purchase, sale or adjustment its feed_txns row's item; any
 * other posting (manual journals) without item.
 */
const COST_SQL = `
  select case when j.source_type = 'feed_usage' then coalesce(nullif(split_part(j.source_id, '/', 2), '')::int, $4::int)
              else f.item_id::int end as item_id,
         sum(l.debit - l.credit)::numeric(18,2)::text as cost
    from journal_lines l
    join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id and a.system_key = 'beban_pakan'
    join journals j on j.tenant_id = l.tenant_id and j.id = l.journal_id
    left join feed_txns f on f.tenant_id = l.tenant_id and j.source_type in ('feed_buy', 'feed_sell', 'feed_adjust')
     and f.id = case when j.source_type in ('feed_buy', 'feed_sell', 'feed_adjust') then j.source_id::bigint end
   where l.tenant_id = $1 and l.trx_date between $2 and $3
   group by 1`;

/**
 * The feed of a range split per stock item (issue #37 'Feeding by item'; ADR 0045), for the feed
 * report and the farm economics: kg from the daily usage split by the item of each jalur
 * (usage-by-item.ts), cost from the Beban Pakan postings of each item's documents.
 */
@Injectable()
export class FeedByItemService {
  constructor(private readonly ctx: TenantContext) {}

  /**
   * Kg and Beban Pakan per item over from..to (inclusive; the caller has checked the range). With
   * `tingkatId` the kg of that tingkat only and no cost (null). Items with neither kg nor cost are
   * left out; the default item first, then by name.
   */
  async split(from: string, to: string, tingkatId: number | null = null): Promise<FeedItemSplitDto> {
    const m = this.ctx.manager;
    const t = this.ctx.tenantId;
    const pool = await defaultItem(m, t);
    const withCost = tingkatId === null;
    // One after the other: the queries share the request's transaction (one connection).
    const totals = await queryRows(
      m,
      row({ tanggal: pg.date, kg: pg.numeric }),
      withCost
        ? `select to_char(tanggal, 'YYYY-MM-DD') as tanggal, kg from pakan_harian where tenant_id = $1 and tanggal between $2 and $3 and kg > 0`
        : `select to_char(tanggal, 'YYYY-MM-DD') as tanggal, pakan_pagi + pakan_sore as kg from transaksi_pakan
            where tenant_id = $1 and tanggal between $2 and $3 and tingkat_id = $4 and pakan_pagi + pakan_sore > 0`,
      withCost ? [t, from, to] : [t, from, to, tingkatId],
    );
    const assigned = await assignedUsage(m, t, from, to, tingkatId);
    const items = await queryRows(m, ItemRow, `select id::int as id, name, kind, is_default from stock_items where tenant_id = $1 order by is_default desc, lower(name), id`, [t]);
    const costs = withCost ? await queryRows(m, row({ item_id: pg.int.nullable(), cost: pg.numeric }), COST_SQL, [t, from, to, pool.id]) : [];
    const grams = gramsByItem(splitUsage(totals.map((r) => ({ date: r.tanggal, kg: Number(r.kg) })), assigned, pool.id));
    const cents = new Map(costs.map((c) => [c.item_id, centsOf(c.cost)]));
    const rows = items
      .filter((i) => (grams.get(i.id) ?? 0) > 0 || (cents.get(i.id) ?? 0n) !== 0n)
      .map((i) => {
        const g = grams.get(i.id) ?? 0;
        const c = cents.get(i.id) ?? 0n;
        return { item_id: i.id, name: i.name, kind: i.kind, feed_kg: g / 1000, feed_cost: withCost ? formatCents(c) : null, cost_per_kg: withCost ? costPerKg(c, g) : null };
      });
    const totalGrams = [...grams.values()].reduce((s, g) => s + g, 0);
    const totalCents = costs.reduce((s, c) => s + centsOf(c.cost), 0n);
    const other = cents.get(null) ?? 0n;
    return {
      start: from,
      end: to,
      items: rows,
      feed_kg: totalGrams / 1000,
      feed_cost: withCost ? formatCents(totalCents) : null,
      other_cost: withCost ? formatCents(other) : null,
    };
  }
}
