/**
 * Phones as the spec shows them (part 2 §9): normalised to the 62 prefix and shown as a WhatsApp
 * chat link. Shared by the screens that list people (ABK, customers, reseller sales) and
 * the messages sent through WhatsApp (the nota, the statement of receivables).
 */

/** Phone in the 62 form: non-digits removed (a leading + too), a leading 0 becomes 62; '' stays ''. */
export function normalizePhone(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  return digits.startsWith('0') ? `62${digits.slice(1)}` : digits;
}

/**
 * WhatsApp chat link of a stored phone (`https://wa.me/628…`), with `text` as the message typed in
 * advance (`?text=…`, URI-encoded) when given; null when there is no phone.
 */
export const waLink = (phone: string | null | undefined, text?: string): string | null => {
  const digits = phone ? normalizePhone(phone) : '';
  if (!digits) return null;
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
};

/**
 * The phone field of every dialog that keeps one (customers, ABK): a phone keyboard, the hint of the
 * 62 form, at most 30 characters as the server reads them. The text is sent as typed (trimmed):
 * the server checks the number and normalises it, and its refusal ('Nomor HP tidak valid (contoh
 * 081234567890).', naming the field) shows under the field.
 */
export const PHONE_FIELD = {
  type: 'tel',
  helperText: 'Contoh 0812…; disimpan dengan awalan 62',
  slotProps: { htmlInput: { inputMode: 'tel', maxLength: 30 } },
} as const;
