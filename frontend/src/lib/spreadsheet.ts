/**
 * Excel files (.xlsx) of the app's tables (issue #11): the 'Excel' button beside each CSV button.
 * Numbers are numeric cells (a spreadsheet sums them), dates are date cells, each with a number
 * format: thousands grouped, the decimals of the spec (3 for kg, 2 for ratios), rupiah without
 * decimals, dates dd/mm/yyyy. Excel draws the separators of the reader's locale: on an Indonesian
 * computer '1.234,500'. exceljs (about 250 KB gzip) is loaded only when a file is made.
 */

/** How a column's values are written. */
export type SheetFormat = 'text' | 'date' | 'integer' | 'kg' | 'decimal' | 'rupiah';

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
  kg: '#,##0.000',
  decimal: '#,##0.00',
  rupiah: '"Rp" #,##0',
};

/** 'YYYY-MM-DD' → a Date at midnight UTC (what Excel stores as that calendar day in any time zone). */
function dayOf(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
}

function cellValue(value: string | number | null | undefined, format: SheetFormat): string | number | Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (format === 'text') return String(value);
  if (format === 'date') return typeof value === 'string' ? (dayOf(value) ?? value) : value;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : String(value);
}

/** The bytes of an .xlsx file with one sheet: a bold, frozen header row and one row per item. */
export async function workbookBytes<R>(sheetName: string, columns: SheetColumn<R>[], rows: R[]): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.creator = 'Kandang Petelur Modern';
  const sheet = book.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({
    header: c.header,
    key: `c${i}`,
    width: c.width ?? Math.max(10, c.header.length + 2),
    style: c.format === 'text' ? {} : { numFmt: SHEET_NUMBER_FORMATS[c.format] },
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((c) => cellValue(c.value(row), c.format)));
  return book.xlsx.writeBuffer() as Promise<ArrayBuffer>;
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

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Builds and saves an .xlsx file. */
export async function downloadXlsx<R>(fileName: string, sheetName: string, columns: SheetColumn<R>[], rows: R[]): Promise<void> {
  const bytes = await workbookBytes(sheetName, columns, rows);
  saveFile(fileName, new Blob([bytes], { type: XLSX_TYPE }));
}
