import { JwtService } from '@nestjs/jwt';
import { Client } from 'pg';
import { SessionKey } from '../src/common/auth/login-database';
import { createTestApp, prepareTestDatabase, TestApp, uniq } from './utils/create-test-app';
import { createTenant, loginAs, TestTenant } from './utils/factories';
import { actAs, openSession } from './utils/sessions';
import { TokenClaims } from '../src/common/auth/claims';
import { messageOf } from './utils/http';

const decode = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as TokenClaims;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * The runtime role cannot make itself superadmin (issue #19, docs/adr/0013-verified-sessions-and-the-login-role.md).
 * Each test is an attack that worked before the Accounts migration, run as `kpm_app` with its own
 * password (what a leaked DATABASE_APP_URL or an injected statement gives): the answer then → now.
 */
describe('Attacks as the runtime role kpm_app', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  let rootId: string;
  let c: Client;

  /** A transaction of kpm_app, always rolled back; `setup` names who it claims to be. */
  let inTransaction = false;
  const attempt = async <T>(setup: (c: Client) => Promise<unknown>, fn: () => Promise<T>): Promise<T> => {
    await c.query('begin');
    inTransaction = true;
    try {
      await setup(c);
      return await fn();
    } finally {
      inTransaction = false;
      await c.query('rollback');
    }
  };
  /** `sql` fails with `error`; the transaction goes on (savepoint). */
  const refused = async (sql: string, params: unknown[], error: RegExp): Promise<void> => {
    if (!inTransaction) return attempt(async () => undefined, () => refused(sql, params, error));
    await c.query('savepoint attack');
    await expect(c.query(sql, params)).rejects.toThrow(error);
    await c.query('rollback to savepoint attack');
  };
  const legacyUserId = (id: string) => (db: Client) => db.query(`select set_config('app.user_id', $1, true)`, [id]);
  const superadminHash = async () => {
    const owner = new Client({ connectionString: t.settings.ownerDatabaseUrl });
    await owner.connect();
    try {
      return (await owner.query<{ password_hash: string }>('select password_hash from users where id = $1', [rootId])).rows[0].password_hash;
    } finally {
      await owner.end();
    }
  };

  beforeAll(async () => {
    t = await createTestApp();
    rootId = (await prepareTestDatabase()).rootId;
    a = await createTenant(t, 'Akun A');
    b = await createTenant(t, 'Akun B');
    c = new Client({ connectionString: t.settings.appDatabaseUrl });
    await c.connect();
  });
  afterAll(async () => {
    await c.end();
    await t.close();
  });

  it("app.user_id set to the superadmin's id no longer makes a superadmin: no tenant, no account, no hash, nobody's rows", async () => {
    await attempt(legacyUserId(rootId), async () => {
      expect((await c.query('select app_is_superadmin() as s, app_current_user() as u')).rows[0]).toEqual({ s: false, u: null });
      expect((await c.query<{ n: number }>('select count(*)::int as n from users')).rows[0].n).toBe(0);
      expect((await c.query<{ n: number }>('select count(*)::int as n from tenants')).rows[0].n).toBe(0);
      await refused(`insert into tenants (kode, nama) values ('JAHAT', 'Jahat')`, [], /row-level security/);
      await refused(`insert into users (email, password_hash, global_role) values ('jahat', 'x', 'superadmin')`, [], /permission denied/);
      await refused(`select app_create_platform_account('jahat', 'x', 'superadmin')`, [], /Khusus superadmin/);
      await refused(`update users set password_hash = 'x' where id = $1`, [a.users.owner.id], /permission denied/);
      await refused(`update users set global_role = 'superadmin' where id = $1`, [a.users.owner.id], /permission denied/);
      expect((await c.query<{ h: string | null }>('select app_current_password_hash() as h')).rows[0].h).toBeNull();
      await refused(`select app_set_member_password($1, 'x')`, [a.users.owner.id], /Akses ditolak/);
      await refused(`select app_end_member_sessions($1)`, [a.users.owner.id], /Akses ditolak/);
      await refused(`select app_open_impersonation($1, sha256('x'), 60)`, [a.id], /Khusus superadmin/);
      await refused(`select * from app_platform_tenants()`, [], /Khusus superadmin/);
    });
    expect(await superadminHash()).toMatch(/^\$argon2id\$/);
  });

  it('cannot read any hash: app_login_lookup and app_bootstrap_superadmin belong to the login role', async () => {
    await refused(`select * from app_login_lookup('kpm-test-root')`, [], /permission denied/);
    await refused(`select app_bootstrap_superadmin('jahat', 'x')`, [], /permission denied/);
    await refused(`select password_hash from users`, [], /permission denied/);
    // Nor can it become the login role.
    await refused(`set role kpm_login`, [], /permission denied/);
  });

  it('cannot open, see the secrets of, or guess a session', async () => {
    // A real live session of the superadmin exists (its id could leak, e.g. from a log).
    const live: SessionKey = await openSession(t, rootId);
    await refused(`insert into auth_sessions (user_id, expires_at) values ($1, now() + interval '1 hour')`, [rootId], /permission denied/);
    await refused(`select app_open_session($1, sha256('x'), 60)`, [rootId], /permission denied/);
    await refused(`select secret_hash from auth_sessions`, [], /permission denied/);
    await attempt(
      (db) => actAs(db, { sid: live.sid, sk: 'geheim-yang-salah-geheim-yang-salah' }),
      async () => {
        expect((await c.query('select app_current_user() as u, app_is_superadmin() as s')).rows[0]).toEqual({ u: null, s: false });
        expect((await c.query<{ n: number }>('select count(*)::int as n from auth_sessions')).rows[0].n).toBe(0);
        await refused(`update auth_sessions set expires_at = now() + interval '1 year' where id = $1`, [live.sid], /permission denied/);
      },
    );
    // With the right secret the same session is the superadmin (this is what a token carries).
    await attempt(
      (db) => actAs(db, live),
      async () => expect((await c.query('select app_current_user() as u, app_is_superadmin() as s')).rows[0]).toEqual({ u: rootId, s: true }),
    );
  });

  it("a farm admin's own live session cannot create a superadmin, nor set another farm's owner's password, nor end another farm's sessions", async () => {
    const admin = await openSession(t, a.users.admin.id);
    await attempt(
      async (db) => {
        await actAs(db, admin);
        await db.query(`select set_config('app.tenant_id', $1, true)`, [a.id]);
      },
      async () => {
        await refused(`select app_create_platform_account('jahat', 'x', 'superadmin')`, [], /Khusus superadmin/);
        expect((await c.query<{ ok: boolean }>(`select app_set_member_password($1, 'x') as ok`, [b.users.owner.id])).rows[0].ok).toBe(false);
        expect((await c.query<{ n: number }>(`select app_end_member_sessions($1) as n`, [b.users.owner.id])).rows[0].n).toBe(0);
        expect((await c.query(`update users set email = 'dicuri' where id = $1`, [a.users.owner.id])).rowCount).toBe(0);
        expect((await c.query<{ ok: boolean }>(`select app_set_own_password('x') as ok`)).rows[0].ok).toBe(true); // its own: allowed
      },
    );
    await t.http().get('/api/my').set(bearer(b.tokens.owner)).expect(200);
  });

  it('the login role reads no table and writes none', async () => {
    const login = new Client({ connectionString: t.settings.loginDatabaseUrl });
    await login.connect();
    try {
      await expect(login.query('select count(*) from users')).rejects.toThrow(/permission denied/);
      await expect(login.query('select count(*) from auth_sessions')).rejects.toThrow(/permission denied/);
      await expect(login.query(`update users set password_hash = 'x'`)).rejects.toThrow(/permission denied/);
      await expect(login.query(`select app_set_member_password($1, 'x')`, [rootId])).rejects.toThrow(/permission denied/);
    } finally {
      await login.end();
    }
  });
});

