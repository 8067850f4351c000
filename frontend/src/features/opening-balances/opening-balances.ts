/**
 * Saldo Awal (/saldo-awal, issue #20 'Opening balances'): the form of the opening balances, its
 * checks, the live summary (what goes to Saldo Awal Ekuitas) and the body of PUT
 * /api/finance/opening-balances. Money is kept as integer cents (lib/money), never added as floats.
 */
import { api, send, type Schemas } from '../../api/client';
import { centsInputText, centsOf, toCents } from '../../lib/money';
import { parseNumber } from '../../lib/number-input';

export type OpeningBalances = Schemas['OpeningBalancesDto'];
export type OpeningBody = Schemas['OpeningBalancesBodyDto'];
export type FinanceAccount = Schemas['FinanceAccountDto'];

/** Limits of the server (OPENING_LIMITS). */
export const OPENING_LIMITS = { banks: 50, invoices: 500, payables: 500, others: 100 } as const;

export const OPENING_TEXTS = {
  load: 'Gagal memuat saldo awal.',
  save: 'Gagal menyimpan saldo awal.',
  saved: 'Saldo awal diposting.',
  startDate: 'Tanggal mulai wajib diisi.',
  empty: 'Isi minimal satu saldo awal.',
  closed: 'Saldo awal tidak dapat diubah lagi karena periodenya sudah ditutup.',
} as const;

/** An account amount row of the form (Bank or other). */
export interface AccountRow {
  accountId: number | null;
  amount: string;
}

/** An invoice row of the form; `id` for an invoice already posted (kept with its payments). */
export interface InvoiceRow {
  id?: number;
  customerId: number | null;
  invoiceDate: string;
  dueDate: string;
  amount: string;
  /** It received a payment: it cannot be removed (the server refuses it too). */
  hasPayments?: boolean;
}

/** A row of what the farm owed a supplier at the start (Hutang, issue #37); `id` for one already posted (kept with its payments). */
export interface PayableRow {
  id?: number;
  supplierId: number | null;
  invoiceDate: string;
  dueDate: string;
  amount: string;
  /** A supplier payment paid on it: it cannot be removed (the server refuses it too). */
  hasPayments?: boolean;
}

export interface OpeningForm {
  /** YYYY-MM-DD or ''. */
  startDate: string;
  kas: string;
  banks: AccountRow[];
  invoices: InvoiceRow[];
  payables: PayableRow[];
  feedKg: string;
  feedValue: string;
  others: AccountRow[];
}

export const emptyForm = (): OpeningForm => ({ startDate: '', kas: '', banks: [], invoices: [], payables: [], feedKg: '', feedValue: '', others: [] });

/** Text of the number input for a server amount ('2500000.00' → '2.500.000'; 0 → ''). */
const inputOf = (value: string | null | undefined) => {
  const c = centsOf(value) ?? 0;
  return c === 0 ? '' : centsInputText(c);
};

/** The form of what the server has (or an empty one before the first posting). */
export function formOf(d: OpeningBalances): OpeningForm {
  if (!d.posted) return emptyForm();
  return {
    startDate: d.start_date ?? '',
    kas: inputOf(d.kas),
    banks: d.banks.map((b) => ({ accountId: b.account_id, amount: inputOf(b.amount) })),
    invoices: d.invoices.map((i) => ({
      id: i.id,
      customerId: i.customer_id,
      invoiceDate: i.invoice_date,
      dueDate: i.due_date ?? i.invoice_date,
      amount: inputOf(i.amount),
      hasPayments: i.has_payments,
    })),
    payables: d.payables.map((p) => ({ id: p.id, supplierId: p.supplier_id, invoiceDate: p.invoice_date, dueDate: p.due_date, amount: inputOf(p.amount), hasPayments: p.has_payments })),
    feedKg: d.feed ? String(d.feed.qty_kg).replace('.', ',') : '',
    feedValue: inputOf(d.feed?.value),
    others: d.others.map((o) => ({ accountId: o.account_id, amount: inputOf(o.amount) })),
  };
}

