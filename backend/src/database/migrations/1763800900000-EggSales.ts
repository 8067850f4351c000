import { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls, grantAppRole } from '../rls';

/**
 * Egg sales and receivables (spec part 2 §3 'Egg sale', 'Customer', 'Receipt', 'Egg pre-order';
 * DESIGN §5 'Egg sales, receivables, pre-orders'; docs/adr/0009-egg-sales-and-receivables.md):
 *
 * - `customers`: buyers of a farm; one may be linked to a reseller user of the tenant (at most one
 *   customer per user). Phones are stored normalised to the 62 prefix.
 * - `egg_preorders`: eggs ordered ahead per grade (kg). `status` is confirmed or canceled; what is
 *   left of an order (remaining_*) and 'selesai' are derived from the sales that executed it.
 * - `egg_sales` + `egg_sale_lines`: a sale (nota) and its lines per grade (kg × rupiah per kg).
 *   Header sums (`total_amount`, `kg_a/b/c`, `amount_paid`, `amount_discount`) are written with the
 *   lines and the receipt allocations by the service in the same transaction, so lists read one
 *   row per sale. A deleted sale keeps its header
 *   (`deleted_at`, its journal reversed) and loses its lines, so its eggs count as unsold again.
 *   Lines carry the sale date (composite foreign key, updated with it) for the availability sums.
 * - `ar_receipts` + `ar_receipt_allocations`: money received against piutang sales (or refunded:
 *   `is_refund`, allocations negative), with settlement discount and bank fee.
 * - `telur_harian`: egg kg produced per day and grade by the whole farm, kept by statement triggers
 *   on `transaksi_telur` (rebuilt for the days a statement touched, from the rows themselves), so
 *   availability reads one row per day instead of every bagian's entries.
 */
