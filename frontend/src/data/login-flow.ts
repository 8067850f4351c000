/**
 * Login decisions of spec part 1 §2.1 and §4.1, written as functions of their
 * inputs (storage and the HTTP call are passed in) so that every branch is
 * unit-tested without a browser. Used by the login screen and by the outbox's
 * password prompt when a session ends while waiting entries are sent (ADR 0025).
 */
import { api, type Schemas } from '../api/client';
import {
  STORAGE,
  TENANT_INACTIVE,
  TENANT_INACTIVE_LOGIN,
  TENANT_KEYS,
  decodeToken,
  isSuperadminClaims,
  removeKeys,
  roleFromClaims,
  storeTenant,
  storeToken,
  type KeyValueStore,
  type TenantInfo,
  type TokenClaims,
} from '../lib/session';

export const LOGIN_DEFAULT_ERROR = 'Username password salah';
export const LOGIN_NO_TOKEN_ERROR = 'Token tidak ditemukan pada response';
export const LOGIN_NETWORK_ERROR = 'Terjadi kesalahan jaringan';

/** The farm picker (issue #36): where a login with several farms and none remembered lands. */
export const FARM_PICKER_PATH = '/pilih-kandang';

/** Reply of an HTTP call as the flow sees it (a network failure is a thrown error). */
export interface HttpReply {
  ok: boolean;
  status: number;
  data: unknown;
}

/** The two authentication calls of the flow, with their bodies. */
export type AuthCall = ['/api/auth/login', Schemas['LoginDto']] | ['/api/auth/switch-tenant', Schemas['SwitchTenantDto']];

/** Performs an authentication call (through the API client) without throwing for HTTP errors. */
export type PostJson = (...call: AuthCall) => Promise<HttpReply>;

/** The flow's calls through the API client: the answer with its status, also when it is an error. */
export const postAuth: PostJson = async (...call: AuthCall) => {
  const [path, body] = call;
  const { data, error, response } = path === '/api/auth/login' ? await api.POST(path, { body }) : await api.POST(path, { body });
  return { ok: response.ok, status: response.status, data: data ?? error };
};

/** Login reply; on a failure it is the error body, so every field may be missing. */
type LoginReply = Partial<Schemas['LoginResponseDto']>;

type SwitchReply = Partial<Schemas['SwitchTenantResponseDto']>;

export type LoginOutcome = { ok: true; redirect: string } | { ok: false; message: string };

/**
 * Role default landing page: superadmin /superadmin; reseller and viewer /menu (neither may open the
 * dashboard: spec §6; a viewer sent there would be turned back to /menu without a word, issue #23);
 * else /dashboard.
 */
export function defaultRouteForClaims(claims: TokenClaims | null): string {
  const role = roleFromClaims(claims);
  if (role === 'superadmin') return '/superadmin';
  if (role === 'reseller' || role === 'viewer') return '/menu';
  return '/dashboard';
}

/** In shown messages the word Email is replaced by Username/Email; 'Tenant nonaktif' says what it means for the user. */
export function displayLoginMessage(message: string): string {
  if (message.trim() === TENANT_INACTIVE) return TENANT_INACTIVE_LOGIN;
  return message.replace(/(?<!\/)\bemail\b/gi, 'Username/Email');
}

/** True when `target` is a local path other than /login that may be used after login. */
function isUsableRedirect(target: string | null): target is string {
  return !!target && target.startsWith('/') && !target.startsWith('//') && !/^\/login(\/|\?|$)/.test(target);
}

function isSuperadminPath(path: string): boolean {
  return /^\/superadmin(\/|\?|$)/.test(path);
}

/**
 * Where to go after login: the saved redirect when usable (a /superadmin one
 * only for a superadmin token), else the role default.
 */
export function postLoginTarget(saved: string | null, claims: TokenClaims | null): string {
  if (isUsableRedirect(saved) && (!isSuperadminPath(saved) || isSuperadminClaims(claims))) return saved;
  return defaultRouteForClaims(claims);
}

/** What the login page does when it opens. */
export interface LoginEntryDecision {
  /** Logged-in user: go here at once. */
  redirect: string | null;
  clearTenant: boolean;
  clearSavedRedirect: boolean;
}

/**
 * Opening /login (spec §2.1): a logged-in user is redirected by role. Without a
 * token the tenant items and the saved redirect are cleared, except that a
 * redirect saved by a session end (`sessionEnded`) is kept so the user returns
 * to it. A saved /superadmin redirect is dropped unless the token is a superadmin's.
 */
export function loginEntryDecision(input: {
  token: string | null;
  savedRedirect: string | null;
  sessionEnded: boolean;
}): LoginEntryDecision {
  const claims = decodeToken(input.token);
  const dropSuperadminRedirect =
    !!input.savedRedirect && isSuperadminPath(input.savedRedirect) && !isSuperadminClaims(claims);
  if (input.token) {
    return { redirect: defaultRouteForClaims(claims), clearTenant: false, clearSavedRedirect: dropSuperadminRedirect };
  }
  return {
    redirect: null,
    clearTenant: true,
    clearSavedRedirect: !!input.savedRedirect && (!input.sessionEnded || dropSuperadminRedirect),
  };
}

