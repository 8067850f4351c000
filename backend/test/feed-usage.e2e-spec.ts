import { TenantContext } from '../src/common/tenancy/tenant-context';
import { FeedUsageRowDto } from '../src/modules/feed-usage/dto/feed-usage.dto';
import { createTestApp, TestApp } from './utils/create-test-app';
import { bodyOf, messageOf } from './utils/http';
import { createCoop, createTenant, inTenant, TestCoop, TestTenant } from './utils/factories';

/** Feed usage entry (spec part 1 §2.6, §3 'Feed usage row', §7 'Feed usage'; DESIGN §5 'Daily entries'). */
describe('Feed usage', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  let coop: TestCoop;
  let other: TestCoop;

  const get = (tanggal: string, role: 'admin' | 'abk' | 'viewer' | 'reseller' = 'abk', tenant = a) =>
    t.http().get('/api/transaksi-pakan').query({ tanggal }).set(tenant.as(role));
  const save = (body: object, role: 'admin' | 'abk' | 'viewer' | 'reseller' = 'abk', tenant = a) =>
    t.http().post('/api/transaksi-pakan').set(tenant.as(role)).send(body);
  const storedRows = (tanggal: string) =>
    inTenant(t, a.id, () => t.app.get(TenantContext).manager.query(`select tingkat_id, pakan_pagi, pakan_sore from transaksi_pakan where tanggal = $1 order by tingkat_id`, [tanggal]));

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'A');
    b = await createTenant(t, 'B');
    coop = await createCoop(t, a.id, { jalur: ['Jalur 1', 'Jalur 2'], bagian: ['Kanan'], tingkat: ['T1', 'T2'] });
    other = await createCoop(t, b.id);
  });
  afterAll(() => t.close());

  it('answers one row per tingkat with 0 where nothing is entered', async () => {
    const res = await get('2025-06-01').expect(200);
    expect(res.body).toEqual([
      { tingkat_id: coop.tingkatIds[0], jalur: 'Jalur 1', bagian: 'Kanan', tingkat: 'T1', lokasi: 'Jalur 1 / Kanan / T1', pakan_pagi: 0, pakan_sore: 0, version: 0 },
      { tingkat_id: coop.tingkatIds[1], jalur: 'Jalur 1', bagian: 'Kanan', tingkat: 'T2', lokasi: 'Jalur 1 / Kanan / T2', pakan_pagi: 0, pakan_sore: 0, version: 0 },
      { tingkat_id: coop.tingkatIds[2], jalur: 'Jalur 2', bagian: 'Kanan', tingkat: 'T1', lokasi: 'Jalur 2 / Kanan / T1', pakan_pagi: 0, pakan_sore: 0, version: 0 },
      { tingkat_id: coop.tingkatIds[3], jalur: 'Jalur 2', bagian: 'Kanan', tingkat: 'T2', lokasi: 'Jalur 2 / Kanan / T2', pakan_pagi: 0, pakan_sore: 0, version: 0 },
    ]);
  });

  it('saves kg with 3 decimals and reads them back; the same POST twice leaves one row each', async () => {
    const body = {
      tanggal: '2025-06-01',
      client_unit: 'g',
      data: [
        { tingkat_id: coop.tingkatIds[0], pakan_pagi: 82.5, pakan_sore: 67.25 },
        // 12.3456 kg is stored as 12.346 (numeric(14,3)); 0.0004 kg rounds to 0.
        { tingkat_id: coop.tingkatIds[2], pakan_pagi: 12.3456, pakan_sore: 0.0004 },
      ],
    };
    const res = await save(body).expect(200);
    expect(res.body).toEqual({ success: true, tanggal: '2025-06-01', saved: 2 });
    await save(body, 'admin').expect(200);
    expect(await storedRows('2025-06-01')).toEqual([
      { tingkat_id: coop.tingkatIds[0], pakan_pagi: '82.500', pakan_sore: '67.250' },
      { tingkat_id: coop.tingkatIds[2], pakan_pagi: '12.346', pakan_sore: '0.000' },
    ]);
    const rows = bodyOf<FeedUsageRowDto[]>(await get('2025-06-01', 'viewer').expect(200));
    expect(rows.map((r) => [r.pakan_pagi, r.pakan_sore])).toEqual([
      [82.5, 67.25],
      [0, 0],
      [12.346, 0],
      [0, 0],
    ]);
    // Another day is untouched.
    expect(bodyOf<FeedUsageRowDto[]>(await get('2025-06-02').expect(200)).every((r) => r.pakan_pagi === 0)).toBe(true);
  });

  it('replaces only the rows sent; a row sent with zeros removes its entry', async () => {
    await save({ tanggal: '2025-06-01', data: [{ tingkat_id: coop.tingkatIds[2], pakan_pagi: 0, pakan_sore: 0 }, { tingkat_id: coop.tingkatIds[3], pakan_pagi: 5 }] }).expect(200);
    expect(await storedRows('2025-06-01')).toEqual([
      { tingkat_id: coop.tingkatIds[0], pakan_pagi: '82.500', pakan_sore: '67.250' },
      { tingkat_id: coop.tingkatIds[3], pakan_pagi: '5.000', pakan_sore: '0.000' },
    ]);
  });

  it.each([
    [{ tanggal: '2025-13-01', data: [] }, 'Tanggal wajib (YYYY-MM-DD).', 'tanggal'],
    [{ data: [] }, 'Tanggal wajib (YYYY-MM-DD).', 'tanggal'],
    [{ tanggal: '2025-06-01' }, 'data harus berupa daftar.', 'data'],
    [{ tanggal: '2025-06-01', data: [{ tingkat_id: 0, pakan_pagi: 1 }] }, 'data.0.tingkat_id minimal 1.', 'data.0.tingkat_id'],
    [{ tanggal: '2025-06-01', data: [{ pakan_pagi: 1 }] }, 'data.0.tingkat_id harus bilangan bulat.', 'data.0.tingkat_id'],
    [{ tanggal: '2025-06-01', client_unit: 'ton', data: [] }, 'client_unit tidak valid.', 'client_unit'],
  ])('refuses %j with 400 %s at %s', async (body, message, field) => {
    expect((await save(body).expect(400)).body).toEqual({ success: false, message, field });
  });

  it('refuses negative or non-numeric values (400), unknown and other-tenant tingkat (404), and saves nothing of the request', async () => {
    const ok = { tingkat_id: coop.tingkatIds[1], pakan_pagi: 9, pakan_sore: 9 };
    const neg = await save({ tanggal: '2025-06-03', data: [ok, { tingkat_id: coop.tingkatIds[0], pakan_pagi: -1 }] }).expect(400);
    expect(messageOf(neg)).toBe('pakan_pagi tidak boleh negatif.');
    const text = await save({ tanggal: '2025-06-03', data: [ok, { tingkat_id: coop.tingkatIds[0], pakan_sore: '1,5' }] }).expect(400);
    expect(messageOf(text)).toBe('data.1.pakan_sore harus berupa angka.');
    const unknown = await save({ tanggal: '2025-06-03', data: [ok, { tingkat_id: 99999999, pakan_pagi: 1 }] }).expect(404);
    expect(messageOf(unknown)).toBe('Tingkat tidak ditemukan.');
    const foreign = await save({ tanggal: '2025-06-03', data: [ok, { tingkat_id: other.tingkatIds[0], pakan_pagi: 1 }] }).expect(404);
    expect(messageOf(foreign)).toBe('Tingkat tidak ditemukan.');
    const twice = await save({ tanggal: '2025-06-03', data: [ok, ok] }).expect(400);
    expect(messageOf(twice)).toBe(`tingkat_id ${ok.tingkat_id} dikirim lebih dari sekali.`);
    expect(await storedRows('2025-06-03')).toEqual([]);
  });

  it('lets the viewer read but not write (403); the reseller neither; tenants stay apart', async () => {
    await get('2025-06-01', 'viewer').expect(200);
    await save({ tanggal: '2025-06-01', data: [] }, 'viewer').expect(403);
    await save({ tanggal: '2025-06-01', data: [] }, 'reseller').expect(403);
    await get('2025-06-01', 'reseller').expect(403);
    const theirs = bodyOf<FeedUsageRowDto[]>(await get('2025-06-01', 'admin', b).expect(200));
    expect(theirs.map((r) => [r.tingkat_id, r.pakan_pagi])).toEqual([[other.tingkatIds[0], 0]]);
  });

  describe('row versions (ADR 0010)', () => {
    const DAY = '2025-07-01';
    type Row = { tingkat_id: number; lokasi: string; pakan_pagi: number; pakan_sore: number; version: number };
    const load = async (role: 'admin' | 'abk' = 'abk') => (await get(DAY, role).expect(200)).body as Row[];
    const row = (rows: Row[], i: number) => rows.find((r) => r.tingkat_id === coop.tingkatIds[i])!;
    // The day is emptied again for the tests of deleting a tingkat below.
    afterAll(() => save({ tanggal: DAY, data: coop.tingkatIds.map((id) => ({ tingkat_id: id, pakan_pagi: 0, pakan_sore: 0 })) }).expect(200));

    it('saving only the changed rows keeps what another user saved on the same day', async () => {
      const pageA = await load('admin');
      const pageB = await load('abk');
      expect(row(pageA, 0).version).toBe(0);
      // A saves Jalur 1 / T1, then B saves Jalur 2 / T1 with the versions their pages loaded.
      await save({ tanggal: DAY, data: [{ tingkat_id: coop.tingkatIds[0], pakan_pagi: 10, pakan_sore: 5, version: row(pageA, 0).version }] }, 'admin').expect(200);
      await save({ tanggal: DAY, data: [{ tingkat_id: coop.tingkatIds[2], pakan_pagi: 20, pakan_sore: 0, version: row(pageB, 2).version }] }).expect(200);
      const now = await load();
      expect([row(now, 0).pakan_pagi, row(now, 0).pakan_sore, row(now, 2).pakan_pagi]).toEqual([10, 5, 20]);
      expect(row(now, 0).version).toBeGreaterThan(0);
      expect(row(now, 2).version).not.toBe(row(now, 0).version);
    });

    it('refuses (409) a row changed since the version sent, names it with its value now, and saves nothing of the request', async () => {
      const stale = await load();
      await save({ tanggal: DAY, data: [{ tingkat_id: coop.tingkatIds[0], pakan_pagi: 11, pakan_sore: 5, version: row(stale, 0).version }] }, 'admin').expect(200);
      const fresh = row(await load(), 0);
      const res = await save({
        tanggal: DAY,
        data: [
          { tingkat_id: coop.tingkatIds[0], pakan_pagi: 12, pakan_sore: 5, version: row(stale, 0).version },
          { tingkat_id: coop.tingkatIds[3], pakan_pagi: 7, pakan_sore: 7, version: row(stale, 3).version },
        ],
      }).expect(409);
      expect(res.body).toEqual({
        success: false,
        message: 'Data sudah diubah pengguna lain sejak halaman dimuat: Jalur 1 / Kanan / T1. Tidak ada yang disimpan; muat ulang untuk melihat nilai terbaru.',
        conflicts: [{ tingkat_id: coop.tingkatIds[0], jalur: 'Jalur 1', bagian: 'Kanan', tingkat: 'T1', lokasi: 'Jalur 1 / Kanan / T1', pakan_pagi: 11, pakan_sore: 5, version: fresh.version }],
      });
      const after = await load();
      expect(row(after, 0)).toEqual(fresh);
      expect(row(after, 3)).toMatchObject({ pakan_pagi: 0, version: 0 });
      // With the version now held, the same change goes through.
      await save({ tanggal: DAY, data: [{ tingkat_id: coop.tingkatIds[0], pakan_pagi: 12, pakan_sore: 5, version: fresh.version }] }).expect(200);
      expect(row(await load(), 0).pakan_pagi).toBe(12);
    });

    it('takes a stale version whose values are already stored (a repeated save) and leaves the version as it is', async () => {
      const before = row(await load(), 0);
      const body = { tanggal: DAY, data: [{ tingkat_id: coop.tingkatIds[0], pakan_pagi: 13, pakan_sore: 5, version: before.version }] };
      await save(body).expect(200);
      const after = row(await load(), 0);
      await save(body).expect(200);
      expect(row(await load(), 0)).toEqual(after);
      expect(after.version).not.toBe(before.version);
    });

    it('writes a row sent without version as it is (the spec request shape: last write wins)', async () => {
      await save({ tanggal: DAY, data: [{ tingkat_id: coop.tingkatIds[0], pakan_pagi: 1, pakan_sore: 1 }] }).expect(200);
      expect(row(await load(), 0)).toMatchObject({ pakan_pagi: 1, pakan_sore: 1 });
    });

    it('gives a row removed and entered again a version never seen before (an old page still conflicts)', async () => {
      const old = row(await load(), 0);
      await save({ tanggal: DAY, data: [{ tingkat_id: coop.tingkatIds[0], pakan_pagi: 0, pakan_sore: 0, version: old.version }] }).expect(200);
      expect(row(await load(), 0).version).toBe(0);
      await save({ tanggal: DAY, data: [{ tingkat_id: coop.tingkatIds[0], pakan_pagi: 4, pakan_sore: 0, version: 0 }] }).expect(200);
      const again = row(await load(), 0);
      expect(again.version).not.toBe(old.version);
      await save({ tanggal: DAY, data: [{ tingkat_id: coop.tingkatIds[0], pakan_pagi: 9, pakan_sore: 9, version: old.version }] }).expect(409);
      // A page that loaded the row empty conflicts too.
      await save({ tanggal: DAY, data: [{ tingkat_id: coop.tingkatIds[0], pakan_pagi: 9, pakan_sore: 9, version: 0 }] }).expect(409);
    });

    it('lets exactly one of two simultaneous saves from the same version through', async () => {
      const v = row(await load(), 1).version;
      const results = await Promise.all(
        [30, 31].map((kg) => save({ tanggal: DAY, data: [{ tingkat_id: coop.tingkatIds[1], pakan_pagi: kg, pakan_sore: 0, version: v }] }).then((r) => r.status)),
      );
      expect(results.sort()).toEqual([200, 409]);
    });

    it.each([-1, 1.5, '3', true])('refuses version %j with 400', async (version) => {
      const res = await save({ tanggal: DAY, data: [{ tingkat_id: coop.tingkatIds[0], pakan_pagi: 1, version }] }).expect(400);
      expect(messageOf(res)).toBe('version tidak valid.');
    });
  });

  it('blocks deleting a tingkat that holds feed entries (409 naming them)', async () => {
    const res = await t.http().delete(`/api/coop/tingkat/${coop.tingkatIds[0]}`).set(a.as('admin')).expect(409);
    expect(messageOf(res)).toBe('Tingkat "T1" tidak dapat dihapus karena masih memiliki data pemakaian pakan (1 baris). Hapus data tersebut terlebih dahulu.');
    // T2 of Jalur 1 holds nothing: it can go.
    await t.http().delete(`/api/coop/tingkat/${coop.tingkatIds[1]}`).set(a.as('admin')).expect(200);
  });
});
