/**
 * The one API client (spec part 1 §4.2, §7; part 2 §4 'Session', §7): an
 * openapi-fetch client typed by `schema.d.ts`, which is generated from
 * `docs/api/openapi.json`. Paths, parameters, bodies and answers are checked
 * by the compiler; nothing else in the frontend calls `fetch`.
 *
 * Its middleware, for every call:
 * - sends the bearer token and the x-tenant-id header (stored tenant, else the token's);
 * - without a token, clears the tenant items and the saved redirect first;
 * - ends the session on 401/403/419 or a JSON `{success:false, message}` matching
 *   expired/invalid/unauthorized (login, switch-tenant, register and logout are exempt);
 * - unwraps the lists of spec §7 (a bare array or one under data, rows, items,
 *   list, result or results) for the GET endpoints whose schema answers an array;
 * - gives every POST and PUT an `Idempotency-Key` (a new UUID, unless the call names its own with
 *   {@link writeHeaders}: a retry of the same write sends the same key, ADR 0025);
 * - turns a failed connection into an {@link ApiError} with status 0;
 * - records the `Date` of the lists the service worker keeps offline (lib/answer-age.ts: an old
 *   Date means the answer is the tablet's copy, shown as 'Data tersimpan HH:mm (offline)').
 *
 * {@link send} turns an answer into its data, or throws an ApiError carrying
 * the server's message; {@link errorText} picks the message a screen shows.
 */
import createClient, { type Middleware } from 'openapi-fetch';
import type { PathsWithMethod } from 'openapi-typescript-helpers';
import { recordAnswer } from '../lib/answer-age';
import { currentLocation, hardNavigate } from '../lib/navigation';
import { newRequestKey } from '../lib/request-key';
import {
  SESSION_ENDED_FLAG,
  SESSION_END_REASON,
  SESSION_KEYS,
  SESSION_END_REASONS,
  STORAGE,
  TENANT_KEYS,
  endImpersonation,
  notifySessionChanged,
  removeKeys,
  resolveTenantId,
} from '../lib/session';
import type { components, paths } from './schema';

/** The request and answer shapes of the server, by schema name (e.g. `Schemas['FeedTxnDto']`). */
export type Schemas = components['schemas'];

/** Error of an API call: HTTP status (0 when the server could not be reached) and the server's message. */
export class ApiError extends Error {
  readonly status: number;
  /** The `message` the server sent ('' when it sent none). */
  readonly serverMessage: string;
  /** The body of the failed answer (null when there was none). */
  readonly data: unknown;
  /** The body field the server refused (`field` of its answer: a path such as 'name' or 'data.1.pakan_sore'), null when it named none. */
  readonly field: string | null;

  constructor(status: number, serverMessage: string, data: unknown = null) {
    super(serverMessage || (status ? `Permintaan gagal (${status})` : 'Terjadi kesalahan jaringan'));
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.data = data;
    const field = data && typeof data === 'object' ? (data as { field?: unknown }).field : null;
    this.field = typeof field === 'string' && field ? field : null;
  }
}

/**
 * The text a screen shows for a failed action: the server's own message when
 * it sent one, else the screen's fallback from the spec's error catalogue
 * ('where the server sends a message, the product shows it', part 1 §8).
 */
export function errorText(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.serverMessage ? err.serverMessage : fallback;
}

/** The header naming a write, so that the server answers its repeat with the first answer (ADR 0025). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Marks a call whose caller handles a session end itself (never sent to the server). */
const SESSION_HANDLED_HEADER = 'X-Kpm-Session-Handled';
/** Ids of the calls in flight marked with SESSION_HANDLED_HEADER. */
const sessionHandled = new Set<string>();

/**
 * Headers of a write that names its own `Idempotency-Key`:
 * `api.POST('/api/transaksi-pakan', { body, headers: writeHeaders(key) })`. The same key for
 * the same body makes a retry the same request (the server replays the first answer; the same key
 * with another body is refused with 422). `sessionHandled`: a 401/403/419 answer does not end the
 * session (the outbox asks for the password instead and keeps the page); the caller gets the error.
 */
export function writeHeaders(key: string, options: { sessionHandled?: boolean } = {}): Record<string, string> {
  return options.sessionHandled ? { [IDEMPOTENCY_HEADER]: key, [SESSION_HANDLED_HEADER]: '1' } : { [IDEMPOTENCY_HEADER]: key };
}

