/**
 * CSV files of the app's tables (RFC 4180, UTF-8 with a BOM, CRLF line ends). Every CSV the app
 * writes goes through {@link csvCell}, which also keeps a spreadsheet program from running a cell
 * as a formula (CSV injection, OWASP): a text cell that starts with '=', '+', '-', '@', a tab or a
 * carriage return gets a leading apostrophe, so a customer named '=HYPERLINK(…)' opens as that text.
 * Whether a cell is a number is decided by the value's type, not its text: the number -1500 is
 * written as -1500 (a spreadsheet sums it), the text '-1500' as '-1500.
 */
import { saveFile } from './spreadsheet';

/** A CSV cell: text, a number (written as a number, dot decimal), or nothing (null/undefined: empty). */
export type CsvValue = string | number | null | undefined;

/** First characters that make a spreadsheet program read a text cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field: a finite number as written by JavaScript (-1500, 61.11), null/undefined/NaN as
 * empty, text prefixed with "'" when it starts with a formula character, then quoted (quotes
 * doubled) when it holds a comma, a quote or a line break.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV text: the header row and one row per entry of `rows`, each line ended by CRLF. */
export function toCsv(header: readonly string[], rows: CsvValue[][]): string {
  return [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Saves `text` as the CSV file `fileName` (UTF-8 with a BOM so spreadsheet programs read it as UTF-8). */
export function downloadCsv(fileName: string, text: string): void {
  saveFile(fileName, new Blob(['\ufeff', text], { type: 'text/csv;charset=utf-8' }));
}
