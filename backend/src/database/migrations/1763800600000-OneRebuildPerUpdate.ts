import { MigrationInterface, QueryRunner } from 'typeorm';

/** The summaries kept by statement triggers: trigger name, tables, and the rebuild call over `rows`. */
const SUMMARIES = [
  {
    name: 'tingkat_harian',
    tables: ['transaksi_pakan', 'transaksi_ayam'],
    // Both tables feed the day book; a chicken row touches its origin and its destination.
    body: `if tg_table_name = 'transaksi_pakan' then
          perform tingkat_harian_rebuild((select jsonb_agg(jsonb_build_array(r.tenant_id, r.tingkat_id, r.tanggal))
            from (select tenant_id, tingkat_id, tanggal from new_rows union all select tenant_id, tingkat_id, tanggal from old_rows) r));
        else
          perform tingkat_harian_rebuild((select jsonb_agg(jsonb_build_array(r.tenant_id, x.t, r.tanggal))
            from (select tenant_id, asal_tingkat_id, tujuan_tingkat_id, tanggal from new_rows
                  union all select tenant_id, asal_tingkat_id, tujuan_tingkat_id, tanggal from old_rows) r
            cross join lateral unnest(array[r.asal_tingkat_id, r.tujuan_tingkat_id]) as x(t) where x.t is not null));
        end if;`,
  },
  {
    name: 'flock_month',
    tables: ['transaksi_ayam'],
    body: `perform flock_month_rebuild((select jsonb_agg(jsonb_build_array(r.tenant_id, x.t, date_trunc('month', r.tanggal)::date))
          from (select tenant_id, asal_tingkat_id, tujuan_tingkat_id, tanggal from new_rows
                union all select tenant_id, asal_tingkat_id, tujuan_tingkat_id, tanggal from old_rows) r
          cross join lateral unnest(array[r.asal_tingkat_id, r.tujuan_tingkat_id]) as x(t) where x.t is not null));`,
  },
  {
    name: 'pakan_harian',
    tables: ['transaksi_pakan'],
    body: `perform pakan_harian_rebuild((select jsonb_agg(jsonb_build_array(r.tenant_id, r.tanggal))
          from (select tenant_id, tanggal from new_rows union all select tenant_id, tanggal from old_rows) r));`,
  },
];

/**
 * One rebuild per UPDATE statement for the summaries kept by triggers (`tingkat_harian`,
 * `flock_month`, `pakan_harian`; ADR 0004, 0005).
 *
 * Their `*_sync()` functions served INSERT, UPDATE and DELETE alike and, on an UPDATE, called the
 * rebuild twice: once for the new rows, once for the old. Each rebuild recomputes from the source
 * rows, so one call over old ∪ new gives the same result; for the day book it halves the work of a
 * chicken write, whose age re-derivation updates up to a year of rows of a tingkat. The UPDATE
 * triggers now call `*_sync_update()`; INSERT and DELETE keep `*_sync()`.
 */
export class OneRebuildPerUpdate1763800600000 implements MigrationInterface {
  name = 'OneRebuildPerUpdate1763800600000';

  async up(q: QueryRunner): Promise<void> {
    for (const s of SUMMARIES) {
      await q.query(`create function ${s.name}_sync_update() returns trigger language plpgsql as $$
        begin
          ${s.body}
          return null;
        end $$`);
      for (const table of s.tables) await this.updateTrigger(q, s.name, table, `${s.name}_sync_update`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const s of SUMMARIES) {
      for (const table of s.tables) await this.updateTrigger(q, s.name, table, `${s.name}_sync`);
      await q.query(`drop function ${s.name}_sync_update()`);
    }
  }

  private async updateTrigger(q: QueryRunner, name: string, table: string, fn: string): Promise<void> {
    await q.query(`drop trigger ${name}_upd on ${table}`);
    await q.query(`create trigger ${name}_upd after update on ${table} referencing old table as old_rows new table as new_rows
      for each statement execute function ${fn}()`);
  }
}
