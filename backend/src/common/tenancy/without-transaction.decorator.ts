import { SetMetadata } from '@nestjs/common';

export const WITHOUT_TRANSACTION_KEY = 'kpm:without-transaction';

/**
 * Opts a route out of the request transaction that TenantTransactionInterceptor opens for every
 * logged-in caller: the handler holds no database connection while it runs (for a route that
 * waits on another server, so that slow answers cannot take the pool from the farms). The request
 * deadline still applies. Such a handler has no `TenantContext.manager`; it may read the caller
 * (`TenantContext.actor`) and, when it must write, open a short transaction itself after the wait
 * with `TenantContext.transaction`.
 */
export const WithoutTransaction = () => SetMetadata(WITHOUT_TRANSACTION_KEY, true);
