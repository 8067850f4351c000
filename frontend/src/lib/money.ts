/**
 * Money in integer cents (issue #14: money is exact, never added as floats). The API answers
 * rupiah as decimal strings with two decimals ("1250000.00"); forms take the Indonesian form of
 * the app's number input ('1.500,25'). Sums and comparisons are made on whole cents, which
 * JavaScript numbers hold exactly up to 9·10^15 (90 trillion rupiah).
 */
import { formatNumber, formatRupiah } from './format';
import { parseNumber } from './number-input';

const DECIMAL = /^(-)?(\d+)(?:\.(\d{1,2})\d*)?$/;

/**
 * Cents of an amount the server sent: a decimal string ("1250000.50", "-3.00") or a number; read
 * digit by digit, never through a float. Null, undefined or '' count as 0; anything else unreadable is null.
 */
export function centsOf(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return 0;
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const m = DECIMAL.exec(text);
  if (!m) return null;
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] && cents !== 0 ? -cents : cents;
}

/**
 * Integer cents of a typed amount in the Indonesian form of the app's number input (dots group
 * thousands, a comma starts at most two decimals: '1.500,25' → 150025); '' → 0; null when invalid
 * ('12.34', a dot used as a decimal point, is refused rather than read as 1234).
 */
export function toCents(text: string): number | null {
  if (text.trim() === '') return 0;
  const { value } = parseNumber(text, 'decimal', 2);
  return value === null || value > 1e16 ? null : Math.round(value * 100);
}

/** Cents as the API's decimal string: 12345 → '123.45'. */
export function centsText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Cents shown in rupiah: without decimals unless there are cents ('Rp 1.500', 'Rp 1.500,25'). */
export function centsRupiah(cents: number): string {
  return cents % 100 === 0 ? formatRupiah(cents / 100) : `Rp ${formatNumber(cents / 100, 2)}`;
}

/** Cents in the text of the app's number input (decimal mode, two decimals): 150025 → '1.500,25', 150000 → '1.500'. */
export function centsInputText(cents: number): string {
  const whole = Math.floor(Math.abs(cents) / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const frac = Math.abs(cents) % 100;
  return `${cents < 0 ? '-' : ''}${whole}${frac ? `,${String(frac).padStart(2, '0')}` : ''}`;
}
