import { Client } from 'pg';
import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';
import { TransaksiAyamDto } from '../src/modules/chickens/dto/chickens.dto';
import { TransaksiAyamBatchDto } from '../src/modules/chickens/dto/chickens-batch.dto';
import { CoopLevelDto } from '../src/modules/coop/dto/coop.dto';
import { createTestApp, TestApp } from './utils/create-test-app';
import { bodyOf, errorOf, messageOf } from './utils/http';
import { createCoop, createTenant, TestCoop, TestTenant } from './utils/factories';
import { testDatabaseUrls } from './utils/test-database';

/**
 * The batch endpoints at their largest (500 rows of birds, 100 tingkat a step): the work is
 * set-based, so a request runs as many SQL statements for 500 rows as for 1, the 500 entries are
 * written by one transaction, and a bad row in the middle refuses the whole batch naming that row.
 */
describe('Batch placement of 500 tingkat: one transaction, statements independent of the rows', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  let coop: TestCoop;
  let other: TestCoop;
  /** The database's superuser (row-level security does not hide rows from it). */
  let owner: Client;
  let statements = 0;

  const addTingkats = (jumlah: number) => t.http().post('/api/coop/tingkat/batch').set(a.as('admin')).send({ bagian_id: coop.bagianIds[0], jumlah });
  const place = (rows: Array<{ tujuan_tingkat_id: number; jumlah: number }>) =>
    t.http().post('/api/transaksi-ayam/batch').set(a.as('abk')).send({ tanggal: '2025-05-05', aksi: 'masuk', usia_minggu: 17, breed: 'hyline_brown', rows });
  /** Statements the API runs while `send` is answered. */
  const counted = async <T>(send: () => Promise<T>): Promise<{ res: T; n: number }> => {
    statements = 0;
    const res = await send();
    return { res, n: statements };
  };
  const stored = async () => (await owner.query<{ n: number }>(`select count(*)::int as n from transaksi_ayam where tenant_id = $1`, [a.id])).rows[0].n;

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'A');
    b = await createTenant(t, 'B');
    coop = await createCoop(t, a.id, { bagian: ['Besar'], tingkat: [] });
    other = await createCoop(t, b.id, { tingkat: ['T1'] });
    owner = new Client({ connectionString: testDatabaseUrls().adminUrl });
    await owner.connect();
    const query = PostgresQueryRunner.prototype.query;
    jest.spyOn(PostgresQueryRunner.prototype, 'query').mockImplementation(function (this: PostgresQueryRunner, ...args: Parameters<typeof query>) {
      statements++;
      return query.apply(this, args);
    } as typeof query);
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await owner.end();
    await t.close();
  });

  let tingkat: CoopLevelDto[] = [];

  it('adds 500 tingkat in 5 steps of 100 (T1…T500), each step with as many statements as a step of 1', async () => {
    const one = await counted(() => addTingkats(1).expect(201));
    expect(bodyOf<CoopLevelDto[]>(one.res).map((x) => x.tingkat)).toEqual(['T1']);
    tingkat = bodyOf<CoopLevelDto[]>(one.res);
    for (let step = 0; step < 4; step++) {
      const hundred = await counted(() => addTingkats(100).expect(201));
      expect(hundred.n).toBe(one.n);
      tingkat.push(...bodyOf<CoopLevelDto[]>(hundred.res));
    }
    const last = await counted(() => addTingkats(99).expect(201));
    expect(last.n).toBe(one.n);
    tingkat.push(...bodyOf<CoopLevelDto[]>(last.res));
    // 1 + 4 × 100 + 99 = 500, named in order, the last step T402…T500.
    expect(tingkat.map((x) => x.tingkat)).toEqual(Array.from({ length: 500 }, (_, i) => `T${i + 1}`));
    expect(bodyOf<CoopLevelDto[]>(last.res)[0].tingkat).toBe('T402');
  });

  it('refuses 500 rows with one bad row in the middle, naming it; nothing written', async () => {
    const rows = tingkat.map((x) => ({ tujuan_tingkat_id: x.id, jumlah: 1000 }));
    // Row 251 (index 250) holds 0 birds: the batch names T251 and its field.
    const zero = rows.map((r, i) => (i === 250 ? { ...r, jumlah: 0 } : r));
    expect(errorOf(await place(zero).expect(400))).toMatchObject({ message: 'Jalur 1 / Besar / T251: Jumlah wajib angka > 0.', field: 'rows.250.jumlah' });
    // Row 301 (index 300) is farm B's tingkat: 404 naming the row by its position.
    const theirs = rows.map((r, i) => (i === 300 ? { ...r, tujuan_tingkat_id: other.tingkatIds[0] } : r));
    expect(messageOf(await place(theirs).expect(404))).toBe(`Baris 301 (tingkat ${other.tingkatIds[0]}): Tingkat tujuan tidak ditemukan.`);
    // Two bad rows: the first in the order sent is named (row 120's 2.5 birds before row 400's 0).
    const both = rows.map((r, i) => (i === 119 ? { ...r, jumlah: 2.5 } : i === 399 ? { ...r, jumlah: 0 } : r));
    expect(errorOf(await place(both).expect(400))).toMatchObject({ message: 'Jalur 1 / Besar / T120: Jumlah wajib angka > 0.', field: 'rows.119.jumlah' });
    expect(await stored()).toBe(0);
  });

  it('places 500 rows in one transaction with as many statements as 1 row; entries in the order sent', async () => {
    // One row first (7 birds in T500); then 500 rows: T499 down to T1 with k birds in T<k>, then 500 more in T500.
    const single = await counted(() => place([{ tujuan_tingkat_id: tingkat[499].id, jumlah: 7 }]).expect(201));
    const rows = tingkat.slice(0, 499).map((x, i) => ({ tujuan_tingkat_id: x.id, jumlah: i + 1 })).reverse();
    rows.push({ tujuan_tingkat_id: tingkat[499].id, jumlah: 500 });
    const batch = await counted(() => place(rows).expect(201));
    expect(batch.n).toBe(single.n);
    const out = bodyOf<TransaksiAyamBatchDto>(batch.res);
    // 1 + 2 + … + 499 = 499 × 500 / 2 = 124,750, plus 500 in T500: 125,250.
    expect(out.total_ekor).toBe(125_250);
    expect(out.entries).toHaveLength(500);
    expect(out.entries.slice(0, 2).map((e: TransaksiAyamDto) => [e.tujuan_lokasi, e.jumlah])).toEqual([
      ['Jalur 1 / Besar / T499', 499],
      ['Jalur 1 / Besar / T498', 498],
    ]);
    expect(out.entries.slice(-2).map((e: TransaksiAyamDto) => [e.tujuan_lokasi, e.jumlah])).toEqual([
      ['Jalur 1 / Besar / T1', 1],
      ['Jalur 1 / Besar / T500', 500],
    ]);
    // All 500 rows carry the id of one and the same writing transaction (xmin).
    const ids = out.entries.map((e) => e.id);
    const tx = await owner.query<{ n: number; xacts: number }>(`select count(*)::int as n, count(distinct xmin::text)::int as xacts from transaksi_ayam where id = any($1::int[])`, [ids]);
    expect(tx.rows[0]).toEqual({ n: 500, xacts: 1 });
    expect(await stored()).toBe(501);
  });
});
