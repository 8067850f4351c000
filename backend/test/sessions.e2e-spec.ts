import { JwtService } from '@nestjs/jwt';
import { RequestActor, TokenClaims } from '../src/common/auth/claims';
import { TenantContext } from '../src/common/tenancy/tenant-context';
import { SessionService } from '../src/modules/auth/sessions.service';
import { createTestApp, TestApp, uniq } from './utils/create-test-app';
import { createTenant, loginAs, TestTenant } from './utils/factories';
import { bodyOf, messageOf } from './utils/http';
import { SwitchTenantResponseDto } from '../src/modules/auth/dto/auth.dto';

const decode = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as TokenClaims;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Sessions that end (issue #12, docs/adr/0007-sessions-and-login-throttling.md). */
describe('Sessions: logout ends the token, also across a restart', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'Sesi A');
    b = await createTenant(t, 'Sesi B');
  });
  afterAll(() => t.close());

  it('gives every login its own session id (sid) in the token', async () => {
    const one = decode(await loginAs(t, a.users.abk.username, a.users.abk.password));
    const two = decode(await loginAs(t, a.users.abk.username, a.users.abk.password));
    expect(one.sid).toMatch(/^[0-9a-f-]{36}$/);
    expect(two.sid).not.toBe(one.sid);
  });

  it('logout: the same token answers 401 at once on every route; another session of the same user keeps working', async () => {
    const token = await loginAs(t, a.users.admin.username, a.users.admin.password);
    const other = await loginAs(t, a.users.admin.username, a.users.admin.password);
    await t.http().get('/api/coop/structure').set({ ...bearer(token), 'x-tenant-id': a.id }).expect(200);

    expect((await t.http().post('/api/auth/logout').set(bearer(token)).expect(200)).body).toEqual({ success: true, message: 'Logout berhasil' });

    for (const req of [t.http().get('/api/my'), t.http().get('/api/coop/structure').set('x-tenant-id', a.id), t.http().post('/api/auth/logout')]) {
      const res = await req.set(bearer(token)).expect(401);
      expect(messageOf(res)).toBe('Sesi tidak valid atau sudah expired. Silakan login kembali.');
    }
    await t.http().get('/api/my').set(bearer(other)).expect(200);
  });

  it('a token from switch-tenant belongs to the same session: logging out with either ends both', async () => {
    const users = await createTenant(t, 'Sesi C');
    const login = await loginAs(t, users.users.viewer.username, users.users.viewer.password);
    const switched = bodyOf<SwitchTenantResponseDto>(await t.http().post('/api/auth/switch-tenant').set(bearer(login)).send({ kandang_id: users.id }).expect(200)).token;
    expect(decode(switched).sid).toBe(decode(login).sid);
    await t.http().post('/api/auth/logout').set(bearer(switched)).expect(200);
    await t.http().get('/api/my').set(bearer(login)).expect(401);
  });

  it('stays ended after a restart (a new server process on the same database), where live sessions still work', async () => {
    const ended = await loginAs(t, b.users.owner.username, b.users.owner.password);
    const live = await loginAs(t, b.users.owner.username, b.users.owner.password);
    await t.http().post('/api/auth/logout').set(bearer(ended)).expect(200);

    const restarted = await createTestApp();
    try {
      await restarted.http().get('/api/my').set(bearer(ended)).expect(401);
      await restarted.http().get('/api/coop/structure').set({ ...bearer(live), 'x-tenant-id': b.id }).expect(200);
    } finally {
      await restarted.close();
    }
  });

  it('refuses a token without a session (issued before sessions existed) or with an unknown session, even when correctly signed', async () => {
    const { exp: _e, iat: _i, sid: _s, ...claims } = decode(a.tokens.viewer);
    const jwt = new JwtService({ secret: t.settings.jwtSecret });
    await t.http().get('/api/my').set(bearer(await jwt.signAsync(claims))).expect(401);
    await t.http().get('/api/my').set(bearer(await jwt.signAsync({ ...claims, sid: '00000000-0000-4000-8000-000000000000' }))).expect(401);
    await t.http().get('/api/my').set(bearer(await jwt.signAsync({ ...claims, sid: 'bukan-uuid' }))).expect(401);
  });

  it('endOtherSessions (for a password change) ends every other session of the user and keeps the current one', async () => {
    const u = a.users.reseller;
    const tokens = [await loginAs(t, u.username, u.password), await loginAs(t, u.username, u.password), await loginAs(t, u.username, u.password)];
    const other = await loginAs(t, a.users.abk.username, a.users.abk.password);
    const current = decode(tokens[0]);
    const actor: RequestActor = { userId: u.id, email: u.username, globalRole: 'user', claims: current };

    const ended = await t.app.get(TenantContext).runAs(actor, () => t.app.get(SessionService).endOtherSessions());
    expect(ended).toBeGreaterThanOrEqual(2); // the two above, and the fixture's login of this user

    await t.http().get('/api/my').set(bearer(tokens[0])).expect(200);
    await t.http().get('/api/my').set(bearer(tokens[1])).expect(401);
    await t.http().get('/api/my').set(bearer(tokens[2])).expect(401);
    await t.http().get('/api/my').set(bearer(other)).expect(200);
  });
});