/** Applies a {@link LoginEntryDecision} to storage. */
export function applyLoginEntry(store: KeyValueStore, decision: LoginEntryDecision): void {
  if (decision.clearTenant) removeKeys(store, TENANT_KEYS);
  if (decision.clearSavedRedirect) store.removeItem(STORAGE.postLoginRedirect);
}

function asObject<T>(data: unknown): T {
  return (data && typeof data === 'object' ? data : {}) as T;
}

function idOf(value: string | number | null | undefined): string | null {
  return value === undefined || value === null || value === '' ? null : String(value);
}

/**
 * Step 3 of §4.1: the tenant of a membership, switching when mode is not final. True when the
 * server switched (or the mode was final), false when the switch was refused or failed.
 */
async function applyMembership(
  store: KeyValueStore,
  kandangId: string,
  mode: LoginReply['mode'],
  post: PostJson,
): Promise<boolean> {
  const membershipId = String(kandangId);
  if (mode === 'final') {
    store.setItem(STORAGE.tenantId, membershipId);
    return true;
  }
  let reply: HttpReply | null;
  try {
    reply = await post('/api/auth/switch-tenant', { kandang_id: kandangId });
  } catch {
    reply = null;
  }
  const body = asObject<SwitchReply>(reply?.data);
  if (reply?.ok && body.success !== false) {
    if (body.token) storeToken(store, body.token);
    if (idOf(body.tenant?.id)) storeTenant(store, body.tenant as TenantInfo);
    else store.setItem(STORAGE.tenantId, membershipId);
    return true;
  }
  store.setItem(STORAGE.tenantId, membershipId);
  if (reply && !reply.ok) store.removeItem(STORAGE.tenantNama);
  return false;
}

/** The farm picker after a login: no farm yet; the saved redirect waits for the choice. */
function toPicker(store: KeyValueStore): LoginOutcome {
  removeKeys(store, TENANT_KEYS);
  return { ok: true, redirect: FARM_PICKER_PATH };
}

/**
 * The whole login flow of §4.1. `post` performs an auth call (it must send the
 * stored token as bearer). Returns where to go, or the message to show. With several farms
 * (issue #36) the farm remembered on this device for the user is opened directly; without one (or
 * when the switch to it is refused) the flow goes to the farm picker ({@link FARM_PICKER_PATH}),
 * keeping the saved redirect for after the choice.
 */
export async function performLogin(
  username: string,
  password: string,
  store: KeyValueStore,
  post: PostJson,
): Promise<LoginOutcome> {
  let reply: HttpReply;
  try {
    reply = await post('/api/auth/login', { email: username, password });
  } catch {
    return { ok: false, message: LOGIN_NETWORK_ERROR };
  }
  const body = asObject<LoginReply>(reply.data);

  if (!reply.ok || body.success === false) {
    if (body.token && isSuperadminClaims(decodeToken(body.token))) {
      storeToken(store, body.token, body.user);
      store.removeItem(STORAGE.postLoginRedirect);
      return { ok: true, redirect: '/superadmin' };
    }
    return { ok: false, message: displayLoginMessage(body.message || LOGIN_DEFAULT_ERROR) };
  }
  if (!body.token) return { ok: false, message: displayLoginMessage(LOGIN_NO_TOKEN_ERROR) };

  storeToken(store, body.token, body.user);
  // Loaded here, not with the login screen: only a successful login needs it.
  const { chooseMembership, rememberFarm, rememberedFarm, storeMemberships, toFarmMembership } = await import('../lib/farms');
  storeMemberships(store, body.memberships);
  const ids = (body.memberships ?? []).flatMap((m) => toFarmMembership(m)?.id ?? []);
  const userId = store.getItem(STORAGE.userId);
  if (idOf(body.tenant?.id)) {
    storeTenant(store, body.tenant as TenantInfo);
  } else {
    const choice = chooseMembership(ids, rememberedFarm(store, userId));
    if (choice.kind === 'none') store.removeItem(STORAGE.tenantId);
    else if (choice.kind === 'pick') return toPicker(store);
    else {
      const switched = await applyMembership(store, choice.kandangId, body.mode, post);
      // A remembered farm that refuses the switch (switched off since): the user chooses again.
      if (!switched && choice.remembered) return toPicker(store);
      if (ids.length > 1) rememberFarm(store, userId, choice.kandangId);
    }
  }

  const saved = store.getItem(STORAGE.postLoginRedirect);
  store.removeItem(STORAGE.postLoginRedirect);
  return { ok: true, redirect: postLoginTarget(saved, decodeToken(store.getItem(STORAGE.token))) };
}
