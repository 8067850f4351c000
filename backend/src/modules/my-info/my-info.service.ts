import { BadRequestException, Injectable, UnprocessableEntityException } from '@nestjs/common';
import { execute, pg, queryOne, row } from '../../common/database/rows';
import { GlobalRoleColumn, TenantRoleColumn } from '../../common/tenancy/roles';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { AbkRow as AbkRegisterRow } from '../abk/abk.service';
import { AuthService } from '../auth/auth.service';
import { SessionService } from '../auth/sessions.service';
import { USER_MESSAGES, UsersService } from '../users/users.service';

/** Answer of a password change during an impersonation (422). */
export const IMPERSONATION_NO_PASSWORD = 'Password tidak dapat diganti dalam mode impersonasi.';

const UserRow = row({ id: pg.uuid, email: pg.text, global_role: GlobalRoleColumn, created_at: pg.timestamp });
/** The caller's membership of the token's farm (m_created: when it joined) and that farm. */
const MembershipRow = row({ role: TenantRoleColumn, m_created: pg.timestamp, id: pg.uuid, kode: pg.text, nama: pg.text, created_at: pg.timestamp });
/** Other active owners of the farm. */
const CountRow = row({ n: pg.int });
/** The caller's row of the ABK register. */
const AbkRow = AbkRegisterRow.pick({ nama_panggilan: true, nama_asli: true, no_hp: true, alamat: true, no_ktp: true, tanggal_mulai_kerja: true, aktif: true });
/** The customer linked to a reseller account (status 'active' | 'inactive'). */
const CustomerRow = row({ name: pg.text, phone: pg.text.nullable(), address: pg.text.nullable(), status: pg.text });
const TenantRow = row({ id: pg.uuid, kode: pg.text, nama: pg.text, created_at: pg.timestamp });

/**
 * The caller's own page (/my-info, spec part 2 'My Info', §3 'My info response', §7 'My info').
 * Runs on an any-user route (a superadmin without a farm opens it too): the farm is the token's
 * tenant, read through the caller's own membership.
 */
@Injectable()
export class MyInfoService {
  constructor(
    private readonly ctx: TenantContext,
    private readonly users: UsersService,
    private readonly sessions: SessionService,
    private readonly auth: AuthService,
  ) {}

  /**
   * user, membership and tenant of the token's farm, and extra: the ABK register row for an abk
   * (null data when not registered) or the customer linked to a reseller (name, phone, address,
   * status; null when no customer names the account). Under an impersonation (a superadmin's
   * token with `impersonated_by`, ADR 0012) the farm is the token's and the membership is the
   * farm-admin role the superadmin acts with: {role 'admin', created_at = start of the
   * impersonation, impersonation: true}. `membership.can_leave`: false for the last
   * active owner (and under impersonation), who may not leave the farm.
   */
  async info() {
    const m = this.ctx.manager;
    const actor = this.ctx.actor;
    const user = (await queryOne(m, UserRow, 'select id, email, global_role, created_at from users where id = $1', [actor.userId]))!;
    const tenantId = actor.claims.tenant_id ?? null;
    if (tenantId && actor.claims.impersonated_by) return this.impersonationInfo(user, tenantId);
    const row = tenantId
      ? await queryOne(
          m,
          MembershipRow,
          `select mb.role, mb.created_at as m_created, t.id, t.kode, t.nama, t.created_at
             from memberships mb join tenants t on t.id = mb.tenant_id where mb.user_id = $1 and mb.tenant_id = $2`,
          [actor.userId, tenantId],
        )
      : undefined;
    let canLeave = false;
    if (row) {
      // The farm's memberships are read as that farm (membership checked above): the last active owner may not leave.
      await execute(m, `select set_config('app.tenant_id', $1, true)`, [tenantId]);
      const others = (await queryOne(m, CountRow, `select count(*)::int as n from memberships where tenant_id = $1 and role = 'owner' and aktif and user_id <> $2`, [tenantId, actor.userId]))!;
      canLeave = !actor.claims.impersonated_by && (row.role !== 'owner' || others.n > 0);
    }
    let extra: { kind: 'abk' | 'reseller'; data: unknown } | null = null;
    if (row?.role === 'abk') {
      // The abk register is a tenant table: this transaction reads it as the member's farm (membership checked above).
      await execute(m, `select set_config('app.tenant_id', $1, true)`, [tenantId]);
      const abk = await queryOne(
        m,
        AbkRow,
        `select nama_panggilan, nama_asli, no_hp, alamat, no_ktp, to_char(tanggal_mulai_kerja, 'YYYY-MM-DD') as tanggal_mulai_kerja, aktif
           from abk where tenant_id = $1 and user_id = $2`,
        [tenantId, actor.userId],
      );
      extra = { kind: 'abk', data: abk ?? null };
    } else if (row?.role === 'reseller') {
      // The customer linked to this reseller account (Data Pelanggan, issue #14): read as the member's farm.
      await execute(m, `select set_config('app.tenant_id', $1, true)`, [tenantId]);
      const customer = await queryOne(m, CustomerRow, `select name, phone, address, status from customers where tenant_id = $1 and user_id = $2`, [tenantId, actor.userId]);
      extra = { kind: 'reseller', data: customer ?? null };
    }
    return {
      success: true,
      user: { ...user, role: row?.role ?? user.global_role },
      membership: row ? { role: row.role, created_at: row.m_created, can_leave: canLeave } : null,
      tenant: row ? { id: row.id, kode: row.kode, nama: row.nama, created_at: row.created_at } : null,
      extra,
    };
  }

  /** My info of a superadmin acting as the admin of `tenantId` (the guard checked the token). */
  private async impersonationInfo(user: { global_role: string }, tenantId: string) {
    const tenant = await queryOne(this.ctx.manager, TenantRow, 'select id, kode, nama, created_at from tenants where id = $1', [tenantId]);
    const iat = this.ctx.actor.claims.iat;
    const started = iat ? new Date(iat * 1000).toISOString() : new Date().toISOString();
    return {
      success: true,
      user: { ...user, role: 'admin' },
      membership: tenant ? { role: 'admin', created_at: started, impersonation: true, can_leave: false } : null,
      tenant: tenant ?? null,
      extra: null,
    };
  }

  /**
   * Changes the caller's password and ends its other sessions (this one stays). Rules:
   * UsersService.changeOwnPassword. A wrong current password counts like a failed login of the
   * account (10 a minute, then 429 'Terlalu banyak percobaan login. Coba lagi dalam 1 menit.').
   */
  async changePassword(body: { current_password: string; new_password: string; confirm_password: string }) {
    // The account of an impersonation token is the superadmin's own: not changed from inside a farm.
    if (this.ctx.actor.claims.impersonated_by) throw new UnprocessableEntityException(IMPERSONATION_NO_PASSWORD);
    const actor = this.ctx.actor;
    await this.auth.underLoginLimits(
      actor.email,
      this.ctx.clientAddress ?? '',
      () => this.users.changeOwnPassword(body.current_password, body.new_password, body.confirm_password),
      (e) => e instanceof BadRequestException && e.message === USER_MESSAGES.wrongPassword,
    );
    await this.sessions.endOtherSessions(this.ctx.actor);
    return { success: true, message: USER_MESSAGES.passwordChanged };
  }
}
