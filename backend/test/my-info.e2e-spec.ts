import { createTestApp, TestApp } from './utils/create-test-app';
import { auditRows } from './utils/audit';
import { createTenant, loginAs, TestTenant } from './utils/factories';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** My info and the password change (/my-info, issue #15; spec part 2 'My Info', §5 'Change password', §7 'My info'). */
describe('My info', () => {
  let t: TestApp;
  let a: TestTenant;

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'Info');
  });
  afterAll(() => t.close());

  it('answers user, membership, tenant and extra for each role', async () => {
    const res = await t.http().get('/api/my/info').set(bearer(a.tokens.viewer)).expect(200);
    expect(res.body).toMatchObject({
      success: true,
      user: { id: a.users.viewer.id, email: a.users.viewer.username, global_role: 'user', role: 'viewer' },
      membership: { role: 'viewer' },
      tenant: { id: a.id, kode: a.kode, nama: a.nama },
      extra: null,
    });
    expect(res.body.user.created_at).toBeTruthy();
    expect((await t.http().get('/api/my/info').set(bearer(a.tokens.reseller)).expect(200)).body.extra).toEqual({ kind: 'reseller', data: null });
    expect((await t.http().get('/api/my/info').set(bearer(a.tokens.abk)).expect(200)).body.extra).toEqual({ kind: 'abk', data: null });
  });

  it('a reseller sees the customer linked to its account', async () => {
    await t
      .http()
      .post('/api/customers')
      .set(a.as('admin'))
      .send({ name: 'Toko Makmur', phone: '0813-2222-3333', address: 'Jl. Pasar 1', user_id: a.users.reseller.id })
      .expect(201);
    expect((await t.http().get('/api/my/info').set(bearer(a.tokens.reseller)).expect(200)).body.extra).toEqual({
      kind: 'reseller',
      data: { name: 'Toko Makmur', phone: '6281322223333', address: 'Jl. Pasar 1', status: 'active' },
    });
  });

  it('an abk sees its register row', async () => {
    await t
      .http()
      .post('/api/abk')
      .set(a.as('admin'))
      .send({ user_id: a.users.abk.id, nama_panggilan: 'Udin', nama_asli: 'Samsudin', no_hp: '0812-1111-2222', tanggal_mulai_kerja: '2025-01-02' })
      .expect(201);
    expect((await t.http().get('/api/my/info').set(bearer(a.tokens.abk)).expect(200)).body.extra).toEqual({
      kind: 'abk',
      data: { nama_panggilan: 'Udin', nama_asli: 'Samsudin', no_hp: '6281211112222', alamat: null, no_ktp: null, tanggal_mulai_kerja: '2025-01-02', aktif: true },
    });
  });

  it('a superadmin without a farm gets its account only', async () => {
    const token = await loginAs(t, 'kpm-test-root', 'kpm-test-root-pw');
    expect((await t.http().get('/api/my/info').set(bearer(token)).expect(200)).body).toMatchObject({
      user: { global_role: 'superadmin', role: 'superadmin' },
      membership: null,
      tenant: null,
      extra: null,
    });
  });

  // Issue 19: under an impersonation the answer had membership null and tenant null (the superadmin
  // has no membership row), so /my-info showed no farm while the superadmin acted in one.
  it('a superadmin impersonating a farm sees that farm and the admin role it acts with', async () => {
    const root = bearer(await loginAs(t, 'kpm-test-root', 'kpm-test-root-pw'));
    const started = Math.floor(Date.now() / 1000) * 1000;
    const token = (await t.http().post(`/api/superadmin/impersonate/${a.id}`).set(root).expect(200)).body.token as string;
    const res = await t.http().get('/api/my/info').set(bearer(token)).expect(200);
    expect(res.body).toEqual({
      success: true,
      user: { id: t.rootId, email: 'kpm-test-root', global_role: 'superadmin', role: 'admin', created_at: expect.any(String) },
      membership: { role: 'admin', created_at: expect.any(String), impersonation: true },
      tenant: { id: a.id, kode: a.kode.toUpperCase(), nama: a.nama, created_at: expect.any(String) },
      extra: null,
    });
    expect(Date.parse(res.body.membership.created_at)).toBeGreaterThanOrEqual(started);
    // A member's own answer carries no impersonation flag.
    expect((await t.http().get('/api/my/info').set(bearer(a.tokens.admin)).expect(200)).body.membership).toEqual({ role: 'admin', created_at: expect.any(String) });
  });

  it('without a token: 401', async () => {
    await t.http().get('/api/my/info').expect(401);
    await t.http().post('/api/my/change-password').send({}).expect(401);
  });

  it('validation messages of the password change', async () => {
    const post = (body: object) => t.http().post('/api/my/change-password').set(bearer(a.tokens.reseller)).send(body).expect(400);
    const ok = { current_password: a.users.reseller.password, new_password: 'baru-123', confirm_password: 'baru-123' };
    expect((await post({ ...ok, current_password: '' })).body.message).toBe('Password lama wajib diisi');
    expect((await post({ ...ok, new_password: '' })).body.message).toBe('Password baru wajib diisi');
    expect((await post({ ...ok, confirm_password: '' })).body.message).toBe('Konfirmasi password wajib diisi');
    expect((await post({ ...ok, new_password: '12345', confirm_password: '12345' })).body.message).toBe('Password minimal 6 karakter');
    expect((await post({ ...ok, confirm_password: 'lain-123' })).body.message).toBe('Konfirmasi password tidak sama.');
    expect((await post({ ...ok, current_password: 'salah-123' })).body.message).toBe('Password lama salah.');
    const same = a.users.reseller.password;
    expect((await post({ current_password: same, new_password: same, confirm_password: same })).body.message).toBe('Password baru harus berbeda dari password lama.');
    await loginAs(t, a.users.reseller.username, a.users.reseller.password);
  });

  it('changes the password, ends the other sessions and keeps this one; audit row password_change', async () => {
    const u = a.users.admin;
    const other = await loginAs(t, u.username, u.password);
    const res = await t
      .http()
      .post('/api/my/change-password')
      .set(bearer(a.tokens.admin))
      .send({ current_password: u.password, new_password: 'ganti-456', confirm_password: 'ganti-456' })
      .expect(200);
    expect(res.body).toEqual({ success: true, message: 'Password berhasil diperbarui.' });
    await t.http().get('/api/my').set(bearer(a.tokens.admin)).expect(200);
    await t.http().get('/api/my').set(bearer(other)).expect(401);
    expect((await t.http().post('/api/auth/login').send({ email: u.username, password: u.password }).expect(401)).body.message).toBe('Username password salah');
    await loginAs(t, u.username, 'ganti-456');
    const rows = await auditRows(t, u.username);
    expect(rows.find((r) => r.event === 'password_change')).toMatchObject({ tenant_id: a.id, actor_email: u.username });
    expect(rows.find((r) => r.event === 'password_change')!.client_address).toBeTruthy();
  });
});
