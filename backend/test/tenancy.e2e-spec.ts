import type { Type } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { Client } from 'pg';
import { ACCESS_KEY } from '../src/common/auth/access.decorator';
import { createTestApp, prepareTestDatabase, TestApp } from './utils/create-test-app';
import { createCoop, createTenant, TestCoop, TestTenant } from './utils/factories';

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
      const role = await c.query('select rolsuper, rolbypassrls from pg_roles where rolname = current_user');
      expect(role.rows[0]).toEqual({ rolsuper: false, rolbypassrls: false });
      const owned = await c.query(`select count(*)::int as n from pg_tables where schemaname = 'public' and tableowner = current_user`);
      expect(owned.rows[0].n).toBe(0);
      for (const table of ['lokasi', 'plant', 'jalur', 'bagian', 'tingkat', 'memberships']) {
        const res = await c.query(`select count(*)::int as n from ${table}`);
        expect({ table, n: res.rows[0].n }).toEqual({ table, n: 0 });
      }
      // With tenant A set, exactly A's tingkat are visible (2 jalur × 1 bagian × 2 tingkat = 4).
      await c.query('begin');
      await c.query(`select set_config('app.tenant_id', $1, true)`, [a.id]);
      const visible = await c.query('select count(*)::int as n from tingkat');
      expect(visible.rows[0].n).toBe(4);
      await expect(c.query(`insert into lokasi (tenant_id, nama) values ($1, 'Curang')`, [b.id])).rejects.toThrow(/row-level security/);
      await c.query('rollback');
    } finally {
      await c.end();
    }
  });

  it('every tenant table has ENABLE and FORCE row level security', async () => {
    const c = new Client({ connectionString: appUrl });
    await c.connect();
    try {
      const res = await c.query(`
        select c.relname, c.relrowsecurity, c.relforcerowsecurity
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          join information_schema.columns col on col.table_name = c.relname and col.table_schema = 'public' and col.column_name = 'tenant_id'
         where n.nspname = 'public' and c.relkind = 'r'`);
      expect(res.rows.length).toBeGreaterThanOrEqual(6);
      for (const r of res.rows) expect({ table: r.relname, rls: r.relrowsecurity, force: r.relforcerowsecurity }).toEqual({ table: r.relname, rls: true, force: true });
    } finally {
      await c.end();
    }
  });

  it("(b) tenant A's token with tenant B's x-tenant-id is refused (403)", async () => {
    const res = await t.http().get('/api/tingkat-lokasi').set({ authorization: `Bearer ${a.tokens.admin}`, 'x-tenant-id': b.id }).expect(403);
    expect(res.body.success).toBe(false);
    await t.http().get('/api/coop/structure').set({ authorization: `Bearer ${a.tokens.admin}`, 'x-tenant-id': 'bukan-uuid' }).expect(403);
  });

  it('(c) an id of tenant B in a path answers 404 to tenant A and changes nothing', async () => {
    const bTingkat = coopB.tingkatIds[0];
    const put = await t.http().put(`/api/coop/tingkat/${bTingkat}`).set(a.as('admin')).send({ tingkat: 'Diambil' }).expect(404);
    expect(put.body.message).toBe('Tingkat tidak ditemukan.');
    await t.http().delete(`/api/coop/jalur/${coopB.jalur[0].id}`).set(a.as('admin')).expect(404);
    await t.http().post('/api/coop/bagian').set(a.as('admin')).send({ bagian: 'Titip', jalur_id: coopB.jalur[0].id }).expect(404);
    const structureB = await t.http().get('/api/coop/structure').set(b.as('admin')).expect(200);
    const bagianB = structureB.body[0].plants[0].jalur[0].bagian;
    expect(bagianB.map((x: { nama: string }) => x.nama)).toEqual(['Kanan']);
    expect(bagianB[0].tingkats.map((x: { nama: string }) => x.nama)).toEqual(['T1', 'T2', 'T3']);
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
      const ids: number[] = res.body.map((r: { tingkat_id: number }) => r.tingkat_id);
      const own = tenant === a ? aIds : bIds;
      const other = tenant === a ? bIds : aIds;
      expect(ids.length).toBe(own.size);
      expect(ids.every((id) => own.has(id) && !other.has(id))).toBe(true);
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
      const proto = Object.getPrototypeOf(wrapper.instance);
      for (const name of scanner.getAllMethodNames(proto)) {
        const handler = proto[name];
        if (Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue; // not a route handler
        routes++;
        const rule = reflector.getAllAndOverride(ACCESS_KEY, [handler, wrapper.metatype as Type]);
        if (!rule) missing.push(`${wrapper.name}.${name}`);
      }
    }
    expect(routes).toBeGreaterThanOrEqual(11);
    expect(missing).toEqual([]);
  });
});
