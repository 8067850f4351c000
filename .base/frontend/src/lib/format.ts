/**
 * Display formats of the spec: Indonesian number formatting, rupiah (exact,
 * cents only when there are any), dates as dd/mm/yyyy. Missing or invalid values show '-'.
 */
import { rupiahOf } from './money';

const numberFormats = new Map<number, Intl.NumberFormat>();

function numberFormat(decimals: number): Intl.NumberFormat {
  let format = numberFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('id-ID', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    numberFormats.set(decimals, format);
  }
  return format;
}

function toNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** Number in the Indonesian locale with `decimals` digits, e.g. 1234.5 → '1.234,50'. */
export function formatNumber(value: unknown, decimals = 2): string {
  const n = toNumber(value);
  return n === null ? '-' : numberFormat(decimals).format(n);
}

/**
 * Rupiah, exactly (lib/money's display rule): whole rupiah without decimals, cents only when there
 * are any — 1500000 → 'Rp 1.500.000', '1500.25' → 'Rp 1.500,25'. Decimal strings are read digit
 * by digit; nothing is rounded to the rupiah, so totals equal the sum of the rows shown.
 */
export function formatRupiah(value: unknown): string {
  return rupiahOf(value);
}

/** Date as dd/mm/yyyy from 'YYYY-MM-DD', an ISO timestamp or a Date. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '-';
  if (typeof value === 'string') {
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
    if (m && value.length === 10) return `${m[3]}/${m[2]}/${m[1]}`;
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '-';
  const dd = String(date.getDate()).padStart(2, '0');
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${date.getFullYear()}`;
}

/** Parses a typed decimal that uses a comma or a dot ('1,5' → 1.5). Null when empty or invalid. */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '' || trimmed === '.') return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : null;
}
