import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { z } from 'zod';
import { execute, exists, IdRow, pg, queryOne, queryRows, row } from '../../common/database/rows';
import { RemovedDto } from '../../common/http/removed.dto';
import { byName, compareNames } from '../../common/names';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { COOP_HOLDERS } from './coop-holders';
import { nextTingkatNames } from './tingkat-names';
import { setupBagianNames, setupPlace } from './coop-setup.rules';
import { CoopSetupBodyDto, CoopSetupDto } from './dto/coop-setup.dto';
import { BagianLokasiDto, CoopBodyDto, CoopTingkatBatchBodyDto, CoopLevelDto, CoopType, COOP_TYPES, LokasiNode, TingkatLokasiDto } from './dto/coop.dto';

const PARENT: Record<CoopType, CoopType | null> = { lokasi: null, plant: 'lokasi', jalur: 'plant', bagian: 'jalur', tingkat: 'bagian' };
const LABEL: Record<CoopType, string> = { lokasi: 'Lokasi', plant: 'Plant', jalur: 'Jalur', bagian: 'Bagian', tingkat: 'Tingkat' };
export const INCOMPLETE = 'Mohon lengkapi semua field.';

/** A level of any type: its id, name and parent's id (null for a lokasi). */
const LevelRow = row({ id: pg.int, nama: pg.text, parent_id: pg.int.nullable() });
type Row = z.infer<typeof LevelRow>;

/** A bagian with the ids and names of its jalur, as the location lists read it. */
const bagianColumns = { bagian_id: pg.int, jalur_id: pg.int, jalur: pg.text, bagian: pg.text };
const BagianLokasiRow = row(bagianColumns);
const TingkatLokasiRow = row({ ...bagianColumns, tingkat_id: pg.int, tingkat: pg.text });

/**
 * Coop structure lokasi › plant › jalur › bagian › tingkat (spec part 2 'Struktur Kandang', DESIGN §5).
 * Names are unique among siblings (409). Deleting a level deletes its children, unless entries
 * (feed, eggs, birds) are recorded on a tingkat or bagian below it (409 naming them).
 */
@Injectable()
export class CoopService {
  constructor(private readonly ctx: TenantContext) {}

  private get m() {
    return this.ctx.manager;
  }

  /** The whole tree: lokasi[] with plants[] › jalur[] › bagian[] › tingkats[], each sorted by name. */
  async structure(): Promise<LokasiNode[]> {
    const t = this.ctx.tenantId;
    const load = (type: CoopType): Promise<Row[]> => {
      const parent = PARENT[type];
      return queryRows(this.m, LevelRow, `select id, nama, ${parent ? `${parent}_id` : 'null'} as parent_id from ${type} where tenant_id = $1`, [t]);
    };
    // One connection per transaction: load the levels one after another.
    const levels: Row[][] = [];
    for (const type of COOP_TYPES) levels.push(await load(type));
    const [lokasi, plants, jalur, bagian, tingkat] = levels;
    const group = <T>(rows: Row[], make: (r: Row) => T) => {
      const map = new Map<number, T[]>();
      for (const r of [...rows].sort(byName)) {
        const list = map.get(r.parent_id!) ?? [];
        list.push(make(r));
        map.set(r.parent_id!, list);
      }
      return map;
    };
    const tingkatBy = group(tingkat, (r) => ({ id: r.id, nama: r.nama, tingkat: r.nama, bagian_id: r.parent_id! }));
    const bagianBy = group(bagian, (r) => ({ id: r.id, nama: r.nama, bagian: r.nama, jalur_id: r.parent_id!, tingkats: tingkatBy.get(r.id) ?? [] }));
    const jalurBy = group(jalur, (r) => ({ id: r.id, nama: r.nama, jalur: r.nama, plant_id: r.parent_id!, bagian: bagianBy.get(r.id) ?? [] }));
    const plantBy = group(plants, (r) => ({ id: r.id, nama: r.nama, plant: r.nama, lokasi_id: r.parent_id!, jalur: jalurBy.get(r.id) ?? [] }));
    return [...lokasi].sort(byName).map((r) => ({ id: r.id, nama: r.nama, lokasi: r.nama, plants: plantBy.get(r.id) ?? [] }));
  }

