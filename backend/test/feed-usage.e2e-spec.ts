import { TenantContext } from '../src/common/tenancy/tenant-context';
import { createTestApp, TestApp } from './utils/create-test-app';
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
      { tingkat_id: coop.tingkatIds[0], jalur: 'Jalur 1', bagian: 'Kanan', tingkat: 'T1', lokasi: 'Jalur 1 / Kanan / T1', pakan_pagi: 0, pakan_sore: 0 },
      { tingkat_id: coop.tingkatIds[1], jalur: 'Jalur 1', bagian: 'Kanan', tingkat: 'T2', lokasi: 'Jalur 1 / Kanan / T2', pakan_pagi: 0, pakan_sore: 0 },
      { tingkat_id: coop.tingkatIds[2], jalur: 'Jalur 2', bagian: 'Kanan', tingkat: 'T1', lokasi: 'Jalur 2 / Kanan / T1', pakan_pagi: 0, pakan_sore: 0 },
      { tingkat_id: coop.tingkatIds[3], jalur: 'Jalur 2', bagian: 'Kanan', tingkat: 'T2', lokasi: 'Jalur 2 / Kanan / T2', pakan_pagi: 0, pakan_sore: 0 },
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
    const rows = (await get('2025-06-01', 'viewer').expect(200)).body;
    expect(rows.map((r: { pakan_pagi: number; pakan_sore: number }) => [r.pakan_pagi, r.pakan_sore])).toEqual([
      [82.5, 67.25],
      [0, 0],
      [12.346, 0],
      [0, 0],
    ]);
    // Another day is untouched.
    expect((await get('2025-06-02').expect(200)).body.every((r: { pakan_pagi: number }) => r.pakan_pagi === 0)).toBe(true);
  });

  it('replaces only the rows sent; a row sent with zeros removes its entry', async () => {
    await save({ tanggal: '2025-06-01', data: [{ tingkat_id: coop.tingkatIds[2], pakan_pagi: 0, pakan_sore: 0 }, { tingkat_id: coop.tingkatIds[3], pakan_pagi: 5 }] }).expect(200);
    expect(await storedRows('2025-06-01')).toEqual([
      { tingkat_id: coop.tingkatIds[0], pakan_pagi: '82.500', pakan_sore: '67.250' },
      { tingkat_id: coop.tingkatIds[3], pakan_pagi: '5.000', pakan_sore: '0.000' },
    ]);
  });

  it.each([
    [{ tanggal: '2025-13-01', data: [] }, 'Tanggal wajib (YYYY-MM-DD).'],
    [{ data: [] }, 'Tanggal wajib (YYYY-MM-DD).'],
    [{ tanggal: '2025-06-01' }, 'data harus berupa daftar.'],
    [{ tanggal: '2025-06-01', data: [{ tingkat_id: 0, pakan_pagi: 1 }] }, 'data.0.tingkat_id minimal 1.'],
    [{ tanggal: '2025-06-01', data: [{ pakan_pagi: 1 }] }, 'data.0.tingkat_id harus bilangan bulat.'],
    [{ tanggal: '2025-06-01', client_unit: 'ton', data: [] }, 'client_unit tidak valid.'],
  ])('refuses %j with 400 %s', async (body, message) => {
    expect((await save(body).expect(400)).body).toEqual({ success: false, message });
  });

  it('refuses negative or non-numeric values (400), unknown and other-tenant tingkat (404), and saves nothing of the request', async () => {
    const ok = { tingkat_id: coop.tingkatIds[1], pakan_pagi: 9, pakan_sore: 9 };
    const neg = await save({ tanggal: '2025-06-03', data: [ok, { tingkat_id: coop.tingkatIds[0], pakan_pagi: -1 }] }).expect(400);
    expect(neg.body.message).toBe('pakan_pagi tidak boleh negatif.');
    const text = await save({ tanggal: '2025-06-03', data: [ok, { tingkat_id: coop.tingkatIds[0], pakan_sore: '1,5' }] }).expect(400);
    expect(text.body.message).toBe('data.1.pakan_sore harus berupa angka.');
    const unknown = await save({ tanggal: '2025-06-03', data: [ok, { tingkat_id: 99999999, pakan_pagi: 1 }] }).expect(404);
    expect(unknown.body.message).toBe('Tingkat tidak ditemukan.');
    const foreign = await save({ tanggal: '2025-06-03', data: [ok, { tingkat_id: other.tingkatIds[0], pakan_pagi: 1 }] }).expect(404);
    expect(foreign.body.message).toBe('Tingkat tidak ditemukan.');
    const twice = await save({ tanggal: '2025-06-03', data: [ok, ok] }).expect(400);
    expect(twice.body.message).toBe(`tingkat_id ${ok.tingkat_id} dikirim lebih dari sekali.`);
    expect(await storedRows('2025-06-03')).toEqual([]);
  });

  it('lets the viewer read but not write (403); the reseller neither; tenants stay apart', async () => {
    await get('2025-06-01', 'viewer').expect(200);
    await save({ tanggal: '2025-06-01', data: [] }, 'viewer').expect(403);
    await save({ tanggal: '2025-06-01', data: [] }, 'reseller').expect(403);
    await get('2025-06-01', 'reseller').expect(403);
    const theirs = (await get('2025-06-01', 'admin', b).expect(200)).body;
    expect(theirs.map((r: { tingkat_id: number; pakan_pagi: number }) => [r.tingkat_id, r.pakan_pagi])).toEqual([[other.tingkatIds[0], 0]]);
  });

  it('blocks deleting a tingkat that holds feed entries (409 naming them)', async () => {
    const res = await t.http().delete(`/api/coop/tingkat/${coop.tingkatIds[0]}`).set(a.as('admin')).expect(409);
    expect(res.body.message).toBe('Tingkat "T1" tidak dapat dihapus karena masih memiliki data pemakaian pakan (1 baris). Hapus data tersebut terlebih dahulu.');
    // T2 of Jalur 1 holds nothing: it can go.
    await t.http().delete(`/api/coop/tingkat/${coop.tingkatIds[1]}`).set(a.as('admin')).expect(200);
  });
});