/** Statuses that end the session on a non-auth call. */
const SESSION_END_STATUSES = [401, 403, 419];
const EXPIRED_MESSAGE = /expired|invalid|unauthorized/i;
const AUTH_CALL = /^\/api\/auth\/(login|switch-tenant|register|logout)(\/|\?|$)/;

/** True for the authentication calls exempt from session handling. */
export function isAuthCall(path: string): boolean {
  return AUTH_CALL.test(path);
}

/**
 * Ends the session: clears token, user and tenant items, remembers the current
 * location as postLoginRedirect and goes to /login (unless already there). An
 * impersonation's end returns to /superadmin with the superadmin's own token.
 */
export function endSession(): void {
  // An impersonation that ends (its hour is over, the farm was deactivated): back to the superadmin's own session.
  if (endImpersonation(localStorage)) {
    notifySessionChanged();
    hardNavigate('/superadmin');
    return;
  }
  removeKeys(localStorage, SESSION_KEYS);
  const onLogin = window.location.pathname === '/login';
  if (!onLogin) {
    localStorage.setItem(STORAGE.postLoginRedirect, currentLocation());
    sessionStorage.setItem(SESSION_ENDED_FLAG, '1');
  }
  notifySessionChanged();
  if (!onLogin) hardNavigate('/login');
}

type GetPath = PathsWithMethod<paths, 'get'>;
type JsonAnswer<Op> = Op extends { responses: { 200: { content: { 'application/json': infer T } } } } ? T : never;
/** GET endpoints whose schema answers an array (not those without a JSON answer, such as a zip download). */
type ListPath = { [P in GetPath]: [JsonAnswer<paths[P]['get']>] extends [never] ? never : JsonAnswer<paths[P]['get']> extends readonly unknown[] ? P : never }[GetPath];

/** The GET endpoints answering a list: their answer is unwrapped (spec §7). */
const LIST_PATHS = [
  '/api/coop/structure',
  '/api/tingkat-lokasi',
  '/api/bagian-lokasi',
  '/api/transaksi-pakan',
  '/api/transaksi-telur',
  '/api/populasi-info',
  '/api/transaksi-ayam',
  '/api/tasks/main',
  '/api/tasks/sub',
  '/api/tasks/schedules',
  '/api/tasks/due',
  '/api/tasks/executions',
  '/api/tasks/executions/list',
  '/api/feed-txns',
  '/api/dashboard-table',
  '/api/finance/accounts',
  '/api/finance/journals',
  '/api/finance-accounts',
  '/api/finance-accounts/parents',
  '/api/customers',
  '/api/customers/helpers/available-resellers',
  '/api/egg-preorders',
  '/api/egg-sales/list',
  '/api/reseller-sales/list',
  '/api/reseller-sales/customers',
  '/api/abk',
  '/api/abk/available-users',
  '/api/stock-items',
  '/api/stock-items/stock',
  '/api/transaksi-pakan/items',
  '/api/jalur-feed-items',
  '/api/suppliers',
  '/api/rations',
  '/api/rations/targets',
  '/api/rations/{id}/batches',
  '/api/health/programs',
  '/api/health/treatments',
  '/api/health/holds',
  '/api/assets',
  '/api/payroll',
] as const satisfies readonly ListPath[];
const LISTS = new Set<string>(LIST_PATHS);

type AssertNever<T extends never> = T;
/** Does not compile while a GET endpoint answering an array is missing from LIST_PATHS: add it there. */
export type ListPathsComplete = AssertNever<Exclude<ListPath, (typeof LIST_PATHS)[number]>>;

const LIST_KEYS = ['data', 'rows', 'items', 'list', 'result', 'results'] as const;

/** A list sent as a bare array or under data/rows/items/list/result/results; anything else is an empty list. */
function unwrapList(body: unknown): unknown[] {
  if (Array.isArray(body)) return body;
  if (body && typeof body === 'object') {
    for (const key of LIST_KEYS) {
      const value = (body as Record<string, unknown>)[key];
      if (Array.isArray(value)) return value;
    }
  }
  return [];
}

/** The `message` of a server reply, if any. */
function messageOf(body: unknown): string {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === 'string') return message;
    if (Array.isArray(message)) return message.join(', ');
  }
  return '';
}

