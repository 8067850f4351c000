import { CallHandler, DynamicModule, ExecutionContext, Injectable, LoggerService, NestInterceptor, RequestMethod } from '@nestjs/common';
import { randomUUID } from 'crypto';
import type { IncomingMessage, ServerResponse } from 'http';
import { ClsService } from 'nestjs-cls';
import { LoggerModule } from 'nestjs-pino';
import { Observable } from 'rxjs';
import type { AppSettings } from '../../config/settings';
import type { RequestActor } from '../auth/claims';
import { routeOf } from './metrics';

/** Header carrying the request id, in and out. */
export const REQUEST_ID_HEADER = 'X-Request-Id';
/** An incoming X-Request-Id is kept when it looks like an id (letters, digits, `._:-`, at most 128); else a new UUID. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Who made a request, set on it once the guard knows (see {@link RequestFactsInterceptor}). */
const FACTS = Symbol('kpm.requestFacts');
type Facts = { tenantId?: string; userId?: string };
type WithFacts = IncomingMessage & { [FACTS]?: Facts };

/** The request id for `req`: its sane X-Request-Id, else a new UUID; also set as the answer's X-Request-Id. */
export function requestIdOf(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

/** Path of pino-pretty (a development dependency, absent from a production install), or null. */
function prettyTarget(): string | null {
  try {
    return require.resolve('pino-pretty');
  } catch {
    return null;
  }
}

/**
 * Structured logs (nestjs-pino): one JSON line per request on stdout —
 * `{"level":30,"time":…,"reqId":"…","req":{"method":"GET","url":"/api/coops"},"route":"/api/coops",
 * "tenantId":"…","userId":"…","res":{"statusCode":200},"responseTime":12,"msg":"request completed"}` —
 * and the server's own messages through the same logger. The url is the path without its query
 * (signed image URLs and the metrics token live there); no header, cookie, body or token is
 * written. Level LOG_LEVEL (`settings.logLevel`, default silent for tests and scripts); when
 * stdout is a terminal and pino-pretty is installed, readable lines instead of JSON.
 */
export function loggingModule(settings: Pick<AppSettings, 'logLevel'>): DynamicModule {
  const pretty = process.stdout.isTTY ? prettyTarget() : null;
  return LoggerModule.forRoot({
    // Every path, in the named-wildcard form of Nest 11's router (the default '*' is converted with a
    // warning at each start: 'Unsupported route path: "/api/*"').
    forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
    pinoHttp: {
      level: settings.logLevel ?? 'silent',
      ...(pretty ? { transport: { target: pretty, options: { singleLine: true } } } : {}),
      genReqId: requestIdOf,
      // The request id as `reqId` on the request's line and on whatever the request logs itself.
      quietReqLogger: true,
      customAttributeKeys: { reqId: 'reqId' },
      // Only these facts of the request and answer: never headers, cookies, bodies or query strings.
      serializers: {
        req: (req: { method?: string; url?: string }) => ({ method: req.method, url: (req.url ?? '').split('?')[0] }),
        res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
      },
      redact: { paths: ['req.headers', 'res.headers', 'password', '*.password', 'token', '*.token', 'authorization', '*.authorization'], remove: true },
      // Called when the request starts and again when it ends: only the end knows the route and the caller.
      customProps: (req, res) => {
        if (!res.writableEnded) return {};
        const facts = (req as WithFacts)[FACTS] ?? {};
        return { route: routeOf(req as Parameters<typeof routeOf>[0]), tenantId: facts.tenantId, userId: facts.userId };
      },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    },
  });
}

/** Nest's start-up chatter at level log: every module loaded and every route mapped (~200 lines). */
const STARTUP_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'NestApplication']);

/**
 * The server's logger for `app.useLogger`: `logger` (nestjs-pino's) without Nest's start-up
 * chatter at level log ({@link STARTUP_CONTEXTS}); warnings and errors of every context pass.
 */
export function serverLogger(logger: LoggerService): LoggerService {
  return {
    log: (message: unknown, ...rest: unknown[]) => {
      if (!STARTUP_CONTEXTS.has(String(rest[rest.length - 1]))) logger.log(message, ...rest);
    },
    error: (message: unknown, ...rest: unknown[]) => {
      logger.error(message, ...rest);
    },
    warn: (message: unknown, ...rest: unknown[]) => {
      logger.warn(message, ...rest);
    },
    debug: (message: unknown, ...rest: unknown[]) => {
      logger.debug?.(message, ...rest);
    },
    verbose: (message: unknown, ...rest: unknown[]) => {
      logger.verbose?.(message, ...rest);
    },
    fatal: (message: unknown, ...rest: unknown[]) => {
      logger.fatal?.(message, ...rest);
    },
  };
}

/**
 * Puts the caller's tenant and user id (resolved by the guard, kept in the request's CLS) on the
 * request for its log line. Registered first of the global interceptors (app.module.ts).
 */
@Injectable()
export class RequestFactsInterceptor implements NestInterceptor {
  constructor(private readonly cls: ClsService) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const actor = this.cls.get<RequestActor | undefined>('actor');
    if (actor) ctx.switchToHttp().getRequest<WithFacts>()[FACTS] = { tenantId: actor.tenantId ?? undefined, userId: actor.userId };
    return next.handle();
  }
}
