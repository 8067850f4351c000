import { MigrationInterface, QueryRunner } from 'typeorm';
import { pg, queryRows, row } from '../../common/database/rows';
import { enableTenantRls, forcesRls, grantAppRole } from '../rls';
import { DEFAULT_ACCOUNTS, defaultAccountsFunction } from './1763800800000-Finance';
import { RETURN_ACCOUNT } from './1763801900000-SaleReturns';

/** The equity system account of the opening journal (code 3-900 on a new farm). */
export const OPENING_ACCOUNT: [string, string, string, string] = ['3-900', 'Saldo Awal Ekuitas', 'equity', 'saldo_awal_ekuitas'];

/**
 * Opening balances (Saldo Awal; issue #20, docs/adr/0018-opening-balances.md):
 *
 * - The equity system account 'Saldo Awal Ekuitas' (`saldo_awal_ekuitas`, code 3-900, or the first
 *   free 3-9xx code when a tenant already uses 3-900) that takes the difference of the opening
 *   journal; `finance_default_accounts` is rebuilt with it (after the return account) so new tenants get it too.
 * - `opening_balances`: one row per tenant — the start date, Kas, and the opening journal now in
 *   force (its code SA-…; `version` counts the postings, each an original journal with source
 *   `opening` and source_id the version, the previous one reversed).
 * - `opening_balance_lines`: the Bank accounts (`bank`) and the other assets and liabilities
 *   (`other`) entered, amount ≥ 0 on the account's normal side.
 * - `egg_sales.is_opening`: an open invoice brought in by the opening balances (piutang, no lines,
 *   kg 0), paid with the usual receipts; its receivable is posted by the opening journal.
 * - `feed_txns` type `opening` with `opening_value`: the feed in stock at the opening, the first
 *   movement of the moving average (costed like a purchase; posted by the opening journal). One per
 *   tenant.
 */
export class OpeningBalances1763802000000 implements MigrationInterface {
  name = 'OpeningBalances1763802000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(defaultAccountsFunction([...DEFAULT_ACCOUNTS, RETURN_ACCOUNT, OPENING_ACCOUNT], true));
    // Existing tenants: the new system account, on the first free 3-9xx code. As the owner, with
    // the forced row-level security of tenants and accounts lifted for these statements.
    const forced = await forcesRls(q, 'tenants');
    if (forced) await q.query(`alter table tenants no force row level security`);
    await q.query(`alter table accounts no force row level security`);
    await q.query(`alter table accounts disable trigger user`);
    await q.query(`insert into accounts (tenant_id, code, name, type, system_key)
      select t.id, (select c.code from generate_series(900, 999) g cross join lateral (select '3-' || g as code) c
                     where not exists (select 1 from accounts a where a.tenant_id = t.id and lower(a.code) = c.code) order by g limit 1),
             'Saldo Awal Ekuitas', 'equity', 'saldo_awal_ekuitas'
        from tenants t
       where not exists (select 1 from accounts a where a.tenant_id = t.id and a.system_key = 'saldo_awal_ekuitas')`);
    await q.query(`alter table accounts enable trigger user`);
    await q.query(`alter table accounts force row level security`);
    if (forced) await q.query(`alter table tenants force row level security`);

    await q.query(`create table opening_balances (
      tenant_id uuid primary key default app_current_tenant() references tenants(id) on delete cascade,
      start_date date not null,
      kas numeric(18,2) not null default 0 check (kas >= 0),
      version integer not null default 1 check (version > 0),
      journal_id integer,
      journal_code varchar(24),
      updated_by uuid default app_current_user(),
      updated_at timestamptz not null default now(),
      foreign key (tenant_id, journal_id) references journals(tenant_id, id))`);
    await q.query(`comment on table opening_balances is 'Opening balances (Saldo Awal) of a tenant: start date, Kas, and the opening journal in force (SA-…, dated start_date − 1). version: number of postings (source opening, source_id = version).'`);
    await enableTenantRls(q, 'opening_balances');

    await q.query(`create table opening_balance_lines (
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      id integer generated always as identity primary key,
      section varchar(10) not null check (section in ('bank', 'other')),
      account_id integer not null,
      amount numeric(18,2) not null check (amount >= 0),
      unique (tenant_id, section, account_id),
      foreign key (tenant_id) references opening_balances(tenant_id) on delete cascade,
      foreign key (tenant_id, account_id) references accounts(tenant_id, id))`);
    await q.query(`comment on table opening_balance_lines is 'Bank accounts (bank) and other assets/liabilities (other) of the opening balances, amount on the account''s normal side.'`);
    await enableTenantRls(q, 'opening_balance_lines');

    await q.query(`alter table egg_sales add column is_opening boolean not null default false`);
    await q.query(`alter table egg_sales add constraint egg_sales_opening check (not is_opening or (payment_method = 'piutang' and preorder_id is null))`);
    await q.query(`comment on column egg_sales.is_opening is 'Open invoice of the opening balances (Saldo Awal): piutang, no lines, its receivable posted by the opening journal; changed only through /api/finance/opening-balances'`);

    // feed_txns: the opening stock, valued at what was entered.
    const checks = await queryRows(
      q.manager,
      row({ conname: pg.text }),
      `select conname from pg_constraint where conrelid = 'feed_txns'::regclass and contype = 'c' and pg_get_constraintdef(oid) like '%type%'`,
    );
    for (const c of checks) await q.query(`alter table feed_txns drop constraint "${c.conname}"`);
    await q.query(`alter table feed_txns add column opening_value numeric(18,2) check (opening_value >= 0)`);
    await q.query(`alter table feed_txns add constraint feed_txns_type check (type in ('buy', 'sell', 'adjust', 'opening'))`);
    await q.query(`alter table feed_txns add constraint feed_txns_qty check (qty_kg <> 0 and (type = 'adjust' or qty_kg > 0))`);
    await q.query(`alter table feed_txns add constraint feed_txns_priced check (type in ('adjust', 'opening') or (price_per_kg is not null and method is not null))`);
    await q.query(`alter table feed_txns add constraint feed_txns_opening check ((type = 'opening') = (opening_value is not null))`);
    await q.query(`create unique index feed_txns_one_opening on feed_txns (tenant_id) where type = 'opening'`);
    await q.query(`comment on column feed_txns.opening_value is 'type opening: value of the feed in stock at the opening balances (rupiah); the first movement of the moving average'`);

    await grantAppRole(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`delete from feed_txns where type = 'opening'`);
    await q.query(`drop index if exists feed_txns_one_opening`);
    for (const c of ['feed_txns_opening', 'feed_txns_priced', 'feed_txns_qty', 'feed_txns_type']) await q.query(`alter table feed_txns drop constraint if exists ${c}`);
    await q.query(`alter table feed_txns drop column if exists opening_value`);
    await q.query(`alter table feed_txns add check (type in ('buy', 'sell', 'adjust'))`);
    await q.query(`alter table feed_txns add check (qty_kg <> 0 and (type = 'adjust' or qty_kg > 0))`);
    await q.query(`alter table feed_txns add check (type = 'adjust' or (price_per_kg is not null and method is not null))`);
    await q.query(`alter table egg_sales drop constraint if exists egg_sales_opening`);
    await q.query(`alter table egg_sales drop column if exists is_opening`);
    await q.query(`drop table if exists opening_balance_lines`);
    await q.query(`drop table if exists opening_balances`);
    await q.query(defaultAccountsFunction([...DEFAULT_ACCOUNTS, RETURN_ACCOUNT], true));
  }
}
