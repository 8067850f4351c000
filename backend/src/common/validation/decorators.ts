import { applyDecorators } from '@nestjs/common';
import { Transform, Type } from 'class-transformer';
import { isBoolean, IsOptional, ValidateNested } from 'class-validator';
import { centsOfNumber, numberText, toCents } from '../money';
import { parsePhone, PHONE_INVALID } from '../phone';
import { Check, FIELD, Messages, pick, Rule } from './rule';

/**
 * The shared field decorators of the DTOs. Each failure answers 400 with one Indonesian sentence
 * naming the field (`$field`, filled in with its path by the validation pipe) unless the DTO passes
 * the spec's own message. Numbers and ids of a JSON body must be JSON numbers (no "12", no true);
 * query, path and multipart fields arrive as text and are read as decimal digits only.
 */

/** Largest id (PostgreSQL integer). */
export const MAX_ID = 2_147_483_647;

/** Decimal digits of a query, path or multipart field → number ('-' allowed when `signed`); anything else stays as sent and fails. */
export function fromDecimalText(value: unknown, signed = false): unknown {
  if (typeof value !== 'string') return value;
  return (signed ? /^-?\d+$/ : /^\d+$/).test(value) ? Number(value) : value;
}

const textInput = (signed: boolean) => Transform(({ value }: { value: unknown }) => fromDecimalText(value, signed));

/** Problem of an id value: a JSON integer 1..2147483647 (null when fine). */
export function idProblem(value: unknown, m?: Messages): string | null {
  const invalid = pick(m, 'invalid', `${FIELD} harus bilangan bulat.`);
  if (value === undefined || value === null) return pick(m, 'missing', invalid);
  if (typeof value !== 'number' || !Number.isInteger(value)) return invalid;
  if (value < 1) return pick(m, 'min', `${FIELD} minimal 1.`);
  if (value > MAX_ID) return pick(m, 'max', `${FIELD} maksimal ${MAX_ID}.`);
  return null;
}

/** Id of a row in a JSON body: an integer ≥ 1 sent as a JSON number. Default messages '<field> harus bilangan bulat.' / '<field> minimal 1.'. */
export const IsId = (m?: Messages) => Rule('isId', (v) => idProblem(v, m));

/** Id in a query string or a multipart field: decimal digits only ('0x10', '1e3', '-1' and 'true' fail). */
export const IsIdText = (m?: Messages) => applyDecorators(textInput(false), Rule('isId', (v) => idProblem(v, m)));

/** Range of a number rule; `decimals` caps the digits after the point. */
export interface NumberRange {
  min: number;
  max: number;
  decimals?: number;
}

/** Digits after the point of a finite number as it was written ({@link numberText}: 1e-7 has 7). */
const decimalsOf = (n: number) => (numberText(n) ?? '').split('.')[1]?.length ?? 0;

function numberCheck(range: NumberRange, m: Messages | undefined, integer: boolean): Check {
  return (v) => {
    const invalid = pick(m, 'invalid', integer ? `${FIELD} harus bilangan bulat.` : `${FIELD} harus berupa angka.`);
    if (v === undefined || v === null) return pick(m, 'missing', invalid);
    if (typeof v !== 'number' || !Number.isFinite(v) || (integer && !Number.isInteger(v))) return invalid;
    if (v < range.min) return pick(m, 'min', `${FIELD} minimal ${range.min}.`);
    if (v > range.max) return pick(m, 'max', `${FIELD} maksimal ${range.max}.`);
    if (range.decimals !== undefined && decimalsOf(v) > range.decimals) {
      return pick(m, 'decimals', `${FIELD} maksimal ${range.decimals} angka di belakang koma.`);
    }
    return null;
  };
}

/** A whole number min..max sent as a JSON number (or, with `fromText`, as decimal digits in a query or multipart field). */
export const IsInteger = (range: NumberRange, m?: Messages, opts: { fromText?: boolean } = {}) =>
  opts.fromText ? applyDecorators(textInput(true), Rule('isInteger', numberCheck(range, m, true))) : Rule('isInteger', numberCheck(range, m, true));

