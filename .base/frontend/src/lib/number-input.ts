/**
 * The one way the app reads a number typed by a person, in three modes (issue #11):
 *
 * - `integer` — rupiah and whole counts (harga, ongkir, bongkar, butir, jumlah, usia): digits only,
 *   grouped with dots as they are typed ('7900' shows '7.900'); a dot is only ever a thousands
 *   separator, so '16.5' and '1,5' are refused, never read as 165 or 15.
 * - `decimal` — kg outside the daily grids (purchase, sale, adjustment): grouped as typed, a comma
 *   starts the decimals ('5.000' = 5000, '1.234,5' = 1234.5); '5.5' is refused, not read as 55.
 * - `entry` — the daily feed and egg grids (spec part 1 §5): digits with a comma or a dot as the
 *   decimal separator ('1234,5', '1234.5'), no grouping while typing; a number written the
 *   Indonesian way with thousands dots and a decimal comma ('1.234,5', pasted from a nota or a
 *   sheet) is read too. A lone dot stays a decimal point ('1.234' = 1,234 kg, as the spec says).
 *   After the field is left it shows the Indonesian form with a comma ('12.5' → '12,5').
 *
 * The text is the state (what the person sees); `parseNumber` gives the value it will save.
 */

export type NumberMode = 'integer' | 'decimal' | 'entry';

/** Value of a typed text: `value` null when empty or invalid; `error` the Indonesian reason when invalid. */
export interface ParsedNumber {
  value: number | null;
  error: string | null;
}

export const NUMBER_MESSAGES = {
  integer: 'Isi bilangan bulat; titik hanya pemisah ribuan (contoh 7.900).',
  decimal: 'Pakai koma untuk desimal dan titik untuk ribuan (contoh 1.234,5).',
  entry: 'Isi angka; koma atau titik untuk desimal (contoh 12,5).',
  decimals: (n: number) => (n === 0 ? 'Isi bilangan bulat.' : `Maksimal ${n} angka di belakang koma.`),
  min: (n: string) => `Minimal ${n}.`,
  max: (n: string) => `Maksimal ${n}.`,
} as const;

/** Integer part grouped correctly: '7', '7.900', '1.234.567'. */
const GROUPED = /^\d{1,3}(\.\d{3})*$/;
const DIGITS = /^\d+$/;
const ENTRY = /^\d*([.,]\d*)?$/;
/** An entry written with thousands dots and a decimal comma: '1.234,5', '12.345.678,' (typing on). */
const ENTRY_GROUPED = /^\d{1,3}(\.\d{3})+,\d*$/;
/** True when `text` is an entry: a plain number with one comma or dot, or grouped with a decimal comma. */
const isEntry = (text: string) => ENTRY.test(text) || ENTRY_GROUPED.test(text);
/** The decimals of an entry text: after its comma when it has one, else after its dot. */
const entryFraction = (text: string) => (text.includes(',') ? text.slice(text.indexOf(',') + 1) : (text.split('.')[1] ?? ''));

const count = (text: string, ch: string) => text.split(ch).length - 1;
const stripLeadingZeros = (digits: string) => digits.replace(/^0+(?=\d)/, '');

