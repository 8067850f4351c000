// A stand-in for the request's transaction in unit specs (src/**/*.spec.ts): services run their
// statements through common/database/rows.ts, which calls `manager.queryRunner.query`; here that
// call answers the rows a spec set up for the statement and records what ran. Rows are still
// checked against their schema (CHECK_ROWS holds under Jest), so the rows a spec gives are the
// columns the statement reads. The e2e specs (test/*.e2e-spec.ts) run the same code on PostgreSQL.
import { ClsService } from 'nestjs-cls';
import { DataSource, EntityManager } from 'typeorm';
import { RequestActor, TokenClaims } from '../../src/common/auth/claims';
import { LoginDatabase } from '../../src/common/auth/login-database';
import { ReadDatabase } from '../../src/common/database/read-database';
import { TenantContext } from '../../src/common/tenancy/tenant-context';

/** A statement the fake ran: its text and parameters. */
export interface Ran {
  sql: string;
  params: unknown[];
}

/** The rows of an answer, or a function of the statement's parameters giving them. */
type Rows = Record<string, unknown>[] | ((params: unknown[], sql: string) => Record<string, unknown>[]);

/**
 * Answers statements by their text: `on(pattern, rows)` answers every later statement whose text
 * matches `pattern` (a regex, or a string contained in it) with `rows`; the newest matching `on`
 * wins, so a spec may override an answer set up before. An unmatched statement answers no rows.
 * The number of rows touched (`execute`) is the number of rows answered.
 */
export class FakeDb {
  /** Every statement run, in order. */
  readonly ran: Ran[] = [];
  private readonly answers: Array<{ match: (sql: string) => boolean; rows: Rows }> = [];

  /** Answers the statements matching `pattern` with `rows` (see the class). */
  on(pattern: RegExp | string, rows: Rows): this {
    const match = typeof pattern === 'string' ? (sql: string) => sql.includes(pattern) : (sql: string) => pattern.test(sql);
    this.answers.unshift({ match, rows });
    return this;
  }

  /** The statements run whose text matches `pattern`. */
  statements(pattern: RegExp | string): Ran[] {
    return this.ran.filter((r) => (typeof pattern === 'string' ? r.sql.includes(pattern) : pattern.test(r.sql)));
  }

  /** The audit rows written through `app_audit` (common/audit/audit.ts): event, farm, subject and detail. */
  audits(): Array<{ event: unknown; tenantId: unknown; subject: unknown; detail: unknown }> {
    return this.statements('app_audit(').map(({ params: [event, tenantId, , , subject, , detail] }) => ({
      event,
      tenantId,
      subject,
      detail: typeof detail === 'string' ? (JSON.parse(detail) as unknown) : detail,
    }));
  }

  /** An EntityManager whose query runner is this fake (all that common/database/rows.ts uses of it). */
  get manager(): EntityManager {
    const query = (sql: string, params: unknown[] = []) => {
      this.ran.push({ sql, params });
      const answer = this.answers.find((a) => a.match(sql));
      const rows = !answer ? [] : typeof answer.rows === 'function' ? answer.rows(params, sql) : answer.rows;
      return Promise.resolve({ records: rows, affected: rows.length });
    };
    return { queryRunner: { query } } as unknown as EntityManager;
  }
}

/** Fixed ids of the specs' farm and people. */
export const IDS = {
  tenant: '11111111-1111-4111-8111-111111111111',
  otherTenant: '22222222-2222-4222-8222-222222222222',
  me: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  other: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  third: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
  session: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
} as const;

/** The caller of a spec: a user of the farm with `role` (owner and admin act as admin), claims to match; `over` replaces fields. */
export function actorOf(role: NonNullable<RequestActor['tenantRole']> | 'superadmin', over: Partial<Omit<RequestActor, 'claims'>> & { claims?: Partial<TokenClaims> } = {}): RequestActor {
  const email = over.email ?? 'saya';
  const superadmin = role === 'superadmin';
  const claims: TokenClaims = {
    sub: IDS.me,
    role: superadmin ? 'superadmin' : 'user',
    tenant_id: IDS.tenant,
    tenant_role: role,
    tenant: { id: IDS.tenant, kode: 'KDG', nama: 'Kandang Uji' },
    kandang_id: IDS.tenant,
    user: { id: IDS.me, email, role: superadmin ? 'superadmin' : 'user' },
    sid: IDS.session,
    sk: 'rahasia-sesi-uji-0001',
    ...over.claims,
  };
  return {
    userId: IDS.me,
    email,
    globalRole: superadmin ? 'superadmin' : 'user',
    tenantId: IDS.tenant,
    tenantRole: superadmin ? null : role,
    role: superadmin ? 'superadmin' : role === 'owner' ? 'admin' : role,
    ...over,
    claims,
  };
}

/**
 * A real TenantContext over an in-memory request store holding `actor`, the fake's manager and a
 * client address '10.0.0.7'; `setActor` works as in a request.
 */
export function fakeContext(db: FakeDb, actor: RequestActor): TenantContext {
  const store = new Map<unknown, unknown>([
    ['actor', actor],
    ['manager', db.manager],
  ]);
  const cls = { get: (key: unknown) => store.get(key), set: (key: unknown, value: unknown) => store.set(key, value) } as unknown as ClsService;
  const ctx = new TenantContext(cls, null as unknown as DataSource, null as unknown as LoginDatabase, null as unknown as ReadDatabase);
  // The request of nestjs-cls (CLS_REQ) carries the client address.
  jest.spyOn(ctx, 'clientAddress', 'get').mockReturnValue('10.0.0.7');
  return ctx;
}
