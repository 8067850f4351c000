/**
 * Transaksi Keuangan (/transaksikeuangan, spec part 2 §3 Journal, §5
 * 'General journal' and 'Quick expense', §7 Finance, §8, §9): ranges, the
 * class filter, amounts in integer cents, the two forms and their bodies.
 *
 * Money of the books (totals, cards) is shown from the server's decimal
 * strings; only the live balance of the form is added up here, in integer
 * cents (never floats).
 */
import dayjs, { type Dayjs } from 'dayjs';
import { api, send, type Schemas } from '../../api/client';
import { centsText, toCents } from '../../lib/money';
import { at, type FormProblem } from '../../lib/form-problem';

export type Account = Schemas['FinanceAccountDto'];
export type JournalHeader = Schemas['JournalHeaderDto'];
export type JournalDetail = Schemas['JournalDetailDto'];
export type JournalBody = Schemas['JournalCreateDto'];
export type Summary = Schemas['SummaryDto'];
export type SummaryClass = Schemas['SummaryClassDto'];

/** Texts of part 2 §5 and §8 (Finance). */
export const FINANCE_TEXTS = {
  save: 'Gagal menyimpan',
  unbalanced: 'Jurnal belum seimbang / baris belum valid',
  nominal: 'Nominal belum diisi',
  noAccounts: 'Akun biaya (6-xxx) atau Kas belum ditemukan.',
  date: 'Tanggal wajib diisi',
  list: 'Gagal memuat data',
  detail: 'Gagal memuat detail jurnal',
  accounts: 'Gagal memuat daftar akun',
} as const;

/** Balance tolerance of part 2 §9 (0.005 rupiah): in cents, totals must be equal. */
export const TOLERANCE_CENTS = 0;

/** The class filter (first digit of the account code); 4 Pendapatan and 6 Beban (part 2 §2 names them Income and Expense; issue #23: Indonesian words). */
export const CLASS_FILTERS: readonly { value: number | null; label: string }[] = [
  { value: null, label: 'Semua' },
  { value: 1, label: '1 Aset' },
  { value: 2, label: '2 Kewajiban' },
  { value: 3, label: '3 Modal' },
  { value: 4, label: '4 Pendapatan' },
  { value: 5, label: '5 HPP' },
  { value: 6, label: '6 Beban' },
];

/** Where a journal came from (source_type), for the list and the detail. */
export const SOURCE_LABELS: Record<string, string> = {
  manual: 'Manual',
  feed_buy: 'Pembelian pakan',
  feed_sell: 'Penjualan pakan',
  feed_adjust: 'Penyesuaian pakan',
  feed_usage: 'Pemakaian pakan',
  egg_sale: 'Penjualan telur',
  ar_receipt: 'Penerimaan piutang',
  egg_recap: 'Rekap penjualan telur',
  egg_sale_return: 'Retur penjualan telur',
  opening: 'Saldo awal',
  feed_mix: 'Pencampuran ransum',
  asset_buy: 'Pembelian aset tetap',
  asset_depreciation: 'Penyusutan aset tetap',
  asset_disposal: 'Pelepasan aset tetap',
  payroll: 'Gaji ABK',
  payroll_payment: 'Pembayaran hutang gaji',
};
export const sourceLabel = (source: string): string => SOURCE_LABELS[source] ?? source.replace(/_/g, ' ');

export interface Range {
  start: Dayjs;
  end: Dayjs;
}

/** The calendar month `monthsAgo` months before today's: 0 = this month (the default, part 2 §9). */
export function monthRange(monthsAgo = 0, today: Dayjs = dayjs()): Range {
  const month = today.startOf('month').subtract(monthsAgo, 'month');
  return { start: month, end: month.endOf('month').startOf('day') };
}

/** Shortcuts of the journal range (part 2 §2). */
export const RANGE_SHORTCUTS: readonly { label: string; monthsAgo: number }[] = [
  { label: '2 bulan lalu', monthsAgo: 2 },
  { label: '1 bulan lalu', monthsAgo: 1 },
  { label: 'Bulan ini', monthsAgo: 0 },
];

// ---------------------------------------------------------------------------------------------
// Amounts

// toCents, centsText and centsRupiah live in lib/money (shared with the egg sales).
export { centsRupiah, centsText, toCents } from '../../lib/money';

// ---------------------------------------------------------------------------------------------
// Accounts of the pickers

export const accountLabel = (a: { code: string; name: string }): string => `${a.code} · ${a.name}`;

