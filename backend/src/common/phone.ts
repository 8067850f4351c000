import { BadRequestException } from '@nestjs/common';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** The one answer to a phone that is not an Indonesian number (customers, ABK, tenants). */
export const PHONE_INVALID = 'Nomor HP tidak valid (contoh 081234567890).';

/** Longest phone text accepted before it is read (separators included). */
export const PHONE_MAX_LENGTH = 30;

/**
 * A phone in the 62 form (spec part 2 §9), the one rule of every phone the API stores: digits with
 * optional spaces, dashes, dots and brackets and one leading '+'; a leading 0 is the national
 * prefix (0812… → 62812…), a leading 62 or +62 the country code, other digits a national number
 * without its 0. The number must be a valid Indonesian number (libphonenumber-js, region ID).
 * Returns the digits with the 62 prefix ('0812-3456-7890' → '6281234567890'), null for an empty
 * value, and undefined when it is not valid ('08abc', '12', '+1 202 555 0143').
 */
export function parsePhone(raw: string | null | undefined): string | null | undefined {
  if (raw === null || raw === undefined) return null;
  const text = raw.trim();
  if (!text) return null;
  if (text.length > PHONE_MAX_LENGTH || !/^\+?[\d\s\-.()]+$/.test(text)) return undefined;
  const digits = text.replace(/\D/g, '');
  const international = text.startsWith('+') || digits.startsWith('62');
  const parsed = parsePhoneNumberFromString(international ? `+${digits}` : digits, 'ID');
  if (!parsed || parsed.countryCallingCode !== '62' || !parsed.isValid()) return undefined;
  return parsed.number.slice(1);
}

/** {@link parsePhone} for storing: the 62 form or null; 400 {@link PHONE_INVALID} when not valid. */
export function normalizePhone(raw: string | null | undefined): string | null {
  const phone = parsePhone(raw);
  if (phone === undefined) throw new BadRequestException(PHONE_INVALID);
  return phone;
}
