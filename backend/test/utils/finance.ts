import { Client } from 'pg';
import { FinanceAccountDto, JournalHeaderDto } from '../../src/modules/finance/dto/finance.dto';
import { TestApp } from './create-test-app';
import { TestTenant } from './factories';
import { bodyOf } from './http';

/** A member role as the finance specs call the API. */
export type Role = 'owner' | 'admin' | 'abk' | 'viewer' | 'reseller';

/** An account of GET /api/finance/accounts as the finance specs read it. */
export interface Account {
  id: number;
  code: string;
  name: string;
  type: string;
  system_key: string | null;
  is_active: boolean;
  parent_id: number | null;
}

/** A journal line as the detail of a journal answers it. */
export interface Line {
  account_code: string;
  debit: string;
  credit: string;
}

/** What the helpers read when called: the app, farms A and B, a tingkat of A and the database URLs (set in the spec's beforeAll). */
export interface FinanceSpec {
  t: TestApp;
  a: TestTenant;
  tingkatId: number;
  urls: { ownerUrl: string; appUrl: string };
}

/**
 * The calls the finance specs share (finance-accounts, finance-books): requests as a role of a farm
 * (default the admin of A), a manual journal, a journal line, the accounts by code, a journal's
 * lines as [code, debit, credit], feed movements and a day of usage, the journals of a range, and
 * SQL as the runtime role kpm_app.
 */
export function financeHelpers(spec: () => FinanceSpec) {
  const req = (method: 'get' | 'post' | 'put', path: string, role: Role = 'admin', tenant?: TestTenant) => spec().t.http()[method](path).set((tenant ?? spec().a).as(role));
  const journal = (body: object, tenant?: TestTenant) => req('post', '/api/finance/journals', 'admin', tenant).send(body);
  const line = (account: Account, debit: number | string, credit: number | string = 0, note?: string) => ({ account_id: account.id, debit, credit, note });
  const accountsOf = async (tenant: TestTenant) => {
    const list: Account[] = bodyOf<FinanceAccountDto[]>(await req('get', '/api/finance/accounts', 'admin', tenant).expect(200));
    return Object.fromEntries(list.map((x) => [x.code, x]));
  };
  const lines = (detail: { lines: Line[] }) => detail.lines.map((l) => [l.account_code, l.debit, l.credit]);
  const feed = (kind: 'buy' | 'sell' | 'adjust', body: object) => req('post', `/api/feed-txns/${kind}`).send(body).expect(201);
  const useFeed = (tanggal: string, kg: number) =>
    req('post', '/api/transaksi-pakan', 'abk').send({ tanggal, data: [{ tingkat_id: spec().tingkatId, pakan_pagi: kg, pakan_sore: 0 }] }).expect(200);
  const journalsOf = async (from: string, to: string, extra: object = {}) =>
    bodyOf<JournalHeaderDto[]>(await req('get', '/api/finance/journals').query({ from, to, ...extra }).expect(200));
  /** Runs SQL as the runtime role kpm_app inside tenant A. */
  const asApp = async <T>(fn: (c: Client) => Promise<T>): Promise<T> => {
    const c = new Client({ connectionString: spec().urls.appUrl });
    await c.connect();
    try {
      return await fn(c);
    } finally {
      await c.end();
    }
  };
  return { req, journal, line, accountsOf, lines, feed, useFeed, journalsOf, asApp };
}
