import { MigrationInterface, QueryRunner } from 'typeorm';
import { APP_ROLE } from '../provision';
import { grantAppRole } from '../rls';

/** Accounts only their documents post to, with the screen that does (issue #20 'Control accounts'). */
export const CONTROL_SCREENS: Record<string, string> = {
  piutang: 'Penjualan Telur dan Terima Pembayaran',
  persediaan_pakan: 'Transaksi Pakan (Akuntansi), agar nilainya sama dengan nilai stok pakan',
  penjualan_telur: 'Penjualan Telur',
};

/**
 * Guarantees the database keeps under any writer, and control accounts (issue #20;
 * docs/adr/0014-book-guarantees-and-control-accounts.md). The runtime role (`kpm_app`) is the
 * writer these rules hold against; the tables' owner (migrations, maintenance, the bench loader)
 * keeps the exemption it has for posted journals (`journal_immutable`).
 *
 * - **The balance check cannot be skipped.** `journal_balance_check()` (the deferred constraint
 *   triggers on `journals` and `journal_lines`) is now SECURITY DEFINER and reads the journal and
 *   its lines under the journal's own tenant (it sets `app.tenant_id` for the read and puts the
 *   caller's value back): a writer that clears or switches `app.tenant_id` before COMMIT no longer
 *   hides the lines from the check (before, the check found no journal and let it pass).
 * - **Lines only in the transaction that created the journal.** `journals.created_txid` is the
 *   creating transaction (`txid_current()`, stamped by a trigger whatever the insert says); a line
 *   inserted in any other transaction is refused (42501), so nothing can be added to a posted
 *   journal, not even a balanced pair. Updates and deletes stay refused by `journal_immutable`.
 * - **Settlement derived.** `ar_receipts.created_txid` likewise: allocations are inserted only in
 *   the transaction that created their receipt and never updated or deleted by the runtime role;
 *   at COMMIT a deferred check (`ar_receipt_booked`, under the receipt's tenant) wants them to
 *   equal what the receipt's journals take off Piutang Usaha, its original dated on the receipt date.
 *   `egg_sales.amount_paid` / `amount_discount` are derived (cash/transfer: paid = total, no
 *   discount; piutang: Σ allocations): a trigger after every allocation write sets them, and a
 *   trigger on `egg_sales` refuses (23514 `egg_sales_settlement`) a written value that differs from
 *   the derivation, and otherwise writes the derivation (a cash sale whose total changes stays paid).
 * - **Control accounts.** `accounts.control_key`: the system key of the control account (Piutang
 *   Usaha, Persediaan Pakan, Penjualan Telur — {@link CONTROL_SCREENS}) the account is or sits
 *   under, kept by triggers through the tree (a new sub-account inherits it; a moved account and
 *   its sub-accounts take their new parent's). A line of a manual journal (original or correction;
 *   a reversal undoes an older line and is allowed) on such an account is refused with KP422 (the
 *   API answers 422) naming the account and the screen that posts to it. A system account cannot
 *   be moved under another account, and an account with postings cannot move into or out of a
 *   control account's tree (its lines would change which balance they belong to).
 */
export class BookGuarantees1763801600000 implements MigrationInterface {
  name = 'BookGuarantees1763801600000';

