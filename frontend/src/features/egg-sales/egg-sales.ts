/**
 * Penjualan Telur (/penjualantelur, spec part 2 §2, §3 'Egg sale', 'Availability', 'Receipt', §4
 * 'Sale payment status', §5 'Egg sale', 'New customer', 'Receipt', §7, §8, §9): the sale form and
 * its body, the quantity cap, the receipt/refund form and its body, the customer order and the
 * nota text. Money is added in integer cents (lib/money), kg in hundredths: never floats.
 */
import dayjs, { type Dayjs } from 'dayjs';
import { api, send, type Schemas } from '../../api/client';
import { formatDate, formatNumber } from '../../lib/format';
import { centsInputText, centsOf, centsRupiah } from '../../lib/money';
import { formatNumberText, parseNumber } from '../../lib/number-input';
import { paymentMethodLabel } from '../../lib/payment';
import type { ReceiptMode } from '../../data/receipt';
import { at, type FormProblem } from '../../lib/form-problem';

/** Terima Pembayaran (receipt or refund): one logic for every sale screen, in data/receipt. */
export { RECEIPT_TEXTS, outstandingAfter, postReceipt, receiptBody, receiptFormOf, validateReceipt, type ReceiptForm, type ReceiptMode, type ReceiptSale } from '../../data/receipt';

export type SaleRow = Schemas['SaleRowDto'];
export type SaleDetail = Schemas['SaleDetailDto'];
export type SaleTotals = Schemas['SaleTotalsDto'];
export type Availability = Schemas['AvailabilityDto'];
export type Customer = Schemas['CustomerDto'];
export type SaleBody = Schemas['SaleCreateDto'];
export type SaleUpdateBody = Schemas['SaleUpdateDto'];
export type SaleReturn = Schemas['SaleReturnDto'];
export type Returnable = Schemas['ReturnableDto'];
export type SaleReturnBody = Schemas['SaleReturnCreateDto'];

export const GRADES = ['A', 'B', 'C'] as const;
export type Grade = (typeof GRADES)[number];
export type SaleMethod = SaleBody['payment_method'];

/** Texts of part 2 §5 and §8 (Egg sales) and of this screen. */
export const SALE_TEXTS = {
  customer: 'Pelanggan wajib diisi.',
  method: 'Silakan pilih metode bayar.',
  methodEdit: 'Pilih metode bayar.',
  qty: 'Isi minimal satu Qty.',
  price: 'Isi harga per kg untuk setiap grade yang ada Qty-nya.',
  date: 'Tanggal penjualan wajib diisi.',
  availability: 'Gagal memuat ketersediaan',
  list: 'Gagal memuat transaksi',
  save: 'Gagal menyimpan penjualan.',
  update: 'Gagal memperbarui.',
  remove: 'Gagal menghapus.',
  detail: 'Gagal mengambil data penjualan',
  journal: 'Gagal memuat detail jurnal',
  customerDetail: 'Gagal memuat detail customer',
  receipt: 'Gagal menyimpan penerimaan.',
  saved: 'Penjualan tersimpan.',
  updated: 'Penjualan diperbarui.',
  removed: 'Transaksi dihapus.',
  paid: 'Pembayaran tersimpan.',
  refunded: 'Refund tersimpan.',
  customerAdded: 'Pelanggan ditambahkan.',
  empty: 'Tidak ada data.',
} as const;

/** Status labels of part 2 §4 'Sale payment status'. */
export const STATUS_LABELS: Record<string, string> = { belum: 'Belum', sebagian: 'Sebagian', lunas: 'Lunas' };

/** Payment status shown: as sent; 'belum' for a piutang sale that has none (part 2 §4). */
export function paymentStatus(row: Pick<SaleRow, 'payment_status' | 'payment_method'>): string {
  if (row.payment_status) return row.payment_status;
  return row.payment_method === 'piutang' ? 'belum' : '-';
}

// ---------------------------------------------------------------------------------------------
// kg and the cap

/** Kg as hundredths (the 2 decimals of part 2 §9): 12.345 → 1235 is never asked, 12.34 → 1234. */
export const hundredths = (kg: number): number => Math.round(kg * 100);

/** kg typed in the sale table ('1.234,5'), null when empty or invalid. */
export const qtyOf = (text: string): number | null => parseNumber(text, 'decimal', 2).value;

/** kg in the text of the quantity field: 40.4 → '40,4'. */
export const qtyText = (kg: number): string => formatNumberText(kg, 'decimal', 2);