export class EggSales1763800900000 implements MigrationInterface {
  name = 'EggSales1763800900000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`create table customers (
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      id integer generated always as identity primary key,
      name varchar(120) not null check (length(trim(name)) > 0),
      phone varchar(20) check (phone ~ '^[0-9]{6,15}$'),
      address varchar(300),
      status varchar(10) not null default 'active' check (status in ('active', 'inactive')),
      note varchar(500),
      user_id uuid references users(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (tenant_id, id))`);
    await q.query(`comment on table customers is 'Egg buyers of a farm (Data Pelanggan). user_id links a reseller user of the tenant (one customer per user).'`);
    await q.query(`create unique index customers_user_key on customers (tenant_id, user_id) where user_id is not null`);
    await enableTenantRls(q, 'customers');

    await q.query(`create table egg_preorders (
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      id integer generated always as identity primary key,
      order_date date not null,
      due_date date not null,
      customer_id integer not null,
      qty_a numeric(14,3) not null default 0 check (qty_a >= 0),
      qty_b numeric(14,3) not null default 0 check (qty_b >= 0),
      qty_c numeric(14,3) not null default 0 check (qty_c >= 0),
      notes varchar(300),
      status varchar(10) not null default 'confirmed' check (status in ('confirmed', 'canceled')),
      created_by uuid default app_current_user(),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      canceled_at timestamptz,
      unique (tenant_id, id),
      check (due_date >= order_date),
      check (qty_a + qty_b + qty_c > 0),
      foreign key (tenant_id, customer_id) references customers(tenant_id, id))`);
    await q.query(`comment on table egg_preorders is 'Egg pre-orders (Pemesanan Telur), kg per grade. remaining_* and selesai are derived from egg_sales.preorder_id.'`);
    await q.query(`create index egg_preorders_due_idx on egg_preorders (tenant_id, due_date)`);
    await enableTenantRls(q, 'egg_preorders');

    await q.query(`create table egg_sales (
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      id integer generated always as identity primary key,
      sale_date date not null,
      customer_id integer not null,
      payment_method varchar(10) not null check (payment_method in ('cash', 'transfer', 'piutang')),
      due_date date,
      notes varchar(300),
      preorder_id integer,
      total_amount numeric(18,2) not null default 0 check (total_amount >= 0),
      amount_paid numeric(18,2) not null default 0,
      amount_discount numeric(18,2) not null default 0 check (amount_discount >= 0),
      kg_a numeric(14,3) not null default 0 check (kg_a >= 0),
      kg_b numeric(14,3) not null default 0 check (kg_b >= 0),
      kg_c numeric(14,3) not null default 0 check (kg_c >= 0),
      journal_id integer,
      journal_code varchar(24),
      original_journal_id integer,
      finance_code varchar(24),
      created_by uuid default app_current_user(),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      deleted_at timestamptz,
      unique (tenant_id, id),
      unique (tenant_id, id, sale_date),
      check (due_date is null or (payment_method = 'piutang' and due_date >= sale_date)),
      check (payment_method = 'piutang' or (amount_paid = total_amount and amount_discount = 0)),
      foreign key (tenant_id, customer_id) references customers(tenant_id, id),
      foreign key (tenant_id, preorder_id) references egg_preorders(tenant_id, id),
      foreign key (tenant_id, journal_id) references journals(tenant_id, id),
      foreign key (tenant_id, original_journal_id) references journals(tenant_id, id))`);
    await q.query(`comment on table egg_sales is 'Egg sales (nota). cash/transfer: paid at once (amount_paid = total). piutang: amount_paid and amount_discount are the sums of ar_receipt_allocations. journal_id/journal_code: the journal now in force; original_journal_id/finance_code: the first one (its code is the nota number). deleted_at: deleted, lines removed, journal reversed.'`);
    await q.query(`create index egg_sales_date_idx on egg_sales (tenant_id, sale_date) where deleted_at is null`);
    await q.query(`create index egg_sales_customer_idx on egg_sales (tenant_id, customer_id, sale_date)`);
    await q.query(`create index egg_sales_preorder_idx on egg_sales (tenant_id, preorder_id) where preorder_id is not null`);
    await enableTenantRls(q, 'egg_sales');

    await q.query(`create table egg_sale_lines (
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      id bigint generated always as identity primary key,
      sale_id integer not null,
      sale_date date not null,
      grade char(1) not null check (grade in ('A', 'B', 'C')),
      qty_kg numeric(14,3) not null check (qty_kg > 0),
      unit_price numeric(18,2) not null check (unit_price >= 0),
      amount numeric(18,2) generated always as (round(qty_kg * unit_price, 2)) stored,
      unique (tenant_id, sale_id, grade),
      foreign key (tenant_id, sale_id, sale_date) references egg_sales(tenant_id, id, sale_date) on update cascade on delete cascade)`);
    await q.query(`comment on table egg_sale_lines is 'Lines of an egg sale: one per grade, kg × rupiah per kg; sale_date follows the sale (composite foreign key).'`);
    await q.query(`create index egg_sale_lines_date_idx on egg_sale_lines (tenant_id, sale_date) include (sale_id, grade, qty_kg)`);
    await enableTenantRls(q, 'egg_sale_lines');

    await q.query(`create table ar_receipts (
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      id integer generated always as identity primary key,
      receipt_date date not null,
      customer_id integer not null,
      method varchar(10) not null check (method in ('cash', 'transfer')),
      memo varchar(300),
      is_refund boolean not null default false,
      amount_total numeric(18,2) not null check (amount_total >= 0),
      discount_total numeric(18,2) not null default 0 check (discount_total >= 0),
      bank_fee numeric(18,2) not null default 0 check (bank_fee >= 0),
      journal_id integer,
      journal_code varchar(24),
      created_by uuid default app_current_user(),
      created_at timestamptz not null default now(),
      unique (tenant_id, id),
      check (not is_refund or discount_total = 0),
      foreign key (tenant_id, customer_id) references customers(tenant_id, id),
      foreign key (tenant_id, journal_id) references journals(tenant_id, id))`);
    await q.query(`comment on table ar_receipts is 'Payments received on piutang sales (or refunded: is_refund). amount_total: money received or paid back (before the bank fee).'`);
    await q.query(`create index ar_receipts_date_idx on ar_receipts (tenant_id, receipt_date)`);
    await enableTenantRls(q, 'ar_receipts');

    await q.query(`create table ar_receipt_allocations (
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      id integer generated always as identity primary key,
      receipt_id integer not null,
      sale_id integer not null,
      amount_applied numeric(18,2) not null,
      discount_applied numeric(18,2) not null default 0 check (discount_applied >= 0),
      unique (tenant_id, receipt_id, sale_id),
      check (amount_applied <> 0 or discount_applied > 0),
      foreign key (tenant_id, receipt_id) references ar_receipts(tenant_id, id) on delete cascade,
      foreign key (tenant_id, sale_id) references egg_sales(tenant_id, id))`);
    await q.query(`comment on table ar_receipt_allocations is 'Amount of a receipt applied to one sale: amount_applied (negative for a refund) and the settlement discount granted on it.'`);
    await q.query(`create index ar_receipt_allocations_sale_idx on ar_receipt_allocations (tenant_id, sale_id) include (amount_applied, discount_applied)`);
    await enableTenantRls(q, 'ar_receipt_allocations');

    await this.dailyEggs(q);
    await grantAppRole(q);
  }

  /** `telur_harian`: Σ grade kg of every bagian per day, kept by statement triggers on transaksi_telur. */
  private async dailyEggs(q: QueryRunner): Promise<void> {
    await q.query(`create table telur_harian (
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      tanggal date not null,
      kg_a numeric(14,3) not null,
      kg_b numeric(14,3) not null,
      kg_c numeric(14,3) not null,
      primary key (tenant_id, tanggal))`);
    await q.query(`comment on table telur_harian is 'Egg kg produced per day and grade by all bagian, kept by triggers on transaksi_telur; read by egg sale availability and the grade-A suggestion of pre-orders'`);
    await enableTenantRls(q, 'telur_harian');
    await q.query(`create function telur_harian_rebuild(touched jsonb) returns void language sql as $$
      with k as (select distinct (e->>0)::uuid as tenant_id, (e->>1)::date as tanggal from jsonb_array_elements(touched) e)
      insert into telur_harian (tenant_id, tanggal, kg_a, kg_b, kg_c)
      select k.tenant_id, k.tanggal, coalesce(sum(t.grade_a), 0), coalesce(sum(t.grade_b), 0), coalesce(sum(t.grade_c), 0)
        from k left join transaksi_telur t on t.tenant_id = k.tenant_id and t.tanggal = k.tanggal
       where exists (select 1 from tenants x where x.id = k.tenant_id)
       group by k.tenant_id, k.tanggal
      on conflict (tenant_id, tanggal) do update set kg_a = excluded.kg_a, kg_b = excluded.kg_b, kg_c = excluded.kg_c
    $$`);
    const body = {
      ins: `perform telur_harian_rebuild((select jsonb_agg(jsonb_build_array(r.tenant_id, r.tanggal)) from new_rows r));`,
      del: `perform telur_harian_rebuild((select jsonb_agg(jsonb_build_array(r.tenant_id, r.tanggal)) from old_rows r));`,
      upd: `perform telur_harian_rebuild((select jsonb_agg(jsonb_build_array(r.tenant_id, r.tanggal))
              from (select tenant_id, tanggal from new_rows union all select tenant_id, tanggal from old_rows) r));`,
    };
    for (const [op, sql] of Object.entries(body)) {
      await q.query(`create function telur_harian_sync_${op}() returns trigger language plpgsql as $$
        begin
          ${sql}
          return null;
        end $$`);
    }
    await q.query(`create trigger telur_harian_ins after insert on transaksi_telur referencing new table as new_rows for each statement execute function telur_harian_sync_ins()`);
    await q.query(`create trigger telur_harian_upd after update on transaksi_telur referencing old table as old_rows new table as new_rows for each statement execute function telur_harian_sync_upd()`);
    await q.query(`create trigger telur_harian_del after delete on transaksi_telur referencing old table as old_rows for each statement execute function telur_harian_sync_del()`);

    // Existing rows (the owner is subject to FORCE ROW LEVEL SECURITY: lift it for the backfill only).
    const tables = ['transaksi_telur', 'telur_harian'];
    for (const t of tables) await q.query(`alter table ${t} no force row level security`);
    await q.query(`select telur_harian_rebuild((select jsonb_agg(distinct jsonb_build_array(t.tenant_id, t.tanggal)) from transaksi_telur t))`);
    for (const t of tables) await q.query(`alter table ${t} force row level security`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['telur_harian_ins', 'telur_harian_upd', 'telur_harian_del']) await q.query(`drop trigger if exists ${t} on transaksi_telur`);
    for (const op of ['ins', 'upd', 'del']) await q.query(`drop function if exists telur_harian_sync_${op}()`);
    await q.query(`drop function if exists telur_harian_rebuild(jsonb)`);
    for (const t of ['telur_harian', 'ar_receipt_allocations', 'ar_receipts', 'egg_sale_lines', 'egg_sales', 'egg_preorders', 'customers']) {
      await q.query(`drop table if exists ${t}`);
    }
  }
}
