import { MigrationInterface, QueryRunner } from 'typeorm';
import { APP_ROLE } from '../provision';
import { grantAppRole } from '../rls';

/**
 * Backups (issue #25; docs/adr/0033-backups-and-crash-safety.md): `backup_runs` records each
 * backup the server or `npm run backup` took — when, which file, its size, or the error — for
 * the superadmin's screen. Written by the owner role (the nightly job) or a superuser (the
 * command); the runtime role reads it for a verified superadmin only (row-level security) and
 * never writes it.
 */
export class Backups1763802500000 implements MigrationInterface {
  name = 'Backups1763802500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`create table backup_runs (
      id bigserial primary key,
      kind varchar(10) not null check (kind in ('nightly', 'manual')),
      started_at timestamptz not null,
      finished_at timestamptz not null default now(),
      file text,
      size_bytes bigint,
      error text,
      constraint backup_runs_outcome check ((error is null) = (file is not null))
    )`);
    await q.query(`create index backup_runs_recent on backup_runs (started_at desc)`);
    await q.query(`comment on table backup_runs is 'Each backup taken (nightly job or npm run backup): the file and its size (bytes, with the uploads archive) or the error'`);
    await q.query(`alter table backup_runs enable row level security`);
    await q.query(`create policy backup_runs_superadmin on backup_runs for select using (app_is_superadmin())`);
    await grantAppRole(q);
    await q.query(`revoke insert, update, delete on backup_runs from ${APP_ROLE}`);
    await q.query(`revoke all on sequence backup_runs_id_seq from ${APP_ROLE}`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`drop table if exists backup_runs`);
  }
}
