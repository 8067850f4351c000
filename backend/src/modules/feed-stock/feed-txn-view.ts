/**
 * How the feed movements read and answer (GET /api/feed-txns): the stored columns as PostgreSQL prints
 * them, and a costed movement as the API answers it (money as decimal strings, never float sums).
 */
import { z } from 'zod';
import { pg, row } from '../../common/database/rows';
import { centsOf, centsText, decimalText, formatCents } from '../../common/money';
import { FeedTxnDto } from './dto/feed-stock.dto';
import { BookedMovement } from './feed-books';
import { round } from './feed-costing';

/** The kinds of stored movement (feed_txns.type). */
const StoredKind = z.enum(['opening', 'buy', 'sell', 'adjust']);
/** The payment method of a purchase or sale (feed_txns.method). */
const FeedMethod = z.enum(['cash', 'transfer', 'credit']);

/** The common columns of a stored movement: kg and price per kg (rupiah) as numeric text. */
export const storedColumns = { id: pg.int, trx_date: pg.date, type: StoredKind, qty_kg: pg.numeric, price_per_kg: pg.numeric.nullable(), method: FeedMethod.nullable(), note: pg.text.nullable() };

/** A stored movement as PostgreSQL prints it: money as numeric text, summed and rounded in SQL. */
export const TxnRow = row({
  ...storedColumns,
  /** ongkir + bongkar, rupiah. */
  add_cost: pg.numeric,
  /** sell: round(qty × price, 2), rupiah; else null. */
  sale_amount: pg.numeric.nullable(),
});
export type TxnRow = z.infer<typeof TxnRow>;

/** Rupiah per kg (a moving-average cost) as the API's decimal string with 6 decimals. */
export const rateText = (rupiahPerKg: number) => decimalText(rupiahPerKg, 6);

/** Kg as people read them (id-ID, up to 3 decimals). */
export const fmtKg = (n: number) => n.toLocaleString('id-ID', { maximumFractionDigits: 3 });

/** The re-costing of the kg below zero when a purchase `c` filled a negative stock. */
export function revalueView(c: BookedMovement): FeedTxnDto {
  const missingKg = round(c.qty - c.stockAfter, 3);
  return {
    id: null,
    trx_date: c.date,
    type: 'revalue',
    qty_kg: 0,
    unit_cost: rateText(c.unitCost),
    add_cost: '0.00',
    total_cost: centsText(c.revaluationCents),
    price_per_kg: null,
    sale_amount: null,
    method: null,
    note: `Selisih biaya ${fmtKg(missingKg)} kg pemakaian melebihi stok, dihitung ulang pada harga pembelian ini (ke Beban Pakan)`,
    stock_after: round(c.stockAfter - c.qty, 3),
    avg_cost_after: rateText(c.unitCost),
  };
}

/** A costed movement as the API answers it: money as decimal strings read from PostgreSQL or from whole cents, never float sums. */
export function txnView(c: BookedMovement, row?: TxnRow): FeedTxnDto {
  const price = row?.price_per_kg ?? null;
  return {
    id: c.id,
    trx_date: c.date,
    type: c.kind,
    qty_kg: c.qty,
    unit_cost: c.kind === 'buy' ? rateText(Number(price ?? 0)) : rateText(c.unitCost),
    add_cost: formatCents(centsOf(row?.add_cost ?? 0)),
    total_cost: centsText(c.valueCents),
    price_per_kg: price === null ? null : formatCents(centsOf(price)),
    sale_amount: c.kind === 'sell' && row?.sale_amount ? formatCents(centsOf(row.sale_amount)) : null,
    method: row?.method ?? null,
    note: row?.note ?? (c.kind === 'usage' ? 'Pemakaian harian (/transaksipakan)' : null),
    stock_after: c.stockAfter,
    avg_cost_after: rateText(c.avgAfter),
  };
}
