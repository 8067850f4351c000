import { MigrationInterface, QueryRunner } from 'typeorm';
import { APP_ROLE } from '../provision';
import { limitAppRole } from '../rls';

/**
 * Bounded derived rows, sessions that end, and a runtime role that sees only what it needs
 * (issue #12; docs/adr/0001-tenant-isolation.md, 0005-tingkat-day-book.md, 0007-sessions-and-login-throttling.md).
 *
 * Derived rows:
 * - `tingkat_harian_rebuild` keeps a tingkat's day book from its first to its last real entry:
 *   rows after the last entry (left by a deleted or moved entry) and rows of a tingkat without
 *   entries are deleted, and a rebuild that starts with no earlier row starts at the first entry
 *   (not at the deleted one). `flock_month` keeps only months that hold moves and `pakan_harian`
 *   only days that hold feed entries. Existing surplus rows are removed once here.
 * - Entries of `transaksi_pakan` and `transaksi_ayam` dated before 2000-01-01 or after tomorrow
 *   (the server's date; tomorrow covers any time zone) are refused by a row trigger (SQLSTATE
 *   KP400, answered 400 with its message): the API validates the dates first, this bounds the day
 *   book should a date slip through.
 *
 * Sessions: `auth_sessions`, one row per login (the token's `sid`), revoked by logout; the guard
 * reads it through `app_access`.
 *
 * Least privilege of the runtime role (`kpm_app`):
 * - `users`: RLS (the caller, members of the request's tenant, all for a superadmin); no right on
 *   `password_hash`, which only `app_login_lookup` (login by username) and
 *   `app_current_password_hash` (the identified caller) return.
 * - `tenants`: RLS for reading (the request's tenant, the caller's memberships, a superadmin);
 *   insert/update/delete only when `app_is_superadmin()`: `app.user_id` is a superadmin account
 *   (set by the request transaction from a verified token). The first superadmin of an empty
 *   database comes from `app_bootstrap_superadmin`.
 * - `memberships`: read as before (tenant or own rows); written only in the request's tenant by
 *   its owner/admin or a superadmin (`app_may_manage_tenant()`).
 * - `migrations`: no right at all.
 * `users`, `tenants` and `auth_sessions` are ENABLEd (not FORCEd): their owner is the migration
 * role, whose SECURITY DEFINER functions read them whole.
 */
export class Hardening1763800700000 implements MigrationInterface {
  name = 'Hardening1763800700000';

  async up(q: QueryRunner): Promise<void> {
    await this.boundedDerivedRows(q);
    await this.sessions(q);
    await this.platformTables(q);
    await limitAppRole(q);
  }

  private async boundedDerivedRows(q: QueryRunner): Promise<void> {
    await q.query(TINGKAT_HARIAN_REBUILD_V2);
    await q.query(FLOCK_MONTH_REBUILD_V3);
    await q.query(PAKAN_HARIAN_REBUILD_V2);

    await q.query(`create function entry_date_guard() returns trigger language plpgsql as $$
      begin
        if new.tanggal < date '2000-01-01' then
          raise exception 'Tanggal tidak boleh sebelum 01/01/2000.' using errcode = 'KP400';
        end if;
        if new.tanggal > current_date + 1 then
          raise exception 'Tanggal tidak boleh melewati hari ini.' using errcode = 'KP400';
        end if;
        return new;
      end $$`);
    await q.query(`comment on function entry_date_guard() is
      'Refuses an entry dated before 2000-01-01 or after tomorrow (SQLSTATE KP400): bounds the day book kept by triggers'`);
    for (const table of ['transaksi_pakan', 'transaksi_ayam']) {
      await q.query(`create trigger entry_date_guard before insert or update of tanggal on ${table}
        for each row execute function entry_date_guard()`);
    }

    // Existing surplus rows (the owner is subject to FORCE ROW LEVEL SECURITY: lift it for the clean-up only).
    const tables = ['transaksi_ayam', 'transaksi_pakan', 'tingkat_harian', 'flock_month', 'pakan_harian'];
    for (const t of tables) await q.query(`alter table ${t} no force row level security`);
    await q.query(`with e as (
        select tenant_id, tingkat_id, min(tanggal) as first, max(tanggal) as last from (
          select tenant_id, tingkat_id, tanggal from transaksi_pakan
          union all select tenant_id, asal_tingkat_id, tanggal from transaksi_ayam where asal_tingkat_id is not null
          union all select tenant_id, tujuan_tingkat_id, tanggal from transaksi_ayam where tujuan_tingkat_id is not null) x
        group by 1, 2)
      delete from tingkat_harian h
       where not exists (select 1 from e where e.tenant_id = h.tenant_id and e.tingkat_id = h.tingkat_id and h.tanggal between e.first and e.last)`);
    await q.query(`delete from flock_month f where not exists (
        select 1 from flock_moves m where m.tenant_id = f.tenant_id and m.tingkat_id = f.tingkat_id
           and m.tanggal >= f.bulan and m.tanggal < f.bulan + interval '1 month')`);
    await q.query(`delete from pakan_harian h where not exists (
        select 1 from transaksi_pakan p where p.tenant_id = h.tenant_id and p.tanggal = h.tanggal)`);
    for (const t of tables) await q.query(`alter table ${t} force row level security`);
  }

