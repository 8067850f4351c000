/**
 * Excel files (.xlsx) of the app's tables (issue #11): the 'Excel' button beside each CSV button.
 * Numbers are numeric cells (a spreadsheet sums them), dates are date cells, each with a number
 * format: thousands grouped, the decimals of the spec (2 for kg and ratios, 3 for feed kg), rupiah without
 * decimals, dates dd/mm/yyyy. Excel draws the separators of the reader's locale: on an Indonesian
 * computer '1.234,500'. Text is always a text cell: a name such as '=HYPERLINK(…)' is shown as
 * written, never run as a formula (write-excel-file writes a formula only for a cell typed
 * 'Formula', which this module never makes). write-excel-file (with fflate, about 19 KB gzip;
 * docs/adr/0020) is loaded only when a file is made.
 */

/** How a column's values are written. */
/** `kg`: 2 decimals (eggs); `feedKg`: 3 decimals (feed in kg, spec part 1 §9). */
export type SheetFormat = 'text' | 'date' | 'integer' | 'kg' | 'feedKg' | 'decimal' | 'rupiah';

export interface SheetColumn<R> {
  header: string;
  value: (row: R) => string | number | null | undefined;
  format: SheetFormat;
  /** Column width in characters (default from the header, at least 10). */
  width?: number;
}

/** Excel number formats (format codes use ',' for thousands and '.' for decimals; the reader's locale draws them). */
export const SHEET_NUMBER_FORMATS: Record<Exclude<SheetFormat, 'text'>, string> = {
  date: 'dd/mm/yyyy',
  integer: '#,##0',
  kg: '#,##0.00',
  feedKg: '#,##0.000',
  decimal: '#,##0.00',
  rupiah: '"Rp" #,##0',
};

/** 'YYYY-MM-DD' → a Date at midnight UTC (what Excel stores as that calendar day in any time zone). */
function dayOf(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
}

type SheetCell = { value: string; type: StringConstructor } | { value: number; type: NumberConstructor; format: string } | { value: Date; type: DateConstructor; format: string } | null;

/** One cell of a column of `format`: empty, a number or date with its number format, else text. */
function sheetCell(value: string | number | null | undefined, format: SheetFormat): SheetCell {
  if (value === null || value === undefined || value === '') return null;
  const text = { value: String(value), type: String };
  if (format === 'text') return text;
  if (format === 'date') {
    const day = typeof value === 'string' ? dayOf(value) : null;
    return day ? { value: day, type: Date, format: SHEET_NUMBER_FORMATS.date } : text;
  }
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? { value: n, type: Number, format: SHEET_NUMBER_FORMATS[format] } : text;
}

/**
 * The .xlsx file with one sheet named `sheetName` (cut to Excel's 31 characters): a bold, frozen
 * header row and one row per item of `rows`, one column per `columns` entry (see {@link SheetFormat}).
 */
export async function workbookBlob<R>(sheetName: string, columns: SheetColumn<R>[], rows: R[]): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  const header = columns.map((c) => ({ value: c.header, type: String, fontWeight: 'bold' as const }));
  const body = rows.map((row) => columns.map((c) => sheetCell(c.value(row), c.format)));
  return writeXlsxFile([header, ...body], {
    sheet: sheetName.slice(0, 31),
    columns: columns.map((c) => ({ width: c.width ?? Math.max(10, c.header.length + 2) })),
    stickyRowsCount: 1,
  }).toBlob();
}

/** Saves `blob` as a file named `fileName` in the browser. */
export function saveFile(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Builds the .xlsx file of {@link workbookBlob} and saves it as `fileName`. */
export async function downloadXlsx<R>(fileName: string, sheetName: string, columns: SheetColumn<R>[], rows: R[]): Promise<void> {
  saveFile(fileName, await workbookBlob(sheetName, columns, rows));
}
