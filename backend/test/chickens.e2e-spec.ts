import dayjs from 'dayjs';
import { DEMO_DAYS } from '../src/demo/demo-step';
import { dailyOperationsDemo } from '../src/demo/daily-operations.demo';
import { RemovedDto } from '../src/common/http/removed.dto';
import { PopulasiInfoDto, TransaksiAyamDto } from '../src/modules/chickens/dto/chickens.dto';
import { EggRowDto } from '../src/modules/egg-production/dto/egg-production.dto';
import { FeedUsageRowDto } from '../src/modules/feed-usage/dto/feed-usage.dto';
import { createTestApp, TestApp } from './utils/create-test-app';
import { bodyOf, messageOf } from './utils/http';
import { createCoop, createTenant, inTenant, TestCoop, TestTenant } from './utils/factories';
import { BreedStandardService } from '../src/modules/breed-standard/breed-standard.service';
import { BreedStandardSourceDto } from '../src/modules/dashboard/dto/dashboard.dto';

/** Chicken transactions and population (spec part 1 §2.10, §4.3, §5, §7 'Chicken info'; DESIGN §5). */
describe('Chicken transactions and population', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  let coop: TestCoop;
  let other: TestCoop;
  // Jalur 1 / Kanan / T1, T2 and Jalur 1 / Kiri / T1, T2
  let kananT1: number;
  let kananT2: number;
  let kiriT1: number;
  let kiriT2: number;

  const post = (body: object, role: 'admin' | 'abk' | 'viewer' | 'reseller' = 'admin', tenant = a) =>
    t.http().post('/api/transaksi-ayam').set(tenant.as(role)).send(body);
  const populasi = async (tanggal?: string, tenant = a) => {
    const res = await t.http().get('/api/populasi-info').query(tanggal ? { tanggal } : {}).set(tenant.as('abk')).expect(200);
    return new Map<number, { populasi: number; usia_minggu: number | null; lokasi: string }>(
      bodyOf<PopulasiInfoDto[]>(res).map((r): [number, PopulasiInfoDto] => [r.tingkat_id, r]),
    );
  };

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'A');
    b = await createTenant(t, 'B');
    coop = await createCoop(t, a.id, { jalur: ['Jalur 1'], bagian: ['Kanan', 'Kiri'], tingkat: ['T1', 'T2'] });
    other = await createCoop(t, b.id);
    [kananT1, kananT2, kiriT1, kiriT2] = coop.tingkatIds;
  });
  afterAll(() => t.close());

  it('records masuk, pindah, mati and afkir; population and weighted age follow (hand-computed)', async () => {
    const masuk1 = await post({ tanggal: '2025-01-01', aksi: 'masuk', jumlah: 1000, tujuan_tingkat_id: kananT1, usia_minggu: 20, keterangan: 'DOC batch 1' }).expect(201);
    expect(masuk1.body).toMatchObject({
      tanggal: '2025-01-01',
      aksi: 'masuk',
      jumlah: 1000,
      asal_tingkat_id: null,
      tujuan_tingkat_id: kananT1,
      asal_lokasi: null,
      tujuan_lokasi: 'Jalur 1 / Kanan / T1',
      usia_minggu: 20,
      keterangan: 'DOC batch 1',
    });
    await post({ tanggal: '2025-01-15', aksi: 'MASUK', jumlah: 500, tujuan_tingkat_id: kananT2, usia_minggu: 30 }, 'abk').expect(201);
    await post({ tanggal: '2025-01-29', aksi: 'pindah', jumlah: 200, asal_tingkat_id: kananT2, tujuan_tingkat_id: kananT1 }).expect(201);
    await post({ tanggal: '2025-01-31', aksi: 'mati', jumlah: 50, asal_tingkat_id: kananT1 }).expect(201);
    await post({ tanggal: '2025-02-05', aksi: 'afkir', jumlah: 100, asal_tingkat_id: kananT2, keterangan: '' }).expect(201);

    // On 05/02/2025 (day 35 after 01/01):
    // T1 = 1000 + 200 − 50 = 1150 birds; hatch mean = −(1000×140 + 200×196)/1200 days → age 35 + 149.33 = 184.33 d = 26 weeks.
    // T2 = 500 − 200 − 100 = 200 birds; hatched day 14 − 210 = −196 → age 35 + 196 = 231 d = 33 weeks.
    const end = await populasi('2025-02-05');
    expect(end.get(kananT1)).toMatchObject({ lokasi: 'Jalur 1 / Kanan / T1', populasi: 1150, usia_minggu: 26, usia: 26 });
    expect(end.get(kananT2)).toMatchObject({ populasi: 200, usia_minggu: 33 });
    expect(end.get(kiriT1)).toMatchObject({ populasi: 0, usia_minggu: null });
    // Before the pindah (28/01): T1 1000 birds aged 27 + 140 = 167 d = 23 weeks; T2 500 aged 27 + 196 = 223 d = 31 weeks.
    const before = await populasi('2025-01-28');
    expect(before.get(kananT1)).toMatchObject({ populasi: 1000, usia_minggu: 23 });
    expect(before.get(kananT2)).toMatchObject({ populasi: 500, usia_minggu: 31 });
    // Default date is today: everything above is in the past.
    expect((await populasi()).get(kananT1)).toMatchObject({ populasi: 1150 });
  });

  it('lists transactions by date range and aksi, newest first, with lokasi; the viewer may read', async () => {
    const all = await t.http().get('/api/transaksi-ayam').query({ start_date: '2025-01-01', to_date: '2025-01-31' }).set(a.as('viewer')).expect(200);
    const rows = bodyOf<TransaksiAyamDto[]>(all);
    expect(rows.map((r) => `${r.tanggal} ${r.aksi}`)).toEqual([
      '2025-01-31 mati',
      '2025-01-29 pindah',
      '2025-01-15 masuk',
      '2025-01-01 masuk',
    ]);
    const pindah = rows[1];
    expect(pindah).toMatchObject({ asal_lokasi: 'Jalur 1 / Kanan / T2', tujuan_lokasi: 'Jalur 1 / Kanan / T1', jumlah: 200, usia_minggu: null, keterangan: null });
    const masuk = await t.http().get('/api/transaksi-ayam').query({ start_date: '2025-01-10', to_date: '2025-02-28', aksi: 'masuk' }).set(a.as('abk')).expect(200);
    expect(bodyOf<TransaksiAyamDto[]>(masuk).map((r) => r.tanggal)).toEqual(['2025-01-15']);
    const bad = await t.http().get('/api/transaksi-ayam').query({ aksi: 'terbang' }).set(a.as('abk')).expect(400);
    expect(messageOf(bad)).toBe('Aksi tidak valid.');
    const badDate = await t.http().get('/api/transaksi-ayam').query({ start_date: '01/02/2025' }).set(a.as('abk')).expect(400);
    expect(messageOf(badDate)).toBe('start_date harus tanggal (YYYY-MM-DD).');
  });

  it.each([
    [{ aksi: 'masuk', jumlah: 1, tujuan_tingkat_id: 1, usia_minggu: 1 }, 'Tanggal wajib (YYYY-MM-DD).', 'tanggal'],
    [{ tanggal: '31-01-2025', aksi: 'masuk', jumlah: 1, tujuan_tingkat_id: 1, usia_minggu: 1 }, 'Tanggal wajib (YYYY-MM-DD).', 'tanggal'],
    [{ tanggal: '2025-02-30', aksi: 'masuk', jumlah: 1, tujuan_tingkat_id: 1, usia_minggu: 1 }, 'Tanggal wajib (YYYY-MM-DD).', 'tanggal'],
    [{ tanggal: '2025-01-01', jumlah: 1 }, 'Aksi wajib dipilih.', 'aksi'],
    [{ tanggal: '2025-01-01', aksi: '', jumlah: 1 }, 'Aksi wajib dipilih.', 'aksi'],
    [{ tanggal: '2025-01-01', aksi: 'jual', jumlah: 1 }, 'Aksi tidak valid.', 'aksi'],
    [{ tanggal: '2025-01-01', aksi: 'mati', asal_tingkat_id: 1 }, 'Jumlah wajib angka > 0.', 'jumlah'],
    [{ tanggal: '2025-01-01', aksi: 'mati', jumlah: 0, asal_tingkat_id: 1 }, 'Jumlah wajib angka > 0.', 'jumlah'],
    [{ tanggal: '2025-01-01', aksi: 'mati', jumlah: -3, asal_tingkat_id: 1 }, 'Jumlah wajib angka > 0.', 'jumlah'],
    [{ tanggal: '2025-01-01', aksi: 'mati', jumlah: 'lima', asal_tingkat_id: 1 }, 'Jumlah wajib angka > 0.', 'jumlah'],
    [{ tanggal: '2025-01-01', aksi: 'masuk', jumlah: 5, tujuan_tingkat_id: 1 }, 'Usia (minggu) wajib untuk aksi=masuk.', undefined],
    [{ tanggal: '2025-01-01', aksi: 'masuk', jumlah: 5, tujuan_tingkat_id: 1, usia_minggu: 201 }, 'Usia harus integer 0..200.', 'usia_minggu'],
    [{ tanggal: '2025-01-01', aksi: 'masuk', jumlah: 5, tujuan_tingkat_id: 1, usia_minggu: -1 }, 'Usia harus integer 0..200.', 'usia_minggu'],
    [{ tanggal: '2025-01-01', aksi: 'masuk', jumlah: 5, tujuan_tingkat_id: 1, usia_minggu: 2.5 }, 'Usia harus integer 0..200.', 'usia_minggu'],
    [{ tanggal: '2025-01-01', aksi: 'mati', jumlah: 5, asal_tingkat_id: 1, keterangan: 'x'.repeat(201) }, 'Keterangan maksimal 200 karakter.', 'keterangan'],
    [{ tanggal: '2025-01-01', aksi: 'masuk', jumlah: 5, asal_tingkat_id: 1, tujuan_tingkat_id: 2, usia_minggu: 18 }, 'aksi=masuk: Asal harus kosong.', undefined],
    [{ tanggal: '2025-01-01', aksi: 'masuk', jumlah: 5, usia_minggu: 18 }, 'aksi=masuk: Tujuan wajib dipilih.', undefined],
    [{ tanggal: '2025-01-01', aksi: 'pindah', jumlah: 5, asal_tingkat_id: 1 }, 'aksi=pindah: Asal & Tujuan wajib diisi.', undefined],
    [{ tanggal: '2025-01-01', aksi: 'pindah', jumlah: 5, asal_tingkat_id: 1, tujuan_tingkat_id: 1 }, 'aksi=pindah: Asal & Tujuan tidak boleh sama.', undefined],
    [{ tanggal: '2025-01-01', aksi: 'mati', jumlah: 5 }, 'aksi=mati: Asal wajib diisi.', undefined],
    [{ tanggal: '2025-01-01', aksi: 'afkir', jumlah: 5, asal_tingkat_id: 1, tujuan_tingkat_id: 2 }, 'aksi=afkir: Tujuan harus kosong.', undefined],
  ])('refuses %j with 400 %s (at field %s)', async (body, message, field) => {
    const res = await post(body).expect(400);
    // A refusal of one body field names it (`field`, common/errors/validation.ts); a rule over several fields names none.
    expect(res.body).toEqual(field ? { success: false, message, field } : { success: false, message });
  });

  it('accepts a note of exactly 200 characters and a masuk at age 0 and 200', async () => {
    await post({ tanggal: '2025-03-01', aksi: 'masuk', jumlah: 10, tujuan_tingkat_id: kiriT2, usia_minggu: 0, keterangan: 'k'.repeat(200) }).expect(201);
    const r = await post({ tanggal: '2025-03-01', aksi: 'masuk', jumlah: 10, tujuan_tingkat_id: kiriT2, usia_minggu: 200 }).expect(201);
    await t.http().delete(`/api/transaksi-ayam/${bodyOf<TransaksiAyamDto>(r).id}`).set(a.as('admin')).expect(200);
  });

  it('refuses a move larger than the population with 422 naming the tingkat and the date; nothing is saved', async () => {
    // T2 holds 500 − 200 = 300 birds on 01/02/2025.
    const res = await post({ tanggal: '2025-02-01', aksi: 'pindah', jumlah: 301, asal_tingkat_id: kananT2, tujuan_tingkat_id: kiriT1 }).expect(422);
    expect(res.body).toEqual({ success: false, message: 'Transaksi ditolak: populasi Jalur 1 / Kanan / T2 pada 01/02/2025 menjadi -1 ekor.' });
    // A later day breaks too: 250 on 01/02 leaves 50, and the afkir of 100 on 05/02 makes it −50.
    const later = await post({ tanggal: '2025-02-01', aksi: 'mati', jumlah: 250, asal_tingkat_id: kananT2 }).expect(422);
    expect(messageOf(later)).toBe('Transaksi ditolak: populasi Jalur 1 / Kanan / T2 pada 05/02/2025 menjadi -50 ekor.');
    expect((await populasi('2025-02-05')).get(kiriT1)!.populasi).toBe(0);
    expect((await populasi('2025-02-05')).get(kananT2)!.populasi).toBe(200);
  });

  it('refuses an edit or a delete of an older transaction that would make a later day negative (422)', async () => {
    const list = bodyOf<TransaksiAyamDto[]>(await t.http().get('/api/transaksi-ayam').query({ start_date: '2025-01-15', to_date: '2025-01-15' }).set(a.as('admin')).expect(200));
    const masuk2 = list[0];
    // Masuk of 500 into T2 cut to 250: 250 − 200 (pindah 29/01) = 50 on 29/01, then − 100 (afkir 05/02) = −50.
    const edit = await t.http().put(`/api/transaksi-ayam/${masuk2.id}`).set(a.as('abk')).send({ ...pick(masuk2), jumlah: 250 }).expect(422);
    expect(messageOf(edit)).toBe('Transaksi ditolak: populasi Jalur 1 / Kanan / T2 pada 05/02/2025 menjadi -50 ekor.');
    // Deleting it leaves T2 at −200 on 29/01.
    const del = await t.http().delete(`/api/transaksi-ayam/${masuk2.id}`).set(a.as('admin')).expect(422);
    expect(messageOf(del)).toBe('Transaksi ditolak: populasi Jalur 1 / Kanan / T2 pada 29/01/2025 menjadi -200 ekor.');
    // Moving it to another tingkat empties T2 as well.
    await t.http().put(`/api/transaksi-ayam/${masuk2.id}`).set(a.as('admin')).send({ ...pick(masuk2), tujuan_tingkat_id: kiriT1 }).expect(422);
    expect((await populasi('2025-02-05')).get(kananT2)!.populasi).toBe(200);
  });

  it('edits an older transaction and re-derives the ages of the later ones', async () => {
    const list = bodyOf<TransaksiAyamDto[]>(await t.http().get('/api/transaksi-ayam').query({ start_date: '2025-01-15', to_date: '2025-01-15' }).set(a.as('admin')).expect(200));
    const masuk2 = list[0];
    // T2's birds now 40 weeks on 15/01/2025: hatched day 14 − 280 = −266.
    const res = await t.http().put(`/api/transaksi-ayam/${masuk2.id}`).set(a.as('admin')).send({ ...pick(masuk2), usia_minggu: 40, jumlah: 600 }).expect(200);
    expect(res.body).toMatchObject({ id: masuk2.id, usia_minggu: 40, jumlah: 600 });
    // T1 on 05/02: 1000 aged 35 + 140 = 175 d plus 200 moved aged 35 + 266 = 301 d, minus 50 dead (proportional):
    // (1000 × 175 + 200 × 301) / 1200 = 196 d = 28 weeks. T2: 600 − 200 − 100 = 300 birds, 301 d = 43 weeks.
    const end = await populasi('2025-02-05');
    expect(end.get(kananT1)).toMatchObject({ populasi: 1150, usia_minggu: 28 });
    expect(end.get(kananT2)).toMatchObject({ populasi: 300, usia_minggu: 43 });
  });

  it('deletes a transaction (200) and answers 404 for an unknown id', async () => {
    const mati = await post({ tanggal: '2025-02-10', aksi: 'mati', jumlah: 5, asal_tingkat_id: kananT1 }).expect(201);
    expect((await populasi('2025-02-10')).get(kananT1)!.populasi).toBe(1145);
    const { id } = bodyOf<TransaksiAyamDto>(mati);
    const res = await t.http().delete(`/api/transaksi-ayam/${id}`).set(a.as('abk')).expect(200);
    expect(bodyOf<RemovedDto>(res).success).toBe(true);
    expect((await populasi('2025-02-10')).get(kananT1)!.populasi).toBe(1150);
    await t.http().delete(`/api/transaksi-ayam/${id}`).set(a.as('admin')).expect(404);
    await t.http().put('/api/transaksi-ayam/999999').set(a.as('admin')).send({ tanggal: '2025-02-10', aksi: 'mati', jumlah: 1, asal_tingkat_id: kananT1 }).expect(404);
    await t.http().delete('/api/transaksi-ayam/abc').set(a.as('admin')).expect(400);
  });

  it('lets the viewer read but not write (403); the reseller neither', async () => {
    await t.http().get('/api/populasi-info').set(a.as('viewer')).expect(200);
    await post({ tanggal: '2025-03-01', aksi: 'mati', jumlah: 1, asal_tingkat_id: kananT1 }, 'viewer').expect(403);
    await post({ tanggal: '2025-03-01', aksi: 'mati', jumlah: 1, asal_tingkat_id: kananT1 }, 'reseller').expect(403);
    await t.http().get('/api/populasi-info').set(a.as('reseller')).expect(403);
    await t.http().get('/api/transaksi-ayam').set(a.as('reseller')).expect(403);
    await t.http().delete('/api/transaksi-ayam/1').set(a.as('viewer')).expect(403);
  });

  it("keeps tenants apart: another tenant's tingkat and transactions answer 404", async () => {
    const mine = bodyOf<TransaksiAyamDto>(await post({ tanggal: '2025-01-01', aksi: 'masuk', jumlah: 10, tujuan_tingkat_id: other.tingkatIds[0], usia_minggu: 18 }, 'admin', b).expect(201));
    const res = await post({ tanggal: '2025-01-02', aksi: 'masuk', jumlah: 10, tujuan_tingkat_id: other.tingkatIds[0], usia_minggu: 18 }).expect(404);
    expect(messageOf(res)).toBe('Tingkat tujuan tidak ditemukan.');
    const asal = await post({ tanggal: '2025-01-02', aksi: 'mati', jumlah: 1, asal_tingkat_id: other.tingkatIds[0] }).expect(404);
    expect(messageOf(asal)).toBe('Tingkat asal tidak ditemukan.');
    await t.http().put(`/api/transaksi-ayam/${mine.id}`).set(a.as('admin')).send({ tanggal: '2025-01-01', aksi: 'mati', jumlah: 1, asal_tingkat_id: kananT1 }).expect(404);
    await t.http().delete(`/api/transaksi-ayam/${mine.id}`).set(a.as('admin')).expect(404);
    const listA = bodyOf<TransaksiAyamDto[]>(await t.http().get('/api/transaksi-ayam').set(a.as('admin')).expect(200));
    expect(listA.some((r) => r.id === mine.id)).toBe(false);
    expect((await populasi(undefined, b)).get(other.tingkatIds[0])!.populasi).toBe(10);
  });

  it('serialises concurrent moves of one tenant: two pindah of the whole flock cannot both pass', async () => {
    // Kiri T2 holds 10 birds (masuk of 01/03/2025 above).
    const move = () => post({ tanggal: '2025-03-02', aksi: 'pindah', jumlah: 10, asal_tingkat_id: kiriT2, tujuan_tingkat_id: kiriT1 });
    const results = await Promise.all([move(), move()]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
    expect((await populasi('2025-03-02')).get(kiriT2)!.populasi).toBe(0);
  });

  it('blocks deleting a tingkat, bagian or jalur that holds chicken transactions (409 naming them)', async () => {
    const res = await t.http().delete(`/api/coop/tingkat/${kananT1}`).set(a.as('admin')).expect(409);
    expect(messageOf(res)).toBe('Tingkat "T1" tidak dapat dihapus karena masih memiliki transaksi ayam sebagai asal (1 baris). Hapus data tersebut terlebih dahulu.');
    const bagian = await t.http().delete(`/api/coop/bagian/${coop.bagianIds[0]}`).set(a.as('admin')).expect(409);
    expect(messageOf(bagian)).toMatch(/^Bagian "Kanan" tidak dapat dihapus karena masih memiliki transaksi ayam/);
    const jalur = await t.http().delete(`/api/coop/jalur/${coop.jalur[0].id}`).set(a.as('admin')).expect(409);
    expect(messageOf(jalur)).toMatch(/^Jalur "Jalur 1" tidak dapat dihapus karena masih memiliki transaksi ayam/);
  });
});