  async up(q: QueryRunner): Promise<void> {
    const definer = `security definer set search_path = public, pg_temp`;
    const isOwner = `pg_has_role(current_user, (select relowner from pg_class where oid = tg_relid), 'member')`;

    // 1. The balance check reads under the journal's tenant, whatever app.tenant_id says at commit.
    await q.query(`create or replace function journal_balance_check() returns trigger language plpgsql ${definer} as $$
      declare
        prev text := coalesce(current_setting('app.tenant_id', true), '');
        t uuid; j integer; d numeric; c numeric; n integer; jcode text;
      begin
        if tg_table_name = 'journals' then t := new.tenant_id; j := new.id;
        elsif tg_op = 'DELETE' then t := old.tenant_id; j := old.journal_id;
        else t := new.tenant_id; j := new.journal_id;
        end if;
        perform set_config('app.tenant_id', t::text, true);
        select code into jcode from journals where tenant_id = t and id = j;
        if not found then
          perform set_config('app.tenant_id', prev, true);
          return null;
        end if;
        select coalesce(sum(debit), 0), coalesce(sum(credit), 0), count(*) into d, c, n
          from journal_lines where tenant_id = t and journal_id = j;
        perform set_config('app.tenant_id', prev, true);
        if d <> c then
          raise exception 'Jurnal % tidak seimbang: debit % <> kredit %', jcode, d, c using errcode = '23514', constraint = 'journal_balanced';
        end if;
        if n < 2 then
          raise exception 'Jurnal % harus punya minimal dua baris', jcode using errcode = '23514', constraint = 'journal_balanced';
        end if;
        return null;
      end $$`);

    // 2. The creating transaction of journals and receipts, stamped whatever the insert says.
    await q.query(`create function stamp_created_txid() returns trigger language plpgsql as $$
      begin
        new.created_txid := case when tg_op = 'INSERT' then txid_current() else old.created_txid end;
        return new;
      end $$`);
    for (const table of ['journals', 'ar_receipts']) {
      await q.query(`alter table ${table} add column created_txid bigint`);
      await q.query(`comment on column ${table}.created_txid is 'Transaction that created the row (txid_current(), set by trigger, never changed): its lines/allocations are written in that transaction only'`);
      await q.query(`create trigger ${table}_created_txid before insert or update on ${table} for each row execute function stamp_created_txid()`);
    }

    // 3. Controlled accounts through the tree.
    await q.query(`alter table accounts add column control_key varchar(40)`);
    await q.query(`comment on column accounts.control_key is 'System key of the control account (piutang, persediaan_pakan, penjualan_telur) this account is or sits under: manual journals may not post to it'`);
    const roots = `('${Object.keys(CONTROL_SCREENS).join("', '")}')`;
    // Backfill as the owner (FORCEd row-level security: lift it for this one statement; the audit
    // and guard triggers stay out of a column filled in by the migration).
    await q.query(`alter table accounts no force row level security`);
    await q.query(`alter table accounts disable trigger user`);
    await q.query(`with recursive tree as (
        select tenant_id, id, system_key as key from accounts where system_key in ${roots}
        union all
        select a.tenant_id, a.id, tree.key from accounts a join tree on a.tenant_id = tree.tenant_id and a.parent_id = tree.id
      ) update accounts a set control_key = tree.key from tree where a.tenant_id = tree.tenant_id and a.id = tree.id`);
    await q.query(`alter table accounts enable trigger user`);
    await q.query(`alter table accounts force row level security`);
    await q.query(accountsTreeFunction(CONTROL_SCREENS));
    await q.query(`create trigger accounts_tree before insert or update of parent_id, system_key, control_key on accounts
      for each row execute function accounts_tree()`);
    // Sub-accounts follow their parent (each level's update runs this again one level down).
    await q.query(`create function accounts_tree_children() returns trigger language plpgsql as $$
      begin
        update accounts set control_key = new.control_key
         where tenant_id = new.tenant_id and parent_id = new.id and control_key is distinct from new.control_key;
        return null;
      end $$`);
    // Without a column list: control_key changes in the BEFORE trigger when only parent_id was set.
    await q.query(`create trigger accounts_tree_children after update on accounts
      for each row when (new.control_key is distinct from old.control_key) execute function accounts_tree_children()`);

    // 4. Journal lines: only in the journal's own transaction; manual journals stay off control accounts.
    await q.query(journalLinesGuardFunction(CONTROL_SCREENS));
    await q.query(`create trigger journal_lines_guard before insert on journal_lines for each row execute function journal_lines_guard()`);

    // 5. Receipt allocations: written with their receipt only, never changed by the runtime role.
    await q.query(`create function ar_allocations_guard() returns trigger language plpgsql as $$
      begin
        if ${isOwner} then
          return case when tg_op = 'DELETE' then old else new end;
        end if;
        if tg_op = 'INSERT' and exists (select 1 from ar_receipts r where r.tenant_id = new.tenant_id and r.id = new.receipt_id
                                                                    and r.created_txid = txid_current()) then
          return new;
        end if;
        raise exception 'Alokasi pembayaran hanya ditulis bersama penerimaannya dan tidak dapat diubah atau dihapus.'
          using errcode = '42501', constraint = 'ar_allocations_guard';
      end $$`);
    await q.query(`create trigger ar_allocations_guard before insert or update or delete on ar_receipt_allocations
      for each row execute function ar_allocations_guard()`);

    // A receipt's allocations agree with its journal at COMMIT (read under the receipt's tenant, like
    // the balance check): Σ (amount_applied + discount_applied) = what its journals take off Piutang
    // Usaha (with sub-accounts), and its original journal is dated on the receipt date.
    await q.query(`create function ar_receipt_booked_check() returns trigger language plpgsql ${definer} as $$
      declare
        prev text := coalesce(current_setting('app.tenant_id', true), '');
        t uuid := new.tenant_id;
        rid integer := new.receipt_id;
        applied numeric; booked numeric; dated boolean;
      begin
        perform set_config('app.tenant_id', t::text, true);
        select coalesce(sum(a.amount_applied + a.discount_applied), 0) into applied
          from ar_receipt_allocations a where a.tenant_id = t and a.receipt_id = rid;
        select coalesce(sum(l.credit - l.debit), 0) into booked
          from journals j join journal_lines l on l.tenant_id = j.tenant_id and l.journal_id = j.id
          join accounts x on x.tenant_id = l.tenant_id and x.id = l.account_id
         where j.tenant_id = t and j.source_type = 'ar_receipt' and j.source_id = rid::text and x.control_key = 'piutang';
        select exists (select 1 from journals j join ar_receipts r on r.tenant_id = j.tenant_id and r.id = rid
                        where j.tenant_id = t and j.source_type = 'ar_receipt' and j.source_id = rid::text and j.kind = 'original'
                          and j.trx_date = r.receipt_date) into dated;
        perform set_config('app.tenant_id', prev, true);
        if applied <> booked or not dated then
          raise exception 'Penerimaan #% tidak cocok dengan jurnalnya: dialokasikan %, dibukukan di Piutang Usaha %.', rid, applied, booked
            using errcode = '23514', constraint = 'ar_receipt_booked';
        end if;
        return null;
      end $$`);
    await q.query(`create constraint trigger ar_receipt_booked after insert on ar_receipt_allocations
      deferrable initially deferred for each row execute function ar_receipt_booked_check()`);

    // 6. amount_paid / amount_discount derived from the allocations.
    await q.query(`create function egg_sales_settlement() returns trigger language plpgsql as $$
      declare
        paid numeric(18,2); disc numeric(18,2);
      begin
        if ${isOwner} then return new; end if;
        if new.payment_method = 'piutang' then
          select coalesce(sum(a.amount_applied), 0), coalesce(sum(a.discount_applied), 0) into paid, disc
            from ar_receipt_allocations a where a.tenant_id = new.tenant_id and a.sale_id = new.id;
        else
          paid := new.total_amount; disc := 0;
        end if;
        if (tg_op = 'INSERT' or new.amount_paid is distinct from old.amount_paid or new.amount_discount is distinct from old.amount_discount)
           and (new.amount_paid is distinct from paid or new.amount_discount is distinct from disc) then
          raise exception 'Jumlah dibayar dan diskon penjualan dihitung dari pembayarannya dan tidak dapat diisi langsung.'
            using errcode = '23514', constraint = 'egg_sales_settlement';
        end if;
        new.amount_paid := paid;
        new.amount_discount := disc;
        return new;
      end $$`);
    await q.query(`create trigger egg_sales_settlement before insert or update on egg_sales for each row execute function egg_sales_settlement()`);
    await q.query(`create function ar_allocations_settle() returns trigger language plpgsql as $$
      declare
        t uuid := coalesce(new.tenant_id, old.tenant_id);
        s integer := coalesce(new.sale_id, old.sale_id);
      begin
        update egg_sales x set amount_paid = coalesce(y.paid, 0), amount_discount = coalesce(y.disc, 0)
          from (select sum(a.amount_applied) as paid, sum(a.discount_applied) as disc
                  from ar_receipt_allocations a where a.tenant_id = t and a.sale_id = s) y
         where x.tenant_id = t and x.id = s and x.payment_method = 'piutang';
        if tg_op = 'UPDATE' and old.sale_id <> new.sale_id then
          update egg_sales x set amount_paid = coalesce(y.paid, 0), amount_discount = coalesce(y.disc, 0)
            from (select sum(a.amount_applied) as paid, sum(a.discount_applied) as disc
                    from ar_receipt_allocations a where a.tenant_id = old.tenant_id and a.sale_id = old.sale_id) y
           where x.tenant_id = old.tenant_id and x.id = old.sale_id and x.payment_method = 'piutang';
        end if;
        return null;
      end $$`);
    await q.query(`create trigger ar_allocations_settle after insert or update or delete on ar_receipt_allocations
      for each row execute function ar_allocations_settle()`);

    // The audit trail leaves the transaction stamp out, like the other bookkeeping columns.
    await q.query(auditSlim(['created_txid']));

    for (const fn of ['journal_balance_check()', 'ar_receipt_booked_check()', 'stamp_created_txid()', 'accounts_tree()', 'accounts_tree_children()', 'journal_lines_guard()', 'ar_allocations_guard()', 'egg_sales_settlement()', 'ar_allocations_settle()']) {
      await q.query(`revoke all on function ${fn} from public`);
      await q.query(`grant execute on function ${fn} to ${APP_ROLE}`);
    }
    await grantAppRole(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`drop trigger if exists ar_receipt_booked on ar_receipt_allocations`);
    await q.query(`drop function if exists ar_receipt_booked_check()`);
    await q.query(`drop trigger if exists ar_allocations_settle on ar_receipt_allocations`);
    await q.query(`drop trigger if exists egg_sales_settlement on egg_sales`);
    await q.query(`drop trigger if exists ar_allocations_guard on ar_receipt_allocations`);
    await q.query(`drop trigger if exists journal_lines_guard on journal_lines`);
    await q.query(`drop trigger if exists accounts_tree_children on accounts`);
    await q.query(`drop trigger if exists accounts_tree on accounts`);
    for (const fn of ['ar_allocations_settle()', 'egg_sales_settlement()', 'ar_allocations_guard()', 'journal_lines_guard()', 'accounts_tree_children()', 'accounts_tree()']) {
      await q.query(`drop function if exists ${fn}`);
    }
    await q.query(`alter table accounts drop column if exists control_key`);
    for (const table of ['journals', 'ar_receipts']) {
      await q.query(`drop trigger if exists ${table}_created_txid on ${table}`);
      await q.query(`alter table ${table} drop column if exists created_txid`);
    }
    await q.query(`drop function if exists stamp_created_txid()`);
    await q.query(`alter function journal_balance_check() security invoker`);
    await q.query(auditSlim([]));
  }
}

