import { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls, grantAppRole } from '../rls';

/** Tenants, users, memberships and the coop structure (lokasi › plant › jalur › bagian › tingkat), with RLS. */
export class Foundation1763800000000 implements MigrationInterface {
  name = 'Foundation1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`create or replace function app_current_tenant() returns uuid language sql stable
      as $$ select nullif(current_setting('app.tenant_id', true), '')::uuid $$`);
    await q.query(`create or replace function app_current_user() returns uuid language sql stable
      as $$ select nullif(current_setting('app.user_id', true), '')::uuid $$`);

    await q.query(`create table tenants (
      id uuid primary key default gen_random_uuid(),
      kode varchar(20) not null,
      nama varchar(120) not null,
      is_active boolean not null default true,
      contact_person varchar(120),
      phone varchar(30),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now())`);
    await q.query(`create unique index tenants_kode_key on tenants (lower(kode))`);

    await q.query(`create table users (
      id uuid primary key default gen_random_uuid(),
      email varchar(120) not null,
      password_hash text not null,
      global_role varchar(20) not null default 'user' check (global_role in ('superadmin', 'user')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now())`);
    await q.query(`create unique index users_email_key on users (lower(email))`);

    await q.query(`create table memberships (
      id integer generated always as identity primary key,
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      user_id uuid not null references users(id) on delete cascade,
      role varchar(20) not null check (role in ('owner', 'admin', 'abk', 'reseller', 'viewer')),
      created_at timestamptz not null default now(),
      unique (tenant_id, user_id))`);
    // A user sees its own memberships (login, switch-tenant) before any tenant is chosen.
    await q.query(`alter table memberships enable row level security`);
    await q.query(`alter table memberships force row level security`);
    await q.query(`create policy tenant_isolation on memberships
      using (tenant_id = app_current_tenant() or user_id = app_current_user())
      with check (tenant_id = app_current_tenant())`);

    const levels: Array<[string, string | null]> = [
      ['lokasi', null],
      ['plant', 'lokasi'],
      ['jalur', 'plant'],
      ['bagian', 'jalur'],
      ['tingkat', 'bagian'],
    ];
    for (const [table, parent] of levels) {
      const parentCol = parent ? `${parent}_id integer not null,` : '';
      const parentFk = parent
        ? `, foreign key (tenant_id, ${parent}_id) references ${parent}(tenant_id, id) on delete cascade`
        : '';
      await q.query(`create table ${table} (
        id integer generated always as identity primary key,
        tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
        ${parentCol}
        nama varchar(100) not null check (length(trim(nama)) > 0),
        created_at timestamptz not null default now(),
        unique (tenant_id, id)${parentFk})`);
      const scope = parent ? `tenant_id, ${parent}_id, lower(nama)` : 'tenant_id, lower(nama)';
      await q.query(`create unique index ${table}_nama_key on ${table} (${scope})`);
      await enableTenantRls(q, table);
    }
    await grantAppRole(q);
    await q.query(`alter default privileges in schema public grant select, insert, update, delete on tables to kpm_app`);
    await q.query(`alter default privileges in schema public grant usage, select on sequences to kpm_app`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['tingkat', 'bagian', 'jalur', 'plant', 'lokasi', 'memberships', 'users', 'tenants']) {
      await q.query(`drop table if exists ${t} cascade`);
    }
    await q.query(`drop function if exists app_current_user()`);
    await q.query(`drop function if exists app_current_tenant()`);
  }
}
