/**
 * Keys of writes (`Idempotency-Key`, ADR 0025): a random UUID (version 4) per write, made when the
 * user pressed Simpan; a retry of the same write sends the same key, so that the server answers it
 * with the first answer instead of writing again.
 */

/**
 * A new UUID v4 ('1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed'). `crypto.randomUUID` exists only on secure
 * origins (HTTPS, localhost); a farm server on plain http on its LAN gets one from
 * `crypto.getRandomValues`, which every origin has.
 */
export function newRequestKey(): string {
  if (typeof crypto.randomUUID === 'function' && globalThis.isSecureContext !== false) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
