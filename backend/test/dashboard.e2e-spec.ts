import dayjs from 'dayjs';
import { buildSmallFarm } from './small-farm.fixture';
import { createTestApp, TestApp } from './utils/create-test-app';
import { TenantContext } from '../src/common/tenancy/tenant-context';
import { TransaksiAyamDto } from '../src/modules/chickens/dto/chickens.dto';
import { BreedStandardSourceDto, DashboardSummaryDto, DashboardTableRowDto } from '../src/modules/dashboard/dto/dashboard.dto';
import { UnitSettingsDto } from '../src/modules/dashboard/dto/unit-settings.dto';
import { bodyOf, messageOf } from './utils/http';
import { createCoop, createTenant, inTenant, TestTenant } from './utils/factories';

/**
 * Dashboard (spec part 1 §2.5, §3, §4.7, §7 'Dashboard', §9) on the small farm of
 * small-farm.fixture.ts, figures worked out by hand for the whole farm.
 */
describe('Dashboard', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'Dasbor A');
    b = await createTenant(t, 'Dasbor B');
    await buildSmallFarm(t, a);
  });
  afterAll(() => t.close());

  // Every bird of the small farm is W-80 Plus (the farm default); before any bird the default too.
  const noStandard = { std_prod_min: null, std_prod_max: null, std_fi_min: null, std_fi_max: null, std_egg_g: null, std_egg_g_min: null, std_egg_g_max: null, breed: 'hyline_w80' };
  // Hy-Line W-80 Plus rows of the CSV: "26,94.5,96.5,57.2,95,105,…" and "28,95.3,97.3,58.9,97,107,…" (one egg weight: min = max).
  const week26 = { std_prod_min: 94.5, std_prod_max: 96.5, std_fi_min: 95, std_fi_max: 105, std_egg_g: 57.2, std_egg_g_min: 57.2, std_egg_g_max: 57.2, breed: 'hyline_w80' };
  const week28 = { std_prod_min: 95.3, std_prod_max: 97.3, std_fi_min: 97, std_fi_max: 107, std_egg_g: 58.9, std_egg_g_min: 58.9, std_egg_g_max: 58.9, breed: 'hyline_w80' };

  it('gives one row per day for the farm, including a day without birds, with the standard for the age', async () => {
    const rows = bodyOf<DashboardTableRowDto[]>(await t.http().get('/api/dashboard-table').query({ start_date: '2025-03-31', to_date: '2025-04-03' }).set(a.as('abk')).expect(200));
    expect(rows).toEqual([
      // Before the first masuk: no birds, every ratio null.
      { tanggal: '2025-03-31', usia: null, populasi: 0, kematian: 0, kg_telur: 0, butir_telur: 0, avg_telur_gram: null, total_pakan: 0, fi: null, fcr: null, prod_persen: null, ...noStandard },
      // 01/04: 1,000 + 500 + 200 = 1,700 birds; age (1,000 × 210 + 500 × 140 + 200 × 280) / 1,700 = 197.6 days → 28 weeks;
      // eggs 55 + 10 = 65 kg, 900 + 160 = 1,060 → 65 × 1000 / 1,060 = 61.32 g; feed 110 + 57.3 + 22 = 189.3 kg;
      // FI 189.3 / 1,700 × 1000 = 111.35 g; FCR 189.3 / 65 = 2.912; production 1,060 / 1,700 × 100 = 62.35 %.
      { tanggal: '2025-04-01', usia: 28, populasi: 1700, kematian: 0, kg_telur: 65, butir_telur: 1060, avg_telur_gram: 61.32, total_pakan: 189.3, fi: 111.35, fcr: 2.912, prod_persen: 62.35, ...week28 },
      // 02/04: 990 + 495 + 0 = 1,485 birds, age 187.7 days → 26 weeks; deaths 10 + 5 = 15; 58.5 kg, 975 eggs → 60 g;
      // feed 99.1 + 49.5 + 5 = 153.6 → FI 153.6 / 1,485 × 1000 = 103.43; FCR 153.6 / 58.5 = 2.626; 975 / 1,485 × 100 = 65.66 %.
      { tanggal: '2025-04-02', usia: 26, populasi: 1485, kematian: 15, kg_telur: 58.5, butir_telur: 975, avg_telur_gram: 60, total_pakan: 153.6, fi: 103.43, fcr: 2.626, prod_persen: 65.66, ...week26 },
      { tanggal: '2025-04-03', usia: 26, populasi: 1485, kematian: 0, kg_telur: 0, butir_telur: 0, avg_telur_gram: null, total_pakan: 0, fi: 0, fcr: null, prod_persen: 0, ...week26 },
    ]);
  });

  it('defaults the table to the last 10 days (today − 9 … today)', async () => {
    const rows = bodyOf<DashboardTableRowDto[]>(await t.http().get('/api/dashboard-table').set(a.as('admin')).expect(200));
    expect(rows.map((r) => r.tanggal)).toEqual(Array.from({ length: 10 }, (_, i) => dayjs().subtract(9 - i, 'day').format('YYYY-MM-DD')));
  });

  it("summarises one day with the feed of the 7 days up to it (run-out estimate's input)", async () => {
    const s = bodyOf<DashboardSummaryDto>(await t.http().get('/api/dashboard/summary').query({ tanggal: '2025-04-02' }).set(a.as('admin')).expect(200));
    expect(s).toEqual({
      tanggal: '2025-04-02',
      populasi: 1485,
      usia: 26,
      kematian_hari_ini: 15,
      total_pakan: 153.6,
      feed_intake: 103.43,
      total_butir: 975,
      total_berat_telur: 58.5,
      avg_telur_gram: 60,
      fcr: 2.626,
      produksi_persen: 65.66,
      pakan_7_hari: [
        { tanggal: '2025-03-27', pakan: 0 },
        { tanggal: '2025-03-28', pakan: 0 },
        { tanggal: '2025-03-29', pakan: 0 },
        { tanggal: '2025-03-30', pakan: 0 },
        { tanggal: '2025-03-31', pakan: 0 },
        { tanggal: '2025-04-01', pakan: 189.3 },
        { tanggal: '2025-04-02', pakan: 153.6 },
      ],
    });
    // Today (no entries in this farm's present): the population stays 1,485 and nothing else happened.
    const today = bodyOf<DashboardSummaryDto>(await t.http().get('/api/dashboard/summary').set(a.as('abk')).expect(200));
    expect(today).toMatchObject({ tanggal: dayjs().format('YYYY-MM-DD'), populasi: 1485, kematian_hari_ini: 0, total_pakan: 0, feed_intake: 0, fcr: null, avg_telur_gram: null });
    const source = bodyOf<BreedStandardSourceDto>(await t.http().get('/api/dashboard/breed-standard').set(a.as('abk')).expect(200));
    expect(source).toMatchObject({ breed: 'hyline_w80', nama: 'Hy-Line W-80 Plus (putih)' });
    expect(source.sumber).toContain('Hy-Line W-80 Plus');
  });

  it('keeps unit settings per user and tenant; admin and abk save their own', async () => {
    const defaults = { telur_unit: 'kg', avg_butir_unit: 'g', pakan_unit: 'kg', fi_unit: 'g/ekor' };
    expect((await t.http().get('/api/dashboard/unit-settings').set(a.as('abk')).expect(200)).body).toEqual(defaults);
    const saved = await t.http().put('/api/dashboard/unit-settings').set(a.as('abk')).send({ telur_unit: 'g', fi_unit: 'kg/ekor' }).expect(200);
    expect(saved.body).toEqual({ ...defaults, telur_unit: 'g', fi_unit: 'kg/ekor' });
    await t.http().put('/api/dashboard/unit-settings').set(a.as('abk')).send({ pakan_unit: 'g' }).expect(200);
    expect((await t.http().get('/api/dashboard/unit-settings').set(a.as('abk')).expect(200)).body).toEqual({ telur_unit: 'g', avg_butir_unit: 'g', pakan_unit: 'g', fi_unit: 'kg/ekor' });
    // Another user of the same tenant, and the same role in another tenant, keep the defaults.
    expect((await t.http().get('/api/dashboard/unit-settings').set(a.as('admin')).expect(200)).body).toEqual(defaults);
    expect((await t.http().get('/api/dashboard/unit-settings').set(b.as('abk')).expect(200)).body).toEqual(defaults);
    await t.http().put('/api/dashboard/unit-settings').set(a.as('admin')).send({ avg_butir_unit: 'kg' }).expect(200);
    expect(bodyOf<UnitSettingsDto>(await t.http().get('/api/dashboard/unit-settings').set(a.as('admin')).expect(200)).avg_butir_unit).toBe('kg');
    // The viewer may read its own units (the feed usage screen shows pakan_unit) but not save them.
    expect((await t.http().get('/api/dashboard/unit-settings').set(a.as('viewer')).expect(200)).body).toEqual(defaults);
    await t.http().put('/api/dashboard/unit-settings').set(a.as('viewer')).send({ telur_unit: 'g' }).expect(403);
    const bad = await t.http().put('/api/dashboard/unit-settings').set(a.as('admin')).send({ telur_unit: 'ton' }).expect(400);
    expect(bad.body).toEqual({ success: false, message: 'telur_unit harus kg atau g.', field: 'telur_unit' });
  });

  it('is for admin and abk only, and shows each tenant its own farm', async () => {
    for (const role of ['viewer', 'reseller'] as const) {
      await t.http().get('/api/dashboard/summary').set(a.as(role)).expect(403);
      await t.http().get('/api/dashboard-table').set(a.as(role)).expect(403);
    }
    await t.http().get('/api/dashboard/summary').set(a.as('owner')).expect(200);
    const other = bodyOf<DashboardSummaryDto>(await t.http().get('/api/dashboard/summary').query({ tanggal: '2025-04-02' }).set(b.as('admin')).expect(200));
    expect(other).toMatchObject({ populasi: 0, total_pakan: 0, total_butir: 0, feed_intake: null, produksi_persen: null });
    await t.http().get('/api/dashboard/summary').set({ ...b.as('admin'), 'x-tenant-id': a.id }).expect(403);
    expect(messageOf(await t.http().get('/api/dashboard-table').query({ start_date: '2025-04-03', to_date: '2025-04-01' }).set(a.as('admin')).expect(400))).toBe(
      'Tanggal mulai tidak boleh sesudah tanggal akhir.',
    );
  });

  it('keeps the population right after chicken transactions are edited or deleted (month sums behind flock_daily)', async () => {
    const c = await createTenant(t, 'Dasbor C');
    const coop = await createCoop(t, c.id, { tingkat: ['T1', 'T2'] });
    const [t1, t2] = coop.tingkatIds;
    const ayam = (body: object) =>
      t.http().post('/api/transaksi-ayam').set(c.as('admin')).send({ asal_tingkat_id: null, tujuan_tingkat_id: null, usia_minggu: null, keterangan: null, ...body }).expect(201);
    await ayam({ tanggal: '2025-01-10', aksi: 'masuk', jumlah: 100, tujuan_tingkat_id: t1, usia_minggu: 20 });
    await ayam({ tanggal: '2025-02-05', aksi: 'masuk', jumlah: 50, tujuan_tingkat_id: t2, usia_minggu: 30 });
    const pindah = bodyOf<TransaksiAyamDto>(await ayam({ tanggal: '2025-02-20', aksi: 'pindah', jumlah: 20, asal_tingkat_id: t1, tujuan_tingkat_id: t2 }));
    const mati = bodyOf<TransaksiAyamDto>(await ayam({ tanggal: '2025-03-03', aksi: 'mati', jumlah: 5, asal_tingkat_id: t1 }));
    await t.http().put(`/api/transaksi-ayam/${mati.id}`).set(c.as('admin')).send({ tanggal: '2025-03-03', aksi: 'mati', jumlah: 7, asal_tingkat_id: t1, tujuan_tingkat_id: null, usia_minggu: null, keterangan: null }).expect(200);
    await t.http().delete(`/api/transaksi-ayam/${pindah.id}`).set(c.as('admin')).expect(200);

    const days = await inTenant(t, c.id, () =>
      t.app.get(TenantContext).manager.query<Array<{ tanggal: string; tingkat_id: number; populasi: number; usia_hari: number }>>(
        `select to_char(tanggal, 'YYYY-MM-DD') as tanggal, tingkat_id, populasi, usia_hari::float as usia_hari from flock_daily($1, '2025-03-02', '2025-03-03') order by tanggal, tingkat_id`,
        [c.id],
      ),
    );
    // T1: 100 birds of 20 weeks (140 days) on 10/01; 02/03 is 51 days later → 191 days; 7 die on 03/03 → 93.
    // T2: 50 birds of 30 weeks (210 days) on 05/02; 02/03 is 25 days later → 235 days; the pindah was deleted.
    expect(days).toEqual([
      { tanggal: '2025-03-02', tingkat_id: t1, populasi: 100, usia_hari: 191 },
      { tanggal: '2025-03-02', tingkat_id: t2, populasi: 50, usia_hari: 235 },
      { tanggal: '2025-03-03', tingkat_id: t1, populasi: 93, usia_hari: 192 },
      { tanggal: '2025-03-03', tingkat_id: t2, populasi: 50, usia_hari: 236 },
    ]);
    // The month sums equal the moves themselves.
    const drift = await inTenant(t, c.id, () =>
      t.app.get(TenantContext).manager.query<Array<{ bulan: string }>>(
        `select coalesce(c.bulan, m.bulan) as bulan from flock_month c
           full join (select tingkat_id, date_trunc('month', tanggal)::date as bulan, sum(n) as n, sum(hatch_mass) as h from flock_moves group by 1, 2) m
             on m.tingkat_id = c.tingkat_id and m.bulan = c.bulan
          where coalesce(c.n, 0) <> coalesce(m.n, 0) or coalesce(c.hatch_mass, 0) <> coalesce(m.h, 0)`,
      ),
    );
    expect(drift).toEqual([]);

    // The day book tingkat_harian holds flock_daily's population and age on every day it covers, from
    // each tingkat's first to its last entry: T1 from its masuk 10/01 to its death 03/03 (22 + 28 + 3 =
    // 53 days); T2 only 05/02, its masuk (1 day): the rows to 20/02 went with the deleted pindah.
    const book = await inTenant(t, c.id, () =>
      t.app.get(TenantContext).manager.query<Array<{ days: number; differ: number }>>(
        `select count(*)::integer as days,
                count(*) filter (where h.n <> f.populasi or (h.n > 0 and round((h.tanggal - date '1970-01-01') - h.h / h.n, 3) <> f.usia_hari))::integer as differ
           from tingkat_harian h join flock_daily($1, '2025-01-01', '2025-03-31') f on f.tanggal = h.tanggal and f.tingkat_id = h.tingkat_id`,
        [c.id],
      ),
    );
    expect(book).toEqual([{ days: 53 + 1, differ: 0 }]);
  });
});
