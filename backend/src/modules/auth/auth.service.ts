import { ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
// eslint-disable-next-line no-restricted-imports -- login and token refresh read accounts and memberships before any tenant is chosen, so there is no request transaction yet
import { InjectDataSource } from '@nestjs/typeorm';
// eslint-disable-next-line no-restricted-imports -- as above
import { DataSource, EntityManager } from 'typeorm';
import { z } from 'zod';
import { audit } from '../../common/audit/audit';
import { lookupAccess, MEMBER_INACTIVE, NOT_A_MEMBER, TENANT_INACTIVE, tenantStanding } from '../../common/auth/access-lookup';
import { RequestActor, TenantRef, TokenClaims } from '../../common/auth/claims';
import { LoginAccount, LoginDatabase, SessionKey } from '../../common/auth/login-database';
import { execute, pg, queryOne, queryRows, row } from '../../common/database/rows';
import { TenantContext } from '../../common/tenancy/tenant-context';
import type { AppSettings } from '../../config/settings';
import { type GlobalRole, TenantRoleColumn } from '../../common/tenancy/roles';
import { LoginThrottle } from './login-throttle';
import { SessionService } from './sessions.service';
import { hashPassword, verifyPassword } from '../../common/auth/password';

/** The token under which app.module.ts provides AppSettings (a string, to avoid an import cycle). */
const APP_SETTINGS = 'APP_SETTINGS';

/** Login failure message (spec part 1 §8). */
export const BAD_CREDENTIALS = 'Username password salah';

/** A membership of the caller with its farm. */
const MembershipRow = row({
  kandang_id: pg.uuid,
  id: pg.uuid,
  kode: pg.text,
  nama: pg.text,
  role: TenantRoleColumn,
  /** The farm is active and the caller's membership of it too (memberships.aktif, ABK register). */
  is_active: pg.bool,
  /** The farm alone is active (to tell 'Tenant nonaktif' from 'Akun Anda dinonaktifkan di kandang ini.'). */
  tenant_active: pg.bool,
});
type MembershipRow = z.infer<typeof MembershipRow>;

/**
 * Login, tenant switching, logout and session information (spec part 1 §4.1, §7 Authentication;
 * docs/adr/0007-sessions-and-login-throttling.md). Except login, every method runs in the request's
 * transaction, where `app.user_id` is the caller (row-level security on users, tenants,
 * memberships and sessions).
 */
@Injectable()
export class AuthService {
  /** Hash checked when the account does not exist, so both failures take the same time. */
  private dummyHash: Promise<string> | null = null;
  private readonly ttlHours: number;

  constructor(
    private readonly jwt: JwtService,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly ctx: TenantContext,
    private readonly sessions: SessionService,
    private readonly throttle: LoginThrottle,
    private readonly loginDb: LoginDatabase,
    @Inject(APP_SETTINGS) settings: Pick<AppSettings, 'jwtTtlHours'>,
  ) {
    this.ttlHours = settings.jwtTtlHours;
  }

  /**
   * Checks the credentials and opens a session. One active membership: the token carries that
   * tenant (mode 'final'). Several: no tenant yet (mode 'pilih'); the browser switches to the first.
   * Superadmin: no tenant. `client` is the caller's address for the failure counts (LoginThrottle).
   * Farms where the member is switched off (migration Members) are left out of the memberships.
   * Errors: 401 'Username password salah'; 403 'Tenant nonaktif' when every membership's tenant is
   * inactive, 403 'Akun Anda dinonaktifkan di kandang ini.' when nothing is left to open and at least
   * one of its farms is active but has switched the member off; 429 when this client may not try this account now.
   */
  async login(username: string, password: string, client: string) {
    const account = username.trim();
    // Counted before the hash is checked: parallel attempts cannot pass the limit together (ADR 0007).
    const attempt = await this.throttle.begin(account, client);
    let user: LoginAccount | undefined;
    let ok: boolean;
    try {
      // The hash is read, and the session opened, by the login role only (docs/adr/0013).
      user = await this.loginDb.lookup(account);
      // An account without a password (added by a farm admin without one) cannot log in yet.
      ok = user?.password_hash ? await verifyPassword(user.password_hash, password) : await this.checkDummy(password);
    } catch (e) {
      await attempt.released();
      throw e;
    }
    if (!user || !ok) {
      await attempt.failed();
      await audit(this.dataSource, 'login_failure', { actorId: null, actorEmail: account.slice(0, 120), subject: account.slice(0, 120), clientAddress: client });
      throw new UnauthorizedException(BAD_CREDENTIALS);
    }
    await attempt.succeeded();

    const session = await this.loginDb.openSession(user.id, this.ttlHours * 60);
    const active = await this.dataSource.transaction(async (m) => {
      await execute(m, `select set_config('app.session_id', $1, true), set_config('app.session_secret', $2, true)`, [session.sid, session.sk]);
      const all = await this.membershipsOf(m, user.id);
      const active = all.filter((x) => x.is_active);
      if (user.global_role !== 'superadmin' && all.length > 0 && active.length === 0) {
        // Nothing to open: the session ends at once (committed), then the login answers 403.
        await execute(m, 'update auth_sessions set revoked_at = now() where id = $1', [session.sid]);
        return all.some((x) => x.tenant_active) ? MEMBER_INACTIVE : TENANT_INACTIVE;
      }
      await audit(m, 'login_success', { actorId: user.id, actorEmail: user.email, subject: user.email, clientAddress: client, detail: { sid: session.sid } });
      return active;
    });
    if (typeof active === 'string') throw new ForbiddenException(active);
    const chosen = user.global_role !== 'superadmin' && active.length === 1 ? active[0] : null;
    const tenant = chosen ? { id: chosen.id, kode: chosen.kode, nama: chosen.nama } : null;
    const token = await this.sign(user, session, tenant, chosen?.role ?? null);
    return {
      success: true,
      message: 'Login berhasil',
      token,
      tenant,
      memberships: active.map(({ is_active: _a, tenant_active: _t, ...m }) => m),
      mode: active.length > 1 && user.global_role !== 'superadmin' ? ('pilih' as const) : ('final' as const),
      user: { id: user.id, email: user.email, role: user.global_role },
    };
  }

  /**
   * Runs `check`, a password check of `account` by `client` outside the login (the own password
   * change, POST /api/my/change-password), under the same failure limits as the login (ADR 0007):
   * 429 'Terlalu banyak percobaan login. Coba lagi dalam 1 menit.' while this client may not try the
   * account (counted before `check` runs, so parallel checks cannot pass the limit together); a
   * rejection for which `isWrongPassword` holds counts as a failed attempt, any other rejection is
   * given back, a success forgets this client's failures on the account.
   */
  async underLoginLimits<T>(account: string, client: string, check: () => Promise<T>, isWrongPassword: (e: unknown) => boolean): Promise<T> {
    const attempt = await this.throttle.begin(account, client);
    try {
      const result = await check();
      await attempt.succeeded();
      return result;
    } catch (e) {
      await (isWrongPassword(e) ? attempt.failed() : attempt.released());
      throw e;
    }
  }

  /**
   * New token of the same session for another tenant. 403 without membership (superadmin: any
   * tenant) or when the tenant is inactive — the same check as the guard's ({@link lookupAccess}).
   */
  async switchTenant(actor: RequestActor, tenantId: string) {
    // An impersonation token belongs to one farm: it cannot be switched to another.
    if (actor.claims.impersonated_by && tenantId !== actor.claims.tenant_id) throw new ForbiddenException(NOT_A_MEMBER);
    const access = await lookupAccess(this.ctx.manager, actor.claims, tenantId);
    const standing = tenantStanding(access, actor.globalRole);
    const tenant = { id: tenantId, kode: access.tenant_kode!, nama: access.tenant_nama! };
    const token = await this.sign(
      { id: actor.userId, email: actor.email, global_role: actor.globalRole },
      { sid: actor.claims.sid, sk: actor.claims.sk },
      tenant,
      actor.claims.impersonated_by ? 'admin' : (standing.tenantRole ?? 'superadmin'),
      actor.claims.impersonated_by,
      // An impersonation keeps its end: the new token expires when the old one does.
      actor.claims.impersonated_by && actor.claims.exp ? Math.max(1, actor.claims.exp - Math.floor(Date.now() / 1000)) : undefined,
    );
    return { success: true, token, tenant };
  }

  /** Ends the caller's session: this token (and any token of the same session) answers 401 from now on. Audit 'logout' ('impersonation_end' for an impersonation token). */
  async logout(actor: RequestActor) {
    await this.sessions.end(actor);
    // The end of an impersonation session is its own event (issue #19).
    await audit(this.ctx.manager, actor.claims.impersonated_by ? 'impersonation_end' : 'logout', {
      tenantId: actor.claims.tenant_id ?? null,
      actorId: actor.userId,
      actorEmail: actor.email,
      subject: actor.email,
      clientAddress: this.ctx.clientAddress,
    });
    return { success: true, message: 'Logout berhasil' };
  }

  /** Who the caller is and which tenant the token names (spec: GET /api/auth/summary reads tenant.id). */
  async summary(actor: RequestActor) {
    const memberships = await this.membershipsOf(this.ctx.manager, actor.userId);
    const tenant = await this.tokenTenant(actor);
    return {
      success: true,
      user: { id: actor.userId, email: actor.email, role: actor.globalRole },
      role: actor.globalRole,
      tenant_role: tenant ? (memberships.find((m) => m.id === tenant.id)?.role ?? (actor.globalRole === 'superadmin' ? 'superadmin' : null)) : null,
      tenant,
      memberships: memberships.filter((m) => m.is_active).map(({ is_active: _a, tenant_active: _t, ...m }) => m),
    };
  }

  /** The caller and the token's tenant (GET /api/my reads tenant.id or kandang_id). */
  async my(actor: RequestActor) {
    const s = await this.summary(actor);
    return { success: true, user: s.user, tenant: s.tenant, kandang_id: s.tenant?.id ?? null, tenant_role: s.tenant_role };
  }

  /**
   * Signs a token of `session` (its id and secret) with the claims of DESIGN §3; `expiresInSeconds`
   * shortens its lifetime (an impersonation: one hour), else the configured one applies.
   */
  async sign(
    user: { id: string; email: string; global_role: GlobalRole },
    session: SessionKey,
    tenant: TenantRef | null,
    tenantRole: TokenClaims['tenant_role'],
    impersonatedBy?: string,
    expiresInSeconds?: number,
  ): Promise<string> {
    const claims: TokenClaims = {
      sub: user.id,
      sid: session.sid,
      sk: session.sk,
      role: user.global_role,
      tenant_id: tenant?.id ?? null,
      tenant_role: tenantRole ?? (user.global_role === 'superadmin' && tenant ? 'superadmin' : null),
      tenant,
      kandang_id: tenant?.id ?? null,
      user: { id: user.id, email: user.email, role: user.global_role },
      ...(impersonatedBy ? { impersonated_by: impersonatedBy } : {}),
    };
    return expiresInSeconds ? this.jwt.signAsync(claims, { expiresIn: expiresInSeconds }) : this.jwt.signAsync(claims);
  }

  /** Verifies against a fixed hash, so an unknown account costs as much as a wrong password; always false. */
  private async checkDummy(password: string): Promise<false> {
    this.dummyHash ??= hashPassword('tidak-ada-akun');
    await verifyPassword(await this.dummyHash, password);
    return false;
  }

  private async tokenTenant(actor: RequestActor): Promise<TenantRef | null> {
    const id = actor.claims.tenant_id;
    if (!id) return null;
    return (await queryOne(this.ctx.manager, TenantRef, 'select id, kode, nama from tenants where id = $1', [id])) ?? null;
  }

  /**
   * Every membership of a user with its tenant, oldest first (`m`'s verified caller is userId: RLS
   * lets a user see its own); `is_active` also needs the membership active (app_my_membership_active).
   */
  private membershipsOf(m: EntityManager, userId: string): Promise<MembershipRow[]> {
    return queryRows(
      m,
      MembershipRow,
      `select t.id as kandang_id, t.id, t.kode, t.nama, mb.role, t.is_active and coalesce(app_my_membership_active(t.id), false) as is_active,
              t.is_active as tenant_active
         from memberships mb join tenants t on t.id = mb.tenant_id
        where mb.user_id = $1 order by mb.created_at, t.nama`,
      [userId],
    );
  }
}
