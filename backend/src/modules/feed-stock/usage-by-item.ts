import { Db, pg, queryRows, row } from '../../common/database/rows';

/**
 * The daily feed usage split per stock item (issue #37 'Feeding by item'; ADR 0045). A tingkat
 * eats the item of its jalur on that day (`feed_item_jalur`: the jalur's latest assignment dated on
 * or before the day), else the farm's default item. The farm's day total stays `pakan_harian`
 * (kept by triggers); only the usage of jalur assigned to another item than the default is summed
 * here, in one grouped statement, and the default item gets the rest of the day. A farm without
 * assignments therefore reads exactly what it read before.
 */

/** Kg used on one day (YYYY-MM-DD). */
export interface DayKg {
  date: string;
  kg: number;
}

/** Kg of one item used on one day. */
export interface ItemDayKg extends DayKg {
  item_id: number;
}

const AssignedRow = row({ tanggal: pg.date, item_id: pg.int, kg: pg.numeric });

/**
 * Kg per day and item of the tingkat whose jalur eats another item than the default on that day.
 * Parameters: $1 tenant, $2 last day (inclusive), $3 first day or null, $4 one tingkat or null.
 * Each assignment holds from its from_date until the jalur's next one (lead over the jalur's rows,
 * default-item rows included, so a change back to the default ends the interval).
 */
export const ASSIGNED_USAGE_SQL = `
  with iv as (
    select a.jalur_id, a.item_id, a.from_date,
           lead(a.from_date) over (partition by a.jalur_id order by a.from_date) as until
      from feed_item_jalur a
     where a.tenant_id = $1 and a.from_date <= $2
  )
  select to_char(p.tanggal, 'YYYY-MM-DD') as tanggal, iv.item_id::int as item_id, sum(p.pakan_pagi + p.pakan_sore) as kg
    from iv
    join stock_items s on s.tenant_id = $1 and s.id = iv.item_id and not s.is_default
    join bagian b on b.tenant_id = $1 and b.jalur_id = iv.jalur_id
    join tingkat t on t.tenant_id = $1 and t.bagian_id = b.id
    join transaksi_pakan p on p.tenant_id = $1 and p.tingkat_id = t.id
     and p.tanggal >= iv.from_date and (iv.until is null or p.tanggal < iv.until)
   where p.tanggal <= $2 and ($3::date is null or p.tanggal >= $3::date) and ($4::int is null or t.id = $4::int)
   group by p.tanggal, iv.item_id
  having sum(p.pakan_pagi + p.pakan_sore) > 0`;

/** The usage of non-default items per day, from..to (from null: from the start), oldest first; see {@link ASSIGNED_USAGE_SQL}. */
export async function assignedUsage(db: Db, tenantId: string, from: string | null, to: string, tingkatId: number | null = null): Promise<ItemDayKg[]> {
  const rows = await queryRows(db, AssignedRow, `${ASSIGNED_USAGE_SQL} order by 1, 2`, [tenantId, to, from, tingkatId]);
  return rows.map((r) => ({ date: r.tanggal, item_id: r.item_id, kg: Number(r.kg) }));
}

const grams = (kg: number) => Math.round(kg * 1000);

/**
 * Splits the days' totals (Σ of every tingkat, kg) per item: each assigned usage goes to its item,
 * the rest of the day to `defaultId`. Exact in grams (kg have 3 decimals); a day or item with
 * nothing left is left out. Answers per item id its days, in the order of `total`.
 */
export function splitUsage(total: DayKg[], assigned: ItemDayKg[], defaultId: number): Map<number, DayKg[]> {
  const byDay = new Map<string, ItemDayKg[]>();
  for (const a of assigned) byDay.set(a.date, [...(byDay.get(a.date) ?? []), a]);
  const out = new Map<number, DayKg[]>();
  const add = (id: number, date: string, g: number) => {
    if (g <= 0) return;
    const list = out.get(id) ?? [];
    list.push({ date, kg: g / 1000 });
    out.set(id, list);
  };
  for (const d of total) {
    let rest = grams(d.kg);
    for (const a of byDay.get(d.date) ?? []) {
      const g = Math.min(grams(a.kg), rest);
      add(a.item_id, d.date, g);
      rest -= g;
    }
    add(defaultId, d.date, rest);
  }
  return out;
}

/** The days' totals (`total`, Σ of every tingkat from `from` — null: the start — up to `to`) split per item: {@link assignedUsage} then {@link splitUsage}. */
export async function usageByItem(db: Db, tenantId: string, total: DayKg[], defaultId: number, to: string, from: string | null = null): Promise<Map<number, DayKg[]>> {
  return splitUsage(total, await assignedUsage(db, tenantId, from, to), defaultId);
}

/** Σ kg per item over a list of days split by {@link splitUsage}, in grams (exact). */
export function gramsByItem(split: Map<number, DayKg[]>): Map<number, number> {
  return new Map([...split].map(([id, days]) => [id, days.reduce((s, d) => s + grams(d.kg), 0)]));
}
