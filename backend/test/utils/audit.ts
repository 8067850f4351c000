import { Client } from 'pg';
import { TestApp } from './create-test-app';
import { actAs, openSession } from './sessions';

/** A row of `audit_events` as {@link auditRows} reads it. */
export interface AuditRow {
  event: string;
  tenant_id: string | null;
  actor_email: string | null;
  client_address: string | null;
  detail: unknown;
}

/** Audit rows of `subject`, oldest first, read as the test superadmin (the table is FORCEd: only a superadmin reads every row). */
export async function auditRows(t: TestApp, subject: string): Promise<AuditRow[]> {
  const c = new Client({ connectionString: t.settings.ownerDatabaseUrl });
  await c.connect();
  try {
    await actAs(c, await openSession(t, t.rootId), false);
    return (await c.query<AuditRow>('select event, tenant_id, actor_email, client_address, detail from audit_events where subject = $1 order by id', [subject])).rows;
  } finally {
    await c.end();
  }
}
