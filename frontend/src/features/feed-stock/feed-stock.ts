/**
 * Feed stock accounting (/transaksipakan-akuntansi, spec part 2 §3, §5, §7,
 * §9): form rules, request bodies, sacks of 50 kg and the default range.
 */
import dayjs, { type Dayjs } from 'dayjs';
import { api, send, type Schemas } from '../../api/client';
import { toCents } from '../../lib/money';
import { NUMBER_MESSAGES, parseNumber } from '../../lib/number-input';
import { at, type FormProblem } from '../../lib/form-problem';

/** kg typed in a form: dots group thousands, a comma starts the decimals ('5.000' = 5000, '1.234,5'). */
const kgOf = (text: string) => parseNumber(text, 'decimal', 3).value;
/** Rupiah typed in a form: whole rupiah, grouped ('7.900'). */
const rupiahOf = (text: string) => parseNumber(text, 'integer').value;
/** Decimals of a price per kg: what the server keeps (numeric(18,2)); a third decimal is refused, never rounded. */
export const PRICE_DECIMALS = 2;
/** A price per kg typed in a form, in cents: '7.500,55' → 750055; null when empty or invalid. */
const priceCentsOf = (text: string): number | null => (text.trim() === '' ? null : toCents(text));

export type FeedTxn = Schemas['FeedTxnDto'];
export type FeedTxnKind = 'buy' | 'sell' | 'adjust';

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
  opening: 'Saldo Awal',
};

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
  /** Tunai, Transfer, or Kredit (purchases only: owed to `supplier`, issue #37). */
  method: 'cash' | 'transfer' | 'credit';
  note: string;
  /** Purchases: the supplier's id as text ('' none; required on credit). */
  supplier: string;
  /** Credit purchases: the due date; empty = the date + the supplier's terms (the server's default). */
  due: Dayjs | null;
  /** Cash/transfer purchases: the Kas/Bank account the money leaves from as an id text; '' = the main Kas or Bank. */
  account: string;
}

/** The empty form of a movement dated `today`. */
export const emptyFeedForm = (today: Dayjs = dayjs()): FeedForm => ({
  tanggal: today,
  qty: '',
  direction: 'minus',
  price: '',
  ongkir: '',
  bongkar: '',
  method: 'cash',
  note: '',
  supplier: '',
  due: null,
  account: '',
});

/** First problem of the form for `kind` with the messages of part 2 §5, at the field it is about, or null. */
export function validateFeedForm(kind: FeedTxnKind, f: FeedForm): FormProblem<FeedForm> {
  if (!f.tanggal || !f.tanggal.isValid()) return at('tanggal', 'Tanggal wajib diisi');
  if (f.qty.trim() !== '' && parseNumber(f.qty, 'decimal', 3).error) return at('qty', `Qty: ${parseNumber(f.qty, 'decimal', 3).error}`);
  const qty = kgOf(f.qty);
  if (qty === null || qty <= 0) return at('qty', 'Qty wajib diisi');
  if (kind !== 'adjust') {
    const typed = parseNumber(f.price, 'decimal', PRICE_DECIMALS);
    if (typed.error) return at('price', `Harga: ${typed.error}`);
    const price = priceCentsOf(f.price);
    if (price === null) return at('price', kind === 'buy' ? 'Harga/kg wajib diisi' : 'Harga jual/kg wajib diisi');
    if (price < 0) return at('price', 'Harga minimal 0');
  }
  if (kind === 'buy') {
    if (f.ongkir.trim() !== '' && rupiahOf(f.ongkir) === null) return at('ongkir', `Ongkir: ${NUMBER_MESSAGES.integer}`);
    if (f.bongkar.trim() !== '' && rupiahOf(f.bongkar) === null) return at('bongkar', `Bongkar: ${NUMBER_MESSAGES.integer}`);
    if (f.method === 'credit' && !f.supplier) return at('supplier', 'Pilih pemasok untuk pembelian kredit.');
    if (f.method === 'credit' && f.due && f.due.isBefore(f.tanggal, 'day')) return at('due', 'Jatuh tempo tidak boleh sebelum tanggal pembelian.');
  }
  return null;
}