/** A finite JSON number min..max (with at most `decimals` digits after the point when given). */
export const IsDecimal = (range: NumberRange, m?: Messages) => Rule('isDecimal', numberCheck(range, m, false));

/** Decimals a numeric(18,2) column keeps: rupiah amounts and prices per kg. */
export const RUPIAH_DECIMALS = 2;

/** Kilograms: a JSON number 0..max (default 1,000,000 kg); the services round to 3 decimals. */
export const IsKg = (m?: Messages, max = 1_000_000) => IsDecimal({ min: 0, max }, m);

/**
 * Rupiah 0..`max` with at most 2 decimals, read as cents on the number's decimal text with the
 * money module ({@link centsOfNumber}), never with float arithmetic: 4.35 and 1234567890123.45 are
 * taken as written, 0.1 + 0.2 (0.30000000000000004) and 7500.555 are refused. Messages as
 * `IsDecimal`'s: 'harus berupa angka' for a non-number, then 'minimal 0', 'maksimal <max>' (a value
 * above the cap, even by a third decimal), 'maksimal 2 angka di belakang koma'.
 */
function amountCheck(max: number, m: Messages | undefined): Check {
  const cap = toCents(max, { maxDigits: Infinity });
  if (cap === null) throw new Error(`not a rupiah cap: ${max}`);
  return (v) => {
    const invalid = pick(m, 'invalid', `${FIELD} harus berupa angka.`);
    if (v === undefined || v === null) return pick(m, 'missing', invalid);
    const amount = typeof v === 'number' ? centsOfNumber(v) : null;
    if (typeof v !== 'number' || amount === null) return invalid;
    // A sign test, no arithmetic: -0.001 (0 cents and more digits) is below 0 too.
    if (v < 0) return pick(m, 'min', `${FIELD} minimal 0.`);
    if (amount.cents > cap || (amount.cents === cap && amount.more)) return pick(m, 'max', `${FIELD} maksimal ${max}.`);
    if (amount.more) return pick(m, 'decimals', `${FIELD} maksimal ${RUPIAH_DECIMALS} angka di belakang koma.`);
    return null;
  };
}

/** Rupiah amount ≥ 0 with at most 2 decimals (default cap 1e13, within numeric(18,2)), checked on its cents (`amountCheck`). */
export const IsRupiah = (m?: Messages, max = 1e13) => Rule('isRupiah', amountCheck(max, m));

/** Message for a price per kg with more decimals than the column keeps. */
export const PRICE_DECIMALS_MSG = `Harga per kg maksimal ${RUPIAH_DECIMALS} angka desimal.`;

/**
 * A price per kg in rupiah: a JSON number 0..max (default 1e9) with at most 2 decimals, exactly
 * what its numeric(18,2) column stores (checked on its cents, as `IsRupiah`), so the price is kept
 * as typed: 7500.555 answers 400 'Harga per kg maksimal 2 angka desimal.' (or `m.decimals`)
 * instead of being stored as 7500.56.
 */
export const IsPricePerKg = (m: Exclude<Messages, string> = {}, max = 1e9) => IsRupiah({ decimals: PRICE_DECIMALS_MSG, ...m }, max);

/**
 * Text of at most `max` characters. `required`: must be a non-blank string ('<field> wajib diisi.'
 * unless a message is given). Non-text: '<field> harus berupa teks.'.
 */
export function IsText(max: number, m?: Messages, opts: { required?: boolean } = {}) {
  return Rule('isText', (v) => {
    if (v === undefined || v === null || (opts.required && typeof v === 'string' && v.trim() === '')) {
      return opts.required ? pick(m, 'missing', `${FIELD} wajib diisi.`) : null;
    }
    if (typeof v !== 'string') return pick(m, 'invalid', `${FIELD} harus berupa teks.`);
    if (v.length > max) return pick(m, 'max', `${FIELD} maksimal ${max} karakter.`);
    return null;
  });
}

