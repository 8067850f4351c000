import { ThrottlerStorage } from '@nestjs/throttler';
import { Pool } from 'pg';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** Table of the shared counts (migration SharedLimits, rate-limiter-flexible's layout). */
export const RATE_LIMITS_TABLE = 'rate_limits';

/**
 * A fixed-window counter in PostgreSQL (`rate-limiter-flexible`'s RateLimiterPostgres on the
 * app's connection pool or on a pool of its own, table {@link RATE_LIMITS_TABLE}), so every app instance counts the same
 * attempts. A key's window starts with its first point and lasts `durationS` seconds; keys are
 * stored as `<keyPrefix>:<key>`. Expired rows are deleted by the library every 5 minutes (an
 * unref'd timer). Every call is one statement on a pooled connection, outside any request
 * transaction: a count survives the rollback of the request that made it.
 */
export function postgresLimiter(store: DataSource | Pool, opts: { keyPrefix: string; points: number; durationS: number }): RateLimiterPostgres {
  return new RateLimiterPostgres({
    storeClient: store,
    storeType: store instanceof Pool ? 'pool' : 'typeorm',
    tableName: RATE_LIMITS_TABLE,
    tableCreated: true,
    keyPrefix: opts.keyPrefix,
    points: opts.points,
    duration: opts.durationS,
  });
}

/**
 * Storage of @nestjs/throttler in PostgreSQL (see {@link postgresLimiter}): the per-address login
 * limit (`login-ip`) counts the attempts of every instance together. A request past the limit is
 * refused until the key's window ends (ThrottlerGuard answers 429 with the throttler's message).
 */
export class PostgresThrottlerStorage implements ThrottlerStorage {
  private readonly limiters = new Map<string, RateLimiterPostgres>();

  constructor(private readonly dataSource: DataSource) {}

  /** Counts one hit of `key` for `throttlerName` (window `ttl` ms, `limit` hits); see ThrottlerStorage. */
  async increment(key: string, ttl: number, limit: number, _blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    const id = `${throttlerName}:${ttl}:${limit}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = postgresLimiter(this.dataSource, { keyPrefix: `throttle-${throttlerName}`, points: limit, durationS: Math.max(1, Math.ceil(ttl / 1000)) });
      this.limiters.set(id, limiter);
    }
    const res = await limiter.penalty(key, 1);
    const left = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
    const isBlocked = res.consumedPoints > limit;
    return { totalHits: res.consumedPoints, timeToExpire: left, isBlocked, timeToBlockExpire: isBlocked ? left : 0 };
  }
}
