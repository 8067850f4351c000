import { Inject, Injectable } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { AppSettings } from '../../config/settings';

/** The token under which app.module.ts provides AppSettings (a string, to avoid an import cycle). */
const APP_SETTINGS = 'APP_SETTINGS';

/** Answer of a refused login attempt (429). */
export const LOGIN_TOO_MANY = 'Terlalu banyak percobaan login. Coba lagi dalam 1 menit.';

/** Failures older than this no longer count (sliding window). */
export const LOGIN_WINDOW_MS = 60_000;
/** Most (account) and (account, client) keys kept; the oldest go first beyond it. */
const MAX_KEYS = 50_000;

/**
 * Failed logins per account, without locking the account's owner out (docs/adr/0007-sessions-and-
 * login-throttling.md). Only failures count, over the last minute, per account and per (account,
 * client), where the client is the request's address (the socket's, or per TRUST_PROXY). A client
 * may not try an account again when it has itself failed `LOGIN_LIMIT_PER_ACCOUNT` times on it,
 * or when the account has reached that many failures from all clients together and this client
 * is one of them. A client that has not failed on the account may still try — so the owner with
 * the right password gets in while someone else guesses. A success clears that client's failures
 * on the account (not the account's). Every attempt, failed or not, also counts against the
 * per-address limit of the `login-ip` throttler (@nestjs/throttler, LOGIN_LIMIT_PER_IP).
 *
 * The counts live in this process's memory: a restart forgets them, and several server processes
 * would each count their own.
 */
@Injectable()
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();
  private readonly limit: number;

  constructor(@Inject(APP_SETTINGS) settings: Pick<AppSettings, 'loginLimitPerAccount'>) {
    this.limit = settings.loginLimitPerAccount;
  }

  /** 429 LOGIN_TOO_MANY when `client` may not try `account` now (see the class). */
  assertMayTry(account: string, client: string): void {
    const mine = this.count(pairKey(account, client));
    if (mine >= this.limit || (mine > 0 && this.count(accountKey(account)) >= this.limit)) throw new ThrottlerException(LOGIN_TOO_MANY);
  }

  /** Records a failed attempt of `client` on `account`. */
  failed(account: string, client: string): void {
    this.add(accountKey(account));
    this.add(pairKey(account, client));
  }

  /** A successful login: `client`'s failures on `account` are forgotten. */
  succeeded(account: string, client: string): void {
    this.failures.delete(pairKey(account, client));
  }

  private count(key: string): number {
    const times = this.failures.get(key);
    if (!times) return 0;
    const since = Date.now() - LOGIN_WINDOW_MS;
    while (times.length && times[0] <= since) times.shift();
    if (!times.length) this.failures.delete(key);
    return times.length;
  }

  private add(key: string): void {
    this.count(key);
    const times = this.failures.get(key) ?? [];
    times.push(Date.now());
    if (times.length > this.limit) times.shift(); // never more than the limit is needed
    this.failures.delete(key); // re-insert: the Map keeps the most recently failed keys last
    this.failures.set(key, times);
    if (this.failures.size > MAX_KEYS) this.failures.delete(this.failures.keys().next().value!);
  }
}

const accountKey = (account: string) => `a:${account.trim().toLowerCase()}`;
const pairKey = (account: string, client: string) => `c:${client}:${account.trim().toLowerCase()}`;
