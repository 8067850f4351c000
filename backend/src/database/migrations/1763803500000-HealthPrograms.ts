import { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls, forcesRls, grantAppRole } from '../rls';
import { enableAudit } from './1763801400000-AuditTrail';
import { defaultAccountsFunction } from './1763800800000-Finance';
import { STOCK_ITEM_ACCOUNTS } from './1763802800000-StockItems';

/** The routes a vaccine is given by (health_program_rows.route, vaccinations.route). */
export const VACCINE_ROUTES = ['tetes_mata', 'tetes_hidung', 'air_minum', 'suntik', 'spray', 'tusuk_sayap'] as const;
const ROUTE_CHECK = `check (route in (${VACCINE_ROUTES.map((r) => `'${r}'`).join(', ')}))`;

/** Beban OVK: the expense of the OVK given to the birds. The default chart's '6-600 Beban Vaksin dan Obat' becomes it. */
export const BEBAN_OVK_ACCOUNT: [string, string, string, string] = ['6-600', 'Beban Vaksin dan Obat', 'expense', 'beban_ovk'];

/** The default chart after this migration (new farms): '6-600 Beban Vaksin dan Obat' carries the system key beban_ovk. */
export const HEALTH_ACCOUNTS: Array<[string, string, string, string | null]> = STOCK_ITEM_ACCOUNTS.map((a) => (a[0] === BEBAN_OVK_ACCOUNT[0] && a[3] === null ? BEBAN_OVK_ACCOUNT : a));

/** The sources of the shipped example programs (shared/data/vaccination-programs-layers-partial.csv, its README). */
export const EXAMPLE_SOURCE =
  'CONTOH untuk disesuaikan bersama dokter hewan atau pemasok vaksin (program pabrik vaksin Indonesia tidak ditemukan). Sumber: University of Pennsylvania, silabus unggas hlm. 13 (kondisi AS; UPENN-SYLLABUS-p13); Lohmann Tierzucht, contoh program vaksinasi panduan sistem alternatif hlm. 47 (LTZ-ALT-p47); dokter hewan lapangan Indonesia (dokterunggas.com; DOKTERUNGGAS). Umur dalam minggu dikali 7 (hari pertama minggu itu); rentang umur: hari pertama rentang.';

/** A shipped row: age in days, disease, route, note (the source's own words: vaccine type, the range or week it gives, its route text, its id). */
type ShippedRow = [number, string, (typeof VACCINE_ROUTES)[number], string];

/**
 * The shipped example programs, only the rows of the CSV that state an age (a row without one is
 * left out, never given an invented age). Weeks are × 7 (arithmetic on the source's number).
 */
export const EXAMPLE_PROGRAMS: Array<{ name: string; isDefault: boolean; rows: ShippedRow[] }> = [
  {
    name: 'Contoh program layer komersial (UPenn/Lohmann) — sesuaikan dengan dokter hewan',
    isDefault: true,
    rows: [
      [1, "Marek's disease", 'suntik', 'Hari 1 di hatchery; SC belakang leher. Sumber: LTZ-ALT-p47, UPENN-SYLLABUS-p13.'],
      [7, 'Koksidiosis (Coccivax)', 'spray', 'Vaksin hidup, umur 7–10 hari, spray pada pakan; tidak semua peternak memakai. Sumber: UPENN-SYLLABUS-p13.'],
      [9, 'ND-IB (Newcastle-Bronchitis)', 'air_minum', 'Umur 9–14 hari; air minum, tetes mata atau spray. Sumber: UPENN-SYLLABUS-p13.'],
      [28, 'ND-IB (Newcastle-Bronchitis)', 'air_minum', 'Minggu ke-4; air minum atau spray. Sumber: UPENN-SYLLABUS-p13.'],
      [56, 'ILT (Laryngotracheitis)', 'tetes_mata', 'Minggu ke-8. Sumber: UPENN-SYLLABUS-p13.'],
      [56, 'Coryza (snot)', 'suntik', 'Kira-kira minggu ke-8 (dosis 1 dari 2; bila ada kasus setempat); SC. Sumber: LTZ-ALT-p47.'],
      [70, 'Gumboro (IBD)', 'air_minum', 'Minggu ke-10. Sumber: UPENN-SYLLABUS-p13.'],
      [91, 'ND-IB (Newcastle-Bronchitis)', 'air_minum', 'Minggu ke-13–15; air minum atau spray. Sumber: UPENN-SYLLABUS-p13.'],
      [98, 'Coryza (snot)', 'suntik', 'Kira-kira minggu ke-14 (dosis 2 dari 2); SC. Sumber: LTZ-ALT-p47.'],
      [112, 'ILT (Laryngotracheitis)', 'spray', 'Minggu ke-16; spray atau tetes mata. Sumber: UPENN-SYLLABUS-p13.'],
      [126, 'IBD + ND + IB + REO + kolera (inaktif)', 'suntik', 'Minggu ke-18, vaksin inaktif, suntik IM. Sumber: UPENN-SYLLABUS-p13.'],
    ],
  },
  {
    name: 'Contoh praktik lapangan Indonesia (Gumboro) — sesuaikan dengan dokter hewan',
    isDefault: false,
    rows: [
      [5, 'Gumboro (IBD) + ND', 'suntik', 'Vaksin inaktif (killed); Gumboro setengah dosis bersama ND killed; rute suntik tidak disebut rinci. Sumber: DOKTERUNGGAS.'],
      [10, 'Gumboro (IBD)', 'air_minum', 'Vaksin hidup intermediate plus; air minum dengan 2% susu skim, atau cekok 0,5 mL/ekor. Sumber: DOKTERUNGGAS.'],
      [22, 'Gumboro (IBD)', 'air_minum', 'Vaksin hidup intermediate plus plus; air minum dengan 2% susu skim, atau cekok 0,5 mL/ekor. Sumber: DOKTERUNGGAS.'],
    ],
  },
];