function isFailure(body: unknown): boolean {
  return !!body && typeof body === 'object' && (body as { success?: unknown }).success === false;
}

function isSessionEnd(status: number, body: unknown): boolean {
  if (SESSION_END_STATUSES.includes(status)) return true;
  return isFailure(body) && EXPIRED_MESSAGE.test(messageOf(body));
}

/**
 * True when a call failed because the session is over and a new login would let it through: 401,
 * 419, or a refusal whose message says expired/invalid/unauthorized. A 403 (a role or a farm that
 * may not do it) is not: logging in again changes nothing.
 */
export function isExpiredSession(err: unknown): boolean {
  if (!(err instanceof ApiError)) return false;
  if (err.status === 401 || err.status === 419) return true;
  return err.status !== 403 && isFailure(err.data) && EXPIRED_MESSAGE.test(messageOf(err.data));
}

/** The body as JSON; null when it is empty or not JSON. */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

const NULL_BODY_STATUSES = [101, 204, 205, 304];

/** A copy of `response` holding `body` as JSON (no body when it is null). */
function withJson(response: Response, body: unknown): Response {
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  const text = body === null || NULL_BODY_STATUSES.includes(response.status) ? null : JSON.stringify(body);
  return new Response(text, { status: response.status, statusText: response.statusText, headers });
}

/** Headers, session end, list unwrapping and network failures of every call (see the module comment). */
const middleware: Middleware = {
  onRequest({ request, schemaPath, id }) {
    const token = localStorage.getItem(STORAGE.token);
    if (!isAuthCall(schemaPath) && !token) removeKeys(localStorage, [...TENANT_KEYS, STORAGE.postLoginRedirect]);
    request.headers.set('Accept', 'application/json');
    // A call may name its own token (logout of the superadmin's own session while impersonating).
    if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
    const tenantId = resolveTenantId();
    if (tenantId) request.headers.set('x-tenant-id', tenantId);
    if ((request.method === 'POST' || request.method === 'PUT') && !request.headers.has(IDEMPOTENCY_HEADER)) request.headers.set(IDEMPOTENCY_HEADER, newRequestKey());
    if (request.headers.has(SESSION_HANDLED_HEADER)) {
      request.headers.delete(SESSION_HANDLED_HEADER);
      sessionHandled.add(id);
    }
    return request;
  },
  async onResponse({ request, response, schemaPath, id }) {
    const body = await readJson(response);
    const handled = sessionHandled.delete(id);
    if (!handled && !isAuthCall(schemaPath) && isSessionEnd(response.status, body)) {
      const reason = messageOf(body);
      if (SESSION_END_REASONS.includes(reason)) sessionStorage.setItem(SESSION_END_REASON, reason);
      endSession();
    }
    if (request.method === 'GET' && response.ok) recordAnswer(schemaPath, response.headers.get('Date'));
    const isList = request.method === 'GET' && LISTS.has(schemaPath) && response.ok && !isFailure(body);
    return withJson(response, isList ? unwrapList(body) : body);
  },
  onError({ error, id }) {
    sessionHandled.delete(id);
    if (error instanceof DOMException && error.name === 'AbortError') return error;
    return new ApiError(0, '');
  },
};

/** The typed client: `api.GET('/api/feed-txns', { params: { query: { from, to } } })`. Reads go through `useApiQuery`. */
export const api = createClient<paths>({
  baseUrl: window.location.origin,
  // Looked up on each call, so that tests can replace the global fetch.
  fetch: (request) => globalThis.fetch(request),
});
api.use(middleware);

/** The data of an answer; `void` for an endpoint whose OpenAPI entry declares no response body. */
export type Answer<D> = [D] extends [never] ? void : Exclude<D, undefined>;

/**
 * Waits for a call of {@link api} and returns its data. Throws an
 * {@link ApiError} for an HTTP error or a `{success:false}` reply (spec part 2
 * §8: 'also when success is false'), carrying the server's message.
 */
export async function send<R extends { data?: unknown; error?: unknown; response: Response }>(call: Promise<R>): Promise<Answer<R['data']>> {
  const { data, error, response } = await call;
  if (!response.ok) throw new ApiError(response.status, messageOf(error), error ?? null);
  if (isFailure(data)) throw new ApiError(response.status, messageOf(data), data);
  return data as Answer<R['data']>;
}
