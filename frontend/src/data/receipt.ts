/**
 * Terima Pembayaran (spec part 2 §2, §5 'Receipt', §7): the form of a receipt or refund of one
 * sale, its check with the messages of §5, its body for POST /api/ar-receipts and the
 * outstanding it leaves — one logic for the egg sales and the reseller sales screens
 * (their dialogs: `components/ReceiptFormDialog.tsx`).
 */
import dayjs, { type Dayjs } from 'dayjs';
import { api, send, type Schemas } from '../api/client';
import { centsInputText, centsOf, centsRupiah, centsText, toCents } from '../lib/money';
import { at, type FormProblem } from '../lib/form-problem';

type SaleRow = Schemas['SaleRowDto'];
export type ReceiptBody = Schemas['ReceiptCreateDto'];

/** Texts of part 2 §5 'Receipt'. */
export const RECEIPT_TEXTS = {
  save: 'Gagal menyimpan penerimaan.',
  refundDiscount: 'Refund tidak boleh digabung dengan diskon. Kosongkan Diskon.',
  refundTooMuch: 'Nilai refund melebihi total yang sudah dibayar.',
  noCredit: 'Tidak ada kelebihan bayar untuk direfund.',
  nothing: 'Isi nilai pembayaran atau diskon.',
  tooMuch: 'Nilai melebihi sisa nota.',
  noCustomer: 'Nota ini tidak terkait customer.',
  refundNothing: 'Isi nilai refund.',
  date: 'Tanggal pembayaran wajib diisi.',
  fee: 'Biaya admin bank melebihi nilai pembayaran.',
  invalid: 'Nilai harus angka rupiah (contoh 150.000 atau 150.000,50).',
} as const;

/** Receive money (outstanding above 0) or pay back a credit (outstanding below 0: paid above the total after returns). */
export type ReceiptMode = 'receive' | 'refund';

/** The sale a receipt is for: its row (or header) fields the form needs. */
export type ReceiptSale = Pick<SaleRow, 'sale_id' | 'sale_date' | 'finance_code' | 'customer_id' | 'customer' | 'payment_method' | 'amount_outstanding' | 'amount_paid'>;

/** The Terima Pembayaran form as typed (part 2 §2). */
export interface ReceiptForm {
  date: Dayjs | null;
  method: 'cash' | 'transfer';
  amount: string;
  discount: string;
  fee: string;
  memo: string;
}

/**
 * The form opened on a sale: today, cash, the outstanding balance as the amount (a refund: the
 * overpaid part, at most what was paid) and a settlement note naming the nota (part 2 §2).
 */
export function receiptFormOf(sale: Pick<ReceiptSale, 'sale_id' | 'finance_code' | 'amount_outstanding'> & Partial<Pick<ReceiptSale, 'customer' | 'amount_paid'>>, mode: ReceiptMode, today: Dayjs = dayjs()): ReceiptForm {
  const outstanding = centsOf(sale.amount_outstanding) ?? 0;
  const paid = centsOf(sale.amount_paid) ?? 0;
  const amount = mode === 'receive' ? outstanding : Math.min(Math.max(-outstanding, 0), paid);
  const nota = sale.finance_code ?? `#${sale.sale_id}`;
  return {
    date: today,
    method: 'cash',
    amount: amount > 0 ? centsInputText(amount) : '',
    discount: '',
    fee: '',
    memo: mode === 'receive' ? `Pelunasan nota ${nota} (${sale.customer})` : `Refund nota ${nota} (${sale.customer})`,
  };
}

/** What the check needs of the sale (`amount_paid` only for a refund). */
export type ReceiptCheckSale = Pick<ReceiptSale, 'customer_id' | 'amount_outstanding'> & Partial<Pick<ReceiptSale, 'amount_paid'>>;

/** Cents of a typed amount, negatives clamped to 0 (part 2 §5); null when unreadable. */
const amountCents = (text: string): number | null => {
  const negative = text.trim().startsWith('-');
  const c = toCents(text.trim().replace(/^-/, ''));
  return c === null ? null : negative ? 0 : c;
};

