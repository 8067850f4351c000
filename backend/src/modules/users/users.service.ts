import { ConflictException, Injectable } from '@nestjs/common';
// eslint-disable-next-line no-restricted-imports -- accounts are global (table users has no tenant): created outside any tenant transaction
import { InjectDataSource } from '@nestjs/typeorm';
// eslint-disable-next-line no-restricted-imports -- as above
import { DataSource } from 'typeorm';
import { GlobalRole, TenantRole } from '../../common/tenancy/roles';
import { TenantContext } from '../../common/tenancy/tenant-context';
// eslint-disable-next-line no-restricted-imports -- the one argon2id hashing lives in auth (owned by the security work); to move to common/auth with it
import { hashPassword } from '../auth/password';

/** Accounts and their memberships. */
@Injectable()
export class UsersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly ctx: TenantContext,
  ) {}

  /** Creates an account (username or email, argon2id password). 409 when the username is taken. */
  async createAccount(email: string, password: string, globalRole: GlobalRole = 'user'): Promise<{ id: string; email: string }> {
    const taken = await this.dataSource.query('select 1 from users where lower(email) = lower($1)', [email]);
    if (taken.length) throw new ConflictException('Username sudah dipakai.');
    const [row] = await this.dataSource.query(
      'insert into users (email, password_hash, global_role) values ($1, $2, $3) returning id, email',
      [email.trim(), await hashPassword(password), globalRole],
    );
    return row;
  }

  /** Creates the superadmin account `username` when no superadmin exists yet; true when created. */
  async ensureSuperadmin(username: string, password: string): Promise<boolean> {
    const any = await this.dataSource.query(`select 1 from users where global_role = 'superadmin' limit 1`);
    if (any.length) return false;
    await this.createAccount(username, password, 'superadmin');
    return true;
  }

  /** Gives an account a role in the current tenant (inside a tenant transaction). */
  async addMembership(userId: string, role: TenantRole): Promise<void> {
    await this.ctx.manager.query('insert into memberships (tenant_id, user_id, role) values ($1, $2, $3)', [this.ctx.tenantId, userId, role]);
  }
}
