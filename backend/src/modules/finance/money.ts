/**
 * Rupiah amounts as integer cents (bigint), the way the books add them up: never floats. The API
 * answers money as decimal strings with two decimals ("1250000.00", what numeric(18,2) prints);
 * bodies may send numbers or numeric strings with at most two decimals.
 */

/** Largest amount numeric(18,2) stores: 9,999,999,999,999,999.99 rupiah, in cents. */
export const MAX_CENTS = 10n ** 18n - 1n;

const AMOUNT = /^-?\d+(\.\d{1,2})?$/;

/**
 * Cents of an amount given as a number or a decimal string ("1250000", "1250000.5", 1250000.55);
 * null when it is not an amount with at most two decimals.
 */
export function toCents(value: unknown): bigint | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    // A number with more than two decimals is refused rather than rounded silently.
    text = String(value);
    if (/e/i.test(text)) text = value.toFixed(2);
  } else if (typeof value === 'string') text = value.trim().replace(',', '.');
  else if (typeof value === 'bigint') return value * 100n;
  else return null;
  if (!AMOUNT.test(text)) return null;
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

/** Cents of a numeric value PostgreSQL printed ("12.50", "-3", null → 0). */
export function centsOfDb(value: string | number | null | undefined): bigint {
  if (value === null || value === undefined) return 0n;
  const c = toCents(typeof value === 'number' ? value.toFixed(2) : value);
  if (c === null) throw new Error(`not a rupiah amount: ${value}`);
  return c;
}

/** Integer cents (a safe JS integer, as the feed costing keeps them) as bigint. */
export const bigCents = (cents: number): bigint => BigInt(Math.round(cents));
