import { ForbiddenException, UnauthorizedException } from '@nestjs/common';
import { z } from 'zod';
import { Db, pg, queryOne, row } from '../database/rows';
import { GlobalRoleColumn, TenantRoleColumn } from '../tenancy/roles';
import { RequestActor, TokenClaims } from './claims';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** True for a canonical UUID (the form of user, session and tenant ids). */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID_RE.test(value);

/** Message of a missing, expired, revoked or bad token (the browser treats it as the end of the session). */
export const SESSION_INVALID = 'Sesi tidak valid atau sudah expired. Silakan login kembali.';
export const NOT_A_MEMBER = 'Anda bukan anggota tenant ini.';
export const TENANT_INACTIVE = 'Tenant nonaktif';
/** A member switched off in one farm (memberships.aktif false, or its ABK row nonaktif or past its end date; migration Members). */
export const MEMBER_INACTIVE = 'Akun Anda dinonaktifkan di kandang ini.';

/** What `app_access` answers about a token: the account, and with a tenant asked for, that tenant and the membership. */
export const AccessRow = row({
  user_id: pg.uuid,
  email: pg.text,
  global_role: GlobalRoleColumn,
  /** The farm of an impersonation session, else null. */
  impersonated_tenant: pg.uuid.nullable(),
  tenant_found: pg.bool,
  tenant_active: pg.bool.nullable(),
  tenant_kode: pg.text.nullable(),
  tenant_nama: pg.text.nullable(),
  member_role: TenantRoleColumn.nullable(),
  /** Whether that membership is active (null without one): see MEMBER_INACTIVE. */
  member_active: pg.bool.nullable(),
});
export type AccessRow = z.infer<typeof AccessRow>;

/** Why a session ended early (`app_session_end_reason`): 'member_inactive', or null. */
const EndReasonRow = row({ reason: pg.text.nullable() });

/**
 * The one check of a token against the database (AuthGuard on every request, switch-tenant): the
 * token's session is live (neither revoked nor expired) and its secret `sk` matches, the session
 * belongs to the token's account, an impersonation token names the farm of an impersonation
 * session (and a plain token a plain session), and — when `tenantId` is given — the tenant and the
 * caller's membership in it. One call of the SECURITY DEFINER function `app_access` (migration
 * Accounts). 401 SESSION_INVALID otherwise — 401 MEMBER_INACTIVE for a session ended by the
 * member's deactivation (migration SessionEndReason).
 */
export async function lookupAccess(db: Db, claims: Pick<TokenClaims, 'sub' | 'sid' | 'sk' | 'tenant_id' | 'impersonated_by'>, tenantId: string | null): Promise<AccessRow> {
  if (!isUuid(claims.sub) || !isUuid(claims.sid) || typeof claims.sk !== 'string' || claims.sk.length < 16 || claims.sk.length > 128) {
    throw new UnauthorizedException(SESSION_INVALID);
  }
  const access = await queryOne(db, AccessRow, 'select * from app_access($1, $2, $3)', [claims.sid, claims.sk, tenantId]);
  if (!access) {
    // A session ended by a deactivation says so (the browser shows it on the login screen).
    const ended = await queryOne(db, EndReasonRow, 'select app_session_end_reason($1, $2) as reason', [claims.sid, claims.sk]);
    throw new UnauthorizedException(ended?.reason === 'member_inactive' ? MEMBER_INACTIVE : SESSION_INVALID);
  }
  if (access.user_id !== claims.sub) throw new UnauthorizedException(SESSION_INVALID);
  const impersonating = claims.impersonated_by ? (claims.tenant_id ?? null) : null;
  if ((access.impersonated_tenant ?? null) !== impersonating) throw new UnauthorizedException(SESSION_INVALID);
  return access;
}

/**
 * The caller's standing in the tenant of `row` (from {@link lookupAccess} with a tenant): 403
 * 'Anda bukan anggota tenant ini.' without a membership (a superadmin needs none), 403 'Tenant
 * nonaktif' for an inactive tenant, 403 'Akun Anda dinonaktifkan di kandang ini.' for a member switched
 * off in that farm (a superadmin is never switched off). `role` is the role for the rules: owner counts as admin.
 */
export function tenantStanding(row: AccessRow, globalRole: RequestActor['globalRole']): Pick<RequestActor, 'tenantRole' | 'role'> {
  const isSuperadmin = globalRole === 'superadmin';
  if (!row.tenant_found || (!row.member_role && !isSuperadmin)) throw new ForbiddenException(NOT_A_MEMBER);
  if (!row.tenant_active) throw new ForbiddenException(TENANT_INACTIVE);
  if (!isSuperadmin && row.member_active !== true) throw new ForbiddenException(MEMBER_INACTIVE);
  const role = isSuperadmin ? 'superadmin' : row.member_role === 'owner' ? 'admin' : row.member_role!;
  return { tenantRole: row.member_role, role };
}