/** Login throttling that protects users without locking them out (issue #12, ADR 0007). */
describe('Login throttling behind a trusted proxy (TRUST_PROXY=loopback)', () => {
  let t: TestApp;
  let a: TestTenant;
  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const login = (username: string, password: string, ip: string) => t.http().post('/api/auth/login').set(from(ip)).send({ email: username, password });

  beforeAll(async () => {
    t = await createTestApp({ trustProxy: ['loopback'], loginLimitPerAccount: 3, loginLimitPerIp: 1000 });
    a = await createTenant(t, 'Throttle');
  });
  afterAll(() => t.close());

  it('past the account limit, the clients that failed wait (429) while the owner logs in from a client that has not failed', async () => {
    const u = a.users.admin;
    for (let i = 0; i < 3; i++) await login(u.username, 'tebakan', '203.0.113.1').expect(401);
    // The guesser is refused even with the right password: it does not learn whether a guess is right.
    const blocked = await login(u.username, u.password, '203.0.113.1').expect(429);
    expect(blocked.body).toEqual({ success: false, message: 'Terlalu banyak percobaan login. Coba lagi dalam 1 menit.' });
    // The owner, elsewhere, gets in.
    await login(u.username, u.password, '198.51.100.7').expect(200);
    // A new client may still try while the account is over the limit; once it fails, it waits too.
    await login(u.username, 'tebakan-lain', '192.0.2.9').expect(401);
    await login(u.username, u.password, '192.0.2.9').expect(429);
  });

  it('does not count successful logins: many logins in a minute never lock the account', async () => {
    const u = a.users.abk;
    for (let i = 0; i < 8; i++) await login(u.username, u.password, '198.51.100.8').expect(200);
    await login(u.username, 'salah', '198.51.100.8').expect(401);
    await login(u.username, u.password, '198.51.100.8').expect(200);
  });

  it('counts failures per account: other accounts from the same client are not affected', async () => {
    for (let i = 0; i < 3; i++) await login(`tidak-ada-${uniq()}`, 'x', '203.0.113.50').expect(401);
    const target = `serang-${uniq()}`;
    for (let i = 0; i < 3; i++) await login(target, 'x', '203.0.113.51').expect(401);
    await login(target, 'x', '203.0.113.51').expect(429);
    await login(a.users.viewer.username, a.users.viewer.password, '203.0.113.51').expect(200);
  });
});

describe('Login throttling without a trusted proxy (default): X-Forwarded-For is ignored', () => {
  let t: TestApp;
  let a: TestTenant;

  beforeAll(async () => {
    t = await createTestApp({ loginLimitPerAccount: 3, loginLimitPerIp: 12 });
    a = await createTenant(t, 'Tanpa Proxy');
  });
  afterAll(() => t.close());

  it('a client cannot pose as a new one with X-Forwarded-For: its failures still count as its own', async () => {
    const u = a.users.owner;
    for (let i = 0; i < 3; i++) await t.http().post('/api/auth/login').set('x-forwarded-for', `10.0.0.${i}`).send({ email: u.username, password: 'salah' }).expect(401);
    await t.http().post('/api/auth/login').set('x-forwarded-for', '10.9.9.9').send({ email: u.username, password: u.password }).expect(429);
  });

  it('the per-address limit counts every attempt from the socket address, whatever X-Forwarded-For says', async () => {
    // 5 logins of the fixture and 4 attempts above came from this address; 12 are allowed a minute.
    let status = 0;
    for (let i = 0; i < 4 && status !== 429; i++) {
      status = (await t.http().post('/api/auth/login').set('x-forwarded-for', `172.16.0.${i}`).send({ email: `ip-${uniq()}`, password: 'x' })).status;
    }
    expect(status).toBe(429);
  });
});