  private async sessions(q: QueryRunner): Promise<void> {
    await q.query(`create table auth_sessions (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz)`);
    await q.query(`comment on table auth_sessions is
      'One row per login: the session token carries its id (sid). Logout sets revoked_at; the guard accepts a token only while its session is neither revoked nor expired.'`);
    await q.query(`create index auth_sessions_user_idx on auth_sessions (user_id, expires_at)`);
    await q.query(`alter table auth_sessions enable row level security`);
    await q.query(`create policy own_sessions on auth_sessions using (user_id = app_current_user()) with check (user_id = app_current_user())`);
  }

  private async platformTables(q: QueryRunner): Promise<void> {
    const definer = `security definer set search_path = public, pg_temp`;
    await q.query(`create function app_is_superadmin() returns boolean language sql stable ${definer} as $$
      select coalesce((select u.global_role = 'superadmin' from users u where u.id = app_current_user()), false) $$`);
    await q.query(`comment on function app_is_superadmin() is 'True when app.user_id is a superadmin account (the platform paths: tenants, all users)'`);

    await q.query(`create function app_may_manage_tenant() returns boolean language sql stable ${definer} as $$
      select app_is_superadmin() or exists (
        select 1 from memberships m
         where m.tenant_id = app_current_tenant() and m.user_id = app_current_user() and m.role in ('owner', 'admin')) $$`);
    await q.query(`comment on function app_may_manage_tenant() is 'True when app.user_id is a superadmin or an owner/admin of app.tenant_id'`);

    await q.query(`create function app_login_lookup(p_login text)
      returns table (id uuid, email text, global_role text, password_hash text) language sql stable ${definer} as $$
        select u.id, u.email::text, u.global_role::text, u.password_hash from users u where lower(u.email) = lower(p_login) $$`);
    await q.query(`comment on function app_login_lookup(text) is 'Login: the account of a username (case-insensitive) with its password hash; the only way the runtime role reads a hash of another user'`);

    await q.query(`create function app_current_password_hash() returns text language sql stable ${definer} as $$
      select u.password_hash from users u where u.id = app_current_user() $$`);
    await q.query(`comment on function app_current_password_hash() is 'Password hash of the identified caller (app.user_id), for a password change'`);

    await q.query(`create function app_bootstrap_superadmin(p_email text, p_hash text) returns uuid language plpgsql ${definer} as $$
      declare
        created uuid;
      begin
        perform pg_advisory_xact_lock(hashtextextended('app_bootstrap_superadmin', 0));
        if exists (select 1 from users where global_role = 'superadmin') then
          return null;
        end if;
        insert into users (email, password_hash, global_role) values (trim(p_email), p_hash, 'superadmin') returning id into created;
        return created;
      end $$`);
    await q.query(`comment on function app_bootstrap_superadmin(text, text) is
      'Creates the first superadmin of a database that has none (demo seed, INITIAL_SUPERADMIN_*); null when one exists'`);

    // The request's access in one call: the account, its session, and (when asked) the tenant and
    // the membership. memberships is FORCEd, so the function sets app.user_id / app.tenant_id for its
    // own query and puts the caller's values back before it returns.
    await q.query(`create function app_access(p_user uuid, p_session uuid, p_tenant uuid)
      returns table (email text, global_role text, tenant_found boolean, tenant_active boolean, tenant_kode text, tenant_nama text, member_role text)
      language plpgsql ${definer} as $$
      declare
        caller_user text := coalesce(current_setting('app.user_id', true), '');
        caller_tenant text := coalesce(current_setting('app.tenant_id', true), '');
      begin
        perform set_config('app.user_id', p_user::text, true);
        perform set_config('app.tenant_id', coalesce(p_tenant::text, ''), true);
        return query
          select u.email::text, u.global_role::text, t.id is not null, t.is_active, t.kode::text, t.nama::text, m.role::text
            from users u
            join auth_sessions s on s.id = p_session and s.user_id = u.id and s.revoked_at is null and s.expires_at > now()
            left join tenants t on t.id = p_tenant
            left join memberships m on m.tenant_id = t.id and m.user_id = u.id
           where u.id = p_user;
        perform set_config('app.user_id', caller_user, true);
        perform set_config('app.tenant_id', caller_tenant, true);
      end $$`);
    await q.query(`comment on function app_access(uuid, uuid, uuid) is
      'The guard''s check of a token: account and live session of p_user, and with p_tenant that tenant (found, active, kode, nama) and the membership role; no row when the account or the session is gone'`);

    for (const fn of [
      'app_is_superadmin()',
      'app_may_manage_tenant()',
      'app_login_lookup(text)',
      'app_current_password_hash()',
      'app_bootstrap_superadmin(text, text)',
      'app_access(uuid, uuid, uuid)',
    ]) {
      await q.query(`revoke all on function ${fn} from public`);
      await q.query(`grant execute on function ${fn} to ${APP_ROLE}`);
    }

    await q.query(`alter table users enable row level security`);
    await q.query(`create policy users_read on users for select using (
      id = app_current_user() or (select app_is_superadmin())
      or exists (select 1 from memberships m where m.user_id = users.id and m.tenant_id = app_current_tenant()))`);
    await q.query(`create policy users_insert on users for insert with check ((select app_is_superadmin()))`);
    await q.query(`create policy users_update on users for update
      using (id = app_current_user() or (select app_is_superadmin())) with check (id = app_current_user() or (select app_is_superadmin()))`);
    await q.query(`create policy users_delete on users for delete using ((select app_is_superadmin()))`);

    await q.query(`alter table tenants enable row level security`);
    await q.query(`create policy tenants_read on tenants for select using (
      id = app_current_tenant() or (select app_is_superadmin())
      or exists (select 1 from memberships m where m.tenant_id = tenants.id and m.user_id = app_current_user()))`);
    await q.query(`create policy tenants_insert on tenants for insert with check ((select app_is_superadmin()))`);
    await q.query(`create policy tenants_update on tenants for update using ((select app_is_superadmin())) with check ((select app_is_superadmin()))`);
    await q.query(`create policy tenants_delete on tenants for delete using ((select app_is_superadmin()))`);

    await q.query(`drop policy tenant_isolation on memberships`);
    await q.query(`create policy memberships_read on memberships for select using (tenant_id = app_current_tenant() or user_id = app_current_user())`);
    const manage = `tenant_id = app_current_tenant() and (select app_may_manage_tenant())`;
    await q.query(`create policy memberships_insert on memberships for insert with check (${manage})`);
    await q.query(`create policy memberships_update on memberships for update using (${manage}) with check (${manage})`);
    await q.query(`create policy memberships_delete on memberships for delete using (${manage})`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const p of ['memberships_read', 'memberships_insert', 'memberships_update', 'memberships_delete']) await q.query(`drop policy ${p} on memberships`);
    await q.query(`create policy tenant_isolation on memberships
      using (tenant_id = app_current_tenant() or user_id = app_current_user()) with check (tenant_id = app_current_tenant())`);
    for (const p of ['tenants_read', 'tenants_insert', 'tenants_update', 'tenants_delete']) await q.query(`drop policy ${p} on tenants`);
    for (const p of ['users_read', 'users_insert', 'users_update', 'users_delete']) await q.query(`drop policy ${p} on users`);
    await q.query(`alter table users disable row level security`);
    await q.query(`alter table tenants disable row level security`);
    for (const fn of [
      'app_access(uuid, uuid, uuid)',
      'app_bootstrap_superadmin(text, text)',
      'app_current_password_hash()',
      'app_login_lookup(text)',
      'app_may_manage_tenant()',
      'app_is_superadmin()',
    ]) {
      await q.query(`drop function ${fn}`);
    }
    await q.query(`drop table auth_sessions`);
    await q.query(`grant select, insert, update, delete on users, tenants, migrations to ${APP_ROLE}`);

    for (const table of ['transaksi_pakan', 'transaksi_ayam']) await q.query(`drop trigger entry_date_guard on ${table}`);
    await q.query(`drop function entry_date_guard()`);
    // The bounded rebuild functions stay: same contract, fewer rows.
  }
}