/**
 * The quantity text after the field is left (part 2 §5): capped at the available kg when it asks
 * for more; unchanged otherwise (also when it is empty or invalid, for the field to explain).
 */
export function capQty(text: string, availKg: number | null | undefined): string {
  const qty = qtyOf(text);
  if (qty === null || availKg === null || availKg === undefined) return text;
  const cap = Math.max(0, hundredths(availKg));
  return hundredths(qty) > cap ? qtyText(cap / 100) : text;
}

/** Price per kg typed (whole rupiah, digits only), null when empty or invalid. */
export const priceOf = (text: string): number | null => parseNumber(text, 'integer', 0).value;

// ---------------------------------------------------------------------------------------------
// The sale form

/** The texts of one grade's row of the entry table. */
export interface LineForm {
  qty: string;
  price: string;
}

export type LinesForm = Record<Grade, LineForm>;

/** The sale form as typed (part 2 §2: date, customer, payment method, the entry table). */
export interface SaleForm {
  date: Dayjs | null;
  customerId: number | null;
  method: SaleMethod | '';
  dueDate: Dayjs | null;
  notes: string;
  lines: LinesForm;
}

/** Rows of the entry table with nothing typed. */
export const emptyLines = (): LinesForm => ({ A: { qty: '', price: '' }, B: { qty: '', price: '' }, C: { qty: '', price: '' } });

/** A new sale dated `today`: no customer, no method (the person chooses it, part 2 §5). */
export const emptySaleForm = (today: Dayjs = dayjs()): SaleForm => ({ date: today, customerId: null, method: '', dueDate: null, notes: '', lines: emptyLines() });

/** True when the entry table holds something typed (the unsaved-entries guard). */
export const linesTouched = (lines: LinesForm): boolean => GRADES.some((g) => lines[g].qty.trim() !== '' || lines[g].price.trim() !== '');

/** Subtotal of a row in cents: hundredths of a kg × rupiah per kg (the server's formula), null when incomplete. */
export function lineCents(line: LineForm): number | null {
  const qty = qtyOf(line.qty);
  const price = priceOf(line.price);
  if (qty === null || price === null) return null;
  return hundredths(qty) * price;
}

/** Totals of the entry table: kg in hundredths and rupiah in cents, of the complete rows. */
export function linesTotal(lines: LinesForm): { hundredths: number; cents: number } {
  let kg = 0;
  let cents = 0;
  for (const g of GRADES) {
    const qty = qtyOf(lines[g].qty);
    if (qty !== null) kg += hundredths(qty);
    cents += lineCents(lines[g]) ?? 0;
  }
  return { hundredths: kg, cents };
}

/** A problem of the entry table: its message and the cell it is about (none for 'Isi minimal satu Qty.'). */
export interface LinesProblem {
  message: string;
  at?: { grade: Grade; part: keyof LineForm };
}

/**
 * First problem of the lines with the messages of part 2 §5 and the cell at fault, or null: a
 * readable quantity with at most 2 decimals, at least one grade above 0, a whole price per kg on
 * every such grade, and (when the available kg are known) no grade beyond them.
 */
export function linesProblem(lines: LinesForm, avail?: Partial<Record<Grade, number>>): LinesProblem | null {
  let any = false;
  for (const g of GRADES) {
    const { qty, price } = lines[g];
    const typed = parseNumber(qty, 'decimal', 2);
    if (qty.trim() !== '' && typed.error) return { message: `Qty ${g}: ${typed.error}`, at: { grade: g, part: 'qty' } };
    const kg = qtyOf(qty) ?? 0;
    if (kg <= 0) continue;
    any = true;
    const p = priceOf(price);
    if (p === null || p < 1) return { message: `Grade ${g}: ${SALE_TEXTS.price}`, at: { grade: g, part: 'price' } };
    const max = avail?.[g];
    if (max !== undefined && hundredths(kg) > hundredths(max)) return { message: `Qty grade ${g} melebihi stok tersedia (${formatNumber(max, 2)} kg).`, at: { grade: g, part: 'qty' } };
  }
  return any ? null : { message: SALE_TEXTS.qty };
}

/** The message of {@link linesProblem}, or null. */
export const validateLines = (lines: LinesForm, avail?: Partial<Record<Grade, number>>): string | null => linesProblem(lines, avail)?.message ?? null;

/** Messages under the cells of the entry table, per grade (GradeLines `errors`). */
export type LinesErrors = Partial<Record<Grade, Partial<Record<keyof LineForm, string>>>>;

