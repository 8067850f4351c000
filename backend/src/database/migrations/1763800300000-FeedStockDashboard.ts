import { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls, grantAppRole } from '../rls';

/**
 * Feed stock movements, unit settings of the dashboard, and the indexes the reports and the
 * dashboard read with (spec part 1 §2.5, §3, §9; part 2 §3 'Feed transaction', §7 'Feed stock';
 * DESIGN §5 'Reports and dashboard', 'Finance').
 *
 * - `feed_txns`: purchases (`buy`), sales (`sell`) and adjustments (`adjust`, signed qty). Stock
 *   and moving-average cost are not stored: FeedStockService derives them from these rows and the
 *   daily usage of `transaksi_pakan`, in date order (docs/adr/0003-feed-stock-costing.md).
 * - `unit_settings`: display units of one user in one tenant.
 */
export class FeedStockDashboard1763800300000 implements MigrationInterface {
  name = 'FeedStockDashboard1763800300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`create table feed_txns (
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      id integer generated always as identity primary key,
      trx_date date not null,
      type varchar(10) not null check (type in ('buy', 'sell', 'adjust')),
      qty_kg numeric(14,3) not null check (qty_kg <> 0 and (type = 'adjust' or qty_kg > 0)),
      price_per_kg numeric(18,2) check (price_per_kg >= 0),
      ongkir numeric(18,2) not null default 0 check (ongkir >= 0),
      bongkar numeric(18,2) not null default 0 check (bongkar >= 0),
      method varchar(10) check (method in ('cash', 'transfer')),
      note varchar(200),
      created_by uuid default app_current_user(),
      created_at timestamptz not null default now(),
      unique (tenant_id, id),
      check (type = 'adjust' or (price_per_kg is not null and method is not null)))`);
    await q.query(`comment on table feed_txns is
      'Feed purchases, sales and adjustments (kg, rupiah). Stock and moving-average cost are derived with the daily usage of transaksi_pakan in date order (FeedStockService).'`);
    await q.query(`create index feed_txns_date_idx on feed_txns (tenant_id, trx_date, id)`);
    await enableTenantRls(q, 'feed_txns');

    await q.query(`create table unit_settings (
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      user_id uuid not null references users(id) on delete cascade,
      telur_unit varchar(2) not null default 'kg' check (telur_unit in ('kg', 'g')),
      avg_butir_unit varchar(2) not null default 'g' check (avg_butir_unit in ('kg', 'g')),
      pakan_unit varchar(2) not null default 'kg' check (pakan_unit in ('kg', 'g')),
      fi_unit varchar(8) not null default 'g/ekor' check (fi_unit in ('g/ekor', 'kg/ekor')),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, user_id))`);
    await enableTenantRls(q, 'unit_settings');

    // Reports and dashboard read daily sums by date: covering indexes let them scan the index only.
    await q.query(`create index transaksi_pakan_tanggal_cov_idx on transaksi_pakan (tenant_id, tanggal) include (tingkat_id, pakan_pagi, pakan_sore)`);
    await q.query(`create index transaksi_telur_tanggal_cov_idx on transaksi_telur (tenant_id, tanggal)
      include (bagian_id, grade_a, grade_b, grade_c, butir_a, butir_b, butir_c)`);
    await q.query(`create index transaksi_ayam_tanggal_cov_idx on transaksi_ayam (tenant_id, tanggal)
      include (aksi, jumlah, asal_tingkat_id, tujuan_tingkat_id, usia_hari)`);
    await grantAppRole(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`drop index if exists transaksi_ayam_tanggal_cov_idx`);
    await q.query(`drop index if exists transaksi_telur_tanggal_cov_idx`);
    await q.query(`drop index if exists transaksi_pakan_tanggal_cov_idx`);
    await q.query(`drop table if exists unit_settings`);
    await q.query(`drop table if exists feed_txns`);
  }
}
