import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { Pool } from 'pg';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import { postgresLimiter } from '../../common/limits/postgres-limits';
import { Metrics } from '../../common/observability/metrics';
import type { AppSettings } from '../../config/settings';

/** The token under which app.module.ts provides AppSettings (a string, to avoid an import cycle). */
const APP_SETTINGS = 'APP_SETTINGS';

/** Answer of a refused login attempt (429). */
export const LOGIN_TOO_MANY = 'Terlalu banyak percobaan login. Coba lagi dalam 1 menit.';

/** Failures are counted in windows of this length (from an account's or a pair's first attempt). */
export const LOGIN_WINDOW_MS = 60_000;

/**
 * Whether an attempt that has just been counted may reach the password hash (the pure rule of
 * {@link LoginThrottle}; docs/adr/0007-sessions-and-login-throttling.md, "Amended"). `mine` is the
 * client's count on the account and `account` the account's count from all clients, both taken
 * atomically *with* this attempt (so ≥ 1): the failures of the window plus the attempts still
 * being checked. `limit` is LOGIN_LIMIT_PER_ACCOUNT.
 *
 * - `mine > limit`: no — a client gets `limit` tries per account and window;
 * - `account ≤ limit`: yes;
 * - `account ≤ 2·limit`: only a client with no other attempt in the window (`mine === 1`) — the
 *   owner on the farm's tablet still gets in while one guesser has used up the account's limit;
 * - beyond `2·limit`: no one, whatever its address: the account-wide cap.
 */
export function mayTry(mine: number, account: number, limit: number): boolean {
  if (mine > limit) return false;
  if (account <= limit) return true;
  return account <= 2 * limit && mine === 1;
}

/** One counted login attempt (or own password check) that is allowed to reach the hash; settle it exactly once. */
export interface LoginAttempt {
  /** The password was wrong: the attempt stays counted (and counts in the metric login_failures_total). */
  failed(): Promise<void>;
  /** The password was right: the attempt is given back to the account, and this client's failures on it are forgotten. */
  succeeded(): Promise<void>;
  /** The check ended otherwise (an error that says nothing about the password): the attempt is given back. */
  released(): Promise<void>;
}

/**
 * Failed logins per account, counted *before* the password is checked, so that parallel attempts
 * cannot pass together (docs/adr/0007-sessions-and-login-throttling.md, "Amended"). Every attempt
 * takes one point of its (account, client) key and then of its account key, each in one
 * statement (`insert … on conflict do update … returning`, rate-limiter-flexible's `penalty`):
 * the counts are the failures of the window plus the attempts in flight, and {@link mayTry}
 * decides on the counts this attempt itself produced. A refused attempt gives its points back at
 * once (429 LOGIN_TOO_MANY); a success gives back the account's point and clears the client's
 * failures on the account; a failure keeps both. The client is the request's address (the
 * socket's, or per TRUST_PROXY); windows of one minute start with a key's first point. Every
 * attempt, failed or not, also counts against the per-address limit of the `login-ip` throttler
 * (@nestjs/throttler, LOGIN_LIMIT_PER_IP).
 *
 * The counts live in PostgreSQL (table rate_limits, common/limits/postgres-limits.ts): every app
 * instance behind a proxy sees the same attempts, and a restart forgets none
 * (docs/adr/0034-several-instances-logs-metrics.md). They are written through a pool of their own
 * (2 connections of the runtime role), never the request pool: the own password change counts
 * from inside its request transaction, and with the request pool full of such transactions the
 * counts would wait for a connection that none of them gives back.
 */
@Injectable()
export class LoginThrottle implements OnModuleDestroy {
  private readonly accounts: RateLimiterPostgres;
  private readonly pairs: RateLimiterPostgres;
  private readonly limit: number;
  private readonly pool: Pool;

  constructor(@Inject(APP_SETTINGS) settings: Pick<AppSettings, 'loginLimitPerAccount' | 'appDatabaseUrl' | 'requestTimeoutMs'>, private readonly metrics: Metrics) {
    this.limit = settings.loginLimitPerAccount;
    this.pool = new Pool({ connectionString: settings.appDatabaseUrl, max: 2, statement_timeout: settings.requestTimeoutMs ?? 30_000 });
    // An idle connection that the server ends (a restart) is dropped by the pool; unhandled, its error would end the process.
    this.pool.on('error', () => undefined);
    const window = { points: this.limit, durationS: LOGIN_WINDOW_MS / 1000 };
    this.accounts = postgresLimiter(this.pool, { keyPrefix: 'login-account', ...window });
    this.pairs = postgresLimiter(this.pool, { keyPrefix: 'login-client', ...window });
  }

  /** Closes the pool of the counts. */
  onModuleDestroy(): Promise<void> {
    return this.pool.end();
  }

  /**
   * Counts an attempt of `client` on `account` and answers it, to be settled once the password was
   * checked; 429 LOGIN_TOO_MANY (the attempt given back, the hash never reached) when {@link mayTry} says no.
   */
  async begin(account: string, client: string): Promise<LoginAttempt> {
    const pair = pairKey(account, client);
    const acc = accountKey(account);
    const mine = (await this.pairs.penalty(pair, 1)).consumedPoints;
    if (mine > this.limit) {
      await this.pairs.reward(pair, 1);
      throw new ThrottlerException(LOGIN_TOO_MANY);
    }
    const all = (await this.accounts.penalty(acc, 1)).consumedPoints;
    if (!mayTry(mine, all, this.limit)) {
      await Promise.all([this.pairs.reward(pair, 1), this.accounts.reward(acc, 1)]);
      throw new ThrottlerException(LOGIN_TOO_MANY);
    }
    let settled = false;
    const once = async (work: () => Promise<unknown>) => {
      if (settled) return;
      settled = true;
      await work();
    };
    return {
      failed: () => once(async () => this.metrics.loginFailures.inc()),
      succeeded: () => once(() => Promise.all([this.accounts.reward(acc, 1), this.pairs.delete(pair)])),
      released: () => once(() => Promise.all([this.accounts.reward(acc, 1), this.pairs.reward(pair, 1)])),
    };
  }
}

/** Keys of at most 255 characters (the table's key column): usernames are short, addresses too; longer input is cut. */
const accountKey = (account: string) => account.trim().toLowerCase().slice(0, 120);
const pairKey = (account: string, client: string) => `${client.slice(0, 60)}:${accountKey(account)}`;
