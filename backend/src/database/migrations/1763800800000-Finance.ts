import { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls, forcesRls, grantAppRole } from '../rls';

/**
 * The books (DESIGN §5 'Finance'; spec part 2 §3 'Account', 'Journal'; docs/adr/0008-feed-stock-in-the-books.md):
 *
 * - `accounts`: the chart of accounts of a tenant. `code` starts with the digit of its type
 *   (1 asset, 2 liability, 3 equity, 4 income, 5–6 expense); `system_key` marks the accounts the
 *   postings look up (never by code or name, so an admin may rename or recode them). A system
 *   account cannot be deactivated or change type; no account changes type once it has postings.
 * - `journals` + `journal_lines`: double entry in rupiah, numeric(18,2). A line has debit ≥ 0 and
 *   credit ≥ 0 and exactly one of them > 0. Σ debit = Σ credit per journal and at least two lines,
 *   checked at COMMIT by deferred constraint triggers, whoever writes. Journals and lines cannot be
 *   updated or deleted by the runtime role (a trigger refuses it): a correction is a new journal
 *   (`kind` correction, linked to the original of the same source) or a reversal (`reverses_id`).
 *   Every journal names its source (`source_type`, `source_id`); one original per source document.
 *   Lines carry their journal's date (kept equal by a composite foreign key) so that ledger and
 *   profit-and-loss ranges read one index.
 * - `journal_counters`: last number of each code prefix and month (JU-2611-0001).
 * - `finance_default_accounts(tenant)`: the default chart (idempotent). The migration runs it for
 *   every existing tenant and an insert trigger on `tenants` for every new one.
 */