/** First problem of a new sale (part 2 §5 'Egg sale', in the spec's order), or null. */
export function validateSale(f: SaleForm, avail?: Partial<Record<Grade, number>>): string | null {
  if (!f.date || !f.date.isValid()) return SALE_TEXTS.date;
  if (!f.customerId) return SALE_TEXTS.customer;
  if (!f.method) return SALE_TEXTS.method;
  return validateLines(f.lines, avail);
}

/** The lines of the body: only grades with kg above 0 (part 2 §5). */
export function saleLines(lines: LinesForm): SaleBody['lines'] {
  return GRADES.flatMap((grade) => {
    const qty = qtyOf(lines[grade].qty) ?? 0;
    return qty > 0 ? [{ grade, qty_kg: hundredths(qty) / 100, unit_price: priceOf(lines[grade].price) ?? 0 }] : [];
  });
}

/** Body of POST /api/egg-sales (part 2 §7) of a valid form: due_date only for piutang, else null. */
export function saleBody(f: SaleForm): SaleBody {
  const method = f.method as SaleMethod;
  return {
    sale_date: f.date!.format('YYYY-MM-DD'),
    customer_id: f.customerId!,
    payment_method: method,
    due_date: method === 'piutang' && f.dueDate?.isValid() ? f.dueDate.format('YYYY-MM-DD') : null,
    notes: f.notes.trim() || null,
    lines: saleLines(f.lines),
  };
}

/** Posts a sale; answers the sale recorded (with its nota number). */
export const postSale = (body: SaleBody): Promise<SaleDetail> => send(api.POST('/api/egg-sales', { body }));

// ---------------------------------------------------------------------------------------------
// Edit sale

/** The edit form of a recorded sale (the same rules, 'Pilih metode bayar.'). */
export interface EditForm {
  date: Dayjs | null;
  customerId: number | null;
  method: SaleMethod | '';
  notes: string;
  lines: LinesForm;
}

/** The edit form filled from a sale's detail. */
export function editFormOf(d: SaleDetail): EditForm {
  const lines = emptyLines();
  for (const l of d.lines) lines[l.grade] = { qty: qtyText(l.qty_kg), price: centsInputText(centsOf(l.unit_price) ?? 0) };
  const h = d.header;
  return { date: dayjs(h.sale_date), customerId: h.customer_id, method: h.payment_method, notes: h.notes ?? '', lines };
}

/** First problem of an edit at its field (a grade's kg or price for the lines; 'Isi minimal satu Qty.' for the whole form), or null. */
export function validateEdit(f: EditForm, avail?: Partial<Record<Grade, number>>): FormProblem<EditForm> {
  if (!f.date || !f.date.isValid()) return at('date', SALE_TEXTS.date);
  if (!f.customerId) return at('customerId', SALE_TEXTS.customer);
  if (!f.method) return at('method', SALE_TEXTS.methodEdit);
  const problem = linesProblem(f.lines, avail);
  if (!problem) return null;
  return problem.at ? at(`lines.${problem.at.grade}.${problem.at.part}`, problem.message) : problem.message;
}

/** Form fields of the edit's body fields with another name (a refused `sale_date` shows under Tanggal). */
export const EDIT_SERVER_FIELDS = { sale_date: 'date', customer_id: 'customerId', payment_method: 'method' } as const;

/** Body of PUT /api/egg-sales/{id}: the fields without a due date (part 2 §7; the server keeps it). */
export function editBody(f: EditForm): SaleUpdateBody {
  return {
    sale_date: f.date!.format('YYYY-MM-DD'),
    customer_id: f.customerId!,
    payment_method: f.method as SaleMethod,
    notes: f.notes.trim() || null,
    lines: saleLines(f.lines),
  };
}

/** The kg of each grade this sale holds (what becomes available again while it is edited). */
export function ownKg(d: SaleDetail | undefined): Record<Grade, number> {
  const own: Record<Grade, number> = { A: 0, B: 0, C: 0 };
  for (const l of d?.lines ?? []) own[l.grade] += hundredths(l.qty_kg);
  return { A: own.A / 100, B: own.B / 100, C: own.C / 100 };
}

// ---------------------------------------------------------------------------------------------
// Customers

/** The sale picker's order (part 2 §9): resellers first, then by name (Indonesian collation). */
export function sortCustomers(list: readonly Customer[]): Customer[] {
  const rank = (c: Customer) => (isReseller(c) ? 0 : 1);
  return [...list].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name, 'id', { sensitivity: 'base' }));
}

