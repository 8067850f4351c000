import { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls, grantAppRole } from '../rls';
import { enableAudit } from './1763801400000-AuditTrail';
import { accountsTreeFunction, journalLinesGuardFunction } from './1763801600000-BookGuarantees';
import { STOCK_ITEM_CONTROL_SCREENS } from './1763802800000-StockItems';

/** Control accounts after this migration: Hutang Usaha takes postings only from credit purchases and supplier payments. */
export const SUPPLIER_CONTROL_SCREENS: Record<string, string> = {
  ...STOCK_ITEM_CONTROL_SCREENS,
  hutang: 'Pembelian kredit (Transaksi Pakan) dan Bayar Hutang (Hutang Pemasok)',
};

/**
 * Suppliers and payables (issue #37 'Suppliers and payables (hutang)'; docs/adr/0043):
 *
 * - `suppliers`: a farm's feed mills and poultry shops (name unique per farm in any case, phone in
 *   the 62 form, address, payment terms in days).
 * - `feed_txns`: a purchase may be `method = 'credit'` with its `supplier_id` and `due_date` (both
 *   required then; due on or after the purchase); a cash or transfer purchase may name its
 *   supplier and the account the money leaves from (`bank_account_id`: Kas or Bank or one of
 *   their sub-accounts).
 * - `supplier_payments` and `supplier_payment_allocations`: money paid to a supplier against its
 *   credit purchases (one journal: Dr Hutang Usaha / Cr Kas/Bank). An allocation names a purchase
 *   of the same supplier (composite foreign key through the payment's supplier).
 * - Hutang Usaha (`hutang`) becomes a control account: manual journals may no longer post to it or
 *   its sub-accounts (KP422), so that its balance is the sum of the suppliers' open purchases.
 */
