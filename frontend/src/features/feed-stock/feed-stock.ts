/**
 * Feed stock accounting (/transaksipakan-akuntansi, spec part 2 §3, §5, §7,
 * §9): form rules, request bodies, sacks of 50 kg and the default range.
 */
import dayjs, { type Dayjs } from 'dayjs';
import type { components } from '../../api/schema';
import { parseDecimal } from '../../lib/format';

export type FeedTxn = components['schemas']['FeedTxnDto'];
export type FeedMetrics = components['schemas']['FeedMetricsDto'];
export type FeedTxnKind = 'buy' | 'sell' | 'adjust';

export const FEED_TXNS_PATH = '/api/feed-txns';
export const FEED_METRICS_PATH = '/api/feed-txns/metrics';

/** Error texts of part 2 §8 (Feed). */
export const FEED_ERRORS = {
  list: 'Gagal memuat data transaksi pakan.',
  metrics: 'Gagal memuat ringkasan stok.',
  save: 'Gagal menyimpan transaksi.',
} as const;

/** Labels of the movement kinds (buttons, dialog titles, table). */
export const KIND_LABELS: Record<string, string> = {
  buy: 'Pembelian',
  sell: 'Penjualan',
  adjust: 'Penyesuaian',
  usage: 'Pemakaian',
};

/** One sack of feed is 50 kg (part 1 §9, part 2 §9). */
export const SACK_KG = 50;

/** Stock as whole sacks of 50 kg plus the remaining kg (3 decimals); negative stock gives 0 sacks and the negative kg. */
export function toSacks(stockKg: number): { sacks: number; remainderKg: number } {
  if (!Number.isFinite(stockKg) || stockKg <= 0) return { sacks: 0, remainderKg: Number.isFinite(stockKg) ? stockKg : 0 };
  const sacks = Math.floor((stockKg + 1e-9) / SACK_KG);
  return { sacks, remainderKg: Math.round((stockKg - sacks * SACK_KG) * 1000) / 1000 };
}

/** Default range of the screen: the last 7 days to tomorrow (part 2 §9). */
export function defaultFeedRange(today: Dayjs = dayjs()): { start: Dayjs; end: Dayjs } {
  return { start: today.subtract(6, 'day'), end: today.add(1, 'day') };
}

/** Typed values of the modal form (texts as typed). */
export interface FeedForm {
  tanggal: Dayjs | null;
  qty: string;
  /** adjust only: 'minus' = shrinkage, 'plus' = stock found. */
  direction: 'minus' | 'plus';
  price: string;
  ongkir: string;
  bongkar: string;
  method: 'cash' | 'transfer';
  note: string;
}

export const emptyFeedForm = (today: Dayjs = dayjs()): FeedForm => ({
  tanggal: today,
  qty: '',
  direction: 'minus',
  price: '',
  ongkir: '',
  bongkar: '',
  method: 'cash',
  note: '',
});

/** First problem of the form for `kind` with the messages of part 2 §5, or null. */
export function validateFeedForm(kind: FeedTxnKind, f: FeedForm): string | null {
  if (!f.tanggal || !f.tanggal.isValid()) return 'Tanggal wajib diisi';
  const qty = parseDecimal(f.qty);
  if (qty === null || qty <= 0) return 'Qty wajib diisi';
  if (kind !== 'adjust') {
    const price = parseDecimal(f.price);
    if (price === null) return kind === 'buy' ? 'Harga/kg wajib diisi' : 'Harga jual/kg wajib diisi';
    if (price < 0) return 'Harga minimal 0';
  }
  return null;
}

/** Request path and body of a valid form (call validateFeedForm first). */
export function feedRequest(kind: FeedTxnKind, f: FeedForm): { path: string; body: Record<string, unknown> } {
  const trx_date = f.tanggal!.format('YYYY-MM-DD');
  const qty = parseDecimal(f.qty)!;
  const note = f.note.trim() || null;
  const path = `${FEED_TXNS_PATH}/${kind}`;
  if (kind === 'adjust') return { path, body: { trx_date, qty_kg: f.direction === 'minus' ? -qty : qty, note } };
  const base = { trx_date, qty_kg: qty, price_per_kg: parseDecimal(f.price)!, method: f.method, note };
  if (kind === 'sell') return { path, body: base };
  return { path, body: { ...base, ongkir: parseDecimal(f.ongkir) ?? 0, bongkar: parseDecimal(f.bongkar) ?? 0 } };
}

/** Total of a purchase as typed: qty × price + ongkir + bongkar (rupiah), or null when incomplete. */
export function purchaseTotal(f: FeedForm): number | null {
  const qty = parseDecimal(f.qty);
  const price = parseDecimal(f.price);
  if (qty === null || price === null) return null;
  return qty * price + (parseDecimal(f.ongkir) ?? 0) + (parseDecimal(f.bongkar) ?? 0);
}
