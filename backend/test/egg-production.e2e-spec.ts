import { TenantContext } from '../src/common/tenancy/tenant-context';
import { EggConflictDto, EggRowDto, EggSettingsResponseDto } from '../src/modules/egg-production/dto/egg-production.dto';
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
});