export class Finance1763800800000 implements MigrationInterface {
  name = 'Finance1763800800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`create table accounts (
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      id integer generated always as identity primary key,
      code varchar(20) not null check (code ~ '^[1-6]-[0-9A-Za-z][0-9A-Za-z.-]*$'),
      name varchar(120) not null check (length(trim(name)) > 0),
      type varchar(10) not null check (type in ('asset', 'liability', 'equity', 'income', 'expense')),
      parent_id integer,
      is_active boolean not null default true,
      system_key varchar(40),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (tenant_id, id),
      foreign key (tenant_id, parent_id) references accounts(tenant_id, id),
      check (parent_id is null or parent_id <> id),
      check ((type = 'asset' and code like '1-%') or (type = 'liability' and code like '2-%') or (type = 'equity' and code like '3-%')
             or (type = 'income' and code like '4-%') or (type = 'expense' and (code like '5-%' or code like '6-%'))))`);
    await q.query(`comment on table accounts is 'Chart of accounts per tenant. Postings find accounts by system_key (kas, bank, piutang, persediaan_pakan, …), never by code or name.'`);
    await q.query(`create unique index accounts_code_key on accounts (tenant_id, lower(code))`);
    await q.query(`create unique index accounts_system_key on accounts (tenant_id, system_key) where system_key is not null`);
    await q.query(`create index accounts_parent_idx on accounts (tenant_id, parent_id)`);
    await enableTenantRls(q, 'accounts');

    await q.query(`create table journals (
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      id integer generated always as identity primary key,
      code varchar(24) not null,
      trx_date date not null,
      memo varchar(300),
      party varchar(120),
      source_type varchar(20) not null check (source_type ~ '^[a-z][a-z_]*$'),
      source_id varchar(40),
      kind varchar(10) not null default 'original' check (kind in ('original', 'correction', 'reversal')),
      corrects_id integer,
      reverses_id integer,
      created_by uuid default app_current_user(),
      created_at timestamptz not null default now(),
      unique (tenant_id, id),
      unique (tenant_id, id, trx_date),
      foreign key (tenant_id, corrects_id) references journals(tenant_id, id),
      foreign key (tenant_id, reverses_id) references journals(tenant_id, id),
      check ((kind = 'correction') = (corrects_id is not null)),
      check ((kind = 'reversal') = (reverses_id is not null)),
      check (source_type = 'manual' or source_id is not null))`);
    await q.query(`comment on table journals is 'Posted journals (never updated or deleted). kind original: one per source document; correction: difference posted later for the same source (corrects_id = its original); reversal: reverses_id.'`);
    await q.query(`create unique index journals_code_key on journals (tenant_id, code)`);
    await q.query(`create unique index journals_source_key on journals (tenant_id, source_type, source_id) where kind = 'original' and source_id is not null`);
    await q.query(`create unique index journals_reverses_key on journals (tenant_id, reverses_id) where reverses_id is not null`);
    await q.query(`create index journals_date_idx on journals (tenant_id, trx_date, id)`);
    await q.query(`create index journals_source_idx on journals (tenant_id, source_type, source_id)`);
    await enableTenantRls(q, 'journals');

    await q.query(`create table journal_lines (
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      id bigint generated always as identity primary key,
      journal_id integer not null,
      trx_date date not null,
      line_no smallint not null,
      account_id integer not null,
      debit numeric(18,2) not null default 0 check (debit >= 0),
      credit numeric(18,2) not null default 0 check (credit >= 0),
      note varchar(200),
      foreign key (tenant_id, journal_id, trx_date) references journals(tenant_id, id, trx_date),
      foreign key (tenant_id, account_id) references accounts(tenant_id, id),
      check ((debit > 0) <> (credit > 0)),
      unique (tenant_id, journal_id, line_no))`);
    await q.query(`comment on table journal_lines is 'Lines of a journal: exactly one of debit/credit > 0 (rupiah). trx_date = the journal date (composite foreign key).'`);
    await q.query(`create index journal_lines_account_idx on journal_lines (tenant_id, account_id, trx_date) include (journal_id, debit, credit)`);
    await q.query(`create index journal_lines_date_idx on journal_lines (tenant_id, trx_date) include (account_id, debit, credit)`);
    await enableTenantRls(q, 'journal_lines');

    await q.query(`create table journal_counters (
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      prefix varchar(6) not null,
      period char(4) not null,
      last integer not null,
      primary key (tenant_id, prefix, period))`);
    await q.query(`comment on table journal_counters is 'Last sequence number of journal codes per prefix and YYMM of the journal date (JU-2611-0001).'`);
    await enableTenantRls(q, 'journal_counters');

    // Σ debit = Σ credit and at least two lines, checked at commit (deferred), for every writer.
    await q.query(`create function journal_balance_check() returns trigger language plpgsql as $$
      declare
        t uuid; j integer; d numeric; c numeric; n integer; jcode text;
      begin
        if tg_table_name = 'journals' then t := new.tenant_id; j := new.id;
        elsif tg_op = 'DELETE' then t := old.tenant_id; j := old.journal_id;
        else t := new.tenant_id; j := new.journal_id;
        end if;
        select code into jcode from journals where tenant_id = t and id = j;
        if not found then return null; end if;
        select coalesce(sum(debit), 0), coalesce(sum(credit), 0), count(*) into d, c, n
          from journal_lines where tenant_id = t and journal_id = j;
        if d <> c then
          raise exception 'Jurnal % tidak seimbang: debit % <> kredit %', jcode, d, c using errcode = '23514', constraint = 'journal_balanced';
        end if;
        if n < 2 then
          raise exception 'Jurnal % harus punya minimal dua baris', jcode using errcode = '23514', constraint = 'journal_balanced';
        end if;
        return null;
      end $$`);
    await q.query(`create constraint trigger journal_lines_balanced after insert or update or delete on journal_lines
      deferrable initially deferred for each row execute function journal_balance_check()`);
    await q.query(`create constraint trigger journals_balanced after insert on journals
      deferrable initially deferred for each row execute function journal_balance_check()`);

    // Posted means posted: only the tables' owner role (migrations, maintenance) may change or remove rows.
    await q.query(`create function journal_immutable() returns trigger language plpgsql as $$
      begin
        if pg_has_role(current_user, (select relowner from pg_class where oid = tg_relid), 'member') then
          return case when tg_op = 'DELETE' then old else new end;
        end if;
        raise exception 'Jurnal yang sudah diposting tidak dapat diubah atau dihapus; koreksi dengan jurnal pembalik.'
          using errcode = '42501';
      end $$`);
    await q.query(`create trigger journals_immutable before update or delete on journals for each row execute function journal_immutable()`);
    await q.query(`create trigger journal_lines_immutable before update or delete on journal_lines for each row execute function journal_immutable()`);

    // System accounts keep their key, type and active flag; no account changes type once posted to.
    await q.query(`create function accounts_guard() returns trigger language plpgsql as $$
      begin
        if old.system_key is not null and (new.system_key is distinct from old.system_key or new.type <> old.type or not new.is_active) then
          raise exception 'Akun sistem % tidak dapat dinonaktifkan atau diubah tipenya.', old.code using errcode = '23514', constraint = 'accounts_system';
        end if;
        if new.type <> old.type and exists (select 1 from journal_lines l where l.tenant_id = old.tenant_id and l.account_id = old.id) then
          raise exception 'Tipe akun % tidak dapat diubah karena sudah ada transaksi.', old.code using errcode = '23514', constraint = 'accounts_type_posted';
        end if;
        return new;
      end $$`);
    await q.query(`create trigger accounts_guard before update on accounts for each row execute function accounts_guard()`);

    await q.query(DEFAULT_ACCOUNTS_FUNCTION);
    await q.query(`comment on function finance_default_accounts(uuid) is
      'Creates the default chart of accounts of a tenant (DESIGN §5 Finance); idempotent, returns the number of accounts added. Used by the Finance migration for existing tenants and by the insert trigger on tenants.'`);
    await q.query(`grant execute on function finance_default_accounts(uuid) to public`);
    await q.query(`create function tenants_default_accounts() returns trigger language plpgsql as $$
      begin
        perform finance_default_accounts(new.id);
        return null;
      end $$`);
    await q.query(`create trigger tenants_default_accounts after insert on tenants for each row execute function tenants_default_accounts()`);
    // Existing tenants. When tenants itself is under forced row-level security (the migration role
    // would see none of them), lift it for this one read.
    const forced = await forcesRls(q, 'tenants');
    if (forced) await q.query(`alter table tenants no force row level security`);
    await q.query(`select finance_default_accounts(id) from tenants`);
    if (forced) await q.query(`alter table tenants force row level security`);

    await grantAppRole(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`drop trigger if exists tenants_default_accounts on tenants`);
    await q.query(`drop function if exists tenants_default_accounts()`);
    await q.query(`drop function if exists finance_default_accounts(uuid)`);
    await q.query(`drop table if exists journal_counters`);
    await q.query(`drop table if exists journal_lines`);
    await q.query(`drop table if exists journals`);
    await q.query(`drop table if exists accounts`);
    await q.query(`drop function if exists journal_balance_check()`);
    await q.query(`drop function if exists journal_immutable()`);
    await q.query(`drop function if exists accounts_guard()`);
  }
}

/**
 * The default chart (DESIGN §5 'Finance'): code, name, type, system key. Accounts with a key are
 * the ones postings use; the others are ready-made expense accounts an admin may rename or
 * deactivate. 5- (cost of goods) is of type expense.
 */
export const DEFAULT_ACCOUNTS: Array<[string, string, string, string | null]> = [
  ['1-100', 'Kas', 'asset', 'kas'],
  ['1-200', 'Bank', 'asset', 'bank'],
  ['1-300', 'Piutang Usaha', 'asset', 'piutang'],
  ['1-400', 'Persediaan Pakan', 'asset', 'persediaan_pakan'],
  ['1-500', 'Persediaan Telur', 'asset', 'persediaan_telur'],
  ['2-100', 'Hutang Usaha', 'liability', 'hutang'],
  ['3-100', 'Modal', 'equity', 'modal'],
  ['4-100', 'Penjualan Telur', 'income', 'penjualan_telur'],
  ['4-200', 'Penjualan Pakan', 'income', 'penjualan_pakan'],
  ['4-900', 'Pendapatan Lain', 'income', 'pendapatan_lain'],
  ['5-100', 'Beban Pakan', 'expense', 'beban_pakan'],
  ['5-200', 'HPP Pakan Dijual', 'expense', 'hpp_pakan'],
  ['6-100', 'Beban Operasional', 'expense', 'beban_operasional'],
  ['6-200', 'Beban Gaji', 'expense', 'beban_gaji'],
  ['6-300', 'Biaya Admin Bank', 'expense', 'biaya_admin_bank'],
  ['6-400', 'Potongan Penjualan', 'expense', 'potongan_penjualan'],
  ['6-500', 'Beban Listrik dan Air', 'expense', null],
  ['6-600', 'Beban Vaksin dan Obat', 'expense', null],
];

const quote = (s: string | null) => (s === null ? 'null' : `'${s.replace(/'/g, "''")}'`);

