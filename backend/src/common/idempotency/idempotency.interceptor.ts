import { BadRequestException, CallHandler, ConflictException, ExecutionContext, Inject, Injectable, NestInterceptor, StreamableFile, UnprocessableEntityException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { createHash, createHmac } from 'crypto';
import type { Request, Response } from 'express';
import { from, mergeMap, Observable, of } from 'rxjs';
import { isUuid } from '../auth/access-lookup';
import { execute, pg, queryOne, row } from '../database/rows';
import { TenantContext } from '../tenancy/tenant-context';
import { Metrics } from '../observability/metrics';
import type { AppSettings } from '../../config/settings';
import { SECRET_ANSWER_KEY, SECRET_REPEAT, SecretRepeat } from './secret-answer.decorator';

/** The token under which app.module.ts provides AppSettings (a string, to avoid an import cycle). */
const APP_SETTINGS = 'APP_SETTINGS';

/** The request header that names a write (RFC draft "The Idempotency-Key HTTP Header Field"). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Answer header of a repeat answered from the stored first answer. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** 400: the header is not a UUID. */
export const KEY_NOT_UUID = 'Idempotency-Key harus berupa UUID.';
/** 422: the key was used for another request (method, path, body or user). */
export const KEY_REUSED = 'Idempotency-Key sudah dipakai untuk permintaan lain.';
/** 409: the key's first request is still without an answer (defensive; cannot be seen once it committed). */
const KEY_PENDING = 'Permintaan dengan Idempotency-Key ini masih diproses. Silakan coba lagi.';
/** Keys are kept this many days at least. */
export const KEEP_DAYS = 7;
/** Expired keys deleted at most per stored key (bounded work per request). */
const PURGE_LIMIT = 50;

/** Methods whose requests may carry a key. */
const WRITES = new Set(['POST', 'PUT', 'PATCH']);

/** The OpenAPI description of the header (every POST/PUT/PATCH operation, common/http/configure-app.ts). */
export const IDEMPOTENCY_DESCRIPTION =
  'Optional UUID naming this write, made once by the client (e.g. when the user pressed Simpan) and sent again with every retry. ' +
  'The first successful answer (2xx JSON) is stored with the key per farm (per user on routes without a farm) for at least 7 days, ' +
  'in the same transaction as the write; a repeat with the same method, path, body and user is answered with that status and body ' +
  'without writing again, with the header `Idempotent-Replayed: true`. A concurrent repeat waits for the first and then replays it. ' +
  "Not a UUID → 400 'Idempotency-Key harus berupa UUID.'; the same key with another method, path, body or user → " +
  "422 'Idempotency-Key sudah dipakai untuk permintaan lain.'. A failed request (4xx/5xx) keeps nothing: a corrected retry may reuse the key. " +
  'Ignored (the request runs as without it) on login, on multipart/form-data bodies and on routes that run outside the request transaction (the integration test push). ' +
  'An answer that carries a secret (token, invitation code, password; operations marked `x-secret-answer`) is never stored: ' +
  "`run-again` — the key is ignored and a repeat runs again; `refuse` — a repeat answers 409 '" +
  SECRET_REPEAT +
  "'.";

/** The stored key of the request's scope. */
const KeyRow = row({ user_id: pg.uuid, method: pg.text, path: pg.text, body_hash: pg.text, status: pg.int.nullable(), answer: pg.json });

/** `value` as JSON with the keys of every object sorted, so that the hash does not depend on key order. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  ) ?? '';
}

/**
 * Hash (hex, 64 characters) of a parsed request body, independent of the order of its keys:
 * HMAC-SHA-256 under `key` (derived from the server's JWT_SECRET, which no backup holds), so that a
 * stored hash of a body with a password in it cannot be tried against a list of passwords
 * offline. Without `key`, the plain SHA-256 of keys stored before (migration SecretFreeIdempotency).
 */
export function bodyHash(body: unknown, key?: Buffer): string {
  return (key ? createHmac('sha256', key) : createHash('sha256')).update(canonicalJson(body)).digest('hex');
}

/** The key of a request: undefined without the header, 400 KEY_NOT_UUID when it is not a UUID (lower case otherwise). */
export function idempotencyKeyOf(req: Pick<Request, 'headers'>): string | undefined {
  const header = req.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (header === undefined) return undefined;
  const key = (Array.isArray(header) ? header.join(',') : header).trim();
  if (!isUuid(key)) throw new BadRequestException(KEY_NOT_UUID);
  return key.toLowerCase();
}

/** True when a handler's answer can be stored and replayed as JSON (not a file, buffer or stream). */
function storable(answer: unknown, res: Response): boolean {
  if (res.headersSent) return false;
  if (answer instanceof StreamableFile || Buffer.isBuffer(answer) || answer instanceof Uint8Array) return false;
  return !(answer && typeof answer === 'object' && typeof (answer as { pipe?: unknown }).pipe === 'function');
}

/**
 * Idempotency-Key for every POST/PUT/PATCH (issue #22; docs/adr/0023-idempotency-keys.md). Runs
 * inside the request transaction of TenantTransactionInterceptor (registered after it in
 * app.module.ts), so the stored answer commits with the write or not at all:
 *
 * 1. `insert … on conflict do nothing` of the key in its scope (the farm, or the caller without a
 *    farm). A concurrent request with the same key waits on the row until the first commits (then
 *    replays it) or rolls back (then runs itself).
 * 2. The key was there: another method, path, body hash or user → 422 KEY_REUSED; else the stored
 *    status and body with `Idempotent-Replayed: true`, and the handler does not run.
 * 3. New key: at most 50 of the scope's keys older than 7 days are deleted, the handler runs, and
 *    its status and JSON answer are written to the key. A failure rolls the key back with the
 *    write; an answer that is not JSON (file, stream) drops the key (a retry runs again).
 *
 * Without the header, and on requests outside a transaction (login, `@WithoutTransaction`) or with
 * a multipart body (parsed only by the route's own interceptor, after this one), the request runs
 * as it would without a key; a header that is not a UUID is 400 on every write.
 *
 * No secret is ever stored (ADR 0023, "Amended"): a route marked `@SecretAnswer('run-again')` runs
 * as without a key; one marked `@SecretAnswer('refuse')` keeps the key with its status but no
 * answer, and a repeat answers 409 SECRET_REPEAT. Body hashes are keyed (HMAC, {@link bodyHash}).
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  /** Key of the body hashes (HMAC), derived from JWT_SECRET. */
  private readonly hashKey: Buffer;

  constructor(
    private readonly tenant: TenantContext,
    private readonly metrics: Metrics,
    private readonly reflector: Reflector,
    @Inject(APP_SETTINGS) settings: Pick<AppSettings, 'jwtSecret'>,
  ) {
    this.hashKey = createHmac('sha256', settings.jwtSecret).update('idempotency-body-hash').digest();
  }

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (ctx.getType() !== 'http') return next.handle();
    const req = ctx.switchToHttp().getRequest<Request>();
    if (!WRITES.has(req.method)) return next.handle();
    const key = idempotencyKeyOf(req);
    if (!key || !this.tenant.inTransaction || req.is('multipart/form-data')) return next.handle();
    // An answer with a secret is never stored (@SecretAnswer): either the key is ignored, or only its status is kept.
    const secret = this.reflector.getAllAndOverride<SecretRepeat | undefined>(SECRET_ANSWER_KEY, [ctx.getHandler(), ctx.getClass()]);
    if (secret === 'run-again') return next.handle();
    const res = ctx.switchToHttp().getResponse<Response>();
    return from(this.claim(key, req, res, secret === 'refuse')).pipe(
      mergeMap((replay) => {
        if (!replay) return this.runAndStore(key, next, res, secret === 'refuse');
        this.metrics.idempotencyReplays.inc();
        return of(replay.answer);
      }),
    );
  }

  /** Inserts the key (waiting for a concurrent holder); answers the stored answer to replay, or null when this request owns the key. */
  private async claim(key: string, req: Request, res: Response, refuseRepeat: boolean): Promise<{ answer: unknown } | null> {
    const m = this.tenant.manager;
    const { userId, tenantId } = this.tenant.actor;
    const scope = tenantId ?? userId;
    const request = { method: req.method, path: req.originalUrl, body_hash: bodyHash(req.body, this.hashKey) };
    const inserted = await execute(
      m,
      `insert into idempotency_keys (scope, key, tenant_id, user_id, method, path, body_hash) values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing`,
      [scope, key, tenantId ?? null, userId, request.method, request.path, request.body_hash],
    );
    if (inserted) {
      await execute(
        m,
        `delete from idempotency_keys where scope = $1 and key in (
           select key from idempotency_keys where scope = $1 and created_at < now() - make_interval(days => $2) order by created_at limit $3 for update skip locked)`,
        [scope, KEEP_DAYS, PURGE_LIMIT],
      );
      return null;
    }
    const stored = await queryOne(m, KeyRow, `select user_id, method, path, body_hash, status, answer from idempotency_keys where scope = $1 and key = $2`, [scope, key]);
    // Keys stored before the body hashes were keyed hold the plain SHA-256 (kept at most 7 days).
    const sameBody = stored?.body_hash === request.body_hash || stored?.body_hash === bodyHash(req.body);
    if (!stored || stored.user_id !== userId || stored.method !== request.method || stored.path !== request.path || !sameBody) {
      throw new UnprocessableEntityException(KEY_REUSED);
    }
    if (stored.status === null) throw new ConflictException(KEY_PENDING);
    if (refuseRepeat) throw new ConflictException(SECRET_REPEAT);
    res.status(stored.status);
    res.setHeader(REPLAYED_HEADER, 'true');
    // A stored null is an empty answer (the handler returned nothing).
    return { answer: stored.answer ?? undefined };
  }

  /** Runs the handler and keeps its status and JSON answer with the key (same transaction); with `withoutAnswer` the status only. */
  private runAndStore(key: string, next: CallHandler, res: Response, withoutAnswer: boolean): Observable<unknown> {
    const m = this.tenant.manager;
    const { userId, tenantId } = this.tenant.actor;
    const scope = tenantId ?? userId;
    return next.handle().pipe(
      mergeMap(async (answer: unknown) => {
        if (storable(answer, res)) {
          const text = withoutAnswer || answer === undefined || answer === null ? null : JSON.stringify(answer);
          await execute(m, `update idempotency_keys set status = $3, answer = $4::json where scope = $1 and key = $2`, [scope, key, res.statusCode, text]);
        } else {
          await execute(m, `delete from idempotency_keys where scope = $1 and key = $2`, [scope, key]);
        }
        return answer;
      }),
    );
  }
}
