/**
 * A phone number in the 62 form (spec part 2 §9): non-digits removed (so a leading + goes), a
 * leading 0 becomes 62 ('0812-3456' → '628123456', '+62 812' → '62812'). Empty → null.
 */
export function normalizePhone(raw: string | null | undefined): string | null {
  const digits = (raw ?? '').replace(/\D/g, '');
  if (!digits) return null;
  return digits.startsWith('0') ? `62${digits.slice(1)}` : digits;
}
