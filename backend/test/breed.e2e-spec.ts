import { BreedCode, BreedStandardService } from '../src/modules/breed-standard/breed-standard.service';
import { TransaksiAyamDto } from '../src/modules/chickens/dto/chickens.dto';
import { BreedStandardSourceDto, DashboardTableRowDto } from '../src/modules/dashboard/dto/dashboard.dto';
import { EggSettingsResponseDto } from '../src/modules/egg-production/dto/egg-production.dto';
import { createTestApp, TestApp } from './utils/create-test-app';
import { bodyOf, messageOf } from './utils/http';
import { createCoop, createTenant, inTenant, TestTenant } from './utils/factories';

/** The breed of each flock (issue #24; docs/adr/0029-flock-breed.md), on hand-made farms. */
describe('Flock breed', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  // Jalur 1 / Kanan / T1, T2 and Jalur 1 / Kiri / T1, T2
  let k1: number;
  let k2: number;
  let i1: number;
  let i2: number;
  let kanan: number;
  let kiri: number;
  let bTingkat: number;

  const post = (body: object, tenant = a) => t.http().post('/api/transaksi-ayam').set(tenant.as('admin')).send(body);
  const setDefault = async (default_breed: BreedCode, tenant = a) =>
    bodyOf<EggSettingsResponseDto>(await t.http().put('/api/transaksi-telur/settings').set(tenant.as('admin')).send({ default_breed }).expect(200));
  const breedsOn = (date: string, tenant = a) => inTenant(t, tenant.id, () => t.app.get(BreedStandardService).breedsOn(date));
  const byId = (m: Map<number, BreedCode>, ids: number[]) => ids.map((id) => m.get(id));
  const count = async () => bodyOf<TransaksiAyamDto[]>(await t.http().get('/api/transaksi-ayam').query({ start_date: '2024-01-01', to_date: '2025-12-31' }).set(a.as('admin')).expect(200)).length;

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'Breed A');
    b = await createTenant(t, 'Breed B');
    const coop = await createCoop(t, a.id, { jalur: ['Jalur 1'], bagian: ['Kanan', 'Kiri'], tingkat: ['T1', 'T2'] });
    [k1, k2, i1, i2] = coop.tingkatIds;
    [kanan, kiri] = coop.bagianIds;
    [bTingkat] = (await createCoop(t, b.id)).tingkatIds;
  });
  afterAll(() => t.close());

  it('keeps W-80 Plus as the default breed until the farm chooses another in the egg settings', async () => {
    const s = bodyOf<EggSettingsResponseDto>(await t.http().get('/api/transaksi-telur/settings').set(a.as('admin')).expect(200));
    expect(s.default_breed).toBe('hyline_w80');
    expect(s.defaults.default_breed).toBe('hyline_w80');
    const bad = await t.http().put('/api/transaksi-telur/settings').set(a.as('admin')).send({ default_breed: 'isa_brown' }).expect(400);
    expect(messageOf(bad)).toContain('Jenis ayam tidak valid.');
    expect((await setDefault('hyline_brown')).default_breed).toBe('hyline_brown');
    expect(bodyOf<EggSettingsResponseDto>(await t.http().get('/api/transaksi-telur/settings').set(a.as('abk')).expect(200)).default_breed).toBe('hyline_brown');
    await setDefault('hyline_w80');
  });

  it('records the breed of a chicken entry: as sent, else the farm default; an unknown breed is 400 and writes nothing', async () => {
    const brown = bodyOf<TransaksiAyamDto>(await post({ tanggal: '2025-01-01', aksi: 'masuk', jumlah: 600, tujuan_tingkat_id: k1, usia_minggu: 20, breed: 'hyline_brown' }).expect(201));
    expect(brown).toMatchObject({ jumlah: 600, breed: 'hyline_brown' });
    const white = bodyOf<TransaksiAyamDto>(await post({ tanggal: '2025-01-01', aksi: 'masuk', jumlah: 400, tujuan_tingkat_id: k1, usia_minggu: 20 }).expect(201));
    expect(white.breed).toBe('hyline_w80');
    await post({ tanggal: '2025-01-01', aksi: 'masuk', jumlah: 300, tujuan_tingkat_id: k2, usia_minggu: 20, breed: null }).expect(201);
    await post({ tanggal: '2025-01-01', aksi: 'masuk', jumlah: 500, tujuan_tingkat_id: i1, usia_minggu: 20, breed: 'hyline_w80' }).expect(201);
    // With Brown as the default, an entry without breed is Brown.
    await setDefault('hyline_brown');
    const byDefault = bodyOf<TransaksiAyamDto>(await post({ tanggal: '2025-01-01', aksi: 'masuk', jumlah: 500, tujuan_tingkat_id: i1, usia_minggu: 20 }).expect(201));
    expect(byDefault.breed).toBe('hyline_brown');
    await setDefault('hyline_w80');

    const before = await count();
    const bad = await post({ tanggal: '2025-01-02', aksi: 'masuk', jumlah: 10, tujuan_tingkat_id: k2, usia_minggu: 20, breed: 'lohmann' }).expect(400);
    expect(messageOf(bad)).toContain('Jenis ayam tidak valid.');
    await t.http().put(`/api/transaksi-ayam/${white.id}`).set(a.as('admin')).send({ tanggal: '2025-01-01', aksi: 'masuk', jumlah: 400, tujuan_tingkat_id: k1, usia_minggu: 20, breed: 5 }).expect(400);
    expect(await count()).toBe(before);
    const listed = bodyOf<TransaksiAyamDto[]>(await t.http().get('/api/transaksi-ayam').query({ start_date: '2025-01-01', to_date: '2025-01-01' }).set(a.as('viewer')).expect(200));
    expect(listed.find((r) => r.id === white.id)?.breed).toBe('hyline_w80');
  });

  it('gives the majority breed per tingkat and per bagian; a tie or no birds gives the farm default', async () => {
    // On 05/01: Kanan T1 600 Brown + 400 W-80 → Brown; Kanan T2 300 W-80 → W-80; Kiri T1 500 + 500 → tie; Kiri T2 empty.
    // Kanan: W-80 400 + 300 = 700 against Brown 600 → W-80 (the birds, not the tingkat, count). Kiri: 500 + 500 → tie.
    let on = await breedsOn('2025-01-05');
    expect(byId(on.tingkat, [k1, k2, i1, i2])).toEqual(['hyline_brown', 'hyline_w80', 'hyline_w80', 'hyline_w80']);
    expect(byId(on.bagian, [kanan, kiri])).toEqual(['hyline_w80', 'hyline_w80']);
    await setDefault('hyline_brown');
    on = await breedsOn('2025-01-05');
    expect(byId(on.tingkat, [k1, k2, i1, i2])).toEqual(['hyline_brown', 'hyline_w80', 'hyline_brown', 'hyline_brown']);
    expect(byId(on.bagian, [kanan, kiri])).toEqual(['hyline_w80', 'hyline_brown']);
    // Before any bird: the default everywhere.
    on = await breedsOn('2024-12-31');
    expect([...on.tingkat.values()]).toEqual(['hyline_brown', 'hyline_brown', 'hyline_brown', 'hyline_brown']);
    await setDefault('hyline_w80');
  });

  it('moves and removes birds of the origin majority breed, derived again after a back-dated edit', async () => {
    // 10/01: 250 birds from Kanan T1 (Brown majority) → they are Brown. T1 350 Brown + 400 W-80 → W-80;
    // T2 300 W-80 + 250 Brown → W-80.
    const move = bodyOf<TransaksiAyamDto>(await post({ tanggal: '2025-01-10', aksi: 'pindah', jumlah: 250, asal_tingkat_id: k1, tujuan_tingkat_id: k2, breed: 'hyline_w80' }).expect(201));
    expect(move.breed).toBe('hyline_brown');
    // 11/01: 60 deaths in Kanan T2 (W-80 majority) → W-80 240 against Brown 250 → Brown.
    const dead = bodyOf<TransaksiAyamDto>(await post({ tanggal: '2025-01-11', aksi: 'mati', jumlah: 60, asal_tingkat_id: k2 }).expect(201));
    expect(dead.breed).toBe('hyline_w80');
    expect(byId((await breedsOn('2025-01-10')).tingkat, [k1, k2])).toEqual(['hyline_w80', 'hyline_w80']);
    const on11 = await breedsOn('2025-01-11');
    expect(byId(on11.tingkat, [k1, k2])).toEqual(['hyline_w80', 'hyline_brown']);
    // Kanan on 11/01: W-80 400 + 240 = 640, Brown 350 + 250 = 600 → W-80.
    expect(on11.bagian.get(kanan)).toBe('hyline_w80');

    // Back-dated: the W-80 masuk of Kanan T1 becomes 700 birds. On 10/01 T1 holds 600 Brown + 700 W-80, so the pindah
    // moves W-80 birds; T2 then holds 550 W-80 and the deaths stay W-80 (490 W-80) → T2 W-80; T1 600 Brown + 450 W-80 → Brown.
    const white = bodyOf<TransaksiAyamDto[]>(await t.http().get('/api/transaksi-ayam').query({ start_date: '2025-01-01', to_date: '2025-01-01' }).set(a.as('admin')).expect(200)).find(
      (r) => r.tujuan_tingkat_id === k1 && r.breed === 'hyline_w80',
    )!;
    await t.http().put(`/api/transaksi-ayam/${white.id}`).set(a.as('admin')).send({ tanggal: '2025-01-01', aksi: 'masuk', jumlah: 700, tujuan_tingkat_id: k1, usia_minggu: 20, breed: 'hyline_w80' }).expect(200);
    const rows = bodyOf<TransaksiAyamDto[]>(await t.http().get('/api/transaksi-ayam').query({ start_date: '2025-01-10', to_date: '2025-01-11' }).set(a.as('admin')).expect(200));
    expect(rows.map((r) => `${r.aksi} ${r.breed}`)).toEqual(['mati hyline_w80', 'pindah hyline_w80']);
    expect(byId((await breedsOn('2025-01-11')).tingkat, [k1, k2])).toEqual(['hyline_brown', 'hyline_w80']);
    // Two months later (read through the month sums): the same (Kiri T1 still a tie: the default); the farm is W-80:
    // 700 + 300 + 500 − 60 = 1,440 W-80 against 600 + 500 = 1,100 Brown.
    expect(byId((await breedsOn('2025-03-15')).tingkat, [k1, k2, i1])).toEqual(['hyline_brown', 'hyline_w80', 'hyline_w80']);
    const farm = bodyOf<DashboardTableRowDto[]>(await t.http().get('/api/dashboard-table').query({ start_date: '2025-03-15', to_date: '2025-03-15' }).set(a.as('abk')).expect(200));
    expect(farm[0].breed).toBe('hyline_w80');
  });

  it("compares a Brown farm's days with the Brown standard on the dashboard", async () => {
    await post({ tanggal: '2025-03-01', aksi: 'masuk', jumlah: 1000, tujuan_tingkat_id: bTingkat, usia_minggu: 25, breed: 'hyline_brown' }, b).expect(201);
    const rows = bodyOf<DashboardTableRowDto[]>(await t.http().get('/api/dashboard-table').query({ start_date: '2025-02-28', to_date: '2025-03-01' }).set(b.as('abk')).expect(200));
    // 28/02 no birds: the farm default (W-80), no band. 01/03: Brown week 25, row "25,93.4,98.1,54.2,57.6,108,116,…",
    // egg weight midpoint (54.2 + 57.6) / 2 = 55.9. W-80 week 25 would be 93.4–95.4 %, 94–103 g, 55.5 g.
    expect(rows[0]).toMatchObject({ breed: 'hyline_w80', std_prod_min: null });
    expect(rows[1]).toMatchObject({ usia: 25, breed: 'hyline_brown', std_prod_min: 93.4, std_prod_max: 98.1, std_fi_min: 108, std_fi_max: 116, std_egg_g: 55.9, std_egg_g_min: 54.2, std_egg_g_max: 57.6 });
    const source = bodyOf<BreedStandardSourceDto>(await t.http().get('/api/dashboard/breed-standard').set(b.as('abk')).expect(200));
    expect(source).toMatchObject({ breed: 'hyline_brown', nama: 'Hy-Line Brown (coklat)' });
    expect(source.sumber).toContain('Hy-Line Brown');
    // Farm A is unchanged by farm B: its tingkat are not in B's answer.
    expect([...(await breedsOn('2025-03-01', b)).tingkat.keys()]).toEqual([bTingkat]);
  });
});
