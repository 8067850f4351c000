import { BadRequestException, ConflictException, ForbiddenException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { audit } from '../../common/audit/audit';
import { z } from 'zod';
import { LoginDatabase } from '../../common/auth/login-database';
import { execute, exists, pg, queryOne, queryRows, row } from '../../common/database/rows';
import { today } from '../../common/dates/farm-day';
import { GlobalRole, TENANT_ROLES, TenantRole, TenantRoleColumn } from '../../common/tenancy/roles';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { hashPassword, verifyPassword } from '../../common/auth/password';

/** Messages of the user rules (spec part 2 §5 'User', §8 'Users'; issue #15). */
export const USER_MESSAGES = {
  notFound: 'User tidak ditemukan.',
  alreadyMember: 'User sudah terdaftar di kandang ini.',
  ownerOnly: 'Hanya owner yang dapat memberi atau mencabut role owner.',
  lastOwner: 'Owner terakhir kandang ini tidak dapat diubah rolenya.',
  roleNotAllowed: 'Role ini tidak dapat Anda berikan.',
  nothingToChange: 'Isi role atau password.',
  passwordForeign: 'Password user ini tidak dapat diubah dari kandang ini (akun juga terdaftar di kandang lain).',
  wrongPassword: 'Password lama salah.',
  samePassword: 'Password baru harus berbeda dari password lama.',
  confirmMismatch: 'Konfirmasi password tidak sama.',
  passwordChanged: 'Password berhasil diperbarui.',
  passwordNotHere: 'Password tidak dapat diganti dari sesi ini.',
  usernameTaken: 'Username sudah dipakai.',
  notYourself: 'Anda tidak dapat menonaktifkan atau menghapus akun Anda sendiri.',
  lastActiveOwner: 'Owner aktif terakhir kandang ini tidak dapat dinonaktifkan atau dihapus.',
  removed: 'User dihapus dari kandang ini.',
  adminOwnerOnly: 'Hanya pemilik kandang yang dapat mengubah, menonaktifkan, atau menghapus admin dan pemilik kandang.',
} as const;

/** Rank of the farm roles: a change to a lower rank ends the member's sessions (issue #19). */
const ROLE_RANK: Record<TenantRole, number> = { owner: 4, admin: 3, abk: 2, reseller: 1, viewer: 0 };

/** A member of the farm as the user screen shows it. */
export interface UserRow {
  id: string;
  email: string;
  role: TenantRole;
  /** The membership's own switch (memberships.aktif). */
  aktif: boolean;
  /** True when the member's Data ABK row is nonaktif or past its tanggal_selesai_kerja: inactive in this farm whatever `aktif` says. */
  nonaktif_abk: boolean;
  /** When the account was created (ISO timestamp). */
  created_at: string;
}

/** The row of {@link MEMBER_COLUMNS}. */
const MemberRow = row({ id: pg.uuid, email: pg.text, role: TenantRoleColumn, aktif: pg.bool, nonaktif_abk: pg.bool, created_at: pg.timestamp });

/** A member row as the API answers it (created_at as an ISO timestamp). */
const memberOut = (r: z.infer<typeof MemberRow>): UserRow => ({ ...r, created_at: r.created_at.toISOString() });

const IdRow = row({ id: pg.uuid });
/** An account created by `app_create_account` / `app_create_platform_account`, null when the username is taken. */
const CreatedRow = row({ id: pg.uuid.nullable() });
const OkRow = row({ ok: pg.bool });
const HashRow = row({ hash: pg.text.nullable() });
const RoleRow = row({ role: TenantRoleColumn });
const OwnerIdRow = row({ user_id: pg.uuid });
const OwnerRow = row({ user_id: pg.uuid, aktif: pg.bool });
/** Sessions ended by `app_end_member_sessions`. */
const EndedRow = row({ ended: pg.int });

/** Columns of a member row: the account, the membership and whether the Data ABK register switches it off (the farm's today). */
const MEMBER_COLUMNS = `u.id, u.email, m.role, m.aktif,
  exists (select 1 from abk a where a.tenant_id = m.tenant_id and a.user_id = m.user_id
           and (not a.aktif or a.tanggal_selesai_kerja < $2::date)) as nonaktif_abk,
  u.created_at`;

/**
 * Accounts and their memberships. Row-level security and the account functions decide who may
 * write them, from the caller's verified session (docs/adr/0013): an account is created by a
 * superadmin (`app_create_platform_account`) or, for its farm, by an owner/admin through
 * `app_create_account`; passwords only through `app_set_own_password` / `app_set_member_password`; a membership by the tenant's owner/admin or a
 * superadmin; the first superadmin of an empty database comes from {@link bootstrapSuperadmin}.
 * The farm's user screen (/users, spec part 2 'Data Users') and the own password change (/my-info)
 * live here.
 */
@Injectable()
export class UsersService {
  constructor(
    private readonly login: LoginDatabase,
    private readonly ctx: TenantContext,
  ) {}

  /**
   * Creates an account (username or email, argon2id password) inside the caller's transaction; the
   * caller must be a superadmin. 409 when the username is taken.
   */
  async createAccount(email: string, password: string, globalRole: GlobalRole = 'user'): Promise<{ id: string; email: string }> {
    if (await exists(this.ctx.manager, 'select 1 from users where lower(email) = lower($1)', [email.trim()])) throw new ConflictException('Username sudah dipakai.');
    const { id } = (await queryOne(this.ctx.manager, IdRow, 'select app_create_platform_account($1, $2, $3) as id', [email.trim(), await hashPassword(password), globalRole]))!;
    return { id, email: email.trim() };
  }

  /**
   * Creates the superadmin `username` when the database has no superadmin yet (first start: demo
   * data, INITIAL_SUPERADMIN_*), through the SECURITY DEFINER function `app_bootstrap_superadmin`
   * of the login role. Returns its id, or null when a superadmin already exists.
   */
  bootstrapSuperadmin(username: string, password: string): Promise<string | null> {
    return hashPassword(password).then((hash) => this.login.bootstrapSuperadmin(username, hash));
  }

  /** Creates the superadmin `username` when no superadmin exists yet; true when created. */
  async ensureSuperadmin(username: string, password: string): Promise<boolean> {
    return (await this.bootstrapSuperadmin(username, password)) !== null;
  }

  /** Gives an account a role in the current tenant (inside a tenant transaction of its owner/admin or a superadmin). */
  async addMembership(userId: string, role: TenantRole): Promise<void> {
    await execute(this.ctx.manager, 'insert into memberships (tenant_id, user_id, role) values ($1, $2, $3)', [this.ctx.tenantId, userId, role]);
  }

  /** The farm's members, by username (GET /api/users, spec part 2 §3 'User'). */
  async list(): Promise<UserRow[]> {
    const rows = await queryRows(
      this.ctx.manager,
      MemberRow,
      `select ${MEMBER_COLUMNS} from memberships m join users u on u.id = m.user_id
        where m.tenant_id = $1 order by lower(u.email)`,
      [this.ctx.tenantId, today()],
    );
    return rows.map(memberOut);
  }

  /** Roles the caller may grant in this farm: an owner or a superadmin every role, an admin all but owner. */
  async grantableRoles(): Promise<TenantRole[]> {
    return (await this.callerMayGrantOwner()) ? [...TENANT_ROLES] : TENANT_ROLES.filter((r) => r !== 'owner');
  }

  /**
   * Adds a user to the farm (POST /api/users). An owner/admin creates a **new** account only
   * (without `password` it cannot log in until one is set): a username that exists — whoever owns
   * it, a member or not — answers 409 'Username sudah dipakai.' and nothing else (an existing
   * person joins through an invitation, {@link InvitationsService}). A superadmin (not an
   * impersonation) may also add an existing account, its password unchanged (409 'User sudah
   * terdaftar di kandang ini.' when already a member). 422 granting owner as a non-owner. Audit row 'user_added'.
   */
  async add(input: { email: string; role: TenantRole; password?: string | null }): Promise<UserRow> {
    const email = input.email.trim();
    if (!email) throw new BadRequestException('Username wajib diisi');
    await this.assertMayGrant(input.role);
    const m = this.ctx.manager;
    let userId: string | null = null;
    let created = false;
    if (this.isPlatformSuperadmin()) {
      // A superadmin reads every account (RLS on users).
      const existing = await queryOne(m, IdRow, 'select id from users where lower(email) = lower($1)', [email]);
      if (existing) {
        if (await exists(m, 'select 1 from memberships where tenant_id = $1 and user_id = $2', [this.ctx.tenantId, existing.id])) throw new ConflictException(USER_MESSAGES.alreadyMember);
        userId = existing.id;
      }
    }
    if (!userId) {
      const hash = input.password ? await hashPassword(input.password) : null;
      // Null when the username is taken by any account: the same answer for all of them.
      ({ id: userId } = (await queryOne(m, CreatedRow, 'select app_create_account($1, $2) as id', [email, hash]))!);
      if (!userId) throw new ConflictException(USER_MESSAGES.usernameTaken);
      created = true;
    }
    await this.addMembership(userId, input.role);
    await this.audit('user_added', email, { role: input.role, new_account: created });
    return this.one(userId);
  }

  /**
   * Changes a member's role, sets its password or switches it on/off in this farm (PUT /api/users/{id}). Role: only an owner (or a
   * superadmin) grants or takes the owner role (422 — a 403 would end the admin's session in the browser); the last owner keeps it (422); the guard reads
   * the role from the database on every request, so it applies at the user's next request. Password:
   * an owner's only by an owner (422, as the owner rule); 422 when the account also belongs to a farm the caller does not manage. 404 for a non-member.
   * Another admin or an owner is changed only by an owner or a superadmin: 403 'Hanya pemilik kandang yang dapat mengubah, menonaktifkan, atau menghapus admin dan pemilik kandang.'.
   * `aktif`: not the caller itself (422), an owner's only by an owner (422), not the last active owner (422); switching off ends every
   * session of the member, who then gets 403 'Akun Anda dinonaktifkan di kandang ini.' at login and on this farm's routes. Audit row 'member_status_changed'.
   */
  async update(userId: string, input: { role?: TenantRole; password?: string | null; aktif?: boolean }): Promise<UserRow> {
    const current = await this.one(userId);
    if (!input.role && !input.password && input.aktif === undefined) throw new BadRequestException(USER_MESSAGES.nothingToChange);
    await this.assertMayManage(current);
    const m = this.ctx.manager;
    if (input.aktif !== undefined && input.aktif !== current.aktif) {
      if (userId === this.ctx.userId) throw new UnprocessableEntityException(USER_MESSAGES.notYourself);
      if (current.role === 'owner') {
        await this.assertMayGrant('owner');
        if (!input.aktif) await this.assertAnotherActiveOwner(userId);
      }
      await execute(m, 'update memberships set aktif = $3 where tenant_id = $1 and user_id = $2', [this.ctx.tenantId, userId, input.aktif]);
      const ended = input.aktif ? 0 : await this.endSessions(userId, 'member_inactive');
      await this.audit('member_status_changed', current.email, { aktif: input.aktif, sessions_ended: ended });
    }
    if (input.role && input.role !== current.role) {
      if (input.role === 'owner' || current.role === 'owner') await this.assertMayGrant('owner');
      if (current.role === 'owner') {
        // Lock the farm's owner rows so two concurrent demotions cannot both pass the count.
        const owners = await queryRows(m, OwnerIdRow, `select user_id from memberships where tenant_id = $1 and role = 'owner' for update`, [this.ctx.tenantId]);
        if (owners.length <= 1) throw new UnprocessableEntityException(USER_MESSAGES.lastOwner);
      }
      await execute(m, 'update memberships set role = $3 where tenant_id = $1 and user_id = $2', [this.ctx.tenantId, userId, input.role]);
      // A lower role ends the member's sessions at once: its open screens must not keep what it lost.
      const ended = ROLE_RANK[input.role] < ROLE_RANK[current.role] ? await this.endSessions(userId) : 0;
      await this.audit('role_change', current.email, { from: current.role, to: input.role, sessions_ended: ended });
    }
    if (input.password) {
      if (current.role === 'owner') await this.assertMayGrant('owner');
      // Sets the hash and ends every session of the member in one statement (migration Accounts).
      const { ok } = (await queryOne(m, OkRow, 'select app_set_member_password($1, $2) as ok', [userId, await hashPassword(input.password)]))!;
      if (!ok) throw new UnprocessableEntityException(USER_MESSAGES.passwordForeign);
      await this.audit('password_set', current.email, null);
    }
    return this.one(userId);
  }

  /**
   * The caller changes its own password (POST /api/my/change-password, spec part 2 §5 'Change
   * password'): the current one must match ('Password lama salah.'), the new one differ
   * ('Password baru harus berbeda dari password lama.') and equal the confirmation
   * ('Konfirmasi password tidak sama.'). Audit row 'password_change'. The caller ends its other sessions.
   */
  async changeOwnPassword(current: string, next: string, confirm: string): Promise<void> {
    if (next !== confirm) throw new BadRequestException(USER_MESSAGES.confirmMismatch);
    const m = this.ctx.manager;
    const { hash } = (await queryOne(m, HashRow, 'select app_current_password_hash() as hash'))!;
    if (!hash || !(await verifyPassword(hash, current))) throw new BadRequestException(USER_MESSAGES.wrongPassword);
    if (current === next) throw new BadRequestException(USER_MESSAGES.samePassword);
    const { ok } = (await queryOne(m, OkRow, 'select app_set_own_password($1) as ok', [await hashPassword(next)]))!;
    if (!ok) throw new UnprocessableEntityException(USER_MESSAGES.passwordNotHere);
    const actor = this.ctx.actor;
    await audit(m, 'password_change', {
      tenantId: actor.tenantId ?? actor.claims.tenant_id ?? null,
      actorId: actor.userId,
      actorEmail: actor.email,
      subject: actor.email,
      clientAddress: this.ctx.clientAddress,
    });
  }

  /**
   * Removes a member from this farm (DELETE /api/users/{id}): its sessions end first, then the
   * membership (and its ABK register row) goes; the account itself stays. Not the caller itself (422;
   * it leaves from /my-info), another admin or an owner only by an owner (403), not the last active owner (422). 404 for a non-member.
   * Audit row 'member_removed'.
   */
  async remove(userId: string): Promise<{ success: true; message: string }> {
    const current = await this.one(userId);
    if (userId === this.ctx.userId) throw new UnprocessableEntityException(USER_MESSAGES.notYourself);
    await this.assertMayManage(current);
    if (current.role === 'owner') {
      await this.assertMayGrant('owner');
      await this.assertAnotherActiveOwner(userId);
    }
    const ended = await this.endSessions(userId);
    await execute(this.ctx.manager, 'delete from memberships where tenant_id = $1 and user_id = $2', [this.ctx.tenantId, userId]);
    await this.audit('member_removed', current.email, { role: current.role, sessions_ended: ended });
    return { success: true, message: USER_MESSAGES.removed };
  }

  /** A member of the farm by id, else 404 (another farm's user too). */
  private async one(userId: string): Promise<UserRow> {
    const member = await queryOne(
      this.ctx.manager,
      MemberRow,
      `select ${MEMBER_COLUMNS} from memberships m join users u on u.id = m.user_id where m.tenant_id = $1 and m.user_id = $3`,
      [this.ctx.tenantId, today(), userId],
    );
    if (!member) throw new NotFoundException(USER_MESSAGES.notFound);
    return memberOut(member);
  }

  /**
   * Ends every live session of a member of this farm (a lower role, removal, deactivation) through
   * `app_end_member_sessions`, which checks that the caller manages the farm; the count ended.
   * `reason` 'member_inactive' (a deactivation) makes the ended tokens answer 401 'Akun Anda
   * dinonaktifkan di kandang ini.', which the browser repeats on its login screen.
   */
  async endSessions(userId: string, reason: 'member_inactive' | null = null): Promise<number> {
    const { ended } = (await queryOne(this.ctx.manager, EndedRow, 'select app_end_member_sessions($1, $2) as ended', [userId, reason]))!;
    return ended;
  }

  /** A superadmin on a tenant route with its own platform session (not an impersonation token). */
  private isPlatformSuperadmin(): boolean {
    return this.ctx.role === 'superadmin' && !this.ctx.actor.claims?.impersonated_by;
  }

  /** 422 unless the farm keeps another active owner than `userId` (the farm's owner rows locked against a concurrent change). */
  private async assertAnotherActiveOwner(userId: string): Promise<void> {
    const owners = await queryRows(
      this.ctx.manager,
      OwnerRow,
      `select user_id, aktif from memberships where tenant_id = $1 and role = 'owner' for update`,
      [this.ctx.tenantId],
    );
    if (!owners.some((o) => o.user_id !== userId && o.aktif)) throw new UnprocessableEntityException(USER_MESSAGES.lastActiveOwner);
  }

  private async callerMayGrantOwner(): Promise<boolean> {
    if (this.ctx.role === 'superadmin') return true;
    const member = await queryOne(this.ctx.manager, RoleRow, 'select role from memberships where tenant_id = $1 and user_id = $2', [this.ctx.tenantId, this.ctx.userId]);
    return member?.role === 'owner';
  }

  /**
   * 403 {@link USER_MESSAGES.adminOwnerOnly} when `member` is another admin or an owner and the
   * caller is neither an owner of the farm nor a superadmin: an admin manages abk, viewer and
   * reseller members (and itself) only. The database refuses the same (migration OwnerOnly).
   */
  private async assertMayManage(member: UserRow): Promise<void> {
    if (member.id === this.ctx.userId || (member.role !== 'admin' && member.role !== 'owner')) return;
    if (!(await this.callerMayGrantOwner())) throw new ForbiddenException(USER_MESSAGES.adminOwnerOnly);
  }

  /** 422 'Hanya owner yang dapat memberi atau mencabut role owner.' when `role` is owner and the caller is neither an owner nor a superadmin. */
  async assertMayGrant(role: TenantRole): Promise<void> {
    if (role === 'owner' && !(await this.callerMayGrantOwner())) throw new UnprocessableEntityException(USER_MESSAGES.ownerOnly);
  }

  private audit(event: 'user_added' | 'role_change' | 'password_set' | 'member_status_changed' | 'member_removed', subject: string, detail: Record<string, unknown> | null): Promise<void> {
    const actor = this.ctx.actor;
    return audit(this.ctx.manager, event, {
      tenantId: this.ctx.tenantId,
      actorId: actor.userId,
      actorEmail: actor.email,
      subject,
      clientAddress: this.ctx.clientAddress,
      detail,
    });
  }
}
