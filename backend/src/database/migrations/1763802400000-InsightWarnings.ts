import { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls, grantAppRole } from '../rls';
import { enableAudit } from './1763801400000-AuditTrail';

/**
 * Early warnings (issue #24 'Early warnings'; docs/adr/0031-early-warnings.md): the thresholds of
 * the warning rules, one row per farm (no row: the defaults of the issue). Under row-level security
 * like every farm table, and in the audit trail (a threshold change is a settings change).
 */
export class InsightWarnings1763802400000 implements MigrationInterface {
  name = 'InsightWarnings1763802400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`create table insight_warning_settings (
      tenant_id uuid primary key default app_current_tenant() references tenants(id) on delete cascade,
      hd_selisih_poin numeric(5,2) not null default 3 check (hd_selisih_poin between 0 and 100),
      hd_hari integer not null default 3 check (hd_hari between 1 and 7),
      konsumsi_turun_persen numeric(5,2) not null default 10 check (konsumsi_turun_persen > 0 and konsumsi_turun_persen <= 100),
      mati_harian_persen numeric(6,3) not null default 0.1 check (mati_harian_persen >= 0 and mati_harian_persen <= 100),
      mati_mingguan_persen numeric(6,3) not null default 0.2 check (mati_mingguan_persen >= 0 and mati_mingguan_persen <= 100),
      berat_telur_hari integer not null default 5 check (berat_telur_hari between 1 and 7),
      berat_telur_toleransi_g numeric(4,1) not null default 1 check (berat_telur_toleransi_g between 0 and 20),
      stok_pakan_hari integer not null default 2 check (stok_pakan_hari between 0 and 60),
      updated_by uuid default app_current_user() references users(id) on delete set null,
      updated_at timestamptz not null default now())`);
    await q.query(`comment on table insight_warning_settings is 'Thresholds of the early warning rules of a farm (GET/PUT /api/insight/warning-settings); no row: the defaults'`);
    await enableTenantRls(q, 'insight_warning_settings');
    await enableAudit(q, 'insight_warning_settings', 'tenant_id');
    await grantAppRole(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`drop table if exists insight_warning_settings`);
  }
}
