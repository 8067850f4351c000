import { Client } from 'pg';
import { TenantContext } from '../src/common/tenancy/tenant-context';
import { FeedMetricsDto } from '../src/modules/feed-stock/dto/feed-stock.dto';
import { ItemStockDto, StockItemDto } from '../src/modules/stock-items/dto/stock-items.dto';
import { createTestApp, prepareTestDatabase, TestApp } from './utils/create-test-app';
import { bodyOf, messageOf } from './utils/http';
import { createCoop, createTenant, inTenant, TestTenant } from './utils/factories';

/**
 * Stock items (issue #37 'Stock items'): the farm's items with their nutrients and sources, the
 * spec's purchase, sale and adjustment rules per item (moving average each), OVK in Persediaan OVK,
 * and the stock per item. Every expected figure is worked out by hand in the comments.
 */
describe('Stock items', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  let tingkatId: number;
  let items: StockItemDto[];
  const id = (name: string) => items.find((i) => i.name === name)!.id;

  const http = () => t.http();
  const txn = (kind: 'buy' | 'sell' | 'adjust', body: object, tenant = a) => http().post(`/api/feed-txns/${kind}`).set(tenant.as('admin')).send(body);
  const stock = async (asof: string, tenant = a) => bodyOf<ItemStockDto[]>(await http().get('/api/stock-items/stock').query({ asof }).set(tenant.as('admin')).expect(200));
  /** Balance (debit − credit) of the account with `key` at the end of `day`, rupiah as text. */
  const balance = (key: string, day: string, tenant = a) =>
    inTenant(t, tenant.id, async () => {
      const [r] = await t.app.get(TenantContext).manager.query<Array<{ v: string }>>(
        `select coalesce(sum(l.debit - l.credit), 0)::numeric(18,2)::text as v from journal_lines l join accounts ac on ac.tenant_id = l.tenant_id and ac.id = l.account_id
          where ac.system_key = $1 and l.trx_date <= $2`,
        [key, day],
      );
      return r.v;
    });

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'Barang A');
    b = await createTenant(t, 'Barang B');
    tingkatId = (await createCoop(t, a.id)).tingkatIds[0];
  });
  afterAll(() => t.close());

  it('a new farm starts with the default item Pakan and the shipped ingredients, values and sources as the data gives them', async () => {
    items = bodyOf<StockItemDto[]>(await http().get('/api/stock-items').set(a.as('viewer')).expect(200));
    expect(items.map((i) => [i.name, i.kind, i.unit, i.is_default])).toEqual([
      ['Pakan', 'pakan_jadi', 'kg', true],
      ['Bungkil kedelai', 'bahan', 'kg', false],
      ['Dedak padi / bekatul', 'bahan', 'kg', false],
      ['Jagung kuning', 'bahan', 'kg', false],
      ['Kapur (grit)', 'bahan', 'kg', false],
      ['Konsentrat', 'bahan', 'kg', false],
      ['Premix', 'bahan', 'kg', false],
      ['Tepung ikan', 'bahan', 'kg', false],
    ]);
    const jagung = items.find((i) => i.name === 'Jagung kuning')!;
    // SNI 4483:2013 Mutu I protein ≥ 8.0 %; Riverina maize sheet 13.90 MJ/kg = 3,322 kcal/kg, Ca ≥ 0.02 %; no available P or fibre in any source.
    expect(jagung.nutrients).toEqual({ protein_pct: 8, me_kcal_per_kg: 3322, ca_pct: 0.02, p_avail_pct: null, fibre_pct: null });
    expect(jagung.nutrient_source).toContain('SNI 4483:2013');
    // SNI 01-4227-1996 Mutu I: protein ≥ 46 %, fibre ≤ 6.5 %; Ca is a range there, so not filled.
    expect(items.find((i) => i.name === 'Bungkil kedelai')!.nutrients).toEqual({ protein_pct: 46, me_kcal_per_kg: null, ca_pct: null, p_avail_pct: null, fibre_pct: 6.5 });
    expect(items.find((i) => i.name === 'Konsentrat')!.nutrients).toEqual({ protein_pct: null, me_kcal_per_kg: null, ca_pct: null, p_avail_pct: null, fibre_pct: null });
    expect(items.find((i) => i.name === 'Konsentrat')!.nutrient_source).toContain('label pemasok');
  });

  it('adds and edits items with the messages of the API; the default item and an item with movements keep kind and unit', async () => {
    const created = await http()
      .post('/api/stock-items')
      .set(a.as('admin'))
      .send({ name: ' Konsentrat KLK 36 ', kind: 'bahan', unit: 'kg', nutrients: { protein_pct: 36 }, nutrient_source: 'Label karung KLK-36' })
      .expect(201);
    expect(bodyOf<StockItemDto>(created)).toMatchObject({ name: 'Konsentrat KLK 36', kind: 'bahan', unit: 'kg', active: true, is_default: false, withdrawal_days: null });
    expect(bodyOf<StockItemDto>(created).nutrients.protein_pct).toBe(36);
    const ovk = await http().post('/api/stock-items').set(a.as('admin')).send({ name: 'Vaksin ND', kind: 'ovk', unit: 'dosis', withdrawal_days: 0, nutrients: { protein_pct: 5 } }).expect(201);
    // OVK keeps no nutrients.
    expect(bodyOf<StockItemDto>(ovk)).toMatchObject({ kind: 'ovk', unit: 'dosis', withdrawal_days: 0, nutrients: { protein_pct: null } });
    items = bodyOf<StockItemDto[]>(await http().get('/api/stock-items').set(a.as('admin')).expect(200));

    const bad = async (body: object, status: number, message: string) => expect(messageOf(await http().post('/api/stock-items').set(a.as('admin')).send(body).expect(status))).toBe(message);
    await bad({ kind: 'bahan', unit: 'kg' }, 400, 'Nama barang wajib diisi.');
    await bad({ name: 'X', kind: 'obat', unit: 'kg' }, 400, 'Jenis harus bahan, pakan_jadi, campuran atau ovk.');
    await bad({ name: 'X', kind: 'bahan', unit: 'ton' }, 400, 'Satuan harus kg, dosis, botol, gram atau liter.');
    await bad({ name: 'X', kind: 'bahan', unit: 'kg', nutrients: { protein_pct: 120 } }, 400, 'Protein harus angka 0–100 dengan paling banyak 2 angka desimal.');
    await bad({ name: 'X', kind: 'bahan', unit: 'kg', nutrients: 'banyak' }, 400, 'Nutrisi harus berupa objek.');
    await bad({ name: 'jagung KUNING', kind: 'bahan', unit: 'kg' }, 409, 'Nama barang sudah dipakai.');

    // A nutrient left out keeps its value; null clears one.
    const put = (itemId: number, body: object) => http().put(`/api/stock-items/${itemId}`).set(a.as('admin')).send(body);
    const edited = bodyOf<StockItemDto>(await put(id('Jagung kuning'), { name: 'Jagung kuning', kind: 'bahan', unit: 'kg', nutrients: { p_avail_pct: 0.1, ca_pct: null } }).expect(200));
    expect(edited.nutrients).toEqual({ protein_pct: 8, me_kcal_per_kg: 3322, ca_pct: null, p_avail_pct: 0.1, fibre_pct: null });
    expect(messageOf(await put(id('Pakan'), { name: 'Pakan', kind: 'bahan', unit: 'kg' }).expect(422))).toBe('Barang bawaan Pakan harus tetap pakan_jadi dalam kg dan aktif.');
    expect(messageOf(await put(id('Pakan'), { name: 'Pakan', kind: 'pakan_jadi', unit: 'kg', active: false }).expect(422))).toBe('Barang bawaan Pakan harus tetap pakan_jadi dalam kg dan aktif.');
    expect(bodyOf<StockItemDto>(await put(id('Pakan'), { name: 'Pakan Layer', kind: 'pakan_jadi', unit: 'kg' }).expect(200)).name).toBe('Pakan Layer');
    await put(id('Pakan'), { name: 'Pakan', kind: 'pakan_jadi', unit: 'kg' }).expect(200);
    await put(999999, { name: 'Y', kind: 'bahan', unit: 'kg' }).expect(404);
  });

  it('costs purchases, sales and adjustments per item at its own moving average; OVK in Persediaan OVK', async () => {
    const jagung = id('Jagung kuning');
    const klk = id('Konsentrat KLK 36');
    const vaksin = id('Vaksin ND');
    // Jagung: 01/03 1,000 kg × 5,000 + ongkir 100,000 = 5,100,000 → 5,100/kg;
    // 03/03 500 kg × 5,400 = 2,700,000 → 7,800,000 / 1,500 = 5,200/kg.
    expect((await txn('buy', { item_id: jagung, trx_date: '2025-03-01', qty_kg: 1000, price_per_kg: 5000, ongkir: 100000 }).expect(201)).body).toMatchObject({ avg_cost_after: '5100.000000', stock_after: 1000 });
    expect((await txn('buy', { item_id: jagung, trx_date: '2025-03-03', qty_kg: 500, price_per_kg: 5400 }).expect(201)).body).toMatchObject({ avg_cost_after: '5200.000000', stock_after: 1500 });
    // 04/03 sale 100 kg @ 6,000: out 100 × 5,200 = 520,000 → 1,400 kg, 7,280,000.
    expect((await txn('sell', { item_id: jagung, trx_date: '2025-03-04', qty_kg: 100, price_per_kg: 6000 }).expect(201)).body).toMatchObject({ total_cost: '-520000.00', sale_amount: '600000.00', stock_after: 1400 });
    // 05/03 shrinkage 20 kg: out 104,000 → 1,380 kg, 7,176,000 at 5,200.
    await txn('adjust', { item_id: jagung, trx_date: '2025-03-05', qty_kg: -20 }).expect(201);
    // KLK: 01/03 200 kg × 9,000 = 1,800,000; 02/03 100 kg × 9,300 = 930,000 → 2,730,000 / 300 = 9,100/kg;
    // 04/03 sale 50 kg: out 455,000 → 250 kg, 2,275,000; 05/03 found 10 kg: + 91,000 → 260 kg, 2,366,000.
    await txn('buy', { item_id: klk, trx_date: '2025-03-01', qty_kg: 200, price_per_kg: 9000, method: 'transfer' }).expect(201);
    await txn('buy', { item_id: klk, trx_date: '2025-03-02', qty_kg: 100, price_per_kg: 9300 }).expect(201);
    await txn('sell', { item_id: klk, trx_date: '2025-03-04', qty_kg: 50, price_per_kg: 10000 }).expect(201);
    expect((await txn('adjust', { item_id: klk, trx_date: '2025-03-05', qty_kg: 10 }).expect(201)).body).toMatchObject({ total_cost: '91000.00', stock_after: 260, avg_cost_after: '9100.000000' });
    // Vaksin ND: 02/03 1,000 dosis × 150 = 150,000; 05/03 100 dosis lost: out 15,000 → 900 dosis, 135,000.
    await txn('buy', { item_id: vaksin, trx_date: '2025-03-02', qty_kg: 1000, price_per_kg: 150 }).expect(201);
    await txn('adjust', { item_id: vaksin, trx_date: '2025-03-05', qty_kg: -100 }).expect(201);
    // The default item, without item_id as the spec's calls: 01/03 100 kg × 7,000 = 700,000;
    // usage 14 kg on 04/03 and on 05/03 → 72 kg, 504,000.
    await txn('buy', { trx_date: '2025-03-01', qty_kg: 100, price_per_kg: 7000 }).expect(201);
    for (const tanggal of ['2025-03-04', '2025-03-05']) {
      await http().post('/api/transaksi-pakan').set(a.as('abk')).send({ tanggal, data: [{ tingkat_id: tingkatId, pakan_pagi: 8, pakan_sore: 6 }] }).expect(200);
    }

    // Each item has its own stock: selling 300 kg of KLK (260 there) is refused, naming the item and its unit; nothing written.
    const short = await txn('sell', { item_id: klk, trx_date: '2025-03-05', qty_kg: 300, price_per_kg: 10000 }).expect(422);
    expect(messageOf(short)).toBe('Stok Konsentrat KLK 36 tidak cukup: tersedia 260 kg pada 05/03/2025 (termasuk pemakaian sesudahnya), diminta 300 kg.');

    const at = await stock('2025-03-05');
    const row = (name: string) => at.find((r) => r.name === name);
    // Pakan: use over 27/02–05/03 = 28 kg ÷ 7 = 4 kg/day; 72 ÷ 4 = 18 days.
    expect(row('Pakan')).toEqual({ item_id: id('Pakan'), name: 'Pakan', kind: 'pakan_jadi', unit: 'kg', qty: '72.000', value: '504000.00', avg_cost: '7000.000000', use_per_day: '4.000', days_left: 18 });
    expect(row('Jagung kuning')).toMatchObject({ qty: '1380.000', value: '7176000.00', avg_cost: '5200.000000', use_per_day: '0.000', days_left: null });
    expect(row('Konsentrat KLK 36')).toMatchObject({ qty: '260.000', value: '2366000.00', avg_cost: '9100.000000' });
    expect(row('Vaksin ND')).toMatchObject({ kind: 'ovk', unit: 'dosis', qty: '900.000', value: '135000.00', avg_cost: '150.000000' });
    expect(row('Premix')).toMatchObject({ qty: '0.000', value: '0.00', days_left: null });
    // Earlier date: jagung before the sale, 1,500 kg at 5,200 = 7,800,000.
    expect((await stock('2025-03-03')).find((r) => r.name === 'Jagung kuning')).toMatchObject({ qty: '1500.000', value: '7800000.00' });

    // The books: Persediaan Pakan = 504,000 + 7,176,000 + 2,366,000 = 10,046,000; Persediaan OVK = 135,000.
    expect(await balance('persediaan_pakan', '2025-03-05')).toBe('10046000.00');
    expect(await balance('persediaan_ovk', '2025-03-05')).toBe('135000.00');
    // Penjualan Pakan: jagung 600,000 + KLK 500,000.
    expect(await balance('penjualan_pakan', '2025-03-05')).toBe('-1100000.00');
    // The spec's metrics are the default item's, as before.
    const metrics = bodyOf<FeedMetricsDto>(await http().get('/api/feed-txns/metrics').query({ asof: '2025-03-06' }).set(a.as('admin')).expect(200));
    expect(metrics).toEqual({ stock_kg: 72, avg_cost: '7000.000000', inventory_value: '504000.00' });
    // An inactive item takes no new movement.
    await http().put(`/api/stock-items/${id('Premix')}`).set(a.as('admin')).send({ name: 'Premix', kind: 'bahan', unit: 'kg', active: false }).expect(200);
    expect(messageOf(await txn('buy', { item_id: id('Premix'), trx_date: '2025-03-05', qty_kg: 1, price_per_kg: 1 }).expect(422))).toBe('Barang Premix nonaktif; aktifkan dulu di Barang Stok.');
    // An item with movements keeps its kind and unit.
    const moved = await http().put(`/api/stock-items/${jagung}`).set(a.as('admin')).send({ name: 'Jagung kuning', kind: 'bahan', unit: 'gram' }).expect(422);
    expect(messageOf(moved)).toBe('Jenis dan satuan tidak dapat diubah karena barang ini sudah punya transaksi stok.');
  });

  it('admin writes, viewer reads, abk and reseller cannot; another farm gets 404 and changes nothing', async () => {
    await http().get('/api/stock-items').set(a.as('abk')).expect(403);
    await http().get('/api/stock-items/stock').set(a.as('reseller')).expect(403);
    expect(bodyOf<ItemStockDto[]>(await http().get('/api/stock-items/stock').query({ asof: '2025-03-05' }).set(a.as('viewer')).expect(200)).length).toBeGreaterThan(0);
    await http().post('/api/stock-items').set(a.as('viewer')).send({ name: 'Z', kind: 'bahan', unit: 'kg' }).expect(403);
    await http().put(`/api/stock-items/${id('Premix')}`).set(a.as('abk')).send({ name: 'Z', kind: 'bahan', unit: 'kg' }).expect(403);

    const jagung = id('Jagung kuning');
    await http().get(`/api/stock-items/${jagung}`).set(b.as('admin')).expect(404);
    await http().put(`/api/stock-items/${jagung}`).set(b.as('admin')).send({ name: 'Curang', kind: 'bahan', unit: 'kg' }).expect(404);
    expect(messageOf(await txn('buy', { item_id: jagung, trx_date: '2025-03-05', qty_kg: 1, price_per_kg: 1 }, b).expect(404))).toBe('Barang stok tidak ditemukan.');
    expect((await stock('2025-03-31', b)).every((r) => r.value === '0.00')).toBe(true);
    expect(bodyOf<StockItemDto>(await http().get(`/api/stock-items/${jagung}`).set(a.as('admin')).expect(200)).name).toBe('Jagung kuning');
  });

  it('a closed month refuses a movement of any item', async () => {
    const c = await createTenant(t, 'Barang Tutup');
    const list = bodyOf<StockItemDto[]>(await http().get('/api/stock-items').set(c.as('admin')).expect(200));
    await http().put('/api/finance/lock').set(c.as('admin')).send({ lock_date: '2025-01-31' }).expect(200);
    const refused = await txn('buy', { item_id: list.find((i) => i.name === 'Jagung kuning')!.id, trx_date: '2025-01-20', qty_kg: 10, price_per_kg: 5000 }, c).expect(422);
    expect(messageOf(refused)).toBe('Periode sampai 31/01/2025 sudah ditutup.');
    expect((await stock('2025-01-31', c)).every((r) => r.qty === '0.000')).toBe(true);
  });

  it('the runtime role: farm A reads and writes none of farm B’s stock items', async () => {
    const { appUrl } = await prepareTestDatabase();
    const db = new Client({ connectionString: appUrl });
    await db.connect();
    try {
      await db.query('begin');
      await db.query(`select set_config('app.tenant_id', $1, true)`, [a.id]);
      expect((await db.query<{ n: number }>(`select count(*)::int as n from stock_items where tenant_id = $1`, [b.id])).rows[0].n).toBe(0);
      expect((await db.query(`update stock_items set name = 'Curang' where tenant_id = $1`, [b.id])).rowCount).toBe(0);
      await expect(db.query(`insert into stock_items (tenant_id, name, kind, unit) values ($1, 'Curang', 'bahan', 'kg')`, [b.id])).rejects.toThrow(/row-level security/);
      await db.query('rollback');
    } finally {
      await db.end();
    }
  });
});