/** A back-dated change reaches the tingkat the birds moved to, and only through the moves (ADR 0002). */
describe('Back-dated change of a flock that was moved on', () => {
  let t: TestApp;
  let a: TestTenant;
  let A: number;
  let B: number;
  let C: number;
  let D: number;

  const post = (body: object) => t.http().post('/api/transaksi-ayam').set(a.as('admin')).send(body).expect(201);
  const weeks = async (tanggal: string) => {
    const res = await t.http().get('/api/populasi-info').query({ tanggal }).set(a.as('admin')).expect(200);
    type Row = { tingkat_id: number; populasi: number; usia_minggu: number | null };
    const by = new Map<number, Row>(bodyOf<PopulasiInfoDto[]>(res).map((r): [number, Row] => [r.tingkat_id, r]));
    return [A, B, C, D].map((id) => by.get(id)!);
  };

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'Pindah');
    const coop = await createCoop(t, a.id, { jalur: ['Jalur 1'], bagian: ['Kanan', 'Kiri'], tingkat: ['T1', 'T2'] });
    [A, B, C, D] = coop.tingkatIds;
  });
  afterAll(() => t.close());

  it('re-derives the ages along A → B → C → A and keeps the age of the birds that came from D', async () => {
    const masukA = bodyOf<TransaksiAyamDto>(await post({ tanggal: '2025-03-01', aksi: 'masuk', jumlah: 100, tujuan_tingkat_id: A, usia_minggu: 20 }));
    await post({ tanggal: '2025-03-01', aksi: 'masuk', jumlah: 100, tujuan_tingkat_id: D, usia_minggu: 30 });
    await post({ tanggal: '2025-03-11', aksi: 'pindah', jumlah: 50, asal_tingkat_id: A, tujuan_tingkat_id: B });
    await post({ tanggal: '2025-03-13', aksi: 'pindah', jumlah: 50, asal_tingkat_id: D, tujuan_tingkat_id: B });
    await post({ tanggal: '2025-03-21', aksi: 'pindah', jumlah: 40, asal_tingkat_id: B, tujuan_tingkat_id: C });
    await post({ tanggal: '2025-03-31', aksi: 'mati', jumlah: 10, asal_tingkat_id: C });
    await post({ tanggal: '2025-04-05', aksi: 'pindah', jumlah: 10, asal_tingkat_id: C, tujuan_tingkat_id: A });

    // Before the edit (ages in days): A's birds 140 on 01/03, D's 210.
    // B on 21/03: 50 from A (150 on 11/03 → 160) and 50 from D (222 on 13/03 → 230): mean 195.
    // C on 05/04: 195 + 15 = 210. A on 05/04: 50 at 175 and 10 at 210: (8750 + 2100) / 60 = 180.8 → 25 weeks.
    let [a5, b5, c5, d5] = await weeks('2025-04-05');
    expect([a5, b5, c5, d5].map((r) => r.usia_minggu)).toEqual([Math.floor(180.83 / 7), Math.floor(210 / 7), Math.floor(210 / 7), Math.floor(245 / 7)]);

    // A's birds were 10 weeks old, not 20: 70 days on 01/03.
    await t.http().put(`/api/transaksi-ayam/${masukA.id}`).set(a.as('admin')).send({ ...pick(masukA), usia_minggu: 10 }).expect(200);

    // B on 21/03: 50 from A (80 on 11/03 → 90) and 50 from D (still 230): (4500 + 11500) / 100 = 160.
    // C on 05/04: 160 + 15 = 175. A on 05/04: 50 at 105 and 10 at 175: (5250 + 1750) / 60 = 116.7 → 16 weeks.
    // D is untouched: 210 + 35 = 245 → 35 weeks.
    [a5, b5, c5, d5] = await weeks('2025-04-05');
    expect([a5.populasi, b5.populasi, c5.populasi, d5.populasi]).toEqual([60, 60, 20, 50]);
    expect([a5, b5, c5, d5].map((r) => r.usia_minggu)).toEqual([Math.floor(116.67 / 7), Math.floor(175 / 7), Math.floor(175 / 7), Math.floor(245 / 7)]);
  });
});

