import { EconomicsBagianDto, EconomicsDto } from '../src/modules/insight/dto/economics.dto';
import { ProfitLossDto } from '../src/modules/profit-loss/dto/profit-loss.dto';
import { createTestApp, TestApp } from './utils/create-test-app';
import { addCustomer, addSale } from './utils/egg-sales';
import { createCoop, createTenant, TestCoop, TestTenant } from './utils/factories';
import { bodyOf, messageOf } from './utils/http';

/**
 * Feed economics per bagian (issue #24, GET /api/insight/economics/bagian). The farm, by hand:
 * one jalur with bagian Kanan, Kiri, Tengah (created in that order: ids ascending), each with
 * tingkat T1 and T2.
 *
 *   01/03/2025 birds in: Kanan T1 400, Kanan T2 200, Kiri T1 300, Tengah T1 100;
 *              feed bought 1.000 kg × 7.000 = 7.000.000
 *   02/03 used: Kanan 30 kg (T1 20 + T2 10), Kiri 20, Tengah 10 → 60 kg × 7.000 = 420.000 (Beban Pakan)
 *         shares 30/60, 20/60, 10/60 → Kanan 210.000, Kiri 140.000, Tengah 70.000 (exact)
 *   03/03 feed bought 60 kg × 10.000 = 600.000 → 1.000 kg, 7.180.000, average 7.180; 10 birds die on Tengah T1
 *   04/03 used: Kanan 12 kg (T1 6 + T2 6), Kiri 11, Tengah 7 → 30 kg × 7.180 = 215.400;
 *         stock count −1 kg × 7.180 = 7.180 → Beban Pakan of the day 222.580,00 = 22.258.000 cents
 *         exact shares in cents: Kanan 22.258.000 × 12/30 = 8.903.200, Kiri × 11/30 = 8.161.266,67,
 *         Tengah × 7/30 = 5.193.533,33; floors add up to 22.257.999, 1 cent left over → the largest
 *         remainder (Kiri ,67): Kanan 89.032,00, Kiri 81.612,67, Tengah 51.935,33 (Σ 222.580,00)
 *   05/03 stock count −2 kg × 7.180 = 14.360, a day without any feed used → unallocated row
 *
 *   eggs (kg): Kanan 02/03 A 20, B 5; 04/03 A 20 → A 40, B 5 (45 kg)
 *              Kiri 02/03 A 10, C 3; 04/03 A 10 → A 20, C 3 (23 kg)
 *              Tengah 04/03 B 4 (4 kg)
 *   sales: 03/03 A 25 kg × 20.000 = 500.000, B 5 kg × 15.000 = 75.000; 04/03 A 14 kg × 22.000 = 308.000
 *   the range's prices per kg: A 808.000 ÷ 39 = 20.717,948717…, B 75.000 ÷ 5 = 15.000, C not sold → 0
 *
 * Range 01/03–05/03 (5 days):
 *   Kanan: feed 210.000 + 89.032 = 299.032,00, 42 kg; eggs 45 kg; per kg 299.032 ÷ 45 = 6.645,16;
 *          value A 40 × 20.717,948… = 828.717,95 + B 5 × 15.000 = 75.000 → 903.717,95;
 *          IOFC 903.717,95 − 299.032,00 = 604.685,95; 600 birds → 1.007,81 per bird
 *   Kiri:  feed 140.000 + 81.612,67 = 221.612,67, 31 kg; eggs 23 kg; per kg 9.635,33;
 *          value A 20 × 20.717,948… = 414.358,97 + C 0 → 414.358,97; IOFC 192.746,30; 300 birds → 642,49
 *   Tengah: feed 70.000 + 51.935,33 = 121.935,33, 17 kg; eggs 4 kg; per kg 30.483,83; value 60.000,00;
 *          IOFC −61.935,33; birds 100, 100, 90, 90, 90 → 470 ÷ 5 = 94,0 → −658,89 per bird
 *   unallocated: feed 14.360,00, IOFC −14.360,00
 *   Totals: feed 656.940,00 (= 420.000 + 222.580 + 14.360, the Beban Pakan of the range), 90 kg; eggs 72 kg;
 *          per kg 656.940 ÷ 72 = 9.124,17; value 1.378.076,92; IOFC 721.136,92;
 *          birds 4.970 ÷ 5 = 994,0 → 721.136,92 × 5 ÷ 4.970 = 725,49 per bird
 */
