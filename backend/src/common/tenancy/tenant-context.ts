import { ForbiddenException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLS_REQ, ClsService } from 'nestjs-cls';
import { DataSource, EntityManager } from 'typeorm';
import { RequestActor } from '../auth/claims';
import { LoginDatabase } from '../auth/login-database';
import { ReadDatabase } from '../database/read-database';
import { execute, pg, queryOne, row } from '../database/rows';

const ACTOR = 'actor';
const MANAGER = 'manager';

/** How {@link TenantContext.transaction} runs. */
export interface TransactionOptions {
  /** A read-only transaction, on the replica when there is one (`@ReadReplica()` routes). */
  readOnly?: boolean;
}

/** Whether the caller's session is visible where the transaction runs (`app_current_user()`, verified by the database). */
const SessionSeenRow = row({ seen: pg.bool });

/**
 * The caller of the current request and its database transaction. Every route with a logged-in
 * caller runs in one transaction that first names the caller's session (`app.session_id` and its
 * secret `app.session_secret`, which the database verifies: docs/adr/0013) and, on tenant routes,
 * `app.tenant_id` (row-level security); services take `manager` from here so every query of the
 * request sees only what that caller may see.
 */
@Injectable()
export class TenantContext {
  constructor(
    private readonly cls: ClsService,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly login: LoginDatabase,
    private readonly read: ReadDatabase,
  ) {}

  /** The caller, as resolved by the auth guard. */
  get actor(): RequestActor {
    const actor = this.cls.get<RequestActor>(ACTOR);
    if (!actor) throw new ForbiddenException('Akses ditolak.');
    return actor;
  }

  setActor(actor: RequestActor): void {
    this.cls.set(ACTOR, actor);
  }

  /** Tenant id of the request. */
  get tenantId(): string {
    const id = this.cls.get<RequestActor>(ACTOR)?.tenantId;
    if (!id) throw new ForbiddenException('Tenant belum dipilih.');
    return id;
  }

  get userId(): string {
    return this.actor.userId;
  }

  /** Role for business rules: admin (owner too), abk, reseller, viewer or superadmin. */
  get role(): NonNullable<RequestActor['role']> {
    return this.actor.role ?? 'viewer';
  }

  /** True when the caller may act as an admin of the tenant (admin, owner or superadmin). */
  get isAdmin(): boolean {
    return this.role === 'admin' || this.role === 'superadmin';
  }

  /** Address of the client of the current HTTP request (audit trail); null outside a request. */
  get clientAddress(): string | null {
    const req = this.cls.get<{ ip?: string; socket?: { remoteAddress?: string } } | undefined>(CLS_REQ);
    return req?.ip ?? req?.socket?.remoteAddress ?? null;
  }

  /** The entity manager of the request's tenant transaction. */
  get manager(): EntityManager {
    const m = this.cls.get<EntityManager>(MANAGER);
    if (!m) throw new Error('No tenant transaction is open for this call');
    return m;
  }

  /** True inside a tenant transaction. */
  get inTransaction(): boolean {
    return !!this.cls.get<EntityManager>(MANAGER);
  }

  /**
   * Runs `fn` in one transaction of the current actor (used by the request interceptor): it first
   * sets the session (`app.session_id`, `app.session_secret` from the token's `sid` and `sk`) and,
   * on a tenant request, `app.tenant_id` (transaction-local), which the row-level security policies
   * read. Rolls back when `fn` throws. With `readOnly` the transaction is READ ONLY and runs on the
   * streaming replica (ReadDatabase, DATABASE_READ_URL) once the replica has replayed the caller's
   * session; without a replica, or before it has the session (a login of a moment ago), on the
   * primary. Rejects like `fn`, or with the driver's error when the replica cannot be reached (503).
   */
  async transaction<T>(fn: () => Promise<T>, options: TransactionOptions = {}): Promise<T> {
    if (options.readOnly) {
      const replica = await this.read.dataSource();
      if (replica) {
        const answer = await this.run(replica, true, true, fn);
        if (answer.ran) return answer.value;
      }
    }
    const answer = await this.run(this.dataSource, !!options.readOnly, false, fn);
    if (!answer.ran) throw new Error('The primary did not run the transaction');
    return answer.value;
  }

  /** One transaction on `source` with the actor's settings; `needSession`: gives up (ran false) when `app_current_user()` is null there. */
  private async run<T>(source: DataSource, readOnly: boolean, needSession: boolean, fn: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
    const actor = this.actor;
    return source.transaction(async (manager) => {
      if (readOnly) await execute(manager, 'set transaction read only');
      await execute(manager, `select set_config('app.tenant_id', $1, true), set_config('app.session_id', $2, true), set_config('app.session_secret', $3, true)`, [
        actor.tenantId ?? '',
        actor.claims.sid ?? '',
        actor.claims.sk ?? '',
      ]);
      if (needSession && !(await queryOne(manager, SessionSeenRow, 'select app_current_user() is not null as seen'))?.seen) return { ran: false as const };
      this.cls.set(MANAGER, manager);
      try {
        return { ran: true as const, value: await fn() };
      } finally {
        this.cls.set(MANAGER, undefined);
      }
    });
  }

  /**
   * Runs `fn` as `actor` in a fresh context and transaction (of its tenant, when it has one),
   * outside any HTTP request (demo seed, scripts, tests). Services called inside behave exactly as
   * in a request; platform writes (tenants, accounts) need `actor` to be a superadmin account. An
   * actor without a session gets one of a quarter of an hour from the login role, ended when `fn`
   * succeeds.
   */
  async runAs<T>(actor: RequestActor, fn: () => Promise<T>): Promise<T> {
    const own = actor.claims?.sid && actor.claims?.sk ? null : await this.login.openSession(actor.userId, 15);
    const claims = own ? { ...actor.claims, ...own } : actor.claims;
    return this.cls.run(async () => {
      this.setActor({ ...actor, claims });
      return this.transaction(async () => {
        const result = await fn();
        if (own) await execute(this.manager, 'update auth_sessions set revoked_at = now() where id = $1', [own.sid]);
        return result;
      });
    });
  }
}