/** Form fields of the server's body fields that have another name (a refusal of `price_per_kg` shows under Harga/kg). */
export const FEED_SERVER_FIELDS = { trx_date: 'tanggal', qty_kg: 'qty', price_per_kg: 'price', supplier_id: 'supplier', due_date: 'due', bank_account_id: 'account' } as const;

/** Path and body of a feed movement (part 2 §7). */
export type FeedRequest =
  | { path: '/api/feed-txns/buy'; body: Schemas['FeedBuyDto'] }
  | { path: '/api/feed-txns/sell'; body: Schemas['FeedSellDto'] }
  | { path: '/api/feed-txns/adjust'; body: Schemas['FeedAdjustDto'] };

/** Request path and body of a valid form (call validateFeedForm first). */
export function feedRequest(kind: FeedTxnKind, f: FeedForm): FeedRequest {
  const trx_date = f.tanggal!.format('YYYY-MM-DD');
  const qty = kgOf(f.qty)!;
  const note = f.note.trim() || null;
  if (kind === 'adjust') return { path: '/api/feed-txns/adjust', body: { trx_date, qty_kg: f.direction === 'minus' ? -qty : qty, note } };
  // cents / 100 prints with at most 2 decimals (7500.55), exactly what the server keeps.
  const base = { trx_date, qty_kg: qty, price_per_kg: priceCentsOf(f.price)! / 100, note };
  if (kind === 'sell') return { path: '/api/feed-txns/sell', body: { ...base, method: f.method === 'credit' ? 'cash' : f.method } };
  // A supplier and a due date only when chosen: the spec's purchase body stays as it was without them.
  // The account only when one other than the main Kas/Bank is chosen, and never on credit (nothing leaves then).
  const terms = {
    ...(f.supplier ? { supplier_id: Number(f.supplier) } : {}),
    ...(f.method === 'credit' && f.due ? { due_date: f.due.format('YYYY-MM-DD') } : {}),
    ...(f.method !== 'credit' && f.account ? { bank_account_id: Number(f.account) } : {}),
  };
  return { path: '/api/feed-txns/buy', body: { ...base, method: f.method, ongkir: rupiahOf(f.ongkir) ?? 0, bongkar: rupiahOf(f.bongkar) ?? 0, ...terms } };
}

/** Posts a feed movement; answers the movement the server recorded. */
export function postFeedTxn(request: FeedRequest): Promise<FeedTxn> {
  switch (request.path) {
    case '/api/feed-txns/buy':
      return send(api.POST(request.path, { body: request.body }));
    case '/api/feed-txns/sell':
      return send(api.POST(request.path, { body: request.body }));
    case '/api/feed-txns/adjust':
      return send(api.POST(request.path, { body: request.body }));
  }
}

/**
 * Total of a purchase as typed, in cents: qty × price + ongkir + bongkar rounded to the cent once,
 * as the server does (round(qty_kg × price_per_kg + ongkir + bongkar, 2)), computed on whole grams
 * and cents (never a float product); null when incomplete.
 */
export function purchaseTotalCents(f: FeedForm): number | null {
  const qty = kgOf(f.qty);
  const price = priceCentsOf(f.price);
  if (qty === null || price === null) return null;
  const extra = BigInt(Math.round(((rupiahOf(f.ongkir) ?? 0) + (rupiahOf(f.bongkar) ?? 0)) * 100));
  // grams × cents = thousandths of a cent; + 500 then ÷ 1000 rounds half up (the amounts are ≥ 0).
  const milli = BigInt(Math.round(qty * 1000)) * BigInt(price) + extra * 1000n;
  return Number((milli + 500n) / 1000n);
}
