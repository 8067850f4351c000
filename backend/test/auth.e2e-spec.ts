import { JwtService } from '@nestjs/jwt';
import { TenantContext } from '../src/common/tenancy/tenant-context';
import { UsersService } from '../src/modules/users/users.service';
import { createTestApp, TestApp, uniq } from './utils/create-test-app';
import { asSuperadmin, createTenant, inTenant, loginAs, TestTenant } from './utils/factories';
import { bodyOf, errorOf, messageOf } from './utils/http';
import { TokenClaims } from '../src/common/auth/claims';
import { LoginResponseDto, OkDto, SummaryResponseDto, SwitchTenantResponseDto } from '../src/modules/auth/dto/auth.dto';

const decode = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as TokenClaims;

describe('Login and session (spec part 1 §4.1, §7 Authentication)', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;

  beforeAll(async () => {
    t = await createTestApp({ loginLimitPerAccount: 5 });
    a = await createTenant(t, 'A');
    b = await createTenant(t, 'B');
  });
  afterAll(() => t.close());

  it('logs in a one-tenant user with the tenant fixed (mode final) and the claims of DESIGN §3', async () => {
    const u = a.users.admin;
    const res = await t.http().post('/api/auth/login').send({ email: u.username.toUpperCase(), password: u.password }).expect(200);
    expect(res.body).toMatchObject({
      success: true,
      mode: 'final',
      tenant: { id: a.id, kode: a.kode, nama: a.nama },
      memberships: [{ kandang_id: a.id, id: a.id, kode: a.kode, nama: a.nama, role: 'admin' }],
      user: { id: u.id, email: u.username, role: 'user' },
    });
    const { token } = bodyOf<LoginResponseDto>(res);
    const claims = decode(token);
    expect(claims).toMatchObject({
      sub: u.id,
      role: 'user',
      tenant_id: a.id,
      tenant_role: 'admin',
      kandang_id: a.id,
      tenant: { id: a.id, kode: a.kode, nama: a.nama },
      user: { id: u.id, email: u.username, role: 'user' },
    });
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect((JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString()) as { alg: string }).alg).toBe('HS256');
  });

  it("answers 401 'Username password salah' for a wrong password and for an unknown user", async () => {
    const wrong = await t.http().post('/api/auth/login').send({ email: a.users.abk.username, password: 'salah' }).expect(401);
    expect(wrong.body).toEqual({ success: false, message: 'Username password salah' });
    const unknown = await t.http().post('/api/auth/login').send({ email: `tidak-ada-${uniq()}`, password: 'x' }).expect(401);
    expect(messageOf(unknown)).toBe('Username password salah');
  });

  it('answers 400 naming the field when username or password is missing', async () => {
    const res = await t.http().post('/api/auth/login').send({ password: 'x' }).expect(400);
    expect(res.body).toEqual({ success: false, message: 'Username wajib diisi.', field: 'email' });
    const res2 = await t.http().post('/api/auth/login').send({ email: 'x', password: '' }).expect(400);
    expect(messageOf(res2)).toBe('Password wajib diisi.');
  });

  it("gives a user of two tenants no tenant yet (mode 'pilih'), then switch-tenant fixes one", async () => {
    const users = t.app.get(UsersService);
    const name = `dua-${uniq()}`;
    const acc = await asSuperadmin(t, () => users.createAccount(name, 'rahasia1'));
    await inTenant(t, a.id, () => users.addMembership(acc.id, 'viewer'));
    await inTenant(t, b.id, () => users.addMembership(acc.id, 'abk'));

    const login = bodyOf<LoginResponseDto>(await t.http().post('/api/auth/login').send({ email: name, password: 'rahasia1' }).expect(200));
    expect(login.mode).toBe('pilih');
    expect(login.tenant).toBeNull();
    expect(login.memberships.map((m) => [m.id, m.role])).toEqual([
      [a.id, 'viewer'],
      [b.id, 'abk'],
    ]);
    expect(decode(login.token).tenant_id).toBeNull();

    const sw = bodyOf<SwitchTenantResponseDto>(await t.http().post('/api/auth/switch-tenant').set('authorization', `Bearer ${login.token}`).send({ kandang_id: b.id }).expect(200));
    expect(sw.tenant).toEqual({ id: b.id, kode: b.kode, nama: b.nama });
    expect(decode(sw.token)).toMatchObject({ tenant_id: b.id, tenant_role: 'abk', kandang_id: b.id });

    const summary = bodyOf<SummaryResponseDto>(await t.http().get('/api/auth/summary').set('authorization', `Bearer ${sw.token}`).expect(200));
    expect(summary.tenant!.id).toBe(b.id);
    expect(summary.tenant_role).toBe('abk');
    const my = await t.http().get('/api/my').set('authorization', `Bearer ${sw.token}`).expect(200);
    expect(my.body).toMatchObject({ kandang_id: b.id, tenant: { id: b.id }, user: { email: name } });
  });

  it('refuses switch-tenant to a tenant without membership (403) and a bad id (400)', async () => {
    const res = await t.http().post('/api/auth/switch-tenant').set('authorization', `Bearer ${a.tokens.admin}`).send({ kandang_id: b.id }).expect(403);
    expect(errorOf(res).success).toBe(false);
    await t.http().post('/api/auth/switch-tenant').set('authorization', `Bearer ${a.tokens.admin}`).send({ kandang_id: 'abc' }).expect(400);
  });

  it('logs a superadmin in without a tenant; the superadmin may switch into any tenant', async () => {
    const name = `sa-${uniq()}`;
    await asSuperadmin(t, () => t.app.get(UsersService).createAccount(name, 'super123', 'superadmin'));
    const login = bodyOf<LoginResponseDto>(await t.http().post('/api/auth/login').send({ email: name, password: 'super123' }).expect(200));
    expect(login).toMatchObject({ tenant: null, mode: 'final', memberships: [], user: { role: 'superadmin' } });
    expect(decode(login.token).role).toBe('superadmin');
    const sw = bodyOf<SwitchTenantResponseDto>(await t.http().post('/api/auth/switch-tenant').set('authorization', `Bearer ${login.token}`).send({ kandang_id: a.id }).expect(200));
    expect(decode(sw.token)).toMatchObject({ role: 'superadmin', tenant_id: a.id, tenant_role: 'superadmin' });
    await t.http().get('/api/coop/structure').set('authorization', `Bearer ${sw.token}`).expect(200);
  });

  it('answers 401 for a missing, malformed, expired or wrongly signed token', async () => {
    await t.http().get('/api/my').expect(401);
    await t.http().get('/api/my').set('authorization', 'Bearer abc.def.ghi').expect(401);
    const { exp: _e, iat: _i, ...claims } = decode(a.tokens.admin);
    const expired = await new JwtService({ secret: t.settings.jwtSecret }).signAsync({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 });
    const r = await t.http().get('/api/my').set('authorization', `Bearer ${expired}`).expect(401);
    expect(messageOf(r)).toMatch(/expired/);
    const forged = await new JwtService({ secret: 'another-secret-another-secret-xx' }).signAsync(claims);
    await t.http().get('/api/my').set('authorization', `Bearer ${forged}`).expect(401);
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${a.tokens.admin.split('.')[1]}.`;
    await t.http().get('/api/my').set('authorization', `Bearer ${none}`).expect(401);
  });

  it('logout answers ok for a logged-in user', async () => {
    const res = await t.http().post('/api/auth/logout').set('authorization', `Bearer ${a.tokens.viewer}`).expect(200);
    expect(bodyOf<OkDto>(res).success).toBe(true);
  });

  it('reads the role from the database on every request: a role change and a removal apply at once', async () => {
    const users = t.app.get(UsersService);
    const name = `ubah-${uniq()}`;
    const acc = await asSuperadmin(t, () => users.createAccount(name, 'rahasia1'));
    await inTenant(t, a.id, () => users.addMembership(acc.id, 'admin'));
    const token = await loginAs(t, name, 'rahasia1');
    const headers = { authorization: `Bearer ${token}`, 'x-tenant-id': a.id };
    await t.http().get('/api/coop/structure').set(headers).expect(200);

    const sql = (text: string) => inTenant(t, a.id, () => t.app.get(TenantContext).manager.query(text, [acc.id]));
    await sql(`update memberships set role = 'viewer' where user_id = $1`);
    await t.http().get('/api/coop/structure').set(headers).expect(403);
    await t.http().get('/api/tingkat-lokasi').set(headers).expect(200);

    await sql('delete from memberships where user_id = $1');
    await t.http().get('/api/tingkat-lokasi').set(headers).expect(403);
  });

  it("answers 403 'Tenant nonaktif' on an inactive tenant, at login and on requests", async () => {
    const c = await createTenant(t, 'C');
    await asSuperadmin(t, () => t.app.get(TenantContext).manager.query('update tenants set is_active = false where id = $1', [c.id]));
    const req = await t.http().get('/api/tingkat-lokasi').set(c.as('admin')).expect(403);
    expect(messageOf(req)).toBe('Tenant nonaktif');
    const login = await t.http().post('/api/auth/login').send({ email: c.users.admin.username, password: c.users.admin.password }).expect(403);
    expect(messageOf(login)).toBe('Tenant nonaktif');
  });

  it('throttles login attempts per username (429 in Indonesian), other usernames unaffected', async () => {
    const target = `serang-${uniq()}`;
    for (let i = 0; i < 5; i++) await t.http().post('/api/auth/login').send({ email: target, password: 'x' }).expect(401);
    const blocked = await t.http().post('/api/auth/login').send({ email: target, password: 'x' }).expect(429);
    expect(blocked.body).toEqual({ success: false, message: 'Terlalu banyak percobaan login. Coba lagi dalam 1 menit.' });
    await t.http().post('/api/auth/login').send({ email: a.users.owner.username, password: a.users.owner.password }).expect(200);
  });
});

describe('Login throttling per IP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ loginLimitPerIp: 4, loginLimitPerAccount: 100 });
  });
  afterAll(() => t.close());

  it('refuses the attempt past the limit from one IP whatever the username', async () => {
    for (let i = 0; i < 4; i++) await t.http().post('/api/auth/login').send({ email: `ip-${i}-${uniq()}`, password: 'x' }).expect(401);
    await t.http().post('/api/auth/login').send({ email: `ip-x-${uniq()}`, password: 'x' }).expect(429);
  });
});
