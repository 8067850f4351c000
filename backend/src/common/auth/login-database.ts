import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { createHash, randomBytes } from 'crypto';
import { Pool } from 'pg';
import { z } from 'zod';
import type { AppSettings } from '../../config/settings';
import { pg, queryOne, row } from '../database/rows';
import { GlobalRoleColumn } from '../tenancy/roles';

/** The token under which app.module.ts provides AppSettings (a string, to avoid an import cycle). */
const APP_SETTINGS = 'APP_SETTINGS';

/** A session as the token carries it: its id (claim `sid`) and its secret (claim `sk`). */
export interface SessionKey {
  sid: string;
  sk: string;
}

/** An account as the login lookup answers it (the hash never leaves the login service). */
export const LoginAccount = row({ id: pg.uuid, email: pg.text, global_role: GlobalRoleColumn, password_hash: pg.text.nullable() });
export type LoginAccount = z.infer<typeof LoginAccount>;

/** The session `app_open_session` opened. */
const OpenedRow = row({ sid: pg.uuid });
/** The superadmin `app_bootstrap_superadmin` created, or null when one exists. */
const BootstrapRow = row({ id: pg.uuid.nullable() });

/**
 * A new session secret: 32 random bytes (base64url, the token's claim `sk`) and its SHA-256, the
 * only form the database keeps (`auth_sessions.secret_hash`).
 */
export function newSessionSecret(): { secret: string; hash: Buffer } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: createHash('sha256').update(secret, 'utf8').digest() };
}

/**
 * The connection of the login role `kpm_login` (docs/adr/0013-verified-sessions-and-the-login-role.md):
 * the only way to read an account's password hash and to open a session. The runtime role can do
 * neither, so neither its password nor an injected statement can make anyone a caller without a
 * password. A small pool of its own (2 connections); it runs three fixed statements.
 */
@Injectable()
export class LoginDatabase implements OnModuleDestroy {
  private readonly pool: Pool;

  constructor(@Inject(APP_SETTINGS) settings: Pick<AppSettings, 'loginDatabaseUrl' | 'requestTimeoutMs'>) {
    this.pool = new Pool({ connectionString: settings.loginDatabaseUrl, max: 2, statement_timeout: settings.requestTimeoutMs ?? 30_000 });
    // An idle connection that the server ends (a restart, the embedded server stopping right after
    // `end()` at shutdown) is dropped by the pool; unhandled, its error would end the process.
    this.pool.on('error', () => undefined);
  }

  /** The account of a username (case-insensitive) with its hash, or undefined. */
  async lookup(login: string): Promise<LoginAccount | undefined> {
    return queryOne(this.pool, LoginAccount, 'select id, email, global_role, password_hash from app_login_lookup($1)', [login]);
  }

  /**
   * Opens a session of `userId` lasting `minutes` — after the server verified the password, or for
   * the server's own work (demo seed, scripts) — and returns its id and secret.
   */
  async openSession(userId: string, minutes: number): Promise<SessionKey> {
    const { secret, hash } = newSessionSecret();
    const opened = await queryOne(this.pool, OpenedRow, 'select app_open_session($1, $2, $3) as sid', [userId, hash, Math.round(minutes)]);
    return { sid: opened!.sid, sk: secret };
  }

  /** Creates the superadmin `email` (argon2id `hash`) when the database has none yet; its id, or null when one exists. */
  async bootstrapSuperadmin(email: string, hash: string): Promise<string | null> {
    const created = await queryOne(this.pool, BootstrapRow, 'select app_bootstrap_superadmin($1, $2) as id', [email, hash]);
    return created!.id;
  }

  onModuleDestroy(): Promise<void> {
    return this.pool.end();
  }
}
