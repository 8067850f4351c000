/**
 * Route guard decisions (spec part 1 §2.2), free of React so they are tested
 * for every route and role.
 */
import { defaultRouteForClaims } from '../data/login-flow';
import { decodeToken, roleFromClaims, type Role } from '../lib/session';
import type { RouteRoles } from './manifest';

/** True when `role` passes `roles`; admin and superadmin pass every list. */
export function canAccess(roles: RouteRoles, role: Role | ''): boolean {
  if (roles === 'public' || roles === 'any') return true;
  if (role === 'admin' || role === 'superadmin') return true;
  return role !== '' && roles.includes(role);
}

/**
 * Guard of a protected route: null to render it, '/login' without a token,
 * '/menu' when the token's role is not allowed.
 */
export function guardRedirect(roles: RouteRoles, token: string | null): '/login' | '/menu' | null {
  if (!token) return '/login';
  return canAccess(roles, roleFromClaims(decodeToken(token))) ? null : '/menu';
}

/** Target of an unknown path: /login without a token, else the role's landing page (data/login-flow). */
export function unknownPathRedirect(token: string | null): string {
  return token ? defaultRouteForClaims(decodeToken(token)) : '/login';
}
