import { MigrationInterface, QueryRunner } from 'typeorm';
import { pg, queryOne, row } from '../../common/database/rows';
import { APP_ROLE } from '../provision';
import { enableTenantRls, forcesRls, grantAppRole } from '../rls';
import { enableAudit } from './1763801400000-AuditTrail';
import { DEFAULT_ACCOUNTS, defaultAccountsFunction } from './1763800800000-Finance';
import { accountsTreeFunction, CONTROL_SCREENS, journalLinesGuardFunction } from './1763801600000-BookGuarantees';

/** The contra-income account of egg sale returns: code, name, type, system key. */
export const RETURN_ACCOUNT: [string, string, string, string] = ['4-150', 'Retur Penjualan Telur', 'income', 'retur_penjualan_telur'];

/** Control accounts after this migration: Retur Penjualan Telur takes postings only from returns. */
export const RETURN_CONTROL_SCREENS: Record<string, string> = { ...CONTROL_SCREENS, retur_penjualan_telur: 'Retur pada Penjualan Telur' };

/**
 * Egg sale returns on their own day (issue #20 'Returns and refunds on their own day';
 * docs/adr/0017-sale-returns.md).
 *
 * - `egg_sale_returns` (the document: sale, return_date, reason, total_amount, journal) and
 *   `egg_sale_return_lines` (grade, kg, the sale line's price per kg, amount = round(kg × price, 2)).
 *   Tenant row-level security and the audit trail like every money table. A return is written in
 *   the transaction that creates it and never changed after (the runtime role cannot update or
 *   delete it, nor add lines later: `created_txid` as for journals and receipts). Its total is the
 *   sum of its lines (kept by trigger). Per sale and grade the kg returned never exceed the kg sold
 *   (23514 `egg_sale_return_qty`).
 * - `egg_sales.amount_returned` = Σ its returns, derived like amount_paid (the settlement trigger
 *   refuses any other written value). A piutang sale owes total − returned − paid − discount (negative:
 *   a credit to refund); a cash/transfer sale pays the return back at once, so its amount_paid is
 *   total − returned and it owes nothing.
 * - A return's journals (source `egg_sale_return`) must at COMMIT put exactly its total on the debit
 *   of Retur Penjualan Telur, its original dated on the return date (`egg_sale_return_booked`).
 * - The account 'Retur Penjualan Telur' (system key retur_penjualan_telur, type income, debit
 *   balance: it reduces income) for every farm, in the default chart for new farms, and a control
 *   account: manual journals may not post to it (KP422, like Piutang Usaha).
 */
export class SaleReturns1763801900000 implements MigrationInterface {
  name = 'SaleReturns1763801900000';

