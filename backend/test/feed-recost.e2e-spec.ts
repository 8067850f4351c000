import { TenantContext } from '../src/common/tenancy/tenant-context';
import { FeedStockService } from '../src/modules/feed-stock/feed-stock.service';
import { RationDetailDto } from '../src/modules/rations/dto/rations.dto';
import { ItemStockDto, StockItemDto } from '../src/modules/stock-items/dto/stock-items.dto';
import { createTestApp, TestApp } from './utils/create-test-app';
import { bodyOf } from './utils/http';
import { createCoop, createTenant, inTenant, TestCoop, TestTenant } from './utils/factories';

/**
 * Re-costing feed from the earliest changed date only (issue #37 'Speed'; ADR 0046): a save
 * re-costs each item from its stored state at the end of the day before, so the figures, the
 * journals and the stored states must be exactly those of a replay of the whole history. A
 * back-dated ingredient purchase before a later mixing batch, an edit in the middle of a month
 * whose earlier days are costed, and a change written outside the API (found by the triggers).
 * Every figure is worked out by hand in the comments.
 */
describe('Feed costing from the changed date', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  let coopA: TestCoop;
  let coopB: TestCoop;
  let items: StockItemDto[];
  const id = (name: string) => items.find((i) => i.name === name)!.id;
  const http = () => t.http();
  const buy = (tenant: TestTenant, body: object) => http().post('/api/feed-txns/buy').set(tenant.as('admin')).send(body).expect(201);
  const feed = (tenant: TestTenant, tingkatId: number, tanggal: string, kg: number) =>
    http().post('/api/transaksi-pakan').set(tenant.as('abk')).send({ tanggal, data: [{ tingkat_id: tingkatId, pakan_pagi: kg, pakan_sore: 0 }] }).expect(200);
  const stockOf = async (tenant: TestTenant, asof: string, itemId?: number) =>
    bodyOf<ItemStockDto[]>(await http().get('/api/stock-items/stock').query({ asof }).set(tenant.as('admin')).expect(200)).find((r) => (itemId ? r.item_id === itemId : r.name === 'Pakan'))!;
  const query = <T>(tenant: TestTenant, text: string, params: unknown[] = []) => inTenant(t, tenant.id, () => t.app.get(TenantContext).manager.query<T[]>(text, params));
  const maxJournal = async (tenant: TestTenant) => Number((await query<{ n: string }>(tenant, `select coalesce(max(id), 0)::text as n from journals`))[0].n);
  /** Journals posted after `since` (id): source, kind, date and the Beban Pakan amount (debit − credit). */
  const postedSince = (tenant: TestTenant, since: number) =>
    query<{ source: string; kind: string; d: string; beban: string }>(
      tenant,
      `select j.source_type || ':' || j.source_id as source, j.kind, to_char(j.trx_date, 'YYYY-MM-DD') as d,
              coalesce(sum(l.debit - l.credit) filter (where ac.system_key = 'beban_pakan'), 0)::numeric(18,2)::text as beban
         from journals j join journal_lines l on l.tenant_id = j.tenant_id and l.journal_id = j.id join accounts ac on ac.tenant_id = l.tenant_id and ac.id = l.account_id
        where j.id > $1 group by j.id order by j.trx_date, j.id`,
      [since],
    );
  const bebanPakan = async (tenant: TestTenant, to: string) =>
    (
      await query<{ v: string }>(
        tenant,
        `select coalesce(sum(l.debit - l.credit), 0)::numeric(18,2)::text as v from journal_lines l join accounts ac on ac.tenant_id = l.tenant_id and ac.id = l.account_id
          where ac.system_key = 'beban_pakan' and l.trx_date <= $1`,
        [to],
      )
    )[0].v;
  /** The stored end-of-day states of an item: [day, kg, rupiah]. */
  const storedDays = async (tenant: TestTenant, itemId: number) =>
    (
      await query<{ day: string; grams: string; cents: string }>(
        tenant,
        `select to_char(day, 'YYYY-MM-DD') as day, grams::text, cents::text from feed_cost_days where item_id = $1 order by day`,
        [itemId],
      )
    ).map((r) => [r.day, Number(r.grams) / 1000, Number(r.cents) / 100]);
  /** Every item's stored days equal those of a replay of its whole history, and nothing is left to re-cost. */
  const expectStoredAsReplay = async (tenant: TestTenant) => {
    const replay = await inTenant(t, tenant.id, () => t.app.get(FeedStockService).historyByItem());
    for (const [itemId, costed] of replay) {
      const ends = new Map(costed.map((c) => [c.date, [c.date, c.stockAfter, c.valueAfterCents / 100]]));
      expect(await storedDays(tenant, itemId)).toEqual([...ends.values()]);
    }
    expect(await query(tenant, `select from_date from feed_cost_dirty`)).toEqual([]);
  };

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'Hitung Ulang A');
    b = await createTenant(t, 'Hitung Ulang B');
    coopA = await createCoop(t, a.id);
    coopB = await createCoop(t, b.id);
    items = bodyOf<StockItemDto[]>(await http().get('/api/stock-items').set(a.as('admin')).expect(200));
  });
  afterAll(() => t.close());

  it('a back-dated ingredient purchase before a later batch re-costs the batch and the usage of the mixed feed, and nothing before it', async () => {
    const ration = bodyOf<RationDetailDto>(
      await http()
        .post('/api/rations')
        .set(a.as('admin'))
        .send({ name: 'Ransum Uji', phase: 'layer', ingredients: [{ item_id: id('Jagung kuning'), pct: 50 }, { item_id: id('Konsentrat'), pct: 50 }] })
        .expect(201),
    );
    const mixed = ration.mixed_item_id;
    await http().post('/api/jalur-feed-items').set(a.as('admin')).send({ jalur_id: coopA.jalur[0].id, item_id: mixed, from_date: '2025-03-01' }).expect(201);
    // Jagung 1,000 kg @ 5,000 = 5,000,000; konsentrat 1,000 kg @ 9,000 = 9,000,000.
    await buy(a, { item_id: id('Jagung kuning'), trx_date: '2025-03-01', qty_kg: 1000, price_per_kg: 5000 });
    await buy(a, { item_id: id('Konsentrat'), trx_date: '2025-03-01', qty_kg: 1000, price_per_kg: 9000 });
    // 400 kg mixed on 05/03: 200 × 5,000 + 200 × 9,000 = 2,800,000 → 7,000/kg; 100 kg eaten on 06/03 and on 10/03: 700,000 each.
    await http().post(`/api/rations/${ration.id}/batches`).set(a.as('admin')).send({ date: '2025-03-05', kg: 400 }).expect(201);
    await feed(a, coopA.tingkatIds[0], '2025-03-06', 100);
    await feed(a, coopA.tingkatIds[0], '2025-03-10', 100);
    expect(await bebanPakan(a, '2025-03-31')).toBe('1400000.00');
    await expectStoredAsReplay(a);

    // Jagung 1,000 kg @ 6,000 on 03/03 (before the batch): (5,000,000 + 6,000,000) ÷ 2,000 = 5,500/kg at the batch;
    // the batch 200 × 5,500 + 1,800,000 = 2,900,000 → 7,250/kg; each 100 kg eaten 725,000: +25,000 on 06/03 and on 10/03.
    const before = await maxJournal(a);
    await buy(a, { item_id: id('Jagung kuning'), trx_date: '2025-03-03', qty_kg: 1000, price_per_kg: 6000 });
    expect((await postedSince(a, before)).map((j) => [j.source.replace(/:\d+$/, ':#'), j.kind, j.d, j.beban])).toEqual([
      ['feed_buy:#', 'original', '2025-03-03', '0.00'],
      ['feed_usage:2025-03-06/' + mixed, 'correction', '2025-03-06', '25000.00'],
      ['feed_usage:2025-03-10/' + mixed, 'correction', '2025-03-10', '25000.00'],
    ]);
    expect(await bebanPakan(a, '2025-03-31')).toBe('1450000.00');
    // Mixed feed: 400 − 200 = 200 kg, 2,900,000 − 1,450,000 = 1,450,000. Jagung: 2,000 − 200 = 1,800 kg, 11,000,000 − 1,100,000 = 9,900,000.
    expect(await stockOf(a, '2025-03-31', mixed)).toMatchObject({ qty: '200.000', value: '1450000.00', avg_cost: '7250.000000' });
    expect(await stockOf(a, '2025-03-31', id('Jagung kuning'))).toMatchObject({ qty: '1800.000', value: '9900000.00', avg_cost: '5500.000000' });
    // The stored days: the day before the purchase kept, every later one re-costed.
    expect(await storedDays(a, id('Jagung kuning'))).toEqual([
      ['2025-03-01', 1000, 5_000_000],
      ['2025-03-03', 2000, 11_000_000],
      ['2025-03-05', 1800, 9_900_000],
    ]);
    expect(await storedDays(a, mixed)).toEqual([
      ['2025-03-05', 400, 2_900_000],
      ['2025-03-06', 300, 2_175_000],
      ['2025-03-10', 200, 1_450_000],
    ]);
    await expectStoredAsReplay(a);
  });

  it('an edit in the middle of a month re-costs from that day on; the days before it keep their journals', async () => {
    const tk = coopB.tingkatIds[0];
    // 1,000 kg @ 7,000 on 01/04; 100 kg eaten on 02/04 and on 04/04; 800 kg @ 9,000 on 06/04; 100 kg on 08/04.
    await buy(b, { trx_date: '2025-04-01', qty_kg: 1000, price_per_kg: 7000 });
    await feed(b, tk, '2025-04-02', 100);
    await feed(b, tk, '2025-04-04', 100);
    await buy(b, { trx_date: '2025-04-06', qty_kg: 800, price_per_kg: 9000 });
    await feed(b, tk, '2025-04-08', 100);
    // 800 kg × 7,000 + 7,200,000 = 12,800,000 ÷ 1,600 = 8,000/kg on 06/04: 08/04 costs 800,000.
    expect(await bebanPakan(b, '2025-04-30')).toBe('2200000.00');

    // 04/04 corrected to 700 kg: 700 × 7,000 = 4,900,000 (+4,200,000); then 200 kg × 7,000 + 7,200,000 = 8,600,000
    // ÷ 1,000 = 8,600/kg: 08/04 costs 860,000 (+60,000). 02/04 stays 700,000, no correction.
    const before = await maxJournal(b);
    await feed(b, tk, '2025-04-04', 700);
    expect((await postedSince(b, before)).map((j) => [j.source, j.kind, j.d, j.beban])).toEqual([
      ['feed_usage:2025-04-04', 'correction', '2025-04-04', '4200000.00'],
      ['feed_usage:2025-04-08', 'correction', '2025-04-08', '60000.00'],
    ]);
    expect(await bebanPakan(b, '2025-04-30')).toBe('6460000.00');
    // 1,800 − 900 = 900 kg; 8,600,000 − 860,000 = 7,740,000.
    expect(await stockOf(b, '2025-04-30')).toMatchObject({ qty: '900.000', value: '7740000.00', avg_cost: '8600.000000' });
    await expectStoredAsReplay(b);
  });

  it('a change written outside the API is re-costed with the next save, even when that save is later', async () => {
    const tk = coopB.tingkatIds[0];
    // Maintenance writes 100 kg eaten on 07/04 straight into transaksi_pakan (no sync): the trigger marks 07/04.
    await query(b, `insert into transaksi_pakan (tenant_id, tanggal, tingkat_id, pakan_pagi, pakan_sore) values ($1, '2025-04-07', $2, 100, 0)`, [b.id, tk]);
    expect(await query(b, `select to_char(from_date, 'YYYY-MM-DD') as d from feed_cost_dirty`)).toEqual([{ d: '2025-04-07' }]);
    // The next save is of 20/04 (100 kg). At 8,600/kg since 06/04: 07/04 and 20/04 cost 860,000 each, 08/04 unchanged.
    const before = await maxJournal(b);
    await feed(b, tk, '2025-04-20', 100);
    expect((await postedSince(b, before)).map((j) => [j.source, j.kind, j.d, j.beban])).toEqual([
      ['feed_usage:2025-04-07', 'original', '2025-04-07', '860000.00'],
      ['feed_usage:2025-04-20', 'original', '2025-04-20', '860000.00'],
    ]);
    // 1,000 − 300 = 700 kg × 8,600 = 6,020,000.
    expect(await stockOf(b, '2025-04-30')).toMatchObject({ qty: '700.000', value: '6020000.00' });
    await expectStoredAsReplay(b);

    // An item's kind decides its control account: a change marks the whole history; the next save re-costs it all and posts nothing new.
    const konsentrat = bodyOf<StockItemDto[]>(await http().get('/api/stock-items').set(b.as('admin')).expect(200)).find((i) => i.name === 'Konsentrat')!;
    await http().put(`/api/stock-items/${konsentrat.id}`).set(b.as('admin')).send({ name: 'Konsentrat', kind: 'pakan_jadi', unit: 'kg' }).expect(200);
    expect(await query(b, `select to_char(from_date, 'YYYY-MM-DD') as d from feed_cost_dirty`)).toEqual([{ d: '0001-01-01' }]);
    const known = await maxJournal(b);
    await feed(b, tk, '2025-04-20', 100);
    expect(await postedSince(b, known)).toEqual([]);
    await expectStoredAsReplay(b);
  });
});
