/**
 * Pure logic of Ekonomi Pakan (/insight/ekonomi, issue #24 'Feed economics'): the labels of the
 * periods, the default range, and the rows of the CSV and Excel files, per period and per bagian.
 */
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/id';
import type { Schemas } from '../../api/client';
import { ECONOMICS_DEFAULT_DAYS } from './preload';
import { toCsv } from '../../lib/csv';
import { formatDate, formatRupiah } from '../../lib/format';
import type { SheetColumn } from '../../lib/spreadsheet';

export type Economics = Schemas['EconomicsDto'];
export type EconomicsRow = Schemas['EconomicsRowDto'];
export type EconomicsGroup = Economics['group'];
export type EconomicsBagian = Schemas['EconomicsBagianDto'];
export type EconomicsBagianRow = Schemas['EconomicsBagianRowDto'];
/** What the page shows: the farm per period, or the range per bagian. */
export type EconomicsView = EconomicsGroup | 'bagian' | 'barang';

/** The choices of the 'Kelompokkan' select. */
export const GROUP_LABELS: Record<EconomicsView, string> = { day: 'Harian', week: 'Mingguan', month: 'Bulanan', bagian: 'Per bagian', barang: 'Per barang pakan' };

/** Texts of the screen. */
export const ECONOMICS_TEXTS = {
  loadError: 'Gagal mengambil data ekonomi pakan',
  empty: 'Belum ada pakan, telur atau penjualan pada rentang ini.',
  emptyBagian: 'Belum ada ayam, pakan atau telur per bagian pada rentang ini.',
  /** Why the bagian view has no revenue, and how its figures are made. */
  bagianNote:
    'Penjualan telur tercatat untuk seluruh farm, jadi tidak dibagi per bagian. Biaya pakan harian (Beban Pakan) dibagi ke bagian menurut kg pakan hari itu; nilai telur = kg per grade × harga rata-rata per kg grade itu pada rentang ini; IOFC perkiraan = nilai telur − biaya pakan.',
  unallocated: 'Tidak teralokasi (hari tanpa pemakaian pakan)',
  maxDays: 366,
} as const;

/** The default range: the last 30 days up to today (the server's default too). */
export function defaultEconomicsRange(today: Dayjs = dayjs()): { start: Dayjs; end: Dayjs } {
  return { start: today.subtract(ECONOMICS_DEFAULT_DAYS - 1, 'day'), end: today };
}

const d = (day: string) => dayjs(day, 'YYYY-MM-DD');

/**
 * The range's figures in one sentence, shown above the chart as soon as the data has arrived (before
 * the table and the chart, issue #36): '09/11/2026–08/12/2026: IOFC Rp 750.000 (Rp 750 per ekor).
 * Penjualan telur bersih Rp 1.750.000, telur belum terjual Rp 400.000, biaya pakan Rp 1.400.000
 * (Rp 12.727,27 per kg telur).' The ratios are left out when the server has none (no birds, no eggs).
 */
export function economicsSummary(data: Pick<Economics, 'start' | 'end' | 'totals'>): string {
  const t = data.totals;
  const perBird = t.iofc_per_bird === null ? '' : ` (${formatRupiah(t.iofc_per_bird)} per ekor)`;
  const perKg = t.feed_cost_per_kg_egg === null ? '' : ` (${formatRupiah(t.feed_cost_per_kg_egg)} per kg telur)`;
  return (
    `${formatDate(data.start)}–${formatDate(data.end)}: IOFC ${formatRupiah(t.iofc)}${perBird}. ` +
    `Penjualan telur bersih ${formatRupiah(t.egg_revenue)}, telur belum terjual ${formatRupiah(t.egg_value_unsold)}, biaya pakan ${formatRupiah(t.feed_cost)}${perKg}.`
  );
}

/**
 * The period as the table shows it: a day '05/01/2025'; a week by the days it covers in the range
 * '30/12/2024–05/01/2025' (Monday–Sunday, cut to the range); a month 'Januari 2025'.
 */
export function periodLabel(row: Pick<EconomicsRow, 'period' | 'start' | 'end'>, group: EconomicsGroup): string {
  if (group === 'day') return d(row.start).format('DD/MM/YYYY');
  if (group === 'month') return d(row.start).locale('id').format('MMMM YYYY');
  return `${d(row.start).format('DD/MM/YYYY')}–${d(row.end).format('DD/MM/YYYY')}`;
}

/** A decimal string of the API as a number for a file's numeric cell (written, never added). */
const cell = (v: string | null) => (v === null ? null : Number(v));

/** The columns of both files, in the table's order. */
const FILE_COLUMNS: Array<{ header: string; format: SheetColumn<EconomicsRow>['format']; value: (r: EconomicsRow) => string | number | null }> = [
  { header: 'Biaya pakan (Rp)', format: 'rupiah', value: (r) => cell(r.feed_cost) },
  { header: 'Pakan (kg)', format: 'feedKg', value: (r) => r.feed_kg },
  { header: 'Telur (kg)', format: 'kg', value: (r) => r.egg_kg },
  { header: 'Biaya pakan per kg telur (Rp)', format: 'decimal', value: (r) => cell(r.feed_cost_per_kg_egg) },
  { header: 'Penjualan telur bersih (Rp)', format: 'rupiah', value: (r) => cell(r.egg_revenue) },
  { header: 'Nilai telur belum terjual (Rp)', format: 'rupiah', value: (r) => cell(r.egg_value_unsold) },
  { header: 'IOFC (Rp)', format: 'rupiah', value: (r) => cell(r.iofc) },
  { header: 'IOFC per ekor (Rp)', format: 'decimal', value: (r) => cell(r.iofc_per_bird) },
  { header: 'Populasi rata-rata (ekor)', format: 'decimal', value: (r) => r.avg_population },
];

