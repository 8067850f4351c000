/**
 * Hutang per pemasok (/hutang, issue #37 'Suppliers and payables'): the ageing of the open credit
 * purchases in integer cents (every total the sum of the rows shown), the Bayar form (what is paid
 * on each open purchase, never above what it still owes) and its request, and the statement's
 * default range.
 */
import dayjs, { type Dayjs } from 'dayjs';
import { api, send, type Schemas } from '../../api/client';
import { BUCKETS, type Bucket } from '../../lib/ageing';
import { formatDate } from '../../lib/format';
import { at, type FormProblem } from '../../lib/form-problem';
import { centsInputText, centsOf, centsRupiah, toCents } from '../../lib/money';

export type Payables = Schemas['PayablesDto'];
export type SupplierPayable = Schemas['SupplierPayableDto'];
export type OpenPurchase = Schemas['OpenPurchaseDto'];
export type SupplierStatement = Schemas['SupplierStatementDto'];
export type SupplierPaymentBody = Schemas['SupplierPaymentBodyDto'];

export const PAYABLES_TEXT = {
  load: 'Gagal memuat data hutang.',
  statement: 'Gagal memuat kartu hutang.',
  pay: 'Gagal menyimpan pembayaran.',
  paid: 'Pembayaran hutang disimpan.',
  empty: 'Tidak ada hutang',
  date: 'Tanggal wajib diisi',
  nothing: 'Isi nilai bayar minimal satu pembelian.',
} as const;

/** Cents of a decimal string from the server (0 when unreadable: the server always sends one). */
export const cents = (decimal: string | null | undefined): number => centsOf(decimal) ?? 0;

/** The farm's bucket totals and grand total, summed from the suppliers' rows (cents). */
export function payablesTotals(data: Payables | undefined): { totals: Record<Bucket, number>; total: number } {
  const totals = Object.fromEntries(BUCKETS.map((b) => [b.key, 0])) as Record<Bucket, number>;
  for (const s of data?.suppliers ?? []) for (const b of BUCKETS) totals[b.key] += cents(s.buckets[b.key]);
  return { totals, total: BUCKETS.reduce((sum, b) => sum + totals[b.key], 0) };
}

/** The Hutang Usaha balance differs from the open purchases (an older manual journal or an opening balance): the difference in cents, else null. */
export function payablesDifference(data: Payables | undefined, total: number): number | null {
  if (!data) return null;
  const diff = cents(data.ledger_balance) - total;
  return diff === 0 ? null : diff;
}

/** What the Bayar dialog holds: the day, cash or transfer, and the amount typed per open purchase (by id). */
export interface PayForm {
  tanggal: Dayjs | null;
  method: 'cash' | 'transfer';
  /** The Kas/Bank account the money leaves from as an id text; '' = the main Kas (Tunai) or Bank (Transfer). */
  account: string;
  amounts: Record<string, string>;
}

/** The key of an open bill in the form's amounts: its purchase id, or 'sa<id>' for an opening payable (Saldo Awal; the ids are of another table). */
export const billKey = (p: Pick<OpenPurchase, 'kind' | 'purchase_id'>): string => (p.kind === 'saldo_awal' ? `sa${p.purchase_id}` : String(p.purchase_id));

/** The form of a payment of every open purchase in full, dated `today`. */
export const payForm = (purchases: readonly OpenPurchase[], today: Dayjs = dayjs()): PayForm => ({
  tanggal: today.startOf('day'),
  method: 'transfer',
  account: '',
  amounts: Object.fromEntries(purchases.map((p) => [billKey(p), centsInputText(cents(p.outstanding))])),
});

/**
 * First problem of the form: no date; an amount that is not rupiah with at most 2 decimals or
 * above what its purchase still owes (at that purchase's field); nothing to pay. Else null.
 */
export function validatePayForm(f: PayForm, purchases: readonly OpenPurchase[]): FormProblem<PayForm> {
  if (!f.tanggal || !f.tanggal.isValid()) return at('tanggal', PAYABLES_TEXT.date);
  let total = 0;
  for (const p of purchases) {
    const key = `amounts.${billKey(p)}` as const;
    const amount = toCents(f.amounts[billKey(p)] ?? '');
    if (amount === null || amount < 0) return at(key, 'Nilai bayar harus angka rupiah (paling banyak 2 angka desimal).');
    if (amount > cents(p.outstanding)) return at(key, `Melebihi sisa hutang (${centsRupiah(cents(p.outstanding))}).`);
    total += amount;
  }
  return total > 0 ? null : PAYABLES_TEXT.nothing;
}

/** Σ of the amounts typed (cents), invalid ones counting 0. */
export const payTotalCents = (f: PayForm): number => Object.values(f.amounts).reduce((s, text) => s + Math.max(0, toCents(text) ?? 0), 0);

/** Body of POST /api/supplier-payments of a valid form: the purchases with an amount, in rupiah with at most 2 decimals. */
export function payBody(supplierId: number, f: PayForm, purchases: readonly OpenPurchase[]): SupplierPaymentBody {
  const allocations = purchases
    .map((p) => ({ p, cents: toCents(f.amounts[billKey(p)] ?? '') ?? 0 }))
    .filter((a) => a.cents > 0)
    .map(({ p, cents: c }) => ({ ...(p.kind === 'saldo_awal' ? { kind: p.kind } : {}), purchase_id: p.purchase_id, amount: c / 100 }));
  return { supplier_id: supplierId, date: f.tanggal!.format('YYYY-MM-DD'), method: f.method, ...(f.account ? { bank_account_id: Number(f.account) } : {}), allocations };
}

/** POST /api/supplier-payments. */
export const postPayment = (body: SupplierPaymentBody) => send(api.POST('/api/supplier-payments', { body }));

/** The WhatsApp text of a kartu hutang: the supplier, the period, the balances and the movements. */
export function statementText(s: SupplierStatement, farm?: string | null): string {
  const lines = [
    `*Kartu Hutang*${farm ? ` ${farm}` : ''}`,
    `Pemasok: ${s.name}`,
    `Periode: ${formatDate(s.from)} – ${formatDate(s.to)}`,
    `Saldo awal: ${centsRupiah(cents(s.opening_balance))}`,
    ...s.rows.map((r) => `- ${formatDate(r.date)} ${r.code ?? `#${r.ref_id}`} ${r.kind === 'pembelian' ? `pembelian ${centsRupiah(cents(r.credit))}` : `pembayaran ${centsRupiah(cents(r.debit))}`}`),
    `*Sisa hutang: ${centsRupiah(cents(s.closing_balance))}*`,
  ];
  return lines.join('\n');
}
