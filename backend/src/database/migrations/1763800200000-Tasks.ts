import { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls, grantAppRole } from '../rls';

/**
 * Farm tasks (spec part 1 §3, §7 Task library; part 2 §3, §7 Tasks): the task library (main task ›
 * sub task with an optional image), recurring schedules (rule only, occurrences are expanded with
 * rrule) and executions (one per schedule and due date, DONE or SKIPPED).
 */
export class Tasks1763800200000 implements MigrationInterface {
  name = 'Tasks1763800200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`create table task_main (
      id integer generated always as identity primary key,
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      nama varchar(120) not null check (length(trim(nama)) > 0),
      deskripsi text,
      aktif boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (tenant_id, id))`);
    await q.query(`create unique index task_main_nama_key on task_main (tenant_id, lower(nama))`);
    await enableTenantRls(q, 'task_main');

    await q.query(`create table task_sub (
      id integer generated always as identity primary key,
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      main_id integer not null,
      nama varchar(120) not null check (length(trim(nama)) > 0),
      deskripsi text,
      instruksi text,
      default_dur_min integer check (default_dur_min >= 0),
      aktif boolean not null default true,
      image_key varchar(200),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (tenant_id, id),
      foreign key (tenant_id, main_id) references task_main(tenant_id, id))`);
    await q.query(`create unique index task_sub_nama_key on task_sub (tenant_id, main_id, lower(nama))`);
    await enableTenantRls(q, 'task_sub');

    await q.query(`create table task_schedule (
      id integer generated always as identity primary key,
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      sub_id integer not null,
      frequency varchar(10) not null check (frequency in ('DAILY', 'WEEKLY', 'MONTHLY')),
      "interval" integer not null default 1 check ("interval" >= 1),
      by_days smallint[] not null default '{}' check (by_days <@ array[1,2,3,4,5,6,7]::smallint[]),
      by_month_days smallint[] not null default '{}' check (1 <= all(by_month_days) and 31 >= all(by_month_days)),
      time_of_day time not null default '08:00',
      start_date date not null,
      end_date date check (end_date is null or end_date >= start_date),
      assignees jsonb,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (tenant_id, id),
      foreign key (tenant_id, sub_id) references task_sub(tenant_id, id))`);
    await q.query(`create index task_schedule_sub_idx on task_schedule (tenant_id, sub_id)`);
    await enableTenantRls(q, 'task_schedule');

    await q.query(`create table task_execution (
      id integer generated always as identity primary key,
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      schedule_id integer not null,
      due_date date not null,
      status varchar(10) not null check (status in ('DONE', 'SKIPPED')),
      executed_at timestamptz not null default now(),
      executed_by uuid references users(id) on delete set null,
      unique (tenant_id, schedule_id, due_date),
      foreign key (tenant_id, schedule_id) references task_schedule(tenant_id, id) on delete cascade)`);
    await q.query(`create index task_execution_due_idx on task_execution (tenant_id, due_date)`);
    await enableTenantRls(q, 'task_execution');

    await grantAppRole(q);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['task_execution', 'task_schedule', 'task_sub', 'task_main']) {
      await q.query(`drop table if exists ${t} cascade`);
    }
  }
}