/** The Excel sheet: the period, its first and last day, then the figures as numeric cells. */
export function economicsSheet(group: EconomicsGroup): SheetColumn<EconomicsRow>[] {
  return [
    { header: 'Periode', format: 'text', value: (r) => periodLabel(r, group), width: 24 },
    { header: 'Dari', format: 'date', value: (r) => r.start },
    { header: 'Sampai', format: 'date', value: (r) => r.end },
    ...FILE_COLUMNS.map((c) => ({ ...c, width: c.header.length + 2 })),
  ];
}

/** The CSV text: the same columns as the sheet, numbers as numbers (lib/csv, formula-safe). */
export function economicsCsv(data: Economics): string {
  const header = ['Periode', 'Dari', 'Sampai', ...FILE_COLUMNS.map((c) => c.header)];
  const rows = data.rows.map((r) => [periodLabel(r, data.group), r.start, r.end, ...FILE_COLUMNS.map((c) => c.value(r))]);
  const totals = ['Total', data.start, data.end, ...FILE_COLUMNS.map((c) => c.value({ ...data.totals, period: '', start: data.start, end: data.end }))];
  return toCsv(header, [...rows, totals]);
}

/** File name of both exports: ekonomi-pakan_<group>_<start>_<end>.<ext>. */
export const economicsFileName = (data: Pick<Economics, 'group' | 'start' | 'end'>, ext: 'csv' | 'xlsx') => `ekonomi-pakan_${data.group}_${data.start}_${data.end}.${ext}`;

/** True when the range has nothing to show (no feed, eggs or sales in any period). */
export function isEmptyEconomics(data: Economics): boolean {
  const t = data.totals;
  return t.feed_cost === '0.00' && t.egg_revenue === '0.00' && t.egg_kg === 0 && t.feed_kg === 0;
}

/** The name of a bagian row: 'Kanan · Jalur 1 · Plant 1 · Farm', or the unallocated feed cost. */
export function bagianLabel(r: Pick<EconomicsBagianRow, 'bagian' | 'jalur' | 'plant' | 'lokasi'>): string {
  return r.bagian === null ? ECONOMICS_TEXTS.unallocated : [r.bagian, r.jalur, r.plant, r.lokasi].filter((v) => v !== null).join(' · ');
}

/** A row of the per-bagian files: a bagian, the unallocated feed cost, or the totals. */
type BagianFileRow = EconomicsBagianRow & { label: string };

/** The columns of both per-bagian files, in the table's order. */
const BAGIAN_COLUMNS: SheetColumn<BagianFileRow>[] = [
  { header: 'Bagian', format: 'text', value: (r) => r.label, width: 40 },
  { header: 'Biaya pakan (Rp)', format: 'rupiah', value: (r) => cell(r.feed_cost) },
  { header: 'Pakan (kg)', format: 'feedKg', value: (r) => r.feed_kg },
  { header: 'Telur (kg)', format: 'kg', value: (r) => r.egg_kg },
  { header: 'Biaya pakan per kg telur (Rp)', format: 'decimal', value: (r) => cell(r.feed_cost_per_kg_egg) },
  { header: 'Nilai telur (Rp)', format: 'rupiah', value: (r) => cell(r.egg_value) },
  { header: 'IOFC perkiraan (Rp)', format: 'rupiah', value: (r) => cell(r.iofc) },
  { header: 'IOFC per ekor (Rp)', format: 'decimal', value: (r) => cell(r.iofc_per_bird) },
  { header: 'Populasi rata-rata (ekor)', format: 'decimal', value: (r) => r.birds },
];

/** The Excel sheet of the bagian view (its rows: `bagianFileRows`). */
export const economicsBagianSheet = (): SheetColumn<BagianFileRow>[] => BAGIAN_COLUMNS;

/** Every bagian row, then the totals, as both files write them. */
export function bagianFileRows(data: EconomicsBagian): BagianFileRow[] {
  const none = { bagian_id: null, bagian: null, jalur: null, plant: null, lokasi: null };
  return [...data.rows.map((r) => ({ ...r, label: bagianLabel(r) })), { ...none, ...data.totals, label: 'Total' }];
}

/** The CSV text of the bagian view: the same columns as its sheet, the totals last. */
export function economicsBagianCsv(data: EconomicsBagian): string {
  return toCsv(
    BAGIAN_COLUMNS.map((c) => c.header),
    bagianFileRows(data).map((r) => BAGIAN_COLUMNS.map((c) => c.value(r))),
  );
}

/** File name of both per-bagian exports: ekonomi-pakan_bagian_<start>_<end>.<ext>. */
export const economicsBagianFileName = (data: Pick<EconomicsBagian, 'start' | 'end'>, ext: 'csv' | 'xlsx') => `ekonomi-pakan_bagian_${data.start}_${data.end}.${ext}`;

/** True when no bagian had birds, feed or eggs and no feed cost was posted in the range. */
export const isEmptyBagian = (data: EconomicsBagian): boolean => data.rows.length === 0;