const quote = (v: string | number) => (typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`);

/** `health_programs_defaults(tenant)`: the example programs a farm has none of yet (by name), under that tenant's row-level security. */
const DEFAULTS_FUNCTION = `create or replace function health_programs_defaults(p_tenant uuid) returns integer language plpgsql as $$
  declare
    prev text := current_setting('app.tenant_id', true);
    added integer := 0;
    pid bigint;
  begin
    perform set_config('app.tenant_id', p_tenant::text, true);
    ${EXAMPLE_PROGRAMS.map(
      (p) => `if not exists (select 1 from health_programs where tenant_id = p_tenant and lower(name) = lower(${quote(p.name)})) then
      insert into health_programs (tenant_id, name, is_default, is_example, source)
      values (p_tenant, ${quote(p.name)}, ${p.isDefault} and not exists (select 1 from health_programs where tenant_id = p_tenant and is_default), true, ${quote(EXAMPLE_SOURCE)})
      returning id into pid;
      insert into health_program_rows (tenant_id, program_id, age_days, disease, route, note)
      select p_tenant, pid, v.age, v.disease, v.route, v.note
        from (values ${p.rows.map((r) => `(${r.map(quote).join(', ')})`).join(', ')}) as v(age, disease, route, note);
      added := added + 1;
    end if;`,
    ).join('\n    ')}
    perform set_config('app.tenant_id', coalesce(prev, ''), true);
    return added;
  end $$`;

/**
 * Flock health: vaccination programs by age (issue #38; docs/adr/0047-vaccination-programs.md):
 *
 * - `health_programs`: a farm's vaccination program (name, the farm's default, example flag and
 *   the sources it was built from); `health_program_rows`: age in days, disease, the vaccine (an
 *   OVK stock item, empty until the farm links one), route and note.
 * - `vaccinations`: a vaccination given to the birds of one bagian on a date: vaccine item, batch
 *   number, expiry, doses (the item's unit), route, note, the program row it fulfils (optional),
 *   and the stock movement (feed_txns adjust of −doses) that took the doses out of OVK stock.
 * - Every farm (now and new ones, trigger on tenants) gets the example programs
 *   {@link EXAMPLE_PROGRAMS}, the first its default.
 * - Beban OVK (`beban_ovk`): the default chart's '6-600 Beban Vaksin dan Obat' gets the system key
 *   (existing farms: that account when it is still there without a key, else a new '6-6NN Beban OVK').
 */
export class HealthPrograms1763803500000 implements MigrationInterface {
  name = 'HealthPrograms1763803500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`create table health_programs (
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      id bigint generated always as identity,
      name varchar(120) not null check (length(trim(name)) > 0),
      is_default boolean not null default false,
      is_example boolean not null default false,
      source varchar(1000),
      created_by uuid default app_current_user(),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id))`);
    await q.query(`create unique index health_programs_name on health_programs (tenant_id, lower(name))`);
    await q.query(`create unique index health_programs_default on health_programs (tenant_id) where is_default`);
    await q.query(`comment on table health_programs is 'A farm''s vaccination program by age (issue #38). is_default: the program every flock follows. is_example: shipped from public examples (source), to adapt with the farm''s vet.'`);

    await q.query(`create table health_program_rows (
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      id bigint generated always as identity,
      program_id bigint not null,
      age_days integer not null check (age_days between 0 and 1000),
      disease varchar(120) not null check (length(trim(disease)) > 0),
      item_id bigint,
      route varchar(12) not null ${ROUTE_CHECK},
      note varchar(300),
      primary key (tenant_id, id),
      foreign key (tenant_id, program_id) references health_programs(tenant_id, id) on delete cascade,
      foreign key (tenant_id, item_id) references stock_items(tenant_id, id))`);
    await q.query(`create index health_program_rows_program on health_program_rows (tenant_id, program_id, age_days)`);
    await q.query(`comment on table health_program_rows is 'One vaccination of a program: at age_days (days since hatch), against disease, with vaccine item_id (an OVK stock item; null until linked), by route.'`);

    await q.query(`create table vaccinations (
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      id bigint generated always as identity,
      vacc_date date not null,
      bagian_id integer not null,
      program_row_id bigint,
      item_id bigint not null,
      batch_no varchar(40) not null check (length(trim(batch_no)) > 0),
      expiry date not null,
      doses numeric(14,3) not null check (doses > 0),
      route varchar(12) not null ${ROUTE_CHECK},
      note varchar(300),
      feed_txn_id integer not null,
      created_by uuid default app_current_user(),
      created_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, bagian_id) references bagian(tenant_id, id),
      foreign key (tenant_id, program_row_id) references health_program_rows(tenant_id, id),
      foreign key (tenant_id, item_id) references stock_items(tenant_id, id),
      foreign key (tenant_id, feed_txn_id) references feed_txns(tenant_id, id))`);
    await q.query(`create index vaccinations_bagian on vaccinations (tenant_id, bagian_id, vacc_date)`);
    await q.query(`create index vaccinations_row on vaccinations (tenant_id, program_row_id) where program_row_id is not null`);
    await q.query(`comment on table vaccinations is 'A vaccination given to the birds of a bagian: doses of an OVK item (batch, expiry) taken out of stock by feed_txn_id (adjust −doses at the moving average, Persediaan OVK → Beban OVK); program_row_id: the program row it fulfils for the flock in the bagian that day.'`);

    for (const table of ['health_programs', 'health_program_rows', 'vaccinations']) {
      await enableTenantRls(q, table);
      await enableAudit(q, table);
    }

    await q.query(DEFAULTS_FUNCTION);
    await q.query(`comment on function health_programs_defaults(uuid) is 'Adds the shipped example vaccination programs a tenant does not have yet (by name); the first becomes the default when the farm has none. Returns the number added.'`);
    await q.query(`grant execute on function health_programs_defaults(uuid) to public`);
    await q.query(`create function tenants_default_health_programs() returns trigger language plpgsql as $$
      begin
        perform health_programs_defaults(new.id);
        return null;
      end $$`);
    await q.query(`create trigger tenants_default_health_programs after insert on tenants for each row execute function tenants_default_health_programs()`);

    const forced = await forcesRls(q, 'tenants');
    if (forced) await q.query(`alter table tenants no force row level security`);
    for (const t of ['health_programs', 'health_program_rows']) await q.query(`alter table ${t} no force row level security`);
    await q.query(`alter table health_programs disable trigger user`);
    await q.query(`alter table health_program_rows disable trigger user`);
    await q.query(`select health_programs_defaults(id) from tenants`);
    await q.query(`alter table health_programs enable trigger user`);
    await q.query(`alter table health_program_rows enable trigger user`);
    for (const t of ['health_programs', 'health_program_rows']) await q.query(`alter table ${t} force row level security`);

    // Beban OVK: new farms through the default chart; existing farms: the keyless 6-600 Beban Vaksin
    // dan Obat when it is still there, else a new account on the first free 6-6NN code.
    await q.query(defaultAccountsFunction(HEALTH_ACCOUNTS, true));
    await q.query(`alter table accounts no force row level security`);
    await q.query(`alter table accounts disable trigger user`);
    await q.query(
      `update accounts a set system_key = 'beban_ovk'
        where a.code = $1 and a.system_key is null and lower(a.name) = lower($2) and a.type = 'expense'
          and not exists (select 1 from accounts b where b.tenant_id = a.tenant_id and b.system_key = 'beban_ovk')`,
      [BEBAN_OVK_ACCOUNT[0], BEBAN_OVK_ACCOUNT[1]],
    );
    await q.query(`alter table accounts enable trigger user`);
    await q.query(
      `insert into accounts (tenant_id, code, name, type, system_key)
       select t.id,
              (select c.code from generate_series(600, 699) g cross join lateral (select '6-' || g as code) c
                where not exists (select 1 from accounts a where a.tenant_id = t.id and lower(a.code) = c.code) order by g limit 1),
              'Beban OVK', 'expense', 'beban_ovk'
         from tenants t
        where not exists (select 1 from accounts a where a.tenant_id = t.id and a.system_key = 'beban_ovk')`,
    );
    await q.query(`alter table accounts force row level security`);
    if (forced) await q.query(`alter table tenants force row level security`);

    await grantAppRole(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(defaultAccountsFunction(STOCK_ITEM_ACCOUNTS, true));
    await q.query(`alter table accounts no force row level security`);
    await q.query(`alter table accounts disable trigger user`);
    await q.query(`update accounts set system_key = null where system_key = 'beban_ovk'`);
    await q.query(`alter table accounts enable trigger user`);
    await q.query(`alter table accounts force row level security`);
    await q.query(`drop trigger if exists tenants_default_health_programs on tenants`);
    await q.query(`drop function if exists tenants_default_health_programs()`);
    await q.query(`drop function if exists health_programs_defaults(uuid)`);
    await q.query(`drop table if exists vaccinations`);
    await q.query(`drop table if exists health_program_rows`);
    await q.query(`drop table if exists health_programs`);
  }
}

