import { createHash } from 'node:crypto';
import { Client } from 'pg';
import { createTestApp, TEST_ROOT, TestApp, uniq } from './utils/create-test-app';
import { auditRows } from './utils/audit';
import { actAs, openSession } from './utils/sessions';
import { createTenant, loginAs, TestTenant } from './utils/factories';
import { bodyOf, messageOf } from './utils/http';
import { MyInfoDto } from '../src/modules/my-info/dto/my-info.dto';
import { InvitationCreatedDto, InvitationListDto, UserDto, UserListDto } from '../src/modules/users/dto/users.dto';
import { LoginResponseDto, SwitchTenantResponseDto } from '../src/modules/auth/dto/auth.dto';
import { ImpersonationDto } from '../src/modules/tenants/dto/tenants.dto';
import { AbkDto } from '../src/modules/abk/dto/abk.dto';

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
    expect(bodyOf<MyInfoDto>(res).user.created_at).toBeTruthy();
    expect(bodyOf<MyInfoDto>(await t.http().get('/api/my/info').set(bearer(a.tokens.reseller)).expect(200)).extra).toEqual({ kind: 'reseller', data: null });
    expect(bodyOf<MyInfoDto>(await t.http().get('/api/my/info').set(bearer(a.tokens.abk)).expect(200)).extra).toEqual({ kind: 'abk', data: null });
  });

  it('a reseller sees the customer linked to its account', async () => {
    await t
      .http()
      .post('/api/customers')
      .set(a.as('admin'))
      .send({ name: 'Toko Makmur', phone: '0813-2222-3333', address: 'Jl. Pasar 1', user_id: a.users.reseller.id })
      .expect(201);
    expect(bodyOf<MyInfoDto>(await t.http().get('/api/my/info').set(bearer(a.tokens.reseller)).expect(200)).extra).toEqual({
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
    expect(bodyOf<MyInfoDto>(await t.http().get('/api/my/info').set(bearer(a.tokens.abk)).expect(200)).extra).toEqual({
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
    const token = bodyOf<ImpersonationDto>(await t.http().post(`/api/superadmin/impersonate/${a.id}`).set(root).expect(200)).token;
    const info = bodyOf<MyInfoDto>(await t.http().get('/api/my/info').set(bearer(token)).expect(200));
    expect(info).toEqual({
      success: true,
      user: { id: t.rootId, email: 'kpm-test-root', global_role: 'superadmin', role: 'admin', created_at: expect.any(String) as unknown },
      membership: { role: 'admin', created_at: expect.any(String) as unknown, impersonation: true, can_leave: false },
      tenant: { id: a.id, kode: a.kode.toUpperCase(), nama: a.nama, created_at: expect.any(String) as unknown },
      extra: null,
    });
    expect(Date.parse(info.membership!.created_at)).toBeGreaterThanOrEqual(started);
    // A member's own answer carries no impersonation flag.
    expect(bodyOf<MyInfoDto>(await t.http().get('/api/my/info').set(bearer(a.tokens.admin)).expect(200)).membership).toEqual({ role: 'admin', created_at: expect.any(String) as unknown, can_leave: true });
  });

  it('without a token: 401', async () => {
    await t.http().get('/api/my/info').expect(401);
    await t.http().post('/api/my/change-password').send({}).expect(401);
  });

  it('validation messages of the password change', async () => {
    const post = (body: object) => t.http().post('/api/my/change-password').set(bearer(a.tokens.reseller)).send(body).expect(400);
    const ok = { current_password: a.users.reseller.password, new_password: 'baru-123', confirm_password: 'baru-123' };
    expect(messageOf(await post({ ...ok, current_password: '' }))).toBe('Password lama wajib diisi');
    expect(messageOf(await post({ ...ok, new_password: '' }))).toBe('Password baru wajib diisi');
    expect(messageOf(await post({ ...ok, confirm_password: '' }))).toBe('Konfirmasi password wajib diisi');
    expect(messageOf(await post({ ...ok, new_password: '12345', confirm_password: '12345' }))).toBe('Password minimal 6 karakter');
    expect(messageOf(await post({ ...ok, confirm_password: 'lain-123' }))).toBe('Konfirmasi password tidak sama.');
    expect(messageOf(await post({ ...ok, current_password: 'salah-123' }))).toBe('Password lama salah.');
    const same = a.users.reseller.password;
    expect(messageOf(await post({ current_password: same, new_password: same, confirm_password: same }))).toBe('Password baru harus berbeda dari password lama.');
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
    expect(messageOf(await t.http().post('/api/auth/login').send({ email: u.username, password: u.password }).expect(401))).toBe('Username password salah');
    await loginAs(t, u.username, 'ganti-456');
    const rows = await auditRows(t, u.username);
    expect(rows.find((r) => r.event === 'password_change')).toMatchObject({ tenant_id: a.id, actor_email: u.username });
    expect(rows.find((r) => r.event === 'password_change')!.client_address).toBeTruthy();
  });
});

/** Invitations, leaving a farm and ABK who stopped working (issue #19). */
describe('Joining and leaving a farm', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'Gabung A');
    b = await createTenant(t, 'Gabung B');
  });
  afterAll(() => t.close());

  const invite = async (farm: TestTenant, role: string, by: 'owner' | 'admin' = 'admin') =>
    bodyOf<InvitationCreatedDto>(await t.http().post('/api/users/invitations').set(farm.as(by)).send({ role }).expect(201));
  const accept = (token: string, code: string) => t.http().post('/api/my/invitations/accept').set(bearer(token)).send({ code });
  /** Runs `sql` as the owner role (outside the API: to age an invitation). */
  const asOwnerRole = async (sql: string, params: unknown[]) => {
    const c = new Client({ connectionString: t.settings.ownerDatabaseUrl });
    await c.connect();
    try {
      await c.query(sql, params);
    } finally {
      await c.end();
    }
  };

  it('invite → accept: the invitee joins with the role and may switch to the farm; the code works once', async () => {
    const inv = await invite(a, 'viewer');
    expect(inv.code).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(inv.link).toBe(`/my-info?undangan=${inv.code}`);
    const days = (Date.parse(inv.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const pending = bodyOf<InvitationListDto>(await t.http().get('/api/users/invitations').set(a.as('admin')).expect(200)).items;
    expect(pending).toEqual([{ id: inv.id, role: 'viewer', created_by: a.users.admin.username, created_at: expect.any(String) as unknown, expires_at: expect.any(String) as unknown }]);

    const who = b.users.abk;
    const res = await accept(b.tokens.abk, inv.code).expect(200);
    expect(res.body).toEqual({ success: true, tenant: { id: a.id, kode: a.kode, nama: a.nama }, role: 'viewer' });
    const sw = await t.http().post('/api/auth/switch-tenant').set(bearer(b.tokens.abk)).send({ kandang_id: a.id }).expect(200);
    expect(bodyOf<MyInfoDto>(await t.http().get('/api/my/info').set(bearer(bodyOf<SwitchTenantResponseDto>(sw).token)).expect(200))).toMatchObject({ tenant: { id: a.id }, membership: { role: 'viewer', can_leave: true } });
    const members = bodyOf<UserListDto>(await t.http().get('/api/users').set(a.as('admin')).expect(200)).items;
    expect(members.find((u) => u.id === who.id)).toMatchObject({ email: who.username, role: 'viewer', aktif: true });
    expect((await auditRows(t, who.username)).find((r) => r.event === 'user_added')).toMatchObject({ tenant_id: a.id, detail: { invitation: true, role: 'viewer' } });
    // Used: no longer pending, and a second use answers 422.
    expect(bodyOf<InvitationListDto>(await t.http().get('/api/users/invitations').set(a.as('admin')).expect(200)).items).toEqual([]);
    expect(messageOf(await accept(b.tokens.viewer, inv.code).expect(422))).toBe('Undangan ini sudah dipakai.');
  });

  it('an expired, cancelled, unknown or already-member invitation answers 422 and attaches nobody', async () => {
    const expired = await invite(a, 'abk');
    await asOwnerRole(`update undangan set expires_at = now() - interval '1 minute' where id = $1`, [expired.id]);
    expect(messageOf(await accept(b.tokens.reseller, expired.code).expect(422))).toBe('Undangan sudah kedaluwarsa.');
    const cancelled = await invite(a, 'abk');
    await t.http().delete(`/api/users/invitations/${cancelled.id}`).set(a.as('admin')).expect(200);
    await t.http().delete(`/api/users/invitations/${cancelled.id}`).set(a.as('admin')).expect(404);
    expect(messageOf(await accept(b.tokens.reseller, cancelled.code).expect(422))).toBe('Kode undangan tidak valid.');
    expect(messageOf(await accept(b.tokens.reseller, 'x'.repeat(24)).expect(422))).toBe('Kode undangan tidak valid.');
    expect(messageOf(await accept(b.tokens.reseller, '  ').expect(400))).toBe('Kode undangan wajib diisi');
    const own = await invite(a, 'abk');
    expect(messageOf(await accept(a.tokens.viewer, own.code).expect(422))).toBe('Anda sudah terdaftar di kandang ini.');
    const login = await t.http().post('/api/auth/login').send({ email: b.users.reseller.username, password: b.users.reseller.password }).expect(200);
    expect(bodyOf<LoginResponseDto>(login).memberships.map((m) => m.id)).toEqual([b.id]);
  });

  it("another farm's admin cannot list or cancel this farm's invitations; an owner invitation only by an owner", async () => {
    const inv = await invite(a, 'admin');
    expect(bodyOf<InvitationListDto>(await t.http().get('/api/users/invitations').set(b.as('admin')).expect(200)).items).toEqual([]);
    await t.http().delete(`/api/users/invitations/${inv.id}`).set(b.as('admin')).expect(404);
    for (const role of ['abk', 'reseller', 'viewer'] as const) await t.http().post('/api/users/invitations').set(a.as(role)).send({ role: 'viewer' }).expect(403);
    expect(messageOf(await t.http().post('/api/users/invitations').set(a.as('admin')).send({ role: 'owner' }).expect(422))).toBe(
      'Hanya owner yang dapat memberi atau mencabut role owner.',
    );
    expect(messageOf(await t.http().post('/api/users/invitations').set(a.as('admin')).send({ role: 'raja' }).expect(400))).toBe('Role tidak valid.');
    await invite(a, 'owner', 'owner');
  });

  it('leave: the member is gone from the farm, its token no longer opens it; the last owner cannot leave', async () => {
    const c = await createTenant(t, 'Gabung C');
    const res = await t.http().post('/api/my/leave').set(bearer(c.tokens.reseller)).expect(200);
    expect(res.body).toEqual({ success: true, message: 'Anda telah keluar dari kandang ini.' });
    expect(messageOf(await t.http().get('/api/users/roles').set(c.as('reseller')).expect(403))).toBe('Anda bukan anggota tenant ini.');
    expect(bodyOf<UserListDto>(await t.http().get('/api/users').set(c.as('admin')).expect(200)).items.map((u) => u.id)).not.toContain(c.users.reseller.id);
    expect((await auditRows(t, c.users.reseller.username)).map((r) => r.event)).toContain('member_left');

    expect(bodyOf<MyInfoDto>(await t.http().get('/api/my/info').set(bearer(c.tokens.owner)).expect(200)).membership!.can_leave).toBe(false);
    expect(messageOf(await t.http().post('/api/my/leave').set(bearer(c.tokens.owner)).expect(422))).toBe('Owner terakhir tidak dapat keluar dari kandang.');
    // With a second owner the first may leave.
    await t.http().put(`/api/users/${c.users.admin.id}`).set(c.as('owner')).send({ role: 'owner' }).expect(200);
    await t.http().post('/api/my/leave').set(bearer(c.tokens.owner)).expect(200);
    expect(messageOf(await t.http().post('/api/my/leave').set(bearer(c.tokens.admin)).expect(422))).toBe('Owner terakhir tidak dapat keluar dari kandang.');
  });

  it('an impersonating superadmin cannot accept or leave', async () => {
    const root = bearer(await loginAs(t, TEST_ROOT, `${TEST_ROOT}-pw`));
    const imp = bodyOf<ImpersonationDto>(await t.http().post(`/api/superadmin/impersonate/${b.id}`).set(root).expect(200)).token;
    const inv = await invite(a, 'viewer');
    await accept(imp, inv.code).expect(403);
    await t.http().post('/api/my/leave').set(bearer(imp)).expect(422);
  });

  it('an ABK marked nonaktif, or past its tanggal_selesai_kerja, cannot log in to that farm nor use its token (before: it logged in and marked tasks)', async () => {
    const c = await createTenant(t, 'Gabung ABK');
    const abk2 = `abk2-${uniq()}`;
    const added = bodyOf<UserDto>(await t.http().post('/api/users').set(c.as('admin')).send({ email: abk2, role: 'abk', password: 'abk2-pw' }).expect(201));
    // Left at the end of January 2020: long past on any clock.
    await t.http().post('/api/abk').set(c.as('admin')).send({ user_id: c.users.abk.id, nama_panggilan: 'Asep', tanggal_mulai_kerja: '2020-01-01', tanggal_selesai_kerja: '2020-01-31' }).expect(201);
    const row = bodyOf<AbkDto>(await t.http().post('/api/abk').set(c.as('admin')).send({ user_id: added.id, nama_panggilan: 'Ujang', tanggal_mulai_kerja: '2020-01-01' }).expect(201));
    const tablet = await loginAs(t, abk2, 'abk2-pw');
    await t.http().put(`/api/abk/${row.id}`).set(c.as('admin')).send({ nama_panggilan: 'Ujang', tanggal_mulai_kerja: '2020-01-01', aktif: false }).expect(200);

    for (const [email, password] of [[c.users.abk.username, c.users.abk.password], [abk2, 'abk2-pw']]) {
      expect(messageOf(await t.http().post('/api/auth/login').send({ email, password }).expect(403))).toBe('Akun Anda dinonaktifkan di kandang ini.');
    }
    // Switching them off in the register ended their sessions (issue #35): the old tokens answer 401 with the reason.
    for (const token of [c.tokens.abk, tablet]) {
      expect(messageOf(await t.http().post('/api/task-executions').set({ ...bearer(token), 'x-tenant-id': c.id }).send({}).expect(401))).toBe('Akun Anda dinonaktifkan di kandang ini.');
    }
    // /users tells the admin why: the membership's switch is on, Data ABK switches them off.
    const listed = bodyOf<UserListDto>(await t.http().get('/api/users').set(c.as('admin')).expect(200)).items;
    const standing = (id: string) => listed.filter((u) => u.id === id).map(({ aktif, nonaktif_abk }) => ({ aktif, nonaktif_abk }));
    expect([standing(c.users.abk.id), standing(added.id), standing(c.users.viewer.id)]).toEqual([
      [{ aktif: true, nonaktif_abk: true }],
      [{ aktif: true, nonaktif_abk: true }],
      [{ aktif: true, nonaktif_abk: false }],
    ]);
    // Marked active again (no end date): back in.
    await t.http().put(`/api/abk/${row.id}`).set(c.as('admin')).send({ nama_panggilan: 'Ujang', tanggal_mulai_kerja: '2020-01-01', aktif: true }).expect(200);
    await loginAs(t, abk2, 'abk2-pw');
    expect(bodyOf<UserListDto>(await t.http().get('/api/users').set(c.as('admin')).expect(200)).items.find((u) => u.id === added.id)!.nonaktif_abk).toBe(false);
  });

  it('as the runtime role: no account lookup any more, invitations only for the farm\'s owner/admin, no code can be read back', async () => {
    const inv = await invite(a, 'viewer');
    const c = new Client({ connectionString: t.settings.appDatabaseUrl });
    await c.connect();
    try {
      // Before: app_find_account('<username>') answered any account's id to a farm admin.
      await c.query('begin');
      await actAs(c, await openSession(t, a.users.admin.id));
      await c.query(`select set_config('app.tenant_id', $1, true)`, [a.id]);
      await expect(c.query('select * from app_find_account($1)', [b.users.owner.username])).rejects.toThrow(/does not exist/);
      await c.query('rollback');
      // The internal activity check is not the runtime role's to call.
      await c.query('begin');
      await expect(c.query('select app_member_active($1, $2)', [a.id, a.users.admin.id])).rejects.toThrow(/permission denied/);
      await c.query('rollback');
      // An abk of the farm neither lists nor makes invitations.
      await c.query('begin');
      await actAs(c, await openSession(t, a.users.abk.id));
      await c.query(`select set_config('app.tenant_id', $1, true)`, [a.id]);
      expect((await c.query('select id from undangan')).rows).toEqual([]);
      await expect(
        c.query(`insert into undangan (tenant_id, role, code_hash) values ($1, 'owner', sha256('kode-sendiri-123'::bytea))`, [a.id]),
      ).rejects.toThrow(/row-level security/);
      await c.query('rollback');
      // The admin lists them, but the table keeps the SHA-256 of the code only.
      await c.query('begin');
      await actAs(c, await openSession(t, a.users.admin.id));
      await c.query(`select set_config('app.tenant_id', $1, true)`, [a.id]);
      const [row] = (await c.query<{ code_hash: Buffer }>('select * from undangan where id = $1', [inv.id])).rows;
      expect(row.code_hash).toEqual(createHash('sha256').update(inv.code).digest());
      expect(JSON.stringify(row)).not.toContain(inv.code);
      await c.query('rollback');
    } finally {
      await c.end();
    }
  });
});