/** The body fields of a listed transaction. */
function pick(r: TransaksiAyamDto) {
  const { tanggal, aksi, jumlah, asal_tingkat_id, tujuan_tingkat_id, usia_minggu, keterangan } = r;
  return { tanggal, aksi, jumlah, asal_tingkat_id, tujuan_tingkat_id, usia_minggu, keterangan };
}

/** Demo step of DESIGN §6: 120 days written through the services. */
describe('Daily operations demo data', () => {
  let t: TestApp;
  let demo: TestTenant;
  let demoCoop: TestCoop;

  beforeAll(async () => {
    t = await createTestApp();
    demo = await createTenant(t, 'Demo');
    demoCoop = await createCoop(t, demo.id, { jalur: ['Jalur 1', 'Jalur 2', 'Jalur 3'], bagian: ['Kanan', 'Kiri'], tingkat: ['T1', 'T2', 'T3'] });
    await dailyOperationsDemo(t.app, { kode: 'SKM', tenantId: demo.id, ownerId: demo.users.owner.id });
  });
  afterAll(() => t.close());

  it('covers 120 days up to today with masuk, pindah, mati, afkir, feed per tingkat and eggs per bagian by grade', async () => {
    const today = dayjs().format('YYYY-MM-DD');
    const first = dayjs().subtract(DEMO_DAYS - 1, 'day').format('YYYY-MM-DD');
    const txns = bodyOf<TransaksiAyamDto[]>(await t.http().get('/api/transaksi-ayam').query({ start_date: first, to_date: today }).set(demo.as('admin')).expect(200));
    const count = (aksi: string) => txns.filter((x) => x.aksi === aksi).length;
    expect(txns.filter((x) => x.tanggal === first && x.aksi === 'masuk').length).toBeGreaterThan(10);
    expect(count('pindah')).toBe(3);
    expect(count('mati')).toBeGreaterThan(100);
    expect(count('afkir')).toBeGreaterThan(5);
    const masukAges = txns.filter((x) => x.aksi === 'masuk').map((x) => Number(x.usia_minggu));
    expect(Math.min(...masukAges)).toBeGreaterThanOrEqual(17);
    expect(Math.max(...masukAges)).toBeLessThanOrEqual(60);

    const pop = bodyOf<PopulasiInfoDto[]>(await t.http().get('/api/populasi-info').set(demo.as('abk')).expect(200));
    expect(pop.every((r) => r.populasi > 0 && r.usia_minggu !== null && r.usia_minggu >= 18)).toBe(true);

    for (const day of [first, today]) {
      const feed = bodyOf<FeedUsageRowDto[]>(await t.http().get('/api/transaksi-pakan').query({ tanggal: day }).set(demo.as('abk')).expect(200));
      const stocked = feed.filter((r) => r.pakan_pagi > 0);
      expect(stocked.length).toBeGreaterThan(10);
      // Pagi is about 55 % of the day: between 50 % and 60 % on every row.
      for (const r of stocked) expect(r.pakan_pagi / (r.pakan_pagi + r.pakan_sore)).toBeGreaterThan(0.5);
    }
    const eggs = bodyOf<EggRowDto[]>(await t.http().get('/api/transaksi-telur').query({ tanggal: today }).set(demo.as('abk')).expect(200));
    const a = eggs.reduce((s, r) => s + r.butir_a, 0);
    const all = eggs.reduce((s, r) => s + r.butir_a + r.butir_b + r.butir_c, 0);
    const birds = pop.reduce((s, r) => s + r.populasi, 0);
    expect(a / all).toBeGreaterThan(0.8);
    expect(a / all).toBeLessThan(0.9);
    // Hen-day production of flocks aged 18-80 weeks lies between 60 % and 99 %.
    expect(all / birds).toBeGreaterThan(0.6);
    expect(all / birds).toBeLessThan(0.99);
  });

  it('stocks the last jalur with Hy-Line Brown birds whose feed follows the Brown standard, the rest W-80 Plus', async () => {
    const today = dayjs().format('YYYY-MM-DD');
    const first = dayjs().subtract(DEMO_DAYS - 1, 'day').format('YYYY-MM-DD');
    const jalur3 = new Set(demoCoop.jalur[2].bagian.flatMap((b) => b.tingkat.map((x) => x.id)));
    const masuk = bodyOf<TransaksiAyamDto[]>(await t.http().get('/api/transaksi-ayam').query({ start_date: first, to_date: today, aksi: 'masuk' }).set(demo.as('admin')).expect(200));
    expect(masuk.every((x) => x.breed === (jalur3.has(x.tujuan_tingkat_id!) ? 'hyline_brown' : 'hyline_w80'))).toBe(true);
    expect(masuk.filter((x) => x.breed === 'hyline_brown').length).toBeGreaterThanOrEqual(5);

    const standard = t.app.get(BreedStandardService);
    const breeds = await inTenant(t, demo.id, () => standard.breedsOn(today));
    const pop = new Map(bodyOf<PopulasiInfoDto[]>(await t.http().get('/api/populasi-info').set(demo.as('abk')).expect(200)).map((r) => [r.tingkat_id, r]));
    const feed = bodyOf<FeedUsageRowDto[]>(await t.http().get('/api/transaksi-pakan').query({ tanggal: today }).set(demo.as('abk')).expect(200));
    let brown = 0;
    for (const r of feed) {
      const p = pop.get(r.tingkat_id)!;
      const breed = breeds.tingkat.get(r.tingkat_id)!;
      if (breed === 'hyline_brown') brown++;
      // Feed = birds × the standard's midpoint g/bird/day of the tingkat's breed and age, ±4 % noise.
      const w = standard.week(p.usia_minggu!, breed);
      const fi = ((r.pakan_pagi + r.pakan_sore) / p.populasi) * 1000;
      expect(Math.abs(fi / ((w.feed_g_per_bird_day_min + w.feed_g_per_bird_day_max) / 2) - 1)).toBeLessThan(0.045);
    }
    // Jalur 3 holds 6 tingkat: 5 stocked with Brown on the first day; its last tingkat is filled by a pindah of W-80 birds.
    expect(brown).toBe(5);
    const source = bodyOf<BreedStandardSourceDto>(await t.http().get('/api/dashboard/breed-standard').set(demo.as('abk')).expect(200));
    expect(source.breed).toBe('hyline_w80');
  });
});