/** SQL list of the control roots of `screens`: ('piutang', …). */
const rootsOf = (screens: Record<string, string>) => `('${Object.keys(screens).join("', '")}')`;

/**
 * `accounts_tree()`: keeps `control_key` through the tree for the control roots of `screens` and
 * refuses moving a system account under another one (KP422). A later migration adding a control
 * account recreates it with the longer list.
 */
export function accountsTreeFunction(screens: Record<string, string>): string {
  const roots = rootsOf(screens);
  return `create or replace function accounts_tree() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' and old.system_key is not null and new.parent_id is distinct from old.parent_id and new.parent_id is not null then
          raise exception 'Akun sistem % % tidak dapat dipindah ke bawah akun lain.', old.code, old.name
            using errcode = 'KP422', constraint = 'accounts_system_root';
        end if;
        new.control_key := case when new.system_key in ${roots} then new.system_key
                                else (select p.control_key from accounts p where p.tenant_id = new.tenant_id and p.id = new.parent_id) end;
        if tg_op = 'UPDATE' and new.control_key is distinct from old.control_key
           and exists (select 1 from journal_lines l where l.tenant_id = old.tenant_id and l.account_id = old.id) then
          raise exception 'Akun % % sudah ada transaksi; tidak dapat dipindah ke atau dari bawah akun kontrol.', old.code, old.name
            using errcode = 'KP422', constraint = 'accounts_control_posted';
        end if;
        return new;
      end $$`;
}

