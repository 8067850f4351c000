import dayjs from 'dayjs';
import { buildSmallFarm, SmallFarm } from './small-farm.fixture';
import { createTestApp, TestApp } from './utils/create-test-app';
import { MapCellDto, MapDto, PlaceSeriesDto } from '../src/modules/insight/dto/map.dto';
import { bodyOf, messageOf } from './utils/http';
import { createCoop, createTenant, TestTenant } from './utils/factories';

/**
 * The farm map (issue #24) on the small farm of small-farm.fixture.ts (Farm Uji › Plant 1 › Jalur 1 ›
 * Kanan, Kiri › T1, T2), figures worked out by hand:
 *
 * - Kanan/T1: 1,000 birds at 30 weeks (210 days) on 01/04, 10 dead on 02/04; feed 110 kg, 99.1 kg.
 * - Kanan/T2: 500 birds at 20 weeks (140 days) on 01/04, 5 dead on 02/04; feed 57.3 kg, 49.5 kg.
 * - Kiri/T1: 200 birds at 40 weeks on 01/04, all culled on 02/04; feed 22 kg, 5 kg. Kiri/T2: nothing.
 * - Eggs: Kanan 55 kg / 900 (01/04), 58.5 kg / 975 (02/04); Kiri 10 kg / 160 (01/04).
 * Hy-Line W-80 Plus rows: week 20 FI 82–89 g; week 26 HD 94.5–96.5 %, egg 57.2 g; week 30 FI 99–108 g.
 */