  async up(q: QueryRunner): Promise<void> {
    const definer = `security definer set search_path = public, pg_temp`;
    const isOwner = `pg_has_role(current_user, (select relowner from pg_class where oid = tg_relid), 'member')`;

    // 1. The account, for new farms and existing ones; controlled.
    await q.query(defaultAccountsFunction([...DEFAULT_ACCOUNTS, RETURN_ACCOUNT], true));
    await q.query(accountsTreeFunction(RETURN_CONTROL_SCREENS));
    await q.query(journalLinesGuardFunction(RETURN_CONTROL_SCREENS));
    const forced = await forcesRls(q, 'tenants');
    if (forced) await q.query(`alter table tenants no force row level security`);
    await q.query(`alter table accounts no force row level security`);
    // Existing farms: code 4-150, or the first free 4-150.N when a farm already uses 4-150.
    await q.query(
      `insert into accounts (tenant_id, code, name, type, system_key)
       select t.id,
              (select c.code from (select '4-150' as code, 0 as n union all select '4-150.' || g, g from generate_series(1, 99) g) c
                where not exists (select 1 from accounts a where a.tenant_id = t.id and lower(a.code) = lower(c.code)) order by c.n limit 1),
              $1::varchar, $2::varchar, $3::varchar
         from tenants t
        where not exists (select 1 from accounts a where a.tenant_id = t.id and a.system_key = $3::varchar)`,
      [RETURN_ACCOUNT[1], RETURN_ACCOUNT[2], RETURN_ACCOUNT[3]],
    );
    await q.query(`alter table accounts force row level security`);
    if (forced) await q.query(`alter table tenants force row level security`);

    // 2. The documents.
    await q.query(`create table egg_sale_returns (
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      id integer generated always as identity primary key,
      sale_id integer not null,
      return_date date not null,
      reason varchar(300) not null check (length(trim(reason)) > 0),
      total_amount numeric(18,2) not null default 0 check (total_amount >= 0),
      journal_id integer,
      journal_code varchar(24),
      created_txid bigint,
      created_by uuid default app_current_user(),
      created_at timestamptz not null default now(),
      unique (tenant_id, id),
      foreign key (tenant_id, sale_id) references egg_sales(tenant_id, id),
      foreign key (tenant_id, journal_id) references journals(tenant_id, id))`);
    await q.query(`comment on table egg_sale_returns is 'Eggs taken back from an egg sale (broken, rejected), dated on the day they came back: total_amount = Σ lines, posted Dr Retur Penjualan Telur / Cr Piutang Usaha (piutang sale) or Cr Kas/Bank (cash/transfer sale, paid back at once). Written once, never changed; the eggs do not return to sellable stock.'`);
    await q.query(`create index egg_sale_returns_sale_idx on egg_sale_returns (tenant_id, sale_id) include (return_date, total_amount)`);
    await q.query(`create index egg_sale_returns_date_idx on egg_sale_returns (tenant_id, return_date)`);
    await enableTenantRls(q, 'egg_sale_returns');
    await q.query(`create trigger egg_sale_returns_created_txid before insert or update on egg_sale_returns for each row execute function stamp_created_txid()`);

    await q.query(`create table egg_sale_return_lines (
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      id bigint generated always as identity primary key,
      return_id integer not null,
      sale_id integer not null,
      grade char(1) not null check (grade in ('A', 'B', 'C')),
      qty_kg numeric(14,3) not null check (qty_kg > 0),
      unit_price numeric(18,2) not null check (unit_price >= 0),
      amount numeric(18,2) generated always as (round(qty_kg * unit_price, 2)) stored,
      unique (tenant_id, return_id, grade),
      foreign key (tenant_id, return_id) references egg_sale_returns(tenant_id, id),
      foreign key (tenant_id, sale_id) references egg_sales(tenant_id, id))`);
    await q.query(`comment on table egg_sale_return_lines is 'Lines of a return: kg of one grade at the price per kg of the sale line (amount = round(kg × price, 2)).'`);
    await q.query(`create index egg_sale_return_lines_sale_idx on egg_sale_return_lines (tenant_id, sale_id, grade) include (qty_kg)`);
    await enableTenantRls(q, 'egg_sale_return_lines');

    // 3. Written once: lines only with their return, nothing changed afterwards by the runtime role.
    await q.query(`create function egg_sale_returns_guard() returns trigger language plpgsql as $$
      begin
        if ${isOwner} then return case when tg_op = 'DELETE' then old else new end; end if;
        if tg_op = 'UPDATE' and old.created_txid = txid_current() and new.sale_id = old.sale_id and new.return_date = old.return_date then
          return new;
        end if;
        raise exception 'Retur penjualan tidak dapat diubah atau dihapus.' using errcode = '42501', constraint = 'egg_sale_returns_guard';
      end $$`);
    await q.query(`create trigger egg_sale_returns_guard before update or delete on egg_sale_returns for each row execute function egg_sale_returns_guard()`);
    await q.query(`create function egg_sale_return_lines_guard() returns trigger language plpgsql as $$
      declare
        sold numeric; returned numeric;
      begin
        if tg_op <> 'INSERT' then
          if ${isOwner} then return case when tg_op = 'DELETE' then old else new end; end if;
          raise exception 'Baris retur tidak dapat diubah atau dihapus.' using errcode = '42501', constraint = 'egg_sale_return_lines_guard';
        end if;
        if not ${isOwner} and not exists (select 1 from egg_sale_returns r where r.tenant_id = new.tenant_id and r.id = new.return_id
                                                  and r.sale_id = new.sale_id and r.created_txid = txid_current()) then
          raise exception 'Baris retur hanya ditulis bersama returnya.' using errcode = '42501', constraint = 'egg_sale_return_lines_guard';
        end if;
        select coalesce(sum(l.qty_kg), 0) into sold from egg_sale_lines l where l.tenant_id = new.tenant_id and l.sale_id = new.sale_id and l.grade = new.grade;
        select coalesce(sum(l.qty_kg), 0) into returned from egg_sale_return_lines l where l.tenant_id = new.tenant_id and l.sale_id = new.sale_id and l.grade = new.grade;
        if returned + new.qty_kg > sold then
          raise exception 'Retur grade % melebihi yang terjual: terjual % kg, sudah diretur % kg.', new.grade, sold, returned
            using errcode = '23514', constraint = 'egg_sale_return_qty';
        end if;
        return new;
      end $$`);
    await q.query(`create trigger egg_sale_return_lines_guard before insert or update or delete on egg_sale_return_lines for each row execute function egg_sale_return_lines_guard()`);

    // 4. Derived totals: a return's total from its lines, a sale's amount_returned from its returns.
    await q.query(`create function egg_sale_return_lines_total() returns trigger language plpgsql as $$
      begin
        update egg_sale_returns r set total_amount = (select coalesce(sum(l.amount), 0) from egg_sale_return_lines l where l.tenant_id = r.tenant_id and l.return_id = r.id)
         where r.tenant_id = new.tenant_id and r.id = new.return_id;
        return null;
      end $$`);
    await q.query(`create trigger egg_sale_return_lines_total after insert on egg_sale_return_lines for each row execute function egg_sale_return_lines_total()`);
    await q.query(`create function egg_sale_returns_settle() returns trigger language plpgsql as $$
      begin
        update egg_sales s set amount_returned = (select coalesce(sum(r.total_amount), 0) from egg_sale_returns r where r.tenant_id = s.tenant_id and r.sale_id = s.id)
         where s.tenant_id = new.tenant_id and s.id = new.sale_id;
        return null;
      end $$`);
    await q.query(`create trigger egg_sale_returns_settle after insert or update of total_amount on egg_sale_returns for each row execute function egg_sale_returns_settle()`);

    await q.query(`alter table egg_sales add column amount_returned numeric(18,2) not null default 0 check (amount_returned >= 0)`);
    await q.query(`comment on column egg_sales.amount_returned is 'Σ total_amount of the sale''s returns (derived by trigger). Outstanding = total − returned − paid − discount.'`);
    // Cash/transfer: paid = total − returned (the return is paid back at once), was paid = total.
    const cashCheck = await queryOne(
      q.manager,
      row({ conname: pg.text }),
      `select conname from pg_constraint where conrelid = 'egg_sales'::regclass and contype = 'c' and pg_get_constraintdef(oid) like '%amount_paid = total_amount%'`,
    );
    if (cashCheck) await q.query(`alter table egg_sales drop constraint "${cashCheck.conname}"`);
    await q.query(`alter table egg_sales add constraint egg_sales_cash_paid check (payment_method = 'piutang' or (amount_paid = total_amount - amount_returned and amount_discount = 0))`);
    await q.query(`create or replace function egg_sales_settlement() returns trigger language plpgsql as $$
      declare
        paid numeric(18,2); disc numeric(18,2); ret numeric(18,2);
      begin
        if ${isOwner} then return new; end if;
        select coalesce(sum(r.total_amount), 0) into ret from egg_sale_returns r where r.tenant_id = new.tenant_id and r.sale_id = new.id;
        if new.payment_method = 'piutang' then
          select coalesce(sum(a.amount_applied), 0), coalesce(sum(a.discount_applied), 0) into paid, disc
            from ar_receipt_allocations a where a.tenant_id = new.tenant_id and a.sale_id = new.id;
        else
          paid := new.total_amount - ret; disc := 0;
        end if;
        -- A written value (changed by the statement) must be the derived one; the others follow.
        if (tg_op = 'INSERT' and (new.amount_paid is distinct from paid or new.amount_discount is distinct from disc or new.amount_returned is distinct from ret))
           or (tg_op = 'UPDATE' and ((new.amount_paid is distinct from old.amount_paid and new.amount_paid is distinct from paid)
                                   or (new.amount_discount is distinct from old.amount_discount and new.amount_discount is distinct from disc)
                                   or (new.amount_returned is distinct from old.amount_returned and new.amount_returned is distinct from ret))) then
          raise exception 'Jumlah dibayar, diskon dan retur penjualan dihitung dari pembayarannya dan returnya; tidak dapat diisi langsung.'
            using errcode = '23514', constraint = 'egg_sales_settlement';
        end if;
        new.amount_paid := paid;
        new.amount_discount := disc;
        new.amount_returned := ret;
        return new;
      end $$`);

    // 5. A return agrees with its journal at COMMIT (read under the return's tenant).
    await q.query(`create function egg_sale_return_booked_check() returns trigger language plpgsql ${definer} as $$
      declare
        prev text := coalesce(current_setting('app.tenant_id', true), '');
        t uuid := new.tenant_id;
        rid integer := new.id;
        total numeric; booked numeric; dated boolean;
      begin
        perform set_config('app.tenant_id', t::text, true);
        select r.total_amount into total from egg_sale_returns r where r.tenant_id = t and r.id = rid;
        select coalesce(sum(l.debit - l.credit), 0) into booked
          from journals j join journal_lines l on l.tenant_id = j.tenant_id and l.journal_id = j.id
          join accounts x on x.tenant_id = l.tenant_id and x.id = l.account_id
         where j.tenant_id = t and j.source_type = 'egg_sale_return' and j.source_id = rid::text and x.control_key = 'retur_penjualan_telur';
        select exists (select 1 from journals j join egg_sale_returns r on r.tenant_id = j.tenant_id and r.id = rid
                        where j.tenant_id = t and j.source_type = 'egg_sale_return' and j.source_id = rid::text and j.kind = 'original'
                          and j.trx_date = r.return_date) into dated;
        perform set_config('app.tenant_id', prev, true);
        if total is not null and (total <> booked or not dated) then
          raise exception 'Retur #% tidak cocok dengan jurnalnya: total %, dibukukan di Retur Penjualan Telur %.', rid, total, booked
            using errcode = '23514', constraint = 'egg_sale_return_booked';
        end if;
        return null;
      end $$`);
    await q.query(`create constraint trigger egg_sale_return_booked after insert on egg_sale_returns
      deferrable initially deferred for each row execute function egg_sale_return_booked_check()`);

    await enableAudit(q, 'egg_sale_returns');
    await enableAudit(q, 'egg_sale_return_lines');
    for (const fn of ['egg_sale_returns_guard()', 'egg_sale_return_lines_guard()', 'egg_sale_return_lines_total()', 'egg_sale_returns_settle()', 'egg_sale_return_booked_check()']) {
      await q.query(`revoke all on function ${fn} from public`);
      await q.query(`grant execute on function ${fn} to ${APP_ROLE}`);
    }
    await grantAppRole(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`drop table if exists egg_sale_return_lines`);
    await q.query(`drop table if exists egg_sale_returns`);
    for (const fn of ['egg_sale_returns_guard()', 'egg_sale_return_lines_guard()', 'egg_sale_return_lines_total()', 'egg_sale_returns_settle()', 'egg_sale_return_booked_check()']) {
      await q.query(`drop function if exists ${fn}`);
    }
    await q.query(`alter table egg_sales drop constraint if exists egg_sales_cash_paid`);
    await q.query(`alter table egg_sales drop column if exists amount_returned`);
    await q.query(`alter table egg_sales add check (payment_method = 'piutang' or (amount_paid = total_amount and amount_discount = 0))`);
    await q.query(defaultAccountsFunction(DEFAULT_ACCOUNTS, true));
    await q.query(accountsTreeFunction(CONTROL_SCREENS));
    await q.query(journalLinesGuardFunction(CONTROL_SCREENS));
  }
}
