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

/** Answer of a platform route to anyone but a superadmin (an impersonation token too). */
export const SUPERADMIN_ONLY = 'Khusus superadmin.';
/** Answer of a tenant route called without a tenant. */
const NO_TENANT = 'Tenant belum dipilih.';

/**
 * Global guard. Deny by default: a route without an access declaration answers 403. Verifies the
 * bearer token (HS256 only), then checks it against the database on every request with one call
 * ({@link lookupAccess}): the account exists, the token's session is live (logout revokes it) and,
 * on tenant routes, the tenant and the caller's membership — so role changes, removals and
 * logouts apply at once. A token with `impersonated_by` (a superadmin acting in one farm) passes
 * only that farm's tenant routes and the any-user routes, with admin rights; platform routes
 * answer 403 to it.
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
    const impersonating = !!claims.impersonated_by;
    if (impersonating && rule.kind === 'superadmin') throw new ForbiddenException(SUPERADMIN_ONLY);
    const tenantId = rule.kind === 'tenant' ? this.requestedTenant(req, claims, !!rule.platform && !impersonating) : null;
    // An impersonation token opens its own farm only (docs/adr/0012-platform-tenants-and-impersonation.md).
    if (impersonating && tenantId && tenantId !== claims.tenant_id) throw new ForbiddenException(NOT_A_MEMBER);
    const access = await lookupAccess(this.dataSource, claims, tenantId);
    // ... and only while its account is still a superadmin.
    if (impersonating && (access.global_role !== 'superadmin' || claims.impersonated_by !== claims.sub)) throw new UnauthorizedException(SESSION_INVALID);
    const actor: RequestActor = { userId: claims.sub, email: access.email, globalRole: access.global_role, claims };

    if (rule.kind === 'superadmin') {
      if (actor.globalRole !== 'superadmin') throw new ForbiddenException(SUPERADMIN_ONLY);
    } else if (rule.kind === 'tenant' && !tenantId) {
      // A platform read of a tenant route (RolesOrPlatform): the superadmin only.
      if (actor.globalRole !== 'superadmin') throw new BadRequestException(NO_TENANT);
      actor.role = 'superadmin';
    } else if (rule.kind === 'tenant') {
      Object.assign(actor, { tenantId }, tenantStanding(access, actor.globalRole));
      // The superadmin acting as the farm's admin: admin rights, not the platform's.
      if (impersonating) Object.assign(actor, { tenantRole: 'admin', role: 'admin' });
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

  /**
   * Tenant of the request: the x-tenant-id header, else the token's tenant. 400 none (null when
   * `mayBeNone`: a RolesOrPlatform route, checked after the account is known), 403 not a UUID.
   */
  private requestedTenant(req: Request, claims: TokenClaims, mayBeNone: boolean): string | null {
    const header = req.headers['x-tenant-id'];
    const tenantId = (Array.isArray(header) ? header[0] : header)?.trim() || claims.tenant_id || claims.kandang_id;
    if (!tenantId && mayBeNone) return null;
    if (!tenantId) throw new BadRequestException(NO_TENANT);
    if (!isUuid(tenantId)) throw new ForbiddenException(NOT_A_MEMBER);
    return tenantId;
  }
}
