import { UnprocessableEntityException } from '@nestjs/common';
import dayjs from 'dayjs';
import fc from 'fast-check';
import { centsOf } from '../src/common/money';
import { TenantContext } from '../src/common/tenancy/tenant-context';
import { COST_FROM_START, markDirty } from '../src/modules/feed-stock/feed-cost-days';
import { availableAt } from '../src/modules/feed-stock/feed-costing';
import { FeedStockService } from '../src/modules/feed-stock/feed-stock.service';
import { FeedUsageService } from '../src/modules/feed-usage/feed-usage.service';
import { RationBatchesService } from '../src/modules/rations/ration-batches.service';
import { RationsService } from '../src/modules/rations/rations.service';
import { StockItemsService } from '../src/modules/stock-items/stock-items.service';
import { PayablesService } from '../src/modules/suppliers/payables.service';
import { SupplierPaymentsService } from '../src/modules/suppliers/supplier-payments.service';
import { SuppliersService } from '../src/modules/suppliers/suppliers.service';
import { createTestApp, TestApp } from './utils/create-test-app';
import { createCoop, createTenant, inTenant, TestTenant } from './utils/factories';

/**
 * A feed operation of a random sequence; `day` counts from BASE. `item`: 0 the default item
 * (absent item_id, as the spec's calls), 1 a second feed item (bahan), 2 an OVK item, 3 a third
 * feed item (bahan), 4 the mixed feed (campuran) of a ration of items 1 and 3; `mix`: a mixing
 * batch of that ration (ADR 0044), also beyond the ingredients' stock. A credit purchase is owed to the
 * supplier; `pay` pays `share` (0.1–1.2: above 1 is refused) of what the credit purchase dated on or
 * before its day that owes most still owes.
 */
type Op =
  | { kind: 'buy'; day: number; kg: number; price: number; ongkir: number; method: 'cash' | 'transfer' | 'credit'; item: number }
  | { kind: 'sell'; day: number; kg: number; price: number; item: number }
  | { kind: 'sellAll'; day: number; item: number }
  | { kind: 'adjust'; day: number; kg: number; item: number }
  | { kind: 'usage'; day: number; kg: number }
  | { kind: 'pay'; day: number; share: number; method: 'cash' | 'transfer' }
  | { kind: 'mix'; day: number; kg: number };

const BASE = '2024-03-01';
const DAYS = 8;
const date = (day: number) => dayjs(BASE).add(day, 'day').format('YYYY-MM-DD');
const RUNS = Number(process.env.FINANCE_INVARIANT_RUNS ?? 500);

const day = fc.integer({ min: 0, max: DAYS - 1 });
/** The default item most often, as before; the other feed item and the OVK item now and then. */
const item = fc.oneof(
  { weight: 3, arbitrary: fc.constant(0) },
  { weight: 1, arbitrary: fc.constant(1) },
  { weight: 1, arbitrary: fc.constant(2) },
  { weight: 1, arbitrary: fc.constant(3) },
  { weight: 1, arbitrary: fc.constant(4) },
);
/** kg with up to 3 decimals, rupiah with up to 2. */
const kg = (max: number) => fc.integer({ min: 1, max: max * 1000 }).map((g) => g / 1000);
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('buy' as const), day, kg: kg(800), price: fc.oneof(fc.integer({ min: 6500, max: 8500 }), fc.integer({ min: 0, max: 900000 }).map((c) => c / 100)), ongkir: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 250000 })), method: fc.constantFrom('cash' as const, 'transfer' as const, 'credit' as const), item }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('sell' as const), day, kg: kg(300), price: fc.integer({ min: 0, max: 9500 }), item }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('sellAll' as const), day, item }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('adjust' as const), day, kg: fc.oneof(kg(60), kg(60).map((x) => -x)), item }) },
  // Usage: new days, edits of a day already entered, 0 clears it, large values go beyond the stock.
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('usage' as const), day, kg: fc.oneof({ weight: 1, arbitrary: fc.constant(0) }, { weight: 5, arbitrary: kg(400) }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('pay' as const), day, share: fc.integer({ min: 10, max: 120 }).map((p) => p / 100), method: fc.constantFrom('cash' as const, 'transfer' as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('mix' as const), day, kg: kg(300) }) },
);

class Rollback extends Error {}

