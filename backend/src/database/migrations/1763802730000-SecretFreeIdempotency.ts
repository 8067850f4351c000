import { MigrationInterface, QueryRunner } from 'typeorm';
import { forcesRls } from '../rls';

/**
 * The stored Idempotency-Key rows that hold a secret (docs/adr/0023-idempotency-keys.md,
 * "Amended"), deleted:
 *
 * - answers that carry a token, a password or a secret at any depth (switch-tenant and
 *   impersonation tokens), and the invitation answers (their `code` and `link`);
 * - rows of the routes whose request body may carry a password (own password change, a member's
 *   account or new password, a new farm's owner): their `body_hash` was the plain SHA-256 of that
 *   body, which can be tried against a list of passwords; new rows hold a keyed hash (HMAC under a
 *   key derived from JWT_SECRET).
 *
 * A repeat of a deleted key runs again as a new request (the key is then stored without secrets).
 * Answers that are not valid jsonb (a `\u0000` in a string) are left alone rather than fail the
 * migration: no answer of these routes holds one.
 */
export const DELETE_SECRET_KEYS = `delete from idempotency_keys
  where (answer is not null and answer::text not like '%\\\\u0000%'
         and (jsonb_path_exists(answer::jsonb, 'lax $.**.token') or jsonb_path_exists(answer::jsonb, 'lax $.**.impersonator_token')
              or jsonb_path_exists(answer::jsonb, 'lax $.**.password') or jsonb_path_exists(answer::jsonb, 'lax $.**.secret')
              or (jsonb_typeof(answer::jsonb) = 'object' and answer::jsonb ? 'code' and path like '/api/users/invitations%')))
     or (method = 'POST' and path like '/api/my/change-password%')
     or (method = 'POST' and path like '/api/my/invitations/accept%')
     or (method in ('POST', 'PUT') and path like '/api/users%' and path not like '/api/users/invitations%')
     or (method = 'POST' and path like '/api/superadmin/tenants%')`;

export class SecretFreeIdempotency1763802730000 implements MigrationInterface {
  name = 'SecretFreeIdempotency1763802730000';

  async up(q: QueryRunner): Promise<void> {
    // As the owner, with the forced row-level security of the table lifted for this statement.
    const forced = await forcesRls(q, 'idempotency_keys');
    if (forced) await q.query(`alter table idempotency_keys no force row level security`);
    await q.query(DELETE_SECRET_KEYS);
    if (forced) await q.query(`alter table idempotency_keys force row level security`);
  }

  async down(): Promise<void> {
    // Nothing to restore: the deleted answers held secrets.
  }
}
