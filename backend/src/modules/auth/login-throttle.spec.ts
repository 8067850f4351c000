import { ThrottlerException } from '@nestjs/throttler';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { Metrics } from '../../common/observability/metrics';
import { LOGIN_TOO_MANY, LOGIN_WINDOW_MS, LoginThrottle, mayTry } from './login-throttle';

// The counts of rate_limits kept in memory, with the same window and points (the table is the e2e specs' part).
jest.mock('../../common/limits/postgres-limits', () => ({
  postgresLimiter: (_ds: unknown, o: { keyPrefix: string; points: number; durationS: number }) =>
    new RateLimiterMemory({ keyPrefix: o.keyPrefix, points: o.points, duration: o.durationS }),
}));

const LIMIT = 3;

describe('mayTry (docs/adr/0007, amended: counts taken with the attempt itself)', () => {
  it('lets a client try while its own count and the account are within the limit', () => {
    expect(mayTry(1, 1, LIMIT)).toBe(true);
    expect(mayTry(LIMIT, LIMIT, LIMIT)).toBe(true);
    expect(mayTry(LIMIT + 1, LIMIT + 1, LIMIT)).toBe(false);
  });

  it('past the account limit, only a client without another attempt, and never past twice the limit', () => {
    expect(mayTry(1, LIMIT + 1, LIMIT)).toBe(true);
    expect(mayTry(1, 2 * LIMIT, LIMIT)).toBe(true);
    expect(mayTry(2, LIMIT + 1, LIMIT)).toBe(false);
    expect(mayTry(1, 2 * LIMIT + 1, LIMIT)).toBe(false);
  });
});

describe('LoginThrottle (docs/adr/0007: attempts counted before the hash, per account and per account and client)', () => {
  let throttle: LoginThrottle;
  let failures: jest.Mock;

  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-03-10T03:00:00Z') });
    failures = jest.fn();
    throttle = new LoginThrottle({ loginLimitPerAccount: LIMIT, appDatabaseUrl: 'postgres://unused@127.0.0.1:1/unused' }, { loginFailures: { inc: failures } } as unknown as Metrics);
  });
  afterEach(async () => {
    jest.useRealTimers();
    await throttle.onModuleDestroy();
  });

  const failTimes = async (n: number, account: string, client: string) => {
    for (let i = 0; i < n; i++) await (await throttle.begin(account, client)).failed();
  };
  const refused = (account: string, client: string) => expect(throttle.begin(account, client)).rejects.toEqual(new ThrottlerException(LOGIN_TOO_MANY));
  /** Allowed: the attempt is given back at once (as a check that said nothing about the password). */
  const allowed = async (account: string, client: string) => (await throttle.begin(account, client)).released();

  it('refuses a client after its own LIMIT failures on the account, and counts each failure in the metric', async () => {
    await failTimes(LIMIT - 1, 'budi', '10.0.0.1');
    await allowed('budi', '10.0.0.1');
    await throttle.begin('budi', '10.0.0.1').then((a) => a.failed());
    await refused('budi', '10.0.0.1');
    expect(failures).toHaveBeenCalledTimes(LIMIT);
  });

  it('lets a client without failures try an account that one guesser has locked: the owner still gets in', async () => {
    await failTimes(LIMIT, 'budi', '10.0.0.1');
    await allowed('budi', '10.0.0.2');
    await (await throttle.begin('budi', '10.0.0.2')).succeeded();
    await allowed('budi', '10.0.0.2');
  });

  it('refuses a client that failed once when the account has reached LIMIT failures from all clients together', async () => {
    await failTimes(1, 'budi', '10.0.0.2');
    await allowed('budi', '10.0.0.2');
    await failTimes(LIMIT - 1, 'budi', '10.0.0.1');
    await refused('budi', '10.0.0.2');
    // Another account of the same client is not touched.
    await allowed('sari', '10.0.0.2');
  });

  it('caps the account at twice the limit whatever the number of client addresses', async () => {
    for (let i = 0; i < 2 * LIMIT; i++) await failTimes(1, 'budi', `10.0.1.${i}`);
    await refused('budi', '10.0.2.1');
    await allowed('sari', '10.0.2.1');
  });

  it('lets at most LIMIT parallel attempts of one client, and 2·LIMIT of many clients, reach the check', async () => {
    const settle = (results: PromiseSettledResult<unknown>[]) => results.filter((r) => r.status === 'fulfilled').length;
    expect(settle(await Promise.allSettled(Array.from({ length: 50 }, () => throttle.begin('budi', '10.0.0.1'))))).toBe(LIMIT);
    expect(settle(await Promise.allSettled(Array.from({ length: 50 }, (_, i) => throttle.begin('sari', `10.0.3.${i}`))))).toBe(2 * LIMIT);
  });

  it('reads the account case-insensitively and without surrounding spaces', async () => {
    await failTimes(LIMIT, ' Budi ', '10.0.0.1');
    await refused('budi', '10.0.0.1');
    await refused('BUDI', '10.0.0.1');
  });

  it("forgets a client's failures on a success, but not the account's; successes never lock the account", async () => {
    await failTimes(LIMIT, 'budi', '10.0.0.1');
    await failTimes(1, 'budi', '10.0.0.2');
    await (await throttle.begin('budi', '10.0.0.3')).succeeded();
    // 10.0.0.2 failed once and the account holds LIMIT + 1 failures.
    await refused('budi', '10.0.0.2');
    for (let i = 0; i < 4 * LIMIT; i++) await (await throttle.begin('sari', '10.0.0.4')).succeeded();
    await allowed('sari', '10.0.0.4');
  });

  it('forgets the failures one window after the first of them', async () => {
    await failTimes(LIMIT, 'budi', '10.0.0.1');
    jest.advanceTimersByTime(LOGIN_WINDOW_MS - 1000);
    await refused('budi', '10.0.0.1');
    jest.advanceTimersByTime(1001);
    await allowed('budi', '10.0.0.1');
  });
});
