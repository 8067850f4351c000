/**
 * Rupiah as integer cents (bigint) for the sale and receipt rules: never floats. The API answers
 * money as decimal strings with two decimals ("1250000.00", what numeric(18,2) prints); bodies may
 * send numbers or numeric strings with at most two decimals.
 */

const AMOUNT = /^-?\d{1,16}(\.\d{1,2})?$/;

/** Cents of a number or decimal string ("1250000", "1250000.5", -3, "12,50"); null when it is not an amount with at most two decimals. */
export function toCents(value: unknown): bigint | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else if (typeof value === 'string') text = value.trim().replace(',', '.');
  else return null;
  if (!AMOUNT.test(text)) return null;
  const negative = text.startsWith('-');
  const [whole, frac = ''] = text.replace('-', '').split('.');
  const cents = BigInt(whole) * 100n + BigInt((frac + '00').slice(0, 2));
  return negative ? -cents : cents;
}

/** "1250000.00" from 125000000n ("-12.50" for negatives). */
export function formatCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** Cents of a numeric PostgreSQL printed ("12.50", "-3", null → 0). */
export function centsOf(value: string | number | null | undefined): bigint {
  if (value === null || value === undefined) return 0n;
  const c = toCents(typeof value === 'number' ? value.toFixed(2) : value);
  if (c === null) throw new Error(`not a rupiah amount: ${value}`);
  return c;
}

/** Rupiah for messages: "Rp 1.250.000" (cents shown only when there are any). */
export function rupiahText(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const frac = abs % 100n ? `,${(abs % 100n).toString().padStart(2, '0')}` : '';
  return `${negative ? '-' : ''}Rp ${whole}${frac}`;
}
