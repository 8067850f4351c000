import { TenantContext } from '../src/common/tenancy/tenant-context';
import { FeedItemSplitDto } from '../src/modules/feed-usage/dto/feed-by-item.dto';
import { JalurItemDto, JalurItemLabelDto } from '../src/modules/feed-usage/dto/jalur-items.dto';
import { EconomicsDto } from '../src/modules/insight/dto/economics.dto';
import { AuditPageDto } from '../src/modules/audit/dto/audit.dto';
import { ItemStockDto, StockItemDto } from '../src/modules/stock-items/dto/stock-items.dto';
import { createTestApp, TestApp } from './utils/create-test-app';
import { bodyOf, messageOf } from './utils/http';
import { createCoop, createTenant, inTenant, TestCoop, TestTenant } from './utils/factories';

/**
 * Feeding by item (issue #37): each jalur eats a stock item from a date, its tingkat's usage is
 * costed at that item's moving average, and the feed report and economics split kg and cost per
 * item. Every expected figure is worked out by hand in the comments.
 */
describe('Feeding by item', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  let coop: TestCoop;
  let other: TestCoop;
  let items: StockItemDto[];
  const id = (name: string) => items.find((i) => i.name === name)!.id;
  const j1 = () => coop.jalur[0].id;
  const j2 = () => coop.jalur[1].id;

  const http = () => t.http();
  const assign = (body: object, tenant = a, role: 'admin' | 'abk' | 'viewer' = 'admin') => http().post('/api/jalur-feed-items').set(tenant.as(role)).send(body);
  const feed = (tanggal: string, kg: [number, number, number, number]) =>
    http()
      .post('/api/transaksi-pakan')
      .set(a.as('abk'))
      .send({ tanggal, data: [{ tingkat_id: coop.tingkatIds[0], pakan_pagi: kg[0], pakan_sore: kg[1] }, { tingkat_id: coop.tingkatIds[1], pakan_pagi: kg[2], pakan_sore: kg[3] }] })
      .expect(200);
  const stock = async (asof: string) => bodyOf<ItemStockDto[]>(await http().get('/api/stock-items/stock').query({ asof }).set(a.as('viewer')).expect(200));
  /** Balance (debit − credit) of the account with `key` from..to, rupiah as text. */
  const balance = (key: string, from: string, to: string) =>
    inTenant(t, a.id, async () => {
      const [r] = await t.app.get(TenantContext).manager.query<Array<{ v: string }>>(
        `select coalesce(sum(l.debit - l.credit), 0)::numeric(18,2)::text as v from journal_lines l join accounts ac on ac.tenant_id = l.tenant_id and ac.id = l.account_id
          where ac.system_key = $1 and l.trx_date between $2 and $3`,
        [key, from, to],
      );
      return r.v;
    });

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'Jalur A');
    b = await createTenant(t, 'Jalur B');
    // Two jalur with one tingkat each: tingkatIds[0] in Jalur 1, tingkatIds[1] in Jalur 2.
    coop = await createCoop(t, a.id, { jalur: ['Jalur 1', 'Jalur 2'] });
    other = await createCoop(t, b.id);
    await http().post('/api/stock-items').set(a.as('admin')).send({ name: 'Layer Premium', kind: 'pakan_jadi', unit: 'kg' }).expect(201);
    await http().post('/api/stock-items').set(a.as('admin')).send({ name: 'Vitamin', kind: 'ovk', unit: 'botol' }).expect(201);
    await http().post('/api/stock-items').set(a.as('admin')).send({ name: 'Premix gram', kind: 'bahan', unit: 'gram' }).expect(201);
    items = bodyOf<StockItemDto[]>(await http().get('/api/stock-items').set(a.as('admin')).expect(200));
    // Pakan: 1,000 kg × 7,000 = 7,000,000 → 7,000/kg. Layer Premium: 500 kg × 8,000 + ongkir 100,000 = 4,100,000 → 8,200/kg.
    await http().post('/api/feed-txns/buy').set(a.as('admin')).send({ trx_date: '2025-03-01', qty_kg: 1000, price_per_kg: 7000 }).expect(201);
    await http().post('/api/feed-txns/buy').set(a.as('admin')).send({ item_id: id('Layer Premium'), trx_date: '2025-03-01', qty_kg: 500, price_per_kg: 8000, ongkir: 100000 }).expect(201);
  });
  afterAll(() => t.close());

  it('costs each jalur’s usage at the moving average of its item; a change from a date splits the days', async () => {
    // Jalur 2 eats Layer Premium from 03/03; Jalur 1 stays on the default item.
    const set = bodyOf<JalurItemDto>(await assign({ jalur_id: j2(), item_id: id('Layer Premium'), from_date: '2025-03-03' }).expect(201));
    expect(set).toMatchObject({ jalur_id: j2(), jalur: 'Jalur 2', item_name: 'Layer Premium', is_default: false, from_date: '2025-03-03', tingkat_ids: [coop.tingkatIds[1]] });
    // Each day: Jalur 1 30 + 20 = 50 kg, Jalur 2 25 + 15 = 40 kg.
    for (const day of ['2025-03-02', '2025-03-03', '2025-03-04']) await feed(day, [30, 20, 25, 15]);

    // 02/03 all 90 kg on Pakan (before the change); 03/03 and 04/03: 50 kg Pakan, 40 kg Layer Premium.
    // Pakan: 1,000 − 190 = 810 kg, 7,000,000 − 190 × 7,000 = 5,670,000. Layer: 500 − 80 = 420 kg, 4,100,000 − 80 × 8,200 = 3,444,000.
    let at = await stock('2025-03-04');
    expect(at.find((r) => r.name === 'Pakan')).toMatchObject({ qty: '810.000', value: '5670000.00', avg_cost: '7000.000000' });
    expect(at.find((r) => r.name === 'Layer Premium')).toMatchObject({ qty: '420.000', value: '3444000.00', avg_cost: '8200.000000' });

    // The abk sees the item of each jalur on the daily screen.
    const labels = bodyOf<JalurItemLabelDto[]>(await http().get('/api/transaksi-pakan/items').query({ tanggal: '2025-03-03' }).set(a.as('abk')).expect(200));
    expect(labels.map((l) => [l.jalur, l.item_name, l.is_default, l.from_date, l.tingkat_ids])).toEqual([
      ['Jalur 1', 'Pakan', true, null, [coop.tingkatIds[0]]],
      ['Jalur 2', 'Layer Premium', false, '2025-03-03', [coop.tingkatIds[1]]],
    ]);
    // The day before the change Jalur 2 still ate Pakan.
    expect(bodyOf<JalurItemLabelDto[]>(await http().get('/api/transaksi-pakan/items').query({ tanggal: '2025-03-02' }).set(a.as('abk')).expect(200))[1]).toMatchObject({ item_name: 'Pakan', is_default: true });

    // Jalur 1 moves to Layer Premium from 04/03, after its usage was entered: 04/03 re-costed, 90 kg of Layer at 8,200 = 738,000.
    await assign({ jalur_id: j1(), item_id: id('Layer Premium'), from_date: '2025-03-04' }).expect(201);
    // Pakan: 1,000 − 90 − 50 = 860 kg, 7,000,000 − 140 × 7,000 = 6,020,000; use 140 kg ÷ 7 = 20 kg/day → 43 days.
    // Layer: 500 − 40 − 90 = 370 kg, 4,100,000 − 130 × 8,200 = 3,034,000; use 130 ÷ 7 = 18.571 kg/day → 19 days.
    at = await stock('2025-03-04');
    expect(at.find((r) => r.name === 'Pakan')).toMatchObject({ qty: '860.000', value: '6020000.00', use_per_day: '20.000', days_left: 43 });
    expect(at.find((r) => r.name === 'Layer Premium')).toMatchObject({ qty: '370.000', value: '3034000.00', use_per_day: '18.571', days_left: 19 });
    // The books follow: Persediaan Pakan = 6,020,000 + 3,034,000 = 9,054,000 (+ 11,100,000 bought − 2,046,000 used);
    // Beban Pakan 02–04/03 = 630,000 + (350,000 + 328,000) + 738,000 = 2,046,000.
    expect(await balance('persediaan_pakan', '2025-01-01', '2025-03-04')).toBe('9054000.00');
    expect(await balance('beban_pakan', '2025-03-02', '2025-03-04')).toBe('2046000.00');
  });

  it('splits the feed report and the economics per item; Σ equals the farm’s Beban Pakan', async () => {
    const range = { start: '2025-03-01', end: '2025-03-04' };
    const econ = bodyOf<FeedItemSplitDto>(await http().get('/api/insight/economics/items').query(range).set(a.as('admin')).expect(200));
    // Pakan: 90 + 50 = 140 kg, 980,000 (7,000/kg); Layer Premium: 40 + 90 = 130 kg, 1,066,000 (8,200/kg).
    expect(econ).toEqual({
      start: '2025-03-01',
      end: '2025-03-04',
      items: [
        { item_id: id('Pakan'), name: 'Pakan', kind: 'pakan_jadi', feed_kg: 140, feed_cost: '980000.00', cost_per_kg: '7000.00' },
        { item_id: id('Layer Premium'), name: 'Layer Premium', kind: 'pakan_jadi', feed_kg: 130, feed_cost: '1066000.00', cost_per_kg: '8200.00' },
      ],
      feed_kg: 270,
      feed_cost: '2046000.00',
      other_cost: '0.00',
    });
    const totals = bodyOf<EconomicsDto>(await http().get('/api/insight/economics').query(range).set(a.as('admin')).expect(200)).totals;
    expect([totals.feed_cost, totals.feed_kg]).toEqual(['2046000.00', 270]);

    // Feed report of Jalur 2's tingkat: 40 kg Pakan (02/03), 80 kg Layer Premium (03–04/03); cost is not per tingkat.
    const report = bodyOf<FeedItemSplitDto>(
      await http().get('/api/summary-txn-pakan/items').query({ start_date: '2025-03-01', to_date: '2025-03-04', tingkat_id: coop.tingkatIds[1] }).set(a.as('viewer')).expect(200),
    );
    expect(report.items.map((i) => [i.name, i.feed_kg, i.feed_cost])).toEqual([
      ['Pakan', 40, null],
      ['Layer Premium', 80, null],
    ]);
    expect([report.feed_kg, report.feed_cost]).toEqual([120, null]);
    await http().get('/api/summary-txn-pakan/items').query({ tingkat_id: other.tingkatIds[0] }).set(a.as('admin')).expect(404);
    await http().get('/api/insight/economics/items').set(a.as('viewer')).expect(403);
  });

  it('refuses OVK, another unit, an inactive or unknown item and an unknown jalur; nothing changes', async () => {
    const refused = async (body: object, status: number, message: string) => expect(messageOf(await assign({ jalur_id: j1(), from_date: '2025-03-05', ...body }).expect(status))).toBe(message);
    await refused({ item_id: id('Vitamin') }, 422, 'Barang OVK tidak dapat menjadi pakan jalur; pilih barang pakan.');
    await refused({ item_id: id('Premix gram') }, 422, 'Pakan jalur harus barang dalam satuan kg.');
    await http().put(`/api/stock-items/${id('Konsentrat')}`).set(a.as('admin')).send({ name: 'Konsentrat', kind: 'bahan', unit: 'kg', active: false }).expect(200);
    await refused({ item_id: id('Konsentrat') }, 422, 'Barang Konsentrat nonaktif; aktifkan dulu di Barang Stok.');
    await refused({ item_id: 999999 }, 404, 'Barang stok tidak ditemukan.');
    await refused({ item_id: id('Pakan'), jalur_id: 999999 }, 404, 'Jalur tidak ditemukan.');
    await refused({ item_id: id('Pakan'), from_date: '2025-02-30' }, 400, 'Tanggal mulai wajib (YYYY-MM-DD).');
    await refused({ item_id: id('Pakan'), from_date: '2999-01-01' }, 400, 'Tanggal tidak boleh melewati hari ini.');
    const list = bodyOf<JalurItemDto[]>(await http().get('/api/jalur-feed-items').query({ tanggal: '2025-03-05' }).set(a.as('viewer')).expect(200));
    expect(list.map((j) => [j.jalur, j.item_name, j.from_date, j.changes.map((c) => [c.item_name, c.from_date])])).toEqual([
      ['Jalur 1', 'Layer Premium', '2025-03-04', [['Layer Premium', '2025-03-04']]],
      ['Jalur 2', 'Layer Premium', '2025-03-03', [['Layer Premium', '2025-03-03']]],
    ]);
  });

  it('admin writes, viewer reads, abk and reseller cannot; another farm’s jalur and items are 404', async () => {
    await http().get('/api/jalur-feed-items').set(a.as('abk')).expect(403);
    await http().get('/api/jalur-feed-items').set(a.as('reseller')).expect(403);
    await http().get('/api/transaksi-pakan/items').set(a.as('reseller')).expect(403);
    await assign({ jalur_id: j1(), item_id: id('Pakan'), from_date: '2025-03-05' }, a, 'viewer').expect(403);
    await assign({ jalur_id: j1(), item_id: id('Pakan'), from_date: '2025-03-05' }, a, 'abk').expect(403);
    // Farm B: A's jalur and A's item are unknown there; B's list holds only its own jalur.
    expect(messageOf(await assign({ jalur_id: j1(), item_id: id('Pakan'), from_date: '2025-03-05' }, b).expect(404))).toBe('Jalur tidak ditemukan.');
    expect(messageOf(await assign({ jalur_id: other.jalur[0].id, item_id: id('Layer Premium'), from_date: '2025-03-05' }, b).expect(404))).toBe('Barang stok tidak ditemukan.');
    const theirs = bodyOf<JalurItemDto[]>(await http().get('/api/jalur-feed-items').set(b.as('admin')).expect(200));
    expect(theirs.map((j) => [j.jalur_id, j.item_name, j.is_default])).toEqual([[other.jalur[0].id, 'Pakan', true]]);
    // Every change is in the farm's audit trail: the two of the first test.
    const audit = bodyOf<AuditPageDto>(await http().get('/api/audit').query({ entity: 'feed_item_jalur' }).set(a.as('admin')).expect(200));
    expect(audit.items.map((i) => [i.action, (i.after as { from_date?: string } | null)?.from_date])).toEqual([
      ['insert', '2025-03-04'],
      ['insert', '2025-03-03'],
    ]);
    expect(bodyOf<AuditPageDto>(await http().get('/api/audit').query({ entity: 'feed_item_jalur' }).set(b.as('admin')).expect(200)).items).toEqual([]);
  });

  it('a change dated in a closed month is refused and changes nothing', async () => {
    await http().put('/api/finance/lock').set(a.as('admin')).send({ lock_date: '2025-03-03' }).expect(200);
    const res = await assign({ jalur_id: j2(), item_id: id('Pakan'), from_date: '2025-03-03' }).expect(422);
    expect(messageOf(res)).toBe('Periode sampai 03/03/2025 sudah ditutup.');
    expect((await stock('2025-03-04')).find((r) => r.name === 'Layer Premium')).toMatchObject({ qty: '370.000', value: '3034000.00' });
    // A change after the lock date is taken: Jalur 2 back on Pakan from 04/03 → 40 kg at 7,000 instead of 8,200.
    // Pakan 860 − 40 = 820 kg, 6,020,000 − 280,000 = 5,740,000; Layer 370 + 40 = 410 kg, 3,034,000 + 328,000 = 3,362,000.
    await assign({ jalur_id: j2(), item_id: id('Pakan'), from_date: '2025-03-04' }).expect(201);
    const at = await stock('2025-03-04');
    expect(at.find((r) => r.name === 'Pakan')).toMatchObject({ qty: '820.000', value: '5740000.00' });
    expect(at.find((r) => r.name === 'Layer Premium')).toMatchObject({ qty: '410.000', value: '3362000.00' });
  });
});
