import { SetMetadata } from '@nestjs/common';

export const READ_REPLICA_KEY = 'kpm:read-replica';

/**
 * Marks a route whose handler only reads and need not see the caller's own write of a moment ago
 * (reports, balance sheet, farm map): TenantTransactionInterceptor runs it in a read-only
 * transaction on the streaming replica (DATABASE_READ_URL), with the same session and tenant
 * settings and so the same row-level security as on the primary; services keep using
 * `TenantContext.manager`. Without DATABASE_READ_URL, or while the caller's session has not yet
 * reached the replica, the read-only transaction runs on the primary. A write in such a route fails
 * (SQLSTATE 25006) everywhere. The replica may be a few seconds behind: docs/adr/0037-read-replica.md.
 */
export const ReadReplica = () => SetMetadata(READ_REPLICA_KEY, true);
