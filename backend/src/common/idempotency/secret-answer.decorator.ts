import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';

/** Metadata key read by IdempotencyInterceptor. */
export const SECRET_ANSWER_KEY = 'kpm:secret-answer';
/** OpenAPI extension of the operations whose answer carries a secret (checked by test/secret-answers.e2e-spec.ts). */
export const SECRET_ANSWER_EXTENSION = 'x-secret-answer';

/**
 * What a repeat with the same Idempotency-Key does on a route whose answer carries a secret:
 * - `run-again`: the key is not stored at all; a repeat runs as a new request (for answers whose
 *   second run writes nothing that matters: a new token of the same session, a new session nobody
 *   else holds);
 * - `refuse`: the key is stored with the status but without the answer; a repeat answers 409
 *   {@link SECRET_REPEAT} (for answers whose second run would make a second secret of lasting
 *   value, e.g. another invitation code).
 */
export type SecretRepeat = 'run-again' | 'refuse';

/** 409: a repeat of a `refuse` route (the first answer held a secret that is shown once and not kept). */
export const SECRET_REPEAT =
  'Permintaan dengan Idempotency-Key ini sudah dijalankan. Jawabannya memuat rahasia yang hanya ditampilkan sekali dan tidak disimpan; kirim permintaan baru bila perlu.';

/**
 * Marks a route whose answer carries a token, an invitation code, a password or another secret:
 * its answer is never written to `idempotency_keys` (docs/adr/0023-idempotency-keys.md, "Amended").
 * `repeat` says what a repeat with the same key does ({@link SecretRepeat}). Also written into the
 * OpenAPI document as `x-secret-answer`, where test/secret-answers.e2e-spec.ts requires it on every write
 * whose answer schema has a field named token, code, password or secret.
 */
export const SecretAnswer = (repeat: SecretRepeat) => applyDecorators(SetMetadata(SECRET_ANSWER_KEY, repeat), ApiExtension(SECRET_ANSWER_EXTENSION, repeat));