/** A customer linked to a user whose role here is reseller. */
export const isReseller = (c: Pick<Customer, 'user_id' | 'user_role'>): boolean => !!c.user_id && (c.user_role ?? 'reseller') === 'reseller';

/** Only the active customers (part 2 §4: only they appear in the sale picker). */
export const activeCustomers = (list: readonly Customer[]): Customer[] => sortCustomers(list.filter((c) => c.status === 'active'));

/** The WhatsApp chat link of a phone stored with the 62 prefix (part 2 §9), null without a phone: `lib/phone`. */
export { waLink } from '../../lib/phone';

// ---------------------------------------------------------------------------------------------
// Terima Pembayaran (receipt or refund)

/**
 * The money action a sale offers (part 2 §4, issue #20): Terima when outstanding > 0, Refund only
 * when there is a credit (outstanding < 0 and money was paid); none for cash/transfer or a sale
 * that owes nothing and has no credit (it offers Retur instead, {@link saleActionOf}).
 */
export function receiptModeOf(sale: Pick<SaleRow, 'payment_method' | 'amount_outstanding' | 'amount_paid'>): ReceiptMode | null {
  if (sale.payment_method !== 'piutang') return null;
  const outstanding = centsOf(sale.amount_outstanding) ?? 0;
  if (outstanding > 0) return 'receive';
  return outstanding < 0 && (centsOf(sale.amount_paid) ?? 0) > 0 ? 'refund' : null;
}

/** The button of a row: a receipt mode, or Retur where Refund used to be offered on a paid sale that owes nothing. */
export type SaleAction = ReceiptMode | 'return';

/**
 * The action button of a history row: Terima (owes), Refund (a credit), Retur on a paid piutang sale
 * that owes nothing and has no credit (eggs come back first, then a credit can be refunded); none
 * otherwise (every sale also has Retur in its menu).
 */
export function saleActionOf(sale: Pick<SaleRow, 'payment_method' | 'amount_outstanding' | 'amount_paid'>): SaleAction | null {
  const mode = receiptModeOf(sale);
  if (mode) return mode;
  return sale.payment_method === 'piutang' && (centsOf(sale.amount_outstanding) ?? 0) === 0 && (centsOf(sale.amount_paid) ?? 0) > 0 ? 'return' : null;
}


// ---------------------------------------------------------------------------------------------
// Retur (eggs taken back on their own day)

/** Texts of the return dialog. */
export const RETURN_TEXTS = {
  date: 'Tanggal retur wajib diisi.',
  beforeSale: 'Tanggal retur tidak boleh sebelum tanggal penjualan',
  future: 'Tanggal tidak boleh melewati hari ini.',
  qty: 'Isi minimal satu Qty retur.',
  reason: 'Alasan retur wajib diisi.',
  save: 'Gagal menyimpan retur.',
  saved: 'Retur tersimpan.',
  note: 'Telur yang diretur (pecah/ditolak) tidak kembali ke stok yang bisa dijual.',
} as const;

/** The return form as typed: the day, kg per grade, the reason. */
export interface ReturnForm {
  date: Dayjs | null;
  qty: Record<Grade, string>;
  reason: string;
}

/** An empty return form dated today. */
export const returnFormOf = (today: Dayjs = dayjs()): ReturnForm => ({ date: today, qty: { A: '', B: '', C: '' }, reason: '' });

/**
 * Amount of a return as typed, in cents: Σ round(kg × price, 2) per grade (the server's rule), kg
 * in hundredths × the line's price in cents / 100 (a whole-rupiah price: exact). Unreadable kg count 0.
 */
export function returnAmount(returnable: readonly Returnable[], f: ReturnForm): number {
  return returnable.reduce((sum, r) => {
    const kg = qtyOf(f.qty[r.grade]) ?? 0;
    return sum + Math.round((hundredths(kg) * (centsOf(r.unit_price) ?? 0)) / 100);
  }, 0);
}

/**
 * First problem of a return form at its field, or null: the date (not before the sale, not after
 * today), kg per grade up to what is left, a reason; 'Isi minimal satu Qty retur.' for the whole form.
 */
