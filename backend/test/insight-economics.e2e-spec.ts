import { DailySummaryDto } from '../src/modules/insight/dto/daily-summary.dto';
import { EconomicsDto } from '../src/modules/insight/dto/economics.dto';
import { SetupChecklistDto } from '../src/modules/insight/dto/setup-checklist.dto';
import { ProfitLossDto } from '../src/modules/profit-loss/dto/profit-loss.dto';
import { TenantsService } from '../src/modules/tenants/tenants.service';
import { UsersService } from '../src/modules/users/users.service';
import { createTestApp, TestApp, uniq } from './utils/create-test-app';
import { addCustomer, addSale } from './utils/egg-sales';
import { asSuperadmin, createCoop, createTenant, inTenant, loginAs, TestTenant } from './utils/factories';
import { bodyOf, messageOf } from './utils/http';

/**
 * Feed economics, the daily summary and the new farm's checklist (issue #24). The farm, by hand:
 *
 *   01/01/2025 (Wed) 1.000 birds in on T1 (20 weeks); feed bought 1.000 kg × 7.000 = 7.000.000
 *   04/01, 05/01 feed used 100 kg a day at 7.000 → 700.000 a day (Beban Pakan)
 *   06/01 (Mon) feed bought 200 kg × 8.000 = 1.600.000 → 1.000 kg, 7.200.000, average 7.200
 *   07/01, 08/01 feed used 100 kg a day at 7.200 → 720.000 a day
 *   eggs (bagian of T1): 04/01 A 50 kg (800 butir) + B 10 kg (160); 05/01 A 50 (800); 07/01 A 50 (800) + B 10 (160); 08/01 A 50 (800)
 *   S1 05/01 (Sun) cash: A 80 kg × 20.000 = 1.600.000, B 10 kg × 15.000 = 150.000 → 1.750.000
 *   S2 07/01 cash: A 60 kg × 21.000 = 1.260.000
 *   S3 08/01 piutang: A 30 kg × 22.000 = 660.000
 *   R1 08/01 on S2: A 2 kg × 21.000 = 42.000 back (Retur Penjualan Telur)
 *
 * Weeks run Monday–Sunday: 01/01–05/01 is the week of 30/12/2024, 06/01–10/01 the week of 06/01.
 *   W1: feed 1.400.000, 200 kg; eggs 110 kg; revenue 1.750.000;
 *       unsold A (100 − 80) × 20.000 = 400.000, B (10 − 10) × 15.000 = 0 → 400.000;
 *       IOFC 1.750.000 + 400.000 − 1.400.000 = 750.000; 1.000 birds → 750,00 per bird;
 *       per kg of eggs 1.400.000 ÷ 110 = 12.727,27
 *   W2: feed 1.440.000, 200 kg; eggs 110 kg; revenue 1.260.000 + 660.000 − 42.000 = 1.878.000;
 *       A: price (1.260.000 + 660.000) ÷ 90 = 21.333,33…, (100 − 90) × 21.333,33… = 213.333,33;
 *       B: not sold in W2 → the range's price 150.000 ÷ 10 = 15.000, 10 × 15.000 = 150.000 → 363.333,33;
 *       IOFC 1.878.000 + 363.333,33 − 1.440.000 = 801.333,33 → 801,33 per bird; 1.440.000 ÷ 110 = 13.090,91
 *   Totals: feed 2.840.000, 400 kg; eggs 220 kg; revenue 3.628.000; unsold 763.333,33; IOFC 1.551.333,33;
 *       1.551,33 per bird; 2.840.000 ÷ 220 = 12.909,09
 */
