import { MigrationInterface, QueryRunner } from 'typeorm';
import { APP_ROLE } from '../provision';
import { grantAppRole } from '../rls';

/**
 * State that several app instances share (issue #25; docs/adr/0034-several-instances-logs-metrics.md):
 *
 * - `rate_limits`: the login and password-change failure counts and the per-address login limit,
 *   in the table layout of `rate-limiter-flexible`'s RateLimiterPostgres (key, points, expire as
 *   unix ms), so that every instance counts the same attempts (common/limits/postgres-limits.ts).
 *   Keys hold usernames and client addresses, no farm data: no row-level security; the runtime
 *   role reads and writes it (grantAppRole).
 * - `app_migration_applied(name)`: true when the migration `name` has run. The runtime role may
 *   not read `migrations` (rls.ts, limitAppRole); this function (security definer, owned by the
 *   owner) answers only this question, for GET /api/health/ready.
 */
export class SharedLimits1763802600000 implements MigrationInterface {
  name = 'SharedLimits1763802600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`create table rate_limits (
      key varchar(255) primary key,
      points integer not null default 0,
      expire bigint
    )`);
    await q.query(`create index rate_limits_expire on rate_limits (expire)`);
    await q.query(`comment on table rate_limits is 'Attempt counts shared by every app instance (login failures per account and per account and client, login attempts per client address): rate-limiter-flexible layout, expire in unix ms'`);
    await q.query(`create function app_migration_applied(migration text) returns boolean
      language sql stable security definer set search_path = public, pg_temp
      as $$ select exists (select 1 from migrations where name = migration) $$`);
    await q.query(`revoke all on function app_migration_applied(text) from public`);
    await q.query(`grant execute on function app_migration_applied(text) to ${APP_ROLE}`);
    await grantAppRole(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`drop function if exists app_migration_applied(text)`);
    await q.query(`drop table if exists rate_limits`);
  }
}
