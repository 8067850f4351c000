/**
 * Neraca and Neraca Saldo (/neraca, issue #20 'Balance sheet and trial balance'): the rows as the
 * screen and the Excel file show them, and every total as the sum of the rows shown, in integer
 * cents (lib/money). The server sends each account with its sub-accounts included; a parent that
 * also has postings of its own gets a 'saldo langsung' row, so that at every level a row equals
 * the sum of the rows under it.
 */
import dayjs, { type Dayjs } from 'dayjs';
import type { Schemas } from '../../api/client';
import { centsOf, centsText } from '../../lib/money';
import type { SheetColumn } from '../../lib/spreadsheet';

export type BalanceSheet = Schemas['BalanceSheetDto'];
export type BalanceSheetRow = Schemas['BalanceSheetRowDto'];
export type TrialBalance = Schemas['TrialBalanceDto'];
export type TrialBalanceRow = Schemas['TrialBalanceRowDto'];

export const NERACA_TEXTS = {
  load: 'Gagal memuat data',
  emptySheet: 'Belum ada transaksi sampai tanggal ini.',
  emptyTrial: 'Belum ada saldo maupun transaksi pada periode ini.',
  emptyHint: 'Neraca terisi dari jurnal: penjualan, pembayaran, pembelian pakan dan jurnal umum.',
  balanced: 'Seimbang',
  unbalanced: 'Tidak seimbang',
} as const;

/** Cents of a decimal string of the server (0 for anything unreadable, which the server never sends). */
export const cents = (decimal: string): number => centsOf(decimal) ?? 0;

/** Σ of the cents of `value` over the rows of depth 0 (each already includes its sub-accounts). */
export function topSum<R extends { depth: number }>(rows: readonly R[], value: (row: R) => number): number {
  return rows.filter((r) => r.depth === 0).reduce((sum, r) => sum + value(r), 0);
}

/** A balance split on its side: positive is a debit balance, negative a credit balance. */
export const debitSide = (c: number): number => (c > 0 ? c : 0);
export const creditSide = (c: number): number => (c < 0 ? -c : 0);

/** A row of the screen: the server's row, or the own postings of a parent ('saldo langsung'). */
export interface ShownRow<R> {
  key: string;
  code: string | null;
  name: string;
  depth: number;
  /** True for a parent's row (its figures include the rows under it). */
  parent: boolean;
  /** The server's row, or for a 'saldo langsung' row its figures computed from the parent and its children. */
  row: R;
}

/**
 * The rows in chart order; after a parent whose figures differ from the sum of its direct
 * children, one 'Saldo langsung <name>' row carrying the difference (the parent's own postings).
 * `fields` names the money fields to compare and to fill in.
 */
export function withOwnRows<R extends { account_id: number | null; code: string | null; name: string; depth: number; parent_id: number | null; has_children: boolean }>(
  rows: readonly R[],
  fields: ReadonlyArray<keyof R & string>,
): ShownRow<R>[] {
  const out: ShownRow<R>[] = [];
  rows.forEach((r, i) => {
    out.push({ key: `${r.account_id ?? r.name}`, code: r.code, name: r.name, depth: r.depth, parent: r.has_children, row: r });
    if (!r.has_children || r.account_id === null) return;
    const children = rows.slice(i + 1).filter((c) => c.parent_id === r.account_id);
    const own: Record<string, string> = {};
    let moved = false;
    for (const f of fields) {
      const rest = cents(String(r[f])) - children.reduce((s, c) => s + cents(String(c[f])), 0);
      own[f] = centsText(rest);
      if (rest !== 0) moved = true;
    }
    if (moved) {
      out.push({
        key: `${r.account_id}-own`,
        code: null,
        name: `Saldo langsung ${r.name}`,
        depth: r.depth + 1,
        parent: false,
        row: { ...r, ...own, has_children: false },
      });
    }
  });
  return out;
}

/** True when the balance sheet or trial balance has nothing to show: every figure is zero. */
export function sheetIsEmpty(data: BalanceSheet): boolean {
  return [...data.assets, ...data.liabilities, ...data.equity].every((r) => cents(r.amount) === 0);
}
export function trialIsEmpty(data: TrialBalance): boolean {
  return data.rows.every((r) => cents(r.opening) === 0 && cents(r.debit) === 0 && cents(r.credit) === 0);
}

/** The totals of the Neraca as the sums of the rows shown (cents). */
export function sheetTotals(data: BalanceSheet) {
  const amount = (r: BalanceSheetRow) => cents(r.amount);
  const assets = topSum(data.assets, amount);
  const liabilities = topSum(data.liabilities, amount);
  const equity = topSum(data.equity, amount);
  return { assets, liabilities, equity, liabilitiesAndEquity: liabilities + equity };
}

