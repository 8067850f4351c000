import { BodyWeightListDto, BodyWeightSampleDto, DailyMeasuresDto, MeasurePlacesDto, MeasureSavedDto } from '../src/modules/measurements/dto/measurements.dto';
import { createTestApp, TestApp } from './utils/create-test-app';
import { createCoop, createTenant, TestCoop, TestTenant } from './utils/factories';
import { bodyOf, messageOf } from './utils/http';

/**
 * Body weight, water and climate (issue #39 'Weigh, meter and sense'). Farm A: Plant 1 with Jalur 1
 * and Jalur 2, each with bagian Kanan (T1, T2). Hy-Line Brown birds of 20 weeks housed on
 * 01/03/2025: Jalur 1 T1 1,000 and T2 1,000; Jalur 2 T1 2,000 (plant 4,000). Every figure by hand:
 *
 * - Sample of Jalur 1 Kanan on 08/03/2025 (age 20 + 1 = 21 weeks; Brown week 21 band 1,582–1,672 g):
 *   1500 1520 1480 1600 1400 1550 1450 1700 1300 1500 → Σ 15,000, mean 1,500; squared deviations
 *   Σ 105,800, s = √(105,800 / 9) = 108.42, CV 7.2 %; within 1,350..1,650: 8 of 10 = 80 %.
 * - Feed 10/03: Jalur 1 T1 60 + 40, T2 70 + 55 = 225 kg; Jalur 2 T1 200 kg; plant 425 kg.
 * - Water Jalur 1: meter 100.000 m³ on 09/03 (the first: no litres), 100.450 on 10/03 → 450 L,
 *   450 / 2,000 birds = 225.0 mL per bird, 450 / 225 kg = 2.00 L/kg; 101.350 on 13/03 → 900 L in 3 days
 *   = 300 L a day on 13/03 (150.0 mL per bird; no feed that day: no ratio).
 * - Water Plant 1 on 10/03: 1,000 L → 250.0 mL per bird (4,000), 1,000 / 425 = 2.35 L/kg.
 * - Climate Jalur 1 on 10/03: 24.5–32 °C, 80 % → THI 89.6 − (0.55 − 0.44)·31.6 = 86.124 → 86.1.
 */
