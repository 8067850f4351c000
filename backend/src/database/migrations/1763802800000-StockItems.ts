import { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls, forcesRls, grantAppRole } from '../rls';
import { enableAudit } from './1763801400000-AuditTrail';
import { accountsTreeFunction, journalLinesGuardFunction } from './1763801600000-BookGuarantees';
import { DEFAULT_ACCOUNTS, defaultAccountsFunction } from './1763800800000-Finance';
import { RETURN_ACCOUNT, RETURN_CONTROL_SCREENS } from './1763801900000-SaleReturns';
import { OPENING_ACCOUNT } from './1763802000000-OpeningBalances';

/** The control account of OVK (obat, vaksin, vitamin) stock: code, name, type, system key. */
export const OVK_ACCOUNT: [string, string, string, string] = ['1-410', 'Persediaan OVK', 'asset', 'persediaan_ovk'];

/** The default chart after this migration (new farms): the accounts so far plus Persediaan OVK. */
export const STOCK_ITEM_ACCOUNTS: Array<[string, string, string, string | null]> = [...DEFAULT_ACCOUNTS, RETURN_ACCOUNT, OPENING_ACCOUNT, OVK_ACCOUNT];

/** Control accounts after this migration: Persediaan OVK takes postings only from the OVK items' movements. */
export const STOCK_ITEM_CONTROL_SCREENS: Record<string, string> = {
  ...RETURN_CONTROL_SCREENS,
  persediaan_ovk: 'Transaksi Pakan (Akuntansi) untuk barang OVK, agar nilainya sama dengan nilai stok OVK',
};

/** A shipped item: name, kind, protein %, ME kcal/kg, Ca %, available P %, crude fibre %, source text (null: none found). */
type Shipped = [string, string, number | null, number | null, number | null, number | null, number | null, string];

const LABEL = 'Nilai lain tidak ditemukan di sumber: isi dari label pemasok.';

/**
 * The common Indonesian feed ingredients a new farm starts with, with the values
 * `shared/data/feed-ingredients-indonesia-partial.csv` has for them (SNI quality limits first;
 * a typical value from a non-Indonesian sheet only where SNI gives none, and said so). Nothing is
 * estimated: a field no source gives stays empty, a range (Ca of bungkil kedelai and tepung ikan)
 * is named in the source text, not averaged.
 */
export const SHIPPED_ITEMS: Shipped[] = [
  [
    'Jagung kuning', 'bahan', 8.0, 3322, 0.02, null, null,
    `Protein: SNI 4483:2013 jagung bahan pakan, Mutu I (protein kasar minimal 8,0 %). EM 3.322 kkal/kg (13,90 MJ/kg ÷ 4,184) dan Ca minimal 0,02 %: lembar produk jagung pemasok pakan Australia (Riverina), bukan sampel Indonesia. ${LABEL}`,
  ],
  [
    'Dedak padi / bekatul', 'bahan', 12.0, 2868, 0.05, null, 12.0,
    `Protein dan serat: SNI 3178:2013 dedak padi bahan pakan, Mutu I (protein kasar minimal 12,0 %; serat kasar 12,0 %, tercetak "minimal", hampir pasti batas maksimal). EM 2.868 kkal/kg dan Ca 0,05 %: nilai tipikal dedak padi Australia (lembar pemasok, mengutip M. Evans), bukan sampel Indonesia. ${LABEL}`,
  ],
  [
    'Bungkil kedelai', 'bahan', 46, null, null, null, 6.5,
    `SNI 01-4227-1996 bungkil kedelai, Mutu I: protein kasar minimal 46 %, serat kasar maksimal 6,5 %; Ca 0,2–0,4 % (rentang, tidak diisi). ${LABEL}`,
  ],
  [
    'Tepung ikan', 'bahan', 65, null, null, null, 1.5,
    `SNI 01-2715-1996 tepung ikan, Mutu I: protein kasar minimal 65 %, serat kasar maksimal 1,5 %; Ca 2,5–5,0 % (rentang, tidak diisi). ${LABEL}`,
  ],
  ['Konsentrat', 'bahan', null, null, null, null, null, 'Tidak ada sumber: isi dari label pemasok konsentrat.'],
  ['Kapur (grit)', 'bahan', null, null, null, null, null, 'Tidak ada sumber: isi dari label pemasok.'],
  ['Premix', 'bahan', null, null, null, null, null, 'Tidak ada sumber: isi dari label pemasok premix.'],
];