export class Suppliers1763803000000 implements MigrationInterface {
  name = 'Suppliers1763803000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`create table suppliers (
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      id bigint generated always as identity,
      name varchar(120) not null check (length(trim(name)) > 0),
      phone varchar(20),
      address varchar(300),
      terms_days integer not null default 0 check (terms_days between 0 and 365),
      created_by uuid default app_current_user(),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id))`);
    await q.query(`comment on table suppliers is 'Suppliers of a farm (issue #37): feed mills, poultry shops. terms_days: the default days from a credit purchase to its due date. phone: digits with the 62 prefix.'`);
    await q.query(`create unique index suppliers_name on suppliers (tenant_id, lower(name))`);
    await enableTenantRls(q, 'suppliers');
    await enableAudit(q, 'suppliers');

    await q.query(`alter table feed_txns drop constraint if exists feed_txns_method_check`);
    await q.query(`alter table feed_txns add constraint feed_txns_method_check check (method in ('cash', 'transfer', 'credit'))`);
    await q.query(`alter table feed_txns add column supplier_id bigint, add column due_date date, add column bank_account_id integer`);
    await q.query(`alter table feed_txns add constraint feed_txns_supplier foreign key (tenant_id, supplier_id) references suppliers(tenant_id, id)`);
    await q.query(`alter table feed_txns add constraint feed_txns_bank_account foreign key (tenant_id, bank_account_id) references accounts(tenant_id, id)`);
    await q.query(`alter table feed_txns add constraint feed_txns_credit check (
      (method = 'credit') = (due_date is not null)
      and (method <> 'credit' or (type = 'buy' and supplier_id is not null and bank_account_id is null and due_date >= trx_date))
      and (supplier_id is null or type = 'buy'))`);
    await q.query(`create index feed_txns_supplier_idx on feed_txns (tenant_id, supplier_id, trx_date) where supplier_id is not null`);
    await q.query(`comment on column feed_txns.supplier_id is 'Supplier of a purchase (required for method credit, optional for cash/transfer).'`);
    await q.query(`comment on column feed_txns.due_date is 'Credit purchases: the day the payable is due (default trx_date + the supplier''s terms_days).'`);
    await q.query(`comment on column feed_txns.bank_account_id is 'Cash/transfer purchases: the Kas or Bank account (or a sub-account) the money left from; null: Kas (cash) or Bank (transfer).'`);

    await q.query(`create table supplier_payments (
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      id bigint generated always as identity,
      supplier_id bigint not null,
      payment_date date not null,
      method varchar(10) not null check (method in ('cash', 'transfer')),
      bank_account_id integer,
      amount_total numeric(18,2) not null check (amount_total > 0),
      note varchar(200),
      journal_id integer,
      journal_code varchar(30),
      created_by uuid default app_current_user(),
      created_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, supplier_id, id),
      foreign key (tenant_id, supplier_id) references suppliers(tenant_id, id),
      foreign key (tenant_id, bank_account_id) references accounts(tenant_id, id),
      foreign key (tenant_id, journal_id) references journals(tenant_id, id))`);
    await q.query(`comment on table supplier_payments is 'Money paid to a supplier (Bayar Hutang): amount_total = Σ its allocations, posted Dr Hutang Usaha / Cr Kas/Bank (bank_account_id, else Kas for cash and Bank for transfer) in journal journal_code (BH-…). Written once, never changed.'`);
    await q.query(`create index supplier_payments_date on supplier_payments (tenant_id, payment_date)`);
    // A purchase is reachable by (tenant, supplier, id) so that an allocation can only pay the payment's own supplier.
    await q.query(`alter table feed_txns add constraint feed_txns_tenant_supplier_id unique (tenant_id, supplier_id, id)`);
    await q.query(`create table supplier_payment_allocations (
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      id bigint generated always as identity,
      payment_id bigint not null,
      supplier_id bigint not null,
      purchase_id integer not null,
      amount numeric(18,2) not null check (amount > 0),
      primary key (tenant_id, id),
      unique (tenant_id, payment_id, purchase_id),
      foreign key (tenant_id, supplier_id, payment_id) references supplier_payments(tenant_id, supplier_id, id),
      foreign key (tenant_id, supplier_id, purchase_id) references feed_txns(tenant_id, supplier_id, id))`);
    await q.query(`comment on table supplier_payment_allocations is 'What one supplier payment pays on each credit purchase (feed_txns, method credit) of the same supplier; Σ per purchase never above its total qty × price + ongkir + bongkar.'`);
    await q.query(`create index supplier_payment_allocations_purchase on supplier_payment_allocations (tenant_id, purchase_id)`);
    for (const table of ['supplier_payments', 'supplier_payment_allocations']) {
      await enableTenantRls(q, table);
      await enableAudit(q, table);
    }

    // Hutang Usaha and its sub-accounts become controlled (as migration BookGuarantees did for
    // Piutang Usaha): the existing accounts are marked as the owner, with the tree trigger out
    // (it refuses a control change of an account that already has postings).
    await q.query(accountsTreeFunction(SUPPLIER_CONTROL_SCREENS));
    await q.query(journalLinesGuardFunction(SUPPLIER_CONTROL_SCREENS));
    await q.query(`alter table accounts no force row level security`);
    await q.query(`alter table accounts disable trigger user`);
    await q.query(`with recursive tree as (
        select tenant_id, id from accounts where system_key = 'hutang'
        union all
        select a.tenant_id, a.id from accounts a join tree on a.tenant_id = tree.tenant_id and a.parent_id = tree.id
      ) update accounts a set control_key = 'hutang' from tree where a.tenant_id = tree.tenant_id and a.id = tree.id`);
    await q.query(`alter table accounts enable trigger user`);
    await q.query(`alter table accounts force row level security`);

    await grantAppRole(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(accountsTreeFunction(STOCK_ITEM_CONTROL_SCREENS));
    await q.query(journalLinesGuardFunction(STOCK_ITEM_CONTROL_SCREENS));
    await q.query(`alter table accounts no force row level security`);
    await q.query(`alter table accounts disable trigger user`);
    await q.query(`update accounts set control_key = null where control_key = 'hutang'`);
    await q.query(`alter table accounts enable trigger user`);
    await q.query(`alter table accounts force row level security`);
    await q.query(`drop table if exists supplier_payment_allocations`);
    await q.query(`drop table if exists supplier_payments`);
    await q.query(`alter table feed_txns drop constraint if exists feed_txns_tenant_supplier_id`);
    await q.query(`alter table feed_txns drop constraint if exists feed_txns_credit`);
    await q.query(`drop index if exists feed_txns_supplier_idx`);
    await q.query(`alter table feed_txns drop column if exists supplier_id, drop column if exists due_date, drop column if exists bank_account_id`);
    await q.query(`alter table feed_txns drop constraint if exists feed_txns_method_check`);
    await q.query(`alter table feed_txns add constraint feed_txns_method_check check (method in ('cash', 'transfer'))`);
    await q.query(`drop table if exists suppliers`);
  }
}
