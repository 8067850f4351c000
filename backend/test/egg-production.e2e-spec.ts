import { TenantContext } from '../src/common/tenancy/tenant-context';
import { EggConflictDto, EggRowDto, EggSettingsResponseDto, EggWeightsDto } from '../src/modules/egg-production/dto/egg-production.dto';
import { createTestApp, TestApp } from './utils/create-test-app';
import { bodyOf, messageOf } from './utils/http';
import { createCoop, createTenant, inTenant, TestCoop, TestTenant } from './utils/factories';

type Role = 'admin' | 'abk' | 'viewer' | 'reseller';

/** Egg production entry and egg settings (spec part 1 §2.7, §3, §4.5, §7 'Egg production', §9). */
describe('Egg production', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  let coop: TestCoop;
  let other: TestCoop;

  const get = (tanggal: string, role: Role = 'abk', tenant = a) => t.http().get('/api/transaksi-telur').query({ tanggal }).set(tenant.as(role));
  const save = (body: object, role: Role = 'abk', tenant = a) => t.http().post('/api/transaksi-telur').set(tenant.as(role)).send(body);
  const stored = (tanggal: string) =>
    inTenant(t, a.id, () =>
      t.app.get(TenantContext).manager.query(
        `select bagian_id, grade_a, grade_b, grade_c, butir_a, butir_b, butir_c from transaksi_telur where tanggal = $1 order by bagian_id`,
        [tanggal],
      ),
    );

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'A');
    b = await createTenant(t, 'B');
    coop = await createCoop(t, a.id, { jalur: ['Jalur 1', 'Jalur 2'], bagian: ['Kanan', 'Kiri'], tingkat: ['T1'] });
    other = await createCoop(t, b.id);
  });
  afterAll(() => t.close());

  describe('settings', () => {
    // Spec part 1 §9: auto on for B and C, off for A; no grade disabled; 0.06 / 0.05 / 0.05 kg per egg.
    const DEFAULTS = {
      auto_grade_a: false,
      auto_grade_b: true,
      auto_grade_c: true,
      disable_grade_a: false,
      disable_grade_b: false,
      disable_grade_c: false,
      weight_grade_a: 0.06,
      weight_grade_b: 0.05,
      weight_grade_c: 0.05,
      default_breed: 'hyline_w80',
    };

    it('answers the defaults of §9 until saved, and the defaults themselves under `defaults`', async () => {
      const res = await t.http().get('/api/transaksi-telur/settings').set(a.as('viewer')).expect(200);
      expect(res.body).toEqual({ ...DEFAULTS, defaults: DEFAULTS });
    });

    it('saves the fields sent, keeps the others, per tenant', async () => {
      const res = await t.http().put('/api/transaksi-telur/settings').set(a.as('abk')).send({ auto_grade_a: true, disable_grade_c: true, weight_grade_b: 0.052 }).expect(200);
      expect(res.body).toMatchObject({ auto_grade_a: true, auto_grade_b: true, disable_grade_c: true, weight_grade_a: 0.06, weight_grade_b: 0.052 });
      const again = await t.http().get('/api/transaksi-telur/settings').set(a.as('admin')).expect(200);
      expect(again.body).toEqual(res.body);
      expect(bodyOf<EggSettingsResponseDto>(res).defaults).toEqual(DEFAULTS); // saving changes the settings, never the defaults
      const theirs = await t.http().get('/api/transaksi-telur/settings').set(b.as('owner')).expect(200);
      expect(theirs.body).toMatchObject({ auto_grade_a: false, weight_grade_b: 0.05 });
    });

    it('refuses bad values (400) and the viewer/reseller (403)', async () => {
      const bad = await t.http().put('/api/transaksi-telur/settings').set(a.as('abk')).send({ auto_grade_a: 'ya' }).expect(400);
      expect(messageOf(bad)).toBe('auto_grade_a harus true atau false.');
      const neg = await t.http().put('/api/transaksi-telur/settings').set(a.as('abk')).send({ weight_grade_a: -0.01 }).expect(400);
      expect(messageOf(neg)).toBe('weight_grade_a minimal 0.');
      await t.http().put('/api/transaksi-telur/settings').set(a.as('viewer')).send({ auto_grade_a: false }).expect(403);
      await t.http().get('/api/transaksi-telur/settings').set(a.as('reseller')).expect(403);
    });
  });

  it('answers one row per bagian with zeros where nothing is entered', async () => {
    const rows = bodyOf<EggRowDto[]>(await get('2025-06-01').expect(200));
    expect(rows.map((r) => r.lokasi)).toEqual(['Jalur 1 / Kanan', 'Jalur 1 / Kiri', 'Jalur 2 / Kanan', 'Jalur 2 / Kiri']);
    expect(rows[0]).toEqual({
      bagian_id: coop.bagianIds[0],
      jalur: 'Jalur 1',
      bagian: 'Kanan',
      lokasi: 'Jalur 1 / Kanan',
      grade_a: 0,
      grade_b: 0,
      grade_c: 0,
      butir_a: 0,
      butir_b: 0,
      butir_c: 0,
      version: 0,
    });
  });

  it('refuses (409) a row changed since the version sent, with the row as it is now; nothing is saved (ADR 0010)', async () => {
    const day = '2025-07-01';
    const loaded = bodyOf<EggRowDto[]>(await get(day).expect(200))[0];
    await save({ tanggal: day, data: [{ bagian_id: coop.bagianIds[0], butir_a: 100, grade_a: 6, version: loaded.version }] }, 'admin').expect(200);
    const theirs = bodyOf<EggRowDto[]>(await get(day).expect(200))[0];
    const res = await save({
      tanggal: day,
      data: [
        { bagian_id: coop.bagianIds[0], butir_a: 90, grade_a: 5.4, version: loaded.version },
        { bagian_id: coop.bagianIds[1], butir_b: 3, version: 0 },
      ],
    }).expect(409);
    expect(messageOf(res)).toBe('Data sudah diubah pengguna lain sejak halaman dimuat: Jalur 1 / Kanan. Tidak ada yang disimpan; muat ulang untuk melihat nilai terbaru.');
    expect(bodyOf<EggConflictDto>(res).conflicts).toEqual([theirs]);
    expect(theirs).toMatchObject({ butir_a: 100, grade_a: 6 });
    expect(await stored(day)).toEqual([{ bagian_id: coop.bagianIds[0], grade_a: '6.000', grade_b: '0.000', grade_c: '0.000', butir_a: 100, butir_b: 0, butir_c: 0 }]);
    // Rows another user did not touch save with their versions; a row sent without version is written as sent.
    await save({ tanggal: day, data: [{ bagian_id: coop.bagianIds[1], butir_b: 3, version: 0 }] }).expect(200);
    await save({ tanggal: day, data: [{ bagian_id: coop.bagianIds[0], butir_a: 90, grade_a: 5.4 }] }).expect(200);
    expect(bodyOf<EggRowDto[]>(await get(day).expect(200)).slice(0, 2)).toMatchObject([{ butir_a: 90, grade_a: 5.4 }, { butir_b: 3 }]);
  });

  it('saves kg (3 decimals) and counts (truncated); the same POST twice leaves one row', async () => {
    const body = {
      tanggal: '2025-06-01',
      data: [{ bagian_id: coop.bagianIds[1], grade_a: 51.0004, grade_b: 5.45, grade_c: 2.5, butir_a: 850.9, butir_b: 109, butir_c: 50 }],
    };
    expect((await save(body).expect(200)).body).toEqual({ success: true, tanggal: '2025-06-01', saved: 1 });
    await save(body, 'admin').expect(200);
    expect(await stored('2025-06-01')).toEqual([
      { bagian_id: coop.bagianIds[1], grade_a: '51.000', grade_b: '5.450', grade_c: '2.500', butir_a: 850, butir_b: 109, butir_c: 50 },
    ]);
    const rows = bodyOf<EggRowDto[]>(await get('2025-06-01', 'viewer').expect(200));
    expect(rows[1]).toMatchObject({ grade_a: 51, grade_b: 5.45, grade_c: 2.5, butir_a: 850, butir_b: 109, butir_c: 50 });
    // Zeros remove the entry.
    await save({ tanggal: '2025-06-01', data: [{ bagian_id: coop.bagianIds[1], grade_a: 0, butir_a: 0 }] }).expect(200);
    expect(await stored('2025-06-01')).toEqual([]);
  });

  it('refuses negative or non-numeric values, unknown and other-tenant bagian; nothing is saved', async () => {
    const ok = { bagian_id: coop.bagianIds[0], grade_a: 10, butir_a: 160 };
    const neg = await save({ tanggal: '2025-06-02', data: [ok, { bagian_id: coop.bagianIds[2], butir_b: -1 }] }).expect(400);
    expect(messageOf(neg)).toBe('butir_b tidak boleh negatif.');
    const text = await save({ tanggal: '2025-06-02', data: [ok, { bagian_id: coop.bagianIds[2], grade_c: 'dua' }] }).expect(400);
    expect(messageOf(text)).toBe('data.1.grade_c harus berupa angka.');
    const foreign = await save({ tanggal: '2025-06-02', data: [ok, { bagian_id: other.bagianIds[0], grade_a: 1 }] }).expect(404);
    expect(messageOf(foreign)).toBe('Bagian tidak ditemukan.');
    const date = await save({ tanggal: '2025-06-31', data: [ok] }).expect(400);
    expect(messageOf(date)).toBe('Tanggal wajib (YYYY-MM-DD).');
    expect(await stored('2025-06-02')).toEqual([]);
  });

  it('lets the viewer read but not write (403); the reseller neither', async () => {
    await save({ tanggal: '2025-06-01', data: [] }, 'viewer').expect(403);
    await save({ tanggal: '2025-06-01', data: [] }, 'reseller').expect(403);
    await get('2025-06-01', 'reseller').expect(403);
  });

  it('blocks deleting a bagian (and its jalur) that holds egg entries (409 naming them)', async () => {
    await save({ tanggal: '2025-06-05', data: [{ bagian_id: coop.bagianIds[3], grade_a: 3, butir_a: 50 }] }).expect(200);
    const res = await t.http().delete(`/api/coop/bagian/${coop.bagianIds[3]}`).set(a.as('admin')).expect(409);
    expect(messageOf(res)).toBe('Bagian "Kiri" tidak dapat dihapus karena masih memiliki data produksi telur (1 baris). Hapus data tersebut terlebih dahulu.');
    const jalur = await t.http().delete(`/api/coop/jalur/${coop.jalur[1].id}`).set(a.as('admin')).expect(409);
    expect(messageOf(jalur)).toBe('Jalur "Jalur 2" tidak dapat dihapus karena masih memiliki data produksi telur (1 baris). Hapus data tersebut terlebih dahulu.');
  });

  it("answers each grade's kg per egg from the farm's weighed days of the 14 days before, else the settings' weight", async () => {
    const f = await createTenant(t, 'Timbang');
    const fc = await createCoop(t, f.id, { bagian: ['Kanan', 'Kiri'] });
    const [kanan, kiri] = fc.bagianIds;
    const enter = async (tanggal: string, rows: Array<Record<string, number>>) => {
      await save({ tanggal, data: rows }, 'abk', f).expect(200);
    };
    await t.http().put('/api/transaksi-telur/settings').set(f.as('admin')).send({ weight_grade_c: 0.045 }).expect(200);
    // Window of 15/03/2025: 01/03 … 14/03. A day counts for a grade when a kg is not a whole number of grams per egg.
    await enter('2025-02-28', [{ bagian_id: kanan, grade_a: 9.999, butir_a: 100 }]); // before the window
    await enter('2025-03-15', [{ bagian_id: kanan, grade_a: 9.111, butir_a: 100 }]); // the day itself
    // 01/03: A 6,123 kg / 100 = 61,23 g; B 2,63 / 50 = 52,6 g.
    await enter('2025-03-01', [{ bagian_id: kanan, grade_a: 6.123, butir_a: 100, grade_b: 2.63, butir_b: 50 }]);
    // 02/03: A 6,25 / 100 = 62,5 g (Kiri's 3,05 / 50 = 61 g exactly: computed, left out); B 2,71 / 50 = 54,2 g.
    await enter('2025-03-02', [
      { bagian_id: kanan, grade_a: 6.25, butir_a: 100, grade_b: 2.71, butir_b: 50 },
      { bagian_id: kiri, grade_a: 3.05, butir_a: 50 },
    ]);
    // 03/03: C 5 kg without a count, B 2,5 / 50 = 50 g (computed): neither counts.
    await enter('2025-03-03', [{ bagian_id: kanan, grade_c: 5, grade_b: 2.5, butir_b: 50 }]);
    // 05/03: A (5,95 + 3,07) / (100 + 50) = 9,02 / 150 = 60,1333 g.
    await enter('2025-03-05', [
      { bagian_id: kanan, grade_a: 5.95, butir_a: 100 },
      { bagian_id: kiri, grade_a: 3.07, butir_a: 50 },
    ]);
    // 14/03: A 6,4 / 99 = 64,6465 g.
    await enter('2025-03-14', [{ bagian_id: kanan, grade_a: 6.4, butir_a: 99 }]);

    const res = await t.http().get('/api/transaksi-telur/weights').query({ tanggal: '2025-03-15' }).set(f.as('viewer')).expect(200);
    // A: 4 days 60,1333 · 61,23 · 62,5 · 64,6465 g → median (61,23 + 62,5) / 2 = 61,865 g → 0,062 kg.
    // B: 2 days (52,6 · 54,2 → median 53,4 g → 0,053) are fewer than 3: the settings' 0,05.
    // C: no weighed day: the settings' 0,045.
    expect(bodyOf<EggWeightsDto>(res)).toEqual({
      tanggal: '2025-03-15',
      from: '2025-03-01',
      to: '2025-03-14',
      min_days: 3,
      grades: [
        { grade: 'a', kg_per_butir: 0.062, source: 'timbang', weighed_days: 4, median_kg_per_butir: 0.062 },
        { grade: 'b', kg_per_butir: 0.05, source: 'pengaturan', weighed_days: 2, median_kg_per_butir: 0.053 },
        { grade: 'c', kg_per_butir: 0.045, source: 'pengaturan', weighed_days: 0, median_kg_per_butir: null },
      ],
    });
    // 16/03 reads 02/03 … 15/03 (01/03 drops out). Two more weighed B days: 15/03 2,541 / 50 = 50,82 g and 10/03 5,33 / 100 = 53,3 g.
    await enter('2025-03-15', [{ bagian_id: kanan, grade_a: 9.111, butir_a: 100, grade_b: 2.541, butir_b: 50 }]);
    await enter('2025-03-10', [{ bagian_id: kiri, grade_b: 5.33, butir_b: 100 }]);
    const next = bodyOf<EggWeightsDto>(await t.http().get('/api/transaksi-telur/weights').query({ tanggal: '2025-03-16' }).set(f.as('abk')).expect(200));
    // B days 50,82 · 53,3 · 54,2 g → median 53,3 g → 0,053 kg. A: 61,23 left the window and 91,11 (15/03) came in:
    // 60,1333 · 62,5 · 64,6465 · 91,11 → (62,5 + 64,6465) / 2 = 63,573 g → 0,064.
    expect(next.grades.map((g) => [g.grade, g.kg_per_butir, g.source, g.weighed_days])).toEqual([
      ['a', 0.064, 'timbang', 4],
      ['b', 0.053, 'timbang', 3],
      ['c', 0.045, 'pengaturan', 0],
    ]);
    expect(messageOf(await t.http().get('/api/transaksi-telur/weights').query({ tanggal: '15-03-2025' }).set(f.as('abk')).expect(400))).toBe('Tanggal wajib (YYYY-MM-DD).');
    await t.http().get('/api/transaksi-telur/weights').query({ tanggal: '2025-03-15' }).set(f.as('reseller')).expect(403);
  });
});
