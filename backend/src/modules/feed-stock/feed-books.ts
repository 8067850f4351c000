import type { JournalInput, JournalLineInput, SourceType } from '../finance/journal.service';
import type { CostedMovement } from './feed-costing';

/**
 * The journals the feed movements should have posted (DESIGN §5 'Finance' postings; ADR 0008),
 * derived from the costed history. FeedStockService.syncBooks() compares them with what is posted
 * and posts originals for new documents and corrections for changed amounts.
 */

export type FeedSourceType = Extract<SourceType, 'feed_buy' | 'feed_sell' | 'feed_adjust' | 'feed_usage' | 'feed_mix'>;
export const FEED_SOURCES: FeedSourceType[] = ['feed_buy', 'feed_sell', 'feed_adjust', 'feed_usage', 'feed_mix'];

/** A costed movement with the stored fields the postings need (method, price, note). */
export type BookedMovement = CostedMovement;

/** One journal a feed document should have, lines in cents. */
export interface FeedBookEntry {
  source_type: FeedSourceType;
  source_id: string;
  trx_date: string;
  memo: string;
  lines: JournalLineInput[];
}

// One formatter each: toLocaleString builds a new one per call, which dominated a replay of years.
const KG = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 3 });
const RP = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 });
const kgText = (kg: number) => KG.format(Math.abs(kg));
const rpText = (rp: number) => RP.format(rp);
const big = (cents: number) => BigInt(Math.round(cents));

/** The source document of a movement: its feed_txns row, the mixing batch (ration_batches row), or the day for usage. */
export function sourceOf(m: { kind: string; id: number | null; date: string }): { source_type: FeedSourceType; source_id: string } {
  switch (m.kind) {
    case 'buy':
      return { source_type: 'feed_buy', source_id: String(m.id) };
    case 'sell':
      return { source_type: 'feed_sell', source_id: String(m.id) };
    case 'adjust':
      return { source_type: 'feed_adjust', source_id: String(m.id) };
    case 'mix_in':
    case 'mix_out':
      return { source_type: 'feed_mix', source_id: String(m.id) };
    default:
      return { source_type: 'feed_usage', source_id: m.date };
  }
}

/** One side of a posting: an account by system key, or by id (the Kas/Bank account a purchase was paid from). */
type Side = JournalLineInput['account_key'] | { account_id: number };
const side = (s: Side): Pick<JournalLineInput, 'account_key' | 'account_id'> => (typeof s === 'object' ? s : { account_key: s });

/** Dr `debit` / Cr `credit` of `amount` cents (> 0), or nothing. */
function pair(debit: Side, credit: Side, amount: number, note: string): JournalLineInput[] {
  const c = big(amount);
  if (c <= 0n) return [];
  return [
    { ...side(debit), debit: c, note },
    { ...side(credit), credit: c, note },
  ];
}

/** The credit side of a purchase: Hutang Usaha on credit, else the Kas/Bank account it was paid from (Kas for cash, Bank for transfer by default). */
function purchaseCredit(m: BookedMovement): Side {
  if (m.method === 'credit') return 'hutang';
  if (m.account_id) return { account_id: m.account_id };
  return m.method === 'transfer' ? 'bank' : 'kas';
}

/**
 * An outflow's value against `other`: a negative change (the usual case) is Dr other / Cr
 * the item's stock account, a positive one (a rounding rest of a cent) the reverse.
 */
function stockAgainst(stock: StockAccount, other: JournalLineInput['account_key'], valueCents: number, note: string): JournalLineInput[] {
  return valueCents < 0 ? pair(other, stock, -valueCents, note) : pair(stock, other, valueCents, note);
}

/** The note an OVK use (a treatment's dose, issue #38) starts with: its adjustment is booked as Pemakaian, not Susut. */
export const OVK_USE_NOTE = 'Pemakaian OVK:';

/** The inventory control account of an item: Persediaan Pakan for every feed kind, Persediaan OVK for OVK. */
export type StockAccount = 'persediaan_pakan' | 'persediaan_ovk';

/**
 * The item whose movements are booked: its name and unit (in the memos) and its control account.
 * The default item (the spec's one feed pool) keeps the spec's memos ('Pembelian pakan 100 kg …').
 */
export interface BookedItem {
  /** stock_items.id; names the usage document of a non-default item (feed_usage 'YYYY-MM-DD/<id>'). */
  id?: number;
  name: string;
  unit: string;
  isDefault: boolean;
  stock: StockAccount;
}

/** The farm's default item as the spec's feed pool. */
export const DEFAULT_BOOKED_ITEM: BookedItem = { name: 'pakan', unit: 'kg', isDefault: true, stock: 'persediaan_pakan' };