/** The column totals of the Neraca Saldo as the sums of the rows shown (cents). */
export function trialTotals(data: TrialBalance) {
  const rows = data.rows;
  return {
    openingDebit: topSum(rows, (r) => debitSide(cents(r.opening))),
    openingCredit: topSum(rows, (r) => creditSide(cents(r.opening))),
    debit: topSum(rows, (r) => cents(r.debit)),
    credit: topSum(rows, (r) => cents(r.credit)),
    closingDebit: topSum(rows, (r) => debitSide(cents(r.closing))),
    closingCredit: topSum(rows, (r) => creditSide(cents(r.closing))),
  };
}

/** Default day of the Neraca: today. */
export const defaultDate = (today: Dayjs = dayjs()): Dayjs => today.startOf('day');
/** Default period of the Neraca Saldo: 1 January of this year … today. */
export function defaultPeriod(today: Dayjs = dayjs()): { start: Dayjs; end: Dayjs } {
  return { start: today.startOf('year'), end: today.startOf('day') };
}

/** Rupiah of cents for a spreadsheet cell (a number; one division, never a sum of floats). */
const rupiahCell = (c: number): number => c / 100;

/** One line of the Neraca's Excel sheet. */
export interface SheetLine {
  section: string;
  depth: number | null;
  code: string | null;
  name: string;
  amount: number;
}

/** The Neraca as Excel lines: each section's rows (with 'saldo langsung' rows) and its total, then Liabilitas + Ekuitas. */
export function sheetLines(data: BalanceSheet): SheetLine[] {
  const totals = sheetTotals(data);
  const lines: SheetLine[] = [];
  const section = (label: string, rows: BalanceSheetRow[], total: number) => {
    for (const r of withOwnRows(rows, ['amount'])) lines.push({ section: label, depth: r.depth, code: r.code, name: r.name, amount: cents(r.row.amount) });
    lines.push({ section: label, depth: null, code: null, name: `Total ${label}`, amount: total });
  };
  section('Aset', data.assets, totals.assets);
  section('Liabilitas', data.liabilities, totals.liabilities);
  section('Ekuitas', data.equity, totals.equity);
  lines.push({ section: 'Liabilitas + Ekuitas', depth: null, code: null, name: 'Total Liabilitas + Ekuitas', amount: totals.liabilitiesAndEquity });
  return lines;
}

export const SHEET_COLUMNS: SheetColumn<SheetLine>[] = [
  { header: 'Bagian', value: (l) => l.section, format: 'text', width: 22 },
  { header: 'Tingkat', value: (l) => l.depth, format: 'integer' },
  { header: 'Kode', value: (l) => l.code, format: 'text' },
  { header: 'Nama Akun', value: (l) => `${'  '.repeat(l.depth ?? 0)}${l.name}`, format: 'text', width: 36 },
  { header: 'Jumlah', value: (l) => rupiahCell(l.amount), format: 'rupiah', width: 20 },
];

/** One line of the Neraca Saldo's Excel sheet (cents). */
export interface TrialLine {
  depth: number | null;
  code: string | null;
  name: string;
  openingDebit: number;
  openingCredit: number;
  debit: number;
  credit: number;
  closingDebit: number;
  closingCredit: number;
}

/** The Neraca Saldo as Excel lines: the rows (with 'saldo langsung' rows), then the totals. */
export function trialLines(data: TrialBalance): TrialLine[] {
  const lines: TrialLine[] = withOwnRows(data.rows, ['opening', 'debit', 'credit', 'closing']).map((r) => ({
    depth: r.depth,
    code: r.code,
    name: r.name,
    openingDebit: debitSide(cents(r.row.opening)),
    openingCredit: creditSide(cents(r.row.opening)),
    debit: cents(r.row.debit),
    credit: cents(r.row.credit),
    closingDebit: debitSide(cents(r.row.closing)),
    closingCredit: creditSide(cents(r.row.closing)),
  }));
  lines.push({ depth: null, code: null, name: 'Total', ...trialTotals(data) });
  return lines;
}

export const TRIAL_COLUMNS: SheetColumn<TrialLine>[] = [
  { header: 'Tingkat', value: (l) => l.depth, format: 'integer' },
  { header: 'Kode', value: (l) => l.code, format: 'text' },
  { header: 'Nama Akun', value: (l) => `${'  '.repeat(l.depth ?? 0)}${l.name}`, format: 'text', width: 36 },
  { header: 'Saldo Awal Debit', value: (l) => rupiahCell(l.openingDebit), format: 'rupiah', width: 20 },
  { header: 'Saldo Awal Kredit', value: (l) => rupiahCell(l.openingCredit), format: 'rupiah', width: 20 },
  { header: 'Mutasi Debit', value: (l) => rupiahCell(l.debit), format: 'rupiah', width: 20 },
  { header: 'Mutasi Kredit', value: (l) => rupiahCell(l.credit), format: 'rupiah', width: 20 },
  { header: 'Saldo Akhir Debit', value: (l) => rupiahCell(l.closingDebit), format: 'rupiah', width: 20 },
  { header: 'Saldo Akhir Kredit', value: (l) => rupiahCell(l.closingCredit), format: 'rupiah', width: 20 },
];
