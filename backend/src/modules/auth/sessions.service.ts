import { Injectable } from '@nestjs/common';
import { RequestActor } from '../../common/auth/claims';
import { execute } from '../../common/database/rows';
import { TenantContext } from '../../common/tenancy/tenant-context';

/**
 * Login sessions (table `auth_sessions`, docs/adr/0007-sessions-and-login-throttling.md and 0013).
 * Each login opens one through the login role (`LoginDatabase.openSession`); its id is the token's
 * `sid` and its secret the claim `sk`, and the guard accepts a token only while its session is
 * neither revoked nor expired — so logout ends the token at once, also across restarts. Row-level
 * security lets the runtime role see only the sessions of the verified caller.
 */
@Injectable()
export class SessionService {
  constructor(private readonly ctx: TenantContext) {}

  /** Ends the session of the current request (logout): its token, and any other token of that session, stop working. */
  async end(actor: RequestActor = this.ctx.actor): Promise<void> {
    await execute(this.ctx.manager, `update auth_sessions set revoked_at = now() where id = $1 and user_id = $2 and revoked_at is null`, [
      actor.claims.sid,
      actor.userId,
    ]);
  }

  /**
   * Ends every other live session of the caller and keeps the one of this request — for a
   * password change, which should sign out the other devices. Returns how many sessions ended.
   */
  async endOtherSessions(actor: RequestActor = this.ctx.actor): Promise<number> {
    return execute(
      this.ctx.manager,
      `update auth_sessions set revoked_at = now() where user_id = $1 and id <> $2 and revoked_at is null and expires_at > now()`,
      [actor.userId, actor.claims.sid],
    );
  }
}
