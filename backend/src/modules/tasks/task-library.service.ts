import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { z } from 'zod';
import { execute, exists, IdRow, pg, queryOne, queryRows, row } from '../../common/database/rows';
import { ImageStorage } from '../../common/storage/image-storage.service';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { MainTaskBodyDto, MainTaskDto, SubTaskBodyDto, SubTaskDto } from './dto/task-library.dto';

/** An uploaded file as multer hands it over (memory storage). */
export interface UploadedImage {
  buffer: Buffer;
  size: number;
}

/** A main task as stored. */
const MainRow = row({ id: pg.int, nama: pg.text, deskripsi: pg.text.nullable(), aktif: pg.bool });

/** A sub task with its main task's name; `image_key`: the stored image (ImageStorage), or null. */
const SubRow = row({
  id: pg.int,
  main_id: pg.int,
  main_nama: pg.text,
  nama: pg.text,
  deskripsi: pg.text.nullable(),
  instruksi: pg.text.nullable(),
  /** Minutes. */
  default_dur_min: pg.int.nullable(),
  aktif: pg.bool,
  image_key: pg.text.nullable(),
});
type SubRow = z.infer<typeof SubRow>;


const SUB_SELECT = `select s.id, s.main_id, m.nama as main_nama, s.nama, s.deskripsi, s.instruksi, s.default_dur_min, s.aktif, s.image_key
  from task_sub s join task_main m on m.tenant_id = s.tenant_id and m.id = s.main_id`;

/**
 * Task library (spec part 1 §2.11, §3, §5, §7 Task library): main tasks and their sub tasks, each
 * Aktif or Nonaktif. A sub task may carry one image kept by {@link ImageStorage}; replacing or
 * removing it deletes the old file.
 */
@Injectable()
export class TaskLibraryService {
  constructor(
    private readonly ctx: TenantContext,
    private readonly images: ImageStorage,
  ) {}

  private get m() {
    return this.ctx.manager;
  }

  /** Every main task of the tenant, by name. */
  listMain(): Promise<MainTaskDto[]> {
    return queryRows(this.m, MainRow, `select id, nama, deskripsi, aktif from task_main where tenant_id = $1 order by lower(nama)`, [this.ctx.tenantId]);
  }

  /** Creates a main task. 409 when the name exists. */
  async createMain(body: MainTaskBodyDto): Promise<MainTaskDto> {
    await this.assertMainNameFree(body.nama);
    const [created] = await queryRows(
      this.m,
      MainRow,
      `insert into task_main (tenant_id, nama, deskripsi, aktif) values ($1, $2, $3, $4) returning id, nama, deskripsi, aktif`,
      [this.ctx.tenantId, body.nama, body.deskripsi ?? null, body.aktif ?? true],
    );
    return created;
  }

  /** Replaces a main task's fields (aktif kept when not sent). 404 unknown id, 409 duplicate name. */
  async updateMain(id: number, body: MainTaskBodyDto): Promise<MainTaskDto> {
    const current = await this.findMain(id);
    await this.assertMainNameFree(body.nama, id);
    await execute(this.m, `update task_main set nama = $3, deskripsi = $4, aktif = $5, updated_at = now() where tenant_id = $1 and id = $2`, [
      this.ctx.tenantId,
      id,
      body.nama,
      body.deskripsi ?? null,
      body.aktif ?? current.aktif,
    ]);
    return this.findMain(id);
  }

  /** A main task of the tenant, else 404. */
  async findMain(id: number): Promise<MainTaskDto> {
    const found = await queryOne(this.m, MainRow, `select id, nama, deskripsi, aktif from task_main where tenant_id = $1 and id = $2`, [this.ctx.tenantId, id]);
    if (!found) throw new NotFoundException('Main task tidak ditemukan.');
    return found;
  }

  /** Sub tasks (optionally of one main task), by main task then name. */
  async listSub(mainId?: number): Promise<SubTaskDto[]> {
    const rows = await queryRows(
      this.m,
      SubRow,
      `${SUB_SELECT} where s.tenant_id = $1 and ($2::int is null or s.main_id = $2) order by lower(m.nama), lower(s.nama)`,
      [this.ctx.tenantId, mainId ?? null],
    );
    return rows.map((r) => this.view(r));
  }