  /** Creates a level. 400 incomplete, 404 unknown parent, 409 duplicate sibling name. */
  async create(type: CoopType, body: CoopBodyDto): Promise<CoopLevelDto> {
    const { nama, parentId } = this.read(type, body);
    const parent = PARENT[type];
    if (parent) await this.find(parent, parentId!);
    await this.assertUnique(type, nama, parentId);
    const cols = parent ? `tenant_id, ${parent}_id, nama` : 'tenant_id, nama';
    const vals = parent ? '$1, $2, $3' : '$1, $2';
    const params = parent ? [this.ctx.tenantId, parentId, nama] : [this.ctx.tenantId, nama];
    const [created] = await queryRows(this.m, IdRow, `insert into ${type} (${cols}) values (${vals}) returning id`, params);
    return this.view(type, await this.find(type, created.id));
  }

  /**
   * Adds `jumlah` tingkat to a bagian in one step, named T<k> after the highest 'T<number>' there
   * (nextTingkatNames), with create's rules (404 'Bagian tidak ditemukan.', 409 'Tingkat "T7"
   * sudah ada di bagian ini.' for the first name taken, case-insensitive), all or nothing in the
   * request's transaction. Set-based: one statement reads the bagian and its tingkat names, one
   * multi-row INSERT writes them all. The tingkat created, in name order.
   */
  async createTingkats(body: CoopTingkatBatchBodyDto): Promise<CoopLevelDto[]> {
    const found = await queryOne(
      this.m,
      row({ names: z.array(pg.text) }),
      `select array(select t.nama from tingkat t where t.tenant_id = $1 and t.bagian_id = b.id) as names from bagian b where b.tenant_id = $1 and b.id = $2`,
      [this.ctx.tenantId, body.bagian_id],
    );
    if (!found) throw new NotFoundException(`${LABEL.bagian} tidak ditemukan.`);
    const names = nextTingkatNames(found.names, body.jumlah);
    const taken = new Set(found.names.map((n) => n.toLowerCase()));
    const clash = names.find((n) => taken.has(n.toLowerCase()));
    if (clash) throw new ConflictException(`${LABEL.tingkat} "${clash}" sudah ada di ${LABEL.bagian.toLowerCase()} ini.`);
    const created = await queryRows(
      this.m,
      LevelRow,
      `insert into tingkat (tenant_id, bagian_id, nama) select $1, $2, n from unnest($3::text[]) as n returning id, nama, bagian_id as parent_id`,
      [this.ctx.tenantId, body.bagian_id, names],
    );
    return [...created].sort(byName).map((r) => this.view('tingkat', r));
  }