/**
 * An optional phone (customers, ABK, tenants): null, '' or text that {@link parsePhone} reads as an
 * Indonesian number; anything else 400 {@link PHONE_INVALID}. The services store it with
 * `normalizePhone` (common/phone.ts): digits with the 62 prefix.
 */
export const IsPhone = () =>
  applyDecorators(
    IsOptional(),
    Rule('isPhone', (v) => (v === null || v === undefined || (typeof v === 'string' && parsePhone(v) !== undefined) ? null : PHONE_INVALID)),
  );

const TRUE_TEXTS = ['true', '1', 'yes', 'ya', 'on'];
const FALSE_TEXTS = ['false', '0', 'no', 'tidak', 'off'];

/**
 * `@Transform(toBool)`: a flag as query strings, multipart fields and loose bodies send it (spec §3:
 * booleans accept true, 1, yes and similar). true/1/yes/ya/on (any case, trimmed) → true,
 * false/0/no/tidak/off → false, the numbers 1 and 0 likewise; anything else is left as it came,
 * to fail `@IsFlag`.
 */
export const toBool = ({ value }: { value: unknown }): unknown => {
  if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : value;
  if (typeof value !== 'string') return value;
  const v = value.trim().toLowerCase();
  if (TRUE_TEXTS.includes(v)) return true;
  if (FALSE_TEXTS.includes(v)) return false;
  return value;
};

/** A JSON boolean. Default message '<field> harus true atau false.'. */
export const IsFlag = (message = `${FIELD} harus true atau false.`) => Rule('isFlag', (v) => (isBoolean(v) ? null : message));

/** One of `values` (compared exactly). Default message '<field> tidak valid.'. */
export const IsOneOf = (values: readonly unknown[], message = `${FIELD} tidak valid.`) => Rule('isOneOf', (v) => (values.includes(v) ? null : message));

/** A JSON array. Default message '<field> harus berupa daftar.'. */
export const IsList = (message = `${FIELD} harus berupa daftar.`) => Rule('isList', (v) => (Array.isArray(v) ? null : message));

/** A list of objects of class `type`, each validated with its own decorators; an item that is not an object: '<field>.<i> tidak valid.'. */
export const IsNestedList = (type: () => new () => object, listMessage?: string) =>
  applyDecorators(IsList(listMessage), ValidateNested({ each: true, message: `${FIELD} tidak valid.` }), Type(type));

/** An optional list of whole numbers min..max (JSON numbers); `listMessage` when not a list, `itemMessage` for a bad item. */
export const IsIntegerList = (range: NumberRange, itemMessage: string, listMessage = `${FIELD} harus berupa daftar.`) =>
  applyDecorators(
    IsOptional(),
    Rule('isIntegerList', (v) => {
      if (!Array.isArray(v)) return listMessage;
      return v.every((x) => typeof x === 'number' && Number.isInteger(x) && x >= range.min && x <= range.max) ? null : itemMessage;
    }),
  );

/** Minimum length of a password (spec part 2 §9). */
export const PASSWORD_MIN_LENGTH = 6;

/**
 * A password: text of 6..128 characters. Missing or blank with `required`: `missing` (else
 * accepted as absent); shorter: 'Password minimal 6 karakter'. One message per failure.
 */
export function IsPassword(opts: { missing?: string } = {}) {
  return Rule('isPassword', (v) => {
    if (v === undefined || v === null || (typeof v === 'string' && v === '')) return opts.missing ?? null;
    if (typeof v !== 'string') return `${FIELD} harus berupa teks.`;
    if (v.length < PASSWORD_MIN_LENGTH) return `Password minimal ${PASSWORD_MIN_LENGTH} karakter`;
    if (v.length > 128) return `${FIELD} maksimal 128 karakter.`;
    return null;
  });
}
