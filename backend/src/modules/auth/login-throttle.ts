import { Inject, Injectable } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
// eslint-disable-next-line no-restricted-imports -- the counts are kept outside any request transaction, on the app's pool
import { InjectDataSource } from '@nestjs/typeorm';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
// eslint-disable-next-line no-restricted-imports -- as above
import { DataSource } from 'typeorm';
import { postgresLimiter } from '../../common/limits/postgres-limits';
import { Metrics } from '../../common/observability/metrics';
import type { AppSettings } from '../../config/settings';

/** The token under which app.module.ts provides AppSettings (a string, to avoid an import cycle). */
const APP_SETTINGS = 'APP_SETTINGS';

/** Answer of a refused login attempt (429). */
export const LOGIN_TOO_MANY = 'Terlalu banyak percobaan login. Coba lagi dalam 1 menit.';

/** Failures are counted in windows of this length (from an account's or a pair's first failure). */
export const LOGIN_WINDOW_MS = 60_000;

/**
 * Failed logins per account, without locking the account's owner out (docs/adr/0007-sessions-and-
 * login-throttling.md). Only failures count, per account and per (account, client), where the
 * client is the request's address (the socket's, or per TRUST_PROXY), in a window of one minute
 * from the key's first failure. A client may not try an account again when it has itself failed
 * `LOGIN_LIMIT_PER_ACCOUNT` times on it, or when the account has reached that many failures from
 * all clients together and this client is one of them. A client that has not failed on the
 * account may still try — so the owner with the right password gets in while someone else
 * guesses. A success clears that client's failures on the account (not the account's). Every
 * attempt, failed or not, also counts against the per-address limit of the `login-ip` throttler
 * (@nestjs/throttler, LOGIN_LIMIT_PER_IP).
 *
 * The counts live in PostgreSQL (table rate_limits, common/limits/postgres-limits.ts): every app
 * instance behind a proxy sees the same failures, and a restart forgets none
 * (docs/adr/0034-several-instances-logs-metrics.md).
 */
@Injectable()
export class LoginThrottle {
  private readonly accounts: RateLimiterPostgres;
  private readonly pairs: RateLimiterPostgres;
  private readonly limit: number;

  constructor(@Inject(APP_SETTINGS) settings: Pick<AppSettings, 'loginLimitPerAccount'>, @InjectDataSource() dataSource: DataSource, private readonly metrics: Metrics) {
    this.limit = settings.loginLimitPerAccount;
    const window = { points: this.limit, durationS: LOGIN_WINDOW_MS / 1000 };
    this.accounts = postgresLimiter(dataSource, { keyPrefix: 'login-account', ...window });
    this.pairs = postgresLimiter(dataSource, { keyPrefix: 'login-client', ...window });
  }

  /** 429 LOGIN_TOO_MANY when `client` may not try `account` now (see the class). */
  async assertMayTry(account: string, client: string): Promise<void> {
    const mine = (await this.pairs.get(pairKey(account, client)))?.consumedPoints ?? 0;
    if (mine >= this.limit) throw new ThrottlerException(LOGIN_TOO_MANY);
    if (mine > 0 && ((await this.accounts.get(accountKey(account)))?.consumedPoints ?? 0) >= this.limit) throw new ThrottlerException(LOGIN_TOO_MANY);
  }

  /** Records a failed attempt of `client` on `account` (and counts it in the metric login_failures_total). */
  async failed(account: string, client: string): Promise<void> {
    this.metrics.loginFailures.inc();
    await Promise.all([this.accounts.penalty(accountKey(account), 1), this.pairs.penalty(pairKey(account, client), 1)]);
  }

  /** A successful login: `client`'s failures on `account` are forgotten. */
  async succeeded(account: string, client: string): Promise<void> {
    await this.pairs.delete(pairKey(account, client));
  }
}

/** Keys of at most 255 characters (the table's key column): usernames are short, addresses too; longer input is cut. */
const accountKey = (account: string) => account.trim().toLowerCase().slice(0, 120);
const pairKey = (account: string, client: string) => `${client.slice(0, 60)}:${accountKey(account)}`;
