import { randomUUID } from 'crypto';
import { PopulasiInfoDto, TransaksiAyamDto } from '../src/modules/chickens/dto/chickens.dto';
import { TransaksiAyamBatchDto } from '../src/modules/chickens/dto/chickens-batch.dto';
import { CoopLevelDto, LokasiNode } from '../src/modules/coop/dto/coop.dto';
import { createTestApp, TestApp } from './utils/create-test-app';
import { bodyOf, errorOf, messageOf } from './utils/http';
import { createCoop, createTenant, TestCoop, TestTenant } from './utils/factories';

/** A new farm in a few steps (issue #36): N tingkat added at once, birds placed in many tingkat with one request. */
describe('Batch: Tambah N tingkat and Masukkan ayam (banyak tingkat)', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  let coop: TestCoop;
  let other: TestCoop;
  let six: CoopLevelDto[];

  const addTingkats = (body: object, tenant = a, role: 'admin' | 'abk' = 'admin') => t.http().post('/api/coop/tingkat/batch').set(tenant.as(role)).send(body);
  const place = (body: object, tenant = a, role: 'admin' | 'abk' | 'viewer' = 'abk') => t.http().post('/api/transaksi-ayam/batch').set(tenant.as(role)).send(body);
  const populasi = async (tanggal: string) => {
    const res = await t.http().get('/api/populasi-info').query({ tanggal }).set(a.as('viewer')).expect(200);
    return new Map(bodyOf<PopulasiInfoDto[]>(res).map((r) => [r.tingkat_id, r]));
  };
  const masukCount = async () =>
    bodyOf<TransaksiAyamDto[]>(await t.http().get('/api/transaksi-ayam').query({ aksi: 'masuk' }).set(a.as('viewer')).expect(200)).length;

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'A');
    b = await createTenant(t, 'B');
    // Jalur 1 / Kanan (no tingkat yet) and Jalur 1 / Kiri / T1.
    coop = await createCoop(t, a.id, { bagian: ['Kanan'], tingkat: [] });
    other = await createCoop(t, b.id, { tingkat: ['T1'] });
  });
  afterAll(() => t.close());

  it('adds 6 tingkat to an empty bagian in one step, named T1…T6; the next step continues at T7', async () => {
    const kanan = coop.bagianIds[0];
    six = bodyOf<CoopLevelDto[]>(await addTingkats({ bagian_id: kanan, jumlah: 6 }).expect(201));
    expect(six.map((x) => x.tingkat)).toEqual(['T1', 'T2', 'T3', 'T4', 'T5', 'T6']);
    expect(six.every((x) => x.bagian_id === kanan)).toBe(true);
    const more = bodyOf<CoopLevelDto[]>(await addTingkats({ bagian_id: kanan, jumlah: 2 }).expect(201));
    expect(more.map((x) => x.tingkat)).toEqual(['T7', 'T8']);
    const tree = bodyOf<LokasiNode[]>(await t.http().get('/api/coop/structure').set(a.as('admin')).expect(200));
    expect(tree[0].plants[0].jalur[0].bagian[0].tingkats.map((x) => x.tingkat)).toEqual(['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T8']);
  });

  it('refuses a bad count, another farm’s bagian and a role that may not edit the coop; nothing added', async () => {
    const kanan = coop.bagianIds[0];
    for (const jumlah of [0, 101, 2.5]) expect(messageOf(await addTingkats({ bagian_id: kanan, jumlah }).expect(400))).toBe('Jumlah tingkat wajib bilangan bulat 1..100.');
    expect(messageOf(await addTingkats({ bagian_id: other.bagianIds[0], jumlah: 3 }).expect(404))).toBe('Bagian tidak ditemukan.');
    await addTingkats({ bagian_id: kanan, jumlah: 3 }, a, 'abk').expect(403);
    const tree = bodyOf<LokasiNode[]>(await t.http().get('/api/coop/structure').set(a.as('admin')).expect(200));
    expect(tree[0].plants[0].jalur[0].bagian[0].tingkats).toHaveLength(8);
    const theirs = bodyOf<LokasiNode[]>(await t.http().get('/api/coop/structure').set(b.as('admin')).expect(200));
    expect(theirs[0].plants[0].jalur[0].bagian[0].tingkats.map((x) => x.tingkat)).toEqual(['T1']);
  });

  it('places birds in 6 tingkat with one request: 6 masuk entries and the population of each tingkat', async () => {
    // 5,000 birds per tingkat, T4 edited to 4,500: total 5 × 5,000 + 4,500 = 29,500.
    const rows = six.map((x, i) => ({ tujuan_tingkat_id: x.id, jumlah: i === 3 ? 4500 : 5000 }));
    const body = { tanggal: '2025-03-03', aksi: 'masuk', usia_minggu: 16, breed: 'hyline_brown', rows };
    const key = randomUUID();
    const res = await place(body).set('Idempotency-Key', key).expect(201);
    const out = bodyOf<TransaksiAyamBatchDto>(res);
    expect(out.total_ekor).toBe(29_500);
    expect(out.entries.map((e) => [e.tujuan_lokasi, e.jumlah])).toEqual([
      ['Jalur 1 / Kanan / T1', 5000],
      ['Jalur 1 / Kanan / T2', 5000],
      ['Jalur 1 / Kanan / T3', 5000],
      ['Jalur 1 / Kanan / T4', 4500],
      ['Jalur 1 / Kanan / T5', 5000],
      ['Jalur 1 / Kanan / T6', 5000],
    ]);
    for (const e of out.entries) expect(e).toMatchObject({ tanggal: '2025-03-03', aksi: 'masuk', asal_tingkat_id: null, usia_minggu: 16, breed: 'hyline_brown' });
    expect(await masukCount()).toBe(6);
    // A retry of the same Simpan (same key) is answered with the first answer and writes nothing more.
    const again = await place(body).set('Idempotency-Key', key).expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(bodyOf<TransaksiAyamBatchDto>(again).entries.map((e) => e.id)).toEqual(out.entries.map((e) => e.id));
    expect(await masukCount()).toBe(6);
    // One week later (10/03/2025) the birds are 16 weeks + 7 days = 17 weeks old.
    const pop = await populasi('2025-03-10');
    expect(six.map((x) => pop.get(x.id)?.populasi)).toEqual([5000, 5000, 5000, 4500, 5000, 5000]);
    expect(six.map((x) => pop.get(x.id)?.usia_minggu)).toEqual([17, 17, 17, 17, 17, 17]);
    // The day before they arrived every tingkat was empty.
    const before = await populasi('2025-03-02');
    expect(six.map((x) => before.get(x.id)?.populasi)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('refuses the whole batch when one row is bad (jumlah 0, a tingkat twice, another farm’s tingkat), naming the row; nothing written', async () => {
    const [t7, t8] = (await populasiIds()).slice(6, 8);
    const base = { tanggal: '2025-03-04', aksi: 'masuk', usia_minggu: 18 };
    const zero = await place({ ...base, rows: [{ tujuan_tingkat_id: t7, jumlah: 1000 }, { tujuan_tingkat_id: t8, jumlah: 0 }] }).expect(400);
    expect(errorOf(zero)).toMatchObject({ message: 'Jalur 1 / Kanan / T8: Jumlah wajib angka > 0.', field: 'rows.1.jumlah' });
    const twice = await place({ ...base, rows: [{ tujuan_tingkat_id: t7, jumlah: 1000 }, { tujuan_tingkat_id: t8, jumlah: 900 }, { tujuan_tingkat_id: t7, jumlah: 800 }] }).expect(400);
    expect(errorOf(twice)).toMatchObject({ message: 'Jalur 1 / Kanan / T7: tingkat dipilih lebih dari sekali.', field: 'rows.2.tujuan_tingkat_id' });
    const theirs = other.tingkatIds[0];
    const tenancy = await place({ ...base, rows: [{ tujuan_tingkat_id: t7, jumlah: 1000 }, { tujuan_tingkat_id: theirs, jumlah: 1000 }] }).expect(404);
    expect(messageOf(tenancy)).toBe(`Baris 2 (tingkat ${theirs}): Tingkat tujuan tidak ditemukan.`);
    // Fields of the batch itself, before any row.
    expect(messageOf(await place({ ...base, usia_minggu: undefined, rows: [{ tujuan_tingkat_id: t7, jumlah: 1 }] }).expect(400))).toBe('Usia (minggu) wajib untuk aksi=masuk.');
    expect(messageOf(await place({ ...base, aksi: 'mati', rows: [{ tujuan_tingkat_id: t7, jumlah: 1 }] }).expect(400))).toBe("Aksi batch hanya 'masuk'.");
    expect(messageOf(await place({ ...base, rows: [] }).expect(400))).toBe('Daftar tingkat (rows) wajib diisi.');
    const tooMany = Array.from({ length: 501 }, (_, i) => ({ tujuan_tingkat_id: i + 1, jumlah: 1 }));
    expect(messageOf(await place({ ...base, rows: tooMany }).expect(400))).toBe('Paling banyak 500 tingkat dalam satu kali simpan.');
    await place({ ...base, rows: [{ tujuan_tingkat_id: t7, jumlah: 1 }] }, a, 'viewer').expect(403);
    // Still only the 6 entries of the previous test; T7 and T8 empty; farm B's tingkat untouched.
    expect(await masukCount()).toBe(6);
    const pop = await populasi('2025-03-10');
    expect([pop.get(t7)?.populasi, pop.get(t8)?.populasi]).toEqual([0, 0]);
    const theirPop = bodyOf<PopulasiInfoDto[]>(await t.http().get('/api/populasi-info').query({ tanggal: '2025-03-10' }).set(b.as('viewer')).expect(200));
    expect(theirPop.map((r) => r.populasi)).toEqual([0]);
  });

  /** Ids of farm A's tingkat in coop order (T1…T8). */
  async function populasiIds(): Promise<number[]> {
    return [...(await populasi('2025-03-10')).keys()];
  }
});
