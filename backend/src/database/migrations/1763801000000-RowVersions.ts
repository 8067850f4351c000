import { MigrationInterface, QueryRunner } from 'typeorm';
import { grantAppRole } from '../rls';

/**
 * Row versions of the daily entries (issue #11, docs/adr/0010-row-versions.md): every row of
 * `transaksi_pakan` and `transaksi_telur` carries `version`, a number taken from one sequence when
 * the row is written and again each time its values change. A save that names the version it was
 * loaded at is refused (409) when the row changed since; a number is never handed out twice, so a
 * row removed (all zeros) and entered again does not come back with a version an old page holds.
 */
export class RowVersions1763801000000 implements MigrationInterface {
  name = 'RowVersions1763801000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`create sequence daily_entry_version_seq as bigint`);
    for (const table of ['transaksi_pakan', 'transaksi_telur']) {
      await q.query(`alter table ${table} add column version bigint not null default nextval('daily_entry_version_seq')`);
    }
    await grantAppRole(q);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['transaksi_pakan', 'transaksi_telur']) await q.query(`alter table ${table} drop column version`);
    await q.query(`drop sequence daily_entry_version_seq`);
  }
}