/** Expense accounts of the quick expense: active, code 6-. */
export const expenseAccounts = (accounts: readonly Account[]): Account[] => accounts.filter((a) => a.is_active && a.code.startsWith('6-'));

/** Cash accounts of the quick expense: Kas (system key kas, code 1-100 or a name starting 'kas') and Bank, Kas first. */
export function cashAccounts(accounts: readonly Account[]): Account[] {
  const isKas = (a: Account) => a.system_key === 'kas' || a.code === '1-100' || /^kas/i.test(a.name.trim());
  const isBank = (a: Account) => a.system_key === 'bank' || /^bank/i.test(a.name.trim());
  const active = accounts.filter((a) => a.is_active && a.code.startsWith('1-'));
  return [...active.filter(isKas), ...active.filter((a) => !isKas(a) && isBank(a))];
}

/**
 * Accounts of a general journal line: active, without the control accounts (`controlled`: Piutang
 * Usaha, Persediaan Pakan, Penjualan Telur and their sub-accounts, posted by their documents only;
 * the server answers 422 naming the screen to use).
 */
export const lineAccounts = (accounts: readonly Account[]): Account[] => accounts.filter((a) => a.is_active && !a.controlled);

/** Said above the lines of a general journal: why the control accounts are not offered. */
export const CONTROL_NOTE =
  'Piutang Usaha, Persediaan Pakan dan Penjualan Telur (dan sub-akunnya) tidak tersedia di sini: diisi dari Penjualan Telur, Terima Pembayaran dan Transaksi Pakan.';

// ---------------------------------------------------------------------------------------------
// Quick expense (tab Pengeluaran Cepat)

export interface QuickForm {
  amount: string;
  expenseId: number | '';
  cashId: number | '';
  date: Dayjs | null;
  memo: string;
}

export const emptyQuickForm = (accounts: readonly Account[] = [], today: Dayjs = dayjs()): QuickForm => ({
  amount: '',
  expenseId: expenseAccounts(accounts)[0]?.id ?? '',
  cashId: cashAccounts(accounts)[0]?.id ?? '',
  date: today,
  memo: '',
});

/**
 * First problem of a quick expense with the messages of part 2 §5, or null: the nominal and the
 * date at their field; no expense or cash account to pick is about the whole form.
 */
export function validateQuick(f: QuickForm): FormProblem<QuickForm> {
  const cents = toCents(f.amount);
  if (!f.amount.trim() || cents === null || cents <= 0) return at<QuickForm>('amount', FINANCE_TEXTS.nominal);
  if (f.expenseId === '' || f.cashId === '') return FINANCE_TEXTS.noAccounts;
  if (!f.date?.isValid()) return at<QuickForm>('date', FINANCE_TEXTS.date);
  return null;
}

/** The quick expense with the first expense account and the Kas account where the user has not picked one. */
export function withDefaultAccounts(f: QuickForm, accounts: readonly Account[]): QuickForm {
  const defaults = emptyQuickForm(accounts);
  return { ...f, expenseId: f.expenseId === '' ? defaults.expenseId : f.expenseId, cashId: f.cashId === '' ? defaults.cashId : f.cashId };
}

/** Body fields of a quick expense whose form field has another name (its two lines are the expense, then the cash account). */
export const QUICK_SERVER_FIELDS = {
  trx_date: 'date',
  'lines.0.account_id': 'expenseId',
  'lines.1.account_id': 'cashId',
  'lines.0.debit': 'amount',
  'lines.1.credit': 'amount',
} as const;

