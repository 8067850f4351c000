/**
 * Money in integer cents, the one money module of the frontend (issues #14, #20: money is exact,
 * never added as floats). The API answers rupiah as decimal strings with two decimals
 * ("1250000.00"; rates such as an average cost per kg with six); forms take the Indonesian form of
 * the app's number input ('1.500,25'). Sums and comparisons are made on whole cents, which
 * JavaScript numbers hold exactly up to 9·10^15 (90 trillion rupiah).
 *
 * Display rule (issue #20): an amount is shown exactly, whole rupiah without decimals
 * ('Rp 1.500.000') and with its cents when it has any ('Rp 1.500,25'). Nothing shown is rounded
 * to the rupiah, so on every screen a total equals the sum of the rows shown, to the cent, and the
 * figures equal the books. `formatRupiah` (lib/format) and `formatAmount` use this rule.
 */
import { parseNumber } from './number-input';

const DECIMAL = /^(-)?(\d+)(?:\.(\d*))?$/;

/** '1234567' → '1.234.567' (Indonesian thousands dots). */
const grouped = (whole: number) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/**
 * Cents of an amount the server sent: a decimal string ("1250000.50", "-3.00", a rate
 * "7512.345678" taken to the nearest cent, half away from zero) or a number (to the nearest cent);
 * read digit by digit, never through a float. Null, undefined or '' count as 0; anything else
 * unreadable is null.
 */
export function centsOf(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return 0;
  if (typeof value === 'number') return Number.isFinite(value) ? Math.sign(value) * Math.round(Math.abs(value) * 100) || 0 : null;
  const m = DECIMAL.exec(value.trim());
  if (!m) return null;
  const frac = m[3] ?? '';
  const cents = Number(m[2]) * 100 + Number(frac.slice(0, 2).padEnd(2, '0')) + (frac.charAt(2) >= '5' ? 1 : 0);
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

/** Cents in the text of the app's number input (decimal mode, two decimals), also the amount of a column whose header names the unit: 150025 → '1.500,25', 150000 → '1.500'. */
export function centsInputText(cents: number): string {
  const abs = Math.abs(cents);
  const frac = abs % 100;
  return `${cents < 0 ? '-' : ''}${grouped(Math.floor(abs / 100))}${frac ? `,${String(frac).padStart(2, '0')}` : ''}`;
}

/** Cents shown in rupiah, exactly: without decimals unless there are cents ('Rp 1.500', 'Rp 1.500,25', 'Rp -4.006.680,10'). */
export function centsRupiah(cents: number): string {
  return `Rp ${centsInputText(cents)}`;
}

/** A server amount (decimal string or number) shown in rupiah exactly ({@link centsRupiah}); '-' when missing or unreadable. */
export function rupiahOf(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '-';
  const cents = value === '' ? null : centsOf(value);
  return cents === null ? '-' : centsRupiah(cents);
}

/** A server amount as a grouped number without 'Rp' (the unit is in the column header): '1.500', '1.500,25'; '-' when missing or unreadable. */
export function amountOf(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '-';
  const cents = value === '' ? null : centsOf(value);
  return cents === null ? '-' : centsInputText(cents);
}