/**
 * First problem of a receipt or refund with the messages of part 2 §5 'Receipt', at the field it
 * is about (a sale without a customer or a credit: for the whole form), or null.
 * Amounts are compared in cents: 'not above the outstanding plus 0.005' is 'not above the
 * outstanding' for whole cents.
 */
export function receiptProblem(sale: ReceiptCheckSale, mode: ReceiptMode, f: ReceiptForm): FormProblem<ReceiptForm> {
  if (!sale.customer_id) return RECEIPT_TEXTS.noCustomer;
  if (!f.date || !f.date.isValid()) return at('date', RECEIPT_TEXTS.date);
  const amount = amountCents(f.amount);
  const discount = amountCents(f.discount);
  const fee = amountCents(f.fee);
  if (amount === null) return at('amount', RECEIPT_TEXTS.invalid);
  if (discount === null) return at('discount', RECEIPT_TEXTS.invalid);
  if (fee === null) return at('fee', RECEIPT_TEXTS.invalid);
  const paid = centsOf(sale.amount_paid) ?? 0;
  if (mode === 'refund') {
    if (discount > 0) return at('discount', RECEIPT_TEXTS.refundDiscount);
    if (amount > paid) return at('amount', RECEIPT_TEXTS.refundTooMuch);
    const credit = -(centsOf(sale.amount_outstanding) ?? 0);
    if (credit <= 0) return RECEIPT_TEXTS.noCredit;
    if (amount > credit) return at('amount', `Nilai refund melebihi kelebihan bayar nota ini (${centsRupiah(credit)}).`);
    if (amount <= 0) return at('amount', RECEIPT_TEXTS.refundNothing);
    return null;
  }
  if (amount + discount <= 0) return at('amount', RECEIPT_TEXTS.nothing);
  if (amount + discount > (centsOf(sale.amount_outstanding) ?? 0)) return at('amount', RECEIPT_TEXTS.tooMuch);
  if (fee > amount) return at('fee', RECEIPT_TEXTS.fee);
  return null;
}

/** {@link receiptProblem} as its message only (null when the receipt is fine). */
export function validateReceipt(sale: ReceiptCheckSale, mode: ReceiptMode, f: ReceiptForm): string | null {
  const problem = receiptProblem(sale, mode, f);
  return problem === null || typeof problem === 'string' ? problem : problem.message;
}

/** Body of POST /api/ar-receipts of a valid form: one allocation, the sale's customer (part 2 §7). */
export function receiptBody(sale: Pick<ReceiptSale, 'sale_id' | 'customer_id'>, mode: ReceiptMode, f: ReceiptForm): ReceiptBody {
  const amount = centsText(amountCents(f.amount) ?? 0);
  const discount = mode === 'refund' ? '0.00' : centsText(amountCents(f.discount) ?? 0);
  return {
    receipt_date: f.date!.format('YYYY-MM-DD'),
    customer_id: sale.customer_id,
    method: f.method,
    memo: f.memo.trim() || null,
    bank_fee: centsText(amountCents(f.fee) ?? 0),
    discount_total: discount,
    is_refund: mode === 'refund',
    allocations: [{ sale_id: sale.sale_id, amount_applied: amount, discount_applied: discount }],
  };
}

/** What the sale's outstanding becomes after the receipt as typed, in cents (null while unreadable). */
export function outstandingAfter(sale: Pick<ReceiptSale, 'amount_outstanding'>, mode: ReceiptMode, f: ReceiptForm): number | null {
  const amount = amountCents(f.amount);
  const discount = amountCents(f.discount);
  if (amount === null || discount === null) return null;
  const outstanding = centsOf(sale.amount_outstanding) ?? 0;
  return mode === 'refund' ? outstanding + amount : outstanding - amount - discount;
}

/** Posts a receipt or refund. */
export const postReceipt = (body: ReceiptBody) => send(api.POST('/api/ar-receipts', { body }));
