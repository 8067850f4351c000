import { ThrottlerException } from '@nestjs/throttler';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { Metrics } from '../../common/observability/metrics';
import { LOGIN_TOO_MANY, LOGIN_WINDOW_MS, LoginThrottle } from './login-throttle';

// The counts of rate_limits kept in memory, with the same window and points (the table is the e2e specs' part).
jest.mock('../../common/limits/postgres-limits', () => ({
  postgresLimiter: (_ds: unknown, o: { keyPrefix: string; points: number; durationS: number }) =>
    new RateLimiterMemory({ keyPrefix: o.keyPrefix, points: o.points, duration: o.durationS }),
}));

const LIMIT = 3;

describe('LoginThrottle (docs/adr/0007: failures per account and per account and client)', () => {
  let throttle: LoginThrottle;
  let failures: jest.Mock;

  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-03-10T03:00:00Z') });
    failures = jest.fn();
    throttle = new LoginThrottle({ loginLimitPerAccount: LIMIT }, null as never, { loginFailures: { inc: failures } } as unknown as Metrics);
  });
  afterEach(() => jest.useRealTimers());

  const failTimes = async (n: number, account: string, client: string) => {
    for (let i = 0; i < n; i++) await throttle.failed(account, client);
  };
  const refused = (account: string, client: string) => expect(throttle.assertMayTry(account, client)).rejects.toEqual(new ThrottlerException(LOGIN_TOO_MANY));
  const allowed = (account: string, client: string) => expect(throttle.assertMayTry(account, client)).resolves.toBeUndefined();

  it('refuses a client after its own LIMIT failures on the account, and counts each failure in the metric', async () => {
    await failTimes(LIMIT - 1, 'budi', '10.0.0.1');
    await allowed('budi', '10.0.0.1');
    await throttle.failed('budi', '10.0.0.1');
    await refused('budi', '10.0.0.1');
    expect(failures).toHaveBeenCalledTimes(LIMIT);
  });

  it('lets a client without failures try an account that others have locked: the owner still gets in', async () => {
    await failTimes(LIMIT, 'budi', '10.0.0.1');
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

  it('reads the account case-insensitively and without surrounding spaces', async () => {
    await failTimes(LIMIT, ' Budi ', '10.0.0.1');
    await refused('budi', '10.0.0.1');
    await refused('BUDI', '10.0.0.1');
  });

  it("forgets a client's failures on a success, but not the account's", async () => {
    await failTimes(LIMIT, 'budi', '10.0.0.1');
    await failTimes(1, 'budi', '10.0.0.2');
    await throttle.succeeded('budi', '10.0.0.1');
    await allowed('budi', '10.0.0.1');
    // 10.0.0.2 failed once and the account still holds LIMIT + 1 failures.
    await refused('budi', '10.0.0.2');
  });

  it('forgets the failures one window after the first of them', async () => {
    await failTimes(LIMIT, 'budi', '10.0.0.1');
    jest.advanceTimersByTime(LOGIN_WINDOW_MS - 1000);
    await refused('budi', '10.0.0.1');
    jest.advanceTimersByTime(1001);
    await allowed('budi', '10.0.0.1');
  });
});