/**
 * The journal of each movement of `item` (Persediaan Pakan below is the item's stock account:
 * Persediaan OVK for an OVK item; memos name the item and its unit, except for the default item):
 * - purchase: Dr Persediaan Pakan / Cr Kas (cash) or Bank (transfer) — or the Kas/Bank account it
 *   names — or Hutang Usaha (credit), qty × price + ongkir + bongkar;
 *   when it fills a negative stock, the re-costing of those kg against Beban Pakan;
 * - sale: Dr Kas/Bank / Cr Penjualan Pakan at the selling price, and Dr HPP Pakan Dijual / Cr
 *   Persediaan Pakan at the average cost;
 * - adjustment: Persediaan Pakan against Beban Pakan at the average cost (an OVK item: Beban OVK —
 *   a vaccination given is an adjustment of −doses, HealthModule);
 * - a day's usage: Dr Beban Pakan / Cr Persediaan Pakan at the average cost;
 * - the opening stock: nothing here (the opening journal posts it);
 * - a mixing batch (ADR 0044): nothing — the ingredients out and the mixed feed in are the same
 *   amount in Persediaan Pakan (rations take feed items only) — except when the mixed feed filled a
 *   negative stock: the re-costing of those kg against Beban Pakan, as for a purchase.
 * Movements worth nothing (price 0 on an empty history) have no journal.
 */
export function feedBookEntries(costed: BookedMovement[], item: BookedItem = DEFAULT_BOOKED_ITEM): FeedBookEntry[] {
  const out: FeedBookEntry[] = [];
  const stock = item.stock;
  // OVK used or lost is an OVK expense (Beban OVK, issue #38); feed, Beban Pakan.
  const expense = stock === 'persediaan_ovk' ? 'beban_ovk' : 'beban_pakan';
  const what = item.isDefault ? 'pakan' : item.name;
  const qtyText = (q: number) => `${kgText(q)} ${item.unit}`;
  for (const m of costed) {
    // The opening stock is posted by the opening journal (Dr Persediaan Pakan / Cr Saldo Awal
    // Ekuitas); it is the first movement, so it never fills a negative stock.
    if (m.kind === 'opening' || m.kind === 'mix_out' || (m.kind === 'mix_in' && !m.revaluationCents)) continue;
    const src = sourceOf(m);
    // A non-default item's share of a day's usage is its own document: 'YYYY-MM-DD/<item id>'.
    if (m.kind === 'usage' && !item.isDefault && item.id !== undefined) src.source_id = `${m.date}/${item.id}`;
    const cashKey = m.method === 'transfer' ? 'bank' : 'kas';
    let memo: string;
    let lines: JournalLineInput[];
    if (m.kind === 'mix_in') {
      memo = `Pencampuran ${what} ${qtyText(m.qty)}: selisih biaya pemakaian melebihi stok`;
      lines = m.revaluationCents < 0 ? pair(expense, stock, -m.revaluationCents, 'Selisih biaya pemakaian melebihi stok') : pair(stock, expense, m.revaluationCents, 'Selisih biaya pemakaian melebihi stok');
    } else if (m.kind === 'buy') {
      memo = `Pembelian ${what} ${qtyText(m.qty)} @ Rp ${rpText(m.price ?? 0)}`;
      lines = pair(stock, purchaseCredit(m), m.valueCents, `Pembelian ${what} (harga + ongkir + bongkar)`);
      if (m.revaluationCents < 0) lines.push(...pair(expense, stock, -m.revaluationCents, 'Selisih biaya pemakaian melebihi stok'));
      if (m.revaluationCents > 0) lines.push(...pair(stock, expense, m.revaluationCents, 'Selisih biaya pemakaian melebihi stok'));
    } else if (m.kind === 'sell') {
      memo = `Penjualan ${what} ${qtyText(m.qty)} @ Rp ${rpText(m.price ?? 0)}`;
      const sale = Math.round((Math.round(-m.qty * 1000) * Math.round((m.price ?? 0) * 100)) / 1000);
      lines = [...pair(cashKey, 'penjualan_pakan', sale, `Hasil penjualan ${what}`), ...stockAgainst(stock, 'hpp_pakan', m.valueCents, `Harga pokok ${what} dijual (rata-rata)`)];
    } else if (m.kind === 'adjust') {
      memo = `Penyesuaian stok ${what} ${m.qty < 0 ? '−' : '+'}${qtyText(m.qty)}`;
      lines = stockAgainst(stock, expense, m.valueCents, m.qty < 0 ? `${m.note?.startsWith(OVK_USE_NOTE) ? 'Pemakaian' : 'Susut stok'} ${what} (rata-rata)` : `Stok ${what} ditemukan (rata-rata)`);
    } else {
      memo = `Pemakaian ${what} ${qtyText(m.qty)}`;
      lines = stockAgainst(stock, expense, m.valueCents, 'Pemakaian pakan harian (rata-rata)');
    }
    if (m.note && m.kind !== 'usage') memo += ` — ${m.note}`;
    if (lines.length) out.push({ ...src, trx_date: m.date, memo, lines });
  }
  return out;
}

/** A correction journal of `diff` (account id, signed cents: + debit) to the original `originalId` of a feed document (FeedStockService.syncBooks). */
export function correctionJournal(
  source_type: JournalInput['source_type'],
  source_id: string,
  trx_date: string,
  originalId: number,
  originalCode: string | null,
  diff: Array<[number, bigint]>,
): JournalInput {
  return {
    trx_date,
    memo: `Koreksi ${originalCode ?? ''}: nilai persediaan pakan dihitung ulang (transaksi mundur atau diubah)`,
    source_type,
    source_id,
    kind: 'correction',
    corrects_id: originalId,
    lines: diff.map(([account_id, amount]) => (amount > 0n ? { account_id, debit: amount } : { account_id, credit: -amount })),
  };
}
