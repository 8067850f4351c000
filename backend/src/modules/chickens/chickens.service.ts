import { BadRequestException, HttpException, HttpStatus, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { z } from 'zod';
import { execute, IdRow, pg, queryOne, queryRows, row } from '../../common/database/rows';
import { assertRangeOrder } from '../../common/dates/farm-day';
import { fieldError, firstValidationProblem } from '../../common/errors/validation';
import { RemovedDto } from '../../common/http/removed.dto';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { BREED_CODES, BreedCode, BreedStandardService } from '../breed-standard/breed-standard.service';
import { CoopService } from '../coop/coop.service';
import { BATCH_MSG, firstDuplicateIndex, rowLabel, totalBirds } from './batch';
import { TransaksiAyamBatchBodyDto, TransaksiAyamBatchDto } from './dto/chickens-batch.dto';
import { TransaksiAyamBodyDto, TransaksiAyamDto, TransaksiAyamQueryDto } from './dto/chickens.dto';
import { DEATH_CAUSES, storedCause } from './death-cause';
import { AKSI, aksiRuleError, BreedCounts, carriedAges, carriedBreeds, FlockState } from './flock';

/** The flock replay (ages and breeds the birds of each movement carry), for the demo farm's daily operations (src/demo/). */
export { ageDays, carriedAges, carriedBreeds, dayNumber, majorityBreed } from './flock';
export type { BreedCounts, FlockState } from './flock';
/** Causes of a death (issue #38), for the mortality report. */
export { DEATH_CAUSES } from './death-cause';
export type { DeathCause } from './death-cause';

/** The columns of a transaction that every read shares. */
const txnColumns = { id: pg.int, aksi: z.enum(AKSI), jumlah: pg.int, asal_tingkat_id: pg.int.nullable(), tujuan_tingkat_id: pg.int.nullable(), usia_minggu: pg.int.nullable(), breed: z.enum(BREED_CODES) };

/** A transaction as the API shows it (COLUMNS). */
const TxnRow = row({ ...txnColumns, tanggal: pg.date, keterangan: pg.text.nullable(), cause: z.enum(DEATH_CAUSES).nullable(), suspected_disease: pg.text.nullable(), cause_note: pg.text.nullable() });
type TxnRow = z.infer<typeof TxnRow>;

/** A transaction as the age replay reads it (a FlockTxn): `day` days since 1970-01-01, its stored `usia_hari` (numeric(10,3)). */
const FlockTxnRow = row({ ...txnColumns, day: pg.int, usia_hari: pg.numeric });

const COLUMNS = `id, to_char(tanggal, 'YYYY-MM-DD') as tanggal, aksi, jumlah, asal_tingkat_id, tujuan_tingkat_id, usia_minggu, keterangan, breed,
  case when aksi = 'mati' then coalesce(cause, 'tidak_diketahui') end as cause, suspected_disease, cause_note`;

/**
 * Chicken transactions (spec part 1 §2.10, §3, §4.3, §5; DESIGN §5 'Coop structure and flocks'):
 * masuk, pindah, mati, afkir on tingkat of the tenant.
 *
 * Every write of a tenant is serialised (transaction-scoped advisory lock on the tenant), applied,
 * then checked: when any affected tingkat's end-of-day population becomes negative on any day, the
 * request fails with 422 naming the tingkat and the day, and its transaction rolls back. Then the
 * age and the breed carried by the rows from the changed date on are derived again
 * (docs/adr/0002-flock-age.md, docs/adr/0029-flock-breed.md).
 */
@Injectable()
export class ChickensService {
  constructor(
    private readonly ctx: TenantContext,
    private readonly coop: CoopService,
    private readonly standard: BreedStandardService,
  ) {}

  private get m() {
    return this.ctx.manager;
  }

  /** Transactions in the date range (inclusive) and of one aksi when given, newest first, with lokasi labels. 400 when start_date > to_date. */
  async list(q: TransaksiAyamQueryDto): Promise<TransaksiAyamDto[]> {
    assertRangeOrder(q.start_date, q.to_date);
    const rows = await queryRows(
      this.m,
      TxnRow,
      `select ${COLUMNS} from transaksi_ayam
        where tenant_id = $1 and ($2::date is null or tanggal >= $2) and ($3::date is null or tanggal <= $3) and ($4::text is null or aksi = $4)
        order by tanggal desc, id desc`,
      [this.ctx.tenantId, q.start_date ?? null, q.to_date ?? null, q.aksi ?? null],
    );
    return this.withLokasi(rows);
  }

  /** Records a transaction. 400 broken rule, 404 unknown tingkat, 422 negative population. */
  async create(body: TransaksiAyamBodyDto): Promise<TransaksiAyamDto> {
    const v = await this.validate(body);
    await this.lock();
    const id = await this.insert(v);
    await this.settle([v.asal_tingkat_id, v.tujuan_tingkat_id], v.tanggal);
    return this.get(id);
  }

  /**
   * Records one masuk per row of a batch placement, all or nothing (the request's transaction),
   * set-based: one read of the farm's tingkat (their labels, which also tell which ids are the
   * farm's), the per-row rules of the single create applied in memory (TransaksiAyamBodyDto's
   * rules, then the per-aksi rules and the tingkat), one multi-row INSERT under the tenant's lock,
   * and the touched tingkat settled once; the number of statements does not grow with the rows. A
   * refused row answers the single create's status with its message prefixed by the row's location
   * ('Jalur 1 / Kanan / T3: Jumlah wajib angka > 0.', 'Baris 3 (tingkat 999): Tingkat tujuan tidak
   * ditemukan.') and `field` 'rows.<i>.<field>'; the first refused row in the order sent is named;
   * a tingkat twice: 400.
   */
  async createBatch(body: TransaksiAyamBatchBodyDto): Promise<TransaksiAyamBatchDto> {
    const lokasi = new Map((await this.coop.tingkatLokasi()).map((l) => [l.tingkat_id, l.lokasi]));
    const label = (i: number) => rowLabel(i, body.rows[i].tujuan_tingkat_id, lokasi);
    const dup = firstDuplicateIndex(body.rows.map((r) => r.tujuan_tingkat_id));
    if (dup >= 0) throw fieldError(HttpStatus.BAD_REQUEST, `rows.${dup}.tujuan_tingkat_id`, BATCH_MSG.duplicate(label(dup)));
    const fallback = await this.standard.defaultBreed();
    const values: Normalised[] = [];
    for (const [i, r] of body.rows.entries()) {
      const single = plainToInstance(TransaksiAyamBodyDto, { tanggal: body.tanggal, aksi: 'masuk', jumlah: r.jumlah, tujuan_tingkat_id: r.tujuan_tingkat_id, usia_minggu: body.usia_minggu, breed: body.breed ?? null });
      const problem = firstValidationProblem(validateSync(single, { whitelist: true, forbidNonWhitelisted: true }));
      if (problem) throw fieldError(HttpStatus.BAD_REQUEST, `rows.${i}.${problem.field}`, BATCH_MSG.row(label(i), problem.message));
      try {
        values.push(checkTingkat(normalise(single, fallback), (id) => lokasi.has(id)));
      } catch (e) {
        if (!(e instanceof HttpException)) throw e;
        throw fieldError(e.getStatus(), `rows.${i}.tujuan_tingkat_id`, BATCH_MSG.row(label(i), e.message));
      }
    }
    await this.lock();
    const v = values[0];
    const inserted = await queryRows(
      this.m,
      row({ id: pg.int, tujuan_tingkat_id: pg.int }),
      `insert into transaksi_ayam (tenant_id, tanggal, aksi, jumlah, asal_tingkat_id, tujuan_tingkat_id, usia_minggu, keterangan, breed)
       select $1, $2, 'masuk', r.jumlah, null, r.tujuan, $3, null, $4 from unnest($5::int[], $6::int[]) as r(tujuan, jumlah)
       returning id, tujuan_tingkat_id`,
      [this.ctx.tenantId, body.tanggal, v.usia_minggu, v.breed, values.map((x) => x.tujuan_tingkat_id), values.map((x) => x.jumlah)],
    );
    await this.settle(values.map((x) => x.tujuan_tingkat_id), body.tanggal);
    const idOf = new Map(inserted.map((x) => [x.tujuan_tingkat_id, x.id]));
    const byId = new Map(
      (await queryRows(this.m, TxnRow, `select ${COLUMNS} from transaksi_ayam where tenant_id = $1 and id = any($2::int[])`, [this.ctx.tenantId, inserted.map((x) => x.id)])).map((x) => [x.id, x]),
    );
    const entries = values.map((x) => byId.get(idOf.get(x.tujuan_tingkat_id!)!)!);
    return { entries: withLabels(entries, lokasi), total_ekor: totalBirds(values) };
  }

  /** Inserts a validated transaction; its id. */
  private async insert(v: Normalised): Promise<number> {
    const [{ id }] = await queryRows(
      this.m,
      IdRow,
      `insert into transaksi_ayam (tenant_id, tanggal, aksi, jumlah, asal_tingkat_id, tujuan_tingkat_id, usia_minggu, keterangan, breed, cause, suspected_disease, cause_note)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id`,
      [this.ctx.tenantId, v.tanggal, v.aksi, v.jumlah, v.asal_tingkat_id, v.tujuan_tingkat_id, v.usia_minggu, v.keterangan, v.breed, v.cause, v.suspected_disease, v.cause_note],
    );
    return id;
  }

  /** Replaces a transaction. 404 unknown id or tingkat, 400 broken rule, 422 negative population (also for later days). */
  async update(id: number, body: TransaksiAyamBodyDto): Promise<TransaksiAyamDto> {
    const v = await this.validate(body);
    await this.lock();
    const old = await this.find(id);
    await execute(
      this.m,
      `update transaksi_ayam set tanggal = $3, aksi = $4, jumlah = $5, asal_tingkat_id = $6, tujuan_tingkat_id = $7,
              usia_minggu = $8, keterangan = $9, breed = $10, cause = $11, suspected_disease = $12, cause_note = $13, updated_at = now()
        where tenant_id = $1 and id = $2`,
      [this.ctx.tenantId, id, v.tanggal, v.aksi, v.jumlah, v.asal_tingkat_id, v.tujuan_tingkat_id, v.usia_minggu, v.keterangan, v.breed, v.cause, v.suspected_disease, v.cause_note],
    );
    await this.settle([old.asal_tingkat_id, old.tujuan_tingkat_id, v.asal_tingkat_id, v.tujuan_tingkat_id], old.tanggal < v.tanggal ? old.tanggal : v.tanggal);
    return this.get(id);
  }

  /** Deletes a transaction. 404 unknown id, 422 when the population would become negative afterwards. */
  async remove(id: number): Promise<RemovedDto> {
    await this.lock();
    const old = await this.find(id);
    await execute(this.m, `delete from transaksi_ayam where tenant_id = $1 and id = $2`, [this.ctx.tenantId, id]);
    await this.settle([old.asal_tingkat_id, old.tujuan_tingkat_id], old.tanggal);
    return { success: true, message: 'Transaksi dihapus.' };
  }

  /** One transaction with its lokasi labels; 404 when it is not the tenant's. */
  async get(id: number): Promise<TransaksiAyamDto> {
    const [row] = await this.withLokasi([await this.find(id)]);
    return row;
  }

  private async find(id: number): Promise<TxnRow> {
    const found = await queryOne(this.m, TxnRow, `select ${COLUMNS} from transaksi_ayam where tenant_id = $1 and id = $2`, [this.ctx.tenantId, id]);
    if (!found) throw new NotFoundException('Transaksi tidak ditemukan.');
    return found;
  }

  /** Per-aksi rules (400) and the tingkat ids (404, one lookup each); the normalised values to store (normalise). */
  private async validate(body: TransaksiAyamBodyDto): Promise<Normalised> {
    const v = normalise(body, await this.standard.defaultBreed());
    const ids = [v.asal_tingkat_id, v.tujuan_tingkat_id].filter((x): x is number => x !== null);
    const found = new Set(
      (await queryRows(this.m, IdRow, `select id from tingkat where tenant_id = $1 and id = any($2::int[])`, [this.ctx.tenantId, ids])).map((x) => x.id),
    );
    return checkTingkat(v, (id) => found.has(id));
  }

  /** Serialises the chicken transactions of this tenant until the request's transaction ends. */
  private async lock(): Promise<void> {
    await execute(this.m, `select pg_advisory_xact_lock(hashtextextended('transaksi_ayam:' || $1::text, 0))`, [this.ctx.tenantId]);
  }

  /** After a write: refuse a negative population of the affected tingkat (422), then derive the carried ages and breeds from `fromDate` on. */
  private async settle(tingkatIds: Array<number | null>, fromDate: string): Promise<void> {
    const touched = tingkatIds.filter((x): x is number => x !== null);
    await this.assertNonNegative(touched);
    await this.deriveAges(touched, fromDate);
  }

  /**
   * Running end-of-day population of each tingkat over all its dates (window sum over flock_moves);
   * the first day on which one is below 0 gives 422 'Transaksi ditolak: populasi Jalur 1 / Kanan / T1
   * pada 03/02/2025 menjadi -5 ekor.'.
   */
  private async assertNonNegative(tingkatIds: number[]): Promise<void> {
    if (!tingkatIds.length) return;
    const rows = await queryRows(
      this.m,
      row({ lokasi: pg.text, tanggal: pg.text, populasi: pg.int }),
      `with running as (
         select tingkat_id, tanggal, sum(sum(n)) over (partition by tingkat_id order by tanggal) as populasi
           from flock_moves where tenant_id = $1 and tingkat_id = any($2::int[]) group by tingkat_id, tanggal)
       select j.nama || ' / ' || b.nama || ' / ' || t.nama as lokasi, to_char(r.tanggal, 'DD/MM/YYYY') as tanggal, r.populasi::int as populasi
         from running r
         join tingkat t on t.tenant_id = $1 and t.id = r.tingkat_id
         join bagian b on b.tenant_id = $1 and b.id = t.bagian_id
         join jalur j on j.tenant_id = $1 and j.id = b.jalur_id
        where r.populasi < 0 order by r.tanggal, lokasi limit 1`,
      [this.ctx.tenantId, tingkatIds],
    );
    if (rows.length) {
      const r = rows[0];
      throw new UnprocessableEntityException(`Transaksi ditolak: populasi ${r.lokasi} pada ${r.tanggal} menjadi ${r.populasi} ekor.`);
    }
  }

  /**
   * Recomputes `usia_hari` and `breed` of the transactions dated ≥ fromDate that a change of
   * `touched` can reach and stores the changed ones (earlier rows keep theirs).
   *
   * A change on a tingkat changes the age of its birds from that date on, and of every tingkat its
   * birds are later moved to (pindah), and so on. That set is closed over the pindah rows dated ≥
   * fromDate (ignoring their order, so it may hold more than needed, never less). Only the rows
   * touching it are replayed, from its opening state before fromDate; a pindah into the set from a
   * tingkat outside it keeps its stored age, as nothing that origin holds has changed.
   */
  private async deriveAges(touched: number[], fromDate: string): Promise<void> {
    const t = this.ctx.tenantId;
    const reach = new Set(touched);
    const moves = await queryRows(
      this.m,
      row({ asal_tingkat_id: pg.int, tujuan_tingkat_id: pg.int }),
      `select distinct asal_tingkat_id, tujuan_tingkat_id from transaksi_ayam
        where tenant_id = $1 and tanggal >= $2 and aksi = 'pindah'`,
      [t, fromDate],
    );
    for (let grew = true; grew; ) {
      grew = false;
      for (const mv of moves) {
        if (reach.has(mv.asal_tingkat_id) && !reach.has(mv.tujuan_tingkat_id)) {
          reach.add(mv.tujuan_tingkat_id);
          grew = true;
        }
      }
    }
    const ids = [...reach];
    const opening = await queryRows(
      this.m,
      /** populasi: birds (sum of ints, bigint); hatch_mass: Σ birds × hatch day (numeric). */
      row({ tingkat_id: pg.int, populasi: pg.int8, hatch_mass: pg.numeric }),
      `select tingkat_id, sum(n) as populasi, sum(hatch_mass) as hatch_mass from flock_moves
        where tenant_id = $1 and tanggal < $2 and tingkat_id = any($3::int[]) group by tingkat_id`,
      [t, fromDate, ids],
    );
    const state = new Map<number, FlockState>(opening.map((o) => [o.tingkat_id, { populasi: Number(o.populasi), hatchMass: Number(o.hatch_mass) }]));
    const breedOpening = await queryRows(
      this.m,
      row({ tingkat_id: pg.int, breed: z.enum(BREED_CODES), n: pg.int8 }),
      `select tingkat_id, breed, sum(n) as n from flock_breed_moves
        where tenant_id = $1 and tanggal < $2 and tingkat_id = any($3::int[]) group by tingkat_id, breed`,
      [t, fromDate, ids],
    );
    const breedState = new Map<number, BreedCounts>();
    for (const o of breedOpening) breedState.set(o.tingkat_id, (breedState.get(o.tingkat_id) ?? new Map<BreedCode, number>()).set(o.breed, Number(o.n)));
    const rows = await queryRows(
      this.m,
      FlockTxnRow,
      `select id, tanggal - date '1970-01-01' as day, aksi, jumlah, asal_tingkat_id, tujuan_tingkat_id, usia_minggu, usia_hari, breed
         from transaksi_ayam
        where tenant_id = $1 and tanggal >= $2 and (asal_tingkat_id = any($3::int[]) or tujuan_tingkat_id = any($3::int[]))`,
      [t, fromDate, ids],
    );
    const txns = rows.map((x) =>
      x.aksi === 'pindah' && !reach.has(x.asal_tingkat_id!) ? { ...x, carried: Number(x.usia_hari) } : x,
    );
    const ages = carriedAges(state, txns);
    const breeds = carriedBreeds(breedState, txns, await this.standard.defaultBreed());
    const changed = rows.filter((x) => Number(x.usia_hari) !== ages.get(x.id) || x.breed !== breeds.get(x.id));
    if (!changed.length) return;
    await execute(
      this.m,
      `update transaksi_ayam x set usia_hari = v.usia, breed = v.breed from unnest($2::int[], $3::numeric[], $4::text[]) as v(id, usia, breed)
        where x.tenant_id = $1 and x.id = v.id`,
      [t, changed.map((x) => x.id), changed.map((x) => ages.get(x.id)), changed.map((x) => breeds.get(x.id))],
    );
  }

  private async withLokasi(rows: TxnRow[]): Promise<TransaksiAyamDto[]> {
    return withLabels(rows, new Map((await this.coop.tingkatLokasi()).map((l) => [l.tingkat_id, l.lokasi])));
  }
}

/** Rows with the labels of their origin and destination tingkat (null when none or not in `lokasi`). */
function withLabels(rows: TxnRow[], lokasi: ReadonlyMap<number, string>): TransaksiAyamDto[] {
  const label = (id: number | null) => (id === null ? null : (lokasi.get(id) ?? null));
  return rows.map((r) => ({ ...r, asal_lokasi: label(r.asal_tingkat_id), tujuan_lokasi: label(r.tujuan_tingkat_id) }));
}

/**
 * The values of a transaction to store, after the per-aksi rules (400 BadRequestException).
 * breed: a masuk's as sent, else `fallback` (the farm default); for the other aksi a placeholder
 * that deriveAges replaces with the origin's majority breed.
 */
function normalise(body: TransaksiAyamBodyDto, fallback: BreedCode) {
  const v = {
    breed: (body.aksi === 'masuk' ? (body.breed ?? fallback) : fallback) as BreedCode,
    tanggal: body.tanggal,
    aksi: body.aksi,
    jumlah: body.jumlah,
    asal_tingkat_id: body.asal_tingkat_id ?? null,
    tujuan_tingkat_id: body.tujuan_tingkat_id ?? null,
    usia_minggu: body.usia_minggu ?? null,
    keterangan: body.keterangan?.trim() || null,
  };
  const broken = aksiRuleError(v);
  if (broken) throw new BadRequestException(broken);
  const cause = storedCause(body);
  if (typeof cause === 'string') throw fieldError(HttpStatus.BAD_REQUEST, body.aksi === 'mati' ? 'suspected_disease' : 'cause', cause);
  return { ...v, ...cause };
}
type Normalised = ReturnType<typeof normalise>;

/** `v` when its origin and destination are the farm's tingkat (`isFarms`); else 404 'Tingkat asal/tujuan tidak ditemukan.' (origin first). */
function checkTingkat(v: Normalised, isFarms: (id: number) => boolean): Normalised {
  for (const [id, what] of [
    [v.asal_tingkat_id, 'asal'],
    [v.tujuan_tingkat_id, 'tujuan'],
  ] as const) {
    if (id !== null && !isFarms(id)) throw new NotFoundException(`Tingkat ${what} tidak ditemukan.`);
  }
  return v;
}