/** '1234567' → '1.234.567' (digits only in, dots out). */
export function groupDigits(digits: string): string {
  return stripLeadingZeros(digits).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** True when an integer part is digits, or digits grouped by dots in threes. */
const cleanIntegerPart = (ip: string) => ip === '' || DIGITS.test(ip) || GROUPED.test(ip);

/** Splits a text of the `decimal` mode at its first comma. */
function splitDecimal(text: string): [string, string | null] {
  const i = text.indexOf(',');
  return i < 0 ? [text, null] : [text.slice(0, i), text.slice(i + 1)];
}

/**
 * The text after a keystroke or a paste: `prev` is what the field showed, `next` what the browser
 * made of it. Grouping modes regroup the integer part as it is typed, unless the person typed a
 * dot of their own in a place that is not a thousands separator (kept as typed, then refused by
 * `parseNumber`). The entry mode takes digits and one comma or dot, and ignores anything else. A
 * decimal beyond `decimals` is not taken.
 */
export function typeNumber(prev: string, next: string, mode: NumberMode, decimals = Infinity): string {
  const raw = next.replace(/\s/g, '');
  // A digit beyond the decimals the field keeps is not taken (it would not be saved).
  const tooPrecise = (text: string) => mode !== 'integer' && (mode === 'entry' ? entryFraction(text) : (text.split(',')[1] ?? '')).length > decimals;
  if (tooPrecise(raw)) return prev;
  if (mode === 'entry') return isEntry(raw) ? raw : prev;
  // A text put in place of another (paste, fill, select-all then type) is read as typed afresh.
  if (prev && isReplacement(prev, raw)) return typeNumber('', raw, mode, decimals);
  if (!/^[\d.,]*$/.test(raw)) return prev;
  const [ip, fp] = mode === 'decimal' ? splitDecimal(raw) : [raw, null];
  const [prevIp] = mode === 'decimal' ? splitDecimal(prev) : [prev];
  // A dot typed in an odd place ('16.' on the way to '16.5'): keep it as typed, the parse refuses it.
  const ownDot = count(ip, '.') > count(prevIp, '.') || !cleanIntegerPart(prevIp);
  const regroup = cleanIntegerPart(ip) || !ownDot;
  const integerPart = regroup && !ip.includes(',') ? groupDigits(ip.replace(/\./g, '')) : ip;
  return fp === null ? integerPart : `${integerPart},${fp}`;
}

/** True when `next` is not `prev` with characters inserted or removed at one place. */
function isReplacement(prev: string, next: string): boolean {
  let start = 0;
  while (start < prev.length && start < next.length && prev[start] === next[start]) start += 1;
  let end = 0;
  while (end < prev.length - start && end < next.length - start && prev[prev.length - 1 - end] === next[next.length - 1 - end]) end += 1;
  const removed = prev.length - start - end;
  const inserted = next.length - start - end;
  return removed > 0 && inserted > 0;
}

/** Reads a text of `mode`; `decimals` caps the digits after the separator (default 3; 0 in `integer`). */
export function parseNumber(text: string, mode: NumberMode, decimals = 3): ParsedNumber {
  const t = text.replace(/\s/g, '');
  if (t === '') return { value: null, error: null };
  if (mode === 'entry') {
    if (!isEntry(t) || t === '.' || t === ',') return { value: null, error: NUMBER_MESSAGES.entry };
    if (entryFraction(t).length > decimals) return { value: null, error: NUMBER_MESSAGES.decimals(decimals) };
    const plain = ENTRY_GROUPED.test(t) ? t.replace(/\./g, '') : t;
    return { value: Number(plain.replace(',', '.')), error: null };
  }
  if (mode === 'integer') {
    if (!cleanIntegerPart(t)) return { value: null, error: NUMBER_MESSAGES.integer };
    return { value: Number(t.replace(/\./g, '')), error: null };
  }
  const [ip, fp] = splitDecimal(t);
  if (ip === '' || !cleanIntegerPart(ip) || (fp !== null && !/^\d*$/.test(fp))) return { value: null, error: NUMBER_MESSAGES.decimal };
  if (fp !== null && fp.length > decimals) return { value: null, error: NUMBER_MESSAGES.decimals(decimals) };
  return { value: Number(`${ip.replace(/\./g, '')}.${fp || '0'}`), error: null };
}

/** Parse plus a range check (messages in the field's Indonesian form). */
export function checkNumber(text: string, mode: NumberMode, opts: { decimals?: number; min?: number; max?: number } = {}): ParsedNumber {
  const decimals = mode === 'integer' ? 0 : (opts.decimals ?? 3);
  const parsed = parseNumber(text, mode, decimals);
  if (parsed.value === null) return parsed;
  if (opts.min !== undefined && parsed.value < opts.min) return { value: null, error: NUMBER_MESSAGES.min(formatNumberText(opts.min, mode, decimals)) };
  if (opts.max !== undefined && parsed.value > opts.max) return { value: null, error: NUMBER_MESSAGES.max(formatNumberText(opts.max, mode, decimals)) };
  return parsed;
}

/**
 * A value as the field shows it: grouping modes '1.234,5' (dots for thousands, comma for decimals),
 * the entry mode '1234,5' (a comma, no grouping, so that a dot typed next stays a decimal point).
 * Up to `decimals` digits, no trailing zeros.
 */
export function formatNumberText(value: number | null | undefined, mode: NumberMode, decimals = 3): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const digits = mode === 'integer' ? 0 : decimals;
  const fixed = value.toFixed(digits);
  const [ip, fp = ''] = fixed.split('.');
  const frac = fp.replace(/0+$/, '');
  const sign = ip.startsWith('-') ? '-' : '';
  const int = sign ? ip.slice(1) : ip;
  const integerPart = mode === 'entry' ? int : groupDigits(int);
  return `${sign}${integerPart}${frac ? `,${frac}` : ''}`;
}

/** The text shown once the field is left: the value in the mode's Indonesian form (kept as typed when invalid). */
export function settleNumber(text: string, mode: NumberMode, decimals = 3): string {
  const { value, error } = parseNumber(text, mode, mode === 'integer' ? 0 : decimals);
  return value === null || error ? text : formatNumberText(value, mode, decimals);
}

/** ArrowUp / ArrowDown: the value ± `step`, never below `min` (default 0), rounded to the step's decimals. */
export function stepNumber(text: string, mode: NumberMode, step: number, direction: 1 | -1, opts: { decimals?: number; min?: number; max?: number } = {}): string {
  const decimals = mode === 'integer' ? 0 : (opts.decimals ?? 3);
  const { value } = parseNumber(text, mode, decimals);
  if (value === null && text.trim() !== '') return text;
  const stepDecimals = (String(step).split('.')[1] ?? '').length;
  const scale = 10 ** Math.max(stepDecimals, 0);
  let next = Math.round(((value ?? 0) + direction * step) * scale) / scale;
  next = Math.max(opts.min ?? 0, next);
  if (opts.max !== undefined) next = Math.min(opts.max, next);
  return formatNumberText(next, mode, decimals);
}

/**
 * Where the caret goes after the text was regrouped: after the same number of digits (and comma)
 * as it was before, so typing in the middle of '1.234' does not throw the caret to the end.
 */
export function caretAfterRegroup(typed: string, caret: number, shown: string): number {
  const significant = (s: string) => s.replace(/[^\d,]/g, '').length;
  const want = significant(typed.slice(0, caret));
  if (want === 0) return 0;
  let seen = 0;
  for (let i = 0; i < shown.length; i += 1) {
    if (/[\d,]/.test(shown[i])) seen += 1;
    if (seen === want) return i + 1;
  }
  return shown.length;
}