describe('Insight: feed economics, daily summary, setup checklist', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;

  const econ = (query: Record<string, string>, tenant = a, role: 'owner' | 'admin' | 'abk' | 'viewer' | 'reseller' = 'admin') =>
    t.http().get('/api/insight/economics').query(query).set(tenant.as(role));
  const econOk = async (query: Record<string, string>) => bodyOf<EconomicsDto>(await econ(query).expect(200));

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'Ekonomi A');
    b = await createTenant(t, 'Ekonomi B');
    const coop = await createCoop(t, a.id);
    const [t1] = coop.tingkatIds;
    const [b1] = coop.bagianIds;
    const ok = async (req: Promise<{ status: number; body: unknown }>, what: string) => {
      const res = await req;
      if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
    };
    const post = (path: string, body: object) => t.http().post(path).set(a.as('admin')).send(body);
    await ok(post('/api/transaksi-ayam', { tanggal: '2025-01-01', aksi: 'masuk', jumlah: 1000, tujuan_tingkat_id: t1, usia_minggu: 20 }), 'masuk');
    await ok(post('/api/feed-txns/buy', { trx_date: '2025-01-01', qty_kg: 1000, price_per_kg: 7000 }), 'buy 1');
    await ok(post('/api/feed-txns/buy', { trx_date: '2025-01-06', qty_kg: 200, price_per_kg: 8000 }), 'buy 2');
    for (const day of ['2025-01-04', '2025-01-05', '2025-01-07', '2025-01-08']) {
      await ok(post('/api/transaksi-pakan', { tanggal: day, data: [{ tingkat_id: t1, pakan_pagi: 60, pakan_sore: 40 }] }), `pakan ${day}`);
    }
    const eggs: Array<[string, number, number, number, number]> = [
      ['2025-01-04', 50, 800, 10, 160],
      ['2025-01-05', 50, 800, 0, 0],
      ['2025-01-07', 50, 800, 10, 160],
      ['2025-01-08', 50, 800, 0, 0],
    ];
    for (const [tanggal, kgA, butirA, kgB, butirB] of eggs) {
      await ok(post('/api/transaksi-telur', { tanggal, data: [{ bagian_id: b1, grade_a: kgA, butir_a: butirA, grade_b: kgB, butir_b: butirB, grade_c: 0, butir_c: 0 }] }), `telur ${tanggal}`);
    }
    const sri = await addCustomer(t, a, { name: 'Bu Sri' });
    await addSale(t, a, {
      sale_date: '2025-01-05',
      customer_id: sri,
      payment_method: 'cash',
      lines: [
        { grade: 'A', qty_kg: 80, unit_price: 20000 },
        { grade: 'B', qty_kg: 10, unit_price: 15000 },
      ],
    });
    const s2 = await addSale(t, a, { sale_date: '2025-01-07', customer_id: sri, payment_method: 'cash', lines: [{ grade: 'A', qty_kg: 60, unit_price: 21000 }] });
    await addSale(t, a, { sale_date: '2025-01-08', customer_id: sri, payment_method: 'piutang', lines: [{ grade: 'A', qty_kg: 30, unit_price: 22000 }] });
    await ok(post(`/api/egg-sales/${s2.header.id}/returns`, { return_date: '2025-01-08', reason: 'Pecah', lines: [{ grade: 'A', qty_kg: 2 }] }), 'retur');
  });
  afterAll(() => t.close());

  it('answers every week of the range with the figures worked out by hand (Monday–Sunday weeks)', async () => {
    const res = await econOk({ start: '2025-01-01', end: '2025-01-10', group: 'week' });
    expect(res).toEqual({
      start: '2025-01-01',
      end: '2025-01-10',
      group: 'week',
      rows: [
        {
          period: '2024-12-30',
          start: '2025-01-01',
          end: '2025-01-05',
          feed_cost: '1400000.00',
          feed_kg: 200,
          egg_kg: 110,
          feed_cost_per_kg_egg: '12727.27',
          egg_revenue: '1750000.00',
          egg_value_unsold: '400000.00',
          iofc: '750000.00',
          iofc_per_bird: '750.00',
          avg_population: 1000,
        },
        {
          period: '2025-01-06',
          start: '2025-01-06',
          end: '2025-01-10',
          feed_cost: '1440000.00',
          feed_kg: 200,
          egg_kg: 110,
          feed_cost_per_kg_egg: '13090.91',
          egg_revenue: '1878000.00',
          egg_value_unsold: '363333.33',
          iofc: '801333.33',
          iofc_per_bird: '801.33',
          avg_population: 1000,
        },
      ],
      totals: {
        feed_cost: '2840000.00',
        feed_kg: 400,
        egg_kg: 220,
        feed_cost_per_kg_egg: '12909.09',
        egg_revenue: '3628000.00',
        egg_value_unsold: '763333.33',
        iofc: '1551333.33',
        iofc_per_bird: '1551.33',
        avg_population: 1000,
      },
    });
  });

  it('reconciles with the profit and loss: feed cost = Beban Pakan, revenue = Penjualan Telur net of returns', async () => {
    for (const [start, end] of [
      ['2025-01-01', '2025-01-10'],
      ['2025-01-06', '2025-01-08'],
      ['2024-12-01', '2025-02-28'],
    ]) {
      const e = await econOk({ start, end, group: 'month' });
      const pl = bodyOf<ProfitLossDto>(await t.http().get('/api/laba-rugi').query({ start, end }).set(a.as('admin')).expect(200));
      const amount = (name: string) => pl.rows.find((r) => r.name === name)?.amount ?? '0.00';
      expect(e.totals.feed_cost).toBe(amount('Beban Pakan'));
      // Retur Penjualan Telur is an income account with a debit balance: its amount is negative.
      const net = ((BigInt(amount('Penjualan Telur').replace('.', '')) + BigInt(amount('Retur Penjualan Telur').replace('.', ''))) as bigint).toString();
      expect(e.totals.egg_revenue.replace('.', '')).toBe(net);
    }
  });

  it('cuts months to the range, carries the population over the days after the last entry, and leaves ratios empty without birds or eggs', async () => {
    const res = await econOk({ start: '2024-12-20', end: '2025-02-10', group: 'month' });
    expect(res.rows.map((r) => [r.period, r.start, r.end])).toEqual([
      ['2024-12', '2024-12-20', '2024-12-31'],
      ['2025-01', '2025-01-01', '2025-01-31'],
      ['2025-02', '2025-02-01', '2025-02-10'],
    ]);
    expect(res.rows[0]).toMatchObject({ feed_cost: '0.00', egg_kg: 0, feed_cost_per_kg_egg: null, iofc: '0.00', iofc_per_bird: null, avg_population: 0 });
    // January: feed and revenue as the two weeks; the unsold eggs at January's own prices:
    // A (200 − 170) × 3.520.000 ÷ 170 = 621.176,47, B (20 − 10) × 15.000 = 150.000 → 771.176,47;
    // IOFC 3.628.000 + 771.176,47 − 2.840.000 = 1.559.176,47; 1.000 birds on each of its 31 days.
    expect(res.rows[1]).toMatchObject({ feed_cost: '2840000.00', egg_revenue: '3628000.00', egg_value_unsold: '771176.47', iofc: '1559176.47', iofc_per_bird: '1559.18', avg_population: 1000 });
    expect(res.rows[2]).toMatchObject({ feed_cost: '0.00', iofc: '0.00', iofc_per_bird: '0.00', avg_population: 1000 });
    // Totals over 53 days: 12 without birds, 41 with 1.000 → 41.000 ÷ 53 = 773,6 birds; 1.559.176,47 × 53 ÷ 41.000 = 2.015,52.
    expect(res.totals).toMatchObject({ iofc: '1559176.47', avg_population: 773.6, iofc_per_bird: '2015.52' });
  });

  it('values a day that sold more than it produced negatively (eggs of earlier days)', async () => {
    const res = await econOk({ start: '2025-01-05', end: '2025-01-05', group: 'day' });
    // A: (50 − 80) × 20.000 = −600.000; B: (0 − 10) × 15.000 = −150.000; IOFC 1.750.000 − 750.000 − 700.000 = 300.000.
    expect(res.rows).toEqual([
      {
        period: '2025-01-05',
        start: '2025-01-05',
        end: '2025-01-05',
        feed_cost: '700000.00',
        feed_kg: 100,
        egg_kg: 50,
        feed_cost_per_kg_egg: '14000.00',
        egg_revenue: '1750000.00',
        egg_value_unsold: '-750000.00',
        iofc: '300000.00',
        iofc_per_bird: '300.00',
        avg_population: 1000,
      },
    ]);
    const days = await econOk({ start: '2025-01-01', end: '2025-01-10' });
    expect(days.group).toBe('day');
    expect(days.rows.map((r) => r.period)).toHaveLength(10);
  });

  it('is for admin and owner only, reads only its own farm, and refuses bad parameters with 400', async () => {
    const q = { start: '2025-01-01', end: '2025-01-10' };
    await econ(q, a, 'owner').expect(200);
    for (const role of ['abk', 'viewer', 'reseller'] as const) await econ(q, a, role).expect(403);
    const other = bodyOf<EconomicsDto>(await econ(q, b).expect(200));
    expect(other.totals).toMatchObject({ feed_cost: '0.00', egg_revenue: '0.00', egg_kg: 0, iofc: '0.00' });
    expect(messageOf(await econ({ ...q, group: 'year' }).expect(400))).toBe('group harus day, week atau month.');
    expect(messageOf(await econ({ start: '2025-01-10', end: '2025-01-01' }).expect(400))).toBe('Tanggal mulai tidak boleh sesudah tanggal akhir.');
    expect(messageOf(await econ({ start: '2024-01-01', end: '2025-01-01' }).expect(400))).toBe('Rentang tanggal maksimal 366 hari.');
    await econ({ start: '2024-01-01', end: '2024-12-31' }).expect(200);
    expect(messageOf(await econ({ start: '01/01/2025' }).expect(400))).toMatch(/start/);
  });

  it('composes the daily summary from the day’s figures; nothing else is sent', async () => {
    const res = bodyOf<DailySummaryDto>(await t.http().get('/api/insight/daily-summary').query({ date: '2025-01-08' }).set(a.as('abk')).expect(200));
    // The count the abk's 'Peringatan' panel lists for the same day.
    const warned = bodyOf<{ warnings: unknown[] }>(await t.http().get('/api/insight/warnings').query({ date: '2025-01-08' }).set(a.as('abk')).expect(200)).warnings.length;
    // HD 800 ÷ 1.000 = 80 %; FCR 100 ÷ 50 = 2; stock 1.200 − 400 = 800 kg; 4 days of 100 kg in the last 7 → 8 days.
    expect(res).toEqual({
      date: '2025-01-08',
      farm: a.nama,
      populasi: 1000,
      kematian: 0,
      pakan_kg: 100,
      telur_kg: 50,
      telur_butir: 800,
      hd_persen: 80,
      fcr: 2,
      stok_pakan_kg: 800,
      stok_hari: 8,
      peringatan: warned,
      text: [
        `*Ringkasan ${a.nama}*`,
        'Rabu, 08/01/2025',
        'Populasi: 1.000 ekor',
        'Kematian: 0 ekor',
        'Pakan: 100 kg',
        'Telur: 50 kg (800 butir)',
        'HD: 80 %',
        'FCR: 2',
        'Stok pakan: 800 kg (cukup ± 8 hari)',
        `Peringatan: ${warned === 0 ? 'tidak ada' : warned}`,
      ].join('\n'),
    });
    await t.http().get('/api/insight/daily-summary').set(a.as('viewer')).expect(403);
    await t.http().get('/api/insight/daily-summary').query({ date: '2025-13-01' }).set(a.as('admin')).expect(400);
  });

  it('ticks the setup checklist one step at a time on a fresh farm', async () => {
    const suffix = uniq();
    const tenant = await asSuperadmin(t, () => t.app.get(TenantsService).create({ kode: `N${suffix}`, nama: `Kandang Baru ${suffix}` }));
    const users = t.app.get(UsersService);
    const owner = await asSuperadmin(t, () => users.createAccount(`own-${suffix}`, `own-${suffix}-pw`));
    await inTenant(t, tenant.id, () => users.addMembership(owner.id, 'owner'));
    const h = { authorization: `Bearer ${await loginAs(t, `own-${suffix}`, `own-${suffix}-pw`)}`, 'x-tenant-id': tenant.id };
    const check = async () => bodyOf<SetupChecklistDto>(await t.http().get('/api/insight/setup-checklist').set(h).expect(200));
    const done = async () => (await check()).steps.filter((s) => s.done).map((s) => s.key);

    const first = await check();
    expect(first.steps.map((s) => [s.key, s.path, s.done])).toEqual([
      ['struktur', '/struktur-kandang', false],
      ['ayam', '/ayaminfo', false],
      ['pelanggan', '/customers', false],
      ['saldo_awal', '/saldo-awal', false],
      ['pengguna', '/users', false],
    ]);
    expect(first).toMatchObject({ complete: false, empty_farm: true });

    const coop = await createCoop(t, tenant.id);
    expect(await done()).toEqual(['struktur']);
    expect((await check()).empty_farm).toBe(true);
    await t.http().post('/api/transaksi-ayam').set(h).send({ tanggal: '2025-01-01', aksi: 'masuk', jumlah: 500, tujuan_tingkat_id: coop.tingkatIds[0], usia_minggu: 18 }).expect(201);
    expect(await done()).toEqual(['struktur', 'ayam']);
    expect((await check()).empty_farm).toBe(false);
    await t.http().put('/api/finance/opening-balances').set(h).send({ start_date: '2025-01-01', kas: 1000000, banks: [], invoices: [], others: [] }).expect(200);
    expect(await done()).toEqual(['struktur', 'ayam', 'saldo_awal']);
    await t.http().post('/api/customers').set(h).send({ name: 'Warung Ani' }).expect(201);
    expect(await done()).toEqual(['struktur', 'ayam', 'pelanggan', 'saldo_awal']);
    const abk = await asSuperadmin(t, () => users.createAccount(`abk-${suffix}`, `abk-${suffix}-pw`));
    await inTenant(t, tenant.id, () => users.addMembership(abk.id, 'abk'));
    expect(await check()).toMatchObject({ complete: true, empty_farm: false });

    await t.http().get('/api/insight/setup-checklist').set(a.as('abk')).expect(403);
  });
});
