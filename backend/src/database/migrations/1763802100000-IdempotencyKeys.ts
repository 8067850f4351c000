import { MigrationInterface, QueryRunner } from 'typeorm';
import { grantAppRole } from '../rls';

/**
 * Idempotency keys (issue #22; docs/adr/0023-idempotency-keys.md): the first answer of every
 * POST/PUT/PATCH that carried an `Idempotency-Key` header, kept so that a repeat of the request is
 * answered with it instead of writing again (`common/idempotency/idempotency.interceptor.ts`).
 *
 * - `idempotency_keys(scope, key)` is the primary key. `scope` is the farm (`tenant_id`) on tenant
 *   routes — the same key from another farm is another key — and the caller's own user id on the
 *   routes without a farm (superadmin platform routes, switch-tenant, logout), where `tenant_id`
 *   is null (check `idempotency_scope`).
 * - `user_id` is the caller that used the key, `method`, `path` (with its query string) and
 *   `body_hash` (SHA-256 of the JSON body with sorted keys) the request it belongs to; `status` and
 *   `answer` the answer, set in the same transaction as the write (null only while that transaction
 *   runs). `answer` is `json`, not `jsonb`: it is replayed exactly as first sent (key order
 *   included) and never queried inside.
 * - Row-level security (enabled and forced like every farm table): a farm's keys under that farm's
 *   `app.tenant_id`; a key without a farm only to its own user and only outside any farm. Written
 *   only as the caller itself. The caller is `app_session_user()` (the request's session, verified
 *   by its secret), not `app_current_user()`, so that a write ending its own session (logout, an
 *   admin's own new password) still stores its answer.
 * - Kept at least 7 days: each request that stores a key deletes at most 50 of its scope's keys
 *   older than that (index `idempotency_keys_age`).
 */
export class IdempotencyKeys1763802100000 implements MigrationInterface {
  name = 'IdempotencyKeys1763802100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`create table idempotency_keys (
      scope uuid not null,
      key uuid not null,
      tenant_id uuid references tenants(id) on delete cascade,
      user_id uuid not null references users(id) on delete cascade,
      method varchar(10) not null,
      path text not null,
      body_hash char(64) not null,
      status int,
      answer json,
      created_at timestamptz not null default now(),
      primary key (scope, key),
      constraint idempotency_scope check ((tenant_id is not null and scope = tenant_id) or (tenant_id is null and scope = user_id))
    )`);
    await q.query(`create index idempotency_keys_age on idempotency_keys (scope, created_at)`);
    await q.query(
      `comment on table idempotency_keys is 'Idempotency-Key of a write (POST/PUT/PATCH) per farm (scope = tenant_id) or, without a farm, per user (scope = user_id), with the first answer; a repeat is answered with it. Kept at least 7 days'`,
    );
    await q.query(`alter table idempotency_keys enable row level security`);
    await q.query(`alter table idempotency_keys force row level security`);
    // The caller is the request's session user (verified by its secret), live or ended by this very
    // request (logout, an admin's own new password): its answer is stored all the same. A session
    // already ended never gets here (the guard refuses its token).
    const visible = `case when tenant_id is null then app_current_tenant() is null and user_id = app_session_user() else tenant_id = app_current_tenant() end`;
    await q.query(`create policy idempotency_isolation on idempotency_keys using (${visible}) with check (${visible} and user_id = app_session_user())`);
    await grantAppRole(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`drop table if exists idempotency_keys`);
  }
}
