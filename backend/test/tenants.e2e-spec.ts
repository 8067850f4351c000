import * as fs from 'fs';
import * as path from 'path';
import { Client } from 'pg';
import { createTestApp, TEST_ROOT, TestApp, uniq } from './utils/create-test-app';
import { actAs, openSession } from './utils/sessions';
import { auditRows } from './utils/audit';
import { addDays, today } from '../src/common/dates/farm-day';
import { enterEggs } from './utils/egg-sales';
import { createCoop, createTenant, loginAs, TestTenant } from './utils/factories';
import { bodyOf, messageOf } from './utils/http';
import { ImpersonationDto, PlatformSummaryDto, TenantCreatedDto, TenantListDto } from '../src/modules/tenants/dto/tenants.dto';
import { LoginResponseDto, MyResponseDto } from '../src/modules/auth/dto/auth.dto';
import { UserListDto } from '../src/modules/users/dto/users.dto';
import { AccountRowDto } from '../src/modules/chart-of-accounts/dto/chart-of-accounts.dto';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const payload = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;

/** Superadmin tenants, impersonation and platform figures (/superadmin, issue #15; spec part 2 'Superadmin Tenants', §3–§5 'Tenant', §7 'Tenants'). */
describe('Superadmin tenants', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  let root: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'Platform A');
    b = await createTenant(t, 'Platform B');
    root = bearer(await loginAs(t, TEST_ROOT, `${TEST_ROOT}-pw`));
  });
  afterAll(() => t.close());

  const create = (body: Record<string, unknown>, headers = root) => t.http().post('/api/superadmin/tenants').set(headers).send(body);
  const valid = () => {
    const s = uniq();
    return { nama: `Kandang Baru ${s}`, kode: `n${s}`, owner_email: `pemilik-${s}@contoh.id`, owner_password: 'rahasia1', contact_person: 'Pak Budi', phone: '0812-3456-7890' };
  };

  it('lists every farm with its member count', async () => {
    const res = await t.http().get('/api/superadmin/tenants').set(root).expect(200);
    const row = bodyOf<TenantListDto>(res).tenants.find((x) => x.id === a.id);
    expect(Object.keys(row!).sort()).toEqual(['created_at', 'id', 'is_active', 'kode', 'nama', 'updated_at', 'user_count']);
    // createTenant adds one member per role: owner, admin, abk, reseller, viewer.
    expect(row).toMatchObject({ kode: a.kode.toUpperCase(), nama: a.nama, user_count: 5, is_active: true });
  });

  it('only a superadmin reaches the platform routes (403 for every farm role)', async () => {
    for (const role of ['owner', 'admin', 'abk', 'reseller', 'viewer'] as const) {
      const h = a.as(role);
      expect(messageOf(await t.http().get('/api/superadmin/tenants').set(h).expect(403))).toBe('Khusus superadmin.');
      await create(valid(), h).expect(403);
      await t.http().patch(`/api/superadmin/tenants/${b.id}/status`).set(h).send({ status: false }).expect(403);
      await t.http().post(`/api/superadmin/impersonate/${b.id}`).set(h).expect(403);
      await t.http().get('/api/superadmin/summary').set(h).expect(403);
      await t.http().post('/api/superadmin/gorichi/test-simple').set(h).expect(403);
    }
    await t.http().get('/api/superadmin/tenants').expect(401);
  });

  it('every §5 message of the create form', async () => {
    const msg = async (patch: Record<string, unknown>) => messageOf(await create({ ...valid(), ...patch }).expect(400));
    expect(await msg({ nama: '' })).toBe('Nama wajib diisi');
    expect(await msg({ nama: '   ' })).toBe('Nama wajib diisi');
    expect(await msg({ kode: '' })).toBe('Kode wajib diisi');
    expect(await msg({ kode: undefined })).toBe('Kode wajib diisi');
    expect(await msg({ owner_email: '' })).toBe('Email owner wajib diisi');
    expect(await msg({ owner_email: 'bukan@email' })).toBe('Format email tidak valid');
    // A name that is not an account yet must be an email address to become one.
    expect(await msg({ owner_email: `belum-ada-${uniq()}` })).toBe('Format email tidak valid');
    expect(await msg({ owner_password: '' })).toBe('Password owner wajib diisi');
    expect(await msg({ owner_password: undefined })).toBe('Password owner wajib diisi');
    expect(await msg({ owner_password: '12345' })).toBe('Password minimal 6 karakter');
    expect(await msg({ kode: 'A B' })).toBe('Kode hanya boleh berisi huruf, angka, - dan _ (maksimal 20 karakter).');
    // One phone rule everywhere (issue 19): 'abc' was stored as null, '12' as '12'.
    const refused = ['abc', '08abc', '12'].map((phone) => ({ kode: `P${uniq()}`.toUpperCase(), phone }));
    for (const patch of refused) expect(await msg(patch)).toBe('Nomor HP tidak valid (contoh 081234567890).');
    // Nothing of the refused farms was written.
    const kodes = bodyOf<TenantListDto>(await t.http().get('/api/superadmin/tenants').set(root).expect(200)).tenants.map((x) => x.kode);
    expect(kodes).not.toContain('A B');
    for (const { kode } of refused) expect(kodes).not.toContain(kode);
  });

  it('duplicate kode (case-insensitive) → 409, nothing written', async () => {
    const body = valid();
    await create(body).expect(201);
    const again = { ...valid(), kode: body.kode.toLowerCase() };
    expect(messageOf(await create(again).expect(409))).toBe('Kode tenant sudah dipakai.');
    await t.http().post('/api/auth/login').send({ email: again.owner_email, password: again.owner_password }).expect(401);
  });

  it('creates a farm with its owner in one go: the owner logs in to it, it has its chart of accounts and egg settings, audit rows', async () => {
    const body = valid();
    const res = await create(body).expect(201);
    expect(res.body).toMatchObject({ kode: body.kode.toUpperCase(), nama: body.nama, user_count: 1, is_active: true, owner: { email: body.owner_email, new_account: true } });
    const farm = bodyOf<TenantCreatedDto>(res);
    const token = await loginAs(t, body.owner_email, body.owner_password);
    const my = bodyOf<MyResponseDto>(await t.http().get('/api/my').set(bearer(token)).expect(200));
    expect(my).toMatchObject({ tenant: { id: farm.id, kode: body.kode.toUpperCase() }, tenant_role: 'owner' });
    const owner = { ...bearer(token), 'x-tenant-id': farm.id };
    const accounts = bodyOf<AccountRowDto[]>(await t.http().get('/api/finance-accounts').set(owner).expect(200));
    expect(accounts.length).toBeGreaterThanOrEqual(10);
    expect((await t.http().get('/api/transaksi-telur/settings').set(owner).expect(200)).body).toMatchObject({ weight_grade_a: 0.06 });

    const c = new Client({ connectionString: t.settings.ownerDatabaseUrl });
    await c.connect();
    try {
      await actAs(c, await openSession(t, t.rootId), false);
      await c.query(`select set_config('app.tenant_id', $1, false)`, [farm.id]);
      expect((await c.query<{ n: number }>('select count(*)::int as n from telur_settings where tenant_id = $1', [farm.id])).rows[0].n).toBe(1);
      expect((await c.query<{ contact_person: string | null; phone: string | null }>('select contact_person, phone from tenants where id = $1', [farm.id])).rows[0]).toEqual({ contact_person: 'Pak Budi', phone: '6281234567890' });
    } finally {
      await c.end();
    }
    const created = await auditRows(t, body.kode.toUpperCase());
    expect(created).toEqual([expect.objectContaining({ event: 'tenant_created', tenant_id: farm.id, actor_email: TEST_ROOT })]);
    expect((await auditRows(t, body.owner_email)).map((r) => r.event)).toContain('user_added');
  });

  it('an existing username becomes the owner with its password unchanged (not an email: allowed)', async () => {
    const existing = a.users.viewer;
    const farm = bodyOf<TenantCreatedDto>(await create({ ...valid(), owner_email: existing.username, owner_password: 'diabaikan' }).expect(201));
    expect(farm.owner).toEqual({ id: existing.id, email: existing.username, new_account: false });
    const token = await loginAs(t, existing.username, existing.password);
    const login = bodyOf<LoginResponseDto>(await t.http().post('/api/auth/login').send({ email: existing.username, password: existing.password }).expect(200));
    expect(login.memberships.map((m) => [m.id, m.role])).toEqual(
      expect.arrayContaining([
        [a.id, 'viewer'],
        [farm.id, 'owner'],
      ]),
    );
    await t.http().get('/api/users').set({ ...bearer(token), 'x-tenant-id': farm.id }).expect(200);
  });

  it('a new farm answers every tenant GET of the API without a server error', async () => {
    const body = valid();
    const farm = bodyOf<TenantCreatedDto>(await create(body).expect(201));
    const owner = { ...bearer(await loginAs(t, body.owner_email, body.owner_password)), 'x-tenant-id': farm.id };
    const doc = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../docs/api/openapi.json'), 'utf8')) as { paths: Record<string, Record<string, unknown>> };
    const gets = Object.keys(doc.paths).filter((p) => doc.paths[p].get && !p.includes('{') && !p.startsWith('/api/superadmin') && p !== '/api/health');
    expect(gets.length).toBeGreaterThan(30);
    const failures: string[] = [];
    for (const p of gets) {
      const r = await t.http().get(p).set(owner);
      // 400: a read that needs its query (a date range); anything else must answer.
      if (r.status >= 500 || ![200, 400].includes(r.status)) failures.push(`${p} ${r.status} ${JSON.stringify(r.body).slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });

  it('status: deactivated, its members get 403 Tenant nonaktif (calls and login); activated again; 400 / 404; audit rows', async () => {
    const body = valid();
    const farm = bodyOf<TenantCreatedDto>(await create(body).expect(201));
    const ownerToken = await loginAs(t, body.owner_email, body.owner_password);
    const off = await t.http().patch(`/api/superadmin/tenants/${farm.id}/status`).set(root).send({ status: false }).expect(200);
    expect(off.body).toMatchObject({ id: farm.id, is_active: false, user_count: 1 });
    expect(messageOf(await t.http().get('/api/users').set({ ...bearer(ownerToken), 'x-tenant-id': farm.id }).expect(403))).toBe('Tenant nonaktif');
    expect(messageOf(await t.http().post('/api/auth/login').send({ email: body.owner_email, password: body.owner_password }).expect(403))).toBe('Tenant nonaktif');
    await t.http().patch(`/api/superadmin/tenants/${farm.id}/status`).set(root).send({ status: true }).expect(200);
    await loginAs(t, body.owner_email, body.owner_password);
    expect(messageOf(await t.http().patch(`/api/superadmin/tenants/${farm.id}/status`).set(root).send({ status: 'no' }).expect(400))).toBe('Status harus true atau false.');
    expect(messageOf(await t.http().patch(`/api/superadmin/tenants/00000000-0000-4000-8000-000000000000/status`).set(root).send({ status: true }).expect(404))).toBe(
      'Tenant tidak ditemukan.',
    );
    await t.http().patch(`/api/superadmin/tenants/abc/status`).set(root).send({ status: true }).expect(400);
    const rows = (await auditRows(t, body.kode.toUpperCase())).filter((r) => r.event === 'tenant_status_changed');
    expect(rows.map((r) => (r.detail as { is_active: boolean }).is_active)).toEqual([false, true]);
  });

  describe('impersonation', () => {
    it('gives an admin token for that farm only, at most one hour, claim impersonated_by; audit row', async () => {
      const before = Math.floor(Date.now() / 1000);
      const imp = bodyOf<ImpersonationDto>(await t.http().post(`/api/superadmin/impersonate/${a.id}`).set(root).expect(200));
      expect(imp.tenant).toEqual({ id: a.id, kode: a.kode.toUpperCase(), nama: a.nama });
      const claims = payload(imp.token);
      expect(claims).toMatchObject({ impersonated_by: t.rootId, sub: t.rootId, tenant_id: a.id, tenant_role: 'admin' });
      expect(claims.exp as number).toBeLessThanOrEqual(before + 3600 + 5);
      expect(Date.parse(imp.expires_at) / 1000).toBeLessThanOrEqual(before + 3600 + 5);

      const token = imp.token;
      // Its farm, as admin, without x-tenant-id too.
      expect(bodyOf<UserListDto>(await t.http().get('/api/users').set(bearer(token)).expect(200)).items).toHaveLength(5);
      await t.http().get('/api/users').set({ ...bearer(token), 'x-tenant-id': a.id }).expect(200);
      // Admin rights, not owner's: it cannot grant the owner role.
      await t.http().post('/api/users').set(bearer(token)).send({ email: `x-${uniq()}`, role: 'owner' }).expect(422);
      // Another farm, the platform routes, switching and the superadmin's password: refused.
      expect(messageOf(await t.http().get('/api/users').set({ ...bearer(token), 'x-tenant-id': b.id }).expect(403))).toBe('Anda bukan anggota tenant ini.');
      await t.http().get('/api/superadmin/tenants').set(bearer(token)).expect(403);
      await t.http().post(`/api/superadmin/impersonate/${b.id}`).set(bearer(token)).expect(403);
      await t.http().post('/api/auth/switch-tenant').set(bearer(token)).send({ kandang_id: b.id }).expect(403);
      expect(
        messageOf(
          await t.http().post('/api/my/change-password').set(bearer(token)).send({ current_password: `${TEST_ROOT}-pw`, new_password: 'baru-123', confirm_password: 'baru-123' }).expect(422),
        ),
      ).toBe('Password tidak dapat diganti dalam mode impersonasi.');

      const rows = (await auditRows(t, a.kode.toUpperCase())).filter((r) => r.event === 'impersonation_start');
      expect(rows.at(-1)).toMatchObject({ tenant_id: a.id, actor_email: TEST_ROOT });
      expect(rows.at(-1)!.client_address).toBeTruthy();

      // Leaving ends the impersonation session only: the superadmin's own token still works.
      await t.http().post('/api/auth/logout').set(bearer(token)).expect(200);
      await t.http().get('/api/users').set(bearer(token)).expect(401);
      await t.http().get('/api/superadmin/tenants').set(root).expect(200);
    });

    it('the token stops working once its hour is over', async () => {
      const token = bodyOf<ImpersonationDto>(await t.http().post(`/api/superadmin/impersonate/${a.id}`).set(root).expect(200)).token;
      const c = new Client({ connectionString: t.settings.ownerDatabaseUrl });
      await c.connect();
      try {
        const sid = payload(token).sid;
        const [row] = (await c.query<{ short: boolean }>(`select expires_at - created_at <= interval '1 hour' as short from auth_sessions where id = $1`, [sid])).rows;
        expect(row.short).toBe(true);
        await c.query(`update auth_sessions set expires_at = now() - interval '1 second' where id = $1`, [sid]);
      } finally {
        await c.end();
      }
      await t.http().get('/api/users').set(bearer(token)).expect(401);
    });

    it('404 unknown farm, 422 inactive farm, 400 bad id', async () => {
      await t.http().post('/api/superadmin/impersonate/00000000-0000-4000-8000-000000000000').set(root).expect(404);
      await t.http().post('/api/superadmin/impersonate/xyz').set(root).expect(400);
      const body = valid();
      const farm = bodyOf<TenantCreatedDto>(await create(body).expect(201));
      await t.http().patch(`/api/superadmin/tenants/${farm.id}/status`).set(root).send({ status: false }).expect(200);
      expect(messageOf(await t.http().post(`/api/superadmin/impersonate/${farm.id}`).set(root).expect(422))).toBe('Tenant nonaktif: aktifkan dulu sebelum masuk.');
    });
  });

  it('the test push without GORICHI_URL/GORICHI_TOKEN: ok false and the message, nothing sent', async () => {
    const res = await t.http().post('/api/superadmin/gorichi/test-simple').set(root).expect(200);
    expect(res.body).toMatchObject({ ok: false, status: 0, target: null, idem_key: null, message: 'Integrasi akuntansi belum dikonfigurasi (GORICHI_URL dan GORICHI_TOKEN).' });
  });

  it('platform summary: farms, active farms, users, entries of the last 7 days', async () => {
    const s = bodyOf<PlatformSummaryDto>(await t.http().get('/api/superadmin/summary').set(root).expect(200));
    expect(Object.keys(s).sort()).toEqual(['active_tenants', 'entries_week', 'from', 'tenants', 'to', 'users']);
    expect(s.tenants).toBeGreaterThanOrEqual(2);
    expect(s.active_tenants).toBeLessThanOrEqual(s.tenants);
    expect(s.users).toBeGreaterThanOrEqual(10);
    expect(s.entries_week).toBeGreaterThanOrEqual(0);
    expect(s.to).toBe(today());
    expect(s.from).toBe(addDays(today(), -6));

    // One day of eggs on one bagian is one entry more; one dated 7 days ago is outside the week.
    const coop = await createCoop(t, a.id);
    await enterEggs(t, a, coop.bagianIds[0], today(), { a: 1 });
    await enterEggs(t, a, coop.bagianIds[0], addDays(today(), -7), { a: 1 });
    const after = bodyOf<PlatformSummaryDto>(await t.http().get('/api/superadmin/summary').set(root).expect(200));
    expect(after.entries_week).toBe(s.entries_week + 1);
  });
});
