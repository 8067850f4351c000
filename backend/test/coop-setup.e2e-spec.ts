import { LokasiNode } from '../src/modules/coop/dto/coop.dto';
import { CoopSetupDto } from '../src/modules/coop/dto/coop-setup.dto';
import { createTestApp, TestApp } from './utils/create-test-app';
import { bodyOf, messageOf } from './utils/http';
import { createTenant, TestTenant } from './utils/factories';

/**
 * One-form structure set-up (POST /api/coop/setup, issue #36 'A new farm in ten minutes'): a jalur
 * with its bagian and N tingkat in each, in one transaction (all or nothing).
 */
describe('Coop set-up in one form', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  const setup = (body: object, tenant = a, role: 'admin' | 'owner' | 'abk' | 'viewer' | 'reseller' = 'admin') =>
    t.http().post('/api/coop/setup').set(tenant.as(role)).send(body);
  const tree = async (tenant = a) => bodyOf<LokasiNode[]>(await t.http().get('/api/coop/structure').set(tenant.as('admin')).expect(200));
  /** Every level of the tree as 'Lokasi/Plant/Jalur/Bagian: T…' lines. */
  const lines = (nodes: LokasiNode[]) =>
    nodes.flatMap((l) => l.plants.flatMap((p) => p.jalur.flatMap((j) => j.bagian.map((g) => `${l.nama}/${p.nama}/${j.nama}/${g.nama}: ${g.tingkats.map((x) => x.nama).join(' ')}`))));

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'A');
    b = await createTenant(t, 'B');
  });
  afterAll(() => t.close());

  it('writes lokasi, plant, jalur, 2 bagian and 6 tingkat in each from one request', async () => {
    const res = await setup({ lokasi: 'Farm Baru', plant: 'Plant 1', jalur: 'Jalur 1', bagian: ['Kiri', 'Kanan'], tingkat_per_bagian: 6 }, a, 'owner').expect(201);
    const made = bodyOf<CoopSetupDto>(res);
    // 2 bagian × 6 tingkat = 12 tingkat, T1…T6 in each, the bagian in the order given.
    expect(made.tingkat).toBe(12);
    expect(made.jalur).toMatchObject({ nama: 'Jalur 1', plant_id: made.plant_id });
    expect(made.jalur.bagian.map((g) => [g.nama, g.tingkats.map((x) => x.nama).join(' ')])).toEqual([
      ['Kiri', 'T1 T2 T3 T4 T5 T6'],
      ['Kanan', 'T1 T2 T3 T4 T5 T6'],
    ]);
    const nodes = await tree();
    expect(nodes).toHaveLength(1);
    expect(nodes[0]).toMatchObject({ id: made.lokasi_id, nama: 'Farm Baru' });
    expect(nodes[0].plants[0]).toMatchObject({ id: made.plant_id, nama: 'Plant 1' });
    // The tree sorts bagian by name: Kanan before Kiri.
    expect(lines(nodes)).toEqual(['Farm Baru/Plant 1/Jalur 1/Kanan: T1 T2 T3 T4 T5 T6', 'Farm Baru/Plant 1/Jalur 1/Kiri: T1 T2 T3 T4 T5 T6']);
  });

  it('adds a jalur later to an existing plant, or a new plant to an existing lokasi', async () => {
    const [lokasi] = await tree();
    const plant = lokasi.plants[0];
    const more = bodyOf<CoopSetupDto>(await setup({ plant_id: plant.id, jalur: 'Jalur 2', bagian: ['A'], tingkat_per_bagian: 3 }).expect(201));
    expect(more).toMatchObject({ lokasi_id: lokasi.id, plant_id: plant.id, tingkat: 3 });
    const other = bodyOf<CoopSetupDto>(await setup({ lokasi_id: lokasi.id, plant: 'Plant 2', jalur: 'Jalur 1', bagian: ['Tengah'], tingkat_per_bagian: 1 }).expect(201));
    expect(other.lokasi_id).toBe(lokasi.id);
    expect(lines(await tree())).toEqual([
      'Farm Baru/Plant 1/Jalur 1/Kanan: T1 T2 T3 T4 T5 T6',
      'Farm Baru/Plant 1/Jalur 1/Kiri: T1 T2 T3 T4 T5 T6',
      'Farm Baru/Plant 1/Jalur 2/A: T1 T2 T3',
      'Farm Baru/Plant 2/Jalur 1/Tengah: T1',
    ]);
  });

  it('refuses bad input with its message and writes nothing', async () => {
    const before = await tree();
    const [lokasi] = before;
    const cases: Array<[object, number, string]> = [
      [{ lokasi: 'L', plant: 'P', jalur: '  ', bagian: ['Kiri'], tingkat_per_bagian: 6 }, 400, 'Nama jalur wajib diisi.'],
      [{ lokasi: 'L', plant: 'P', jalur: 'J', bagian: 'Kiri', tingkat_per_bagian: 6 }, 400, 'Bagian harus berupa daftar nama (masing-masing paling banyak 100 karakter).'],
      [{ lokasi: 'L', plant: 'P', jalur: 'J', bagian: ['Kiri'], tingkat_per_bagian: 101 }, 400, 'Jumlah tingkat wajib bilangan bulat 1..100.'],
      [{ lokasi: 'L', plant: 'P', jalur: 'J', bagian: ['Kiri'], tingkat_per_bagian: 0 }, 400, 'Jumlah tingkat wajib bilangan bulat 1..100.'],
      [{ lokasi: 'L', plant: 'P', jalur: 'J', bagian: [], tingkat_per_bagian: 6 }, 422, 'Isi 1 sampai 20 bagian.'],
      [{ lokasi: 'L', plant: 'P', jalur: 'J', bagian: Array.from({ length: 21 }, (_, i) => `B${i}`), tingkat_per_bagian: 1 }, 422, 'Isi 1 sampai 20 bagian.'],
      [{ lokasi: 'L', plant: 'P', jalur: 'J', bagian: ['Kiri', ''], tingkat_per_bagian: 6 }, 422, 'Nama bagian baris 2 wajib diisi.'],
      [{ lokasi: 'L', plant: 'P', jalur: 'J', bagian: ['Kiri', 'kiri'], tingkat_per_bagian: 6 }, 422, 'Nama bagian "kiri" dipakai dua kali.'],
      [{ plant: 'P', jalur: 'J', bagian: ['Kiri'], tingkat_per_bagian: 6 }, 422, 'Pilih plant yang ada, atau isi nama plant baru beserta lokasinya (yang ada atau nama baru).'],
      [{ plant_id: 999999, jalur: 'J', bagian: ['Kiri'], tingkat_per_bagian: 6 }, 404, 'Plant tidak ditemukan.'],
      [{ lokasi_id: 999999, plant: 'P', jalur: 'J', bagian: ['Kiri'], tingkat_per_bagian: 6 }, 404, 'Lokasi tidak ditemukan.'],
      // The lokasi name is taken: nothing else is tried.
      [{ lokasi: 'farm baru', plant: 'P', jalur: 'J', bagian: ['Kiri'], tingkat_per_bagian: 6 }, 409, 'Lokasi "farm baru" sudah ada.'],
      // The plant's name is taken in the chosen lokasi; the jalur's in the chosen plant.
      [{ lokasi_id: lokasi.id, plant: 'Plant 1', jalur: 'J', bagian: ['Kiri'], tingkat_per_bagian: 6 }, 409, 'Plant "Plant 1" sudah ada di lokasi ini.'],
      [{ plant_id: lokasi.plants[0].id, jalur: 'JALUR 2', bagian: ['Kiri'], tingkat_per_bagian: 6 }, 409, 'Jalur "JALUR 2" sudah ada di plant ini.'],
    ];
    for (const [body, status, message] of cases) {
      const res = await setup(body).expect(status);
      expect(messageOf(res)).toBe(message);
    }
    expect(await tree()).toEqual(before);
  });

  it('takes the largest set-up: 20 bagian × 100 tingkat = 2,000 tingkat, T1…T100 in each', async () => {
    const bagian = Array.from({ length: 20 }, (_, i) => `B${i + 1}`);
    const made = bodyOf<CoopSetupDto>(await setup({ lokasi: 'Farm Besar', plant: 'Plant 1', jalur: 'Jalur 1', bagian, tingkat_per_bagian: 100 }, b).expect(201));
    expect(made.tingkat).toBe(2000);
    expect(made.jalur.bagian.map((g) => g.tingkats.length)).toEqual(Array(20).fill(100));
    expect(made.jalur.bagian[19].tingkats.map((x) => x.nama).slice(-2)).toEqual(['T99', 'T100']);
  });

  it('lets only admin and owner set up: abk, viewer and reseller get 403 and nothing changes', async () => {
    const before = await tree();
    for (const role of ['abk', 'viewer', 'reseller'] as const) {
      await setup({ lokasi: `Dari ${role}`, plant: 'P', jalur: 'J', bagian: ['Kiri'], tingkat_per_bagian: 1 }, a, role).expect(403);
    }
    expect(await tree()).toEqual(before);
  });

  it("keeps farms apart: A's plant and lokasi answer 404 to B, and the same names are fine in B", async () => {
    const [lokasiA] = await tree(a);
    expect(messageOf(await setup({ plant_id: lokasiA.plants[0].id, jalur: 'J', bagian: ['Kiri'], tingkat_per_bagian: 1 }, b).expect(404))).toBe('Plant tidak ditemukan.');
    expect(messageOf(await setup({ lokasi_id: lokasiA.id, plant: 'P', jalur: 'J', bagian: ['Kiri'], tingkat_per_bagian: 1 }, b).expect(404))).toBe('Lokasi tidak ditemukan.');
    expect((await tree(b)).map((l) => l.nama)).toEqual(['Farm Besar']);
    const made = bodyOf<CoopSetupDto>(await setup({ lokasi: 'Farm Baru', plant: 'Plant 1', jalur: 'Jalur 1', bagian: ['Kiri', 'Kanan'], tingkat_per_bagian: 2 }, b).expect(201));
    expect(made.tingkat).toBe(4);
    expect(lines(await tree(b)).filter((l) => l.startsWith('Farm Baru'))).toEqual(['Farm Baru/Plant 1/Jalur 1/Kanan: T1 T2', 'Farm Baru/Plant 1/Jalur 1/Kiri: T1 T2']);
    // A is unchanged by B's set-up.
    expect(lines(await tree(a))).toHaveLength(4);
  });
});
