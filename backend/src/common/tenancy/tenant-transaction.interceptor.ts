import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { ClsService } from 'nestjs-cls';
import { from, lastValueFrom, Observable } from 'rxjs';
import { RequestActor } from '../auth/claims';
import { TenantContext } from './tenant-context';

/** Wraps every tenant route (the guard resolved a tenant) in one transaction with RLS set. */
@Injectable()
export class TenantTransactionInterceptor implements NestInterceptor {
  constructor(
    private readonly cls: ClsService,
    private readonly tenant: TenantContext,
  ) {}

  intercept(_ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const actor = this.cls.get<RequestActor>('actor');
    if (!actor?.tenantId) return next.handle();
    return from(this.tenant.transaction(() => lastValueFrom(next.handle(), { defaultValue: undefined })));
  }
}
