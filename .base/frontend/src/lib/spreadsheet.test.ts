import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { SHEET_NUMBER_FORMATS, workbookBlob, type SheetColumn } from './spreadsheet';

// exceljs is a devDependency: it only reads back what write-excel-file wrote.

interface Row {
  tanggal: string;
  lokasi: string;
  populasi: number;
  pakan: number;
  fcr: number | null;
  harga: number;
}

const columns: SheetColumn<Row>[] = [
  { header: 'Tanggal', value: (r) => r.tanggal, format: 'date' },
  { header: 'Lokasi', value: (r) => r.lokasi, format: 'text' },
  { header: 'Populasi', value: (r) => r.populasi, format: 'integer' },
  { header: 'Pakan (kg)', value: (r) => r.pakan, format: 'feedKg' },
  { header: 'FCR', value: (r) => r.fcr, format: 'decimal' },
  { header: 'Harga', value: (r) => r.harga, format: 'rupiah' },
];

async function readBack(blob: Blob): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await blob.arrayBuffer());
  return book;
}

describe('workbookBlob', () => {
  it('shows egg kg with 2 decimals and feed kg with 3 (spec part 1 §9), keeping the value as stored', async () => {
    const cols: SheetColumn<{ telur: number; pakan: number }>[] = [
      { header: 'Telur (kg)', value: (r) => r.telur, format: 'kg' },
      { header: 'Pakan (kg)', value: (r) => r.pakan, format: 'feedKg' },
    ];
    const r2 = (await readBack(await workbookBlob('Laporan Produksi', cols, [{ telur: 52.125, pakan: 82.125 }]))).getWorksheet('Laporan Produksi')!.getRow(2);
    expect([r2.getCell(1).value, r2.getCell(1).numFmt]).toEqual([52.125, '#,##0.00']);
    expect([r2.getCell(2).value, r2.getCell(2).numFmt]).toEqual([82.125, '#,##0.000']);
  });

  it('writes numbers as numeric cells with Indonesian-style formats and dates as dates; exceljs reads them back', async () => {
    const blob = await workbookBlob('Laporan Pakan', columns, [
      { tanggal: '2025-06-01', lokasi: 'Jalur 1 / Kanan / T1', populasi: 1234, pakan: 82.125, fcr: 2.0456, harga: 39_500_000 },
      { tanggal: '2025-06-02', lokasi: 'Jalur 1 / Kanan / T2', populasi: 0, pakan: 0, fcr: null, harga: 7900 },
    ]);
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = await readBack(blob);
    const sheet = book.getWorksheet('Laporan Pakan')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Tanggal', 'Lokasi', 'Populasi', 'Pakan (kg)', 'FCR', 'Harga']);
    const r2 = sheet.getRow(2);
    expect(r2.getCell(1).type).toBe(ExcelJS.ValueType.Date);
    expect((r2.getCell(1).value as Date).toISOString()).toBe('2025-06-01T00:00:00.000Z');
    expect(r2.getCell(1).numFmt).toBe('dd/mm/yyyy');
    expect(r2.getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect(r2.getCell(3).type).toBe(ExcelJS.ValueType.Number);
    expect(r2.getCell(3).value).toBe(1234);
    expect(r2.getCell(3).numFmt).toBe(SHEET_NUMBER_FORMATS.integer);
    expect(r2.getCell(4).value).toBe(82.125);
    expect(r2.getCell(4).numFmt).toBe('#,##0.000');
    expect(r2.getCell(5).value).toBe(2.0456);
    expect(r2.getCell(5).numFmt).toBe('#,##0.00');
    expect(r2.getCell(6).value).toBe(39_500_000);
    expect(r2.getCell(6).numFmt).toBe('"Rp" #,##0');
    // A missing ratio (division by zero) is an empty cell, not 0 or text.
    expect(sheet.getRow(3).getCell(5).type).toBe(ExcelJS.ValueType.Null);
    expect(sheet.rowCount).toBe(3);
    // The header is bold and stays in view when scrolling.
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(2).width).toBe(10);
  });

  it('writes text that looks like a formula as text, never as a formula; a negative number stays a number', async () => {
    const cols: SheetColumn<{ nama: string; saldo: number }>[] = [
      { header: 'Nama', value: (r) => r.nama, format: 'text', width: 30 },
      { header: 'Saldo', value: (r) => r.saldo, format: 'rupiah' },
    ];
    const book = await readBack(await workbookBlob('Pelanggan', cols, [
      { nama: '=HYPERLINK("http://example.invalid","klik")', saldo: -1500 },
      { nama: '@SUM(A1)', saldo: 2500 },
    ]));
    const sheet = book.getWorksheet('Pelanggan')!;
    const a2 = sheet.getRow(2).getCell(1);
    expect(a2.type).toBe(ExcelJS.ValueType.String);
    expect(a2.formula).toBeUndefined();
    expect(a2.value).toBe('=HYPERLINK("http://example.invalid","klik")');
    expect(sheet.getRow(3).getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getRow(3).getCell(1).value).toBe('@SUM(A1)');
    expect(sheet.getRow(2).getCell(2).type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getRow(2).getCell(2).value).toBe(-1500);
    expect(sheet.getColumn(1).width).toBe(30);
  });

  it('cuts the sheet name to the 31 characters Excel allows', async () => {
    const book = await readBack(await workbookBlob('Transaksi Reseller Januari sampai Desember', columns, []));
    expect(book.worksheets.map((w) => w.name)).toEqual(['Transaksi Reseller Januari samp']);
  });
});
