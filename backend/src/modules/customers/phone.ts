/**
 * Phone numbers of customers (spec part 2 §9): stored and answered with the 62 prefix, digits only
 * (0812-3456-789 → 628123456789, +62 812… → 62812…), the form a chat link needs.
 */

/** Shortest and longest number accepted, digits after normalising. */
export const PHONE_DIGITS = { min: 8, max: 15 } as const;

/**
 * The normalised number: separators (spaces, dashes, dots, brackets) dropped, a leading + dropped,
 * a leading 0 becomes 62. null for an empty value; `undefined` when what is left is not 8–15
 * digits (the caller answers 400).
 */
export function normalizePhone(raw: string | null | undefined): string | null | undefined {
  if (raw === null || raw === undefined) return null;
  const text = raw.trim();
  if (!text) return null;
  if (!/^\+?[\d\s\-.()]+$/.test(text)) return undefined;
  let digits = text.replace(/\D/g, '');
  if (digits.startsWith('0')) digits = `62${digits.slice(1)}`;
  if (digits.length < PHONE_DIGITS.min || digits.length > PHONE_DIGITS.max) return undefined;
  return digits;
}