/**
 * The feed stock and the books agree (ADR 0008), checked by fast-check on random sequences of
 * purchases, sales (also of everything available), adjustments either way and days of usage —
 * back-dated, edited, cleared, beyond the stock — written through the real services into the
 * real database, each sequence in one transaction rolled back at its end. After every operation:
 * for every date D the stock value as of D equals the Persediaan Pakan balance at D to the cent,
 * the movement rows add up to that value, and every journal balances. With stock items (issue
 * #37) the operations fall on the default item, other feed items, an OVK item or a ration's mixed
 * feed, and mixing batches move ingredients into the mixed feed (ADR 0044): at every date
 * Persediaan Pakan = Σ of the feed items' values and Persediaan OVK = Σ of the OVK items' values (the deferred balance
 * triggers are fired with SET CONSTRAINTS ALL IMMEDIATE). With suppliers (issue #37 'Suppliers and payables') purchases
 * may be on credit and partly paid: at every date Hutang Usaha = Σ of the open supplier balances (credit purchases minus
 * payments dated up to then), and the payables' total says the same. Each save re-costs from its date only (ADR 0046):
 * the stored end-of-day states equal those of a replay of the whole history, and re-costing the whole history posts nothing.
 */
describe('Feed stock = Persediaan Pakan, always (property test on the database)', () => {
  let t: TestApp;
  let a: TestTenant;
  let tingkatId: number;
  /** item_id per Op.item: the default item (absent), a feed ingredient, an OVK item. */
  let itemIds: Array<number | undefined>;
  let ovkId: number;
  let supplierId: number;
  let rationId: number;

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'Invarian');
    tingkatId = (await createCoop(t, a.id)).tingkatIds[0];
    const items = t.app.get(StockItemsService);
    const [bahan, ovk, bahanB] = await inTenant(t, a.id, async () => [
      await items.create({ name: 'Bahan Invarian', kind: 'bahan', unit: 'kg' }),
      await items.create({ name: 'OVK Invarian', kind: 'ovk', unit: 'botol' }),
      await items.create({ name: 'Bahan Invarian B', kind: 'bahan', unit: 'kg' }),
    ]);
    const ration = await inTenant(t, a.id, () =>
      t.app.get(RationsService).create({ name: 'Ransum Invarian', phase: 'layer', ingredients: [{ item_id: bahan.id, pct: 62.5 }, { item_id: bahanB.id, pct: 37.5 }] }),
    );
    rationId = ration.id;
    itemIds = [undefined, bahan.id, ovk.id, bahanB.id, ration.mixed_item_id];
    supplierId = (await inTenant(t, a.id, () => t.app.get(SuppliersService).create({ name: 'Pemasok Invarian', terms_days: 3 }))).id;
    ovkId = ovk.id;
  });
  afterAll(() => t.close());

  it(`holds over ${RUNS} random sequences`, async () => {
    const ctx = t.app.get(TenantContext);
    const feed = t.app.get(FeedStockService);
    const usage = t.app.get(FeedUsageService);
    const payments = t.app.get(SupplierPaymentsService);
    let paid = 0;
    const batches = t.app.get(RationBatchesService);
    let mixes = 0;
    let operations = 0;
    let refused = 0;
    let corrections = 0;
    let belowZero = 0;
    let ovkMoves = 0;
    let otherMoves = 0;

    const apply = async (o: Op) => {
      try {
        if (o.kind === 'usage') await usage.save({ tanggal: date(o.day), data: [{ tingkat_id: tingkatId, pakan_pagi: o.kg, pakan_sore: 0 }] });
        else if (o.kind === 'pay') {
          const [open] = await ctx.manager.query<Array<{ id: number; open: string }>>(
            `select f.id, (round(f.qty_kg * f.price_per_kg + f.ongkir + f.bongkar, 2) - coalesce((select sum(x.amount) from supplier_payment_allocations x where x.purchase_id = f.id), 0))::text as open
               from feed_txns f where f.method = 'credit' and f.trx_date <= $1 order by 2 desc, f.id limit 1`,
            [date(o.day)],
          );
          const amount = open ? Math.max(1, Math.round(Number(open.open) * 100 * o.share)) / 100 : 0;
          if (amount > 0) {
            await payments.pay({ supplier_id: supplierId, date: date(o.day), method: o.method, allocations: [{ purchase_id: open.id, amount }] });
            paid++;
          }
        } else if (o.kind === 'mix') {
          await batches.mix(rationId, { date: date(o.day), kg: o.kg });
          mixes++;
        } else {
          const item_id = itemIds[o.item];
          if (o.kind === 'buy') {
            await feed.buy({ trx_date: date(o.day), qty_kg: o.kg, price_per_kg: o.price, ongkir: o.ongkir, bongkar: 0, method: o.method, item_id, supplier_id: o.method === 'credit' ? supplierId : undefined });
          }
          else if (o.kind === 'sell') await feed.sell({ trx_date: date(o.day), qty_kg: o.kg, price_per_kg: o.price, method: 'cash', item_id });
          else if (o.kind === 'adjust') await feed.adjust({ trx_date: date(o.day), qty_kg: o.kg, item_id });
          else {
            const all = availableAt(await feed.movements(undefined, item_id), { kind: 'sell', date: date(o.day), id: null, qty: -1 });
            if (all > 0) await feed.sell({ trx_date: date(o.day), qty_kg: all, price_per_kg: 8000, method: 'transfer', item_id });
          }
        }
      } catch (e) {
        if (!(e instanceof UnprocessableEntityException)) throw e;
        refused++;
      }
    };

    const check = async (ops: Op[]) => {
      const m = ctx.manager;
      await m.query('set constraints all immediate');
      await m.query('set constraints all deferred');
      const unbalanced = await m.query<Array<{ code: string }>>(
        `select j.code from journals j left join journal_lines l on l.tenant_id = j.tenant_id and l.journal_id = j.id
          group by j.code having coalesce(sum(l.debit), 0) <> coalesce(sum(l.credit), 0) or count(l.id) < 2`,
      );
      expect(unbalanced).toEqual([]);
      const history = await feed.history();
      const byItem = await feed.historyByItem();
      const books: Array<{ d: string; cents: string; ovk: string }> = await m.query(
        `select to_char(d, 'YYYY-MM-DD') as d,
                (100 * coalesce((select sum(l.debit - l.credit) from journal_lines l join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id
                                  where a.system_key = 'persediaan_pakan' and l.trx_date <= d), 0))::bigint::text as cents,
                (100 * coalesce((select sum(l.debit - l.credit) from journal_lines l join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id
                                  where a.system_key = 'persediaan_ovk' and l.trx_date <= d), 0))::bigint::text as ovk
           from generate_series($1::date - 1, $2::date, interval '1 day') d`,
        [BASE, date(DAYS)],
      );
      /** Σ of the items' values at the end of `d`, cents: the feed items or the OVK items. */
      const valueAt = (d: string, ovk: boolean) =>
        [...byItem].filter(([id]) => (id === ovkId) === ovk).reduce((s, [, h]) => s + (h.filter((x) => x.date <= d).at(-1)?.valueAfterCents ?? 0), 0);
      for (const b of books) {
        const feedValue = valueAt(b.d, false);
        if (Number(b.cents) !== feedValue) throw new Error(`on ${b.d}: feed items' value ${feedValue / 100} ≠ Persediaan Pakan ${Number(b.cents) / 100}; ops ${JSON.stringify(ops)}`);
        const ovkValue = valueAt(b.d, true);
        if (Number(b.ovk) !== ovkValue) throw new Error(`on ${b.d}: OVK items' value ${ovkValue / 100} ≠ Persediaan OVK ${Number(b.ovk) / 100}; ops ${JSON.stringify(ops)}`);
      }
      // Hutang Usaha (credit positive) = Σ open supplier balances at every date, counted from the documents themselves.
      const payables: Array<{ d: string; ledger: string; open: string }> = await m.query(
        `select to_char(d, 'YYYY-MM-DD') as d,
                coalesce((select sum(l.credit - l.debit) from journal_lines l join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id
                           where a.system_key = 'hutang' and l.trx_date <= d), 0)::numeric(18,2)::text as ledger,
                (coalesce((select sum(round(f.qty_kg * f.price_per_kg + f.ongkir + f.bongkar, 2)) from feed_txns f where f.method = 'credit' and f.trx_date <= d), 0)
                 - coalesce((select sum(p.amount_total) from supplier_payments p where p.payment_date <= d), 0))::numeric(18,2)::text as open
           from generate_series($1::date - 1, $2::date, interval '1 day') d`,
        [BASE, date(DAYS)],
      );
      for (const p of payables) if (p.ledger !== p.open) throw new Error(`on ${p.d}: Hutang Usaha ${p.ledger} ≠ open supplier balances ${p.open}; ops ${JSON.stringify(ops)}`);
      expect((await t.app.get(PayablesService).ageing(date(DAYS))).total).toBe(payables.at(-1)!.open);
      // The metrics (asof exclusive) and the movement rows tell the same value.
      const end = history.at(-1)?.valueAfterCents ?? 0;
      expect(centsOf((await feed.metrics(date(DAYS))).inventory_value)).toBe(BigInt(end));
      const rows = await feed.list(date(-1), date(DAYS - 1));
      expect(rows.reduce((s, r) => s + centsOf(r.total_cost), 0n)).toBe(BigInt(end));
      // ADR 0046: each save re-costed from its date only. Nothing is left to re-cost, the stored end-of-day
      // states are those of the whole replay, and a re-costing of the whole history finds nothing more to post.
      expect(await m.query(`select from_date from feed_cost_dirty`)).toEqual([]);
      const stored = await m.query<Array<{ item: number; day: string; grams: string; cents: string }>>(
        `select item_id::int as item, to_char(day, 'YYYY-MM-DD') as day, grams::text as grams, cents::text as cents from feed_cost_days order by 1, 2`,
      );
      const replayed = [...byItem]
        .sort(([x], [y]) => x - y)
        .flatMap(([item, h]) => [...new Map(h.map((c) => [c.date, { item, day: c.date, grams: String(Math.round(c.stockAfter * 1000)), cents: String(c.valueAfterCents) }])).values()]);
      if (JSON.stringify(stored) !== JSON.stringify(replayed)) throw new Error(`stored days ${JSON.stringify(stored)} ≠ replay ${JSON.stringify(replayed)}; ops ${JSON.stringify(ops)}`);
      const journalCount = async () => (await m.query<Array<{ n: number }>>(`select count(*)::int as n from journals`))[0].n;
      const known = await journalCount();
      // In a savepoint rolled back: the next operation re-costs from the states its predecessors stored.
      await m.query('savepoint full_recost');
      await markDirty(m, a.id, COST_FROM_START);
      await feed.syncAll();
      const after = await journalCount();
      await m.query('rollback to savepoint full_recost');
      if (after !== known) throw new Error(`a full re-costing posted ${after - known} more journals; ops ${JSON.stringify(ops)}`);
      if (history.some((h) => h.stockAfter < 0)) belowZero++;
      if ((byItem.get(ovkId) ?? []).length) ovkMoves++;
      if ((byItem.get(itemIds[1]!) ?? []).length) otherMoves++;
    };

    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 7 }), async (ops) => {
        try {
          await inTenant(t, a.id, async () => {
            for (let i = 0; i < ops.length; i++) {
              await apply(ops[i]);
              operations++;
              await check(ops.slice(0, i + 1));
            }
            corrections += Number((await ctx.manager.query<Array<{ n: string }>>(`select count(*) as n from journals where kind = 'correction'`))[0].n);
            throw new Rollback();
          });
        } catch (e) {
          if (!(e instanceof Rollback)) throw e;
        }
      }),
      { numRuns: RUNS },
    );
    // The sequences did exercise what they are meant to.
    expect(operations).toBeGreaterThan(RUNS);
    expect(corrections).toBeGreaterThan(0);
    expect(belowZero).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
    expect(ovkMoves).toBeGreaterThan(0);
    expect(otherMoves).toBeGreaterThan(0);
    expect(paid).toBeGreaterThan(0);
    expect(mixes).toBeGreaterThan(0);
    // Nothing of the sequences stayed.
    const left = await inTenant(t, a.id, () =>
      ctx.manager.query<Array<{ j: number; f: number; p: number; b: number }>>(
        `select (select count(*) from journals)::int as j, (select count(*) from feed_txns)::int as f, (select count(*) from supplier_payments)::int as p, (select count(*) from ration_batches)::int as b`,
      ),
    );
    expect(left[0]).toEqual({ j: 0, f: 0, p: 0, b: 0 });
  });
});