/** Kg typed ('1.234,5' → 1234.5; '' → 0); null when invalid. */
export const kgOf = (text: string): number | null => (text.trim() === '' ? 0 : parseNumber(text, 'decimal', 3).value);

/** Totals in cents: assets (debit side), liabilities and other equity (credit side), and Saldo Awal Ekuitas = assets − liabilities. Null when an amount is not valid. */
export interface OpeningSummary {
  assets: number;
  liabilities: number;
  equity: number;
}

/** The live summary of the form; `types` gives the type of each account of the 'other' rows; what is owed to suppliers is a liability. */
export function summaryOf(form: OpeningForm, types: ReadonlyMap<number, string>): OpeningSummary | null {
  const all = [form.kas, ...form.banks.map((b) => b.amount), ...form.invoices.map((i) => i.amount), ...form.payables.map((p) => p.amount), form.feedValue, ...form.others.map((o) => o.amount)].map(toCents);
  if (all.some((c) => c === null || c < 0)) return null;
  const c = (text: string) => toCents(text) ?? 0;
  let assets = c(form.kas) + c(form.feedValue);
  for (const b of form.banks) assets += c(b.amount);
  for (const i of form.invoices) assets += c(i.amount);
  let liabilities = 0;
  for (const p of form.payables) liabilities += c(p.amount);
  for (const o of form.others) {
    if (o.accountId !== null && types.get(o.accountId) === 'asset') assets += c(o.amount);
    else liabilities += c(o.amount);
  }
  return { assets, liabilities, equity: assets - liabilities };
}

/** The day before YYYY-MM-DD (the date of the opening journal). */
export function dayBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

const ddmmyyyy = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** The first problem of the form (the server checks the same and more), or null. */
export function validateOpening(form: OpeningForm): string | null {
  if (!form.startDate) return OPENING_TEXTS.startDate;
  const amounts: Array<[string, string]> = [
    ['Kas', form.kas],
    ...form.banks.map((b, n): [string, string] => [`Bank baris ${n + 1}`, b.amount]),
    ...form.invoices.map((i, n): [string, string] => [`Tagihan baris ${n + 1}`, i.amount]),
    ...form.payables.map((p, n): [string, string] => [`Hutang baris ${n + 1}`, p.amount]),
    ['Nilai stok pakan', form.feedValue],
    ...form.others.map((o, n): [string, string] => [`Aset/kewajiban lain baris ${n + 1}`, o.amount]),
  ];
  for (const [label, text] of amounts) {
    const c = toCents(text);
    if (c === null || c < 0) return `${label}: jumlah tidak valid (angka ≥ 0, maksimal 2 angka desimal).`;
  }
  for (const [rows, label] of [[form.banks, 'Bank'], [form.others, 'Aset/kewajiban lain']] as const) {
    const seen = new Set<number>();
    for (const [n, r] of rows.entries()) {
      if (r.accountId === null) return `${label} baris ${n + 1}: pilih akunnya.`;
      if (seen.has(r.accountId)) return `${label} baris ${n + 1}: akun sudah dipilih di baris lain.`;
      seen.add(r.accountId);
    }
  }
  const last = dayBefore(form.startDate);
  const bill =
    billProblem(form.invoices.map((i) => ({ ...i, partyId: i.customerId })), last, { row: 'Tagihan', party: 'pelanggannya', word: 'tagihan' }) ??
    billProblem(form.payables.map((p) => ({ ...p, partyId: p.supplierId })), last, { row: 'Hutang', party: 'pemasoknya', word: 'hutang' });
  if (bill) return bill;
  const kg = kgOf(form.feedKg);
  if (kg === null || kg < 0) return 'Qty stok pakan tidak valid.';
  const value = toCents(form.feedValue) ?? 0;
  if (kg > 0 && value <= 0) return 'Nilai stok pakan wajib diisi bila qty lebih dari 0.';
  if (kg === 0 && value > 0) return 'Qty stok pakan wajib diisi bila nilainya lebih dari 0.';
  const s = summaryOf(form, new Map());
  if (s && s.assets === 0 && s.liabilities === 0) return OPENING_TEXTS.empty;
  return null;
}

