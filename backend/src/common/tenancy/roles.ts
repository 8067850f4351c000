import { z } from 'zod';

/** Global roles of an account: the platform operator, or an ordinary user whose rights come from memberships (table users). */
export const GLOBAL_ROLES = ['superadmin', 'user'] as const;
export type GlobalRole = (typeof GLOBAL_ROLES)[number];
/** A column holding a global role (users.global_role), for row schemas (common/database/rows.ts). */
export const GlobalRoleColumn = z.enum(GLOBAL_ROLES);

/** Roles a user can hold in a tenant (table memberships); `owner` counts as `admin`. */
export const TENANT_ROLES = ['owner', 'admin', 'abk', 'reseller', 'viewer'] as const;
export type TenantRole = (typeof TENANT_ROLES)[number];
/** A column holding a farm role (memberships.role, undangan.role), for row schemas (common/database/rows.ts). */
export const TenantRoleColumn = z.enum(TENANT_ROLES);
