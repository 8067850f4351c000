import dayjs from 'dayjs';
import { ChickensService } from '../src/modules/chickens/chickens.service';
import { EggProductionService } from '../src/modules/egg-production/egg-production.service';
import { FeedUsageService } from '../src/modules/feed-usage/feed-usage.service';
import { WarningDto, WarningSettingsDto, WarningsDto } from '../src/modules/insight/dto/warnings.dto';
import { createTestApp, TestApp } from './utils/create-test-app';
import { createCoop, createTenant, inTenant, TestCoop, TestTenant } from './utils/factories';
import { bodyOf, messageOf } from './utils/http';

/**
 * Early warnings (issue #24 'Early warnings'; docs/adr/0031-early-warnings.md) on a hand-made farm.
 *
 * Farm A: Jalur 1 › bagian A … G › T1, T2; every tingkat but E/T2 gets 1,000 birds at 40 weeks on
 * 01/06/2025 (weeks 40 on 01–07/06, 41 from 08/06; Hy-Line W-80 Plus week 40: HD 95.5–97.5 %, egg
 * 63.0 g; week 41: HD 95.4–97.4 %, egg 63.2 g), 100 kg feed a day each (FI 100 g/bird) and eggs
 * per bagian of 96 % HD at 63.1 g, 01–10/06, except what each scenario changes. The day D is 10/06.
 *
 * | place | days              | change                                   | rule                                       |
 * |-------|-------------------|------------------------------------------|--------------------------------------------|
 * | A     | 08–10/06          | 1,840 eggs of 2,000 birds = 92.0 %       | hd_rendah: < 95.4 − 3 = 92.4 fires          |
 * | B     | 08–10/06          | 1,848 eggs = 92.4 %, exactly 3 points    | does not fire (strictly more than 3)        |
 * | C     | 06–10/06          | 1,920 eggs, 115.2 kg = 60.0 g            | berat_telur: < 63.2 − 1 fires               |
 * | D     | 07–10/06 (4 days) | 60.0 g; 06/06 normal                     | does not fire (5 days needed)              |
 * | E     | 09/06             | no egg entry (only E/T1 has birds)       | input_telur_kosong fires                    |
 * | A/T1  | 10/06             | 89.9 kg: FI 89.9 < 100 × 0.9             | konsumsi_turun fires                        |
 * | A/T2  | 10/06             | 90 kg: exactly 10 % under                | does not fire (strictly more than 10 %)     |
 * | D/T1  | 09/06             | no feed entry                            | input_pakan_kosong fires                    |
 * | F/T1  | 10/06             | 2 deaths of 1,000 = 0.2 %                | kematian_harian fires (> 0.1 %)             |
 * | F/T2  | 10/06             | 1 death of 1,000 = 0.1 %                 | does not fire (exactly 0.1 %)              |
 * | G/T1  | 04, 06, 08/06     | 1 death each: 3 of 1,000 (03/06) = 0.3 % | kematian_mingguan fires (> 0.2 %)           |
 * | G/T2  | 05/06             | 2 deaths = 0.2 %                         | does not fire (exactly 0.2 %)              |
 * | H     | 06–10/06          | Hy-Line Brown: 1,800 eggs = 90.0 %, 108 kg = 60.0 g | none: Brown week 41 is HD ≥ 91.8 − 3 = 88.8, egg 60.2–64.0 g ± 1 (W-80 would fire both) |
 * | farm  | –                 | no feed bought: stock 0                  | stok_pakan fires ('habis')                 |
 *
 * Farm B (stock): one tingkat, 100 kg a day 01–10/06, 1,200 kg bought on 01/06: stock at the end of
 * 10/06 is 200 kg = 2 days of 100 kg (fires: 2 days or fewer), at the end of 09/06 300 kg = 3 days.
 */
