/**
 * Rupiah as integer cents (bigint), the way the books add them up: never floats. The API answers
 * money as decimal strings with two decimals ("1250000.00", what numeric(18,2) prints); bodies may
 * send numbers or numeric strings with at most two decimals. The one money module of the backend
 * (finance, egg sales, receipts, feed stock, reports).
 */

/** Whole digits numeric(18,2) stores: 16 (9,999,999,999,999,999.99 rupiah). */
export const RUPIAH_DIGITS = 16;

/** Largest amount numeric(18,2) stores, in cents. */
export const MAX_CENTS = 10n ** 18n - 1n;

/** Options of {@link toCents}. */
export interface CentsOptions {
  /** Most digits before the decimal point (default {@link RUPIAH_DIGITS}); longer text is refused, never parsed. */
  maxDigits?: number;
}

const amountPattern = (maxDigits: number) => new RegExp(`^-?\\d{1,${Number.isFinite(maxDigits) ? maxDigits : ''}}(\\.\\d{1,2})?$`);
const PATTERNS = new Map<number, RegExp>();

/**
 * Cents of an amount given as a number, a decimal string ("1250000", "1250000.5", "12,50", -3) or
 * a bigint of whole rupiah; null when it is not an amount with at most two decimals and at most
 * `maxDigits` whole digits. A number with more than two decimals (0.1 + 0.2) or in exponent form
 * is refused rather than rounded silently.
 */
export function toCents(value: unknown, opts: CentsOptions = {}): bigint | null {
  const maxDigits = opts.maxDigits ?? RUPIAH_DIGITS;
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else if (typeof value === 'string') text = value.trim().replace(',', '.');
  else if (typeof value === 'bigint') return value.toString().replace('-', '').length <= maxDigits ? value * 100n : null;
  else return null;
  let pattern = PATTERNS.get(maxDigits);
  if (!pattern) PATTERNS.set(maxDigits, (pattern = amountPattern(maxDigits)));
  if (!pattern.test(text)) return null;
  const negative = text.startsWith('-');
  const [whole, frac = ''] = text.replace('-', '').split('.');
  const cents = BigInt(whole) * 100n + BigInt((frac + '00').slice(0, 2));
  return negative ? -cents : cents;
}

/** "1250000.00" from 125000000n; negative amounts keep their sign ("-12.50"). */
export function formatCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/**
 * Cents of a numeric value PostgreSQL printed ("12.50", "-3", a sum of any size; null → 0). A
 * JavaScript number is first written with two decimals. Throws on anything else: a programming
 * error, never user input.
 */
export function centsOf(value: string | number | null | undefined): bigint {
  if (value === null || value === undefined) return 0n;
  const c = toCents(typeof value === 'number' ? value.toFixed(2) : value, { maxDigits: Infinity });
  if (c === null) throw new Error(`not a rupiah amount: ${value}`);
  return c;
}

/** Decimal string of whole cents kept as a JavaScript integer (the feed costing): 750055 → "7500.55". */
export const centsText = (cents: number): string => formatCents(BigInt(Math.round(cents)));

/** Rupiah for messages: "Rp 1.250.000" (cents shown only when there are any: "Rp 123,45"). */
export function rupiahText(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const frac = abs % 100n ? `,${(abs % 100n).toString().padStart(2, '0')}` : '';
  return `${negative ? '-' : ''}Rp ${whole}${frac}`;
}

/**
 * A decimal string of `value` with exactly `decimals` digits after the point, for rates such as a
 * moving-average cost per kg (6 decimals): 7512.3456781 → "7512.345678". Rounds half away from
 * zero on the decimal digits of the number; "-0.000000" is written "0.000000".
 */
export function decimalText(value: number, decimals: number): string {
  const f = 10 ** decimals;
  const scaled = Math.round(Math.abs(value) * f + Number.EPSILON * f);
  const sign = value < 0 && scaled !== 0 ? '-' : '';
  const whole = BigInt(Math.trunc(scaled / f));
  const frac = (scaled % f).toString().padStart(decimals, '0');
  return decimals > 0 ? `${sign}${whole}.${frac}` : `${sign}${whole}`;
}
