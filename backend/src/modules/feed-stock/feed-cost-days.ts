import { Db, execute, pg, queryOne, queryRows, row } from '../../common/database/rows';
import { COST_FROM_START } from '../../database/migrations/1763803400000-FeedCostDays';
import type { CostState, DayState } from './feed-costing';

/**
 * The stored costing state of the feed items (ADR 0046; migration FeedCostDays1763803400000):
 * `feed_cost_days` holds each item's exact state at the end of every day with movements, valid
 * before `feed_cost_dirty.from_date` — the earliest date changed since the last sync, kept by
 * triggers on every table a movement comes from. A re-costing from a date starts from the last
 * stored day before it and reads only the movements from that date on.
 */

export { COST_FROM_START };

const StateRow = row({ item_id: pg.int, grams: pg.int8, cents: pg.int8, rate: pg.float });

/** Marks the costing of the tenant changed from `from` on (the earlier of it and the date already marked). */
export async function markDirty(db: Db, tenantId: string, from: string): Promise<void> {
  await execute(
    db,
    `insert into feed_cost_dirty (tenant_id, from_date) values ($1, $2)
     on conflict (tenant_id) do update set from_date = least(feed_cost_dirty.from_date, excluded.from_date)`,
    [tenantId, from],
  );
}

/** The earliest date (YYYY-MM-DD) whose movements changed since the last sync, or null: nothing changed. */
export async function dirtyFrom(db: Db, tenantId: string): Promise<string | null> {
  const found = await queryOne(db, row({ d: pg.date }), `select to_char(from_date, 'YYYY-MM-DD') as d from feed_cost_dirty where tenant_id = $1`, [tenantId]);
  return found?.d ?? null;
}

/**
 * Each item's state at the end of its last stored day before `from` (exclusive), per item id; an
 * item without one (no movement before `from`) is left out: it starts empty. Valid when `from` is
 * on or before the dirty date. One index probe per item.
 */
export async function statesBefore(db: Db, tenantId: string, itemIds: number[], from: string): Promise<Map<number, CostState>> {
  if (from <= COST_FROM_START || !itemIds.length) return new Map();
  const rows = await queryRows(
    db,
    StateRow,
    `select i.id::int as item_id, s.grams::text as grams, s.cents::text as cents, s.rate
       from unnest($2::bigint[]) as i(id)
       cross join lateral (select grams, cents, rate from feed_cost_days d
                            where d.tenant_id = $1 and d.item_id = i.id and d.day < $3 order by d.day desc limit 1) s`,
    [tenantId, itemIds, from],
  );
  return new Map(rows.map((r) => [r.item_id, { grams: Number(r.grams), cents: Number(r.cents), rate: r.rate }]));
}

const StoredDayRow = row({ item_id: pg.int, day: pg.date, grams: pg.int8, cents: pg.int8, rate: pg.float });

/**
 * Replaces the stored days from `from` on with `days` (per item id, the end of each day with
 * movements from `from` on, as the re-costing gave them) and clears the dirty date: the stored
 * states hold again for every date. Only the rows that differ are deleted and written (a purchase
 * a year back changes the days of its item and of the mixed items fed from it, not the others').
 */
export async function writeDays(db: Db, tenantId: string, from: string, days: Map<number, DayState[]>): Promise<void> {
  const stored = await queryRows(
    db,
    StoredDayRow,
    `select item_id::int as item_id, to_char(day, 'YYYY-MM-DD') as day, grams::text as grams, cents::text as cents, rate
       from feed_cost_days where tenant_id = $1 and day >= $2`,
    [tenantId, from],
  );
  const was = new Map(stored.map((r) => [`${r.item_id}:${r.day}`, r]));
  const item: number[] = [];
  const day: string[] = [];
  const grams: number[] = [];
  const cents: number[] = [];
  const rate: number[] = [];
  for (const [id, list] of days) {
    for (const d of list) {
      const key = `${id}:${d.day}`;
      const old = was.get(key);
      if (old && Number(old.grams) === d.grams && Number(old.cents) === d.cents && old.rate === d.rate) {
        was.delete(key);
        continue;
      }
      item.push(id);
      day.push(d.day);
      grams.push(d.grams);
      cents.push(d.cents);
      rate.push(d.rate);
    }
  }
  // What is left of the stored rows changed or has no movements any more.
  const gone = [...was.values()];
  if (gone.length) {
    await execute(
      db,
      `delete from feed_cost_days d using unnest($2::bigint[], $3::date[]) as x(item_id, day) where d.tenant_id = $1 and d.item_id = x.item_id and d.day = x.day`,
      [tenantId, gone.map((r) => r.item_id), gone.map((r) => r.day)],
    );
  }
  // Bounded batches of rows per statement (a full re-costing of years writes thousands of days).
  for (let i = 0; i < item.length; i += 5000) {
    const s = (a: unknown[]) => a.slice(i, i + 5000);
    await execute(
      db,
      `insert into feed_cost_days (tenant_id, item_id, day, grams, cents, rate)
       select $1, x.item_id, x.day, x.grams, x.cents, x.rate
         from unnest($2::bigint[], $3::date[], $4::bigint[], $5::bigint[], $6::float8[]) as x(item_id, day, grams, cents, rate)`,
      [tenantId, s(item), s(day), s(grams), s(cents), s(rate)],
    );
  }
  await execute(db, `delete from feed_cost_dirty where tenant_id = $1`, [tenantId]);
}
