import { MigrationInterface, QueryRunner } from 'typeorm';
import { APP_ROLE } from '../provision';
import { grantAppRole } from '../rls';

/**
 * Supplier payment allocations are written with their payment only (issue #37; as the receipt
 * allocations of Piutang, migration BookGuarantees): `supplier_payments.created_txid` is the
 * transaction that created the payment (stamped by `stamp_created_txid()` whatever the insert
 * says, never changed), and the runtime role may insert an allocation only in that transaction and
 * never update or delete one (42501 `sp_allocations_guard`). What a payment paid on each purchase
 * therefore stays what its journal (BH-…) took off Hutang Usaha. The tables' owner (migrations,
 * maintenance) keeps its exemption.
 */
export class SupplierPaymentGuards1763803300000 implements MigrationInterface {
  name = 'SupplierPaymentGuards1763803300000';

  async up(q: QueryRunner): Promise<void> {
    const isOwner = `pg_has_role(current_user, (select relowner from pg_class where oid = tg_relid), 'member')`;
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
  }
}
