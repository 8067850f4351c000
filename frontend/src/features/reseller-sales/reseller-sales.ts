/**
 * Rules and requests of Transaksi Reseller (spec part 2 'Transaksi Reseller', 'Terima Pembayaran
 * modal', §4 'Sale payment status', §5 'Receipt', §6 reseller, §7 'Reseller sales', §8, §9).
 * Money stays exact: the server's decimal strings are compared and sent as whole cents, never as
 * floating-point sums.
 */
import dayjs, { type Dayjs } from 'dayjs';
import { api, send, type Schemas } from '../../api/client';
import { centsOf } from '../../lib/money';
import { receiptFormOf, type ReceiptForm } from '../../data/receipt';
import { paymentMethodLabel } from '../../lib/payment';

export type SaleRow = Schemas['SaleRowDto'];
export type SaleTotals = Schemas['SaleTotalsDto'];
export type SaleDetail = Schemas['SaleDetailDto'];
export type FilterCustomer = Schemas['CustomerDto'];
export type Payment = 'all' | 'cash' | 'transfer' | 'piutang';

export const RESELLER_TEXT = {
  load: 'Gagal memuat data',
  detail: 'Gagal memuat detail',
  journal: 'Gagal memuat detail jurnal',
  customer: 'Gagal memuat detail customer',
  remove: 'Gagal menghapus.',
  removed: 'Transaksi dihapus.',
  receive: 'Gagal menyimpan penerimaan.',
  received: 'Pembayaran tersimpan.',
  paid: 'Nota sudah lunas.',
  noCustomer: 'Nota ini tidak terkait customer.',
  nothing: 'Isi nilai pembayaran atau diskon.',
  tooMuch: 'Nilai melebihi sisa nota.',
  method: 'Pilih metode bayar.',
  date: 'Tanggal wajib diisi',
  empty: 'Tidak ada data.',
} as const;

/** The filter of the list: from 13 days back to today (§9), every customer and payment method. */
export interface SaleFilter {
  from: Dayjs | null;
  to: Dayjs | null;
  /** '' for every (reseller) customer. */
  customerId: string;
  payment: Payment;
}

/** The default filter (Reset): today − 13 days … today, all customers, all methods. */
export const defaultFilter = (today: Dayjs = dayjs()): SaleFilter => ({ from: today.subtract(13, 'day'), to: today, customerId: '', payment: 'all' });

export type SaleQuery = { from?: string; to?: string; customer_id?: number; payment?: Payment };

/** Query of the list and its totals; a reseller never sends a customer (the server limits them to their own). */
export function saleQuery(f: SaleFilter, isReseller: boolean): SaleQuery {
  const day = (d: Dayjs | null) => (d?.isValid() ? d.format('YYYY-MM-DD') : undefined);
  const q: SaleQuery = { from: day(f.from), to: day(f.to) };
  if (!isReseller && f.customerId) q.customer_id = Number(f.customerId);
  if (f.payment !== 'all') q.payment = f.payment;
  return q;
}

/** Choice label of a customer in the filter: the caller's own account is marked '(akun ini)'. */
export const customerOptionLabel = (c: Pick<FilterCustomer, 'name' | 'is_me'>): string => (c.is_me ? `${c.name} (akun ini)` : c.name);

const STATUS_LABELS: Record<SaleRow['payment_status'], string> = { belum: 'Belum', sebagian: 'Sebagian', lunas: 'Lunas' };

/** Status of a row (§4): the payment status of a piutang sale ('belum' when absent), '-' for cash and transfer. */
export function statusLabel(row: Pick<SaleRow, 'payment_method' | 'payment_status'>): string {
  if (row.payment_method !== 'piutang') return '-';
  return STATUS_LABELS[row.payment_status ?? 'belum'] ?? row.payment_status;
}

/** Payment method as people read it (Tunai, Transfer, Piutang). */
export const methodLabel = (row: Pick<SaleRow, 'payment_method'>): string => paymentMethodLabel(row.payment_method);

/** Admin's Terima button (§2, §4): a piutang sale with a customer and an outstanding above 0. */
export const canReceive = (row: Pick<SaleRow, 'payment_method' | 'customer_id' | 'amount_outstanding'>): boolean =>
  row.payment_method === 'piutang' && !!row.customer_id && (centsOf(row.amount_outstanding) ?? 0) > 0;

/** The Terima Pembayaran modal: the one receipt logic of data/receipt (amounts as typed, Indonesian form). */
export type { ReceiptForm } from '../../data/receipt';

/** The modal's defaults (§2): today, cash, the outstanding as the amount, a settlement note for the nota. */
export const receiptForm = (row: Pick<SaleRow, 'sale_id' | 'amount_outstanding' | 'finance_code'>, today: Dayjs = dayjs()): ReceiptForm => ({
  ...receiptFormOf(row, 'receive', today),
  memo: `Pelunasan nota ${row.finance_code ?? ''}`.trim(),
});

/** On this screen a sale that owes nothing cannot receive (§4: 'Nota sudah lunas.'); null otherwise. */
export const paidProblem = (row: Pick<SaleRow, 'customer_id' | 'amount_outstanding'>): string | null =>
  row.customer_id && (centsOf(row.amount_outstanding) ?? 0) <= 0 ? RESELLER_TEXT.paid : null;

/** DELETE /api/egg-sales/{id} (the server posts the reversal). */
export const deleteSale = (row: Pick<SaleRow, 'sale_id'>) => send(api.DELETE('/api/egg-sales/{id}', { params: { path: { id: row.sale_id } } }));
