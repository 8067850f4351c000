import { MigrationInterface, QueryRunner } from 'typeorm';
import { APP_ROLE } from '../provision';
import { enableTenantRls, grantAppRole } from '../rls';
import { enableAudit } from './1763801400000-AuditTrail';

/**
 * Opening payables and guarded supplier payment allocations (issue #37):
 *
 * - `supplier_opening_payables`: what the farm owed each supplier at its start date (Saldo Awal,
 *   docs/adr/0018), one row per open bill (date, due date, amount, nota number `<SA code>/<n>`),
 *   posted by the opening journal (Cr Hutang Usaha), written by the opening balances under the
 *   supplier payments lock. A supplier payment may pay it: an allocation names either a credit
 *   purchase (`purchase_id`) or an opening payable (`opening_id`) of the payment's supplier.
 * - Supplier payment allocations are written with their payment only (issue #37; as the receipt
 * allocations of Piutang, migration BookGuarantees): `supplier_payments.created_txid` is the
 * transaction that created the payment (stamped by `stamp_created_txid()` whatever the insert
 * says, never changed), and the runtime role may insert an allocation only in that transaction and
 * never update or delete one (42501 `sp_allocations_guard`). What a payment paid on each purchase
 * therefore stays what its journal (BH-…) took off Hutang Usaha. The tables' owner (migrations,
 * maintenance) keeps its exemption.
 */
export class SupplierOpeningPayables1763803300000 implements MigrationInterface {
  name = 'SupplierOpeningPayables1763803300000';

  async up(q: QueryRunner): Promise<void> {
    const isOwner = `pg_has_role(current_user, (select relowner from pg_class where oid = tg_relid), 'member')`;
    await q.query(`create table supplier_opening_payables (
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      id bigint generated always as identity,
      supplier_id bigint not null,
      invoice_date date not null,
      due_date date not null check (due_date >= invoice_date),
      amount numeric(18,2) not null check (amount > 0),
      code varchar(40) not null,
      journal_id integer,
      created_by uuid default app_current_user(),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, supplier_id, id),
      foreign key (tenant_id, supplier_id) references suppliers(tenant_id, id),
      foreign key (tenant_id, journal_id) references journals(tenant_id, id))`);
    await q.query(`comment on table supplier_opening_payables is 'What the farm owed a supplier at the start of its books (Saldo Awal): amount still owed on invoice_date, due on due_date; posted Cr Hutang Usaha by the opening journal journal_id; code = <opening journal code>/<n>. Paid by supplier payments (supplier_payment_allocations.opening_id).'`);
    await enableTenantRls(q, 'supplier_opening_payables');
    await enableAudit(q, 'supplier_opening_payables');
    await q.query(`alter table supplier_payment_allocations alter column purchase_id drop not null, add column opening_id bigint`);
    await q.query(`alter table supplier_payment_allocations add constraint supplier_payment_allocations_one_bill check (num_nonnulls(purchase_id, opening_id) = 1),
      add constraint supplier_payment_allocations_opening foreign key (tenant_id, supplier_id, opening_id) references supplier_opening_payables(tenant_id, supplier_id, id),
      add constraint supplier_payment_allocations_payment_opening unique (tenant_id, payment_id, opening_id)`);
    await q.query(`create index supplier_payment_allocations_opening_idx on supplier_payment_allocations (tenant_id, opening_id) where opening_id is not null`);
    await q.query(`comment on column supplier_payment_allocations.opening_id is 'The opening payable (Saldo Awal) this allocation pays; exactly one of purchase_id and opening_id is set.'`);

    await q.query(`alter table supplier_payments add column created_txid bigint`);
    await q.query(`comment on column supplier_payments.created_txid is 'Transaction that created the payment (txid_current(), set by trigger, never changed): its allocations are written in that transaction only'`);
    await q.query(`create trigger supplier_payments_created_txid before insert or update on supplier_payments for each row execute function stamp_created_txid()`);
    await q.query(`create function sp_allocations_guard() returns trigger language plpgsql as $$
      begin
        if ${isOwner} then
          return case when tg_op = 'DELETE' then old else new end;
        end if;
        if tg_op = 'INSERT' and exists (select 1 from supplier_payments p where p.tenant_id = new.tenant_id and p.id = new.payment_id
                                                                         and p.created_txid = txid_current()) then
          return new;
        end if;
        raise exception 'Alokasi pembayaran hutang hanya ditulis bersama pembayarannya dan tidak dapat diubah atau dihapus.'
          using errcode = '42501', constraint = 'sp_allocations_guard';
      end $$`);
    await q.query(`create trigger sp_allocations_guard before insert or update or delete on supplier_payment_allocations
      for each row execute function sp_allocations_guard()`);
    await q.query(`revoke all on function sp_allocations_guard() from public`);
    await q.query(`grant execute on function sp_allocations_guard() to ${APP_ROLE}`);
    await grantAppRole(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`drop trigger if exists sp_allocations_guard on supplier_payment_allocations`);
    await q.query(`drop function if exists sp_allocations_guard()`);
    await q.query(`drop trigger if exists supplier_payments_created_txid on supplier_payments`);
    await q.query(`alter table supplier_payments drop column if exists created_txid`);
    await q.query(`delete from supplier_payment_allocations where opening_id is not null`);
    await q.query(`alter table supplier_payment_allocations drop constraint if exists supplier_payment_allocations_one_bill,
      drop constraint if exists supplier_payment_allocations_opening, drop constraint if exists supplier_payment_allocations_payment_opening, drop column if exists opening_id`);
    await q.query(`alter table supplier_payment_allocations alter column purchase_id set not null`);
    await q.query(`drop table if exists supplier_opening_payables`);
  }
}
