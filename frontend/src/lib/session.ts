/**
 * Browser session: the items kept in localStorage (spec part 1 §3) and the
 * claims read from the JWT. Everything here is synchronous and free of React,
 * so guards, the API client and the login flow share one definition.
 */

/** localStorage keys used by the application. */
export const STORAGE = {
  token: 'token',
  user: 'user',
  userId: 'user_id',
  userRole: 'user_role',
  tenantId: 'tenant_id',
  tenantKode: 'tenant_kode',
  tenantNama: 'tenant_nama',
  postLoginRedirect: 'postLoginRedirect',
  /** The session's farms (lib/farms.ts), so the top bar knows whether to offer the farm switcher. */
  memberships: 'memberships',
  /** The superadmin's own token, kept aside while it impersonates a farm (issue #15). */
  impersonatorToken: 'impersonator_token',
} as const;

/** Tenant-related keys, cleared together. */
export const TENANT_KEYS = [STORAGE.tenantId, STORAGE.tenantKode, STORAGE.tenantNama] as const;

/** Keys cleared when the session ends (token, user and tenant items). */
export const SESSION_KEYS = [
  STORAGE.token,
  STORAGE.user,
  STORAGE.userId,
  STORAGE.userRole,
  ...TENANT_KEYS,
  STORAGE.impersonatorToken,
  STORAGE.memberships,
] as const;

/** sessionStorage flag set when the API client ends an expired session. */
export const SESSION_ENDED_FLAG = 'session_ended';

/** sessionStorage item holding the server's message when a session ended because the farm was deactivated ('Tenant nonaktif') or the member was switched off in it ('Akun Anda dinonaktifkan di kandang ini.'). */
export const SESSION_END_REASON = 'session_end_reason';

/** The server's message for a member of an inactive farm (403, also at login). */
export const TENANT_INACTIVE = 'Tenant nonaktif';

/** What the login screen says to a member of an inactive farm. */
export const TENANT_INACTIVE_LOGIN = 'Tenant nonaktif: kandang Anda sedang dinonaktifkan oleh admin platform. Hubungi admin platform untuk mengaktifkannya kembali.';

/** The server's message for a member switched off in a farm (403 on that farm's calls and at login); the login screen shows it as it is. */
export const MEMBER_INACTIVE = 'Akun Anda dinonaktifkan di kandang ini.';

/** Server messages of a 403 that ended the session and that the login screen repeats. */
export const SESSION_END_REASONS: readonly string[] = [TENANT_INACTIVE, MEMBER_INACTIVE];

/** Roles as used by the route table; `owner` is folded into `admin`. */
export type Role = 'superadmin' | 'admin' | 'abk' | 'reseller' | 'viewer';

export interface TenantInfo {
  id?: string | number | null;
  kode?: string | null;
  nama?: string | null;
}

/** The JWT claims the browser reads (spec part 1 §3). */
export interface TokenClaims {
  sub?: string | number;
  role?: string | null;
  tenant_role?: string | null;
  tenant_id?: string | number | null;
  tenant?: TenantInfo | null;
  kandang_id?: string | number | null;
  user?: { id?: string | number; email?: string; role?: string } | null;
  /** Set on a superadmin's impersonation token (the superadmin's id): the session acts as the farm's admin. */
  impersonated_by?: string | null;
  exp?: number;
}

/** Minimal storage interface (localStorage or a test double). */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Decodes the payload of a JWT (no signature check). Returns null when it is not a JWT. */
export function decodeToken(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return claims && typeof claims === 'object' ? (claims as TokenClaims) : null;
  } catch {
    return null;
  }
}

/**
 * True when the token belongs to the platform superadmin acting as one (an impersonation token
 * acts as the farm's admin: false).
 */
export function isSuperadminClaims(claims: TokenClaims | null): boolean {
  if (!claims || claims.impersonated_by) return false;
  return lower(claims.role) === 'superadmin' || lower(claims.user?.role) === 'superadmin';
}

/**
 * Role used by guards and menus: the token's tenant_role, else its role,
 * lowercased, with owner counted as admin. A superadmin token stays superadmin
 * even if it also carries a tenant role. Empty string when unknown.
 */
