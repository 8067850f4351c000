import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { RequestActor, TenantRef, TokenClaims } from '../../common/auth/claims';
import { TenantRole } from '../users/entities/membership.entity';
import { GlobalRole } from '../users/entities/user.entity';
import { hashPassword, verifyPassword } from './password';

/** Login failure message (spec part 1 §8). */
export const BAD_CREDENTIALS = 'Username password salah';

interface MembershipRow {
  kandang_id: string;
  id: string;
  kode: string;
  nama: string;
  role: TenantRole;
  is_active: boolean;
}

/** Login, tenant switching and session information (spec part 1 §4.1, §7 Authentication). */
@Injectable()
export class AuthService {
  /** Hash checked when the account does not exist, so both failures take the same time. */
  private dummyHash: Promise<string> | null = null;

  constructor(
    private readonly jwt: JwtService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /**
   * Checks the credentials. One active membership: the token carries that tenant (mode 'final').
   * Several: no tenant yet (mode 'pilih'); the browser switches to the first. Superadmin: no tenant.
   * Errors: 401 'Username password salah'; 403 'Tenant nonaktif' when every membership's tenant is inactive.
   */
  async login(username: string, password: string) {
    const rows = await this.dataSource.query(
      'select id, email, global_role, password_hash from users where lower(email) = lower($1)',
      [username.trim()],
    );
    const user = rows[0] as { id: string; email: string; global_role: GlobalRole; password_hash: string } | undefined;
    if (!user) {
      this.dummyHash ??= hashPassword('tidak-ada-akun');
      await verifyPassword(await this.dummyHash, password);
      throw new UnauthorizedException(BAD_CREDENTIALS);
    }
    if (!(await verifyPassword(user.password_hash, password))) throw new UnauthorizedException(BAD_CREDENTIALS);

    const all = await this.membershipsOf(user.id);
    const active = all.filter((m) => m.is_active);
    if (user.global_role !== 'superadmin' && all.length > 0 && active.length === 0) {
      throw new ForbiddenException('Tenant nonaktif');
    }
    const chosen = user.global_role !== 'superadmin' && active.length === 1 ? active[0] : null;
    const tenant = chosen ? { id: chosen.id, kode: chosen.kode, nama: chosen.nama } : null;
    const token = await this.sign(user, tenant, chosen?.role ?? null);
    return {
      success: true,
      message: 'Login berhasil',
      token,
      tenant,
      memberships: active.map(({ is_active: _a, ...m }) => m),
      mode: active.length > 1 && user.global_role !== 'superadmin' ? ('pilih' as const) : ('final' as const),
      user: { id: user.id, email: user.email, role: user.global_role },
    };
  }

  /** New token for another tenant. 403 without membership (superadmin: any tenant) or when the tenant is inactive. */
  async switchTenant(actor: RequestActor, tenantId: string) {
    const isSuper = actor.globalRole === 'superadmin';
    const rows = await this.dataSource.transaction(async (m) => {
      await m.query(`select set_config('app.tenant_id', $1, true), set_config('app.user_id', $2, true)`, [tenantId, actor.userId]);
      return m.query(
        `select t.id, t.kode, t.nama, t.is_active, mb.role from tenants t
           left join memberships mb on mb.tenant_id = t.id and mb.user_id = $2 where t.id = $1`,
        [tenantId, actor.userId],
      );
    });
    const row = rows[0];
    if (!row || (!row.role && !isSuper)) throw new ForbiddenException('Anda bukan anggota tenant ini.');
    if (!row.is_active) throw new ForbiddenException('Tenant nonaktif');
    const tenant = { id: row.id, kode: row.kode, nama: row.nama };
    const token = await this.sign(
      { id: actor.userId, email: actor.email, global_role: actor.globalRole },
      tenant,
      isSuper ? (row.role ?? 'superadmin') : row.role,
      actor.claims.impersonated_by,
    );
    return { success: true, token, tenant };
  }

  /** Who the caller is and which tenant the token names (spec: GET /api/auth/summary reads tenant.id). */
  async summary(actor: RequestActor) {
    const memberships = await this.membershipsOf(actor.userId);
    const tenant = await this.tokenTenant(actor);
    return {
      success: true,
      user: { id: actor.userId, email: actor.email, role: actor.globalRole },
      role: actor.globalRole,
      tenant_role: tenant ? (memberships.find((m) => m.id === tenant.id)?.role ?? (actor.globalRole === 'superadmin' ? 'superadmin' : null)) : null,
      tenant,
      memberships: memberships.filter((m) => m.is_active).map(({ is_active: _a, ...m }) => m),
    };
  }

  /** The caller and the token's tenant (GET /api/my reads tenant.id or kandang_id). */
  async my(actor: RequestActor) {
    const s = await this.summary(actor);
    return { success: true, user: s.user, tenant: s.tenant, kandang_id: s.tenant?.id ?? null, tenant_role: s.tenant_role };
  }

  /** Signs a session token with the claims of DESIGN §3. */
  async sign(
    user: { id: string; email: string; global_role: GlobalRole },
    tenant: TenantRef | null,
    tenantRole: TokenClaims['tenant_role'],
    impersonatedBy?: string,
  ): Promise<string> {
    const claims: TokenClaims = {
      sub: user.id,
      role: user.global_role,
      tenant_id: tenant?.id ?? null,
      tenant_role: tenantRole ?? (user.global_role === 'superadmin' && tenant ? 'superadmin' : null),
      tenant,
      kandang_id: tenant?.id ?? null,
      user: { id: user.id, email: user.email, role: user.global_role },
      ...(impersonatedBy ? { impersonated_by: impersonatedBy } : {}),
    };
    return this.jwt.signAsync(claims);
  }

  private async tokenTenant(actor: RequestActor): Promise<TenantRef | null> {
    const id = actor.claims.tenant_id;
    if (!id) return null;
    const rows = await this.dataSource.query('select id, kode, nama from tenants where id = $1', [id]);
    return rows[0] ?? null;
  }

  /** Every membership of a user with its tenant, oldest first (RLS lets a user see its own). */
  private membershipsOf(userId: string): Promise<MembershipRow[]> {
    return this.dataSource.transaction(async (m) => {
      await m.query(`select set_config('app.user_id', $1, true)`, [userId]);
      return m.query(
        `select t.id as kandang_id, t.id, t.kode, t.nama, mb.role, t.is_active
           from memberships mb join tenants t on t.id = mb.tenant_id
          where mb.user_id = $1 order by mb.created_at, t.nama`,
        [userId],
      );
    });
  }
}