  /**
   * The one-form set-up (POST /api/coop/setup, issue #36): a jalur with its bagian and
   * `tingkat_per_bagian` tingkat in each, in an existing plant or a new plant under an existing or
   * new lokasi. Every level goes through create and every bagian's tingkat through createTingkats
   * (the same 400/404/409 rules and T1…TN names), all in the request's transaction: a refusal
   * anywhere writes nothing. 422 for the place or the bagian names (coop-setup.rules).
   */
  async setup(body: CoopSetupBodyDto): Promise<CoopSetupDto> {
    const place = setupPlace(body);
    const bagianNames = setupBagianNames(body.bagian);
    let plant: CoopLevelDto;
    if ('plantId' in place) {
      plant = this.view('plant', await this.find('plant', place.plantId));
    } else {
      const lokasiId = 'lokasiId' in place ? place.lokasiId : (await this.create('lokasi', { lokasi: place.lokasi })).id;
      plant = await this.create('plant', { plant: place.plant, lokasi_id: lokasiId });
    }
    const jalur = await this.create('jalur', { jalur: body.jalur, plant_id: plant.id });
    const bagian = [];
    for (const nama of bagianNames) {
      const created = await this.create('bagian', { bagian: nama, jalur_id: jalur.id });
      const tingkats = await this.createTingkats({ bagian_id: created.id, jumlah: body.tingkat_per_bagian });
      bagian.push({ id: created.id, nama: created.nama, bagian: created.nama, jalur_id: jalur.id, tingkats: tingkats.map((t) => ({ id: t.id, nama: t.nama, tingkat: t.nama, bagian_id: created.id })) });
    }
    return {
      lokasi_id: plant.lokasi_id!,
      plant_id: plant.id,
      tingkat: bagianNames.length * body.tingkat_per_bagian,
      jalur: { id: jalur.id, nama: jalur.nama, jalur: jalur.nama, plant_id: plant.id, bagian },
    };
  }

  /**
   * Renames (and moves, when the parent given is another) a level: the same fields as create (400
   * incomplete without the name or, below lokasi, the parent). 404 unknown id or parent, 409
   * duplicate sibling name.
   */
  async update(type: CoopType, id: number, body: CoopBodyDto): Promise<CoopLevelDto> {
    await this.find(type, id);
    const { nama, parentId } = this.read(type, body);
    const parent = PARENT[type];
    const newParent = parent ? parentId! : null;
    if (parent) await this.find(parent, newParent!);
    await this.assertUnique(type, nama, newParent, id);
    if (parent) {
      await execute(this.m, `update ${type} set nama = $3, ${parent}_id = $4 where tenant_id = $1 and id = $2`, [this.ctx.tenantId, id, nama, newParent]);
    } else {
      await execute(this.m, `update ${type} set nama = $3 where tenant_id = $1 and id = $2`, [this.ctx.tenantId, id, nama]);
    }
    return this.view(type, await this.find(type, id));
  }

  /** Deletes a level and its children. 404 unknown id; 409 when entries are recorded below it. */
  async remove(type: CoopType, id: number): Promise<RemovedDto> {
    const level = await this.find(type, id);
    for (const holder of COOP_HOLDERS) {
      const ids = await this.subtreeIds(holder.level, type, id);
      if (!ids.length) continue;
      const { n } = (await queryOne(
        this.m,
        row({ n: pg.int }),
        `select count(*)::int as n from ${holder.table} where tenant_id = $1 and ${holder.column} = any($2::int[])`,
        [this.ctx.tenantId, ids],
      ))!;
      if (n > 0) {
        throw new ConflictException(
          `${LABEL[type]} "${level.nama}" tidak dapat dihapus karena masih memiliki ${holder.label} (${n} baris). Hapus data tersebut terlebih dahulu.`,
        );
      }
    }
    await execute(this.m, `delete from ${type} where tenant_id = $1 and id = $2`, [this.ctx.tenantId, id]);
    return { success: true, message: `${LABEL[type]} dihapus.` };
  }

  /** Every tingkat with its label 'Jalur / Bagian / Tingkat', in coop order. */
  async tingkatLokasi(): Promise<TingkatLokasiDto[]> {
    const rows = await queryRows(
      this.m,
      TingkatLokasiRow,
      `select t.id as tingkat_id, b.id as bagian_id, j.id as jalur_id, j.nama as jalur, b.nama as bagian, t.nama as tingkat
         from tingkat t join bagian b on b.id = t.bagian_id join jalur j on j.id = b.jalur_id
        where t.tenant_id = $1`,
      [this.ctx.tenantId],
    );
    return sortLocations(rows, ['jalur', 'bagian', 'tingkat']).map((r) => ({ ...r, lokasi: `${r.jalur} / ${r.bagian} / ${r.tingkat}` }));
  }

