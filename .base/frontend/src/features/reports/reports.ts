/**
 * Pure logic of the feed and production reports (/laporanpakan,
 * /laporanproduksi; spec part 1 §2.8, §2.9, §3, §9): default range and the CSV
 * files with exactly the columns of §9 (written by lib/csv). Rows come a page at a
 * time; the totals of the whole range come from the server with them.
 */
import dayjs, { type Dayjs } from 'dayjs';
import type { Schemas } from '../../api/client';
import { toCsv } from '../../lib/csv';
import type { SheetColumn } from '../../lib/spreadsheet';

export type FeedReportRow = Schemas['FeedReportRowDto'];
export type ProductionReportRow = Schemas['ProductionReportRowDto'];
export type FeedReportTotals = Schemas['FeedReportTotalsDto'];
export type ProductionReportTotals = Schemas['ProductionReportTotalsDto'];

/** Error text of part 1 §8 'Reports'. */
export const REPORT_ERROR = 'Gagal mengambil data';

/** Value of the location filter meaning every location. */
export const ALL = 'ALL';

/** Default range of the reports: the last 7 days up to today. */
export function defaultReportRange(today: Dayjs = dayjs()): { start: Dayjs; end: Dayjs } {
  return { start: today.subtract(6, 'day'), end: today };
}

/** Columns of the feed report CSV (part 1 §9), in order. */
export const FEED_CSV_COLUMNS = ['tanggal', 'tingkat_id', 'lokasi', 'populasi', 'kematian', 'usia', 'pakan(kg)', 'feed_intake(g/ekor)'] as const;

/** Columns of the production report CSV: the 13 fields of the production report row (part 1 §3, §9). */
export const PRODUCTION_CSV_COLUMNS = [
  'tanggal',
  'bagian_id',
  'lokasi',
  'usia',
  'populasi',
  'kematian',
  'kg_telur',
  'butir_telur',
  'avg_telur_gram',
  'total_pakan',
  'fi',
  'fcr',
  'prod_persen',
] as const;

/** The feed report as CSV (8 columns). */
export function feedReportCsv(rows: FeedReportRow[]): string {
  return toCsv(
    FEED_CSV_COLUMNS,
    rows.map((r) => [r.tanggal, r.tingkat_id, r.lokasi, r.populasi, r.kematian, r.usia, r.pakan, r.feed_intake]),
  );
}

/** The production report as CSV (13 columns). */
export function productionReportCsv(rows: ProductionReportRow[]): string {
  return toCsv(
    PRODUCTION_CSV_COLUMNS,
    rows.map((r) => PRODUCTION_CSV_COLUMNS.map((c) => r[c])),
  );
}

/** File name of a report download, e.g. laporan-pakan_2025-06-01_2025-06-07.csv (or .xlsx). */
export function csvFileName(report: 'pakan' | 'produksi', from: string, to: string, ext: 'csv' | 'xlsx' = 'csv'): string {
  return `laporan-${report}_${from}_${to}.${ext}`;
}

/** The feed report as an Excel sheet: the CSV's columns, numbers as numbers (lib/spreadsheet). */
export const FEED_SHEET: SheetColumn<FeedReportRow>[] = [
  { header: 'Tanggal', value: (r) => r.tanggal, format: 'date', width: 12 },
  { header: 'Tingkat ID', value: (r) => r.tingkat_id, format: 'integer' },
  { header: 'Lokasi', value: (r) => r.lokasi, format: 'text', width: 28 },
  { header: 'Populasi', value: (r) => r.populasi, format: 'integer' },
  { header: 'Kematian', value: (r) => r.kematian, format: 'integer' },
  { header: 'Usia (minggu)', value: (r) => r.usia, format: 'integer' },
  { header: 'Pakan (kg)', value: (r) => r.pakan, format: 'feedKg', width: 12 },
  { header: 'Feed intake (g/ekor)', value: (r) => r.feed_intake, format: 'decimal', width: 20 },
];

/** The production report as an Excel sheet: the 13 columns of the CSV. */
export const PRODUCTION_SHEET: SheetColumn<ProductionReportRow>[] = [
  { header: 'Tanggal', value: (r) => r.tanggal, format: 'date', width: 12 },
  { header: 'Bagian ID', value: (r) => r.bagian_id, format: 'integer' },
  { header: 'Lokasi', value: (r) => r.lokasi, format: 'text', width: 24 },
  { header: 'Usia (minggu)', value: (r) => r.usia, format: 'integer' },
  { header: 'Populasi', value: (r) => r.populasi, format: 'integer' },
  { header: 'Kematian', value: (r) => r.kematian, format: 'integer' },
  { header: 'Telur (kg)', value: (r) => r.kg_telur, format: 'kg', width: 12 },
  { header: 'Telur (butir)', value: (r) => r.butir_telur, format: 'integer', width: 12 },
  { header: 'Rata-rata telur (g)', value: (r) => r.avg_telur_gram, format: 'decimal', width: 18 },
  { header: 'Pakan (kg)', value: (r) => r.total_pakan, format: 'feedKg', width: 12 },
  { header: 'FI (g/ekor)', value: (r) => r.fi, format: 'decimal' },
  { header: 'FCR', value: (r) => r.fcr, format: 'decimal' },
  { header: 'Produksi (%)', value: (r) => r.prod_persen, format: 'decimal', width: 13 },
];
