import { BadRequestException, ConflictException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { execute, exists, IdRow, pg, queryOne, queryRows, row } from '../../common/database/rows';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { TenantRoleColumn } from '../../common/tenancy/roles';
import { ABK_MESSAGES, AbkCreateDto, AbkDto, AbkUpdateDto } from './dto/abk.dto';
import { normalizePhone } from '../../common/phone';
import { today } from '../../common/dates/farm-day';
import { UsersService } from '../users/users.service';

const COLUMNS = `a.id, a.user_id, u.email, a.nama_panggilan, a.nama_asli, a.no_hp, a.alamat, a.no_ktp,
  to_char(a.tanggal_mulai_kerja, 'YYYY-MM-DD') as tanggal_mulai_kerja, to_char(a.tanggal_selesai_kerja, 'YYYY-MM-DD') as tanggal_selesai_kerja, a.aktif`;

/** The row of {@link COLUMNS} (AbkDto): email null when the linked account is gone. My Info reads part of it. */
export const AbkRow = row({
  id: pg.int,
  user_id: pg.uuid,
  email: pg.text.nullable(),
  nama_panggilan: pg.text,
  nama_asli: pg.text.nullable(),
  no_hp: pg.text.nullable(),
  alamat: pg.text.nullable(),
  no_ktp: pg.text.nullable(),
  tanggal_mulai_kerja: pg.date,
  tanggal_selesai_kerja: pg.date.nullable(),
  aktif: pg.bool,
});
/** True when a register row lets its member work on the farm's today: aktif and not past tanggal_selesai_kerja (as app_member_active in the database). */
const worksToday = (a: Pick<AbkDto, 'aktif' | 'tanggal_selesai_kerja'>): boolean => a.aktif && (!a.tanggal_selesai_kerja || a.tanggal_selesai_kerja >= today());

const UserRow = row({ id: pg.uuid, email: pg.text });
const RoleRow = row({ role: TenantRoleColumn });

/**
 * The ABK register (/abk, spec part 2 'Data ABK', §3 'ABK', §5 'ABK create'): one row per member
 * with the abk role. The phone is kept in the 62 form (§9), the end of work not before its start.
 */
@Injectable()
export class AbkService {
  constructor(
    private readonly ctx: TenantContext,
    private readonly users: UsersService,
  ) {}

  /** Every row, by nickname. */
  list(): Promise<AbkDto[]> {
    return queryRows(
      this.ctx.manager,
      AbkRow,
      `select ${COLUMNS} from abk a left join users u on u.id = a.user_id where a.tenant_id = $1 order by lower(a.nama_panggilan), a.id`,
      [this.ctx.tenantId],
    );
  }

  /** Members with the abk role not yet registered, by username. */
  availableUsers(): Promise<Array<{ id: string; email: string }>> {
    return queryRows(
      this.ctx.manager,
      UserRow,
      `select u.id, u.email from memberships m join users u on u.id = m.user_id
        where m.tenant_id = $1 and m.role = 'abk'
          and not exists (select 1 from abk a where a.tenant_id = m.tenant_id and a.user_id = m.user_id)
        order by lower(u.email)`,
      [this.ctx.tenantId],
    );
  }

  /** Registers an abk member. 422 not an abk member of this farm; 409 already registered. A row registered switched off ends the user's sessions. */
  async create(body: AbkCreateDto): Promise<AbkDto> {
    const m = this.ctx.manager;
    const member = await queryOne(m, RoleRow, 'select role from memberships where tenant_id = $1 and user_id = $2', [this.ctx.tenantId, body.user_id]);
    if (member?.role !== 'abk') throw new UnprocessableEntityException(ABK_MESSAGES.notAbkUser);
    if (await exists(m, 'select 1 from abk where tenant_id = $1 and user_id = $2', [this.ctx.tenantId, body.user_id])) throw new ConflictException(ABK_MESSAGES.registered);
    const f = this.fields(body);
    const { id } = (await queryOne(
      m,
      IdRow,
      `insert into abk (tenant_id, user_id, nama_panggilan, nama_asli, no_hp, alamat, no_ktp, tanggal_mulai_kerja, tanggal_selesai_kerja, aktif)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
      [this.ctx.tenantId, body.user_id, ...f],
    ))!;
    const created = await this.one(id);
    if (!worksToday(created)) await this.users.endSessions(created.user_id, 'member_inactive');
    return created;
  }

  /**
   * Updates a row of this farm (404 otherwise); the linked user stays. `id`, `user_id` and `email`
   * of the row sent back unchanged are ignored; changed: 400. A row switched off (aktif false, or
   * tanggal_selesai_kerja before the farm's today) ends every session of its user.
   */
  async update(id: number, body: AbkUpdateDto): Promise<AbkDto> {
    const row = await this.one(id);
    if (body.id !== undefined && body.id !== id) throw new BadRequestException(ABK_MESSAGES.idMismatch);
    if (body.user_id !== undefined && body.user_id.toLowerCase() !== row.user_id) throw new BadRequestException(ABK_MESSAGES.userFixed);
    if (body.email !== undefined && (body.email ?? null) !== row.email) throw new BadRequestException(ABK_MESSAGES.userFixed);
    await execute(
      this.ctx.manager,
      `update abk set nama_panggilan = $3, nama_asli = $4, no_hp = $5, alamat = $6, no_ktp = $7, tanggal_mulai_kerja = $8,
              tanggal_selesai_kerja = $9, aktif = $10, updated_at = now()
        where tenant_id = $1 and id = $2`,
      [this.ctx.tenantId, id, ...this.fields(body)],
    );
    const updated = await this.one(id);
    // Switched off (nonaktif, or an end of work already past): the member's sessions end now, as a
    // deactivation on the user screen does; its token answers 401 'Akun Anda dinonaktifkan di kandang ini.'.
    if (worksToday(row) && !worksToday(updated)) await this.users.endSessions(updated.user_id, 'member_inactive');
    return updated;
  }

  private fields(b: AbkUpdateDto): unknown[] {
    const end = b.tanggal_selesai_kerja || null;
    if (end && end < b.tanggal_mulai_kerja) throw new BadRequestException(ABK_MESSAGES.order);
    const text = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);
    return [b.nama_panggilan.trim(), text(b.nama_asli), normalizePhone(b.no_hp), text(b.alamat), text(b.no_ktp), b.tanggal_mulai_kerja, end, b.aktif ?? true];
  }

  private async one(id: number): Promise<AbkDto> {
    const abk = await queryOne(this.ctx.manager, AbkRow, `select ${COLUMNS} from abk a left join users u on u.id = a.user_id where a.tenant_id = $1 and a.id = $2`, [
      this.ctx.tenantId,
      id,
    ]);
    if (!abk) throw new NotFoundException(ABK_MESSAGES.notFound);
    return abk;
  }
}