describe('Insight map', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  let farm: SmallFarm;

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'Peta A');
    b = await createTenant(t, 'Peta B');
    farm = await buildSmallFarm(t, a);
  });
  afterAll(() => t.close());

  const getMap = async (query: object, role: 'admin' | 'abk' | 'viewer' = 'admin') =>
    bodyOf<MapDto>(await t.http().get('/api/insight/map').query(query).set(a.as(role)).expect(200));
  /** A cell as 'Bagian/Tingkat value [min..max] status'. */
  const line = (c: MapCellDto) => `${c.bagian}${c.tingkat ? `/${c.tingkat}` : ''} ${c.value} [${c.band_min}..${c.band_max}] ${c.status}`;

  it('colours every tingkat by feed g/bird of one day against the band for its age, in the farm order', async () => {
    const m = await getMap({ measure: 'feed_g_per_bird', window: 1, date: '2025-04-02' });
    expect(m).toMatchObject({ measure: 'feed_g_per_bird', window: 1, date: '2025-04-02', level: 'tingkat' });
    expect(m.source).toContain('Hy-Line W-80 Plus');
    expect(m.cells.map(line)).toEqual([
      // 99.1 kg × 1000 / 990 birds = 100.10 g, age 211 days = 30 weeks: 99–108 → within.
      'Kanan/T1 100.1 [99..108] within',
      // 49.5 × 1000 / 495 = 100.00 g, age 141 days = 20 weeks: 82–89 → above.
      'Kanan/T2 100 [82..89] above',
      // No birds at the end of 02/04 (all culled): no value though 5 kg were fed, no band.
      'Kiri/T1 null [null..null] none',
      'Kiri/T2 null [null..null] none',
    ]);
    const [first] = m.cells;
    expect(first).toEqual({
      breed: 'hyline_w80',
      lokasi_id: expect.any(Number) as unknown,
      lokasi: 'Farm Uji',
      plant_id: expect.any(Number) as unknown,
      plant: 'Plant 1',
      jalur_id: expect.any(Number) as unknown,
      jalur: 'Jalur 1',
      bagian_id: farm.kanan,
      bagian: 'Kanan',
      tingkat_id: farm.kt1,
      tingkat: 'T1',
      value: 100.1,
      band_min: 99,
      band_max: 108,
      status: 'within',
    });
  });

  it('sums a 7-day window over bird-days, carrying the birds over days without entries', async () => {
    // 28/03..03/04. T1: bird-days 1,000 + 990 + 990 (03/04 carried) = 2,980; feed 209.1 kg → 70.17 g; age 212 days = 30 wk.
    // T2: 500 + 495 + 495 = 1,490; 106.8 kg → 71.68 g; 20 wk. Kiri/T1: 200 bird-days, 27 kg → 135 g, but empty on 03/04: no band.
    const feed = await getMap({ measure: 'feed_g_per_bird', window: 7, date: '2025-04-03' });
    expect(feed.cells.map(line)).toEqual(['Kanan/T1 70.17 [99..108] below', 'Kanan/T2 71.68 [82..89] below', 'Kiri/T1 135 [null..null] none', 'Kiri/T2 null [null..null] none']);
    // Deaths per 1,000 of the mean population: T1 10 × 1000 / (2,980 / 3 days) = 10.07; T2 5 × 1000 / (1,490 / 3) = 10.07; Kiri/T1 culls are no deaths.
    const deaths = await getMap({ measure: 'deaths_per_1000', window: 7, date: '2025-04-03' });
    expect(deaths.cells.map(line)).toEqual(['Kanan/T1 10.07 [null..null] none', 'Kanan/T2 10.07 [null..null] none', 'Kiri/T1 0 [null..null] none', 'Kiri/T2 null [null..null] none']);
    // One day: 10 × 1000 / 990 = 10.10; 5 × 1000 / 495 = 10.10.
    const oneDay = await getMap({ measure: 'deaths_per_1000', window: 1, date: '2025-04-02' });
    expect(oneDay.cells.map((c) => c.value)).toEqual([10.1, 10.1, null, null]);
    const population = await getMap({ measure: 'population', window: 28, date: '2025-04-03' });
    expect(population.cells.map((c) => c.value)).toEqual([990, 495, 0, 0]);
    const age = await getMap({ measure: 'age_weeks', window: 1, date: '2025-04-03' });
    expect(age.cells.map(line)).toEqual(['Kanan/T1 30 [null..null] none', 'Kanan/T2 20 [null..null] none', 'Kiri/T1 null [null..null] none', 'Kiri/T2 null [null..null] none']);
  });

  it('takes the window edges inclusively: the first day counts on date − 6, not on date − 7', async () => {
    // 01/04..07/04: T1 bird-days 1,000 + 6 × 990 = 6,940, feed 209.1 kg → 30.13 g.
    expect((await getMap({ window: 7, date: '2025-04-07' })).cells[0].value).toBe(30.13);
    // 02/04..08/04: 7 × 990 = 6,930, feed 99.1 kg → 14.30 g.
    expect((await getMap({ window: 7, date: '2025-04-08' })).cells[0].value).toBe(14.3);
    // 28 days 04/03..31/03: before the first bird, nothing.
    expect((await getMap({ window: 28, date: '2025-03-31' })).cells.map((c) => c.value)).toEqual([null, null, null, null]);
  });

  it('colours every bagian by hen-day % against the band', async () => {
    // 01/04: Kanan 900 eggs / 1,500 birds × 100 = 60 %; age (1,000 × 210 + 500 × 140) / 1,500 = 186.7 days = 26 wk: 94.5–96.5 → below.
    // Kiri 160 / 200 × 100 = 80 %, 40 weeks (W-80 week 40: 95.5–97.5) → below.
    const one = await getMap({ measure: 'hen_day_pct', window: 1, date: '2025-04-01' });
    expect(one.level).toBe('bagian');
    expect(one.cells.map((c) => [c.bagian, c.value, c.status])).toEqual([
      ['Kanan', 60, 'below'],
      ['Kiri', 80, 'below'],
    ]);
    expect(one.cells[0]).not.toHaveProperty('tingkat_id');
    // 7 days to 03/04: Kanan 1,875 eggs / 4,470 bird-days = 41.95 %; Kiri 160 / 200 = 80 % but empty on 03/04: no band.
    const week = await getMap({ measure: 'hen_day_pct', window: 7, date: '2025-04-03' });
    expect(week.cells.map(line)).toEqual(['Kanan 41.95 [94.5..96.5] below', 'Kiri 80 [null..null] none']);
    // Egg weight: Kanan 113.5 kg × 1000 / 1,875 = 60.53 g against W-80 week 26's one figure 57.2 g (min = max) → above;
    // Kiri 10,000 / 160 = 62.5 g, no birds on 03/04: no band.
    const egg = await getMap({ measure: 'egg_weight_g', window: 7, date: '2025-04-03' });
    expect(egg.cells.map(line)).toEqual(['Kanan 60.53 [57.2..57.2] above', 'Kiri 62.5 [null..null] none']);
    // The early warning's tolerance widens the band the same way: 57.2 + 3.4 = 60.6 g ≥ 60.53 → within; 57.2 + 3.3 = 60.5 g < 60.53 → above.
    const tolerance = async (g: number) =>
      t.http().put('/api/insight/warning-settings').set(a.as('admin'))
        .send({ hd_selisih_poin: 3, hd_hari: 3, konsumsi_turun_persen: 10, mati_harian_persen: 0.1, mati_mingguan_persen: 0.2, berat_telur_hari: 5, berat_telur_toleransi_g: g, stok_pakan_hari: 2 })
        .expect(200);
    await tolerance(3.4);
    expect((await getMap({ measure: 'egg_weight_g', window: 7, date: '2025-04-03' })).cells.map(line)).toEqual(['Kanan 60.53 [57.2..57.2] within', 'Kiri 62.5 [null..null] none']);
    await tolerance(3.3);
    expect((await getMap({ measure: 'egg_weight_g', window: 7, date: '2025-04-03' })).cells.map(line)).toEqual(['Kanan 60.53 [57.2..57.2] above', 'Kiri 62.5 [null..null] none']);
    await tolerance(1);
  });

  it('compares each place with the standard of its own breed', async () => {
    // Kanan/T1: 1,000 W-80 Plus at 30 weeks, 104 kg → 104 g: W-80 week 30 99–108 → within.
    // Kanan/T2: 1,200 Hy-Line Brown at 30 weeks, 124.8 kg → 104 g: Brown week 30 110–118 → below.
    const c = await createTenant(t, 'Peta C');
    const coop = await createCoop(t, c.id, { tingkat: ['T1', 'T2'] });
    const [t1, t2] = coop.jalur[0].bagian[0].tingkat;
    const ayam = (tujuan_tingkat_id: number, jumlah: number, breed: string) =>
      t.http().post('/api/transaksi-ayam').set(c.as('admin'))
        .send({ tanggal: '2025-04-01', aksi: 'masuk', jumlah, tujuan_tingkat_id, asal_tingkat_id: null, usia_minggu: 30, keterangan: null, breed }).expect(201);
    await ayam(t1.id, 1000, 'hyline_w80');
    await ayam(t2.id, 1200, 'hyline_brown');
    await t.http().post('/api/transaksi-pakan').set(c.as('abk'))
      .send({ tanggal: '2025-04-01', data: [{ tingkat_id: t1.id, pakan_pagi: 104 }, { tingkat_id: t2.id, pakan_pagi: 124.8 }] }).expect(200);
    await t.http().post('/api/transaksi-telur').set(c.as('abk'))
      .send({ tanggal: '2025-04-01', data: [{ bagian_id: coop.bagianIds[0], grade_a: 108, butir_a: 1800 }] }).expect(200);
    const feed = bodyOf<MapDto>(await t.http().get('/api/insight/map').query({ window: 1, date: '2025-04-01' }).set(c.as('viewer')).expect(200));
    expect(feed.cells.map((x) => [x.tingkat, x.breed, x.value, x.band_min, x.band_max, x.status])).toEqual([
      ['T1', 'hyline_w80', 104, 99, 108, 'within'],
      ['T2', 'hyline_brown', 104, 110, 118, 'below'],
    ]);
    expect(feed.source).toMatch(/W-80 Plus.*; .*Hy-Line Brown/);
    // The bagian: 1,200 Brown against 1,000 W-80 → Brown. 1,800 eggs / 2,200 birds = 81.82 %: Brown week 30 93.3–98.2 → below;
    // 108 kg × 1000 / 1,800 = 60 g: Brown 58.0–61.6 → within.
    const hd = bodyOf<MapDto>(await t.http().get('/api/insight/map').query({ measure: 'hen_day_pct', window: 1, date: '2025-04-01' }).set(c.as('abk')).expect(200));
    expect(hd.cells.map(line)).toEqual(['Kanan 81.82 [93.3..98.2] below']);
    expect(hd.source).not.toContain('W-80');
    const egg = bodyOf<MapDto>(await t.http().get('/api/insight/map').query({ measure: 'egg_weight_g', window: 1, date: '2025-04-01' }).set(c.as('abk')).expect(200));
    expect(egg.cells.map(line)).toEqual(['Kanan 60 [58..61.6] within']);
    const series = bodyOf<PlaceSeriesDto>(await t.http().get('/api/insight/place-series').query({ level: 'tingkat', id: t2.id, date: '2025-04-01' }).set(c.as('abk')).expect(200));
    expect(series.breed).toBe('hyline_brown');
    expect(series.source).toContain('Hy-Line Brown');
    expect(series.days.at(-1)).toMatchObject({ feed_g_per_bird: 104, std_fi_min: 110, std_fi_max: 118, std_egg_g_min: 58, std_egg_g_max: 61.6 });
  });

  it("charts one tingkat's and one bagian's 28 days with the standard", async () => {
    const s = bodyOf<PlaceSeriesDto>(await t.http().get('/api/insight/place-series').query({ level: 'tingkat', id: farm.kt1, date: '2025-04-03' }).set(a.as('viewer')).expect(200));
    expect(s).toMatchObject({ level: 'tingkat', date: '2025-04-03', bagian: 'Kanan', tingkat: 'T1', tingkat_id: farm.kt1 });
    expect(s.days).toHaveLength(28);
    expect(s.days[0]).toMatchObject({ tanggal: '2025-03-07', population: 0, feed_g_per_bird: null, std_fi_min: null });
    const none = { hen_day_pct: null, egg_weight_g: null };
    const w30 = { std_fi_min: 99, std_fi_max: 108, std_prod_min: 95.5, std_prod_max: 97.5 };
    // 01/04: 110 kg / 1,000 = 110 g; 02/04: 99.1 / 990 = 100.10 g and 10 dead = 10.10 ‰; 03/04 carried, nothing fed.
    expect(s.days.slice(-3)).toMatchObject([
      { tanggal: '2025-04-01', population: 1000, age_weeks: 30, feed_g_per_bird: 110, deaths_per_1000: 0, ...none, ...w30 },
      { tanggal: '2025-04-02', population: 990, age_weeks: 30, feed_g_per_bird: 100.1, deaths_per_1000: 10.1, ...none, ...w30 },
      { tanggal: '2025-04-03', population: 990, age_weeks: 30, feed_g_per_bird: 0, deaths_per_1000: 0, ...none, ...w30 },
    ]);
    const k = bodyOf<PlaceSeriesDto>(await t.http().get('/api/insight/place-series').query({ level: 'bagian', id: farm.kanan, date: '2025-04-02' }).set(a.as('abk')).expect(200));
    expect(k).not.toHaveProperty('tingkat_id');
    // 01/04: 900 / 1,500 = 60 %, 55,000 g / 900 = 61.11 g; 02/04: 975 / 1,485 = 65.66 %, 58,500 / 975 = 60 g; 26 weeks.
    expect(k.days.slice(-2)).toMatchObject([
      { tanggal: '2025-04-01', population: 1500, hen_day_pct: 60, egg_weight_g: 61.11, std_prod_min: 94.5, std_prod_max: 96.5, std_egg_g_min: 57.2, std_egg_g_max: 57.2 },
      { tanggal: '2025-04-02', population: 1485, hen_day_pct: 65.66, egg_weight_g: 60, std_prod_min: 94.5, std_prod_max: 96.5, std_egg_g_min: 57.2, std_egg_g_max: 57.2 },
    ]);
  });

  it('defaults to 7 days of feed up to yesterday', async () => {
    const m = await getMap({}, 'abk');
    expect(m).toMatchObject({ measure: 'feed_g_per_bird', window: 7, date: dayjs().subtract(1, 'day').format('YYYY-MM-DD') });
    // The birds stay on: T1 990 birds × 7 days, no feed → 0 g.
    expect(m.cells.map((c) => c.value)).toEqual([0, 0, null, null]);
  });

  it('lets admin, abk and viewer read, not a reseller; another farm sees its own and gets 404 for our places', async () => {
    for (const role of ['owner', 'admin', 'abk', 'viewer'] as const) await t.http().get('/api/insight/map').set(a.as(role)).expect(200);
    await t.http().get('/api/insight/map').set(a.as('reseller')).expect(403);
    await t.http().get('/api/insight/place-series').query({ level: 'tingkat', id: farm.kt1 }).set(a.as('reseller')).expect(403);
    expect(bodyOf<MapDto>(await t.http().get('/api/insight/map').set(b.as('admin')).expect(200)).cells).toEqual([]);
    const notHere = await t.http().get('/api/insight/place-series').query({ level: 'tingkat', id: farm.kt1 }).set(b.as('admin')).expect(404);
    expect(messageOf(notHere)).toBe('Tingkat tidak ditemukan.');
    expect(messageOf(await t.http().get('/api/insight/place-series').query({ level: 'bagian', id: farm.kanan }).set(b.as('admin')).expect(404))).toBe('Bagian tidak ditemukan.');
    // A tingkat id asked as a bagian is no bagian of this farm either.
    await t.http().get('/api/insight/place-series').query({ level: 'bagian', id: 2_000_000_000 }).set(a.as('admin')).expect(404);
  });

  it('refuses bad parameters with a 400 naming them', async () => {
    const bad = async (path: string, query: object) => messageOf(await t.http().get(path).query(query).set(a.as('admin')).expect(400));
    expect(await bad('/api/insight/map', { measure: 'eggs' })).toBe(
      'measure harus salah satu dari feed_g_per_bird, deaths_per_1000, population, age_weeks, hen_day_pct, egg_weight_g.',
    );
    for (const window of ['3', '0', 'abc', '7.0', '-7']) expect(await bad('/api/insight/map', { window })).toBe('window harus 1, 7 atau 28 (hari).');
    expect(await bad('/api/insight/map', { date: '2025-02-30' })).toBe('date harus tanggal (YYYY-MM-DD).');
    expect(await bad('/api/insight/map', { date: dayjs().add(1, 'day').format('YYYY-MM-DD') })).toBe('Tanggal tidak boleh melewati hari ini.');
    expect(await bad('/api/insight/map', { date: '1999-12-31' })).toBe('Tanggal tidak boleh sebelum 01/01/2000.');
    expect(await bad('/api/insight/place-series', { level: 'jalur', id: farm.kt1 })).toBe('level harus tingkat atau bagian.');
    expect(await bad('/api/insight/place-series', { level: 'tingkat', id: 'x' })).toBe('id harus bilangan bulat.');
    expect(await bad('/api/insight/place-series', { level: 'tingkat' })).toBe('id harus bilangan bulat.');
  });
});