/**
 * Per tenant of `touched` (one rebuild at a time per tenant): for each touched tingkat with d0 its
 * earliest touched day and d2 its last entry (feed or chicken, any side), delete its rows from d0
 * on and after d2 (all of them when it has no entry left), then insert the days from the one after
 * the last kept row — or, with no kept row, from its first entry on or after d0 — to d2, with
 * running sums of `flock_moves` from the kept row's n and h. So the rows always span exactly the
 * first to the last real entry.
 */
const TINGKAT_HARIAN_REBUILD_V2 = `create or replace function tingkat_harian_rebuild(touched jsonb) returns void language plpgsql as $$
  declare
    t uuid;
    dmin date;
    ids integer[];
  begin
    for t in select distinct (e->>0)::uuid from jsonb_array_elements(coalesce(touched, '[]')) e loop
      perform pg_advisory_xact_lock(hashtextextended('tingkat_harian:' || t::text, 0));
      dmin := (select min((e->>2)::date) from jsonb_array_elements(touched) e where (e->>0)::uuid = t);
      ids := (select array_agg(distinct (e->>1)::integer) from jsonb_array_elements(touched) e where (e->>0)::uuid = t);

      -- Rows from d0 on and rows after d2 are both suffixes: delete from the earlier cut, one index
      -- range per tingkat. MATERIALIZED: the last-entry lookups run once per tingkat, not per row.
      with cut as materialized (
        select k.tingkat_id,
               case when k.d2 is null then '-infinity'::date else least(k.d0, k.d2 + 1) end as from_day
          from (select j.tingkat_id, j.d0,
                       greatest(
                         (select max(x.tanggal) from transaksi_pakan x where x.tenant_id = t and x.tingkat_id = j.tingkat_id),
                         (select max(x.tanggal) from transaksi_ayam x where x.tenant_id = t and x.asal_tingkat_id = j.tingkat_id),
                         (select max(x.tanggal) from transaksi_ayam x where x.tenant_id = t and x.tujuan_tingkat_id = j.tingkat_id)) as d2
                  from (select (e->>1)::integer as tingkat_id, min((e->>2)::date) as d0
                          from jsonb_array_elements(touched) e where (e->>0)::uuid = t group by 1) j) k
      )
      delete from tingkat_harian h using cut
       where h.tenant_id = t and h.tingkat_id = cut.tingkat_id and h.tanggal >= cut.from_day;

      insert into tingkat_harian (tenant_id, tingkat_id, tanggal, n, h, pakan, mati)
      with b as (
        select k.tingkat_id,
               coalesce(p.tanggal + 1, least(
                 (select min(x.tanggal) from transaksi_pakan x where x.tenant_id = t and x.tingkat_id = k.tingkat_id and x.tanggal >= k.d0),
                 (select min(x.tanggal) from transaksi_ayam x where x.tenant_id = t and x.asal_tingkat_id = k.tingkat_id and x.tanggal >= k.d0),
                 (select min(x.tanggal) from transaksi_ayam x where x.tenant_id = t and x.tujuan_tingkat_id = k.tingkat_id and x.tanggal >= k.d0))) as d1,
               coalesce(p.n, 0) as n0, coalesce(p.h, 0) as h0,
               greatest(
                 (select max(x.tanggal) from transaksi_pakan x where x.tenant_id = t and x.tingkat_id = k.tingkat_id),
                 (select max(x.tanggal) from transaksi_ayam x where x.tenant_id = t and x.asal_tingkat_id = k.tingkat_id),
                 (select max(x.tanggal) from transaksi_ayam x where x.tenant_id = t and x.tujuan_tingkat_id = k.tingkat_id)) as d2
          from (select (e->>1)::integer as tingkat_id, min((e->>2)::date) as d0
                 from jsonb_array_elements(touched) e where (e->>0)::uuid = t group by 1) k
          join tingkat tg on tg.tenant_id = t and tg.id = k.tingkat_id
          left join lateral (
            select h.tanggal, h.n, h.h from tingkat_harian h
             where h.tenant_id = t and h.tingkat_id = k.tingkat_id and h.tanggal < k.d0
             order by h.tanggal desc limit 1) p on true
      ), mv as (
        select m.tingkat_id, m.tanggal, sum(m.n) as n, sum(m.hatch_mass) as h
          from flock_moves m join b on b.tingkat_id = m.tingkat_id
         where m.tenant_id = t and m.tingkat_id = any(ids) and m.tanggal >= dmin and m.tanggal >= b.d1
         group by 1, 2
      ), mt as (
        select a.asal_tingkat_id as tingkat_id, a.tanggal, sum(a.jumlah) as n
          from transaksi_ayam a join b on b.tingkat_id = a.asal_tingkat_id
         where a.tenant_id = t and a.asal_tingkat_id = any(ids) and a.aksi = 'mati' and a.tanggal >= dmin and a.tanggal >= b.d1
         group by 1, 2
      ), pk as (
        select p.tingkat_id, p.tanggal, sum(p.pakan_pagi + p.pakan_sore) as kg
          from transaksi_pakan p join b on b.tingkat_id = p.tingkat_id
         where p.tenant_id = t and p.tingkat_id = any(ids) and p.tanggal >= dmin and p.tanggal >= b.d1
         group by 1, 2
      )
      select t, b.tingkat_id, d.day::date,
             b.n0 + sum(coalesce(mv.n, 0)) over w,
             b.h0 + sum(coalesce(mv.h, 0)) over w,
             coalesce(pk.kg, 0),
             coalesce(mt.n, 0)
        from b
        cross join lateral generate_series(b.d1, b.d2, interval '1 day') as d(day)
        left join mv on mv.tingkat_id = b.tingkat_id and mv.tanggal = d.day::date
        left join mt on mt.tingkat_id = b.tingkat_id and mt.tanggal = d.day::date
        left join pk on pk.tingkat_id = b.tingkat_id and pk.tanggal = d.day::date
      window w as (partition by b.tingkat_id order by d.day);
    end loop;
  end $$`;

