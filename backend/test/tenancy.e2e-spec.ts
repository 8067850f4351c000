import type { Type } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { Client } from 'pg';
import { ACCESS_KEY, AccessRule } from '../src/common/auth/access.decorator';
import { createTestApp, prepareTestDatabase, TestApp } from './utils/create-test-app';
import { createCoop, createTenant, TestCoop, TestTenant } from './utils/factories';
import { actAs, openSession } from './utils/sessions';
import { bodyOf, errorOf, messageOf } from './utils/http';
import { LokasiNode, TingkatLokasiDto } from '../src/modules/coop/dto/coop.dto';

/** Tenant isolation (DESIGN §3, docs/adr/0001-tenant-isolation.md). */
describe('Tenant isolation with row-level security', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  let coopA: TestCoop;
  let coopB: TestCoop;
  let appUrl: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ appUrl } = await prepareTestDatabase());
    a = await createTenant(t, 'A');
    b = await createTenant(t, 'B');
    coopA = await createCoop(t, a.id, { jalur: ['Jalur A1', 'Jalur A2'], tingkat: ['T1', 'T2'] });
    coopB = await createCoop(t, b.id, { jalur: ['Jalur B1'], tingkat: ['T1', 'T2', 'T3'] });
  });
  afterAll(() => t.close());

  it('(a) the runtime role is no superuser, has no BYPASSRLS, owns no table and sees 0 rows without a tenant', async () => {
    const c = new Client({ connectionString: appUrl });
    await c.connect();
    try {
      const role = await c.query<{ rolsuper: boolean; rolbypassrls: boolean }>('select rolsuper, rolbypassrls from pg_roles where rolname = current_user');
      expect(role.rows[0]).toEqual({ rolsuper: false, rolbypassrls: false });
      const owned = await c.query<{ n: number }>(`select count(*)::int as n from pg_tables where schemaname = 'public' and tableowner = current_user`);
      expect(owned.rows[0].n).toBe(0);
      for (const table of ['lokasi', 'plant', 'jalur', 'bagian', 'tingkat', 'memberships']) {
        const res = await c.query<{ n: number }>(`select count(*)::int as n from ${table}`);
        expect({ table, n: res.rows[0].n }).toEqual({ table, n: 0 });
      }
      // With tenant A set, exactly A's tingkat are visible (2 jalur × 1 bagian × 2 tingkat = 4).
      await c.query('begin');
      await c.query(`select set_config('app.tenant_id', $1, true)`, [a.id]);
      const visible = await c.query<{ n: number }>('select count(*)::int as n from tingkat');
      expect(visible.rows[0].n).toBe(4);
      await expect(c.query(`insert into lokasi (tenant_id, nama) values ($1, 'Curang')`, [b.id])).rejects.toThrow(/row-level security/);
      await c.query('rollback');
    } finally {
      await c.end();
    }
  });

  it('the runtime role in tenant A cannot write birds or tingkat on tenant B\'s tingkat (one row or a batch\'s multi-row insert), nor read B\'s', async () => {
    // Farm B places 700 birds in its T1 through the API: a row for A to try to see.
    const [b1] = coopB.tingkatIds;
    const placed = { tanggal: '2025-02-03', aksi: 'masuk', usia_minggu: 18, rows: [{ tujuan_tingkat_id: b1, jumlah: 700 }] };
    await t.http().post('/api/transaksi-ayam/batch').set(b.as('abk')).send(placed).expect(201);
    const [a1, a2] = coopA.tingkatIds;
    const c = new Client({ connectionString: appUrl });
    await c.connect();
    const n = async (sql: string, params: unknown[]) => (await c.query<{ n: number }>(sql, params)).rows[0].n;
    /** `sql` fails with `error`; the transaction goes on (savepoint). */
    const refused = async (sql: string, params: unknown[], error: RegExp) => {
      await c.query('savepoint refused');
      await expect(c.query(sql, params)).rejects.toThrow(error);
      await c.query('rollback to savepoint refused');
    };
    // The batch endpoint's statements: one multi-row insert of masuk rows, one of tingkat names.
    const masukRows = `insert into transaksi_ayam (tenant_id, tanggal, aksi, jumlah, asal_tingkat_id, tujuan_tingkat_id, usia_minggu, keterangan, breed)
      select $1, date '2025-02-03', 'masuk', 10, null, r, 18, null, 'hyline_w80' from unnest($2::int[]) as r`;
    const tingkatRows = `insert into tingkat (tenant_id, bagian_id, nama) select $1, $2, n from unnest($3::text[]) as n`;
    try {
      await c.query('begin');
      await c.query(`select set_config('app.tenant_id', $1, true)`, [a.id]);
      // Rows in B's name: refused by row-level security, even with a row of A beside them.
      await refused(masukRows, [b.id, [b1]], /row-level security/);
      await refused(tingkatRows, [b.id, coopB.bagianIds[0], ['T9']], /row-level security/);
      // Rows in A's name on B's tingkat or bagian: refused by the (tenant_id, tingkat/bagian) foreign keys,
      // the whole statement at once when one of 3 rows is B's (the batch's all or nothing).
      await refused(masukRows, [a.id, [a1, b1, a2]], /foreign key/);
      await refused(tingkatRows, [a.id, coopB.bagianIds[0], ['T8', 'T9']], /foreign key/);
      // Nor can A's own rows be moved onto B's: a transaction's destination, a tingkat's bagian.
      await c.query(masukRows, [a.id, [a1]]);
      await refused(`update transaksi_ayam set tujuan_tingkat_id = $1 where tenant_id = $2`, [b1, a.id], /foreign key/);
      await refused(`update tingkat set bagian_id = $1 where id = $2`, [coopB.bagianIds[0], a1], /foreign key/);
      // B's rows are not there for A: not read, counted, changed or deleted.
      expect(await n(`select count(*)::int as n from transaksi_ayam where tenant_id = $1 or tujuan_tingkat_id = $2`, [b.id, b1])).toBe(0);
      expect(await n(`select count(*)::int as n from tingkat where tenant_id = $1 or id = $2`, [b.id, b1])).toBe(0);
      expect(await n(`select count(*)::int as n from flock_moves where tingkat_id = $1`, [b1])).toBe(0);
      expect(await n(`select count(*)::int as n from flock_breed_moves where tingkat_id = $1`, [b1])).toBe(0);
      expect((await c.query(`update transaksi_ayam set jumlah = 1 where tujuan_tingkat_id = $1`, [b1])).rowCount).toBe(0);
      expect((await c.query(`delete from tingkat where id = $1`, [b1])).rowCount).toBe(0);
      // A sees only its own: the one row written above, on its own T1.
      expect((await c.query(`select tenant_id, tujuan_tingkat_id, jumlah from transaksi_ayam`)).rows).toEqual([{ tenant_id: a.id, tujuan_tingkat_id: a1, jumlah: 10 }]);
      await c.query('rollback');
    } finally {
      await c.end();
    }
    // Farm B's placement is whole: 700 birds in its T1 on 2025-02-03.
    const theirs = bodyOf<Array<{ tujuan_tingkat_id: number; jumlah: number }>>(await t.http().get('/api/transaksi-ayam').set(b.as('viewer')).expect(200));
    expect(theirs.map((x) => [x.tujuan_tingkat_id, x.jumlah])).toEqual([[b1, 700]]);
  });

  it('every tenant table has ENABLE and FORCE row level security (memberships: ENABLE, read whole only by the owner\'s account functions)', async () => {
    const c = new Client({ connectionString: appUrl });
    await c.connect();
    try {
      const res = await c.query<{ relname: string; relrowsecurity: boolean; relforcerowsecurity: boolean }>(`
        select c.relname, c.relrowsecurity, c.relforcerowsecurity
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          join information_schema.columns col on col.table_name = c.relname and col.table_schema = 'public' and col.column_name = 'tenant_id'
         where n.nspname = 'public' and c.relkind = 'r'`);
      expect(res.rows.length).toBeGreaterThanOrEqual(6);
      for (const r of res.rows) {
        // memberships is not FORCEd (docs/adr/0013): its owner's definer functions read every membership of a user.
        expect({ table: r.relname, rls: r.relrowsecurity, force: r.relforcerowsecurity }).toEqual({ table: r.relname, rls: true, force: r.relname !== 'memberships' });
      }
    } finally {
      await c.end();
    }
  });

  it("(b) tenant A's token with tenant B's x-tenant-id is refused (403)", async () => {
    const res = await t.http().get('/api/tingkat-lokasi').set({ authorization: `Bearer ${a.tokens.admin}`, 'x-tenant-id': b.id }).expect(403);
    expect(errorOf(res).success).toBe(false);
    await t.http().get('/api/coop/structure').set({ authorization: `Bearer ${a.tokens.admin}`, 'x-tenant-id': 'bukan-uuid' }).expect(403);
  });

  it('(c) an id of tenant B in a path answers 404 to tenant A and changes nothing', async () => {
    const bTingkat = coopB.tingkatIds[0];
    const put = await t.http().put(`/api/coop/tingkat/${bTingkat}`).set(a.as('admin')).send({ tingkat: 'Diambil' }).expect(404);
    expect(messageOf(put)).toBe('Tingkat tidak ditemukan.');
    await t.http().delete(`/api/coop/jalur/${coopB.jalur[0].id}`).set(a.as('admin')).expect(404);
    await t.http().post('/api/coop/bagian').set(a.as('admin')).send({ bagian: 'Titip', jalur_id: coopB.jalur[0].id }).expect(404);
    const structureB = bodyOf<LokasiNode[]>(await t.http().get('/api/coop/structure').set(b.as('admin')).expect(200));
    const bagianB = structureB[0].plants[0].jalur[0].bagian;
    expect(bagianB.map((x) => x.nama)).toEqual(['Kanan']);
    expect(bagianB[0].tingkats.map((x) => x.nama)).toEqual(['T1', 'T2', 'T3']);
  });

  it('(d) 200 interleaved requests of two tenants over the pool never see each other', async () => {
    const aIds = new Set(coopA.tingkatIds);
    const bIds = new Set(coopB.tingkatIds);
    const calls = Array.from({ length: 200 }, (_, i) => {
      const tenant = i % 2 === 0 ? a : b;
      return t
        .http()
        .get('/api/tingkat-lokasi')
        .set(tenant.as(i % 4 < 2 ? 'viewer' : 'abk'))
        .then((res) => ({ tenant, res }));
    });
    const results = await Promise.all(calls);
    for (const { tenant, res } of results) {
      expect(res.status).toBe(200);
      const ids = bodyOf<TingkatLokasiDto[]>(res).map((r) => r.tingkat_id);
      const own = tenant === a ? aIds : bIds;
      const other = tenant === a ? bIds : aIds;
      expect(ids.length).toBe(own.size);
      expect(ids.every((id) => own.has(id) && !other.has(id))).toBe(true);
    }
  });
});

