import { Db, pg, queryRows, row } from '../../common/database/rows';
import type { Movement } from './feed-costing';

/** One side of a mixing batch as stored: an ingredient line (out) or the batch itself (the mixed item in). */
const BatchMoveRow = row({ id: pg.int, trx_date: pg.date, item_id: pg.int, qty_kg: pg.numeric, kind: pg.text, note: pg.text.nullable() });

/**
 * The stock movements of the farm's mixing batches (ADR 0044) for the items `itemIds`, dated on or
 * before `upTo` (default: all) and on or after `from` (default: all), per item id: each ingredient line a `mix_out` of its kg, each batch a
 * `mix_in` of its kg into the ration's mixed item. Both carry the batch id; the mixed item's cost
 * is set by costWithMixing (feed-costing.ts) from what its ingredients went out at.
 */
export async function batchMovements(db: Db, tenantId: string, itemIds: number[], upTo?: string, from?: string | null): Promise<Map<number, Movement[]>> {
  const rows = await queryRows(
    db,
    BatchMoveRow,
    `select b.id::int as id, to_char(b.trx_date, 'YYYY-MM-DD') as trx_date, l.item_id::int as item_id, l.qty_kg, 'mix_out' as kind, b.note
       from ration_batch_lines l join ration_batches b on b.tenant_id = l.tenant_id and b.id = l.batch_id
      where l.tenant_id = $1 and l.item_id = any($2::bigint[]) and b.trx_date between $3 and $4
     union all
     select b.id::int, to_char(b.trx_date, 'YYYY-MM-DD'), b.mixed_item_id::int, b.kg, 'mix_in', b.note
       from ration_batches b
      where b.tenant_id = $1 and b.mixed_item_id = any($2::bigint[]) and b.trx_date between $3 and $4`,
    [tenantId, itemIds, from ?? '0001-01-01', upTo ?? '9999-12-31'],
  );
  const byItem = new Map<number, Movement[]>();
  for (const r of rows) {
    const qty = Number(r.qty_kg);
    const m: Movement = r.kind === 'mix_out' ? { kind: 'mix_out', date: r.trx_date, id: r.id, qty: -qty, note: r.note } : { kind: 'mix_in', date: r.trx_date, id: r.id, qty, cost: 0, note: r.note };
    (byItem.get(r.item_id) ?? byItem.set(r.item_id, []).get(r.item_id)!).push(m);
  }
  return byItem;
}