describe('Measurements: body weight, water and climate', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  let coop: TestCoop;
  let other: TestCoop;
  const http = () => t.http();
  const WEIGHTS = [1500, 1520, 1480, 1600, 1400, 1550, 1450, 1700, 1300, 1500];

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'Timbang A');
    b = await createTenant(t, 'Timbang B');
    coop = await createCoop(t, a.id, { jalur: ['Jalur 1', 'Jalur 2'], bagian: ['Kanan'], tingkat: ['T1', 'T2'] });
    other = await createCoop(t, b.id);
    const [j1t1, j1t2, j2t1] = coop.tingkatIds;
    for (const [tingkat, jumlah] of [[j1t1, 1000], [j1t2, 1000], [j2t1, 2000]]) {
      await http().post('/api/transaksi-ayam').set(a.as('admin')).send({ tanggal: '2025-03-01', aksi: 'masuk', jumlah, tujuan_tingkat_id: tingkat, usia_minggu: 20, breed: 'hyline_brown' }).expect(201);
    }
    await http()
      .post('/api/transaksi-pakan')
      .set(a.as('abk'))
      .send({ tanggal: '2025-03-10', data: [{ tingkat_id: j1t1, pakan_pagi: 60, pakan_sore: 40 }, { tingkat_id: j1t2, pakan_pagi: 70, pakan_sore: 55 }, { tingkat_id: j2t1, pakan_pagi: 200 }] })
      .expect(200);
  });
  afterAll(() => t.close());

  it('an abk weighs 10 birds: mean, CV, uniformity and the Brown band of week 21 with its source', async () => {
    const kanan = coop.bagianIds[0];
    const saved = bodyOf<BodyWeightSampleDto>(await http().post('/api/measurements/body-weights').set(a.as('abk')).send({ date: '2025-03-08', bagian_id: kanan, weights_g: WEIGHTS }).expect(201));
    expect(saved).toMatchObject({ date: '2025-03-08', bagian_id: kanan, n: 10, mean_g: 1500, cv_pct: 7.2, uniformity_pct: 80, age_weeks: 21, breed: 'hyline_brown', weights_g: WEIGHTS });
    expect(saved.standard).toEqual({ min_g: 1582, max_g: 1672, source: expect.stringContaining('Hy-Line Brown') as unknown });
    const list = bodyOf<BodyWeightListDto>(await http().get('/api/measurements/body-weights').query({ bagian_id: kanan, start: '2025-03-01', end: '2025-03-31' }).set(a.as('viewer')).expect(200));
    expect(list.samples.map((s) => [s.date, s.n, s.mean_g, s.uniformity_pct])).toEqual([['2025-03-08', 10, 1500, 80]]);
    expect(list.advice).toContain('100 ekor');
    // One bird in Jalur 2's Kanan: no CV, the same band.
    const one = bodyOf<BodyWeightSampleDto>(await http().post('/api/measurements/body-weights').set(a.as('admin')).send({ date: '2025-03-08', bagian_id: coop.bagianIds[1], weights_g: [1000] }).expect(201));
    expect(one).toMatchObject({ n: 1, mean_g: 1000, cv_pct: null, uniformity_pct: 100, age_weeks: 21, standard: { min_g: 1582, max_g: 1672 } });
    // Before the birds were housed the bagian has no age: no band.
    const before = bodyOf<BodyWeightSampleDto>(await http().post('/api/measurements/body-weights').set(a.as('admin')).send({ date: '2025-02-20', bagian_id: kanan, weights_g: [1000] }).expect(201));
    expect(before).toMatchObject({ age_weeks: null, standard: null });
  });

  it('refuses bad samples with a clear message and stores nothing', async () => {
    const kanan = coop.bagianIds[0];
    const refused = async (body: object, status = 400) => messageOf(await http().post('/api/measurements/body-weights').set(a.as('abk')).send({ date: '2025-03-09', bagian_id: kanan, ...body }).expect(status));
    expect(await refused({ weights_g: [] })).toBe('Masukkan berat 1–500 ekor ayam.');
    expect(await refused({ weights_g: Array.from({ length: 501 }, () => 1500) })).toBe('Masukkan berat 1–500 ekor ayam.');
    expect(await refused({ weights_g: [1500, 1500, 299] })).toBe('Berat ayam ke-3 harus bilangan bulat 300–4.000 gram.');
    expect(await refused({ weights_g: [4001] })).toBe('Berat ayam ke-1 harus bilangan bulat 300–4.000 gram.');
    expect(await refused({ weights_g: [1500.5] })).toBe('Berat ayam ke-1 harus bilangan bulat 300–4.000 gram.');
    expect(await refused({ weights_g: [1500], date: undefined })).toBe('Tanggal wajib diisi');
    expect(await refused({ weights_g: [1500], bagian_id: undefined })).toBe('Pilih bagian.');
    expect(await refused({ weights_g: [1500], bagian_id: other.bagianIds[0] }, 404)).toBe('Bagian tidak ditemukan.');
    const list = bodyOf<BodyWeightListDto>(await http().get('/api/measurements/body-weights').query({ bagian_id: kanan, start: '2025-03-09', end: '2025-03-09' }).set(a.as('admin')).expect(200));
    expect(list.samples).toEqual([]);
    expect(messageOf(await http().get('/api/measurements/body-weights').query({ bagian_id: kanan, start: '2024-01-01', end: '2025-03-09' }).set(a.as('admin')).expect(400))).toBe('Rentang tanggal maksimal 366 hari.');
  });

  it('water from meter readings and litres, the water:feed ratio, mL per bird, climate and THI per day', async () => {
    const [j1, j2] = coop.jalur.map((j) => j.id);
    const water = (body: object, status = 201) => http().post('/api/measurements/water').set(a.as('abk')).send(body).expect(status);
    await water({ date: '2025-03-09', place_type: 'jalur', place_id: j1, meter_reading: 100 });
    await water({ date: '2025-03-13', place_type: 'jalur', place_id: j1, meter_reading: 101.35 });
    await water({ date: '2025-03-10', place_type: 'jalur', place_id: j1, meter_reading: 100.45 });
    await water({ date: '2025-03-10', place_type: 'plant', place_id: coop.plantId, litres: 900 });
    const replaced = bodyOf<MeasureSavedDto>(await water({ date: '2025-03-10', place_type: 'plant', place_id: coop.plantId, litres: 1000 }));
    expect(replaced.replaced).toBe(true);
    await http().post('/api/measurements/climate').set(a.as('abk')).send({ date: '2025-03-10', place_type: 'jalur', place_id: j1, temp_min_c: 24.5, temp_max_c: 32, humidity_pct: 80 }).expect(201);

    const places = bodyOf<MeasurePlacesDto>(await http().get('/api/measurements/places').set(a.as('abk')).expect(200)).places;
    expect(places.map((p) => p.label)).toEqual(['Plant 1', 'Plant 1 › Jalur 1', 'Plant 1 › Jalur 2']);
    const jalur = bodyOf<DailyMeasuresDto>(await http().get('/api/measurements/daily').query({ place_type: 'jalur', place_id: j1, start: '2025-03-09', end: '2025-03-13' }).set(a.as('viewer')).expect(200));
    expect(jalur.place).toBe('Plant 1 › Jalur 1');
    const pick = (d: DailyMeasuresDto) => d.days.map((x) => [x.date, x.water_litres, x.water_ml_per_bird, x.water_feed_ratio, x.feed_kg, x.birds, x.thi, x.source]);
    expect(pick(jalur)).toEqual([
      ['2025-03-09', null, null, null, 0, 2000, null, 'entry'],
      ['2025-03-10', 450, 225, 2, 225, 2000, 86.1, 'entry'],
      ['2025-03-11', null, null, null, 0, 2000, null, null],
      ['2025-03-12', null, null, null, 0, 2000, null, null],
      ['2025-03-13', 300, 150, null, 0, 2000, null, 'entry'],
    ]);
    expect(jalur.days[1]).toMatchObject({ temp_min_c: 24.5, temp_max_c: 32, humidity_pct: 80 });
    expect(jalur.source).toContain('NRC 1971');
    const plant = bodyOf<DailyMeasuresDto>(await http().get('/api/measurements/daily').query({ place_type: 'plant', place_id: coop.plantId, start: '2025-03-10', end: '2025-03-10' }).set(a.as('admin')).expect(200));
    expect(pick(plant)).toEqual([['2025-03-10', 1000, 250, 2.35, 425, 4000, null, 'entry']]);
    const j2day = bodyOf<DailyMeasuresDto>(await http().get('/api/measurements/daily').query({ place_type: 'jalur', place_id: j2, start: '2025-03-10', end: '2025-03-10' }).set(a.as('abk')).expect(200));
    expect(pick(j2day)).toEqual([['2025-03-10', null, null, null, 200, 2000, null, null]]);
  });

  it('refuses water and climate that cannot be right, with nothing changed', async () => {
    const j1 = coop.jalur[0].id;
    const water = async (body: object, status: number) => messageOf(await http().post('/api/measurements/water').set(a.as('abk')).send({ date: '2025-03-11', place_type: 'jalur', place_id: j1, ...body }).expect(status));
    expect(await water({ meter_reading: 100 }, 422)).toBe('Angka meter 100,000 m³ lebih kecil dari pembacaan sebelumnya (100,450 m³ pada 10/03/2025).');
    expect(await water({ meter_reading: 102 }, 422)).toBe('Angka meter 102,000 m³ lebih besar dari pembacaan berikutnya (101,350 m³ pada 13/03/2025).');
    expect(await water({ meter_reading: 101, litres: 5 }, 400)).toBe('Isi liter atau angka meter, salah satu saja.');
    expect(await water({}, 400)).toBe('Isi liter atau angka meter, salah satu saja.');
    expect(await water({ litres: -1 }, 400)).toBe('Liter harus 0–1.000.000 dengan paling banyak 1 angka desimal.');
    expect(await water({ litres: 5, place_type: 'bagian' }, 400)).toBe('Jenis tempat harus plant atau jalur.');
    expect(await water({ litres: 5, place_id: other.jalur[0].id }, 404)).toBe('Jalur tidak ditemukan.');
    expect(await water({ litres: 5, place_type: 'plant', place_id: other.plantId }, 404)).toBe('Plant tidak ditemukan.');
    const climate = async (body: object, status: number) =>
      messageOf(await http().post('/api/measurements/climate').set(a.as('abk')).send({ date: '2025-03-11', place_type: 'jalur', place_id: j1, temp_min_c: 25, temp_max_c: 30, humidity_pct: 70, ...body }).expect(status));
    expect(await climate({ temp_min_c: 31 }, 400)).toBe('Suhu minimum tidak boleh di atas suhu maksimum.');
    expect(await climate({ temp_max_c: 61 }, 400)).toBe('Suhu harus -10 sampai 60 °C dengan paling banyak 1 angka desimal.');
    expect(await climate({ humidity_pct: 101 }, 400)).toBe('Kelembapan harus 0–100 % dengan paling banyak 1 angka desimal.');
    const day = bodyOf<DailyMeasuresDto>(await http().get('/api/measurements/daily').query({ place_type: 'jalur', place_id: j1, start: '2025-03-11', end: '2025-03-11' }).set(a.as('admin')).expect(200));
    expect(day.days[0]).toMatchObject({ water_litres: null, temp_max_c: null, source: null });
  });

  it('roles: admin and abk write, viewer reads, reseller neither; another farm’s places are 404', async () => {
    const kanan = coop.bagianIds[0];
    const j1 = coop.jalur[0].id;
    const sample = { date: '2025-03-12', bagian_id: kanan, weights_g: [1500] };
    await http().post('/api/measurements/body-weights').set(a.as('viewer')).send(sample).expect(403);
    await http().post('/api/measurements/body-weights').set(a.as('reseller')).send(sample).expect(403);
    await http().post('/api/measurements/water').set(a.as('viewer')).send({ date: '2025-03-12', place_type: 'jalur', place_id: j1, litres: 1 }).expect(403);
    await http().post('/api/measurements/climate').set(a.as('reseller')).send({ date: '2025-03-12', place_type: 'jalur', place_id: j1, temp_min_c: 1, temp_max_c: 2, humidity_pct: 3 }).expect(403);
    await http().get('/api/measurements/body-weights').query({ bagian_id: kanan }).set(a.as('reseller')).expect(403);
    await http().get('/api/measurements/daily').query({ place_type: 'jalur', place_id: j1 }).set(a.as('reseller')).expect(403);
    expect(messageOf(await http().get('/api/measurements/body-weights').query({ bagian_id: kanan }).set(b.as('admin')).expect(404))).toBe('Bagian tidak ditemukan.');
    expect(messageOf(await http().get('/api/measurements/daily').query({ place_type: 'jalur', place_id: j1 }).set(b.as('admin')).expect(404))).toBe('Jalur tidak ditemukan.');
    expect(messageOf(await http().post('/api/measurements/body-weights').set(b.as('abk')).send(sample).expect(404))).toBe('Bagian tidak ditemukan.');
  });
});