/** Least privilege of the runtime role on the platform tables (issue #12, docs/adr/0001-tenant-isolation.md). */
describe('The runtime role sees only what it needs: users, tenants, memberships, migrations', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  let urls: { appUrl: string; rootId: string };
  let c: Client;

  /** Runs `fn` in a transaction of the runtime role as a live session of `user` (opened like a login) and in `tenant`, always rolled back. */
  const as = async <T>(settings: { user?: string; tenant?: string }, fn: () => Promise<T>): Promise<T> => {
    const session = settings.user ? await openSession(t, settings.user) : null;
    await c.query('begin');
    try {
      await actAs(c, session);
      await c.query(`select set_config('app.tenant_id', $1, true)`, [settings.tenant ?? '']);
      return await fn();
    } finally {
      await c.query('rollback');
    }
  };
  const n = async (sql: string, params: unknown[] = []) => (await c.query<{ n: number }>(sql, params)).rows[0].n;
  /** Expects `sql` to fail with `error` inside the open transaction, which goes on afterwards (savepoint). */
  const refused = async (sql: string, params: unknown[], error: RegExp) => {
    await c.query('savepoint refused');
    await expect(c.query(sql, params)).rejects.toThrow(error);
    await c.query('rollback to savepoint refused');
  };

  beforeAll(async () => {
    t = await createTestApp();
    urls = await prepareTestDatabase();
    a = await createTenant(t, 'Hak A');
    b = await createTenant(t, 'Hak B');
    c = new Client({ connectionString: urls.appUrl });
    await c.connect();
  });
  afterAll(async () => {
    await c.end();
    await t.close();
  });

  it('without a user and a tenant: 0 users, 0 tenants, no password hash, no access to migrations', async () => {
    expect(await n('select count(*)::int as n from users')).toBe(0);
    expect(await n('select count(*)::int as n from tenants')).toBe(0);
    expect(await n('select count(*)::int as n from memberships')).toBe(0);
    expect(await n('select count(*)::int as n from auth_sessions')).toBe(0);
    await expect(c.query('select password_hash from users')).rejects.toThrow(/permission denied/);
    await expect(c.query('select count(*) from migrations')).rejects.toThrow(/permission denied/);
    await expect(c.query(`insert into migrations (timestamp, name) values (1, 'Palsu1')`)).rejects.toThrow(/permission denied/);
    await expect(c.query(`delete from migrations`)).rejects.toThrow(/permission denied/);
    await expect(c.query(`insert into tenants (kode, nama) values ('CURANG', 'Curang')`)).rejects.toThrow(/row-level security/);
    await expect(c.query(`insert into users (email, password_hash, global_role) values ('curang', 'x', 'superadmin')`)).rejects.toThrow(/permission denied/);
    // An update without a visible row changes nothing.
    expect((await c.query(`update tenants set is_active = false`)).rowCount).toBe(0);
  });

  it('an identified user sees its own account and memberships (never a hash), the hash only through its definer function', async () => {
    const u = a.users.abk;
    await as({ user: u.id }, async () => {
      expect((await c.query('select id, email from users')).rows).toEqual([{ id: u.id, email: u.username }]);
      expect((await c.query('select tenant_id, role from memberships')).rows).toEqual([{ tenant_id: a.id, role: 'abk' }]);
      expect((await c.query('select id from tenants')).rows).toEqual([{ id: a.id }]);
      await refused('select password_hash from users', [], /permission denied/);
    });
    await as({ user: u.id }, async () => expect((await c.query<{ h: string | null }>('select app_current_password_hash() as h')).rows[0].h).toMatch(/^\$argon2id\$/));
    await as({}, async () => expect((await c.query<{ h: string | null }>('select app_current_password_hash() as h')).rows[0].h).toBeNull());
  });

  it('a tenant request sees the members of its tenant only; only its owner/admin (or a superadmin) may change memberships', async () => {
    await as({ user: a.users.viewer.id, tenant: a.id }, async () => {
      expect(await n('select count(*)::int as n from users')).toBe(5);
      expect(await n('select count(*)::int as n from users where id = $1', [b.users.admin.id])).toBe(0);
      await refused(`insert into memberships (tenant_id, user_id, role) values ($1, $2, 'admin')`, [a.id, b.users.admin.id], /row-level security/);
      expect((await c.query(`update memberships set role = 'admin' where user_id = $1`, [a.users.viewer.id])).rowCount).toBe(0);
    });
    await as({ user: a.users.admin.id, tenant: a.id }, async () => {
      await c.query(`insert into memberships (tenant_id, user_id, role) values ($1, $2, 'viewer')`, [a.id, b.users.admin.id]);
      await refused(`insert into memberships (tenant_id, user_id, role) values ($1, $2, 'viewer')`, [b.id, a.users.abk.id], /row-level security/);
      expect((await c.query(`update tenants set nama = 'Diubah admin' where id = $1`, [a.id])).rowCount).toBe(0);
    });
  });

  it('idempotency keys: a farm request writes keys of its own farm as itself only, and sees no other farm\'s keys; a key without a farm belongs to its user', async () => {
    const insert = `insert into idempotency_keys (scope, key, tenant_id, user_id, method, path, body_hash) values ($1, gen_random_uuid(), $2, $3, 'POST', '/api/x', repeat('0', 64))`;
    await as({ user: a.users.admin.id, tenant: a.id }, async () => {
      await c.query(insert, [a.id, a.id, a.users.admin.id]);
      expect(await n('select count(*)::int as n from idempotency_keys where scope = $1', [a.id])).toBe(1);
      // Another farm's key, or a key in the name of another user of the farm: refused by row-level security.
      await refused(insert, [b.id, b.id, a.users.admin.id], /row-level security/);
      await refused(insert, [a.id, a.id, a.users.abk.id], /row-level security/);
      // The same transaction under farm B: farm A's key is not there, and cannot be rewritten.
      await c.query(`select set_config('app.tenant_id', $1, true)`, [b.id]);
      expect(await n('select count(*)::int as n from idempotency_keys where scope = $1', [a.id])).toBe(0);
      expect((await c.query(`update idempotency_keys set status = 200 where scope = $1`, [a.id])).rowCount).toBe(0);
    });
    await as({ user: a.users.admin.id }, async () => {
      await c.query(insert, [a.users.admin.id, null, a.users.admin.id]);
      await refused(insert, [a.users.abk.id, null, a.users.abk.id], /row-level security/);
    });
  });

  it('the superadmin path: with a live session of a superadmin, tenants and accounts may be written (the path of the tenant screens)', async () => {
    await as({ user: urls.rootId }, async () => {
      const created = await c.query(`insert into tenants (kode, nama) values ($1, 'Baru') returning id`, [`SA${Date.now()}`]);
      expect(created.rows).toHaveLength(1);
      expect((await c.query(`update tenants set nama = 'Diubah' where id = $1`, [a.id])).rowCount).toBe(1);
      expect(await n('select count(*)::int as n from users where id = any($1::uuid[])', [[a.users.admin.id, b.users.admin.id]])).toBe(2);
      expect((await c.query<{ id: string }>(`select app_create_platform_account($1, 'x', 'user') as id`, [`baru-${Date.now()}`])).rows[0].id).toBeTruthy();
    });
  });

  it('login reads the hash through app_login_lookup of the login role only; the embedded cluster authenticates with scram-sha-256', async () => {
    const login = new Client({ connectionString: t.settings.loginDatabaseUrl });
    await login.connect();
    try {
      const rows = (await login.query('select id, password_hash from app_login_lookup($1)', [a.users.owner.username.toUpperCase()])).rows;
      expect(rows).toEqual([{ id: a.users.owner.id, password_hash: expect.stringMatching(/^\$argon2id\$/) as unknown }]);
    } finally {
      await login.end();
    }
    await expect(c.query('select id, password_hash from app_login_lookup($1)', [a.users.owner.username])).rejects.toThrow(/permission denied/);
    const admin = new Client({ connectionString: process.env.TEST_PG_ADMIN_URL });
    await admin.connect();
    try {
      const methods = (await admin.query<{ auth_method: string }>(`select distinct auth_method from pg_hba_file_rules where error is null`)).rows.map((r) => r.auth_method);
      expect(methods).toEqual(['scram-sha-256']);
      const stored = (await admin.query(`select rolname, left(rolpassword, 14) as p from pg_authid where rolname in ('kpm_app', 'kpm_login', 'kpm_owner') order by 1`)).rows;
      expect(stored).toEqual([
        { rolname: 'kpm_app', p: 'SCRAM-SHA-256$' },
        { rolname: 'kpm_login', p: 'SCRAM-SHA-256$' },
        { rolname: 'kpm_owner', p: 'SCRAM-SHA-256$' },
      ]);
    } finally {
      await admin.end();
    }
  });
});

describe('Deny by default: every route declares who may call it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('finds an access declaration on every route handler of every controller', () => {
    const discovery = t.app.get(DiscoveryService);
    const scanner = t.app.get(MetadataScanner);
    const reflector = t.app.get(Reflector);
    const missing: string[] = [];
    let routes = 0;
    for (const wrapper of discovery.getControllers()) {
      const proto = Object.getPrototypeOf(wrapper.instance) as Record<string, () => unknown>;
      for (const name of scanner.getAllMethodNames(proto)) {
        const handler = proto[name];
        if (Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue; // not a route handler
        routes++;
        const rule = reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_KEY, [handler, wrapper.metatype as Type]);
        if (!rule) missing.push(`${wrapper.name}.${name}`);
      }
    }
    expect(routes).toBeGreaterThanOrEqual(11);
    expect(missing).toEqual([]);
  });
});