  /** Every bagian with its label 'Jalur / Bagian', in coop order. */
  async bagianLokasi(): Promise<BagianLokasiDto[]> {
    const rows = await queryRows(
      this.m,
      BagianLokasiRow,
      `select b.id as bagian_id, j.id as jalur_id, j.nama as jalur, b.nama as bagian
         from bagian b join jalur j on j.id = b.jalur_id where b.tenant_id = $1`,
      [this.ctx.tenantId],
    );
    return sortLocations(rows, ['jalur', 'bagian']).map((r) => ({ ...r, lokasi: `${r.jalur} / ${r.bagian}` }));
  }

  /** The name and parent of a create or update body; 400 INCOMPLETE without the name or, below lokasi, the parent. */
  private read(type: CoopType, body: CoopBodyDto) {
    const nama = (body[type] ?? body.nama ?? '').trim();
    const parent = PARENT[type];
    const parentId = parent ? (body[`${parent}_id` as keyof CoopBodyDto] as number | undefined) : undefined;
    if (!nama || (parent && !parentId)) throw new BadRequestException(INCOMPLETE);
    return { nama, parentId };
  }

  private async find(type: CoopType, id: number): Promise<Row> {
    const parent = PARENT[type];
    const found = await queryOne(
      this.m,
      LevelRow,
      `select id, nama, ${parent ? `${parent}_id` : 'null'} as parent_id from ${type} where tenant_id = $1 and id = $2`,
      [this.ctx.tenantId, id],
    );
    if (!found) throw new NotFoundException(`${LABEL[type]} tidak ditemukan.`);
    return found;
  }

  private async assertUnique(type: CoopType, nama: string, parentId: number | null | undefined, exceptId?: number) {
    const parent = PARENT[type];
    const taken = await exists(
      this.m,
      `select 1 from ${type} where tenant_id = $1 and lower(nama) = lower($2) and id <> $3 ${parent ? `and ${parent}_id = $4` : ''}`,
      parent ? [this.ctx.tenantId, nama, exceptId ?? 0, parentId] : [this.ctx.tenantId, nama, exceptId ?? 0],
    );
    if (taken) {
      const where = parent ? ` di ${LABEL[parent].toLowerCase()} ini` : '';
      throw new ConflictException(`${LABEL[type]} "${nama}" sudah ada${where}.`);
    }
  }

  private view(type: CoopType, level: Row): CoopLevelDto {
    const parent = PARENT[type];
    return { id: level.id, nama: level.nama, [type]: level.nama, ...(parent ? { [`${parent}_id`]: level.parent_id } : {}) };
  }

  /** Ids of `level` rows (tingkat or bagian) inside the subtree of (type, id). */
  private async subtreeIds(level: 'tingkat' | 'bagian', type: CoopType, id: number): Promise<number[]> {
    const chain: CoopType[] = [level];
    while (chain[chain.length - 1] !== type) {
      const up = PARENT[chain[chain.length - 1]];
      if (!up) return []; // type is below level: no such rows in its subtree
      chain.push(up);
    }
    const joins = chain
      .slice(1)
      .map((t, i) => `join ${t} x${i + 1} on x${i + 1}.id = x${i}.${t}_id`)
      .join(' ');
    const rows = await queryRows(this.m, IdRow, `select x0.id from ${level} x0 ${joins} where x${chain.length - 1}.id = $1 and x0.tenant_id = $2`, [
      id,
      this.ctx.tenantId,
    ]);
    return rows.map((r) => r.id);
  }
}

/** Sorts location rows by each name column in turn, naturally. */
function sortLocations<T extends object>(rows: T[], keys: Array<keyof T>): T[] {
  return [...rows].sort((a, b) => {
    for (const k of keys) {
      const c = compareNames(String(a[k]), String(b[k]));
      if (c) return c;
    }
    return 0;
  });
}