/** Body of a valid quick expense: debit the expense account, credit the cash account. */
export function quickBody(f: QuickForm): JournalBody {
  const amount = centsText(toCents(f.amount)!);
  return {
    trx_date: f.date!.format('YYYY-MM-DD'),
    memo: f.memo.trim() || null,
    lines: [
      { account_id: Number(f.expenseId), debit: amount, credit: '0' },
      { account_id: Number(f.cashId), debit: '0', credit: amount },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// General journal (tab Umum)

export interface JournalLineForm {
  key: number;
  accountId: number | '';
  debit: string;
  credit: string;
  note: string;
}

export interface GeneralForm {
  date: Dayjs | null;
  memo: string;
  party: string;
  lines: JournalLineForm[];
}

let nextKey = 1;
export const emptyLine = (): JournalLineForm => ({ key: nextKey++, accountId: '', debit: '', credit: '', note: '' });
export const emptyGeneralForm = (today: Dayjs = dayjs()): GeneralForm => ({ date: today, memo: '', party: '', lines: [emptyLine(), emptyLine()] });

/** Minimum number of lines the form keeps (part 2 §5). */
export const MIN_LINES = 2;

/** A typed debit clears the credit of the line, and the reverse (part 2 §5). */
export function setLineAmount(line: JournalLineForm, side: 'debit' | 'credit', text: string): JournalLineForm {
  const other = side === 'debit' ? 'credit' : 'debit';
  return { ...line, [side]: text, [other]: text.trim() === '' ? line[other] : '' };
}

/** Removes a line unless only {@link MIN_LINES} are left. */
export const removeLine = (lines: JournalLineForm[], key: number): JournalLineForm[] =>
  lines.length <= MIN_LINES ? lines : lines.filter((l) => l.key !== key);

export interface Balance {
  /** Σ debit and Σ credit of the valid amounts, in cents. */
  debit: number;
  credit: number;
  /** debit − credit in cents. */
  difference: number;
  balanced: boolean;
  /** Every line has valid amounts, at least two lines carry one, each with an account and one side only. */
  linesValid: boolean;
}

/** Live balance of the lines in integer cents. */
export function journalBalance(lines: readonly JournalLineForm[]): Balance {
  let debit = 0;
  let credit = 0;
  let withAmount = 0;
  let linesValid = true;
  for (const l of lines) {
    const d = toCents(l.debit);
    const c = toCents(l.credit);
    if (d === null || c === null) {
      linesValid = false;
      continue;
    }
    debit += d;
    credit += c;
    if (d > 0 || c > 0) {
      withAmount += 1;
      if ((d > 0 && c > 0) || l.accountId === '') linesValid = false;
    }
  }
  if (withAmount < 2) linesValid = false;
  const difference = debit - credit;
  return { debit, credit, difference, balanced: Math.abs(difference) <= TOLERANCE_CENTS, linesValid };
}

/** First problem of a general journal (part 2 §5), or null: the date at its field, the balance about the whole journal. */
export function validateGeneral(f: GeneralForm): FormProblem<GeneralForm> {
  if (!f.date?.isValid()) return at<GeneralForm>('date', FINANCE_TEXTS.date);
  const b = journalBalance(f.lines);
  return b.linesValid && b.balanced ? null : FINANCE_TEXTS.unbalanced;
}

/** Body of a valid general journal: the lines with an amount. */
export function generalBody(f: GeneralForm): JournalBody {
  const lines = f.lines
    .map((l) => ({ l, d: toCents(l.debit) ?? 0, c: toCents(l.credit) ?? 0 }))
    .filter(({ d, c }) => d > 0 || c > 0)
    .map(({ l, d, c }) => ({ account_id: Number(l.accountId), debit: centsText(d), credit: centsText(c), note: l.note.trim() || null }));
  return { trx_date: f.date!.format('YYYY-MM-DD'), memo: f.memo.trim() || null, party: f.party.trim() || null, lines };
}

// ---------------------------------------------------------------------------------------------
// Calls

export const postJournal = (body: JournalBody): Promise<JournalDetail> => send(api.POST('/api/finance/journals', { body }));

export const reverseJournal = (id: number): Promise<JournalDetail> =>
  send(api.POST('/api/finance/journals/{id}/reverse', { params: { path: { id } }, body: {} }));

/** Whether a journal can be reversed from the screen: a manual original not yet reversed. */
export const canReverse = (h: JournalHeader): boolean => h.source_type === 'manual' && h.kind !== 'reversal' && !h.reversed;

/** A month the Tutup Buku card offers: its last day (YYYY-MM-DD) and its name ('Oktober 2026'). */
export interface ClosableMonth {
  end: string;
  label: string;
}

const MONTH_NAMES = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];

/**
 * Months whose books can be closed on `today`, newest first: those that have ended (the last day
 * on or before today) and end after the current lock date; at most 24.
 */
export function closableMonths(today: Dayjs, lockDate: string | null, count = 24): ClosableMonth[] {
  const out: ClosableMonth[] = [];
  for (let i = 0; i < count; i++) {
    const m = today.subtract(i, 'month');
    const end = m.endOf('month');
    if (end.isAfter(today, 'day')) continue;
    const text = end.format('YYYY-MM-DD');
    if (lockDate && text <= lockDate) break;
    out.push({ end: text, label: `${MONTH_NAMES[m.month()]} ${m.year()}` });
  }
  return out;
}