describe('Insight: feed economics per bagian', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  let coop: TestCoop;
  let coopB: TestCoop;

  const perBagian = (query: Record<string, string>, tenant = a, role: 'owner' | 'admin' | 'abk' | 'viewer' | 'reseller' = 'admin') =>
    t.http().get('/api/insight/economics/bagian').query(query).set(tenant.as(role));
  const ok = async (query: Record<string, string>, tenant = a) => bodyOf<EconomicsBagianDto>(await perBagian(query, tenant).expect(200));

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'Ekonomi Bagian A');
    b = await createTenant(t, 'Ekonomi Bagian B');
    coop = await createCoop(t, a.id, { jalur: ['Jalur 1'], bagian: ['Kanan', 'Kiri', 'Tengah'], tingkat: ['T1', 'T2'] });
    const [kananT1, kananT2, kiriT1, , tengahT1] = coop.tingkatIds;
    const [kanan, kiri, tengah] = coop.bagianIds;
    const must = async (req: Promise<{ status: number; body: unknown }>, what: string) => {
      const res = await req;
      if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
    };
    const post = (path: string, body: object, tenant = a) => t.http().post(path).set(tenant.as('admin')).send(body);

    for (const [tingkat, jumlah] of [[kananT1, 400], [kananT2, 200], [kiriT1, 300], [tengahT1, 100]]) {
      await must(post('/api/transaksi-ayam', { tanggal: '2025-03-01', aksi: 'masuk', jumlah, tujuan_tingkat_id: tingkat, usia_minggu: 25 }), 'masuk');
    }
    await must(post('/api/transaksi-ayam', { tanggal: '2025-03-03', aksi: 'mati', jumlah: 10, asal_tingkat_id: tengahT1 }), 'mati');
    await must(post('/api/feed-txns/buy', { trx_date: '2025-03-01', qty_kg: 1000, price_per_kg: 7000 }), 'buy 1');
    await must(post('/api/feed-txns/buy', { trx_date: '2025-03-03', qty_kg: 60, price_per_kg: 10000 }), 'buy 2');
    const feed = (tingkat_id: number, kg: number) => ({ tingkat_id, pakan_pagi: kg, pakan_sore: 0 });
    await must(post('/api/transaksi-pakan', { tanggal: '2025-03-02', data: [feed(kananT1, 20), feed(kananT2, 10), feed(kiriT1, 20), feed(tengahT1, 10)] }), 'pakan 02/03');
    await must(post('/api/transaksi-pakan', { tanggal: '2025-03-04', data: [feed(kananT1, 6), feed(kananT2, 6), feed(kiriT1, 11), feed(tengahT1, 7)] }), 'pakan 04/03');
    await must(post('/api/feed-txns/adjust', { trx_date: '2025-03-04', qty_kg: -1 }), 'adjust 04/03');
    await must(post('/api/feed-txns/adjust', { trx_date: '2025-03-05', qty_kg: -2 }), 'adjust 05/03');

    const egg = (bagian_id: number, kgA: number, kgB: number, kgC: number) => ({ bagian_id, grade_a: kgA, butir_a: kgA * 16, grade_b: kgB, butir_b: kgB * 16, grade_c: kgC, butir_c: kgC * 16 });
    await must(post('/api/transaksi-telur', { tanggal: '2025-03-02', data: [egg(kanan, 20, 5, 0), egg(kiri, 10, 0, 3)] }), 'telur 02/03');
    await must(post('/api/transaksi-telur', { tanggal: '2025-03-04', data: [egg(kanan, 20, 0, 0), egg(kiri, 10, 0, 0), egg(tengah, 0, 4, 0)] }), 'telur 04/03');
    const sri = await addCustomer(t, a, { name: 'Bu Sri' });
    await addSale(t, a, {
      sale_date: '2025-03-03',
      customer_id: sri,
      payment_method: 'cash',
      lines: [
        { grade: 'A', qty_kg: 25, unit_price: 20000 },
        { grade: 'B', qty_kg: 5, unit_price: 15000 },
      ],
    });
    await addSale(t, a, { sale_date: '2025-03-04', customer_id: sri, payment_method: 'cash', lines: [{ grade: 'A', qty_kg: 14, unit_price: 22000 }] });

    // The other farm: 50 birds, 5 kg × 5.000 used on 02/03.
    coopB = await createCoop(t, b.id);
    await must(post('/api/transaksi-ayam', { tanggal: '2025-03-01', aksi: 'masuk', jumlah: 50, tujuan_tingkat_id: coopB.tingkatIds[0], usia_minggu: 30 }, b), 'masuk B');
    await must(post('/api/feed-txns/buy', { trx_date: '2025-03-01', qty_kg: 100, price_per_kg: 5000 }, b), 'buy B');
    await must(post('/api/transaksi-pakan', { tanggal: '2025-03-02', data: [feed(coopB.tingkatIds[0], 5)] }, b), 'pakan B');
  });
  afterAll(() => t.close());

  it('allocates each day’s Beban Pakan to the bagian by their feed kg, the cents left over to the largest remainders, and values their eggs at the range’s prices', async () => {
    const [kanan, kiri, tengah] = coop.bagianIds;
    const place = { jalur: 'Jalur 1', plant: 'Plant 1', lokasi: 'Farm Uji' };
    expect(await ok({ start: '2025-03-01', end: '2025-03-05' })).toEqual({
      start: '2025-03-01',
      end: '2025-03-05',
      rows: [
        { bagian_id: kanan, bagian: 'Kanan', ...place, feed_cost: '299032.00', feed_kg: 42, egg_kg: 45, feed_cost_per_kg_egg: '6645.16', egg_value: '903717.95', iofc: '604685.95', iofc_per_bird: '1007.81', birds: 600 },
        { bagian_id: kiri, bagian: 'Kiri', ...place, feed_cost: '221612.67', feed_kg: 31, egg_kg: 23, feed_cost_per_kg_egg: '9635.33', egg_value: '414358.97', iofc: '192746.30', iofc_per_bird: '642.49', birds: 300 },
        { bagian_id: tengah, bagian: 'Tengah', ...place, feed_cost: '121935.33', feed_kg: 17, egg_kg: 4, feed_cost_per_kg_egg: '30483.83', egg_value: '60000.00', iofc: '-61935.33', iofc_per_bird: '-658.89', birds: 94 },
        { bagian_id: null, bagian: null, jalur: null, plant: null, lokasi: null, feed_cost: '14360.00', feed_kg: 0, egg_kg: 0, feed_cost_per_kg_egg: null, egg_value: '0.00', iofc: '-14360.00', iofc_per_bird: null, birds: 0 },
      ],
      totals: { feed_cost: '656940.00', feed_kg: 90, egg_kg: 72, feed_cost_per_kg_egg: '9124.17', egg_value: '1378076.92', iofc: '721136.92', iofc_per_bird: '725.49', birds: 994 },
    });
  });

  it('splits a day that does not divide evenly so that its bagian add up to the day’s postings exactly', async () => {
    const day = await ok({ start: '2025-03-04', end: '2025-03-04' });
    // 22.258.000 cents: Kanan 8.903.200 (no remainder), Kiri 8.161.266 + the 1 cent left (remainder ,67), Tengah 5.193.533 (,33).
    expect(day.rows.map((r) => [r.bagian, r.feed_cost])).toEqual([
      ['Kanan', '89032.00'],
      ['Kiri', '81612.67'],
      ['Tengah', '51935.33'],
    ]);
    expect(day.totals.feed_cost).toBe('222580.00');
  });

  it('adds up to the farm’s feed cost and the P&L’s Beban Pakan over any range', async () => {
    const cents = (v: string) => BigInt(v.replace('.', ''));
    for (const [start, end] of [
      ['2025-03-01', '2025-03-05'],
      ['2025-03-02', '2025-03-02'],
      ['2025-03-04', '2025-03-04'],
      ['2025-03-05', '2025-03-05'],
      ['2025-02-01', '2025-03-31'],
    ]) {
      const bagian = await ok({ start, end });
      const farm = bodyOf<EconomicsDto>(await t.http().get('/api/insight/economics').query({ start, end, group: 'month' }).set(a.as('admin')).expect(200));
      const pl = bodyOf<ProfitLossDto>(await t.http().get('/api/laba-rugi').query({ start, end }).set(a.as('admin')).expect(200));
      const beban = pl.rows.find((r) => r.name === 'Beban Pakan')?.amount ?? '0.00';
      expect(bagian.rows.reduce((s, r) => s + cents(r.feed_cost), 0n).toString()).toBe(cents(beban).toString());
      expect(bagian.totals.feed_cost).toBe(beban);
      expect(farm.totals.feed_cost).toBe(beban);
      expect(bagian.totals.feed_kg).toBe(farm.totals.feed_kg);
      expect(bagian.totals.egg_kg).toBe(farm.totals.egg_kg);
    }
    // 05/03 has postings but no feed used: one row, without bagian, holds them.
    const fifth = await ok({ start: '2025-03-05', end: '2025-03-05' });
    expect(fifth.rows.filter((r) => r.bagian_id === null)).toEqual([expect.objectContaining({ feed_cost: '14360.00' })]);
  });

  it('answers nothing for a range without figures, and only the farm’s own bagian', async () => {
    const empty = await ok({ start: '2024-01-01', end: '2024-01-31' });
    expect(empty.rows).toEqual([]);
    expect(empty.totals).toEqual({ feed_cost: '0.00', feed_kg: 0, egg_kg: 0, feed_cost_per_kg_egg: null, egg_value: '0.00', iofc: '0.00', iofc_per_bird: null, birds: 0 });
    // Farm B: 5 kg × 5.000 = 25.000 on its one bagian, 50 birds; no egg, no sale.
    const other = await ok({ start: '2025-03-01', end: '2025-03-05' }, b);
    expect(other.rows).toEqual([
      { bagian_id: coopB.bagianIds[0], bagian: 'Kanan', jalur: 'Jalur 1', plant: 'Plant 1', lokasi: 'Farm Uji', feed_cost: '25000.00', feed_kg: 5, egg_kg: 0, feed_cost_per_kg_egg: null, egg_value: '0.00', iofc: '-25000.00', iofc_per_bird: '-500.00', birds: 50 },
    ]);
  });

  it('is for admin and owner only and refuses a bad range with 400', async () => {
    const q = { start: '2025-03-01', end: '2025-03-05' };
    await perBagian(q, a, 'owner').expect(200);
    for (const role of ['abk', 'viewer', 'reseller'] as const) await perBagian(q, a, role).expect(403);
    expect(messageOf(await perBagian({ start: '2024-01-01', end: '2025-01-01' }).expect(400))).toBe('Rentang tanggal maksimal 366 hari.');
    await perBagian({ start: '2024-01-01', end: '2024-12-31' }).expect(200);
    expect(messageOf(await perBagian({ start: '2025-03-05', end: '2025-03-01' }).expect(400))).toBe('Tanggal mulai tidak boleh sesudah tanggal akhir.');
    expect(messageOf(await perBagian({ start: '01/03/2025' }).expect(400))).toMatch(/start/);
    const dflt = await ok({});
    const days = (Date.parse(dflt.end) - Date.parse(dflt.start)) / 86_400_000 + 1;
    expect(days).toBe(30);
  });
});
