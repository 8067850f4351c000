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
 * The decimal text of a finite number, exactly as JSON and `String()` write it, with an exponent
 * written out: 1e21 → "1000000000000000000000", 1.5e-7 → "0.00000015", -7500.555 → "-7500.555",
 * 0.1 + 0.2 → "0.30000000000000004". null for NaN and ±Infinity. Digits are only moved, never
 * computed, so what a JSON body sent is read as it was typed.
 */
export function numberText(n: number): string | null {
  if (!Number.isFinite(n)) return null;
  const text = String(n);
  const exp = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!exp) return text;
  const [, sign, lead, rest = '', power] = exp;
  const shift = Number(power);
  // String() uses an exponent only from 1e21 up (more places than digits) and below 1e-6.
  return shift > 0 ? sign + (lead + rest).padEnd(shift + 1, '0') : `${sign}0.${'0'.repeat(-shift - 1)}${lead}${rest}`;
}

/**
 * A JSON number read as rupiah on its decimal text ({@link numberText}), never with float
 * arithmetic: `cents` with the digits after the second decimal cut off (not rounded), `more` when
 * there were such digits (a value the numeric(18,2) column would round). 7500.555 → { cents:
 * 750055n, more: true }; 1234567890123.45 → { cents: 123456789012345n, more: false }; -0.001 →
 * { cents: 0n, more: true }. null for NaN and ±Infinity.
 */
export function centsOfNumber(n: number): { cents: bigint; more: boolean } | null {
  const text = numberText(n);
  if (text === null) return null;
  const [whole, frac = ''] = text.replace('-', '').split('.');
  const cents = BigInt(whole) * 100n + BigInt(frac.slice(0, 2).padEnd(2, '0'));
  return { cents: text.startsWith('-') ? -cents : cents, more: frac.length > 2 };
}

/**
 * Cents of an amount given as a number, a decimal string ("1250000", "1250000.5", "12,50", -3) or
 * a bigint of whole rupiah; null when it is not an amount with at most two decimals and at most
 * `maxDigits` whole digits. A number is read on its decimal text ({@link numberText}: 4.35 is 435
 * cents, 1e21 has 22 whole digits); one with more than two decimals (0.1 + 0.2, 1e-7) and a string
 * in exponent form ("1e3") are refused rather than rounded silently.
 */
export function toCents(value: unknown, opts: CentsOptions = {}): bigint | null {
  const maxDigits = opts.maxDigits ?? RUPIAH_DIGITS;
  let text: string;
  if (typeof value === 'number') {
    const written = numberText(value);
    if (written === null) return null;
    text = written;
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
