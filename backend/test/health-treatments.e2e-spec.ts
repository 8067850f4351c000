import { TenantContext } from '../src/common/tenancy/tenant-context';
import { TransaksiAyamDto } from '../src/modules/chickens/dto/chickens.dto';
import { AvailabilityDto } from '../src/modules/egg-sales/dto/egg-sales.dto';
import { MortalityDto } from '../src/modules/health/dto/mortality.dto';
import { HoldDto, TreatmentDto } from '../src/modules/health/dto/treatments.dto';
import { ItemStockDto, StockItemDto } from '../src/modules/stock-items/dto/stock-items.dto';
import { createTestApp, TestApp } from './utils/create-test-app';
import { addCustomer, enterEggs } from './utils/egg-sales';
import { createCoop, createTenant, inTenant, TestCoop, TestTenant } from './utils/factories';
import { bodyOf, messageOf } from './utils/http';

/**
 * Treatments and egg withdrawal, causes of death (issue #38; ADR 0048), on a hand-made farm: one
 * jalur with bagian Kanan (treated) and Kiri, 100 birds each. Every expected figure is worked out by
 * hand in the comments.
 */
describe('Treatments and egg withdrawal', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  let coop: TestCoop;
  let customer: number;
  let drug: number;
  let treatmentId: number;
  const kanan = () => coop.bagianIds[0];
  const kiri = () => coop.bagianIds[1];
  const http = () => t.http();
  const treat = (body: object, tenant = a, role: 'admin' | 'abk' | 'viewer' = 'admin') => http().post('/api/health/treatments').set(tenant.as(role)).send(body);
  const avail = async (date: string) => bodyOf<AvailabilityDto>(await http().get('/api/egg-sales/available').query({ date }).set(a.as('admin')).expect(200));
  const sale = (sale_date: string, lines: object[]) => http().post('/api/egg-sales').set(a.as('admin')).send({ sale_date, customer_id: customer, payment_method: 'cash', lines });
  const holds = async (date: string) => bodyOf<HoldDto[]>(await http().get('/api/health/holds').query({ date }).set(a.as('abk')).expect(200));
  const count = () => inTenant(t, a.id, async () => Number((await t.app.get(TenantContext).manager.query<Array<{ n: string }>>(`select count(*) as n from treatments`))[0].n));
  /** Balance (debit − credit) of the account with `key` up to `to`, rupiah as text. */
  const balance = (key: string, to: string) =>
    inTenant(t, a.id, async () => {
      const [r] = await t.app.get(TenantContext).manager.query<Array<{ v: string }>>(
        `select coalesce(sum(l.debit - l.credit), 0)::numeric(18,2)::text as v from journal_lines l join accounts ac on ac.tenant_id = l.tenant_id and ac.id = l.account_id
          where ac.system_key = $1 and l.trx_date <= $2`,
        [key, to],
      );
      return r.v;
    });

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'Obat A');
    b = await createTenant(t, 'Obat B');
    coop = await createCoop(t, a.id, { bagian: ['Kanan', 'Kiri'] });
    await createCoop(t, b.id);
    for (const tingkat of coop.tingkatIds) {
      await http().post('/api/transaksi-ayam').set(a.as('admin')).send({ tanggal: '2025-03-01', aksi: 'masuk', jumlah: 100, tujuan_tingkat_id: tingkat, usia_minggu: 20 }).expect(201);
    }
    customer = await addCustomer(t, a, { name: 'Toko Telur', phone: '081234567890' });
    drug = bodyOf<StockItemDto>(await http().post('/api/stock-items').set(a.as('admin')).send({ name: 'Doksisiklin', kind: 'ovk', unit: 'botol', withdrawal_days: 3 }).expect(201)).id;
    // 10 botol × 50,000 + 10 botol × 62,000 = 1,120,000 for 20 botol: 56,000 per botol from 02/03.
    await http().post('/api/feed-txns/buy').set(a.as('admin')).send({ item_id: drug, trx_date: '2025-03-01', qty_kg: 10, price_per_kg: 50000 }).expect(201);
    await http().post('/api/feed-txns/buy').set(a.as('admin')).send({ item_id: drug, trx_date: '2025-03-02', qty_kg: 10, price_per_kg: 62000 }).expect(201);
    // Eggs 04/03–10/03: Kanan 10 kg A + 2 kg B a day, Kiri 5 kg A + 1 kg C a day.
    for (let d = 4; d <= 10; d++) {
      const day = `2025-03-${String(d).padStart(2, '0')}`;
      await enterEggs(t, a, kanan(), day, { a: 10, b: 2 });
      await enterEggs(t, a, kiri(), day, { a: 5, c: 1 });
    }
  });
  afterAll(() => t.close());

  it('takes the dose out of the OVK stock at its moving average (Beban OVK) and holds the bagian from the first dose to end + withdrawal', async () => {
    // 05/03–06/03, the label's 3 days: held until 09/03. 2 botol × 56,000 = 112,000.
    const made = bodyOf<TreatmentDto>(await treat({ bagian_id: kanan(), item_id: drug, start_date: '2025-03-05', end_date: '2025-03-06', dose: 2, reason: 'CRD: ngorok' }).expect(201));
    treatmentId = made.id;
    expect(made).toMatchObject({ bagian: 'Jalur 1 / Kanan', item: 'Doksisiklin', unit: 'botol', dose: '2.000', withdrawal_days: 3, hold_until: '2025-03-09', not_for_layers: false, cost: '112000.00', disposal: null });
    // Kanan laid 10 kg A + 2 kg B on each of 05, 06, 07, 08, 09/03: 50 kg A, 10 kg B held.
    expect(made.held).toMatchObject({ kg_a: '50.000', kg_b: '10.000', kg_c: '0.000' });
    // Stock: 20 − 2 = 18 botol worth 1,120,000 − 112,000 = 1,008,000; the books: Persediaan OVK 1,008,000, Beban OVK 112,000.
    const stock = bodyOf<ItemStockDto[]>(await http().get('/api/stock-items/stock').query({ asof: '2025-03-05' }).set(a.as('admin')).expect(200));
    expect(stock.find((s) => s.item_id === drug)).toMatchObject({ qty: '18.000', value: '1008000.00', avg_cost: '56000.000000' });
    expect(await balance('persediaan_ovk', '2025-03-31')).toBe('1008000.00');
    expect(await balance('beban_ovk', '2025-03-31')).toBe('112000.00');
    expect(await balance('beban_pakan', '2025-03-31')).toBe('0.00');

    const list = bodyOf<TreatmentDto[]>(await http().get('/api/health/treatments').set(a.as('viewer')).expect(200));
    expect(list.map((x) => [x.id, x.hold_until])).toEqual([[made.id, '2025-03-09']]);
    expect(bodyOf<TreatmentDto[]>(await http().get('/api/health/treatments').query({ date: '2025-03-10' }).set(a.as('admin')).expect(200))).toEqual([]);
  });

  it("leaves exactly the treated bagian's eggs laid in the window out of the availability, by day and grade; later eggs are sellable", async () => {
    // 04/03 (before the first dose): Kanan 10 + Kiri 5 = 15 kg A, 2 kg B, 1 kg C, nothing held.
    expect((await avail('2025-03-04')).available).toEqual({ a: 15, b: 2, c: 1 });
    // 06/03: laid 45 kg A, 6 kg B, 3 kg C; held Kanan 05–06/03: 20 kg A, 4 kg B → 25 A, 2 B, 3 C.
    expect((await avail('2025-03-06')).A).toMatchObject({ prod_kg: 25, avail_kg: 25 });
    expect((await avail('2025-03-06')).available).toEqual({ a: 25, b: 2, c: 3 });
    // 09/03 (last held day): 90 A − 50 = 40; 12 B − 10 = 2; 6 C.
    expect((await avail('2025-03-09')).available).toEqual({ a: 40, b: 2, c: 6 });
    // 10/03: Kanan's eggs are sellable again: + 15 A, + 2 B, + 1 C → 55 A, 4 B, 7 C.
    expect((await avail('2025-03-10')).available).toEqual({ a: 55, b: 4, c: 7 });
    // Production still counts every egg: the daily entry of Kanan on 07/03 is kept as laid.
    const laid = await inTenant(t, a.id, () =>
      t.app.get(TenantContext).manager.query<Array<{ kg: string }>>(`select (sum(grade_a) + sum(grade_b) + sum(grade_c))::numeric(14,3)::text as kg from transaksi_telur where tanggal = '2025-03-07'`),
    );
    expect(laid[0].kg).toBe('18.000');

    // The holds on 07/03: Kanan until 09/03; none on 10/03.
    expect(await holds('2025-03-07')).toEqual([{ bagian_id: kanan(), bagian: 'Jalur 1 / Kanan', hold_until: '2025-03-09', items: 'Doksisiklin' }]);
    expect(await holds('2025-03-10')).toEqual([]);
  });

  it('refuses a sale that needs held eggs with the hold message, and a sale beyond all eggs with the stock message', async () => {
    // 30 kg A on 06/03: 25 sellable, 45 laid → the held eggs would be needed.
    const held = await sale('2025-03-06', [{ grade: 'A', qty_kg: 30, unit_price: 27000 }]).expect(422);
    expect(messageOf(held)).toBe('Telur dari bagian Jalur 1 / Kanan masih dalam masa henti obat sampai 09/03/2025.');
    // 7 kg B on 06/03: only 6 kg laid at all → the usual stock message (2 kg sellable).
    expect(messageOf(await sale('2025-03-06', [{ grade: 'B', qty_kg: 7, unit_price: 24000 }]).expect(422))).toBe(
      'Stok telur grade B tidak cukup: tersedia 2 kg pada 06/03/2025 (termasuk penjualan sesudahnya), diminta 7 kg.',
    );
    // 25 kg A fits; then 10/03 has 55 − 25 = 30 kg A left, and the 15 kg laid on 10/03 are sellable.
    await sale('2025-03-06', [{ grade: 'A', qty_kg: 25, unit_price: 27000 }]).expect(201);
    expect((await avail('2025-03-10')).A).toMatchObject({ sold_kg: 25, avail_kg: 30 });
    await sale('2025-03-10', [{ grade: 'A', qty_kg: 30, unit_price: 27000 }]).expect(201);
    expect(messageOf(await sale('2025-03-10', [{ grade: 'A', qty_kg: 1, unit_price: 27000 }]).expect(422))).toBe(
      'Telur dari bagian Jalur 1 / Kanan masih dalam masa henti obat sampai 09/03/2025.',
    );
  });

  it('records what became of the held eggs', async () => {
    const done = bodyOf<TreatmentDto>(
      await http().post(`/api/health/treatments/${treatmentId}/disposal`).set(a.as('admin')).send({ disposal: 'dimusnahkan', note: 'dikubur' }).expect(201),
    );
    expect(done).toMatchObject({ disposal: 'dimusnahkan', disposal_note: 'dikubur', held: { kg_a: '50.000', kg_b: '10.000' } });
    expect(messageOf(await http().post(`/api/health/treatments/${treatmentId}/disposal`).set(a.as('admin')).send({ disposal: 'dijual' }).expect(400))).toBe(
      'Penanganan telur tertahan harus dimusnahkan atau non_pangan.',
    );
  });

  it('refuses bad input, the roles and another farm’s ids; nothing changes', async () => {
    const base = { bagian_id: kiri(), item_id: drug, start_date: '2025-03-07', end_date: '2025-03-07', dose: 1, reason: 'Snot' };
    expect(messageOf(await treat({ ...base, end_date: '2025-03-06' }).expect(400))).toBe('Tanggal selesai tidak boleh sebelum tanggal mulai.');
    expect(messageOf(await treat({ ...base, dose: 0 }).expect(400))).toBe('Dosis wajib angka > 0 (paling banyak 3 angka desimal).');
    expect(messageOf(await treat({ ...base, reason: ' ' }).expect(400))).toBe('Alasan pengobatan wajib diisi (maksimal 200 karakter).');
    expect(messageOf(await treat({ ...base, dose: 19 }).expect(422))).toMatch(/^Stok Doksisiklin tidak cukup: tersedia 18 botol/);
    const pakan = bodyOf<StockItemDto[]>(await http().get('/api/stock-items').set(a.as('admin')).expect(200)).find((i) => i.is_default)!.id;
    expect(messageOf(await treat({ ...base, item_id: pakan }).expect(422))).toBe('Barang yang dipilih bukan OVK; pilih obat dari Barang Stok jenis OVK.');
    await treat(base, a, 'abk').expect(403);
    await treat(base, a, 'viewer').expect(403);
    // Another farm: a's bagian and item are unknown to b, and so is a's treatment.
    expect(messageOf(await treat(base, b).expect(404))).toBe('Bagian tidak ditemukan.');
    expect(messageOf(await http().post(`/api/health/treatments/${treatmentId}/disposal`).set(b.as('admin')).send({ disposal: 'non_pangan' }).expect(404))).toBe('Pengobatan tidak ditemukan.');
    expect(bodyOf<TreatmentDto[]>(await http().get('/api/health/treatments').set(b.as('admin')).expect(200))).toEqual([]);
    expect(await count()).toBe(1);
  });

  it('asks to confirm an item not for laying hens, then holds the bagian for the whole flock life unless a vet overrides', async () => {
    const enro = bodyOf<StockItemDto>(
      await http().post('/api/stock-items').set(a.as('admin')).send({ name: 'Enrofloksasin', kind: 'ovk', unit: 'botol', withdrawal_days: 7, not_for_layers: true }).expect(201),
    );
    expect(enro.not_for_layers).toBe(true);
    await http().post('/api/feed-txns/buy').set(a.as('admin')).send({ item_id: enro.id, trx_date: '2025-03-01', qty_kg: 4, price_per_kg: 80000 }).expect(201);
    const body = { bagian_id: kiri(), item_id: enro.id, start_date: '2025-03-11', end_date: '2025-03-12', dose: 1, reason: 'Kolibasilosis' };
    expect(messageOf(await treat(body).expect(422))).toBe(
      'Enrofloksasin ditandai tidak untuk ayam petelur produksi. Kirim ulang dengan konfirmasi (confirm: true) untuk tetap mencatat; telur bagian ini tertahan selama masa flok kecuali ada catatan dokter hewan.',
    );
    expect(await count()).toBe(1);
    const lifelong = bodyOf<TreatmentDto>(await treat({ ...body, confirm: true }).expect(201));
    expect(lifelong).toMatchObject({ hold_until: null, not_for_layers: true, withdrawal_days: 7, cost: '80000.00' });
    // A vet's note: the label's 7 days after 12/03 → 19/03.
    const vet = bodyOf<TreatmentDto>(await treat({ ...body, confirm: true, vet_note: 'drh. Sari: cukup henti 7 hari' }).expect(201));
    expect(vet).toMatchObject({ hold_until: '2025-03-19', vet_note: 'drh. Sari: cukup henti 7 hari' });
    // Kiri is held on any later day (the whole flock life wins over 19/03).
    expect(await holds('2025-06-01')).toEqual([{ bagian_id: kiri(), bagian: 'Jalur 1 / Kiri', hold_until: null, items: 'Enrofloksasin' }]);
  });

  it('reports deaths per week, bagian and cause; a death without a cause is tidak_diketahui', async () => {
    const [tKanan, tKiri] = coop.tingkatIds;
    const die = (tanggal: string, tingkat: number, jumlah: number, extra: object = {}) =>
      http().post('/api/transaksi-ayam').set(a.as('abk')).send({ tanggal, aksi: 'mati', jumlah, asal_tingkat_id: tingkat, ...extra });
    await die('2025-03-04', tKanan, 3, { cause: 'penyakit', suspected_disease: 'ND' }).expect(201);
    const plain = bodyOf<TransaksiAyamDto>(await die('2025-03-05', tKanan, 2).expect(201));
    expect(plain).toMatchObject({ cause: 'tidak_diketahui', suspected_disease: null });
    await die('2025-03-05', tKanan, 1, { cause: 'tidak_diketahui' }).expect(201);
    await die('2025-03-06', tKiri, 4, { cause: 'predator', cause_note: 'musang' }).expect(201);
    await die('2025-03-11', tKanan, 1, { cause: 'heat_stress' }).expect(201);
    expect(messageOf(await die('2025-03-06', tKiri, 1, { cause: 'predator', suspected_disease: 'AI' }).expect(400))).toBe('Dugaan penyakit hanya untuk penyebab penyakit.');
    expect(messageOf(await die('2025-03-06', tKiri, 1, { cause: 'dimakan' }).expect(400))).toMatch(/^Penyebab kematian harus salah satu dari/);
    expect(
      messageOf(await http().post('/api/transaksi-ayam').set(a.as('admin')).send({ tanggal: '2025-03-06', aksi: 'afkir', jumlah: 1, asal_tingkat_id: tKiri, cause: 'prolaps' }).expect(400)),
    ).toBe('Penyebab kematian hanya untuk aksi mati.');

    const report = bodyOf<MortalityDto>(await http().get('/api/health/mortality').query({ start: '2025-03-01', end: '2025-03-16', group: 'week' }).set(a.as('viewer')).expect(200));
    // Week of Monday 03/03 (04–06/03): Kanan penyakit 3, tidak_diketahui 2 + 1 = 3 (most birds first, then by cause); Kiri predator 4.
    // Week of 10/03: Kanan heat_stress 1.
    expect(report.rows.map((r) => [r.period, r.bagian, r.cause, r.ekor, r.diseases])).toEqual([
      ['2025-03-03', 'Jalur 1 / Kanan', 'penyakit', 3, 'ND'],
      ['2025-03-03', 'Jalur 1 / Kanan', 'tidak_diketahui', 3, null],
      ['2025-03-03', 'Jalur 1 / Kiri', 'predator', 4, null],
      ['2025-03-10', 'Jalur 1 / Kanan', 'heat_stress', 1, null],
    ]);
    // By month from 05/03: the period starts at 05/03; 2 + 1 + 4 + 1 = 8 birds.
    const month = bodyOf<MortalityDto>(await http().get('/api/health/mortality').query({ start: '2025-03-05', end: '2025-03-31', group: 'month' }).set(a.as('admin')).expect(200));
    expect(month.rows.reduce((s, r) => s + r.ekor, 0)).toBe(8);
    expect(new Set(month.rows.map((r) => r.period))).toEqual(new Set(['2025-03-05']));
    expect(messageOf(await http().get('/api/health/mortality').query({ start: '2024-01-01', end: '2025-03-31' }).set(a.as('admin')).expect(400))).toBe('Rentang tanggal maksimal 366 hari.');
    await http().get('/api/health/mortality').set(a.as('abk')).expect(403);
    expect(bodyOf<MortalityDto>(await http().get('/api/health/mortality').query({ start: '2025-03-01', end: '2025-03-16' }).set(b.as('admin')).expect(200)).rows).toEqual([]);
  });

  it('refuses a treatment dated in a closed month, nothing changed', async () => {
    await http().put('/api/finance/lock').set(a.as('owner')).send({ lock_date: '2025-03-31' }).expect(200);
    try {
      const before = await count();
      const res = await treat({ bagian_id: kanan(), item_id: drug, start_date: '2025-03-20', end_date: '2025-03-21', dose: 1, reason: 'CRD' }).expect(422);
      expect(messageOf(res)).toBe('Periode sampai 31/03/2025 sudah ditutup.');
      expect(await count()).toBe(before);
      // 112,000 (Doksisiklin) + 2 × 80,000 (Enrofloksasin) = 272,000, as before the refusal.
      expect(await balance('beban_ovk', '2025-12-31')).toBe('272000.00');
    } finally {
      await http().put('/api/finance/lock').set(a.as('owner')).send({ lock_date: null }).expect(200);
    }
  });
});
