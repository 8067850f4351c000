import { z } from 'zod';
import { pg, row } from '../database/rows';
import type { GlobalRole, TenantRole } from '../tenancy/roles';

/** Tenant identity as the API shows it; also the row of `select id, kode, nama from tenants`. */
export const TenantRef = row({ id: pg.uuid, kode: pg.text, nama: pg.text });
export type TenantRef = z.infer<typeof TenantRef>;

/** Claims of a session token (HS256). See DESIGN §3. */
export interface TokenClaims {
  sub: string;
  role: GlobalRole;
  tenant_id: string | null;
  tenant_role: TenantRole | 'superadmin' | null;
  tenant: TenantRef | null;
  kandang_id: string | null;
  user: { id: string; email: string; role: GlobalRole };
  /** Session id (auth_sessions.id): the session this token belongs to; logout revokes it. */
  sid: string;
  /** Session secret: the database keeps only its SHA-256 and verifies it on every request (docs/adr/0013). */
  sk: string;
  /** Set on a superadmin's impersonation token: the superadmin's user id. */
  impersonated_by?: string;
  exp?: number;
  iat?: number;
}

/** What the guard resolved about the caller of the current request. */
export interface RequestActor {
  userId: string;
  email: string;
  globalRole: GlobalRole;
  claims: TokenClaims;
  /** Set on tenant routes. */
  tenantId?: string;
  /** The membership role in that tenant (null for a superadmin without membership). */
  tenantRole?: TenantRole | null;
  /** Role used for rules: owner → admin; superadmin → superadmin. */
  role?: 'admin' | 'abk' | 'reseller' | 'viewer' | 'superadmin';
}
