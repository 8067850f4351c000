import { MigrationInterface, QueryRunner } from 'typeorm';
import { APP_ROLE } from '../provision';
import { enableTenantRls, grantAppRole } from '../rls';
import { enableAudit } from './1763801400000-AuditTrail';

/** SQLSTATE of a posting dated on or before the farm's lock date (the API answers 422 with the message). */
export const BOOK_LOCK_SQLSTATE = 'KP423';

/**
 * Month close (tutup buku; issue #20 'Month close'; docs/adr/0016-month-close.md).
 *
 * - `book_locks`: one row per farm, `lock_date` the last day of the closed period (null or no row:
 *   nothing closed), who set it and when. Under row-level security like every farm table, and in
 *   the audit trail (`enableAudit`: every change of the lock, closing and reopening, is a row of
 *   /api/audit with its before and after).
 * - `book_lock_guard()`: BEFORE INSERT on `journals` and `journal_lines`, for every writer: a row
 *   dated on or before its farm's lock date is refused with SQLSTATE KP423 ({@link BOOK_LOCK_SQLSTATE})
 *   and the message 'Periode sampai dd/mm/yyyy sudah ditutup.' (constraint `book_lock`), which the
 *   API answers as 422. The lock is read under the row's own farm (SECURITY DEFINER, `app.tenant_id`
 *   set for the read and put back), so clearing or switching `app.tenant_id` does not hide it.
 *   Journals are never updated or deleted (`journal_immutable`), so inserts are all there is to guard.
 */
export class MonthClose1763801800000 implements MigrationInterface {
  name = 'MonthClose1763801800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`create table book_locks (
      tenant_id uuid primary key references tenants(id) on delete cascade,
      lock_date date,
      updated_by uuid references users(id) on delete set null,
      updated_at timestamptz not null default now()
    )`);
    await q.query(`comment on table book_locks is 'Month close: the books of the farm are closed up to and including lock_date (null: nothing closed); no journal may be dated on or before it'`);
    await enableTenantRls(q, 'book_locks');
    await enableAudit(q, 'book_locks', 'tenant_id');

    await q.query(`create function book_lock_guard() returns trigger language plpgsql security definer set search_path = public, pg_temp as $$
      declare
        prev text := coalesce(current_setting('app.tenant_id', true), '');
        locked date;
      begin
        perform set_config('app.tenant_id', new.tenant_id::text, true);
        select lock_date into locked from book_locks where tenant_id = new.tenant_id;
        perform set_config('app.tenant_id', prev, true);
        if locked is not null and new.trx_date <= locked then
          raise exception '%', 'Periode sampai ' || to_char(locked, 'DD/MM/YYYY') || ' sudah ditutup.'
            using errcode = '${BOOK_LOCK_SQLSTATE}', constraint = 'book_lock';
        end if;
        return new;
      end $$`);
    for (const table of ['journals', 'journal_lines']) {
      await q.query(`create trigger ${table}_book_lock before insert on ${table} for each row execute function book_lock_guard()`);
    }
    await q.query(`revoke all on function book_lock_guard() from public`);
    await q.query(`grant execute on function book_lock_guard() to ${APP_ROLE}`);
    await grantAppRole(q);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['journals', 'journal_lines']) await q.query(`drop trigger if exists ${table}_book_lock on ${table}`);
    await q.query(`drop function if exists book_lock_guard()`);
    await q.query(`drop table if exists book_locks`);
  }
}
