import { createTestApp, TEST_ROOT, TestApp, uniq } from './utils/create-test-app';
import { auditRows } from './utils/audit';
import { createTenant, loginAs, TestTenant } from './utils/factories';
import { bodyOf, errorOf, messageOf } from './utils/http';
import { RolesDto, UserDto, UserListDto } from '../src/modules/users/dto/users.dto';
import { LoginResponseDto, MyResponseDto } from '../src/modules/auth/dto/auth.dto';
import { ImpersonationDto } from '../src/modules/tenants/dto/tenants.dto';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const TAKEN = 'Username sudah dipakai.';
const MEMBER_INACTIVE = 'Akun Anda dinonaktifkan di kandang ini.';
const OWNER_ONLY = 'Hanya pemilik kandang yang dapat mengubah, menonaktifkan, atau menghapus admin dan pemilik kandang.';

/** Users of a farm (/users, issue #15; spec part 2 'Data Users', §5 'User', §7 'Users and session'). */
describe('Users of a farm', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'Users A');
    b = await createTenant(t, 'Users B');
  });
  afterAll(() => t.close());

  it('lists the farm members with id, username, role and created_at', async () => {
    const res = await t.http().get('/api/users').set(a.as('admin')).expect(200);
    const { items } = bodyOf<UserListDto>(res);
    expect(items).toHaveLength(5);
    expect(items.map((u) => u.email).sort()).toEqual(Object.values(a.users).map((u) => u.username).sort());
    expect(Object.keys(items[0]).sort()).toEqual(['aktif', 'created_at', 'email', 'id', 'nonaktif_abk', 'role']);
    expect(items.every((u) => u.aktif === true)).toBe(true);
  });

  it('roles: an owner may grant every role, an admin all but owner', async () => {
    expect(bodyOf<RolesDto>(await t.http().get('/api/users/roles').set(a.as('owner')).expect(200)).items).toEqual(['owner', 'admin', 'abk', 'reseller', 'viewer']);
    expect(bodyOf<RolesDto>(await t.http().get('/api/users/roles').set(a.as('admin')).expect(200)).items).toEqual(['admin', 'abk', 'reseller', 'viewer']);
  });

  it('only admin/owner reach the user routes', async () => {
    for (const role of ['abk', 'reseller', 'viewer'] as const) {
      await t.http().get('/api/users').set(a.as(role)).expect(403);
      await t.http().post('/api/users').set(a.as(role)).send({ email: `x-${uniq()}`, role: 'abk' }).expect(403);
    }
  });

  it('creates a new account with a password; it logs in with the role; audit row user_added', async () => {
    const email = `baru-${uniq()}`;
    const res = await t.http().post('/api/users').set(a.as('admin')).send({ email, role: 'viewer', password: 'rahasia1' }).expect(201);
    expect(res.body).toMatchObject({ email, role: 'viewer' });
    const token = await loginAs(t, email, 'rahasia1');
    expect((await t.http().get('/api/my').set({ authorization: `Bearer ${token}` }).expect(200)).body).toMatchObject({ tenant: { id: a.id }, tenant_role: 'viewer' });
    const rows = await auditRows(t, email);
    expect(rows.map((r) => r.event)).toContain('user_added');
    expect(rows.find((r) => r.event === 'user_added')).toMatchObject({ tenant_id: a.id, actor_email: a.users.admin.username });
  });

  it('without a password the account cannot log in until one is set', async () => {
    const email = `tanpa-${uniq()}`;
    const body = bodyOf<UserDto>(await t.http().post('/api/users').set(a.as('admin')).send({ email, role: 'abk' }).expect(201));
    const fail = await t.http().post('/api/auth/login').send({ email, password: '' }).expect((r) => expect([400, 401]).toContain(r.status));
    expect(errorOf(fail).success).toBe(false);
    expect(messageOf(await t.http().post('/api/auth/login').send({ email, password: 'apa-saja' }).expect(401))).toBe('Username password salah');
    await t.http().put(`/api/users/${body.id}`).set(a.as('admin')).send({ password: 'sudah-ada' }).expect(200);
    await loginAs(t, email, 'sudah-ada');
    expect((await auditRows(t, email)).map((r) => r.event)).toEqual(expect.arrayContaining(['user_added', 'login_failure', 'password_set', 'login_success']));
  });

  it("an admin cannot attach another farm's owner, the superadmin or an inactive farm's owner (before: 201 with their id); 409 with the same message, nothing attached", async () => {
    const inactive = await createTenant(t, 'Users Nonaktif');
    const root = bearer(await loginAs(t, TEST_ROOT, `${TEST_ROOT}-pw`));
    await t.http().patch(`/api/superadmin/tenants/${inactive.id}/status`).set(root).send({ status: false }).expect(200);
    const before = bodyOf<UserListDto>(await t.http().get('/api/users').set(a.as('admin')).expect(200)).items;
    const victims = [b.users.owner.username, b.users.owner.username.toUpperCase(), TEST_ROOT, inactive.users.owner.username, a.users.viewer.username];
    for (const email of victims) {
      const res = await t.http().post('/api/users').set(a.as('admin')).send({ email, role: 'abk', password: 'diabaikan' }).expect(409);
      // The same answer for each: no id, no hint of whom the username belongs to.
      expect(res.body).toEqual({ success: false, message: TAKEN });
    }
    const after = bodyOf<UserListDto>(await t.http().get('/api/users').set(a.as('admin')).expect(200)).items;
    expect(after).toEqual(before);
    expect(after.map((u) => u.email)).not.toContain(TEST_ROOT);
    // The victim's login is unchanged: one farm, opened directly.
    const login = await t.http().post('/api/auth/login').send({ email: b.users.owner.username, password: b.users.owner.password }).expect(200);
    expect(login.body).toMatchObject({ mode: 'final', tenant: { id: b.id } });
    expect(bodyOf<LoginResponseDto>(login).memberships).toHaveLength(1);
    // Its own farm still manages its password.
    await t.http().put(`/api/users/${b.users.owner.id}`).set(b.as('owner')).send({ password: b.users.owner.password }).expect(200);
    b.tokens.owner = await loginAs(t, b.users.owner.username, b.users.owner.password);
  });

  it('the superadmin (its own session, on a farm route) may still add an existing account; twice → 409', async () => {
    const root = { ...bearer(await loginAs(t, TEST_ROOT, `${TEST_ROOT}-pw`)), 'x-tenant-id': a.id };
    const other = b.users.viewer;
    const res = await t.http().post('/api/users').set(root).send({ email: other.username.toUpperCase(), role: 'abk', password: 'diabaikan' }).expect(201);
    expect(res.body).toMatchObject({ id: other.id, email: other.username, role: 'abk', aktif: true });
    await loginAs(t, other.username, other.password);
    expect(messageOf(await t.http().post('/api/users').set(root).send({ email: other.username, role: 'abk' }).expect(409))).toBe('User sudah terdaftar di kandang ini.');
    // It now belongs to two farms, one the admin of A does not manage: A may not set its password.
    expect(messageOf(await t.http().put(`/api/users/${other.id}`).set(a.as('admin')).send({ password: 'ambil-alih' }).expect(422))).toBe(
      'Password user ini tidak dapat diubah dari kandang ini (akun juga terdaftar di kandang lain).',
    );
    await loginAs(t, other.username, other.password);
  });

  it('an impersonating superadmin is a farm admin: an existing username answers 409 too', async () => {
    const root = bearer(await loginAs(t, TEST_ROOT, `${TEST_ROOT}-pw`));
    const imp = bodyOf<ImpersonationDto>(await t.http().post(`/api/superadmin/impersonate/${a.id}`).set(root).expect(200)).token;
    const res = await t.http().post('/api/users').set({ ...bearer(imp), 'x-tenant-id': a.id }).send({ email: b.users.admin.username, role: 'abk' }).expect(409);
    expect(messageOf(res)).toBe(TAKEN);
  });

  it('deactivation (before: no such flag): the member\'s sessions end, login answers 403 with the message, the farm answers 403; reactivation lets it back', async () => {
    const c = await createTenant(t, 'Users Aktif');
    const tablet = await loginAs(t, c.users.abk.username, c.users.abk.password);
    const res = await t.http().put(`/api/users/${c.users.abk.id}`).set(c.as('admin')).send({ aktif: false }).expect(200);
    expect(res.body).toMatchObject({ id: c.users.abk.id, aktif: false });
    // The ended tokens say why (the browser repeats it on its login screen).
    for (const token of [c.tokens.abk, tablet]) expect(messageOf(await t.http().get('/api/my').set(bearer(token)).expect(401))).toBe(MEMBER_INACTIVE);
    const login = await t.http().post('/api/auth/login').send({ email: c.users.abk.username, password: c.users.abk.password }).expect(403);
    expect(messageOf(login)).toBe(MEMBER_INACTIVE);
    const listed = bodyOf<UserListDto>(await t.http().get('/api/users').set(c.as('admin')).expect(200)).items.find((u) => u.id === c.users.abk.id);
    expect(listed!.aktif).toBe(false);
    expect((await auditRows(t, c.users.abk.username)).find((r) => r.event === 'member_status_changed')).toMatchObject({ tenant_id: c.id, detail: { aktif: false, sessions_ended: 2 } });

    await t.http().put(`/api/users/${c.users.abk.id}`).set(c.as('admin')).send({ aktif: true }).expect(200);
    const back = await loginAs(t, c.users.abk.username, c.users.abk.password);
    await t.http().post('/api/auth/switch-tenant').set(bearer(back)).send({ kandang_id: c.id }).expect(200);
    expect(bodyOf<MyResponseDto>(await t.http().get('/api/my').set(bearer(back)).expect(200)).tenant).toMatchObject({ id: c.id });
  });

  it('a member inactive in one farm logs in to its other farm only; the inactive farm answers 403 to its token', async () => {
    const c = await createTenant(t, 'Users Dua A');
    const d = await createTenant(t, 'Users Dua B');
    // The superadmin adds the viewer of C to D as well.
    const root = { ...bearer(await loginAs(t, TEST_ROOT, `${TEST_ROOT}-pw`)), 'x-tenant-id': d.id };
    await t.http().post('/api/users').set(root).send({ email: c.users.viewer.username, role: 'viewer' }).expect(201);
    await t.http().put(`/api/users/${c.users.viewer.id}`).set(d.as('admin')).send({ aktif: false }).expect(200);
    const login = await t.http().post('/api/auth/login').send({ email: c.users.viewer.username, password: c.users.viewer.password }).expect(200);
    expect(login.body).toMatchObject({ mode: 'final', tenant: { id: c.id } });
    const session = bodyOf<LoginResponseDto>(login);
    expect(session.memberships.map((x) => x.id)).toEqual([c.id]);
    const res = await t.http().get('/api/users/roles').set({ ...bearer(session.token), 'x-tenant-id': d.id }).expect(403);
    expect(messageOf(res)).toBe(MEMBER_INACTIVE);
    expect(messageOf(await t.http().post('/api/auth/switch-tenant').set(bearer(session.token)).send({ kandang_id: d.id }).expect(403))).toBe(MEMBER_INACTIVE);
  });

  it('deactivation rules: not yourself, an owner only by an owner (403), never the last active owner', async () => {
    const c = await createTenant(t, 'Users Aturan');
    const put = (role: 'owner' | 'admin', id: string, aktif: unknown) => t.http().put(`/api/users/${id}`).set(c.as(role)).send({ aktif });
    expect(messageOf(await put('admin', c.users.admin.id, false).expect(422))).toBe('Anda tidak dapat menonaktifkan atau menghapus akun Anda sendiri.');
    expect(messageOf(await put('admin', c.users.owner.id, false).expect(403))).toBe(OWNER_ONLY);
    expect(messageOf(await put('owner', c.users.viewer.id, 'tidak').expect(400))).toBe('aktif harus true atau false.');
    // A second owner, switched off, does not count: the first stays the last active owner.
    await t.http().put(`/api/users/${c.users.admin.id}`).set(c.as('owner')).send({ role: 'owner' }).expect(200);
    await put('owner', c.users.admin.id, false).expect(200);
    const root = { ...bearer(await loginAs(t, TEST_ROOT, `${TEST_ROOT}-pw`)), 'x-tenant-id': c.id };
    for (const req of [
      t.http().put(`/api/users/${c.users.owner.id}`).set(root).send({ aktif: false }),
      t.http().delete(`/api/users/${c.users.owner.id}`).set(root),
    ]) {
      expect(messageOf(await req.expect(422))).toBe('Owner aktif terakhir kandang ini tidak dapat dinonaktifkan atau dihapus.');
    }
    expect(messageOf(await t.http().delete(`/api/users/${c.users.owner.id}`).set(c.as('owner')).expect(422))).toBe(
      'Anda tidak dapat menonaktifkan atau menghapus akun Anda sendiri.',
    );
    const lastOwner = await t.http().put(`/api/users/${c.users.admin.id}`).set(c.as('owner')).send({ role: 'admin' }).expect(200);
    expect(lastOwner.body).toMatchObject({ role: 'admin', aktif: false });
  });

  it('removal: the member leaves the list, its sessions end, login to that farm fails; the account stays', async () => {
    const c = await createTenant(t, 'Users Hapus');
    const res = await t.http().delete(`/api/users/${c.users.reseller.id}`).set(c.as('admin')).expect(200);
    expect(res.body).toEqual({ success: true, message: 'User dihapus dari kandang ini.' });
    await t.http().get('/api/my').set(bearer(c.tokens.reseller)).expect(401);
    const items = bodyOf<UserListDto>(await t.http().get('/api/users').set(c.as('admin')).expect(200)).items;
    expect(items.map((u) => u.id)).not.toContain(c.users.reseller.id);
    // No farm left: it logs in without a farm (nothing to open), and its old farm answers 403.
    const login = await t.http().post('/api/auth/login').send({ email: c.users.reseller.username, password: c.users.reseller.password }).expect(200);
    const session = bodyOf<LoginResponseDto>(login);
    expect(session.memberships).toEqual([]);
    expect(messageOf(await t.http().get('/api/users/roles').set({ ...bearer(session.token), 'x-tenant-id': c.id }).expect(403))).toBe('Anda bukan anggota tenant ini.');
    await t.http().delete(`/api/users/${c.users.reseller.id}`).set(c.as('admin')).expect(404);
    expect((await auditRows(t, c.users.reseller.username)).map((r) => r.event)).toContain('member_removed');
  });

  it('validation messages', async () => {
    const post = (body: object) => t.http().post('/api/users').set(a.as('admin')).send(body).expect(400);
    expect(messageOf(await post({ email: '  ', role: 'abk' }))).toBe('Username wajib diisi');
    expect(messageOf(await post({ role: 'abk' }))).toBe('Username wajib diisi');
    expect(messageOf(await post({ email: `x-${uniq()}`, role: 'boss' }))).toBe('Role tidak valid.');
    expect(messageOf(await post({ email: `x-${uniq()}`, role: 'abk', password: '12345' }))).toBe('Password minimal 6 karakter');
    const id = a.users.viewer.id;
    expect(messageOf(await t.http().put(`/api/users/${id}`).set(a.as('admin')).send({}).expect(400))).toBe('Isi role atau password.');
    expect(messageOf(await t.http().delete(`/api/users/bukan-uuid`).set(a.as('admin')).expect(400))).toBe('ID tidak valid.');
    expect(messageOf(await t.http().put(`/api/users/bukan-uuid`).set(a.as('admin')).send({ role: 'abk' }).expect(400))).toBe('ID tidak valid.');
  });

  it('only an owner grants the owner role (422 for an admin); an admin touching the owner: 403', async () => {
    const msg = 'Hanya owner yang dapat memberi atau mencabut role owner.';
    expect(messageOf(await t.http().post('/api/users').set(a.as('admin')).send({ email: `o-${uniq()}`, role: 'owner' }).expect(422))).toBe(msg);
    expect(messageOf(await t.http().put(`/api/users/${a.users.viewer.id}`).set(a.as('admin')).send({ role: 'owner' }).expect(422))).toBe(msg);
    expect(messageOf(await t.http().put(`/api/users/${a.users.owner.id}`).set(a.as('admin')).send({ role: 'viewer' }).expect(403))).toBe(OWNER_ONLY);
    expect(messageOf(await t.http().put(`/api/users/${a.users.owner.id}`).set(a.as('admin')).send({ password: 'ambil-alih' }).expect(403))).toBe(OWNER_ONLY);
    expect(messageOf(await t.http().delete(`/api/users/${a.users.owner.id}`).set(a.as('admin')).expect(403))).toBe(OWNER_ONLY);
  });

  it('an admin cannot reset the password of, demote, deactivate or remove another admin (403, nothing changed); the owner can; the admin still manages abk/viewer/reseller', async () => {
    const c = await createTenant(t, 'Users Admin');
    const email = `admin2-${uniq()}`;
    const second = bodyOf<UserDto>(await t.http().post('/api/users').set(c.as('owner')).send({ email, role: 'admin', password: 'rahasia2' }).expect(201));
    const token = await loginAs(t, email, 'rahasia2');
    for (const req of [
      t.http().put(`/api/users/${second.id}`).set(c.as('admin')).send({ password: 'ambil-alih' }),
      t.http().put(`/api/users/${second.id}`).set(c.as('admin')).send({ role: 'viewer' }),
      t.http().put(`/api/users/${second.id}`).set(c.as('admin')).send({ aktif: false }),
      t.http().delete(`/api/users/${second.id}`).set(c.as('admin')),
    ]) {
      expect(messageOf(await req.expect(403))).toBe(OWNER_ONLY);
    }
    // Nothing changed: same role, active, its session alive, its password the old one.
    expect(bodyOf<UserListDto>(await t.http().get('/api/users').set(c.as('owner')).expect(200)).items.find((u) => u.id === second.id)).toMatchObject({ role: 'admin', aktif: true });
    await t.http().get('/api/users').set({ ...bearer(token), 'x-tenant-id': c.id }).expect(200);
    await loginAs(t, email, 'rahasia2');
    // The admin manages the other roles.
    for (const role of ['abk', 'viewer', 'reseller'] as const) await t.http().put(`/api/users/${c.users[role].id}`).set(c.as('admin')).send({ password: `baru-${role}` }).expect(200);
    await t.http().put(`/api/users/${c.users.viewer.id}`).set(c.as('admin')).send({ role: 'reseller' }).expect(200);
    // The owner may: a lower role ends the second admin's sessions.
    await t.http().put(`/api/users/${second.id}`).set(c.as('owner')).send({ role: 'viewer' }).expect(200);
    await t.http().get('/api/my').set(bearer(token)).expect(401);
  });

  it('the last owner keeps the role (422); with a second owner the first may step down', async () => {
    const c = await createTenant(t, 'Users C');
    expect(messageOf(await t.http().put(`/api/users/${c.users.owner.id}`).set(c.as('owner')).send({ role: 'admin' }).expect(422))).toBe(
      'Owner terakhir kandang ini tidak dapat diubah rolenya.',
    );
    await t.http().put(`/api/users/${c.users.admin.id}`).set(c.as('owner')).send({ role: 'owner' }).expect(200);
    await t.http().put(`/api/users/${c.users.owner.id}`).set(c.as('owner')).send({ role: 'admin' }).expect(200);
    expect((await auditRows(t, c.users.owner.username)).map((r) => r.event)).toContain('role_change');
  });

  it('a higher role takes effect at the next request of the same token; a lower role ends every session of the member', async () => {
    const c = await createTenant(t, 'Users D');
    await t.http().get('/api/users').set(c.as('viewer')).expect(403);
    await t.http().put(`/api/users/${c.users.viewer.id}`).set(c.as('owner')).send({ role: 'admin' }).expect(200);
    await t.http().get('/api/users').set(c.as('viewer')).expect(200);
    // Before: the admin-turned-abk kept its token and got 403 on /users; now its token is dead (401).
    const second = await loginAs(t, c.users.viewer.username, c.users.viewer.password);
    await t.http().put(`/api/users/${c.users.viewer.id}`).set(c.as('owner')).send({ role: 'abk' }).expect(200);
    for (const token of [c.tokens.viewer, second]) {
      const res = await t.http().get('/api/my').set({ authorization: `Bearer ${token}` }).expect(401);
      expect(messageOf(res)).toBe('Sesi tidak valid atau sudah expired. Silakan login kembali.');
    }
    // Logging in again gives the new role.
    const fresh = await loginAs(t, c.users.viewer.username, c.users.viewer.password);
    await t.http().get('/api/users').set({ authorization: `Bearer ${fresh}`, 'x-tenant-id': c.id }).expect(403);
    expect(bodyOf<MyResponseDto>(await t.http().get('/api/my').set({ authorization: `Bearer ${fresh}` }).expect(200)).tenant_role).toBe('abk');
  });

  it("an admin's new password for a member ends all of that member's sessions at once (before: the old token answered 200 for up to 12 h)", async () => {
    const c = await createTenant(t, 'Users E');
    const tablet = await loginAs(t, c.users.abk.username, c.users.abk.password);
    await t.http().get('/api/my').set({ authorization: `Bearer ${tablet}` }).expect(200);
    await t.http().put(`/api/users/${c.users.abk.id}`).set(c.as('admin')).send({ password: 'baru-rahasia' }).expect(200);
    for (const token of [c.tokens.abk, tablet]) await t.http().get('/api/my').set({ authorization: `Bearer ${token}` }).expect(401);
    // The admin's own session is untouched; the member logs in with the new password only.
    await t.http().get('/api/users').set(c.as('admin')).expect(200);
    await t.http().post('/api/auth/login').send({ email: c.users.abk.username, password: c.users.abk.password }).expect(401);
    await loginAs(t, c.users.abk.username, 'baru-rahasia');
  });

  it("another farm's user answers 404", async () => {
    expect(messageOf(await t.http().put(`/api/users/${b.users.abk.id}`).set(a.as('admin')).send({ role: 'viewer' }).expect(404))).toBe('User tidak ditemukan.');
  });
});