export function roleFromClaims(claims: TokenClaims | null): Role | '' {
  if (!claims) return '';
  if (isSuperadminClaims(claims)) return 'superadmin';
  const role = lower(claims.tenant_role) || lower(claims.role);
  if (role === 'owner') return 'admin';
  return role as Role | '';
}

/** Tenant id carried by the token (tenant_id, tenant.id or kandang_id). */
export function tenantIdFromClaims(claims: TokenClaims | null): string | null {
  const id = claims?.tenant_id ?? claims?.tenant?.id ?? claims?.kandang_id;
  return id === undefined || id === null || id === '' ? null : String(id);
}

/** Tenant id for request headers: stored tenant_id, else from the token. */
export function resolveTenantId(store: KeyValueStore = localStorage): string | null {
  return store.getItem(STORAGE.tenantId) || tenantIdFromClaims(decodeToken(store.getItem(STORAGE.token)));
}

/** Name shown in the navigation: stored tenant_nama, else the token's tenant, else 'Farm'. */
export function tenantDisplayName(store: KeyValueStore = localStorage): string {
  const stored = store.getItem(STORAGE.tenantNama);
  if (stored) return stored;
  return decodeToken(store.getItem(STORAGE.token))?.tenant?.nama || 'Farm';
}

/** Stores a token together with the user items derived from its claims. */
export function storeToken(store: KeyValueStore, token: string, user?: unknown): void {
  const claims = decodeToken(token);
  store.setItem(STORAGE.token, token);
  const userObj = user ?? claims?.user;
  if (userObj) store.setItem(STORAGE.user, JSON.stringify(userObj));
  const userId = claims?.user?.id ?? claims?.sub;
  if (userId !== undefined && userId !== null) store.setItem(STORAGE.userId, String(userId));
  const role = roleFromClaims(claims);
  if (role) store.setItem(STORAGE.userRole, role);
}

/** Stores tenant id, kode and nama (missing kode/nama are removed). */
export function storeTenant(store: KeyValueStore, tenant: TenantInfo): void {
  store.setItem(STORAGE.tenantId, String(tenant.id));
  setOrRemove(store, STORAGE.tenantKode, tenant.kode);
  setOrRemove(store, STORAGE.tenantNama, tenant.nama);
}

/** The farm impersonated by this session: its name, while an impersonation token is stored with the superadmin's token kept aside; else null. */
export function impersonatedFarm(store: KeyValueStore = localStorage): string | null {
  if (!store.getItem(STORAGE.impersonatorToken)) return null;
  const claims = decodeToken(store.getItem(STORAGE.token));
  if (!claims?.impersonated_by) return null;
  return store.getItem(STORAGE.tenantNama) || claims.tenant?.nama || claims.tenant?.kode || 'kandang';
}

/**
 * Starts an impersonation (spec part 2 §4 'Impersonation': stores the returned token and tenant
 * identity): the superadmin's own token goes aside (kept when one is already there), the farm's
 * token and tenant take its place.
 */
export function startImpersonation(store: KeyValueStore, token: string, tenant: TenantInfo): void {
  const own = store.getItem(STORAGE.impersonatorToken) ?? store.getItem(STORAGE.token);
  if (own) store.setItem(STORAGE.impersonatorToken, own);
  storeToken(store, token);
  storeTenant(store, tenant);
}

/**
 * Ends an impersonation: the superadmin's own token comes back (without a tenant). False when no
 * token was kept aside (nothing changed).
 */
export function endImpersonation(store: KeyValueStore): boolean {
  const own = store.getItem(STORAGE.impersonatorToken);
  if (!own) return false;
  removeKeys(store, [...TENANT_KEYS, STORAGE.impersonatorToken, STORAGE.user]);
  storeToken(store, own);
  return true;
}

/** Removes every key of the list. */
export function removeKeys(store: KeyValueStore, keys: readonly string[]): void {
  keys.forEach((key) => store.removeItem(key));
}

/** Event fired on window when this tab changes session items (other tabs get `storage`). */
export const SESSION_CHANGED_EVENT = 'kpm:session-changed';

/** Tells listeners in this tab that session items changed. */
export function notifySessionChanged(): void {
  window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
}

function setOrRemove(store: KeyValueStore, key: string, value: string | null | undefined) {
  if (value) store.setItem(key, value);
  else store.removeItem(key);
}

function lower(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}
