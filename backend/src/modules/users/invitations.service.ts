import { Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { audit, AuditEvent } from '../../common/audit/audit';
import { TenantRef } from '../../common/auth/claims';
import { pg, queryOne, queryRows, row } from '../../common/database/rows';
import { TenantRole, TenantRoleColumn } from '../../common/tenancy/roles';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { UsersService } from './users.service';

/** Messages of invitations and leaving a farm (issue #19). */
export const INVITATION_MESSAGES = {
  notFound: 'Undangan tidak ditemukan.',
  noFarm: 'Pilih kandang terlebih dahulu.',
  impersonation: 'Tidak dapat dilakukan dalam mode impersonasi.',
  left: 'Anda telah keluar dari kandang ini.',
} as const;

/** Path of the screen that accepts an invitation; the code follows `?undangan=`. */
export const INVITATION_PATH = '/my-info?undangan=';

/** A pending invitation as the API answers it: who made it (username, null when that account is gone), ISO timestamps. */
export interface InvitationRow {
  id: number;
  role: TenantRole;
  created_by: string | null;
  created_at: string;
  expires_at: string;
}

const PendingRow = row({ id: pg.int, role: TenantRoleColumn, created_by: pg.text.nullable(), created_at: pg.timestamp, expires_at: pg.timestamp });
const CreatedRow = row({ id: pg.int, role: TenantRoleColumn, expires_at: pg.timestamp });
const CancelledRow = row({ id: pg.int, role: TenantRoleColumn });
/** The farm and role `app_accept_invitation` joined the caller to. */
const JoinedRow = row({ tenant_id: pg.uuid, role: TenantRoleColumn });
/** The role the caller held in the farm it left (`app_leave_tenant`). */
const LeftRow = row({ role: TenantRoleColumn });

/**
 * Invitations of an existing account to a farm, and leaving a farm (migration Members). An
 * owner/admin makes a one-use code for one role (valid 7 days; the table keeps its SHA-256 only, the
 * code is shown once); the invitee, logged in, accepts it (`app_accept_invitation`, which checks the
 * verified caller) and the farm joins its memberships. A member leaves a farm itself
 * (`app_leave_tenant`; not the last active owner).
 */
@Injectable()
export class InvitationsService {
  constructor(
    private readonly ctx: TenantContext,
    private readonly users: UsersService,
  ) {}

  /**
   * A new invitation of this farm for `role` (POST /api/users/invitations): the code (24 url-safe
   * characters, shown once), the link to give (`/my-info?undangan=<code>`) and when it expires (ISO,
   * 7 days). Owner only by an owner (422, as role grants). Audit row 'invitation_created'.
   */
  async create(role: TenantRole): Promise<{ id: number; code: string; link: string; role: TenantRole; expires_at: string }> {
    await this.users.assertMayGrant(role);
    const code = randomBytes(18).toString('base64url');
    const created = (await queryOne(
      this.ctx.manager,
      CreatedRow,
      `insert into undangan (tenant_id, role, code_hash, created_by) values ($1, $2, sha256(convert_to($3, 'UTF8')), $4)
       returning id, role, expires_at`,
      [this.ctx.tenantId, role, code, this.ctx.userId],
    ))!;
    await this.record('invitation_created', this.ctx.tenantId, `undangan ${created.id}`, { role });
    return { id: created.id, code, link: `${INVITATION_PATH}${code}`, role: created.role, expires_at: created.expires_at.toISOString() };
  }

  /** The farm's pending invitations (not accepted, cancelled nor expired), newest first, at most 100; no codes. */
  async pending(): Promise<InvitationRow[]> {
    const rows = await queryRows(
      this.ctx.manager,
      PendingRow,
      `select i.id, i.role, u.email as created_by, i.created_at, i.expires_at
         from undangan i left join users u on u.id = i.created_by
        where i.tenant_id = $1 and i.accepted_at is null and i.cancelled_at is null and i.expires_at > now()
        order by i.created_at desc, i.id desc limit 100`,
      [this.ctx.tenantId],
    );
    return rows.map((i) => ({ ...i, created_at: i.created_at.toISOString(), expires_at: i.expires_at.toISOString() }));
  }

  /** Cancels a pending invitation (DELETE /api/users/invitations/{id}); 404 when unknown, already used, cancelled or expired. Audit row 'invitation_cancelled'. */
  async cancel(id: number): Promise<{ success: true }> {
    const rows = await queryRows(
      this.ctx.manager,
      CancelledRow,
      `update undangan set cancelled_at = now()
        where id = $1 and tenant_id = $2 and accepted_at is null and cancelled_at is null and expires_at > now() returning id, role`,
      [id, this.ctx.tenantId],
    );
    if (!rows.length) throw new NotFoundException(INVITATION_MESSAGES.notFound);
    await this.record('invitation_cancelled', this.ctx.tenantId, `undangan ${id}`, { role: rows[0].role });
    return { success: true };
  }

  /**
   * The caller accepts an invitation by its code (POST /api/my/invitations/accept): it becomes a
   * member of the invitation's farm with its role; the token may then switch to it. 422 'Kode
   * undangan tidak valid.' / 'Undangan ini sudah dipakai.' / 'Undangan sudah kedaluwarsa.' /
   * 'Tenant nonaktif' / 'Anda sudah terdaftar di kandang ini.'; 403 under impersonation. Audit row
   * 'user_added' of that farm with detail {invitation:true, role}.
   */
  async accept(code: string): Promise<{ success: true; tenant: { id: string; kode: string; nama: string }; role: TenantRole }> {
    const m = this.ctx.manager;
    const joined = (await queryOne(m, JoinedRow, 'select tenant_id, role from app_accept_invitation($1)', [code]))!;
    const tenant = (await queryOne(m, TenantRef, 'select id, kode, nama from tenants where id = $1', [joined.tenant_id]))!;
    await this.record('user_added', joined.tenant_id, this.ctx.actor.email, { invitation: true, role: joined.role });
    return { success: true, tenant, role: joined.role };
  }

  /**
   * The caller leaves the token's farm (POST /api/my/leave): its membership (and ABK register row)
   * goes, its sessions stay (the browser then opens another farm or the login). 422 'Owner terakhir
   * tidak dapat keluar dari kandang.' for the last active owner; 400 without a farm in the token;
   * 422 under impersonation. Audit row 'member_left'.
   */
  async leave(): Promise<{ success: true; message: string }> {
    const actor = this.ctx.actor;
    if (actor.claims.impersonated_by) throw new UnprocessableEntityException(INVITATION_MESSAGES.impersonation);
    const tenantId = actor.claims.tenant_id;
    if (!tenantId) throw new UnprocessableEntityException(INVITATION_MESSAGES.noFarm);
    const { role } = (await queryOne(this.ctx.manager, LeftRow, 'select app_leave_tenant($1) as role', [tenantId]))!;
    await this.record('member_left', tenantId, actor.email, { role });
    return { success: true, message: INVITATION_MESSAGES.left };
  }

  private record(event: AuditEvent, tenantId: string, subject: string, detail: Record<string, unknown>): Promise<void> {
    const actor = this.ctx.actor;
    return audit(this.ctx.manager, event, { tenantId, actorId: actor.userId, actorEmail: actor.email, subject, clientAddress: this.ctx.clientAddress, detail });
  }
}
