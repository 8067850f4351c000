import { Client } from 'pg';
import { LoginDatabase, SessionKey } from '../../src/common/auth/login-database';
import { TestApp } from './create-test-app';

/** Opens a real session of `userId` (a quarter of an hour) through the login role, as a login does. */
export function openSession(t: TestApp, userId: string): Promise<SessionKey> {
  return t.app.get(LoginDatabase).openSession(userId, 15);
}

/**
 * Names `session` as the caller of `c` (`app.session_id`, `app.session_secret`), for the rest of the
 * transaction (`local`) or of the connection; null clears it.
 */
export async function actAs(c: Client, session: SessionKey | null, local = true): Promise<void> {
  await c.query(`select set_config('app.session_id', $1, $3), set_config('app.session_secret', $2, $3)`, [session?.sid ?? '', session?.sk ?? '', local]);
}
