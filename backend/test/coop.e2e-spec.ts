import { BagianLokasiDto, CoopLevelDto, LokasiNode, TingkatLokasiDto } from '../src/modules/coop/dto/coop.dto';
import { createTestApp, TestApp } from './utils/create-test-app';
import { bodyOf, messageOf } from './utils/http';
import { createTenant, TestTenant } from './utils/factories';

/** A level as POST/PUT /api/coop/{type} answer it (the service's answer). */

/** Coop structure API (spec part 2 'Struktur Kandang', §7 Coop structure; DESIGN §5). */
describe('Coop structure', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  const post = (type: string, body: object, tenant = a, role: 'admin' | 'owner' | 'abk' | 'viewer' | 'reseller' = 'admin') =>
    t.http().post(`/api/coop/${type}`).set(tenant.as(role)).send(body);

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'A');
    b = await createTenant(t, 'B');
  });
  afterAll(() => t.close());

  it('builds lokasi › plant › jalur › bagian › tingkat and returns the tree sorted naturally', async () => {
    const lokasi = bodyOf<CoopLevelDto>(await post('lokasi', { lokasi: 'Farm Utama' }).expect(201));
    expect(lokasi).toMatchObject({ nama: 'Farm Utama', lokasi: 'Farm Utama' });
    const plant = bodyOf<CoopLevelDto>(await post('plant', { plant: 'Plant 1', lokasi_id: lokasi.id }).expect(201));
    const jalur = bodyOf<CoopLevelDto>(await post('jalur', { jalur: 'Jalur 1', plant_id: plant.id }).expect(201));
    const kanan = bodyOf<CoopLevelDto>(await post('bagian', { bagian: 'Kanan', jalur_id: jalur.id }).expect(201));
    await post('bagian', { nama: 'Karantina', jalur_id: jalur.id }).expect(201);
    for (const name of ['T10', 'T2', 'T1']) await post('tingkat', { tingkat: name, bagian_id: kanan.id }, a, 'owner').expect(201);

    const tree = bodyOf<LokasiNode[]>(await t.http().get('/api/coop/structure').set(a.as('admin')).expect(200));
    expect(tree).toHaveLength(1);
    const j = tree[0].plants[0].jalur[0];
    expect(j).toMatchObject({ jalur: 'Jalur 1', plant_id: plant.id });
    expect(j.bagian.map((x) => x.bagian)).toEqual(['Kanan', 'Karantina']);
    expect(j.bagian[0].tingkats.map((x) => x.tingkat)).toEqual(['T1', 'T2', 'T10']);
    expect(j.bagian[1].tingkats).toEqual([]);

    const tl = bodyOf<TingkatLokasiDto[]>(await t.http().get('/api/tingkat-lokasi').set(a.as('abk')).expect(200));
    expect(tl.map((x) => x.lokasi)).toEqual(['Jalur 1 / Kanan / T1', 'Jalur 1 / Kanan / T2', 'Jalur 1 / Kanan / T10']);
    const bl = bodyOf<BagianLokasiDto[]>(await t.http().get('/api/bagian-lokasi').set(a.as('viewer')).expect(200));
    expect(bl.map((x) => x.lokasi)).toEqual(['Jalur 1 / Kanan', 'Jalur 1 / Karantina']);
  });

  it("answers 400 'Mohon lengkapi semua field.' when a name or the parent is missing, and saves nothing", async () => {
    for (const [type, body] of [
      ['lokasi', {}],
      ['lokasi', { lokasi: '   ' }],
      ['plant', { plant: 'Plant X' }],
      ['jalur', { jalur: '', plant_id: 1 }],
      ['tingkat', { bagian_id: 1 }],
    ] as const) {
      const res = await post(type, body).expect(400);
      expect(res.body).toEqual({ success: false, message: 'Mohon lengkapi semua field.' });
    }
    const res = await post('lokasi', { lokasi: 'X', warna: 'merah' }).expect(400);
    expect(messageOf(res)).toBe('Field warna tidak dikenal.');
    await post('rumah', { nama: 'x' }).expect(404);
    const tree = bodyOf<LokasiNode[]>(await t.http().get('/api/coop/structure').set(a.as('admin')).expect(200));
    expect(tree.map((l) => l.nama)).toEqual(['Farm Utama']);
  });

  it('refuses a duplicate name among siblings (409, case-insensitive) but allows it under another parent', async () => {
    const tree = bodyOf<LokasiNode[]>(await t.http().get('/api/coop/structure').set(a.as('admin')).expect(200));
    const jalur = tree[0].plants[0].jalur[0];
    const res = await post('bagian', { bagian: 'kanan', jalur_id: jalur.id }).expect(409);
    expect(messageOf(res)).toBe('Bagian "kanan" sudah ada di jalur ini.');
    const jalur2 = bodyOf<CoopLevelDto>(await post('jalur', { jalur: 'Jalur 2', plant_id: tree[0].plants[0].id }).expect(201));
    await post('bagian', { bagian: 'Kanan', jalur_id: jalur2.id }).expect(201);
    const dupRename = await t.http().put(`/api/coop/jalur/${jalur2.id}`).set(a.as('admin')).send({ jalur: 'JALUR 1', plant_id: jalur2.plant_id }).expect(409);
    expect(messageOf(dupRename)).toBe('Jalur "JALUR 1" sudah ada di plant ini.');
  });

  it('renames a level with PUT', async () => {
    const tree = bodyOf<LokasiNode[]>(await t.http().get('/api/coop/structure').set(a.as('admin')).expect(200));
    const kanan = tree[0].plants[0].jalur[0].bagian[0];
    const res = await t.http().put(`/api/coop/bagian/${kanan.id}`).set(a.as('admin')).send({ bagian: 'Kanan Depan', jalur_id: kanan.jalur_id }).expect(200);
    expect(res.body).toMatchObject({ id: kanan.id, bagian: 'Kanan Depan', jalur_id: kanan.jalur_id });
    await t.http().put('/api/coop/bagian/999999').set(a.as('admin')).send({ bagian: 'X', jalur_id: kanan.jalur_id }).expect(404);
    await t.http().put('/api/coop/bagian/abc').set(a.as('admin')).send({ bagian: 'X', jalur_id: kanan.jalur_id }).expect(400);
  });

  // Issue 19: PUT without the parent answered 200 (the old parent kept) where POST answers 400
  // 'Mohon lengkapi semua field.'.
  it('PUT requires the same fields as POST: the name and, below lokasi, the parent', async () => {
    const tree = bodyOf<LokasiNode[]>(await t.http().get('/api/coop/structure').set(a.as('admin')).expect(200));
    const plant = tree[0].plants[0];
    const kanan = plant.jalur[0].bagian[0];
    const put = (type: string, id: number, body: object) => t.http().put(`/api/coop/${type}/${id}`).set(a.as('admin')).send(body);
    for (const [type, id, body] of [
      ['bagian', kanan.id, { bagian: 'Tanpa Jalur' }],
      ['bagian', kanan.id, { jalur_id: kanan.jalur_id }],
      ['bagian', kanan.id, { bagian: '  ', jalur_id: kanan.jalur_id }],
      ['plant', plant.id, { plant: 'Tanpa Lokasi' }],
      ['lokasi', tree[0].id, {}],
    ] as const) {
      expect(messageOf(await put(type, id, body).expect(400))).toBe('Mohon lengkapi semua field.');
    }
    expect(bodyOf<LokasiNode[]>(await t.http().get('/api/coop/structure').set(a.as('admin')).expect(200))).toEqual(tree);
    // With every field it renames and may move.
    await put('plant', plant.id, { plant: plant.plant, lokasi_id: tree[0].id }).expect(200);
  });

  it('deletes a level together with its children', async () => {
    const tree = bodyOf<LokasiNode[]>(await t.http().get('/api/coop/structure').set(a.as('admin')).expect(200));
    const jalur1 = tree[0].plants[0].jalur.find((j) => j.jalur === 'Jalur 1')!;
    await t.http().delete(`/api/coop/jalur/${jalur1.id}`).set(a.as('admin')).expect(200);
    const after = bodyOf<LokasiNode[]>(await t.http().get('/api/coop/structure').set(a.as('admin')).expect(200));
    expect(after[0].plants[0].jalur.map((j) => j.jalur)).toEqual(['Jalur 2']);
    const tl = bodyOf<TingkatLokasiDto[]>(await t.http().get('/api/tingkat-lokasi').set(a.as('admin')).expect(200));
    expect(tl).toEqual([]);
    await t.http().delete(`/api/coop/jalur/${jalur1.id}`).set(a.as('admin')).expect(404);
  });

  it('lets only admin (and owner) change the structure: abk, viewer and reseller get 403 and nothing changes', async () => {
    for (const role of ['abk', 'viewer', 'reseller'] as const) {
      await post('lokasi', { lokasi: `Dari ${role}` }, a, role).expect(403);
      await t.http().get('/api/coop/structure').set(a.as(role)).expect(403);
      await t.http().delete('/api/coop/lokasi/1').set(a.as(role)).expect(403);
    }
    const tree = bodyOf<LokasiNode[]>(await t.http().get('/api/coop/structure').set(a.as('owner')).expect(200));
    expect(tree.map((l) => l.nama)).toEqual(['Farm Utama']);
  });

  it("keeps tenants apart: B does not see A's structure and A's ids answer 404 to B", async () => {
    const treeA = bodyOf<LokasiNode[]>(await t.http().get('/api/coop/structure').set(a.as('admin')).expect(200));
    const treeB = bodyOf<LokasiNode[]>(await t.http().get('/api/coop/structure').set(b.as('admin')).expect(200));
    expect(treeB).toEqual([]);
    await t.http().put(`/api/coop/lokasi/${treeA[0].id}`).set(b.as('admin')).send({ lokasi: 'Milik B' }).expect(404);
    await t.http().delete(`/api/coop/lokasi/${treeA[0].id}`).set(b.as('admin')).expect(404);
    await post('plant', { plant: 'P', lokasi_id: treeA[0].id }, b).expect(404);
    // Same names are fine in another tenant.
    await post('lokasi', { lokasi: 'Farm Utama' }, b).expect(201);
  });
});
