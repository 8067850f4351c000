import * as password from '../src/common/auth/password';
import { createTestApp, TestApp } from './utils/create-test-app';
import { createTenant, TestTenant } from './utils/factories';

const TOO_MANY = { success: false, message: 'Terlalu banyak percobaan login. Coba lagi dalam 1 menit.' };

/**
 * The failed-login limit holds under parallel requests (issue #35; docs/adr/0007, "Amended"): an
 * attempt is counted before its password is checked, so 50 wrong passwords sent at once reach the
 * argon2 check at most LOGIN_LIMIT_PER_ACCOUNT times from one client and twice that from any number
 * of client addresses. The checks are counted by spying on verifyPassword, the one function that
 * compares a password with its hash.
 */
describe('Login limits under parallel requests (TRUST_PROXY=loopback, 10 per account)', () => {
  let t: TestApp;
  let a: TestTenant;
  let checks: jest.SpyInstance;
  const LIMIT = 10;

  const login = (username: string, pw: string, ip: string) => t.http().post('/api/auth/login').set('x-forwarded-for', ip).send({ email: username, password: pw });
  const statuses = (answers: { status: number }[]) => answers.reduce<Record<number, number>>((n, r) => ({ ...n, [r.status]: (n[r.status] ?? 0) + 1 }), {});

  beforeAll(async () => {
    t = await createTestApp({ trustProxy: ['loopback'], loginLimitPerAccount: LIMIT, loginLimitPerIp: 1000 });
    a = await createTenant(t, 'Batas Paralel');
    checks = jest.spyOn(password, 'verifyPassword');
  });
  beforeEach(() => checks.mockClear());
  afterAll(async () => {
    checks.mockRestore();
    await t.close();
  });

  it('50 wrong passwords at once from one client: 10 reach the hash (401), 40 answer 429 in Indonesian', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => login(a.users.abk.username, `tebakan-${i}`, '203.0.113.10')));
    expect(checks).toHaveBeenCalledTimes(LIMIT);
    expect(statuses(answers)).toEqual({ 401: LIMIT, 429: 50 - LIMIT });
    expect(answers.find((r) => r.status === 429)!.body).toEqual(TOO_MANY);
    // The owner of the account, from a client that has not failed, still gets in.
    await login(a.users.abk.username, a.users.abk.password, '198.51.100.20').expect(200);
  });

  it('50 wrong passwords at once from 50 addresses: the account-wide cap lets 20 reach the hash, then every client waits', async () => {
    const u = a.users.reseller;
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => login(u.username, `tebakan-${i}`, `192.0.2.${i + 1}`)));
    expect(checks).toHaveBeenCalledTimes(2 * LIMIT);
    expect(statuses(answers)).toEqual({ 401: 2 * LIMIT, 429: 50 - 2 * LIMIT });
    // Past the cap a new address waits too, even with the right password, and its hash is not checked.
    checks.mockClear();
    await login(u.username, u.password, '198.51.100.21').expect(429);
    expect(checks).not.toHaveBeenCalled();
  });

  it('the own password change: 50 wrong current passwords at once reach the hash 10 times, the rest 429', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t
          .http()
          .post('/api/my/change-password')
          .set({ ...a.as('viewer'), 'x-forwarded-for': '203.0.113.30' })
          .send({ current_password: `salah-${i}`, new_password: 'sandi-baru-99', confirm_password: 'sandi-baru-99' }),
      ),
    );
    expect(checks).toHaveBeenCalledTimes(LIMIT);
    expect(statuses(answers)).toEqual({ 400: LIMIT, 429: 50 - LIMIT });
    expect(answers.find((r) => r.status === 429)!.body).toEqual(TOO_MANY);
  });
});
