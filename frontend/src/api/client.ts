/**
 * The one API client (spec part 1 §4.2, §7): bearer token and x-tenant-id
 * headers, JSON bodies, session end on 401/403/419 or an expired-token reply,
 * and errors thrown as {@link ApiError} carrying the server's message.
 */
import { currentLocation, hardNavigate } from '../lib/navigation';
import {
  SESSION_ENDED_FLAG,
  SESSION_KEYS,
  STORAGE,
  TENANT_KEYS,
  notifySessionChanged,
  removeKeys,
  resolveTenantId,
} from '../lib/session';

/** Error of an API call: HTTP status (0 for a network failure) and the server message. */
export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;

  constructor(status: number, message: string, data?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
  }
}

/** Message shown when the server could not be reached. */
export const NETWORK_ERROR_MESSAGE = 'Terjadi kesalahan jaringan';

/** Statuses that end the session on a non-auth call. */
const SESSION_END_STATUSES = [401, 403, 419];
const EXPIRED_MESSAGE = /expired|invalid|unauthorized/i;
const AUTH_CALL = /^\/api\/auth\/(login|switch-tenant|register|logout)(\/|\?|$)/;

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: string;
  /** JSON-serialisable body, or FormData sent as multipart. */
  body?: unknown;
  /** Query parameters; null, undefined and '' are left out. */
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Keeps the request alive while the page unloads (logout). */
  keepalive?: boolean;
}

/** Raw answer of {@link apiRequest}: never throws for HTTP errors. */
export interface RawResponse<T = unknown> {
  ok: boolean;
  status: number;
  data: T;
}

/** True for the authentication calls exempt from session handling. */
export function isAuthCall(path: string): boolean {
  return AUTH_CALL.test(path);
}

/** Builds `path?query` leaving out empty values. */
export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

/**
 * Ends the session: clears token, user and tenant items, remembers the current
 * location as postLoginRedirect and goes to /login (unless already there).
 */
export function endSession(): void {
  removeKeys(localStorage, SESSION_KEYS);
  const here = currentLocation();
  const onLogin = window.location.pathname === '/login';
  if (!onLogin) {
    localStorage.setItem(STORAGE.postLoginRedirect, here);
    sessionStorage.setItem(SESSION_ENDED_FLAG, '1');
  }
  notifySessionChanged();
  if (!onLogin) hardNavigate('/login');
}

/** Headers of every call: JSON, bearer token and tenant. */
export function buildHeaders(body: unknown): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (body !== undefined && !(body instanceof FormData)) headers.set('Content-Type', 'application/json');
  const token = localStorage.getItem(STORAGE.token);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const tenantId = resolveTenantId();
  if (tenantId) headers.set('x-tenant-id', tenantId);
  return headers;
}

/**
 * Performs a call and returns status and parsed body without throwing for HTTP
 * errors (a network failure still throws an ApiError with status 0). Session
 * end is handled here for every non-auth call.
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<RawResponse<T>> {
  const auth = isAuthCall(path);
  if (!auth && !localStorage.getItem(STORAGE.token)) {
    removeKeys(localStorage, [...TENANT_KEYS, STORAGE.postLoginRedirect]);
  }
  const { method = options.body === undefined ? 'GET' : 'POST', body, query, signal, keepalive } = options;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers: buildHeaders(body),
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal,
      keepalive,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  const data = (await readBody(response)) as T;
  if (!auth && isSessionEnd(response.status, data)) endSession();
  return { ok: response.ok, status: response.status, data };
}

/** Performs a call and returns its body; throws ApiError on HTTP errors or `success:false`. */
export async function apiFetch<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const { ok, status, data } = await apiRequest<T>(path, options);
  if (!ok || isFailure(data)) {
    throw new ApiError(status, messageOf(data) || `Permintaan gagal (${status})`, data);
  }
  return data;
}

/** Shorthands for the usual verbs. */
export const api = {
  get: <T = unknown>(path: string, query?: Record<string, QueryValue>) => apiFetch<T>(path, { query }),
  post: <T = unknown>(path: string, body?: unknown) => apiFetch<T>(path, { method: 'POST', body: body ?? {} }),
  put: <T = unknown>(path: string, body?: unknown) => apiFetch<T>(path, { method: 'PUT', body: body ?? {} }),
  patch: <T = unknown>(path: string, body?: unknown) => apiFetch<T>(path, { method: 'PATCH', body: body ?? {} }),
  del: <T = unknown>(path: string) => apiFetch<T>(path, { method: 'DELETE' }),
};

const LIST_KEYS = ['data', 'rows', 'items', 'list', 'result', 'results'] as const;

/** Unwraps a list sent as a bare array or under data/rows/items/list/result/results. */
export function unwrapList<T = unknown>(data: unknown): T[] {
  if (Array.isArray(data)) return data as T[];
  if (data && typeof data === 'object') {
    for (const key of LIST_KEYS) {
      const value = (data as Record<string, unknown>)[key];
      if (Array.isArray(value)) return value as T[];
    }
  }
  return [];
}

/** The `message` of a server reply, if any. */
export function messageOf(data: unknown): string {
  if (data && typeof data === 'object' && 'message' in data) {
    const message = (data as { message: unknown }).message;
    if (typeof message === 'string') return message;
    if (Array.isArray(message)) return message.join(', ');
  }
  return '';
}

/** Message of any thrown value, else the fallback. */
export function errorMessage(err: unknown, fallback: string): string {
  return err instanceof Error && err.message ? err.message : fallback;
}

function isFailure(data: unknown): boolean {
  return !!data && typeof data === 'object' && (data as { success?: unknown }).success === false;
}

function isSessionEnd(status: number, data: unknown): boolean {
  if (SESSION_END_STATUSES.includes(status)) return true;
  return isFailure(data) && EXPIRED_MESSAGE.test(messageOf(data));
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
