/**
 * Pure logic of the dashboard (/dashboard, spec part 1 §2.5, §3, §4.6, §4.7,
 * §9): display units, the feed run-out estimate and its colour, default range.
 */
import dayjs, { type Dayjs } from 'dayjs';
import type { Schemas } from '../../api/client';
import { formatNumber } from '../../lib/format';

export type DashboardRow = Schemas['DashboardTableRowDto'];
export type UnitSettings = Schemas['UnitSettingsDto'];

/** Error texts of part 1 §8 'Dashboard'. */
export const DASHBOARD_ERRORS = {
  summary: 'Gagal mengambil ringkasan',
  table: 'Gagal mengambil data tabel',
  stock: 'Gagal mengambil stok pakan',
  saveUnits: 'Gagal menyimpan pengaturan satuan.',
} as const;

/** Units used until the user's own are loaded, or when loading them fails (part 1 §4.7). */
export const DEFAULT_UNITS: UnitSettings = { telur_unit: 'kg', avg_butir_unit: 'g', pakan_unit: 'kg', fi_unit: 'g/ekor' };

/** A value shown in a unit: number and unit label. */
export interface Shown {
  value: number | null;
  unit: string;
  decimals: number;
}

/** A mass in kg shown in kg (2 decimals, 3 for feed) or g (1 kg = 1000 g, whole grams). */
export function massFromKg(kg: number | null, unit: 'kg' | 'g', kgDecimals = 2): Shown {
  if (unit === 'g') return { value: kg === null ? null : kg * 1000, unit: 'g', decimals: 0 };
  return { value: kg, unit: 'kg', decimals: kgDecimals };
}

/** A mass in g shown in g (2 decimals) or kg (4 decimals: an egg is a few hundredths of a kg). */
export function massFromGram(g: number | null, unit: 'kg' | 'g'): Shown {
  if (unit === 'kg') return { value: g === null ? null : g / 1000, unit: 'kg', decimals: 4 };
  return { value: g, unit: 'g', decimals: 2 };
}

/** Feed intake (server value in g per bird) in g/ekor (2 decimals) or kg/ekor (4 decimals). */
export function feedIntake(g: number | null, unit: 'g/ekor' | 'kg/ekor'): Shown {
  if (unit === 'kg/ekor') return { value: g === null ? null : g / 1000, unit: 'kg/ekor', decimals: 4 };
  return { value: g, unit: 'g/ekor', decimals: 2 };
}

/** 'value unit' in the Indonesian locale, '-' when there is no value. */
export function showText(s: Shown): string {
  return s.value === null ? '-' : `${formatNumber(s.value, s.decimals)} ${s.unit}`;
}

/**
 * Days until the feed runs out (part 1 §9): stock / mean feed use of the last
 * 7 days with days of 0 ignored, rounded up. Null when no day had usage or the
 * stock is unknown; 0 when nothing is left.
 */
export function runOutDays(stockKg: number | null | undefined, last7: number[]): number | null {
  if (stockKg === null || stockKg === undefined || !Number.isFinite(stockKg)) return null;
  const used = last7.slice(-7).filter((kg) => kg > 0);
  if (!used.length) return null;
  if (stockKg <= 0) return 0;
  const mean = used.reduce((s, kg) => s + kg, 0) / used.length;
  return Math.ceil(stockKg / mean - 1e-9);
}

/** A feed item's stock as GET /api/stock-items/stock answers it (what the run-out per item reads). */
export type ItemStockFigures = Pick<Schemas['ItemStockDto'], 'name' | 'kind' | 'days_left'>;

/** The kinds of stock item that are feed (OVK is not). */
const FEED_KINDS: ReadonlySet<string> = new Set(['bahan', 'pakan_jadi', 'campuran']);

/**
 * The run-out estimate per feed item (issue #37): with two or more feed items used in the last 7
 * days, the fewest days any of them lasts (`days_left` of GET /api/stock-items/stock: its stock ÷
 * its use per day) and the item(s) lasting that long, which run out first. With one feed item or
 * none in use (or the stock per item unknown) the farm's estimate `farmDays` stands as it is, with
 * no item named.
 */
export function feedRunOut(items: readonly ItemStockFigures[] | undefined, farmDays: number | null): { days: number | null; first: string[] } {
  const used = (items ?? []).filter((i) => FEED_KINDS.has(i.kind) && i.days_left !== null);
  if (used.length < 2) return { days: farmDays, first: [] };
  const days = Math.min(...used.map((i) => i.days_left!));
  return { days, first: used.filter((i) => i.days_left === days).map((i) => i.name) };
}

/** Colour of the run-out estimate (part 1 §4.6): red at 2 days or fewer, amber at 6 or fewer, else green. */
export function runOutColor(days: number | null): 'error' | 'warning' | 'success' | 'default' {
  if (days === null) return 'default';
  if (days <= 2) return 'error';
  if (days <= 6) return 'warning';
  return 'success';
}

/** Default range of the table: the last 10 days (start = today − 9, part 1 §9). */
export function defaultTableRange(today: Dayjs = dayjs()): { start: Dayjs; end: Dayjs } {
  return { start: today.subtract(9, 'day'), end: today };
}

/** asof of the stock call: tomorrow (part 1 §7). */
export const stockAsOf = (today: Dayjs = dayjs()) => today.add(1, 'day').format('YYYY-MM-DD');
