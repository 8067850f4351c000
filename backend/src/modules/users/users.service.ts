import { ConflictException, Injectable } from '@nestjs/common';
// eslint-disable-next-line no-restricted-imports -- the first superadmin is created before any caller exists (app_bootstrap_superadmin)
import { InjectDataSource } from '@nestjs/typeorm';
// eslint-disable-next-line no-restricted-imports -- as above
import { DataSource } from 'typeorm';
import { GlobalRole, TenantRole } from '../../common/tenancy/roles';
import { TenantContext } from '../../common/tenancy/tenant-context';
// eslint-disable-next-line no-restricted-imports -- the one argon2id hashing lives in auth (owned by the security work); to move to common/auth with it
import { hashPassword } from '../auth/password';

/**
 * Accounts and their memberships. Row-level security decides who may write them: an account is
 * created by a superadmin (the caller's `app.user_id`, see TenantContext), a membership by the
 * tenant's owner/admin or a superadmin; the first superadmin of an empty database comes from
 * {@link bootstrapSuperadmin}.
 */
@Injectable()
export class UsersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly ctx: TenantContext,
  ) {}

  /**
   * Creates an account (username or email, argon2id password) inside the caller's transaction; the
   * caller must be a superadmin. 409 when the username is taken.
   */
  async createAccount(email: string, password: string, globalRole: GlobalRole = 'user'): Promise<{ id: string; email: string }> {
    const taken = await this.ctx.manager.query('select 1 from users where lower(email) = lower($1)', [email.trim()]);
    if (taken.length) throw new ConflictException('Username sudah dipakai.');
    const [row] = await this.ctx.manager.query(
      'insert into users (email, password_hash, global_role) values ($1, $2, $3) returning id, email',
      [email.trim(), await hashPassword(password), globalRole],
    );
    return row;
  }

  /**
   * Creates the superadmin `username` when the database has no superadmin yet (first start: demo
   * data, INITIAL_SUPERADMIN_*), through the SECURITY DEFINER function `app_bootstrap_superadmin`.
   * Returns its id, or null when a superadmin already exists.
   */
  async bootstrapSuperadmin(username: string, password: string): Promise<string | null> {
    const [row] = await this.dataSource.query('select app_bootstrap_superadmin($1, $2) as id', [username, await hashPassword(password)]);
    return row.id ?? null;
  }

  /** Creates the superadmin `username` when no superadmin exists yet; true when created. */
  async ensureSuperadmin(username: string, password: string): Promise<boolean> {
    return (await this.bootstrapSuperadmin(username, password)) !== null;
  }

  /** Gives an account a role in the current tenant (inside a tenant transaction of its owner/admin or a superadmin). */
  async addMembership(userId: string, role: TenantRole): Promise<void> {
    await this.ctx.manager.query('insert into memberships (tenant_id, user_id, role) values ($1, $2, $3)', [this.ctx.tenantId, userId, role]);
  }
}
