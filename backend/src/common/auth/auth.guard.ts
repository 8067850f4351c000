import { BadRequestException, CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { TenantContext } from '../tenancy/tenant-context';
import { ACCESS_KEY, AccessRule } from './access.decorator';
import { isUuid, lookupAccess, NOT_A_MEMBER, SESSION_INVALID, tenantStanding } from './access-lookup';
import { RequestActor, TokenClaims } from './claims';

export { SESSION_INVALID } from './access-lookup';

/**
 * Global guard. Deny by default: a route without an access declaration answers 403. Verifies the
 * bearer token (HS256 only), then checks it against the database on every request with one call
 * ({@link lookupAccess}): the account exists, the token's session is live (logout revokes it) and,
 * on tenant routes, the tenant and the caller's membership — so role changes, removals and
 * logouts apply at once.
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
    const tenantId = rule.kind === 'tenant' ? this.requestedTenant(req, claims) : null;
    const access = await lookupAccess(this.dataSource, claims, tenantId);
    const actor: RequestActor = { userId: claims.sub, email: access.email, globalRole: access.global_role, claims };

    if (rule.kind === 'superadmin') {
      if (actor.globalRole !== 'superadmin') throw new ForbiddenException('Khusus superadmin.');
    } else if (rule.kind === 'tenant') {
      Object.assign(actor, { tenantId }, tenantStanding(access, actor.globalRole));
      if (actor.role !== 'superadmin' && actor.role !== 'admin' && !rule.roles.includes(actor.role!)) {
        throw new ForbiddenException('Anda tidak memiliki akses untuk tindakan ini.');
      }
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

  /** Tenant of the request: the x-tenant-id header, else the token's tenant. 400 none, 403 not a UUID. */
  private requestedTenant(req: Request, claims: TokenClaims): string {
    const header = req.headers['x-tenant-id'];
    const tenantId = (Array.isArray(header) ? header[0] : header)?.trim() || claims.tenant_id || claims.kandang_id;
    if (!tenantId) throw new BadRequestException('Tenant belum dipilih.');
    if (!isUuid(tenantId)) throw new ForbiddenException(NOT_A_MEMBER);
    return tenantId;
  }
}
