import { INestApplication } from '@nestjs/common';
import dayjs from 'dayjs';
import { TenantContext } from '../common/tenancy/tenant-context';
import { demoLateDelivery } from './demo-problems';
import { DEMO_DAYS, DemoStep, seededRandom } from './demo-step';
import { FeedStockService } from '../modules/feed-stock/feed-stock.service';

const SACK_KG = 50;
/** Days of usage kept in stock beyond the next delivery. */
const BUFFER_DAYS = 3;
/** Movements of the demo are posted once, at the end (FeedStockService.syncBooks). */
const BATCH = { post: false };

/**
 * Demo step (DESIGN §6), run after the daily-operations step: feed purchases every 3–5 days sized
 * from the demo's own daily usage so the stock never runs out and, today, covers a few days (a
 * meaningful run-out estimate), at prices drifting around Rp 7,500/kg with ongkir and bongkar;
 * plus one stock-count shrinkage and one sale of 5 sacks. Written through FeedStockService, in one
 * transaction whose end posts every feed document to the books once (no correction journals).
 */
export const feedStockDemo: DemoStep = async (app: INestApplication, farm) => {
  const ctx = app.get(TenantContext);
  const feed = app.get(FeedStockService);
  const actor = { userId: farm.ownerId, email: 'owner', globalRole: 'user' as const, claims: {} as never, tenantId: farm.tenantId, role: 'admin' as const };
  const first = dayjs().subtract(DEMO_DAYS - 1, 'day');
  const date = (i: number) => first.add(i, 'day').format('YYYY-MM-DD');
  const rand = seededRandom(`kpm-feed-${farm.kode}`);

  await ctx.runAs(actor, async () => {
    const usage = new Map((await feed.dailyUsage(date(0), date(DEMO_DAYS - 1))).map((u) => [u.date, u.kg]));
    if (!usage.size) return;
    const recent = [...usage.values()].slice(-7);
    const typical = recent.reduce((s, kg) => s + kg, 0) / recent.length;
    // Usage of days i … i+n−1; days after today count at the recent mean.
    const used = (i: number, n: number) => {
      let kg = 0;
      for (let k = i; k < i + n; k++) kg += k < DEMO_DAYS ? (usage.get(date(k)) ?? 0) : typical;
      return kg;
    };
    let stock = 0;
    // One delivery covers a single day beyond its interval: the stock runs low before the next (early warnings).
    const late = demoLateDelivery(farm.kode);
    let price = 7400;
    let saleDone = false;
    let counted = false;
    // Outflows are recorded after every purchase: until then the later usage has no stock behind it.
    const outflows: Array<() => Promise<unknown>> = [];
    for (let i = 0; i < DEMO_DAYS; ) {
      const interval = 3 + Math.floor(rand() * 3);
      const sell = !saleDone && i >= 90 ? 5 * SACK_KG : 0;
      const need = used(i, interval + (late(i) ? 1 : BUFFER_DAYS)) + sell - stock;
      if (need > 0) {
        const qty = Math.ceil(need / SACK_KG) * SACK_KG;
        price = Math.min(Math.max(price + Math.round((rand() - 0.45) * 4) * 50, 7000), 8200);
        await feed.buy(
          {
          trx_date: date(i),
          qty_kg: qty,
          price_per_kg: price,
          ongkir: 150_000 + Math.round(qty / 1000) * 25_000,
          bongkar: (qty / SACK_KG) * 1_000,
          method: i % 2 ? 'cash' : 'transfer',
          note: `Pakan layer ${qty / SACK_KG} karung`,
          },
          BATCH,
        );
        stock += qty;
      }
      if (sell) {
        const sale = { trx_date: date(i), qty_kg: sell, price_per_kg: price + 400, method: 'cash' as const, note: 'Dijual ke peternak tetangga' };
        outflows.push(() => feed.sell(sale, BATCH));
        stock -= sell;
        saleDone = true;
      }
      if (!counted && i >= 60) {
        counted = true;
        const shrink = Math.round(stock * 0.002 * 10) / 10;
        const day = date(i);
        if (shrink > 0) outflows.push(() => feed.adjust({ trx_date: day, qty_kg: -shrink, note: 'Stock opname: susut' }, BATCH));
        stock -= shrink;
      }
      stock -= used(i, Math.min(interval, DEMO_DAYS - i));
      i += interval;
    }
    for (const record of outflows) await record();
    // One posting of the whole history: every document gets its original journal, no corrections.
    await feed.syncBooks();
  });
};