  /** Creates a sub task with an optional image. 404 unknown main task, 409 duplicate name in that main task, 400 bad image. */
  async createSub(body: SubTaskBodyDto, image?: UploadedImage): Promise<SubTaskDto> {
    if (body.remove_image) throw new BadRequestException('remove_image hanya untuk mengubah sub task.');
    await this.findMain(body.main_id);
    await this.assertSubNameFree(body.main_id, body.nama);
    const key = image ? await this.images.saveImage(this.ctx.tenantId, image) : null;
    try {
      const [created] = await queryRows(
        this.m,
        IdRow,
        `insert into task_sub (tenant_id, main_id, nama, deskripsi, instruksi, default_dur_min, aktif, image_key)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
        [this.ctx.tenantId, body.main_id, body.nama, body.deskripsi ?? null, body.instruksi ?? null, body.default_dur_min ?? null, body.aktif ?? true, key],
      );
      return await this.findSub(created.id);
    } catch (err) {
      await this.images.remove(key);
      throw err;
    }
  }

  /**
   * Replaces a sub task's fields (aktif kept when not sent). A new image replaces the old one and
   * `remove_image=true` drops it; either way the old file is deleted.
   */
  async updateSub(id: number, body: SubTaskBodyDto, image?: UploadedImage): Promise<SubTaskDto> {
    const current = await this.findSubRow(id);
    await this.findMain(body.main_id);
    await this.assertSubNameFree(body.main_id, body.nama, id);
    const newKey = image ? await this.images.saveImage(this.ctx.tenantId, image) : null;
    const key = image ? newKey : body.remove_image ? null : current.image_key;
    try {
      await execute(
        this.m,
        `update task_sub set main_id = $3, nama = $4, deskripsi = $5, instruksi = $6, default_dur_min = $7, aktif = $8, image_key = $9, updated_at = now()
          where tenant_id = $1 and id = $2`,
        [this.ctx.tenantId, id, body.main_id, body.nama, body.deskripsi ?? null, body.instruksi ?? null, body.default_dur_min ?? null, body.aktif ?? current.aktif, key],
      );
    } catch (err) {
      await this.images.remove(newKey);
      throw err;
    }
    if (current.image_key && current.image_key !== key) await this.images.remove(current.image_key);
    return this.findSub(id);
  }

  /** A sub task of the tenant as the API shows it, else 404. */
  async findSub(id: number): Promise<SubTaskDto> {
    return this.view(await this.findSubRow(id));
  }

  /** Browser path of a stored image key. */
  imageUrl(key: string | null): string | null {
    return this.images.urlOf(key);
  }

  private async findSubRow(id: number): Promise<SubRow> {
    const found = await queryOne(this.m, SubRow, `${SUB_SELECT} where s.tenant_id = $1 and s.id = $2`, [this.ctx.tenantId, id]);
    if (!found) throw new NotFoundException('Sub task tidak ditemukan.');
    return found;
  }

  private view({ image_key, ...r }: SubRow): SubTaskDto {
    return { ...r, image_url: this.images.urlOf(image_key) };
  }

  private async assertMainNameFree(nama: string, exceptId = 0) {
    if (await exists(this.m, `select 1 from task_main where tenant_id = $1 and lower(nama) = lower($2) and id <> $3`, [this.ctx.tenantId, nama, exceptId])) throw new ConflictException(`Main task "${nama}" sudah ada.`);
  }

  private async assertSubNameFree(mainId: number, nama: string, exceptId = 0) {
    const taken = await exists(this.m, `select 1 from task_sub where tenant_id = $1 and main_id = $2 and lower(nama) = lower($3) and id <> $4`, [
      this.ctx.tenantId,
      mainId,
      nama,
      exceptId,
    ]);
    if (taken) throw new ConflictException(`Sub task "${nama}" sudah ada di main task ini.`);
  }
}
