/** Global role of an account: the platform operator, or an ordinary user whose rights come from memberships (table users). */
export type GlobalRole = 'superadmin' | 'user';

/** Roles a user can hold in a tenant (table memberships); `owner` counts as `admin`. */
export const TENANT_ROLES = ['owner', 'admin', 'abk', 'reseller', 'viewer'] as const;
export type TenantRole = (typeof TENANT_ROLES)[number];
