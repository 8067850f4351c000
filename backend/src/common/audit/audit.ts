import { Db, execute } from '../database/rows';

/** Security events of the audit trail (table `audit_events`, migration People). */
export type AuditEvent =
  | 'login_success'
  | 'login_failure'
  | 'logout'
  | 'password_change'
  | 'password_set'
  | 'role_change'
  | 'user_added'
  | 'member_status_changed'
  | 'member_removed'
  | 'member_left'
  | 'invitation_created'
  | 'invitation_cancelled'
  | 'tenant_created'
  | 'tenant_status_changed'
  | 'impersonation_start'
  | 'impersonation_end';

export interface AuditEntry {
  tenantId?: string | null;
  /** The caller (`app.user_id`) or null (a failed login): `app_audit` refuses anyone else (KP403). */
  actorId?: string | null;
  /** Ignored for a known actor (its username is read from `users`); with a null actor it stands in for a missing subject. */
  actorEmail?: string | null;
  /** What the event is about (the account, the tenant). */
  subject?: string | null;
  clientAddress?: string | null;
  detail?: Record<string, unknown> | null;
}

/**
 * Appends one security event through `app_audit` (the runtime role has no other right on the
 * table). Pass the manager of the transaction that makes the change, so the row and the change
 * commit or roll back together.
 */
export async function audit(m: Db, event: AuditEvent, e: AuditEntry): Promise<void> {
  await execute(m, 'select app_audit($1, $2, $3, $4, $5, $6, $7)', [
    event,
    e.tenantId ?? null,
    e.actorId ?? null,
    e.actorEmail ?? null,
    e.subject ?? null,
    e.clientAddress ?? null,
    e.detail ? JSON.stringify(e.detail) : null,
  ]);
}
