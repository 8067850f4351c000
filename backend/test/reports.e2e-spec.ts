import { buildSmallFarm, SmallFarm } from './small-farm.fixture';
import { createTestApp, TestApp } from './utils/create-test-app';
import { createTenant, TestTenant } from './utils/factories';

/**
 * Feed and production reports (spec part 1 §2.8, §2.9, §3, §7 'Reports', §9; DESIGN §5 'Reports and
 * dashboard') on the small farm of small-farm.fixture.ts. Every expected figure is worked out by
 * hand next to it: FI = feed kg / population × 1000; FCR = feed kg / egg kg; % production = eggs /
 * population × 100; average egg g = egg kg × 1000 / eggs; population at the end of the day.
 */
describe('Reports', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  let f: SmallFarm;
  const range = { start_date: '2025-04-01', to_date: '2025-04-03' };

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'Laporan A');
    b = await createTenant(t, 'Laporan B');
    f = await buildSmallFarm(t, a);
  });
  afterAll(() => t.close());

  const feed = (query: object, tenant = a, role: 'admin' | 'viewer' | 'abk' | 'reseller' | 'owner' = 'admin') =>
    t.http().get('/api/summary-txn-pakan').query(query).set(tenant.as(role));
  const production = (query: object, tenant = a, role: 'admin' | 'viewer' | 'abk' | 'reseller' | 'owner' = 'admin') =>
    t.http().get('/api/laporan-produksi').query(query).set(tenant.as(role));

  it('lists feed per day and tingkat with end-of-day population, deaths of the day, age and FI', async () => {
    const rows = (await feed(range).expect(200)).body;
    expect(rows).toEqual([
      // 01/04: 60 + 50 = 110 kg / 1,000 birds × 1000 = 110 g; 30 + 27.3 = 57.3 / 500 × 1000 = 114.6 g; 22 / 200 × 1000 = 110 g.
      { tanggal: '2025-04-01', tingkat_id: f.kt1, lokasi: 'Jalur 1 / Kanan / T1', populasi: 1000, kematian: 0, usia: 30, pakan: 110, feed_intake: 110 },
      { tanggal: '2025-04-01', tingkat_id: f.kt2, lokasi: 'Jalur 1 / Kanan / T2', populasi: 500, kematian: 0, usia: 20, pakan: 57.3, feed_intake: 114.6 },
      { tanggal: '2025-04-01', tingkat_id: f.lt1, lokasi: 'Jalur 1 / Kiri / T1', populasi: 200, kematian: 0, usia: 40, pakan: 22, feed_intake: 110 },
      // 02/04: 1,000 − 10 = 990 birds, 99.1 / 990 × 1000 = 100.101… → 100.10; 500 − 5 = 495, 49.5 / 495 × 1000 = 100.
      // Age 30 weeks + 1 day = 211 days → still 30 whole weeks.
      { tanggal: '2025-04-02', tingkat_id: f.kt1, lokasi: 'Jalur 1 / Kanan / T1', populasi: 990, kematian: 10, usia: 30, pakan: 99.1, feed_intake: 100.1 },
      { tanggal: '2025-04-02', tingkat_id: f.kt2, lokasi: 'Jalur 1 / Kanan / T2', populasi: 495, kematian: 5, usia: 20, pakan: 49.5, feed_intake: 100 },
      // Kiri/T1 culled to 0 birds (afkir is not a death) but 5 kg was fed: FI has no population → null.
      { tanggal: '2025-04-02', tingkat_id: f.lt1, lokasi: 'Jalur 1 / Kiri / T1', populasi: 0, kematian: 0, usia: null, pakan: 5, feed_intake: null },
      // 03/04: birds but no feed entered: 0 / 990 = 0 g.
      { tanggal: '2025-04-03', tingkat_id: f.kt1, lokasi: 'Jalur 1 / Kanan / T1', populasi: 990, kematian: 0, usia: 30, pakan: 0, feed_intake: 0 },
      { tanggal: '2025-04-03', tingkat_id: f.kt2, lokasi: 'Jalur 1 / Kanan / T2', populasi: 495, kematian: 0, usia: 20, pakan: 0, feed_intake: 0 },
    ]);
    // Exactly the 8 fields of the feed CSV (part 1 §9).
    expect(Object.keys(rows[0])).toEqual(['tanggal', 'tingkat_id', 'lokasi', 'populasi', 'kematian', 'usia', 'pakan', 'feed_intake']);
  });

  it('filters the feed report to one tingkat', async () => {
    const rows = (await feed({ ...range, tingkat_id: f.kt2 }, a, 'viewer').expect(200)).body;
    expect(rows.map((r: { tanggal: string; tingkat_id: number; populasi: number }) => [r.tanggal, r.tingkat_id, r.populasi])).toEqual([
      ['2025-04-01', f.kt2, 500],
      ['2025-04-02', f.kt2, 495],
      ['2025-04-03', f.kt2, 495],
    ]);
    // Kiri/T2 never had birds, feed or deaths: no rows.
    expect((await feed({ ...range, tingkat_id: f.lt2 }).expect(200)).body).toEqual([]);
  });

  it('lists production per day and bagian with all 13 fields', async () => {
    const rows = (await production(range).expect(200)).body;
    expect(rows).toEqual([
      // Kanan 01/04: 1,000 + 500 = 1,500 birds; age (1,000 × 210 + 500 × 140) / 1,500 = 186.67 days → 26 weeks;
      // eggs 50 + 5 = 55 kg, 800 + 100 = 900; avg 55 × 1000 / 900 = 61.11 g; feed 110 + 57.3 = 167.3 kg;
      // FI 167.3 / 1,500 × 1000 = 111.53; FCR 167.3 / 55 = 3.0418 → 3.042; production 900 / 1,500 × 100 = 60 %.
      {
        tanggal: '2025-04-01', bagian_id: f.kanan, lokasi: 'Jalur 1 / Kanan', usia: 26, populasi: 1500, kematian: 0,
        kg_telur: 55, butir_telur: 900, avg_telur_gram: 61.11, total_pakan: 167.3, fi: 111.53, fcr: 3.042, prod_persen: 60,
      },
      // Kiri 01/04: 200 birds at 40 weeks; 10 kg, 160 eggs → 62.5 g; 22 kg feed → FI 110, FCR 22 / 10 = 2.2, 160 / 200 = 80 %.
      {
        tanggal: '2025-04-01', bagian_id: f.kiri, lokasi: 'Jalur 1 / Kiri', usia: 40, populasi: 200, kematian: 0,
        kg_telur: 10, butir_telur: 160, avg_telur_gram: 62.5, total_pakan: 22, fi: 110, fcr: 2.2, prod_persen: 80,
      },
      // Kanan 02/04: 990 + 495 = 1,485 birds; age (990 × 211 + 495 × 141) / 1,485 = 187.67 days → 26 weeks; deaths 10 + 5;
      // 58.5 kg / 975 eggs → 60 g; feed 99.1 + 49.5 = 148.6 → FI 148.6 / 1,485 × 1000 = 100.067 → 100.07;
      // FCR 148.6 / 58.5 = 2.5402 → 2.54; production 975 / 1,485 × 100 = 65.657 → 65.66 %.
      {
        tanggal: '2025-04-02', bagian_id: f.kanan, lokasi: 'Jalur 1 / Kanan', usia: 26, populasi: 1485, kematian: 15,
        kg_telur: 58.5, butir_telur: 975, avg_telur_gram: 60, total_pakan: 148.6, fi: 100.07, fcr: 2.54, prod_persen: 65.66,
      },
      // Kiri 02/04: no birds left, no eggs, 5 kg feed: every ratio divides by zero → null.
      {
        tanggal: '2025-04-02', bagian_id: f.kiri, lokasi: 'Jalur 1 / Kiri', usia: null, populasi: 0, kematian: 0,
        kg_telur: 0, butir_telur: 0, avg_telur_gram: null, total_pakan: 5, fi: null, fcr: null, prod_persen: null,
      },
      // Kanan 03/04: birds, nothing entered: FI 0, production 0 %, no eggs → avg and FCR null. Age 188.67 days → 26.
      {
        tanggal: '2025-04-03', bagian_id: f.kanan, lokasi: 'Jalur 1 / Kanan', usia: 26, populasi: 1485, kematian: 0,
        kg_telur: 0, butir_telur: 0, avg_telur_gram: null, total_pakan: 0, fi: 0, fcr: null, prod_persen: 0,
      },
    ]);
    expect(Object.keys(rows[0])).toHaveLength(13);
  });

  it('filters the production report to one bagian', async () => {
    const rows = (await production({ ...range, bagian_id: f.kiri }).expect(200)).body;
    expect(rows.map((r: { tanggal: string; bagian_id: number; prod_persen: number | null }) => [r.tanggal, r.bagian_id, r.prod_persen])).toEqual([
      ['2025-04-01', f.kiri, 80],
      ['2025-04-02', f.kiri, null],
    ]);
  });

  it('lets the viewer read the feed report but not the production report; abk and reseller neither', async () => {
    await feed(range, a, 'viewer').expect(200);
    await production(range, a, 'viewer').expect(403);
    await feed(range, a, 'abk').expect(403);
    await production(range, a, 'abk').expect(403);
    await feed(range, a, 'reseller').expect(403);
    await production(range, a, 'owner').expect(200);
  });

  it("answers 404 for another tenant's tingkat or bagian, 400 for bad dates, and keeps tenants apart", async () => {
    expect((await feed({ ...range, tingkat_id: f.kt1 }, b).expect(404)).body).toEqual({ success: false, message: 'Tingkat tidak ditemukan.' });
    expect((await production({ ...range, bagian_id: f.kanan }, b).expect(404)).body).toEqual({ success: false, message: 'Bagian tidak ditemukan.' });
    expect((await feed(range, b).expect(200)).body).toEqual([]);
    expect((await production({ start_date: '2025-04-05', to_date: '2025-04-01' }).expect(400)).body.message).toBe('Tanggal mulai tidak boleh sesudah tanggal akhir.');
    expect((await feed({ start_date: '2025-02-30', to_date: '2025-04-01' }).expect(400)).body.message).toBe('start_date harus tanggal (YYYY-MM-DD).');
    expect((await feed({ ...range, tingkat_id: 'abc' }).expect(400)).body.message).toBe('tingkat_id tidak valid.');
    expect((await feed({ start_date: '2020-01-01', to_date: '2025-04-01' }).expect(400)).body.message).toBe('Rentang tanggal maksimal 731 hari.');
  });
});