export function validateReturn(saleDate: string, returnable: readonly Returnable[], f: ReturnForm, today: Dayjs = dayjs()): FormProblem<ReturnForm> {
  if (!f.date || !f.date.isValid()) return at('date', RETURN_TEXTS.date);
  const day = f.date.format('YYYY-MM-DD');
  if (day < saleDate) return at('date', `${RETURN_TEXTS.beforeSale} (${formatDate(saleDate)}).`);
  if (day > today.format('YYYY-MM-DD')) return at('date', RETURN_TEXTS.future);
  let any = false;
  for (const r of returnable) {
    const text = f.qty[r.grade].trim();
    if (!text) continue;
    const kg = qtyOf(text);
    if (kg === null || kg < 0) return at(`qty.${r.grade}`, `Qty retur grade ${r.grade} harus angka kg dengan paling banyak 2 angka di belakang koma.`);
    if (hundredths(kg) > hundredths(r.returnable_kg)) return at(`qty.${r.grade}`, `Retur grade ${r.grade} paling banyak ${formatNumber(r.returnable_kg, 2)} kg.`);
    if (kg > 0) any = true;
  }
  if (!any) return RETURN_TEXTS.qty;
  if (!f.reason.trim()) return at('reason', RETURN_TEXTS.reason);
  return null;
}

/** Form fields of the return's body fields with another name (a refused `return_date` shows under Tanggal retur). */
export const RETURN_SERVER_FIELDS = { return_date: 'date' } as const;

/** Body of POST /api/egg-sales/{id}/returns of a valid form. */
export function returnBody(returnable: readonly Returnable[], f: ReturnForm): SaleReturnBody {
  return {
    return_date: f.date!.format('YYYY-MM-DD'),
    reason: f.reason.trim(),
    lines: returnable.map((r) => ({ grade: r.grade, qty_kg: qtyOf(f.qty[r.grade]) ?? 0 })).filter((l) => l.qty_kg > 0),
  };
}

/** Posts a return on a sale. */
export const postReturn = ({ saleId, body }: { saleId: number; body: SaleReturnBody }) =>
  send(api.POST('/api/egg-sales/{id}/returns', { params: { path: { id: saleId } }, body }));

/** True for the server's answer to a change in a closed period ('Periode sampai dd/mm/yyyy sudah ditutup.'): the screen offers a return instead. */
export const isClosedPeriod = (message: string | null | undefined): boolean => !!message && /^Periode sampai .+ sudah ditutup\.$/.test(message.trim());

// ---------------------------------------------------------------------------------------------
// History

/** Default history range: 13 days back to today (part 2 §9, as the reseller list). */
export function defaultHistoryRange(today: Dayjs = dayjs()): { start: Dayjs; end: Dayjs } {
  return { start: today.subtract(13, 'day'), end: today };
}

/** Payment filter choices of the history ('' = all). */
export const PAYMENT_FILTERS: readonly { value: '' | SaleMethod; label: string }[] = [
  { value: '', label: 'Semua metode' },
  { value: 'cash', label: paymentMethodLabel('cash') },
  { value: 'transfer', label: paymentMethodLabel('transfer') },
  { value: 'piutang', label: paymentMethodLabel('piutang') },
];

// ---------------------------------------------------------------------------------------------
// Nota

/** Kg on a nota: '25,5 kg'. */
const kgText = (kg: number) => `${formatNumber(kg, 2)} kg`;

/**
 * The nota as plain text for WhatsApp (what Indonesian egg buyers expect): farm, nota number,
 * date, customer, one line per grade (kg × price = subtotal), total, paid, outstanding, due date.
 */
export function notaText(d: SaleDetail): string {
  const h = d.header;
  const out: string[] = [`*${h.farm_name}*`, `Nota: ${h.finance_code ?? `#${h.sale_id}`}`, `Tanggal: ${formatDate(h.sale_date)}`, `Pelanggan: ${h.customer}`, ''];
  for (const l of d.lines) out.push(`Telur ${l.grade}: ${kgText(l.qty_kg)} x ${centsRupiah(centsOf(l.unit_price) ?? 0)} = ${centsRupiah(centsOf(l.amount) ?? 0)}`);
  out.push('', `Total: ${centsRupiah(centsOf(h.total_amount) ?? 0)}`, `Metode: ${paymentMethodLabel(h.payment_method)}`);
  if ((centsOf(h.amount_returned) ?? 0) !== 0) out.push(`Retur: ${centsRupiah(centsOf(h.amount_returned) ?? 0)}`);
  if (h.payment_method === 'piutang') {
    out.push(`Dibayar: ${centsRupiah(centsOf(h.amount_paid) ?? 0)}`, `Sisa: ${centsRupiah(centsOf(h.amount_outstanding) ?? 0)}`);
    if (h.due_date) out.push(`Jatuh tempo: ${formatDate(h.due_date)}`);
  }
  out.push('', 'Terima kasih.');
  return out.join('\n');
}