/**
 * `journal_lines_guard()`: lines only in their journal's transaction (42501), and no line of a
 * manual journal on a controlled account (KP422 naming the account and the screen of `screens`).
 */
export function journalLinesGuardFunction(screens: Record<string, string>): string {
  const isOwner = `pg_has_role(current_user, (select relowner from pg_class where oid = tg_relid), 'member')`;
  const cases = Object.entries(screens)
    .map(([k, s]) => `when '${k}' then '${s.replace(/'/g, "''")}'`)
    .join(' ');
  return `create or replace function journal_lines_guard() returns trigger language plpgsql as $$
      declare
        jr record; acc record; root record; known boolean;
      begin
        select source_type, kind, created_txid into jr from journals where tenant_id = new.tenant_id and id = new.journal_id;
        known := found;
        if not ${isOwner} and (not known or jr.created_txid is distinct from txid_current()) then
          raise exception 'Baris tidak dapat ditambahkan ke jurnal yang sudah diposting; koreksi dengan jurnal baru.'
            using errcode = '42501', constraint = 'journal_lines_same_transaction';
        end if;
        if known and jr.source_type = 'manual' and jr.kind <> 'reversal' then
          select code, name, control_key into acc from accounts where tenant_id = new.tenant_id and id = new.account_id;
          if acc.control_key is not null then
            select code, name into root from accounts where tenant_id = new.tenant_id and system_key = acc.control_key;
            raise exception '%', 'Akun ' || acc.code || ' ' || acc.name
                || case when root.code is distinct from acc.code then ' (sub-akun ' || root.code || ' ' || root.name || ')' else '' end
                || ' hanya diisi dari ' || case acc.control_key ${cases} else 'dokumennya' end || '.'
              using errcode = 'KP422', constraint = 'journal_lines_control_account';
          end if;
        end if;
        return new;
      end $$`;
}

/** app_audit_slim (migration AuditTrail) leaving out its noisy columns and `extra`. */
const auditSlim = (extra: string[]) => `create or replace function app_audit_slim(p jsonb) returns jsonb language sql immutable set search_path = public, pg_temp as $$
  select jsonb_object_agg(e.key, case
           when jsonb_typeof(e.value) = 'string' and length(e.value #>> '{}') > 200 then to_jsonb(left(e.value #>> '{}', 200) || '…')
           when jsonb_typeof(e.value) in ('object', 'array') and length(e.value::text) > 500 then to_jsonb(left(e.value::text, 500) || '…')
           else e.value end)
    from jsonb_each(p) e
   where e.key <> all (array[${['updated_at', 'created_at', 'version', 'tenant_id', 'created_by', 'password_hash', ...extra].map((c) => `'${c}'`).join(', ')}]) $$`;