/**
 * The first problem of the open bills of one kind (customers' invoices or suppliers' payables),
 * with the server's rules: a party, a date on or before `last` (the day before the start), a due
 * date not before it, an amount above 0.
 */
function billProblem(rows: Array<{ partyId: number | null; invoiceDate: string; dueDate: string; amount: string }>, last: string, w: { row: string; party: string; word: string }): string | null {
  for (const [n, i] of rows.entries()) {
    const row = `${w.row} baris ${n + 1}`;
    if (i.partyId === null) return `${row}: pilih ${w.party}.`;
    if (!i.invoiceDate) return `${row}: tanggal ${w.word} wajib diisi.`;
    if (i.invoiceDate > last) return `${row}: tanggal ${w.word} harus sebelum tanggal mulai (paling lambat ${ddmmyyyy(last)}).`;
    if (!i.dueDate) return `${row}: jatuh tempo wajib diisi.`;
    if (i.dueDate < i.invoiceDate) return `${row}: jatuh tempo tidak boleh sebelum tanggal ${w.word}.`;
    if ((toCents(i.amount) ?? 0) <= 0) return `${row}: jumlah ${w.word} harus lebih dari 0.`;
  }
  return null;
}

/** Rupiah of cents as the JSON number the server takes (at most 2 decimals): 800000050 → 8000000.5. */
const rupiah = (cents: number) => cents / 100;

/** The body of PUT /api/finance/opening-balances of a valid form. */
export function openingBody(form: OpeningForm): OpeningBody {
  const c = (text: string) => rupiah(toCents(text) ?? 0);
  const kg = kgOf(form.feedKg) ?? 0;
  return {
    start_date: form.startDate,
    kas: c(form.kas),
    banks: form.banks.map((b) => ({ account_id: b.accountId!, amount: c(b.amount) })),
    invoices: form.invoices.map((i) => ({
      ...(i.id ? { id: i.id } : {}),
      customer_id: i.customerId!,
      invoice_date: i.invoiceDate,
      due_date: i.dueDate,
      amount: c(i.amount),
    })),
    payables: form.payables.map((p) => ({
      ...(p.id ? { id: p.id } : {}),
      supplier_id: p.supplierId!,
      invoice_date: p.invoiceDate,
      due_date: p.dueDate,
      amount: c(p.amount),
    })),
    feed: kg > 0 ? { qty_kg: kg, value: c(form.feedValue) } : null,
    others: form.others.map((o) => ({ account_id: o.accountId!, amount: c(o.amount) })),
  };
}

/** PUT /api/finance/opening-balances. */
export const putOpening = (body: OpeningBody) => send(api.PUT('/api/finance/opening-balances', { body }));

/** A refusal because the period is closed (the month-close message 'Periode sampai … sudah ditutup.'). */
export const isClosedMessage = (message: string | null | undefined): boolean => !!message && /sudah ditutup/i.test(message);

/**
 * The accounts each section offers: Bank (the Bank system account and its sub-accounts) and the
 * other rows (active asset, liability and equity accounts outside Kas/Bank, Saldo Awal Ekuitas and
 * the control accounts).
 */
export function accountChoices(accounts: readonly FinanceAccount[]): { banks: FinanceAccount[]; others: FinanceAccount[] } {
  const byId = new Map(accounts.map((a) => [a.id, a]));
  const rootKey = (a: FinanceAccount): string | null => {
    let cur: FinanceAccount | undefined = a;
    for (let depth = 0; cur && depth < 20; depth++) {
      if (cur.system_key === 'kas' || cur.system_key === 'bank' || cur.system_key === 'saldo_awal_ekuitas') return cur.system_key;
      cur = cur.parent_id === null ? undefined : byId.get(cur.parent_id);
    }
    return null;
  };
  const active = accounts.filter((a) => a.is_active);
  return {
    banks: active.filter((a) => rootKey(a) === 'bank'),
    others: active.filter((a) => ['asset', 'liability', 'equity'].includes(a.type) && rootKey(a) === null && !a.controlled),
  };
}
