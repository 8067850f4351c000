import { ConflictException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { z } from 'zod';
import { execute, IdRow, pg, queryOne, queryRows, row } from '../../common/database/rows';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { ITEM_NOT_FOUND } from '../feed-stock/feed-stock.service';
import { HEALTH_MSG, ProgramBodyDto, ProgramDto, ProgramRowDto } from './dto/health.dto';
import { VACCINE_ROUTES } from './due.rules';

const ProgramRow = row({ id: pg.int, name: pg.text, is_default: pg.bool, is_example: pg.bool, source: pg.text.nullable() });
const ProgramLineRow = row({
  id: pg.int,
  program_id: pg.int,
  age_days: pg.int,
  disease: pg.text,
  item_id: pg.int.nullable(),
  item_name: pg.text.nullable(),
  route: z.enum(VACCINE_ROUTES),
  note: pg.text.nullable(),
});
const ItemRow = row({ id: pg.int, name: pg.text, kind: pg.text });

/**
 * Vaccination programs by age (issue #38 'Vaccination program by age'; ADR 0047): a farm's
 * templates of {age_days, disease, vaccine item, route, note}; one is the farm's default, followed
 * by every flock. New farms start with the shipped examples (migration HealthPrograms).
 */
@Injectable()
export class ProgramsService {
  constructor(private readonly ctx: TenantContext) {}

  private get m() {
    return this.ctx.manager;
  }

  /** Every program of the farm, the default first, then by name; rows by age, then disease. */
  async list(): Promise<ProgramDto[]> {
    const t = this.ctx.tenantId;
    const programs = await queryRows(this.m, ProgramRow, `select id::int as id, name, is_default, is_example, source from health_programs where tenant_id = $1 order by is_default desc, lower(name), id`, [t]);
    const lines = await this.lines();
    return programs.map((p) => ({ ...p, rows: lines.filter((l) => l.program_id === p.id).map(lineView) }));
  }

  /** One program; 404 'Program vaksinasi tidak ditemukan.' for an unknown id or another farm's. */
  async get(id: number): Promise<ProgramDto> {
    const found = (await this.list()).find((p) => p.id === id);
    if (!found) throw new NotFoundException(HEALTH_MSG.programNotFound);
    return found;
  }

  /** The farm's default program with its rows, or null when it has none. */
  async defaultProgram(): Promise<ProgramDto | null> {
    return (await this.list()).find((p) => p.is_default) ?? null;
  }

  /** Adds a program (its rows); is_default moves the farm's default to it. 409 name taken; 404/422 a bad vaccine item. */
  async create(body: ProgramBodyDto): Promise<ProgramDto> {
    await this.assertName(body.name);
    await this.assertItems(body);
    if (body.rows.some((r) => r.id !== undefined)) throw new NotFoundException(HEALTH_MSG.rowNotFound);
    if (body.is_default) await this.clearDefault();
    const [created] = await queryRows(this.m, IdRow, `insert into health_programs (tenant_id, name, is_default) values ($1, $2, $3) returning id::int as id`, [this.ctx.tenantId, body.name, body.is_default === true]);
    await this.writeRows(created.id, body);
    return this.get(created.id);
  }

  /**
   * Changes a program: name, default flag (true makes it the default; false or absent leaves it),
   * rows (kept by id, new ones added, the rest removed — 422 for a removed row with recorded
   * vaccinations). An example program edited stays marked as an example with its sources.
   */
  async update(id: number, body: ProgramBodyDto): Promise<ProgramDto> {
    const current = await this.get(id);
    await this.assertName(body.name, id);
    await this.assertItems(body);
    const own = new Set(current.rows.map((r) => r.id));
    for (const r of body.rows) if (r.id !== undefined && !own.has(r.id)) throw new NotFoundException(HEALTH_MSG.rowNotFound);
    const kept = new Set(body.rows.flatMap((r) => (r.id === undefined ? [] : [r.id])));
    const removed = current.rows.filter((r) => !kept.has(r.id));
    if (removed.length) {
      const used = await queryOne(
        this.m,
        row({ disease: pg.text, age_days: pg.int }),
        `select r.disease, r.age_days from health_program_rows r where r.tenant_id = $1 and r.id = any($2::bigint[])
            and exists (select 1 from vaccinations v where v.tenant_id = r.tenant_id and v.program_row_id = r.id) limit 1`,
        [this.ctx.tenantId, removed.map((r) => r.id)],
      );
      if (used) throw new UnprocessableEntityException(`Baris ${used.disease} umur ${used.age_days} hari sudah punya catatan vaksinasi; tidak dapat dihapus.`);
      await execute(this.m, `delete from health_program_rows where tenant_id = $1 and id = any($2::bigint[])`, [this.ctx.tenantId, removed.map((r) => r.id)]);
    }
    if (body.is_default && !current.is_default) await this.clearDefault();
    await execute(this.m, `update health_programs set name = $3, is_default = is_default or $4, updated_at = now() where tenant_id = $1 and id = $2`, [this.ctx.tenantId, id, body.name, body.is_default === true]);
    await this.writeRows(id, body);
    return this.get(id);
  }

  /** The row `rowId` of the default program (the one a flock follows), or undefined. */
  async defaultRow(rowId: number): Promise<ProgramRowDto | undefined> {
    return (await this.defaultProgram())?.rows.find((r) => r.id === rowId);
  }

  private async lines() {
    return queryRows(
      this.m,
      ProgramLineRow,
      `select r.id::int as id, r.program_id::int as program_id, r.age_days, r.disease, r.item_id::int as item_id, s.name as item_name, r.route, r.note
         from health_program_rows r left join stock_items s on s.tenant_id = r.tenant_id and s.id = r.item_id
        where r.tenant_id = $1 order by r.age_days, lower(r.disease), r.id`,
      [this.ctx.tenantId],
    );
  }

  private async writeRows(programId: number, body: ProgramBodyDto): Promise<void> {
    for (const r of body.rows) {
      const values = [this.ctx.tenantId, programId, r.age_days, r.disease, r.item_id ?? null, r.route, r.note || null];
      if (r.id === undefined) {
        await execute(this.m, `insert into health_program_rows (tenant_id, program_id, age_days, disease, item_id, route, note) values ($1, $2, $3, $4, $5, $6, $7)`, values);
      } else {
        await execute(this.m, `update health_program_rows set age_days = $3, disease = $4, item_id = $5, route = $6, note = $7 where tenant_id = $1 and program_id = $2 and id = $8`, [...values, r.id]);
      }
    }
  }

  private async clearDefault(): Promise<void> {
    await execute(this.m, `update health_programs set is_default = false, updated_at = now() where tenant_id = $1 and is_default`, [this.ctx.tenantId]);
  }

  private async assertName(name: string, exceptId?: number): Promise<void> {
    const taken = await queryOne(this.m, IdRow, `select id::int as id from health_programs where tenant_id = $1 and lower(name) = lower($2) and id <> coalesce($3::bigint, -1)`, [this.ctx.tenantId, name, exceptId ?? null]);
    if (taken) throw new ConflictException(HEALTH_MSG.nameTaken);
  }

  /** Every vaccine named is an OVK item of the farm: 404 'Barang stok tidak ditemukan.' else, 422 naming a feed item. */
  private async assertItems(body: ProgramBodyDto): Promise<void> {
    const ids = [...new Set(body.rows.flatMap((r) => (r.item_id ? [r.item_id] : [])))];
    if (!ids.length) return;
    const items = await queryRows(this.m, ItemRow, `select id::int as id, name, kind from stock_items where tenant_id = $1 and id = any($2::bigint[])`, [this.ctx.tenantId, ids]);
    if (items.length < ids.length) throw new NotFoundException(ITEM_NOT_FOUND);
    const feed = items.find((i) => i.kind !== 'ovk');
    if (feed) throw new UnprocessableEntityException(notOvk(feed.name));
  }
}

/** 422 of a vaccine that is not an OVK item. */
export const notOvk = (name: string) => `Barang ${name} bukan OVK; pilih vaksin dari Barang Stok jenis OVK.`;

const lineView = (l: z.infer<typeof ProgramLineRow>): ProgramRowDto => ({ id: l.id, age_days: l.age_days, disease: l.disease, item_id: l.item_id, item_name: l.item_name, route: l.route, note: l.note });
