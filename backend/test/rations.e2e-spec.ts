import { TenantContext } from '../src/common/tenancy/tenant-context';
import { RationBatchDto, RationDetailDto, RationDto, RationTargetDto } from '../src/modules/rations/dto/rations.dto';
import { ItemStockDto, StockItemDto } from '../src/modules/stock-items/dto/stock-items.dto';
import { createTestApp, TestApp } from './utils/create-test-app';
import { bodyOf, messageOf } from './utils/http';
import { createTenant, inTenant, TestTenant } from './utils/factories';

/**
 * Rations (formula) and mixing (issue #37; ADR 0044): a ration of three ingredients with its
 * nutrients and cost per kg, a mixing batch at known moving averages, a back-dated ingredient
 * purchase re-costing the batch and the sale and adjustment of the mixed feed, short stock, the
 * messages, roles, another farm, and the month close. Every figure is worked out by hand in the comments.
 */
describe('Rations and mixing', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  let items: StockItemDto[];
  let ration: RationDetailDto;
  const id = (name: string) => items.find((i) => i.name === name)!.id;
  const http = () => t.http();
  const buy = (body: object, tenant = a) => http().post('/api/feed-txns/buy').set(tenant.as('admin')).send(body).expect(201);
  const stockOf = async (asof: string, itemId: number) => bodyOf<ItemStockDto[]>(await http().get('/api/stock-items/stock').query({ asof }).set(a.as('admin')).expect(200)).find((r) => r.item_id === itemId)!;
  /** Balance (debit − credit) of the account with `key` at the end of `day`, rupiah as text; or the count of journals of `source`. */
  const sql = (text: string, params: unknown[], tenant = a) =>
    inTenant(t, tenant.id, async () => (await t.app.get(TenantContext).manager.query<Array<{ v: string }>>(text, params))[0].v);
  const balance = (key: string, day: string) =>
    sql(
      `select coalesce(sum(l.debit - l.credit), 0)::numeric(18,2)::text as v from journal_lines l join accounts ac on ac.tenant_id = l.tenant_id and ac.id = l.account_id
        where ac.system_key = $1 and l.trx_date <= $2`,
      [key, day],
    );
  const body = (over: object = {}) => ({
    name: 'Ransum layer 50:15:35',
    phase: 'layer',
    ingredients: [
      { item_id: id('Jagung kuning'), pct: 50 },
      { item_id: id('Dedak padi / bekatul'), pct: 15 },
      { item_id: id('Konsentrat'), pct: 35 },
    ],
    ...over,
  });

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'Ransum A');
    b = await createTenant(t, 'Ransum B');
    items = bodyOf<StockItemDto[]>(await http().get('/api/stock-items').set(a.as('admin')).expect(200));
    // The konsentrat's label: protein 36 %, ME 2,600 kcal/kg, Ca 3 %.
    await http()
      .put(`/api/stock-items/${id('Konsentrat')}`)
      .set(a.as('admin'))
      .send({ name: 'Konsentrat', kind: 'bahan', unit: 'kg', nutrients: { protein_pct: 36, me_kcal_per_kg: 2600, ca_pct: 3 }, nutrient_source: 'Label karung' })
      .expect(200);
  });
  afterAll(() => t.close());

  it('creates a ration with its mixed item; nutrients weighted by %, cost per kg at the moving averages, target beside them', async () => {
    // Jagung 1,000 kg @ 5,000; dedak 500 kg @ 3,000; konsentrat 400 kg @ 9,000 + ongkir 20,000 = 3,620,000 → 9,050/kg.
    await buy({ item_id: id('Jagung kuning'), trx_date: '2025-03-01', qty_kg: 1000, price_per_kg: 5000 });
    await buy({ item_id: id('Dedak padi / bekatul'), trx_date: '2025-03-01', qty_kg: 500, price_per_kg: 3000 });
    await buy({ item_id: id('Konsentrat'), trx_date: '2025-03-01', qty_kg: 400, price_per_kg: 9000, ongkir: 20000 });
    await http().put('/api/rations/targets/layer').set(a.as('admin')).send({ nutrients: { protein_pct: 17, ca_pct: 3.8 }, source: 'Panduan pemasok bibit' }).expect(200);

    ration = bodyOf<RationDetailDto>(await http().post('/api/rations').set(a.as('admin')).send(body()).expect(201));
    expect(ration.ingredients.map((i) => [i.name, i.pct, i.avg_cost])).toEqual([
      ['Jagung kuning', 50, '5000.000000'],
      ['Konsentrat', 35, '9050.000000'],
      ['Dedak padi / bekatul', 15, '3000.000000'],
    ]);
    // Protein 0.50×8 + 0.15×12 + 0.35×36 = 18.4; ME 0.50×3,322 + 0.15×2,868 + 0.35×2,600 = 3,001.2;
    // Ca 0.50×0.02 + 0.15×0.05 + 0.35×3 = 1.0675 → 1.07. Fibre: jagung and konsentrat have none; P: none has it.
    expect(ration.nutrients).toEqual({ protein_pct: 18.4, me_kcal_per_kg: 3001.2, ca_pct: 1.07, p_avail_pct: null, fibre_pct: null });
    expect(ration.nutrients_missing.fibre_pct).toEqual(['Jagung kuning', 'Konsentrat']);
    // 0.50 × 5,000 + 0.15 × 3,000 + 0.35 × 9,050 = 2,500 + 450 + 3,167.5.
    expect(ration.cost_per_kg).toBe('6117.500000');
    expect(ration.target).toMatchObject({ phase: 'layer', nutrients: { protein_pct: 17, ca_pct: 3.8, me_kcal_per_kg: null }, source: 'Panduan pemasok bibit' });
    expect(ration.target.recommendations.every((r) => r.source.includes('Lohmann'))).toBe(true);

    const mixed = bodyOf<StockItemDto>(await http().get(`/api/stock-items/${ration.mixed_item_id}`).set(a.as('viewer')).expect(200));
    expect(mixed).toMatchObject({ name: 'Ransum layer 50:15:35', kind: 'campuran', unit: 'kg', active: true });
    const list = bodyOf<RationDto[]>(await http().get('/api/rations').set(a.as('viewer')).expect(200));
    expect(list.map((r) => [r.name, r.phase, r.ingredients.length])).toEqual([['Ransum layer 50:15:35', 'layer', 3]]);
  });

  it('refuses a composition that is not 100 % and ingredients that are not plain feed items', async () => {
    const refuse = async (over: object, status: number, message: string) => expect(messageOf(await http().post('/api/rations').set(a.as('admin')).send(body({ name: 'Lain', ...over })).expect(status))).toBe(message);
    const three = body().ingredients;
    await refuse({ ingredients: [three[0], three[1], { ...three[2], pct: 34 }] }, 422, 'Komposisi harus 100 %.');
    await refuse({ ingredients: [{ ...three[0], pct: 60 }, three[1], three[2]] }, 422, 'Komposisi harus 100 %.');
    await refuse({ ingredients: [] }, 400, 'Bahan ransum harus daftar berisi 1–20 bahan.');
    await refuse({ phase: 'bertelur' }, 400, 'Fase harus starter, grower, developer, pre_layer atau layer.');
    await refuse({ name: 'ransum LAYER 50:15:35' }, 409, 'Nama ransum sudah dipakai (oleh ransum atau barang stok lain).');
    await refuse({ ingredients: [{ item_id: ration.mixed_item_id, pct: 100 }] }, 422, 'Ransum layer 50:15:35 adalah pakan campuran; bahan ransum harus bahan atau pakan jadi.');
    await refuse({ ingredients: [{ item_id: id('Pakan'), pct: 100 }] }, 422, 'Pakan bawaan (Pakan) tidak dapat menjadi bahan ransum; tambahkan pakan jadi itu sebagai barang stok tersendiri.');
    const ovk = bodyOf<StockItemDto>(await http().post('/api/stock-items').set(a.as('admin')).send({ name: 'Vitamin', kind: 'ovk', unit: 'kg' }).expect(201));
    await refuse({ ingredients: [{ item_id: ovk.id, pct: 100 }] }, 422, 'Vitamin adalah OVK, bukan pakan: tidak dapat menjadi bahan ransum.');
    await refuse({ ingredients: [{ item_id: id('Premix'), pct: 50 }, { item_id: id('Premix'), pct: 50 }] }, 422, 'Bahan Premix tercantum dua kali.');
    expect(bodyOf<RationDto[]>(await http().get('/api/rations').set(a.as('admin')).expect(200))).toHaveLength(1);
  });

  it('mixes a batch: ingredients out at their averages, the mixed feed in at the sum, no journal and no P&L effect', async () => {
    const preview = bodyOf<RationBatchDto>(await http().get(`/api/rations/${ration.id}/batches/preview`).query({ date: '2025-03-05', kg: '1000' }).set(a.as('viewer')).expect(200));
    expect(preview.lines.map((l) => [l.name, l.qty_kg, l.available_kg, l.shortfall_kg])).toEqual([
      ['Jagung kuning', '500.000', '1000.000', '0.000'],
      ['Konsentrat', '350.000', '400.000', '0.000'],
      ['Dedak padi / bekatul', '150.000', '500.000', '0.000'],
    ]);
    const batch = bodyOf<RationBatchDto>(await http().post(`/api/rations/${ration.id}/batches`).set(a.as('admin')).send({ date: '2025-03-05', kg: 1000 }).expect(201));
    // 500 × 5,000 = 2,500,000; 350 × 9,050 = 3,167,500; 150 × 3,000 = 450,000; Σ 6,117,500 → 6,117.5/kg.
    expect(batch.lines.map((l) => [l.name, l.qty_kg, l.value])).toEqual([
      ['Jagung kuning', '500.000', '2500000.00'],
      ['Konsentrat', '350.000', '3167500.00'],
      ['Dedak padi / bekatul', '150.000', '450000.00'],
    ]);
    expect([batch.value, batch.cost_per_kg]).toEqual(['6117500.00', '6117.500000']);
    expect(await stockOf('2025-03-05', ration.mixed_item_id)).toMatchObject({ qty: '1000.000', value: '6117500.00', avg_cost: '6117.500000' });
    // Konsentrat: 400 − 350 = 50 kg, 3,620,000 − 3,167,500 = 452,500.
    expect(await stockOf('2025-03-05', id('Konsentrat'))).toMatchObject({ qty: '50.000', value: '452500.00' });
    // Persediaan Pakan = the purchases 5,000,000 + 1,500,000 + 3,620,000 = 10,120,000, unchanged by mixing.
    expect(await balance('persediaan_pakan', '2025-03-05')).toBe('10120000.00');
    expect(await balance('beban_pakan', '2025-03-05')).toBe('0.00');
    expect(await sql(`select count(*)::text as v from journals where source_type = 'feed_mix'`, [])).toBe('0');
  });

  it('a back-dated ingredient purchase re-costs the later batch and the sale and adjustment of the mixed feed', async () => {
    const mixed = ration.mixed_item_id;
    await http().post('/api/feed-txns/sell').set(a.as('admin')).send({ item_id: mixed, trx_date: '2025-03-10', qty_kg: 200, price_per_kg: 8000 }).expect(201);
    await http().post('/api/feed-txns/adjust').set(a.as('admin')).send({ item_id: mixed, trx_date: '2025-03-12', qty_kg: -100 }).expect(201);
    // At 6,117.5/kg: HPP 200 × 6,117.5 = 1,223,500; shrinkage 100 × 6,117.5 = 611,750.
    expect(await balance('hpp_pakan', '2025-03-31')).toBe('1223500.00');
    expect(await balance('beban_pakan', '2025-03-31')).toBe('611750.00');

    // Konsentrat 600 kg @ 8,000 on 03-03: (3,620,000 + 4,800,000) ÷ 1,000 kg = 8,420/kg at the batch;
    // its 350 kg now 2,947,000; the batch 2,500,000 + 2,947,000 + 450,000 = 5,897,000 → 5,897/kg.
    await buy({ item_id: id('Konsentrat'), trx_date: '2025-03-03', qty_kg: 600, price_per_kg: 8000 });
    const [batch] = bodyOf<RationBatchDto[]>(await http().get(`/api/rations/${ration.id}/batches`).set(a.as('viewer')).expect(200));
    expect(batch.lines.find((l) => l.name === 'Konsentrat')!.value).toBe('2947000.00');
    expect([batch.value, batch.cost_per_kg]).toEqual(['5897000.00', '5897.000000']);
    // Sale 200 × 5,897 = 1,179,400; shrinkage 100 × 5,897 = 589,700; 700 kg left worth 4,127,900.
    expect(await balance('hpp_pakan', '2025-03-31')).toBe('1179400.00');
    expect(await balance('beban_pakan', '2025-03-31')).toBe('589700.00');
    expect(await stockOf('2025-03-31', mixed)).toMatchObject({ qty: '700.000', value: '4127900.00', avg_cost: '5897.000000' });
    // Persediaan Pakan: purchases 14,920,000 − 1,179,400 − 589,700 = 13,150,900 = jagung 2,500,000 + dedak 1,050,000
    // + konsentrat (8,420,000 − 2,947,000 = 5,473,000) + mixed 4,127,900.
    expect(await balance('persediaan_pakan', '2025-03-31')).toBe('13150900.00');
    expect(await stockOf('2025-03-31', id('Konsentrat'))).toMatchObject({ qty: '650.000', value: '5473000.00' });
  });

  it('shows the shortfall before saving and mixes short stock at the last average, as usage beyond the stock', async () => {
    // 2,000 kg: jagung 1,000 (500 in stock: 500 short), konsentrat 700 (650: 50 short), dedak 300 (350: covered).
    const q = { date: '2025-03-20', kg: '2000' };
    const preview = bodyOf<RationBatchDto>(await http().get(`/api/rations/${ration.id}/batches/preview`).query(q).set(a.as('admin')).expect(200));
    expect(preview.lines.map((l) => [l.name, l.shortfall_kg])).toEqual([
      ['Jagung kuning', '500.000'],
      ['Konsentrat', '50.000'],
      ['Dedak padi / bekatul', '0.000'],
    ]);
    const batch = bodyOf<RationBatchDto>(await http().post(`/api/rations/${ration.id}/batches`).set(a.as('admin')).send({ date: '2025-03-20', kg: 2000 }).expect(201));
    expect(batch.lines.map((l) => l.shortfall_kg)).toEqual(['500.000', '50.000', '0.000']);
    // 1,000 × 5,000 + 700 × 8,420 + 300 × 3,000 = 5,000,000 + 5,894,000 + 900,000 = 11,794,000.
    expect(batch.value).toBe('11794000.00');
    expect(await stockOf('2025-03-20', id('Jagung kuning'))).toMatchObject({ qty: '-500.000' });
  });

  it('admin writes, viewer reads, abk and reseller cannot; another farm gets 404 and changes nothing', async () => {
    await http().get('/api/rations').set(a.as('abk')).expect(403);
    await http().get(`/api/rations/${ration.id}`).set(a.as('reseller')).expect(403);
    await http().get('/api/rations/targets').set(a.as('abk')).expect(403);
    await http().post('/api/rations').set(a.as('viewer')).send(body({ name: 'X' })).expect(403);
    await http().post(`/api/rations/${ration.id}/batches`).set(a.as('viewer')).send({ date: '2025-03-21', kg: 1 }).expect(403);
    await http().put('/api/rations/targets/layer').set(a.as('viewer')).send({ source: 'x' }).expect(403);
    expect(bodyOf<RationTargetDto[]>(await http().get('/api/rations/targets').set(a.as('viewer')).expect(200)).map((x) => x.phase)).toEqual(['starter', 'grower', 'developer', 'pre_layer', 'layer']);

    expect(messageOf(await http().get(`/api/rations/${ration.id}`).set(b.as('admin')).expect(404))).toBe('Ransum tidak ditemukan.');
    await http().put(`/api/rations/${ration.id}`).set(b.as('admin')).send(body({ name: 'Curang' })).expect(404);
    await http().post(`/api/rations/${ration.id}/batches`).set(b.as('admin')).send({ date: '2025-03-21', kg: 1 }).expect(404);
    await http().get(`/api/rations/${ration.id}/batches/preview`).query({ date: '2025-03-21', kg: '1' }).set(b.as('admin')).expect(404);
    expect(messageOf(await http().post('/api/rations').set(b.as('admin')).send(body()).expect(404))).toBe('Barang stok tidak ditemukan.');
    expect(bodyOf<RationDto[]>(await http().get('/api/rations').set(b.as('admin')).expect(200))).toEqual([]);
    expect(bodyOf<RationDetailDto>(await http().get(`/api/rations/${ration.id}`).set(a.as('admin')).expect(200)).name).toBe('Ransum layer 50:15:35');
  });

  it('a closed month refuses a batch and writes nothing', async () => {
    const c = await createTenant(t, 'Ransum Tutup');
    const list = bodyOf<StockItemDto[]>(await http().get('/api/stock-items').set(c.as('admin')).expect(200));
    const created = bodyOf<RationDetailDto>(
      await http()
        .post('/api/rations')
        .set(c.as('admin'))
        .send({ name: 'Ransum tutup', phase: 'grower', ingredients: [{ item_id: list.find((i) => i.name === 'Jagung kuning')!.id, pct: 100 }] })
        .expect(201),
    );
    await http().put('/api/finance/lock').set(c.as('admin')).send({ lock_date: '2025-01-31' }).expect(200);
    expect(messageOf(await http().post(`/api/rations/${created.id}/batches`).set(c.as('admin')).send({ date: '2025-01-20', kg: 10 }).expect(422))).toBe('Periode sampai 31/01/2025 sudah ditutup.');
    expect(bodyOf<RationBatchDto[]>(await http().get(`/api/rations/${created.id}/batches`).set(c.as('admin')).expect(200))).toEqual([]);
  });

  it('an edit renames the mixed item and changes the composition; past batches keep theirs', async () => {
    const changed = bodyOf<RationDetailDto>(
      await http()
        .put(`/api/rations/${ration.id}`)
        .set(a.as('admin'))
        .send(body({ name: 'Ransum layer 60:40', ingredients: [{ item_id: id('Jagung kuning'), pct: 60 }, { item_id: id('Dedak padi / bekatul'), pct: 40 }] }))
        .expect(200),
    );
    expect(changed.ingredients.map((i) => [i.name, i.pct])).toEqual([
      ['Jagung kuning', 60],
      ['Dedak padi / bekatul', 40],
    ]);
    expect(bodyOf<StockItemDto>(await http().get(`/api/stock-items/${ration.mixed_item_id}`).set(a.as('admin')).expect(200)).name).toBe('Ransum layer 60:40');
    const batches = bodyOf<RationBatchDto[]>(await http().get(`/api/rations/${ration.id}/batches`).set(a.as('admin')).expect(200));
    expect(batches.map((x) => x.lines.length)).toEqual([3, 3]);
    expect(messageOf(await http().put(`/api/rations/${ration.id}`).set(a.as('admin')).send(body({ name: 'Konsentrat' })).expect(409))).toBe('Nama ransum sudah dipakai (oleh ransum atau barang stok lain).');
  });
});
