import { QueryRunner } from 'typeorm';
import { APP_ROLE } from './provision';

/**
 * Row-level security for a tenant-owned table: ENABLE + FORCE, and one policy that lets a row be
 * seen or written only when its `tenant_id` equals the request's `app.tenant_id` setting
 * (`set_config('app.tenant_id', …, true)`, see TenantContext). Use it in every migration that
 * creates a tenant table.
 */
export async function enableTenantRls(q: QueryRunner, table: string): Promise<void> {
  await q.query(`alter table "${table}" enable row level security`);
  await q.query(`alter table "${table}" force row level security`);
  await q.query(
    `create policy tenant_isolation on "${table}" using (tenant_id = app_current_tenant()) with check (tenant_id = app_current_tenant())`,
  );
}

/** Grants the runtime role the data rights on every table and sequence (run at the end of a migration). */
export async function grantAppRole(q: QueryRunner): Promise<void> {
  await q.query(`grant usage on schema public to ${APP_ROLE}`);
  await q.query(`grant select, insert, update, delete on all tables in schema public to ${APP_ROLE}`);
  await q.query(`grant usage, select on all sequences in schema public to ${APP_ROLE}`);
}