/** Tokens are bound to their session's secret (issue #19). */
describe('Session secrets in tokens', () => {
  let t: TestApp;
  let a: TestTenant;

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'Rahasia');
  });
  afterAll(() => t.close());

  it('a token re-signed with its session id but another secret, or none, answers 401', async () => {
    const { exp: _e, iat: _i, ...claims } = decode(a.tokens.admin);
    const jwt = new JwtService({ secret: t.settings.jwtSecret });
    await t.http().get('/api/my').set(bearer(await jwt.signAsync(claims))).expect(200);
    const { sk: _sk, ...withoutSecret } = claims;
    await t.http().get('/api/my').set(bearer(await jwt.signAsync(withoutSecret))).expect(401);
    await t.http().get('/api/my').set(bearer(await jwt.signAsync({ ...claims, sk: 'x'.repeat(43) }))).expect(401);
    // Another user's id on this session: refused.
    await t.http().get('/api/my').set(bearer(await jwt.signAsync({ ...claims, sub: a.users.owner.id }))).expect(401);
  });

  it('a plain superadmin token cannot pose as an impersonation, nor an impersonation token as another farm', async () => {
    const root = await loginAs(t, 'kpm-test-root', 'kpm-test-root-pw');
    const claims = decode(root);
    const jwt = new JwtService({ secret: t.settings.jwtSecret });
    const { exp: _e, iat: _i, ...rest } = claims;
    const posed = await jwt.signAsync({ ...rest, tenant_id: a.id, impersonated_by: claims.sub });
    await t.http().get('/api/users').set({ ...bearer(posed), 'x-tenant-id': a.id }).expect(401);
  });
});

/** The own password change is throttled like a login (issue #19: before, one token tried 40 passwords a second). */
describe('Password change under the login limits', () => {
  let t: TestApp;
  let a: TestTenant;

  beforeAll(async () => {
    t = await createTestApp({ loginLimitPerAccount: 10 });
    a = await createTenant(t, 'Ganti');
  });
  afterAll(() => t.close());

  it('10 wrong current passwords in a minute, then 429 even for the right one; another account is not affected', async () => {
    const wrong = { current_password: 'salah-salah', new_password: 'baru-baru-1', confirm_password: 'baru-baru-1' };
    for (let i = 0; i < 10; i++) {
      expect(messageOf(await t.http().post('/api/my/change-password').set(bearer(a.tokens.viewer)).send(wrong).expect(400))).toBe('Password lama salah.');
    }
    const right = { ...wrong, current_password: a.users.viewer.password };
    const res = await t.http().post('/api/my/change-password').set(bearer(a.tokens.viewer)).send(right).expect(429);
    expect(messageOf(res)).toMatch(/^Terlalu banyak percobaan/);
    // The password did not change; the same account's login from this client waits too.
    await t.http().post('/api/auth/login').send({ email: a.users.viewer.username, password: a.users.viewer.password }).expect(429);
    // Another member changes its password as usual.
    const other = { current_password: a.users.reseller.password, new_password: `baru-${uniq()}`, confirm_password: '' };
    other.confirm_password = other.new_password;
    await t.http().post('/api/my/change-password').set(bearer(a.tokens.reseller)).send(other).expect(200);
  });
});