describe('Insight warnings', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  let coop: TestCoop;
  const D = '2025-06-10';
  const days = Array.from({ length: 10 }, (_, i) => dayjs('2025-06-01').add(i, 'day').format('YYYY-MM-DD'));
  const bagian = (name: string) => coop.jalur[0].bagian.find((x) => x.nama === name)!;
  const tingkat = (b: string, tk: string) => bagian(b).tingkat.find((x) => x.nama === tk)!.id;

  const get = async (tenant: TestTenant, query: Record<string, string> = { date: D }, role: 'admin' | 'abk' = 'admin') =>
    bodyOf<WarningsDto>(await t.http().get('/api/insight/warnings').query(query).set(tenant.as(role)).expect(200));
  /** rule → place names ('A', 'A/T1', 'farm'), sorted. */
  const fired = (w: WarningsDto) => w.warnings.map((x) => `${x.rule} ${x.tingkat ? `${x.bagian}/${x.tingkat}` : (x.bagian ?? 'farm')}`);
  const put = (tenant: TestTenant, body: Partial<WarningSettingsDto>, role: 'admin' | 'abk' = 'admin') =>
    t
      .http()
      .put('/api/insight/warning-settings')
      .set(tenant.as(role))
      .send({ ...DEFAULTS, ...body });
  const DEFAULTS: WarningSettingsDto = {
    hd_selisih_poin: 3,
    hd_hari: 3,
    konsumsi_turun_persen: 10,
    mati_harian_persen: 0.1,
    mati_mingguan_persen: 0.2,
    berat_telur_hari: 5,
    berat_telur_toleransi_g: 1,
    stok_pakan_hari: 2,
  };

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'Peringatan A');
    b = await createTenant(t, 'Peringatan B');
    coop = await createCoop(t, a.id, { jalur: ['Jalur 1'], bagian: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'], tingkat: ['T1', 'T2'] });
    const [chickens, feed, eggs] = [t.app.get(ChickensService), t.app.get(FeedUsageService), t.app.get(EggProductionService)];
    const stocked = coop.tingkatIds.filter((id) => id !== tingkat('E', 'T2'));
    const deaths: Array<[string, string, string, number]> = [
      ['F', 'T1', D, 2],
      ['F', 'T2', D, 1],
      ['G', 'T1', '2025-06-04', 1],
      ['G', 'T1', '2025-06-06', 1],
      ['G', 'T1', '2025-06-08', 1],
      ['G', 'T2', '2025-06-05', 2],
    ];
    const feedOf = (id: number, day: string): number | null => {
      if (id === tingkat('D', 'T1') && day === '2025-06-09') return null;
      if (day === D && id === tingkat('A', 'T1')) return 89.9;
      if (day === D && id === tingkat('A', 'T2')) return 90;
      return 100;
    };
    // Eggs of a bagian on a day: [count, kg] (kg = count × g / 1000), or null for no entry.
    const eggsOf = (name: string, day: string): [number, number] | null => {
      const birds = name === 'E' ? 1000 : 2000;
      if (name === 'E' && day === '2025-06-09') return null;
      if (name === 'A' && day >= '2025-06-08') return [1840, 1840 * 0.0631];
      if (name === 'B' && day >= '2025-06-08') return [1848, 1848 * 0.0631];
      if ((name === 'C' && day >= '2025-06-06') || (name === 'D' && day >= '2025-06-07')) return [1920, 115.2];
      if (name === 'H' && day >= '2025-06-06') return [1800, 108];
      return [Math.round(birds * 0.96), Math.round(birds * 0.96) * 0.0631];
    };
    await inTenant(t, a.id, async () => {
      for (const id of stocked) {
        const breed = bagian('H').tingkat.some((x) => x.id === id) ? 'hyline_brown' : 'hyline_w80';
        await chickens.create({ tanggal: days[0], aksi: 'masuk', jumlah: 1000, tujuan_tingkat_id: id, usia_minggu: 40, breed });
      }
      for (const [bn, tn, day, n] of deaths) await chickens.create({ tanggal: day, aksi: 'mati', jumlah: n, asal_tingkat_id: tingkat(bn, tn) });
      for (const day of days) {
        await feed.save({
          tanggal: day,
          client_unit: 'kg',
          data: stocked.flatMap((id) => {
            const kg = feedOf(id, day);
            return kg === null ? [] : [{ tingkat_id: id, pakan_pagi: kg, pakan_sore: 0 }];
          }),
        });
        await eggs.save({
          tanggal: day,
          data: coop.jalur[0].bagian.flatMap((x) => {
            const e = eggsOf(x.nama, day);
            return e ? [{ bagian_id: x.id, butir_a: e[0], grade_a: Math.round(e[1] * 1000) / 1000 }] : [];
          }),
        });
      }
    });

    const bc = await createCoop(t, b.id);
    await t.http().post('/api/feed-txns/buy').set(b.as('admin')).send({ trx_date: days[0], qty_kg: 1200, price_per_kg: 7000 }).expect(201);
    await inTenant(t, b.id, async () => {
      await chickens.create({ tanggal: days[0], aksi: 'masuk', jumlah: 1000, tujuan_tingkat_id: bc.tingkatIds[0], usia_minggu: 40 });
      for (const day of days) await feed.save({ tanggal: day, client_unit: 'kg', data: [{ tingkat_id: bc.tingkatIds[0], pakan_pagi: 100, pakan_sore: 0 }] });
    });
  });
  afterAll(() => t.close());

  it('fires each rule where the days were made to fire it, and not at its exact limit', async () => {
    const w = await get(a);
    expect(w.date).toBe(D);
    // By rule (hd_rendah, berat_telur, konsumsi_turun, kematian_harian, kematian_mingguan, stok_pakan, input_*), then coop order.
    expect(fired(w)).toEqual([
      'hd_rendah A',
      'berat_telur C',
      'konsumsi_turun A/T1',
      'kematian_harian F/T1',
      'kematian_mingguan G/T1',
      'stok_pakan farm',
      'input_pakan_kosong D/T1',
      'input_telur_kosong E',
    ]);
    const by = (rule: string) => w.warnings.find((x) => x.rule === rule)!;
    expect(by('hd_rendah')).toEqual({
      rule: 'hd_rendah',
      title: 'HD di bawah standar',
      level: 'bagian',
      lokasi_id: coop.lokasiId,
      lokasi: 'Farm Uji',
      plant_id: coop.plantId,
      plant: 'Plant 1',
      jalur_id: coop.jalur[0].id,
      jalur: 'Jalur 1',
      bagian_id: bagian('A').id,
      bagian: 'A',
      tingkat_id: null,
      tingkat: null,
      // 1,840 / 2,000 × 100 = 92.0 %; week 41 lower bound 95.4 − 3 = 92.4.
      message: 'HD 92,0 % di bawah batas bawah standar 95,4 % lebih dari 3 poin selama 3 hari',
      value: 92,
      limit: 92.4,
      unit: '%',
    } satisfies WarningDto);
    // 115.2 kg × 1000 / 1,920 = 60.0 g; week 41 egg 63.2 g − 1 g tolerance = 62.2 g.
    expect(by('berat_telur')).toMatchObject({ level: 'bagian', value: 60, limit: 62.2, unit: 'g', message: 'Berat telur rata-rata 60,0 g di bawah standar 63,2 g (batas 62,2 g, toleransi 1 g) selama 5 hari' });
    // 89.9 kg / 1,000 birds = 89.9 g against the mean 100 of 02–09/06: 10.1 % down; limit 100 × 0.9 = 90.
    expect(by('konsumsi_turun')).toMatchObject({
      level: 'tingkat',
      tingkat_id: tingkat('A', 'T1'),
      tingkat: 'T1',
      bagian: 'A',
      value: 89.9,
      limit: 90,
      unit: 'g/ekor',
      message: 'Konsumsi pakan 89,9 g/ekor turun 10,1 % dari rata-rata 7 hari 100,0 g/ekor (batas turun 10 %)',
    });
    // 2 of the 1,000 birds at the start of 10/06 = 0.200 % (3 decimals: 3 of 1,479 reads 0,203 %, not 0,20 %).
    expect(by('kematian_harian')).toMatchObject({ value: 0.2, limit: 0.1, unit: '%', message: 'Kematian 2 ekor hari ini = 0,200 % dari 1.000 ekor, di atas batas harian 0,1 %' });
    // 3 deaths on 04–10/06 of the 1,000 birds at the end of 03/06 = 0.30 %.
    expect(by('kematian_mingguan')).toMatchObject({ value: 0.3, limit: 0.2, message: 'Kematian 7 hari 3 ekor = 0,300 % dari 1.000 ekor, di atas batas mingguan 0,2 %' });
    expect(by('stok_pakan')).toMatchObject({ level: 'farm', bagian_id: null, lokasi: null, value: 0, limit: 2, unit: 'hari' });
    expect(by('stok_pakan').message).toMatch(/^Stok pakan habis \(0,0 kg\)/);
    expect(by('input_pakan_kosong')).toMatchObject({ level: 'tingkat', tingkat_id: tingkat('D', 'T1'), value: null, message: 'Belum ada input pakan untuk kemarin (09/06/2025) padahal ada 1.000 ekor' });
    expect(by('input_telur_kosong')).toMatchObject({ level: 'bagian', bagian_id: bagian('E').id, message: 'Belum ada input telur untuk kemarin (09/06/2025) padahal ada 1.000 ekor' });
  });

  it('looks only at the days of each rule: the day before, nothing had run long enough', async () => {
    // 09/06: A low on 2 days only (08–09), C out on 4 (06–09), A/T1 normal, F and G/T1 no death that
    // day (G/T1's 3 deaths of 03–09 against 1,000 on 02/06 still fire), D/T1 and E were entered on 08/06.
    expect(fired(await get(a, { date: '2025-06-09' }))).toEqual(['kematian_mingguan G/T1', 'stok_pakan farm']);
  });

  it('follows the thresholds of the farm (admin only; each out-of-range field refused)', async () => {
    expect(bodyOf<WarningSettingsDto>(await t.http().get('/api/insight/warning-settings').set(a.as('abk')).expect(200))).toEqual(DEFAULTS);
    expect((await put(a, { hd_hari: 2 }, 'abk')).status).toBe(403);
    const bad: Array<[Partial<WarningSettingsDto>, string]> = [
      [{ hd_selisih_poin: -1 }, 'Selisih HD harus angka 0–100 (maksimal 2 desimal).'],
      [{ hd_hari: 8 }, 'Jumlah hari HD harus bilangan bulat 1–7.'],
      [{ konsumsi_turun_persen: 0 }, 'Penurunan konsumsi pakan harus angka 0,01–100 (maksimal 2 desimal).'],
      [{ mati_harian_persen: 0.0001 }, 'Batas kematian harian harus angka 0–100 (maksimal 3 desimal).'],
      [{ berat_telur_hari: 1.5 }, 'Jumlah hari berat telur harus bilangan bulat 1–7.'],
      [{ stok_pakan_hari: 61 }, 'Batas hari stok pakan harus bilangan bulat 0–60.'],
    ];
    for (const [body, message] of bad) {
      const res = await put(a, body);
      expect([res.status, messageOf(res)]).toEqual([400, message]);
    }
    const res = await t.http().put('/api/insight/warning-settings').set(a.as('admin')).send({ hd_hari: 3 });
    expect(res.status).toBe(400);
    expect(fired(await get(a))).toHaveLength(8);

    // HD 2.9 points: B's 92.4 < 95.4 − 2.9 = 92.5 fires. FI 9.99 %: A/T2's 90 < 100 × 0.9001 = 90.01 fires.
    // Deaths 0.09 % a day: F/T2's 0.1 % fires; 0.19 % a week: G/T2's 0.2 % and F/T1's 2 deaths (0.2 %) fire.
    // Egg over 4 days with 3.5 g: 60.0 g is inside 63.0 − 3.5 = 59.5 on 07/06, so neither C nor D fires.
    // Stock 0 days: no stock lasts 0 days, still fires.
    const saved = bodyOf<WarningSettingsDto>(
      await put(a, { hd_selisih_poin: 2.9, hd_hari: 3, konsumsi_turun_persen: 9.99, mati_harian_persen: 0.09, mati_mingguan_persen: 0.19, berat_telur_hari: 4, berat_telur_toleransi_g: 3.5, stok_pakan_hari: 0 }).expect(200),
    );
    expect(saved).toEqual({ ...DEFAULTS, hd_selisih_poin: 2.9, konsumsi_turun_persen: 9.99, mati_harian_persen: 0.09, mati_mingguan_persen: 0.19, berat_telur_hari: 4, berat_telur_toleransi_g: 3.5, stok_pakan_hari: 0 });
    expect(fired(await get(a))).toEqual([
      'hd_rendah A',
      'hd_rendah B',
      'konsumsi_turun A/T1',
      'konsumsi_turun A/T2',
      'kematian_harian F/T1',
      'kematian_harian F/T2',
      'kematian_mingguan F/T1',
      'kematian_mingguan G/T1',
      'kematian_mingguan G/T2',
      'stok_pakan farm',
      'input_pakan_kosong D/T1',
      'input_telur_kosong E',
    ]);
    // Egg 4 days at 1 g: C and D (60.0 g on 07–10/06) both fire; HD over 4 days: A was normal on 07/06.
    await put(a, { berat_telur_hari: 4, hd_hari: 4 }).expect(200);
    const w = fired(await get(a));
    expect(w.filter((x) => x.startsWith('berat_telur'))).toEqual(['berat_telur C', 'berat_telur D']);
    expect(w.filter((x) => x.startsWith('hd_rendah'))).toEqual([]);
    await put(a, {}).expect(200);
  });

  it('warns of feed stock lasting 2 days or fewer (stock / mean use of the last 7 days, rounded up)', async () => {
    // 10/06: 1,200 − 10 × 100 = 200 kg / 100 kg a day = 2 days → fires; 09/06: 300 kg = 3 days → none.
    const w = await get(b);
    const stock = w.warnings.find((x) => x.rule === 'stok_pakan');
    expect(stock).toMatchObject({ value: 2, limit: 2, message: 'Stok pakan 200,0 kg cukup untuk 2 hari (rata-rata pemakaian 100,0 kg/hari), batas 2 hari' });
    expect((await get(b, { date: '2025-06-09' })).warnings.map((x) => x.rule)).not.toContain('stok_pakan');
    await put(b, { stok_pakan_hari: 3 }).expect(200);
    expect((await get(b, { date: '2025-06-09' })).warnings.find((x) => x.rule === 'stok_pakan')).toMatchObject({ value: 3, limit: 3 });
    // Farm B's warnings name none of farm A's places.
    expect(w.warnings.filter((x) => x.bagian_id !== null && coop.bagianIds.includes(x.bagian_id))).toEqual([]);
  });

  it("shows an abk only the bagian they enter in the 30 days up to the day, and the farm's", async () => {
    // No entry of theirs yet: only the farm's stock.
    expect(fired(await get(a, { date: D }, 'abk'))).toEqual(['stok_pakan farm']);
    // The abk records a death on A/T2 on 01/06 (an entry of theirs; A/T2 keeps 999 birds, so its
    // 90 kg on 10/06 is still exactly 10 % under): bagian A's warnings, its tingkat's too.
    await t.http().post('/api/transaksi-ayam').set(a.as('abk')).send({ tanggal: '2025-06-01', aksi: 'mati', jumlah: 1, asal_tingkat_id: tingkat('A', 'T2') }).expect(201);
    expect(fired(await get(a, { date: D }, 'abk'))).toEqual(['hd_rendah A', 'konsumsi_turun A/T1', 'stok_pakan farm']);
    // 06/07 is more than 30 days after the entry: none of the farm's missing entries of 05/07 are theirs, and no feed was used.
    expect(fired(await get(a, { date: '2025-07-06' }, 'abk'))).toEqual([]);
    expect(fired(await get(a, { date: '2025-07-06' })).filter((x) => x.startsWith('input_pakan_kosong'))).toHaveLength(15);
  });

  it('refuses viewer and reseller, a bad or future date, and answers the farm of the request only', async () => {
    for (const role of ['viewer', 'reseller'] as const) {
      await t.http().get('/api/insight/warnings').set(a.as(role)).expect(403);
      await t.http().get('/api/insight/warning-settings').set(a.as(role)).expect(403);
    }
    const bad = await t.http().get('/api/insight/warnings').query({ date: '10-06-2025' }).set(a.as('admin'));
    expect([bad.status, messageOf(bad)]).toEqual([400, 'date harus tanggal (YYYY-MM-DD).']);
    const future = await t.http().get('/api/insight/warnings').query({ date: dayjs().add(1, 'day').format('YYYY-MM-DD') }).set(a.as('admin'));
    expect([future.status, messageOf(future)]).toEqual([400, 'Tanggal tidak boleh melewati hari ini.']);
    // Farm B's admin naming farm A: not a member.
    await t.http().get('/api/insight/warnings').set({ ...b.as('admin'), 'x-tenant-id': a.id }).expect(403);
    // Default day: today.
    expect((await get(a, {})).date).toBe(dayjs().format('YYYY-MM-DD'));
  });
});
