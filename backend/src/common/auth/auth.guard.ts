import { BadRequestException, CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { TenantContext } from '../tenancy/tenant-context';
import { ACCESS_KEY, AccessRule } from './access.decorator';
import { RequestActor, TokenClaims } from './claims';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Message of a missing, expired or bad token (the browser treats it as the end of the session). */
export const SESSION_INVALID = 'Sesi tidak valid atau sudah expired. Silakan login kembali.';

/**
 * Global guard. Deny by default: a route without an access declaration answers 403. Verifies the
 * bearer token (HS256 only), reloads the account and, on tenant routes, the tenant and the
 * caller's membership from the database on every request, so role changes and removals apply at
 * once.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly jwt: JwtService,
    private readonly tenant: TenantContext,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_KEY, [ctx.getHandler(), ctx.getClass()]);
    if (!rule) throw new ForbiddenException('Akses ditolak.');
    if (rule.kind === 'public') return true;

    const req = ctx.switchToHttp().getRequest<Request>();
    const claims = await this.verify(req);
    const actor = await this.loadActor(claims);

    if (rule.kind === 'superadmin') {
      if (actor.globalRole !== 'superadmin') throw new ForbiddenException('Khusus superadmin.');
    } else if (rule.kind === 'tenant') {
      await this.resolveTenant(req, actor, rule.roles);
    }
    this.tenant.setActor(actor);
    return true;
  }

  private async verify(req: Request): Promise<TokenClaims> {
    const header = req.headers.authorization ?? '';
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw new UnauthorizedException(SESSION_INVALID);
    try {
      return await this.jwt.verifyAsync<TokenClaims>(token, { algorithms: ['HS256'] });
    } catch {
      throw new UnauthorizedException(SESSION_INVALID);
    }
  }

  private async loadActor(claims: TokenClaims): Promise<RequestActor> {
    if (!claims.sub || !UUID_RE.test(claims.sub)) throw new UnauthorizedException(SESSION_INVALID);
    const rows = await this.dataSource.query('select id, email, global_role from users where id = $1', [claims.sub]);
    if (!rows.length) throw new UnauthorizedException(SESSION_INVALID);
    return { userId: rows[0].id, email: rows[0].email, globalRole: rows[0].global_role, claims };
  }

  /** Tenant from x-tenant-id, else the token; membership and role from the database. */
  private async resolveTenant(req: Request, actor: RequestActor, roles: string[]): Promise<void> {
    const header = req.headers['x-tenant-id'];
    const tenantId = (Array.isArray(header) ? header[0] : header)?.trim() || actor.claims.tenant_id || actor.claims.kandang_id;
    if (!tenantId) throw new BadRequestException('Tenant belum dipilih.');
    if (!UUID_RE.test(tenantId)) throw new ForbiddenException('Anda bukan anggota tenant ini.');

    const row = await this.dataSource.transaction(async (m) => {
      await m.query(`select set_config('app.tenant_id', $1, true), set_config('app.user_id', $2, true)`, [tenantId, actor.userId]);
      const found = await m.query(
        `select t.is_active, m.role from tenants t
           left join memberships m on m.tenant_id = t.id and m.user_id = $2
          where t.id = $1`,
        [tenantId, actor.userId],
      );
      return found[0] as { is_active: boolean; role: string | null } | undefined;
    });
    const isSuperadmin = actor.globalRole === 'superadmin';
    if (!row || (!row.role && !isSuperadmin)) throw new ForbiddenException('Anda bukan anggota tenant ini.');
    if (!row.is_active) throw new ForbiddenException('Tenant nonaktif');

    actor.tenantId = tenantId;
    actor.tenantRole = (row.role as RequestActor['tenantRole']) ?? null;
    actor.role = isSuperadmin ? 'superadmin' : row.role === 'owner' ? 'admin' : (row.role as RequestActor['role']);
    if (actor.role !== 'superadmin' && actor.role !== 'admin' && !roles.includes(actor.role!)) {
      throw new ForbiddenException('Anda tidak memiliki akses untuk tindakan ini.');
    }
  }
}
