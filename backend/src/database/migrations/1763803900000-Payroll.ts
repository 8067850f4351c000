import { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls, forcesRls, grantAppRole } from '../rls';
import { enableAudit } from './1763801400000-AuditTrail';
import { accountsTreeFunction, journalLinesGuardFunction } from './1763801600000-BookGuarantees';
import { defaultAccountsFunction } from './1763800800000-Finance';
import { FIXED_ASSET_CONTROL_SCREENS, FIXED_ASSET_DEFAULT_ACCOUNTS } from './1763803800000-FixedAssets';

/** The payable of wages not paid yet: code, name, type, system key. */
export const WAGES_PAYABLE_ACCOUNT: [string, string, string, string] = ['2-300', 'Hutang Gaji', 'liability', 'hutang_gaji'];

/** Control accounts after this migration: Hutang Gaji takes postings only from wage slips and their payment. */
export const PAYROLL_CONTROL_SCREENS: Record<string, string> = { ...FIXED_ASSET_CONTROL_SCREENS, hutang_gaji: 'Gaji ABK (slip gaji dan pembayarannya)' };

/**
 * Wages (issue #40 'Wages'; docs/adr/0052-payroll.md):
 *
 * - `payroll_slips`: one wage slip of an ABK (Data ABK) for a period (YYYY-MM): gross, deductions,
 *   net = gross − deductions, paid at once (cash/transfer, `bank_account_id`) or owed
 *   (`method = 'hutang'`) until `paid_date`. Journal GJ-…: Dr Beban Gaji gross / Cr Kas/Bank or
 *   Hutang Gaji net / Cr Pendapatan Lain deductions; the payment of an owed slip BG-…: Dr Hutang
 *   Gaji / Cr Kas/Bank.
 * - `abk` gets the key (tenant_id, id) a farm table's foreign key pairs with.
 * - Hutang Gaji (2-300, or the first free 2-30N) for every farm, a control account.
 */
export class Payroll1763803900000 implements MigrationInterface {
  name = 'Payroll1763803900000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`alter table abk add constraint abk_tenant_id_key unique (tenant_id, id)`);
    await q.query(`create table payroll_slips (
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      id bigint generated always as identity,
      period char(7) not null check (period ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
      abk_id integer not null,
      slip_date date not null,
      gross numeric(18,2) not null check (gross > 0),
      deductions numeric(18,2) not null default 0 check (deductions >= 0 and deductions <= gross),
      method varchar(10) not null check (method in ('cash', 'transfer', 'hutang')),
      bank_account_id integer,
      note varchar(200),
      journal_code varchar(30),
      paid_date date,
      paid_method varchar(10) check (paid_method in ('cash', 'transfer')),
      paid_bank_account_id integer,
      paid_journal_code varchar(30),
      created_by uuid default app_current_user(),
      created_at timestamptz not null default now(),
      primary key (tenant_id, id),
      check ((method = 'hutang') or (paid_date is null)),
      check ((paid_date is null) = (paid_method is null) and (paid_date is null or paid_date >= slip_date)),
      foreign key (tenant_id, abk_id) references abk(tenant_id, id),
      foreign key (tenant_id, bank_account_id) references accounts(tenant_id, id),
      foreign key (tenant_id, paid_bank_account_id) references accounts(tenant_id, id))`);
    await q.query(`comment on table payroll_slips is 'Wage slips (issue #40): net = gross − deductions, posted GJ-… on slip_date (Dr Beban Gaji / Cr Kas/Bank or Hutang Gaji, deductions Cr Pendapatan Lain); an owed slip (method hutang) paid once, BG-… Dr Hutang Gaji / Cr Kas/Bank.'`);
    await q.query(`create index payroll_slips_period on payroll_slips (tenant_id, period, abk_id)`);
    await enableTenantRls(q, 'payroll_slips');
    await enableAudit(q, 'payroll_slips');

    await q.query(defaultAccountsFunction([...FIXED_ASSET_DEFAULT_ACCOUNTS, WAGES_PAYABLE_ACCOUNT], true));
    await q.query(accountsTreeFunction(PAYROLL_CONTROL_SCREENS));
    await q.query(journalLinesGuardFunction(PAYROLL_CONTROL_SCREENS));
    const forced = await forcesRls(q, 'tenants');
    if (forced) await q.query(`alter table tenants no force row level security`);
    await q.query(`alter table accounts no force row level security`);
    await q.query(
      `insert into accounts (tenant_id, code, name, type, system_key)
       select t.id,
              (select c.code from (select $1::varchar as code, 0 as n union all select left($1::varchar, 4) || g, g from generate_series(1, 9) g) c
                where not exists (select 1 from accounts a where a.tenant_id = t.id and lower(a.code) = lower(c.code)) order by c.n limit 1),
              $2::varchar, $3::varchar, $4::varchar
         from tenants t
        where not exists (select 1 from accounts a where a.tenant_id = t.id and a.system_key = $4::varchar)`,
      [...WAGES_PAYABLE_ACCOUNT],
    );
    await q.query(`alter table accounts force row level security`);
    if (forced) await q.query(`alter table tenants force row level security`);
    await grantAppRole(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(defaultAccountsFunction(FIXED_ASSET_DEFAULT_ACCOUNTS, true));
    await q.query(accountsTreeFunction(FIXED_ASSET_CONTROL_SCREENS));
    await q.query(journalLinesGuardFunction(FIXED_ASSET_CONTROL_SCREENS));
    await q.query(`drop table if exists payroll_slips`);
    await q.query(`alter table abk drop constraint if exists abk_tenant_id_key`);
  }
}
