import { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls, grantAppRole } from '../rls';
import { enableAudit } from './1763801400000-AuditTrail';

/** Causes of a death (transaksi_ayam.cause); none stored = tidak_diketahui. */
export const DEATH_CAUSES = ['penyakit', 'heat_stress', 'prolaps', 'kanibal', 'predator', 'kecelakaan', 'afkir_sakit', 'tidak_diketahui'] as const;

/**
 * Treatments and egg withdrawal, causes of death (issue #38; docs/adr/0048-treatments-and-egg-withdrawal.md):
 *
 * - `stock_items.not_for_layers`: an OVK item marked 'tidak untuk ayam petelur produksi'.
 * - `treatments`: a medicine (OVK stock item) given to the birds of a bagian from start_date to
 *   end_date, its dose (item's unit, taken out of stock by the feed movement `feed_txn_id`), reason,
 *   withdrawal days and the day the bagian's eggs are held until (`hold_until`; null: the whole
 *   flock life). What became of the held eggs: `disposal` (dimusnahkan / non_pangan) with a note.
 * - view `telur_tertahan`: the egg rows (transaksi_telur) of a bagian laid in a treatment's hold
 *   window, once per row — the eggs the sales availability leaves out.
 * - `transaksi_ayam.cause`, `suspected_disease`, `cause_note`: the cause of a death (mati only).
 * The dose's expense goes to Beban OVK (`beban_ovk`), the key HealthPrograms1763803500000 gives the
 * default chart's '6-600 Beban Vaksin dan Obat'.
 */
export class Treatments1763803600000 implements MigrationInterface {
  name = 'Treatments1763803600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`alter table stock_items add column not_for_layers boolean not null default false`);
    await q.query(`comment on column stock_items.not_for_layers is 'OVK marked tidak untuk ayam petelur produksi: a treatment of a laying flock with it needs confirmation and holds its eggs for the whole flock life unless a vet overrides it (issue #38).'`);

    await q.query(`create table treatments (
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      id bigint generated always as identity,
      bagian_id integer not null,
      item_id bigint not null,
      start_date date not null,
      end_date date not null,
      dose numeric(14,3) not null check (dose > 0),
      reason varchar(200) not null check (length(trim(reason)) > 0),
      withdrawal_days integer not null check (withdrawal_days between 0 and 365),
      hold_until date,
      not_for_layers boolean not null default false,
      vet_note varchar(300),
      feed_txn_id integer,
      disposal varchar(12) check (disposal in ('dimusnahkan', 'non_pangan')),
      disposal_note varchar(200),
      created_by uuid default app_current_user(),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      check (end_date >= start_date),
      check (hold_until is null or hold_until >= end_date),
      check (hold_until is not null or not_for_layers),
      foreign key (tenant_id, bagian_id) references bagian(tenant_id, id),
      foreign key (tenant_id, item_id) references stock_items(tenant_id, id))`);
    await q.query(`comment on table treatments is 'Medicines (OVK stock items) given to a bagian (issue #38): dose in the item''s unit taken out of stock (feed_txn_id), withdrawal days, and hold_until: the last day whose eggs are held (not sellable); null = the whole flock life (an item not for laying hens, no vet override).'`);
    await q.query(`comment on column treatments.feed_txn_id is 'The stock movement (feed_txns adjust of the item, Beban OVK) that took the dose out of stock; no foreign key: feed_txns is keyed by id alone (an ADR 0041 exception).'`);
    await q.query(`create index treatments_bagian_idx on treatments (tenant_id, bagian_id, start_date)`);
    await q.query(`create index treatments_item_idx on treatments (tenant_id, item_id)`);
    await enableTenantRls(q, 'treatments');
    await enableAudit(q, 'treatments');

    await q.query(`create view telur_tertahan with (security_invoker = true) as
      select t.tenant_id, t.tanggal, t.bagian_id, t.grade_a, t.grade_b, t.grade_c, t.butir_a, t.butir_b, t.butir_c
        from transaksi_telur t
       where exists (select 1 from treatments h
                      where h.tenant_id = t.tenant_id and h.bagian_id = t.bagian_id
                        and t.tanggal >= h.start_date and (h.hold_until is null or t.tanggal <= h.hold_until))`);
    await q.query(`comment on view telur_tertahan is 'Egg rows (transaksi_telur) laid by a bagian inside a treatment hold window (start_date .. hold_until): recorded and reported, but not sellable (issue #38).'`);

    await q.query(`alter table transaksi_ayam add column cause varchar(16) check (cause in (${DEATH_CAUSES.map((c) => `'${c}'`).join(', ')}))`);
    await q.query(`alter table transaksi_ayam add column suspected_disease varchar(80)`);
    await q.query(`alter table transaksi_ayam add column cause_note varchar(200)`);
    await q.query(`alter table transaksi_ayam add constraint transaksi_ayam_cause_mati check ((cause is null and cause_note is null) or aksi = 'mati')`);
    await q.query(`alter table transaksi_ayam add constraint transaksi_ayam_disease check (suspected_disease is null or cause = 'penyakit')`);
    await q.query(`comment on column transaksi_ayam.cause is 'Cause of a death (mati only): ${DEATH_CAUSES.join(', ')}; null = tidak_diketahui (issue #38).'`);

    await grantAppRole(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`alter table transaksi_ayam drop constraint if exists transaksi_ayam_disease`);
    await q.query(`alter table transaksi_ayam drop constraint if exists transaksi_ayam_cause_mati`);
    await q.query(`alter table transaksi_ayam drop column if exists cause_note`);
    await q.query(`alter table transaksi_ayam drop column if exists suspected_disease`);
    await q.query(`alter table transaksi_ayam drop column if exists cause`);
    await q.query(`drop view if exists telur_tertahan`);
    await q.query(`drop table if exists treatments`);
    await q.query(`alter table stock_items drop column if exists not_for_layers`);
  }
}
