import { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls, forcesRls, grantAppRole } from '../rls';
import { enableAudit } from './1763801400000-AuditTrail';
import { accountsTreeFunction, journalLinesGuardFunction } from './1763801600000-BookGuarantees';
import { defaultAccountsFunction } from './1763800800000-Finance';
import { HEALTH_ACCOUNTS } from './1763803500000-HealthPrograms';
import { SUPPLIER_CONTROL_SCREENS } from './1763803000000-Suppliers';

/** The accounts of fixed assets (code, name, type, system key): cost, its contra account, the expense and the disposal result. */
export const FIXED_ASSET_ACCOUNTS: Array<[string, string, string, string]> = [
  ['1-700', 'Aset Tetap', 'asset', 'aset_tetap'],
  ['1-790', 'Akumulasi Penyusutan', 'asset', 'akumulasi_penyusutan'],
  ['4-910', 'Laba Pelepasan Aset', 'income', 'laba_pelepasan_aset'],
  ['6-800', 'Beban Penyusutan', 'expense', 'beban_penyusutan'],
  ['6-810', 'Rugi Pelepasan Aset', 'expense', 'rugi_pelepasan_aset'],
];

/** The default chart after this migration (new farms). */
export const FIXED_ASSET_DEFAULT_ACCOUNTS: Array<[string, string, string, string | null]> = [...HEALTH_ACCOUNTS, ...FIXED_ASSET_ACCOUNTS];

/** Control accounts after this migration: Aset Tetap and Akumulasi Penyusutan take postings only from the asset register. */
export const FIXED_ASSET_CONTROL_SCREENS: Record<string, string> = {
  ...SUPPLIER_CONTROL_SCREENS,
  aset_tetap: 'Aset Tetap (beli dan lepas aset)',
  akumulasi_penyusutan: "Aset Tetap ('Susutkan bulan ini' dan lepas aset)",
};

/** The asset groups (kandang/bangunan, kandang baterai, peralatan, kendaraan, lainnya). */
const ASSET_GROUPS = ['kandang', 'kandang_baterai', 'peralatan', 'kendaraan', 'lainnya'] as const;

/**
 * Fixed assets (issue #40 'Houses, cages and equipment'; docs/adr/0051-fixed-assets.md):
 *
 * - `fixed_assets`: a farm's houses, cages, equipment and vehicles — cost, residual value, useful
 *   life in months, bought on `purchase_date` by cash or transfer (`bank_account_id`: Kas or Bank or
 *   a sub-account), posted Dr Aset Tetap / Cr Kas/Bank (journal `journal_id`, code AT-…). Disposed
 *   (`disposed_date`, `disposal_price`, …) once: Dr Kas/Bank + Dr Akumulasi / Cr Aset Tetap, the
 *   rest on Laba or Rugi Pelepasan Aset (journal LA-…).
 * - `asset_depreciation_runs` (one 'Susutkan bulan ini' of a period, journal SU-…) and
 *   `asset_depreciation_lines` (what it took from each asset); at most one line per asset and period.
 * - Five accounts for every farm (for existing ones at the first free code near the default);
 *   Aset Tetap and Akumulasi Penyusutan become control accounts (manual journals refused, KP422).
 */
