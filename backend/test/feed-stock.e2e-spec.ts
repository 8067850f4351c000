import dayjs from 'dayjs';
import { FeedMetricsDto, FeedTxnDto } from '../src/modules/feed-stock/dto/feed-stock.dto';
import { JournalHeaderDto } from '../src/modules/finance/dto/finance.dto';
import { createTestApp, TestApp } from './utils/create-test-app';
import { bodyOf, errorOf } from './utils/http';
import { createCoop, createTenant, TestTenant } from './utils/factories';

/**
 * Feed stock (part 2 'Transaksi Pakan, accounting', §5, §7; DESIGN §5 'Finance'): purchases, sales,
 * adjustments and the daily usage of /transaksipakan, costed at the perpetual moving average.
 * Every expected figure below is worked out by hand in the comments.
 */
describe('Feed stock', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  let tingkatId: number;

  const post = (kind: 'buy' | 'sell' | 'adjust', body: object, tenant = a, role: 'admin' | 'owner' | 'abk' | 'viewer' = 'admin') =>
    t.http().post(`/api/feed-txns/${kind}`).set(tenant.as(role)).send(body);
  /** Figures at the end of `day`: asof is exclusive (movements dated before it), so ask for the next day. */
  const metrics = async (day: string, tenant = a) =>
    bodyOf<FeedMetricsDto>(await t.http().get('/api/feed-txns/metrics').query({ asof: dayjs(day).add(1, 'day').format('YYYY-MM-DD') }).set(tenant.as('admin')).expect(200));

  /** A day of feed usage entered on /transaksipakan by the abk (kg). */
  const useFeed = (tanggal: string, pagi: number, sore: number) =>
    t.http().post('/api/transaksi-pakan').set(a.as('abk')).send({ tanggal, data: [{ tingkat_id: tingkatId, pakan_pagi: pagi, pakan_sore: sore }] }).expect(200);

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'Pakan A');
    b = await createTenant(t, 'Pakan B');
    tingkatId = (await createCoop(t, a.id)).tingkatIds[0];
  });
  afterAll(() => t.close());

  it('costs purchases, usage, a sale and an adjustment at the moving average', async () => {
    // 01/03: 1,000 kg × 7,000 + ongkir 100,000 + bongkar 50,000 = 7,150,000 → 7,150/kg.
    const first = await post('buy', { trx_date: '2025-03-01', qty_kg: 1000, price_per_kg: 7000, ongkir: 100000, bongkar: 50000, method: 'transfer', note: 'Pakan layer' }).expect(201);
    expect(first.body).toMatchObject({ type: 'buy', qty_kg: 1000, unit_cost: '7000.000000', add_cost: '150000.00', total_cost: '7150000.00', stock_after: 1000, avg_cost_after: '7150.000000', method: 'transfer', price_per_kg: '7000.00', sale_amount: null });
    // 02/03: 60 + 40 = 100 kg used → 900 kg, value 900 × 7,150 = 6,435,000.
    await useFeed('2025-03-02', 60, 40);
    expect(await metrics('2025-03-02')).toEqual({ stock_kg: 900, avg_cost: '7150.000000', inventory_value: '6435000.00' });
    // Corrected usage counts at once (70 + 40 = 110 → 890 kg); a day set back to 0 counts nothing; then 60 + 40 again.
    await useFeed('2025-03-02', 70, 40);
    expect((await metrics('2025-03-02')).stock_kg).toBe(890);
    await useFeed('2025-03-02', 0, 0);
    expect((await metrics('2025-03-02')).stock_kg).toBe(1000);
    await useFeed('2025-03-02', 60, 40);
    // 05/03: 500 kg × 7,600 = 3,800,000 → (6,435,000 + 3,800,000) / 1,400 = 7,310.714286/kg.
    await post('buy', { trx_date: '2025-03-05', qty_kg: 500, price_per_kg: 7600 }).expect(201);
    // 06/03: sell 200 kg at 8,000 → stock 1,200; cost out 200 × 7,310.714286 = 1,462,142.86; sale 1,600,000.
    const sale = await post('sell', { trx_date: '2025-03-06', qty_kg: 200, price_per_kg: 8000, method: 'cash' }).expect(201);
    expect(sale.body).toMatchObject({ type: 'sell', qty_kg: -200, unit_cost: '7310.714286', total_cost: '-1462142.86', sale_amount: '1600000.00', price_per_kg: '8000.00', add_cost: '0.00', stock_after: 1200 });
    // 07/03: shrinkage 10 kg → 1,190 kg; value 1,190 × 7,310.714286 = 8,699,750.00.
    await post('adjust', { trx_date: '2025-03-07', qty_kg: -10, note: 'Stock opname' }).expect(201);
    expect(await metrics('2025-03-07')).toEqual({ stock_kg: 1190, avg_cost: '7310.714286', inventory_value: '8699750.00' });
  });

  it('re-derives every later figure after a back-dated purchase', async () => {
    // 03/03: 100 kg × 6,000 = 600,000 onto 900 kg at 7,150 → (6,435,000 + 600,000) / 1,000 = 7,035/kg.
    await post('buy', { trx_date: '2025-03-03', qty_kg: 100, price_per_kg: 6000 }).expect(201);
    // 05/03 then: (1,000 × 7,035 + 3,800,000) / 1,500 = 10,835,000 / 1,500 = 7,223.333333/kg;
    // sale −200 and shrinkage −10 → 1,290 kg; value 1,290 × 7,223.333333 = 9,318,100.00.
    expect(await metrics('2025-03-07')).toEqual({ stock_kg: 1290, avg_cost: '7223.333333', inventory_value: '9318100.00' });
    // Figures before the back-dated day are unchanged.
    expect(await metrics('2025-03-02')).toEqual({ stock_kg: 900, avg_cost: '7150.000000', inventory_value: '6435000.00' });

    const list = bodyOf<FeedTxnDto[]>(await t.http().get('/api/feed-txns').query({ from: '2025-03-01', to: '2025-03-07' }).set(a.as('owner')).expect(200));
    expect(list.map((r) => [r.trx_date, r.type, r.stock_after])).toEqual([
      ['2025-03-01', 'buy', 1000],
      ['2025-03-02', 'usage', 900],
      ['2025-03-03', 'buy', 1000],
      ['2025-03-05', 'buy', 1500],
      ['2025-03-06', 'sell', 1300],
      ['2025-03-07', 'adjust', 1290],
    ]);
    // The sale now leaves at 7,223.333333/kg: 200 × 7,223.333333 = 1,444,666.67.
    expect(list[4]).toMatchObject({ unit_cost: '7223.333333', total_cost: '-1444666.67', price_per_kg: '8000.00' });
    expect(list[1]).toMatchObject({ id: null, qty_kg: -100, unit_cost: '7150.000000', total_cost: '-715000.00', price_per_kg: null, sale_amount: null });
    const narrow = bodyOf<FeedTxnDto[]>(await t.http().get('/api/feed-txns').query({ from: '2025-03-05', to: '2025-03-06' }).set(a.as('admin')).expect(200));
    expect(narrow.map((r) => r.type)).toEqual(['buy', 'sell']);
  });

  it('refuses a sale or shrinkage beyond the stock at its date or later (422) and saves nothing', async () => {
    // A sale on 02/03 comes before that day's usage: 1,000 on hand, 100 used later that day → 900 available.
    const res = errorOf(await post('sell', { trx_date: '2025-03-02', qty_kg: 901, price_per_kg: 8000 }).expect(422));
    expect(res.success).toBe(false);
    expect(res.message).toContain('Stok pakan tidak cukup');
    expect(res.message).toContain('900 kg');
    await post('sell', { trx_date: '2025-02-28', qty_kg: 1, price_per_kg: 8000 }).expect(422);
    await post('adjust', { trx_date: '2025-03-07', qty_kg: -1290.001 }).expect(422);
    expect((await metrics('2025-03-07')).stock_kg).toBe(1290);
    // Found stock is always accepted: 1,290 + 5 = 1,295 kg at the same average.
    await post('adjust', { trx_date: '2025-03-08', qty_kg: 5 }).expect(201);
    expect(await metrics('2025-03-08')).toEqual({ stock_kg: 1295, avg_cost: '7223.333333', inventory_value: '9354216.67' });
    // Exactly the available quantity may go: 900 on 02/03 leaves 0 after the usage.
    await post('sell', { trx_date: '2025-03-02', qty_kg: 900, price_per_kg: 8000 }).expect(201);
    expect((await metrics('2025-03-02')).stock_kg).toBe(0);
    // Later costing follows: 03/03 100 kg onto empty stock → 6,000/kg; 05/03 (100 × 6,000 + 3,800,000) / 600
    // = 7,333.333333/kg; −200 − 10 + 5 → 395 kg; value 395 × 7,333.333333 = 2,896,666.67.
    expect(await metrics('2025-03-08')).toEqual({ stock_kg: 395, avg_cost: '7333.333333', inventory_value: '2896666.67' });
  });

  it('answers the messages of part 2 §5 for missing or bad fields', async () => {
    // [case, kind, body, message, the body field the refusal names]
    const cases: Array<[string, 'buy' | 'sell' | 'adjust', object, string, string]> = [
      ['no date', 'buy', { qty_kg: 1, price_per_kg: 1 }, 'Tanggal wajib diisi', 'trx_date'],
      ['no qty', 'buy', { trx_date: '2025-03-01', price_per_kg: 1 }, 'Qty wajib diisi', 'qty_kg'],
      ['no price', 'buy', { trx_date: '2025-03-01', qty_kg: 1 }, 'Harga/kg wajib diisi', 'price_per_kg'],
      ['no selling price', 'sell', { trx_date: '2025-03-01', qty_kg: 1 }, 'Harga jual/kg wajib diisi', 'price_per_kg'],
      ['negative ongkir', 'buy', { trx_date: '2025-03-01', qty_kg: 1, price_per_kg: 1, ongkir: -1 }, 'ongkir minimal 0.', 'ongkir'],
      ['negative price', 'sell', { trx_date: '2025-03-01', qty_kg: 1, price_per_kg: -5 }, 'Harga jual/kg minimal 0.', 'price_per_kg'],
      ['zero qty', 'buy', { trx_date: '2025-03-01', qty_kg: 0, price_per_kg: 1 }, 'Qty harus lebih dari 0.', 'qty_kg'],
      ['zero adjustment', 'adjust', { trx_date: '2025-03-01', qty_kg: 0 }, 'Qty penyesuaian tidak boleh 0.', 'qty_kg'],
      ['bad date', 'adjust', { trx_date: '2025-02-30', qty_kg: 1 }, 'trx_date harus tanggal (YYYY-MM-DD).', 'trx_date'],
      ['price with 3 decimals', 'buy', { trx_date: '2025-03-01', qty_kg: 1, price_per_kg: 7500.555 }, 'Harga per kg maksimal 2 angka desimal.', 'price_per_kg'],
      ['selling price with 3 decimals', 'sell', { trx_date: '2025-03-01', qty_kg: 1, price_per_kg: 8000.001 }, 'Harga jual per kg maksimal 2 angka desimal.', 'price_per_kg'],
      ['ongkir with 3 decimals', 'buy', { trx_date: '2025-03-01', qty_kg: 1, price_per_kg: 1, ongkir: 0.125 }, 'ongkir maksimal 2 angka di belakang koma.', 'ongkir'],
      ['bad method', 'buy', { trx_date: '2025-03-01', qty_kg: 1, price_per_kg: 1, method: 'piutang' }, 'Metode bayar harus cash, transfer atau credit.', 'method'],
    ];
    for (const [, kind, body, message, field] of cases) {
      expect((await post(kind, body).expect(400)).body).toEqual({ success: false, message, field });
    }
    await t.http().get('/api/feed-txns').query({ from: '2025-03-05', to: '2025-03-01' }).set(a.as('admin')).expect(400);
  });

  it('is admin-only, except the metrics the dashboard reads (admin, abk), and keeps tenants apart', async () => {
    await post('buy', { trx_date: '2025-03-01', qty_kg: 1, price_per_kg: 1 }, a, 'abk').expect(403);
    await post('adjust', { trx_date: '2025-03-01', qty_kg: 1 }, a, 'viewer').expect(403);
    await t.http().get('/api/feed-txns').set(a.as('abk')).expect(403);
    await t.http().get('/api/feed-txns/metrics').query({ asof: '2025-03-07' }).set(a.as('viewer')).expect(403);
    // asof is exclusive: movements dated before 08/03, i.e. without the 5 kg found that day.
    const abk = await t.http().get('/api/feed-txns/metrics').query({ asof: '2025-03-08' }).set(a.as('abk')).expect(200);
    expect(bodyOf<FeedMetricsDto>(abk).stock_kg).toBe(390);
    // Before 01/03 nothing had been bought; a delivery dated on asof is not counted.
    expect((await t.http().get('/api/feed-txns/metrics').query({ asof: '2025-03-01' }).set(a.as('abk')).expect(200)).body).toEqual({ stock_kg: 0, avg_cost: '0.000000', inventory_value: '0.00' });
    // Tenant B sees none of A's movements, and cannot reach A's data with A's id in the header.
    expect(await metrics('2025-03-31', b)).toEqual({ stock_kg: 0, avg_cost: '0.000000', inventory_value: '0.00' });
    expect((await t.http().get('/api/feed-txns').query({ from: '2025-03-01', to: '2025-03-31' }).set(b.as('admin')).expect(200)).body).toEqual([]);
    await t.http().get('/api/feed-txns').set({ ...b.as('admin'), 'x-tenant-id': a.id }).expect(403);
  });

  it('keeps a price per kg with 2 decimals as typed: the purchase and the books are exact, 3 decimals are refused', async () => {
    const c = await createTenant(t, 'Pakan C');
    const before = await t.http().get('/api/feed-txns').query({ from: '2025-04-01', to: '2025-04-02' }).set(c.as('admin')).expect(200);
    expect(before.body).toEqual([]);
    // 7,500.555/kg cannot be stored in numeric(18,2): refused (400), nothing written — never kept as 7,500.56
    // (1,000 kg would then cost 7,500,560 instead of the 7,500,555 typed).
    const refused = await post('buy', { trx_date: '2025-04-01', qty_kg: 1000, price_per_kg: 7500.555, method: 'cash' }, c).expect(400);
    expect(refused.body).toEqual({ success: false, message: 'Harga per kg maksimal 2 angka desimal.', field: 'price_per_kg' });
    expect(await metrics('2025-04-01', c)).toEqual({ stock_kg: 0, avg_cost: '0.000000', inventory_value: '0.00' });
    // 7,500.55/kg is kept: 1,000.5 kg × 7,500.55 = 7,504,300.275; + ongkir 12,345.67 + bongkar 0.05 = 7,516,645.995 → 7,516,646.00.
    const buy = await post('buy', { trx_date: '2025-04-01', qty_kg: 1000.5, price_per_kg: 7500.55, ongkir: 12345.67, bongkar: 0.05, method: 'cash' }, c).expect(201);
    expect(buy.body).toMatchObject({ price_per_kg: '7500.55', unit_cost: '7500.550000', add_cost: '12345.72', total_cost: '7516646.00' });
    // 7,516,646.00 / 1,000.5 kg = 7,512.889555… → 7,512.889555/kg.
    expect(await metrics('2025-04-01', c)).toEqual({ stock_kg: 1000.5, avg_cost: '7512.889555', inventory_value: '7516646.00' });
    // The journal of the purchase carries the same exact amount (Dr Persediaan Pakan / Cr Kas).
    const journals = bodyOf<JournalHeaderDto[]>(await t.http().get('/api/finance/journals').query({ from: '2025-04-01', to: '2025-04-01', source_type: 'feed_buy' }).set(c.as('admin')).expect(200));
    expect(journals).toMatchObject([{ memo: 'Pembelian pakan 1.000,5 kg @ Rp 7.500,55', total_debit: '7516646.00', total_credit: '7516646.00' }]);
    // A sale at 8,100.25/kg of 0.5 kg: 4,050.125 → 4,050.13 (numeric rounding half away from zero).
    const sale = await post('sell', { trx_date: '2025-04-02', qty_kg: 0.5, price_per_kg: 8100.25, method: 'cash' }, c).expect(201);
    expect(sale.body).toMatchObject({ price_per_kg: '8100.25', sale_amount: '4050.13' });
  });
});