const quote = (v: string | number | null) => (v === null ? 'null' : typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`);

/**
 * `stock_items_defaults(tenant, shipped)`: the farm's default item 'Pakan' (pakan_jadi, kg) when it
 * has none, and with `shipped` the list {@link SHIPPED_ITEMS} (those whose name the farm does not
 * use yet), under that tenant's row-level security like `finance_default_accounts`.
 */
const DEFAULTS_FUNCTION = `create or replace function stock_items_defaults(p_tenant uuid, p_shipped boolean) returns integer language plpgsql as $$
  declare
    prev text := current_setting('app.tenant_id', true);
    added integer := 0;
    n integer;
  begin
    perform set_config('app.tenant_id', p_tenant::text, true);
    insert into stock_items (tenant_id, name, kind, unit, is_default)
    select p_tenant, 'Pakan', 'pakan_jadi', 'kg', true
     where not exists (select 1 from stock_items s where s.tenant_id = p_tenant and s.is_default);
    get diagnostics added = row_count;
    if p_shipped then
      insert into stock_items (tenant_id, name, kind, unit, protein_pct, me_kcal_per_kg, ca_pct, p_avail_pct, fibre_pct, nutrient_source)
      select p_tenant, v.name, v.kind, 'kg', v.protein::numeric, v.me::numeric, v.ca::numeric, v.p::numeric, v.fibre::numeric, v.source
        from (values ${SHIPPED_ITEMS.map((r) => `(${r.map(quote).join(', ')})`).join(', ')})
             as v(name, kind, protein, me, ca, p, fibre, source)
       where not exists (select 1 from stock_items s where s.tenant_id = p_tenant and lower(s.name) = lower(v.name));
      get diagnostics n = row_count;
      added := added + n;
    end if;
    perform set_config('app.tenant_id', coalesce(prev, ''), true);
    return added;
  end $$`;

/**
 * Stock items (issue #37 'Stock items'):
 *
 * - `stock_items`: the things a farm keeps in stock — feed ingredients (`bahan`), bought feed
 *   (`pakan_jadi`), self-mixed feed (`campuran`) and OVK (`ovk`: obat, vaksin, vitamin) — with their
 *   unit, nutrients (feed kinds; % and kcal/kg, the source they came from), withdrawal days (OVK),
 *   active flag, and one default item per farm: 'Pakan', the spec's one feed pool.
 * - Every existing farm gets its default item, and every stored feed movement (`feed_txns`:
 *   purchases, sales, adjustments, the opening stock) points to it (`item_id`, not null), so the
 *   whole history stays as it was. A movement inserted without an item gets the farm's default
 *   item (trigger), as the spec's calls do. The daily usage stays on the default item.
 * - A new farm (the insert trigger on tenants, beside the default chart of accounts) gets the
 *   default item and {@link SHIPPED_ITEMS}.
 * - The control account 'Persediaan OVK' (`persediaan_ovk`, 1-410) for every farm and in the
 *   default chart; manual journals may not post to it.
 */
export class StockItems1763802800000 implements MigrationInterface {
  name = 'StockItems1763802800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`create table stock_items (
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      id bigint generated always as identity,
      name varchar(80) not null check (length(trim(name)) > 0),
      kind varchar(12) not null check (kind in ('bahan', 'pakan_jadi', 'campuran', 'ovk')),
      unit varchar(8) not null check (unit in ('kg', 'dosis', 'botol', 'gram', 'liter')),
      protein_pct numeric(5,2) check (protein_pct between 0 and 100),
      me_kcal_per_kg numeric(6,1) check (me_kcal_per_kg between 0 and 10000),
      ca_pct numeric(5,2) check (ca_pct between 0 and 100),
      p_avail_pct numeric(5,2) check (p_avail_pct between 0 and 100),
      fibre_pct numeric(5,2) check (fibre_pct between 0 and 100),
      nutrient_source varchar(600),
      withdrawal_days integer check (withdrawal_days between 0 and 365),
      active boolean not null default true,
      is_default boolean not null default false,
      created_by uuid default app_current_user(),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      check (not is_default or (active and kind = 'pakan_jadi' and unit = 'kg')),
      check (kind <> 'ovk' or (protein_pct is null and me_kcal_per_kg is null and ca_pct is null and p_avail_pct is null and fibre_pct is null)),
      check (kind = 'ovk' or withdrawal_days is null))`);
    await q.query(`comment on table stock_items is 'Things a farm keeps in stock (issue #37): feed ingredients (bahan), bought feed (pakan_jadi), mixed feed (campuran) and OVK (obat, vaksin, vitamin). Nutrients in % of the item (as fed) and kcal ME per kg, with their source; withdrawal_days for OVK. One default item per farm (Pakan): the spec''s feed pool and the daily usage.'`);
    await q.query(`create unique index stock_items_name on stock_items (tenant_id, lower(name))`);
    await q.query(`create unique index stock_items_one_default on stock_items (tenant_id) where is_default`);
    await enableTenantRls(q, 'stock_items');
    await enableAudit(q, 'stock_items');

    await q.query(DEFAULTS_FUNCTION);
    await q.query(`comment on function stock_items_defaults(uuid, boolean) is 'Adds the default stock item Pakan (and with p_shipped the shipped feed ingredients) to a tenant; idempotent, returns the number of items added.'`);
    await q.query(`grant execute on function stock_items_defaults(uuid, boolean) to public`);
    await q.query(`create function tenants_default_stock_items() returns trigger language plpgsql as $$
      begin
        perform stock_items_defaults(new.id, true);
        return null;
      end $$`);
    await q.query(`create trigger tenants_default_stock_items after insert on tenants for each row execute function tenants_default_stock_items()`);

    // Existing farms: the default item, and every stored movement on it. As the owner, with the
    // forced row-level security lifted for these statements and the audit triggers left out.
    const forced = await forcesRls(q, 'tenants');
    if (forced) await q.query(`alter table tenants no force row level security`);
    await q.query(`select stock_items_defaults(id, false) from tenants`);
    await q.query(`alter table feed_txns add column item_id bigint`);
    await q.query(`alter table feed_txns no force row level security`);
    await q.query(`alter table stock_items no force row level security`);
    await q.query(`alter table feed_txns disable trigger user`);
    await q.query(`update feed_txns f set item_id = s.id from stock_items s where s.tenant_id = f.tenant_id and s.is_default`);
    await q.query(`alter table feed_txns enable trigger user`);
    await q.query(`alter table feed_txns alter column item_id set not null`);
    await q.query(`alter table feed_txns add constraint feed_txns_item foreign key (tenant_id, item_id) references stock_items(tenant_id, id)`);
    await q.query(`comment on column feed_txns.item_id is 'The stock item moved (stock_items); qty_kg and price_per_kg are in that item''s unit. Left out on insert: the farm''s default item.'`);
    await q.query(`create index feed_txns_item_idx on feed_txns (tenant_id, item_id, trx_date)`);
    await q.query(`create function feed_txns_default_item() returns trigger language plpgsql as $$
      begin
        if new.item_id is null then
          select id into new.item_id from stock_items where tenant_id = new.tenant_id and is_default;
        end if;
        return new;
      end $$`);
    await q.query(`create trigger feed_txns_default_item before insert on feed_txns for each row execute function feed_txns_default_item()`);
    await q.query(`alter table stock_items force row level security`);
    await q.query(`alter table feed_txns force row level security`);

    // Persediaan OVK: for new farms, for existing ones (1-410 or the first free 1-41N), and controlled.
    await q.query(defaultAccountsFunction(STOCK_ITEM_ACCOUNTS, true));
    await q.query(accountsTreeFunction(STOCK_ITEM_CONTROL_SCREENS));
    await q.query(journalLinesGuardFunction(STOCK_ITEM_CONTROL_SCREENS));
    await q.query(`alter table accounts no force row level security`);
    await q.query(
      `insert into accounts (tenant_id, code, name, type, system_key)
       select t.id,
              (select c.code from (select '1-410' as code, 0 as n union all select '1-41' || g, g from generate_series(1, 9) g) c
                where not exists (select 1 from accounts a where a.tenant_id = t.id and lower(a.code) = lower(c.code)) order by c.n limit 1),
              $1::varchar, $2::varchar, $3::varchar
         from tenants t
        where not exists (select 1 from accounts a where a.tenant_id = t.id and a.system_key = $3::varchar)`,
      [OVK_ACCOUNT[1], OVK_ACCOUNT[2], OVK_ACCOUNT[3]],
    );
    await q.query(`alter table accounts force row level security`);
    if (forced) await q.query(`alter table tenants force row level security`);

    await grantAppRole(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(defaultAccountsFunction([...DEFAULT_ACCOUNTS, RETURN_ACCOUNT, OPENING_ACCOUNT], true));
    await q.query(accountsTreeFunction(RETURN_CONTROL_SCREENS));
    await q.query(journalLinesGuardFunction(RETURN_CONTROL_SCREENS));
    await q.query(`drop trigger if exists feed_txns_default_item on feed_txns`);
    await q.query(`drop function if exists feed_txns_default_item()`);
    await q.query(`drop index if exists feed_txns_item_idx`);
    await q.query(`alter table feed_txns drop constraint if exists feed_txns_item`);
    await q.query(`alter table feed_txns drop column if exists item_id`);
    await q.query(`drop trigger if exists tenants_default_stock_items on tenants`);
    await q.query(`drop function if exists tenants_default_stock_items()`);
    await q.query(`drop function if exists stock_items_defaults(uuid, boolean)`);
    await q.query(`drop table if exists stock_items`);
  }
}
