import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { RequestActor } from '../../common/auth/claims';
import { TenantContext } from '../../common/tenancy/tenant-context';
import type { AppSettings } from '../../config/settings';

/** The token under which app.module.ts provides AppSettings (a string, to avoid an import cycle). */
const APP_SETTINGS = 'APP_SETTINGS';

/**
 * Login sessions (table `auth_sessions`, docs/adr/0007-sessions-and-login-throttling.md). Each
 * login opens one; its id is the token's `sid`, and the guard accepts a token only while its
 * session is neither revoked nor expired — so logout ends the token at once, also across restarts.
 * Row-level security lets the runtime role see only the sessions of `app.user_id`.
 */
@Injectable()
export class SessionService {
  private readonly ttlHours: number;

  constructor(
    private readonly ctx: TenantContext,
    @Inject(APP_SETTINGS) settings: Pick<AppSettings, 'jwtTtlHours'>,
  ) {
    this.ttlHours = settings.jwtTtlHours;
  }

  /**
   * Opens a session of `userId` for `hours` (default: the token lifetime; an impersonation: one
   * hour) and returns its id. `m` is a transaction with `app.user_id` = userId. Also forgets that
   * user's sessions that ended over a day ago.
   */
  async start(m: EntityManager, userId: string, hours: number = this.ttlHours): Promise<string> {
    await m.query(`delete from auth_sessions where user_id = $1 and coalesce(revoked_at, expires_at) < now() - interval '1 day'`, [userId]);
    const [row] = await m.query(`insert into auth_sessions (user_id, expires_at) values ($1, now() + make_interval(hours => $2::int)) returning id`, [
      userId,
      hours,
    ]);
    return row.id;
  }

  /** Ends the session of the current request (logout): its token, and any other token of that session, stop working. */
  async end(actor: RequestActor = this.ctx.actor): Promise<void> {
    await this.ctx.manager.query(`update auth_sessions set revoked_at = now() where id = $1 and user_id = $2 and revoked_at is null`, [
      actor.claims.sid,
      actor.userId,
    ]);
  }

  /**
   * Ends every other live session of the caller and keeps the one of this request — for a
   * password change, which should sign out the other devices. Returns how many sessions ended.
   */
  async endOtherSessions(actor: RequestActor = this.ctx.actor): Promise<number> {
    // TypeORM answers an UPDATE with [rows, affected count].
    const [, ended] = await this.ctx.manager.query(
      `update auth_sessions set revoked_at = now() where user_id = $1 and id <> $2 and revoked_at is null and expires_at > now()`,
      [actor.userId, actor.claims.sid],
    );
    return ended;
  }
}
