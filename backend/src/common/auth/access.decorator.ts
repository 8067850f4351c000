import { SetMetadata } from '@nestjs/common';

/** Roles a tenant route may name. `owner` members count as `admin`; superadmin passes every list. */
export type AccessRole = 'admin' | 'abk' | 'reseller' | 'viewer';

/** Who may call a route. Every route declares one (deny by default: a route without it answers 403). */
export type AccessRule =
  | { kind: 'public' }
  | { kind: 'user' }
  | { kind: 'superadmin' }
  | { kind: 'tenant'; roles: AccessRole[]; platform?: boolean };

export const ACCESS_KEY = 'kpm:access';

/** No login needed (login, health). */
export const Public = () => SetMetadata(ACCESS_KEY, { kind: 'public' } satisfies AccessRule);
/** Any logged-in user; no tenant is needed (my, summary, switch-tenant, logout). */
export const AnyUser = () => SetMetadata(ACCESS_KEY, { kind: 'user' } satisfies AccessRule);
/** The platform superadmin only. */
export const SuperadminOnly = () => SetMetadata(ACCESS_KEY, { kind: 'superadmin' } satisfies AccessRule);
/**
 * A tenant route: the caller must be a member of the request's tenant (x-tenant-id, else the
 * token's tenant) with one of `roles`; admin (and owner) and superadmin always pass. The request
 * then runs in one transaction with row-level security set to that tenant.
 */
export const Roles = (...roles: AccessRole[]) => SetMetadata(ACCESS_KEY, { kind: 'tenant', roles } satisfies AccessRule);
/** Any member of the tenant, whatever its role. */
export const AnyTenantRole = () => Roles('admin', 'abk', 'reseller', 'viewer');
/**
 * A tenant route that a superadmin (not an impersonation) may also call without any tenant: the
 * request then runs with no `app.tenant_id` and the service answers the platform's view (the audit
 * trail's platform events). Everyone else still needs a tenant ('Tenant belum dipilih.').
 */
export const RolesOrPlatform = (...roles: AccessRole[]) => SetMetadata(ACCESS_KEY, { kind: 'tenant', roles, platform: true } satisfies AccessRule);