export class FixedAssets1763803800000 implements MigrationInterface {
  name = 'FixedAssets1763803800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`create table fixed_assets (
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      id bigint generated always as identity,
      name varchar(120) not null check (length(trim(name)) > 0),
      grp varchar(20) not null check (grp in (${ASSET_GROUPS.map((g) => `'${g}'`).join(', ')})),
      place varchar(120),
      purchase_date date not null,
      cost numeric(18,2) not null check (cost > 0),
      residual_value numeric(18,2) not null default 0 check (residual_value >= 0 and residual_value < cost),
      useful_life_months integer not null check (useful_life_months between 1 and 600),
      method varchar(10) not null check (method in ('cash', 'transfer')),
      bank_account_id integer,
      journal_id integer,
      journal_code varchar(30),
      original_journal_id integer,
      disposed_date date,
      disposal_price numeric(18,2) check (disposal_price >= 0),
      disposal_method varchar(10) check (disposal_method in ('cash', 'transfer')),
      disposal_bank_account_id integer,
      disposal_journal_code varchar(30),
      created_by uuid default app_current_user(),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      check ((disposed_date is null) = (disposal_price is null) and (disposed_date is null) = (disposal_method is null)),
      check (disposed_date is null or disposed_date >= purchase_date),
      foreign key (tenant_id, bank_account_id) references accounts(tenant_id, id),
      foreign key (tenant_id, disposal_bank_account_id) references accounts(tenant_id, id),
      foreign key (tenant_id, journal_id) references journals(tenant_id, id))`);
    await q.query(`comment on table fixed_assets is 'Fixed assets (issue #40): cost and residual value in rupiah, straight-line depreciation of (cost − residual) over useful_life_months from the month of purchase_date (asset_depreciation_lines). journal_id/journal_code: the purchase''s current journal (AT-…); original_journal_id its first.'`);
    await q.query(`create index fixed_assets_date on fixed_assets (tenant_id, purchase_date)`);

    await q.query(`create table asset_depreciation_runs (
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      id bigint generated always as identity,
      period char(7) not null check (period ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
      run_date date not null,
      total numeric(18,2) not null check (total > 0),
      journal_id integer,
      journal_code varchar(30),
      created_by uuid default app_current_user(),
      created_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, period, id),
      foreign key (tenant_id, journal_id) references journals(tenant_id, id))`);
    await q.query(`comment on table asset_depreciation_runs is 'One ''Susutkan bulan ini'' of a period YYYY-MM: Σ of its lines posted Dr Beban Penyusutan / Cr Akumulasi Penyusutan on run_date (the period''s last day, or today for the current month), journal SU-….'`);
    await q.query(`create table asset_depreciation_lines (
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      id bigint generated always as identity,
      run_id bigint not null,
      period char(7) not null,
      asset_id bigint not null,
      amount numeric(18,2) not null check (amount > 0),
      primary key (tenant_id, id),
      unique (tenant_id, asset_id, period),
      foreign key (tenant_id, period, run_id) references asset_depreciation_runs(tenant_id, period, id),
      foreign key (tenant_id, asset_id) references fixed_assets(tenant_id, id))`);
    await q.query(`comment on table asset_depreciation_lines is 'What one run took from one asset in its period: (cost − residual) / life rounded down to whole rupiah, the last month of its life the rest. At most one per asset and period.'`);
    for (const table of ['fixed_assets', 'asset_depreciation_runs', 'asset_depreciation_lines']) {
      await enableTenantRls(q, table);
      await enableAudit(q, table);
    }

    // The accounts: new farms through the default chart; existing farms at the default code, or
    // the first free one after it in the same hundred (1-700, 1-701 … 1-709).
    await q.query(defaultAccountsFunction(FIXED_ASSET_DEFAULT_ACCOUNTS, true));
    await q.query(accountsTreeFunction(FIXED_ASSET_CONTROL_SCREENS));
    await q.query(journalLinesGuardFunction(FIXED_ASSET_CONTROL_SCREENS));
    const forced = await forcesRls(q, 'tenants');
    if (forced) await q.query(`alter table tenants no force row level security`);
    await q.query(`alter table accounts no force row level security`);
    for (const [code, name, type, key] of FIXED_ASSET_ACCOUNTS) {
      await q.query(
        `insert into accounts (tenant_id, code, name, type, system_key)
         select t.id,
                (select c.code from (select $1::varchar as code, 0 as n union all select left($1::varchar, 4) || g, g from generate_series(1, 9) g) c
                  where not exists (select 1 from accounts a where a.tenant_id = t.id and lower(a.code) = lower(c.code)) order by c.n limit 1),
                $2::varchar, $3::varchar, $4::varchar
           from tenants t
          where not exists (select 1 from accounts a where a.tenant_id = t.id and a.system_key = $4::varchar)`,
        [code, name, type, key],
      );
    }
    await q.query(`alter table accounts force row level security`);
    if (forced) await q.query(`alter table tenants force row level security`);

    await grantAppRole(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(defaultAccountsFunction(HEALTH_ACCOUNTS, true));
    await q.query(accountsTreeFunction(SUPPLIER_CONTROL_SCREENS));
    await q.query(journalLinesGuardFunction(SUPPLIER_CONTROL_SCREENS));
    await q.query(`drop table if exists asset_depreciation_lines`);
    await q.query(`drop table if exists asset_depreciation_runs`);
    await q.query(`drop table if exists fixed_assets`);
  }
}