/**
 * finance_default_accounts(tenant): inserts the default accounts the tenant does not have yet (by
 * system key, else by code), under that tenant's row-level security (it sets app.tenant_id for the
 * insert and restores the caller's value), so the migration, the tenants trigger and any caller
 * use the same function. `replace`: `create or replace` (a later migration adding accounts).
 */
export const defaultAccountsFunction = (rows: Array<[string, string, string, string | null]>, replace = false) => `create ${replace ? 'or replace ' : ''}function finance_default_accounts(p_tenant uuid) returns integer language plpgsql as $$
  declare
    prev text := current_setting('app.tenant_id', true);
    added integer;
  begin
    perform set_config('app.tenant_id', p_tenant::text, true);
    insert into accounts (tenant_id, code, name, type, system_key)
    select p_tenant, v.code, v.name, v.type, v.system_key
      from (values ${rows.map(([c, n, t, k]) => `(${quote(c)}, ${quote(n)}, ${quote(t)}, ${quote(k)})`).join(', ')})
           as v(code, name, type, system_key)
     where not exists (select 1 from accounts a where a.tenant_id = p_tenant
                         and (a.system_key = v.system_key or lower(a.code) = lower(v.code)));
    get diagnostics added = row_count;
    perform set_config('app.tenant_id', coalesce(prev, ''), true);
    return added;
  end $$`;
const DEFAULT_ACCOUNTS_FUNCTION = defaultAccountsFunction(DEFAULT_ACCOUNTS);
