import { CallHandler, ExecutionContext, Inject, Injectable, NestInterceptor, ServiceUnavailableException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ClsService } from 'nestjs-cls';
import { from, lastValueFrom, Observable } from 'rxjs';
import type { AppSettings } from '../../config/settings';
import { RequestActor } from '../auth/claims';
import { TenantContext } from './tenant-context';
import { READ_REPLICA_KEY } from './read-replica.decorator';
import { WITHOUT_TRANSACTION_KEY } from './without-transaction.decorator';

/** The token under which app.module.ts provides AppSettings (a string, to avoid an import cycle). */
const APP_SETTINGS = 'APP_SETTINGS';

/** Default for AppSettings.requestTimeoutMs. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
export const REQUEST_TIMEOUT_MESSAGE = 'Permintaan terlalu lama diproses. Silakan coba lagi.';

/**
 * `work`, or 503 REQUEST_TIMEOUT_MESSAGE when it has not settled after `ms`. The work itself is
 * not stopped; inside a request transaction the rejection rolls the transaction back, so nothing
 * it writes afterwards is kept (its later queries fail on the released connection, and the
 * database cancels a long statement itself through `statement_timeout`).
 */
export function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  work.catch(() => undefined); // a failure after the deadline has no one left to answer
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ServiceUnavailableException(REQUEST_TIMEOUT_MESSAGE)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Wraps every route with a logged-in caller (the guard resolved an actor) in one transaction with
 * `app.user_id` and, on tenant routes, `app.tenant_id` set (row-level security), and bounds every
 * request by `requestTimeoutMs`: past it the answer is 503 and the transaction rolls back. A route
 * marked `@WithoutTransaction()` gets the deadline but no transaction (and holds no connection);
 * one marked `@ReadReplica()` a read-only transaction on the streaming replica when there is one.
 * Global interceptors registered after it in app.module.ts run inside the transaction
 * (IdempotencyInterceptor: the key and its stored answer commit with the write).
 */
@Injectable()
export class TenantTransactionInterceptor implements NestInterceptor {
  private readonly timeoutMs: number;

  constructor(
    private readonly cls: ClsService,
    private readonly tenant: TenantContext,
    private readonly reflector: Reflector,
    @Inject(APP_SETTINGS) settings: Pick<AppSettings, 'requestTimeoutMs'>,
  ) {
    this.timeoutMs = settings.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  }

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const actor = this.cls.get<RequestActor>('actor');
    const handle = () => withDeadline(lastValueFrom(next.handle(), { defaultValue: undefined }), this.timeoutMs);
    const marked = (key: string) => !!this.reflector.getAllAndOverride<boolean | undefined>(key, [ctx.getHandler(), ctx.getClass()]);
    return from(actor && !marked(WITHOUT_TRANSACTION_KEY) ? this.tenant.transaction(handle, { readOnly: marked(READ_REPLICA_KEY) }) : handle());
  }
}
