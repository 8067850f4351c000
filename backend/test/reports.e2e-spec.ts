import { buildSmallFarm, SmallFarm } from './small-farm.fixture';
import { TransaksiAyamDto } from '../src/modules/chickens/dto/chickens.dto';
import { FeedReportDto, ProductionReportDto } from '../src/modules/reports/dto/reports.dto';
import { createTestApp, TestApp } from './utils/create-test-app';
import { bodyOf, errorOf, messageOf } from './utils/http';
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
    const rows = bodyOf<FeedReportDto>(await feed(range).expect(200)).data;
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
    const rows = bodyOf<FeedReportDto>(await feed({ ...range, tingkat_id: f.kt2 }, a, 'viewer').expect(200)).data;
    expect(rows.map((r) => [r.tanggal, r.tingkat_id, r.populasi])).toEqual([
      ['2025-04-01', f.kt2, 500],
      ['2025-04-02', f.kt2, 495],
      ['2025-04-03', f.kt2, 495],
    ]);
    // Kiri/T2 never had birds, feed or deaths: no rows.
    expect(bodyOf<FeedReportDto>(await feed({ ...range, tingkat_id: f.lt2 }).expect(200)).data).toEqual([]);
  });

  it('lists production per day and bagian with all 13 fields', async () => {
    const rows = bodyOf<ProductionReportDto>(await production(range).expect(200)).data;
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
    const rows = bodyOf<ProductionReportDto>(await production({ ...range, bagian_id: f.kiri }).expect(200)).data;
    expect(rows.map((r) => [r.tanggal, r.bagian_id, r.prod_persen])).toEqual([
      ['2025-04-01', f.kiri, 80],
      ['2025-04-02', f.kiri, null],
    ]);
  });

  it('totals the feed report over the whole range, whatever the page', async () => {
    // Rows above: feed 110 + 57.3 + 22 + 99.1 + 49.5 + 5 + 0 + 0 = 342.9 kg; deaths 10 + 5 = 15;
    // bird-days 1,000 + 500 + 200 + 990 + 495 + 0 + 990 + 495 = 4,670 → FI 342.9 / 4,670 × 1000 = 73.426… → 73.43 g.
    const totals = { pakan: 342.9, kematian: 15, feed_intake: 73.43 };
    const all = bodyOf<FeedReportDto>(await feed(range).expect(200));
    expect(all).toMatchObject({ total: 8, page: 1, page_size: null, totals });
    // Page 2 of 3 rows: rows 4–6 of the date-then-coop order.
    const page2 = bodyOf<FeedReportDto>(await feed({ ...range, page: 2, page_size: 3 }).expect(200));
    expect(page2).toMatchObject({ total: 8, page: 2, page_size: 3, totals });
    expect(page2.data.map((r) => [r.tanggal, r.tingkat_id])).toEqual([
      ['2025-04-02', f.kt1],
      ['2025-04-02', f.kt2],
      ['2025-04-02', f.lt1],
    ]);
    expect(bodyOf<FeedReportDto>(await feed({ ...range, page: 3, page_size: 3 }).expect(200)).data).toHaveLength(2);
    // Page 2 of 4 rows starts inside 02/04 (its 2nd row) and ends on 03/04: rows 5–8.
    expect(bodyOf<FeedReportDto>(await feed({ ...range, page: 2, page_size: 4 }).expect(200)).data.map((r) => [r.tanggal, r.tingkat_id])).toEqual([
      ['2025-04-02', f.kt2],
      ['2025-04-02', f.lt1],
      ['2025-04-03', f.kt1],
      ['2025-04-03', f.kt2],
    ]);
    // Past the last page: no rows, the same count and totals.
    expect(bodyOf<FeedReportDto>(await feed({ ...range, page: 4, page_size: 3 }).expect(200))).toMatchObject({ data: [], total: 8, totals });
    // One tingkat: Kanan/T2 57.3 + 49.5 + 0 = 106.8 kg over 500 + 495 + 495 = 1,490 bird-days → 71.677… → 71.68 g; 5 deaths.
    expect(bodyOf<FeedReportDto>(await feed({ ...range, tingkat_id: f.kt2, page_size: 2 }).expect(200))).toMatchObject({
      total: 3,
      totals: { pakan: 106.8, kematian: 5, feed_intake: 71.68 },
    });
    // Nothing in range: zero sums, FI null.
    expect(bodyOf<FeedReportDto>(await feed({ start_date: '2024-01-01', to_date: '2024-01-05' }).expect(200))).toEqual({
      data: [], total: 0, page: 1, page_size: null, totals: { pakan: 0, kematian: 0, feed_intake: null },
    });
    expect(messageOf(await feed({ ...range, page_size: 1001 }).expect(400))).toBe('page_size harus bilangan bulat 1–1000.');
    expect(messageOf(await feed({ ...range, page: 0, page_size: 10 }).expect(400))).toBe('page harus bilangan bulat ≥ 1.');
  });

  it('totals the production report with the §9 formulas on the sums', async () => {
    // Rows above: eggs 55 + 10 + 58.5 = 123.5 kg and 900 + 160 + 975 = 2,035; feed 167.3 + 22 + 148.6 + 5 + 0 = 342.9 kg;
    // bird-days 1,500 + 200 + 1,485 + 0 + 1,485 = 4,670; deaths 15.
    // avg 123.5 × 1000 / 2,035 = 60.687… → 60.69 g; FI 342.9 / 4,670 × 1000 = 73.43; FCR 342.9 / 123.5 = 2.7765 → 2.777;
    // production 2,035 / 4,670 × 100 = 43.576… → 43.58 %.
    const body = bodyOf<ProductionReportDto>(await production({ ...range, page: 1, page_size: 2 }).expect(200));
    expect(body).toMatchObject({
      total: 5,
      page: 1,
      page_size: 2,
      totals: { kematian: 15, kg_telur: 123.5, butir_telur: 2035, total_pakan: 342.9, avg_telur_gram: 60.69, fi: 73.43, fcr: 2.777, prod_persen: 43.58 },
    });
    expect(body.data.map((r) => r.bagian_id)).toEqual([f.kanan, f.kiri]);
  });

  it('follows back-dated, edited and deleted entries, and carries birds over days without entries', async () => {
    const c = await createTenant(t, 'Laporan C');
    const g = await buildSmallFarm(t, c);
    const populasi = async (start_date: string, to_date: string) =>
      bodyOf<FeedReportDto>(await feed({ start_date, to_date, tingkat_id: g.kt1 }, c).expect(200)).data.map((r) => [r.tanggal, r.populasi, r.usia, r.pakan]);
    // Kanan/T1: 1,000 birds 01/04, 990 from 02/04 (30 weeks + 0–2 days → 30).
    expect(await populasi('2025-04-01', '2025-04-03')).toEqual([
      ['2025-04-01', 1000, 30, 110],
      ['2025-04-02', 990, 30, 99.1],
      ['2025-04-03', 990, 30, 0],
    ]);
    // A death back-dated to 01/04 lowers every later day: 1,000 − 20 = 980, then 980 − 10 = 970.
    const mati = await t.http().post('/api/transaksi-ayam').set(c.as('admin'))
      .send({ tanggal: '2025-04-01', aksi: 'mati', jumlah: 20, asal_tingkat_id: g.kt1, tujuan_tingkat_id: null, usia_minggu: null, keterangan: null })
      .expect(201);
    expect(await populasi('2025-04-01', '2025-04-03')).toEqual([
      ['2025-04-01', 980, 30, 110],
      ['2025-04-02', 970, 30, 99.1],
      ['2025-04-03', 970, 30, 0],
    ]);
    // Edited to 30 birds: 970 and 960.
    await t.http().put(`/api/transaksi-ayam/${bodyOf<TransaksiAyamDto>(mati).id}`).set(c.as('admin'))
      .send({ tanggal: '2025-04-01', aksi: 'mati', jumlah: 30, asal_tingkat_id: g.kt1, tujuan_tingkat_id: null, usia_minggu: null, keterangan: null })
      .expect(200);
    expect((await populasi('2025-04-01', '2025-04-02')).map((r) => r[1])).toEqual([970, 960]);
    // Deleted: back to the figures of the farm.
    await t.http().delete(`/api/transaksi-ayam/${bodyOf<TransaksiAyamDto>(mati).id}`).set(c.as('admin')).expect(200);
    expect((await populasi('2025-04-01', '2025-04-02')).map((r) => r[1])).toEqual([1000, 990]);
    // Feed entered again on 20/04 after 16 days without entries: the 990 birds are there every day between,
    // aged from 30 weeks on 01/04: 04/04 is 210 + 3 = 213 days → 30 weeks; 20/04 is 210 + 19 = 229 days → 32 weeks.
    await t.http().post('/api/transaksi-pakan').set(c.as('abk')).send({ tanggal: '2025-04-20', data: [{ tingkat_id: g.kt1, pakan_pagi: 50, pakan_sore: 49 }] }).expect(200);
    const days = await populasi('2025-04-03', '2025-04-25');
    expect(days).toHaveLength(23);
    expect(days[1]).toEqual(['2025-04-04', 990, 30, 0]);
    expect(days[17]).toEqual(['2025-04-20', 990, 32, 99]);
    // After the last entry the birds stay: 25/04 is 234 days → 33 weeks.
    expect(days[22]).toEqual(['2025-04-25', 990, 33, 0]);
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
    expect(errorOf(await feed({ ...range, tingkat_id: f.kt1 }, b).expect(404))).toEqual({ success: false, message: 'Tingkat tidak ditemukan.' });
    expect(errorOf(await production({ ...range, bagian_id: f.kanan }, b).expect(404))).toEqual({ success: false, message: 'Bagian tidak ditemukan.' });
    expect(bodyOf<FeedReportDto>(await feed(range, b).expect(200)).data).toEqual([]);
    expect(messageOf(await production({ start_date: '2025-04-05', to_date: '2025-04-01' }).expect(400))).toBe('Tanggal mulai tidak boleh sesudah tanggal akhir.');
    expect(messageOf(await feed({ start_date: '2025-02-30', to_date: '2025-04-01' }).expect(400))).toBe('start_date harus tanggal (YYYY-MM-DD).');
    expect(messageOf(await feed({ ...range, tingkat_id: 'abc' }).expect(400))).toBe('tingkat_id tidak valid.');
    expect(messageOf(await feed({ start_date: '2020-01-01', to_date: '2025-04-01' }).expect(400))).toBe('Rentang tanggal maksimal 731 hari.');
  });
});