/** `flock_month_rebuild` (FlockMonthBounds) that also deletes the touched months left without moves. */
const FLOCK_MONTH_REBUILD_V3 = `create or replace function flock_month_rebuild(touched jsonb) returns void language plpgsql as $$
  declare
    t uuid;
    ids integer[];
    m0 date;
    m1 date;
  begin
    for t in select distinct (e->>0)::uuid from jsonb_array_elements(coalesce(touched, '[]')) e loop
      select array_agg(distinct (e->>1)::integer), min((e->>2)::date), max((e->>2)::date)
        into ids, m0, m1
        from jsonb_array_elements(touched) e where (e->>0)::uuid = t;
      with k as (
        select distinct (e->>1)::integer as tingkat_id, (e->>2)::date as bulan
          from jsonb_array_elements(touched) e where (e->>0)::uuid = t
      ), sums as (
        select m.tingkat_id, date_trunc('month', m.tanggal)::date as bulan, sum(m.n) as n, sum(m.hatch_mass) as h
          from flock_moves m
         where m.tenant_id = t and m.tingkat_id = any(ids) and m.tanggal >= m0 and m.tanggal < m1 + interval '1 month'
         group by 1, 2
      ), gone as (
        delete from flock_month f using k
         where f.tenant_id = t and f.tingkat_id = k.tingkat_id and f.bulan = k.bulan
           and not exists (select 1 from sums s where s.tingkat_id = k.tingkat_id and s.bulan = k.bulan)
      )
      insert into flock_month (tenant_id, tingkat_id, bulan, n, hatch_mass)
      select t, k.tingkat_id, k.bulan, s.n, s.h
        from k join sums s using (tingkat_id, bulan)
       where exists (select 1 from tingkat g where g.tenant_id = t and g.id = k.tingkat_id)
      on conflict (tenant_id, tingkat_id, bulan) do update set n = excluded.n, hatch_mass = excluded.hatch_mass;
    end loop;
  end $$`;

/** `pakan_harian_rebuild` that keeps only the days holding feed entries (a day whose entries are all deleted loses its row). */
const PAKAN_HARIAN_REBUILD_V2 = `create or replace function pakan_harian_rebuild(touched jsonb) returns void language sql as $$
  with k as (select distinct (e->>0)::uuid as tenant_id, (e->>1)::date as tanggal from jsonb_array_elements(touched) e),
  sums as (
    select k.tenant_id, k.tanggal, sum(p.pakan_pagi + p.pakan_sore) as kg
      from k join transaksi_pakan p on p.tenant_id = k.tenant_id and p.tanggal = k.tanggal
     group by k.tenant_id, k.tanggal
  ), gone as (
    delete from pakan_harian h using k
     where h.tenant_id = k.tenant_id and h.tanggal = k.tanggal
       and not exists (select 1 from sums s where s.tenant_id = k.tenant_id and s.tanggal = k.tanggal)
  )
  insert into pakan_harian (tenant_id, tanggal, kg)
  select s.tenant_id, s.tanggal, s.kg from sums s
  on conflict (tenant_id, tanggal) do update set kg = excluded.kg
$$`;
