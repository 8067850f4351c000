import dayjs from 'dayjs';
import { dailyOperationsDemo } from '../src/demo/daily-operations.demo';
import { FeedMetricsDto } from '../src/modules/feed-stock/dto/feed-stock.dto';
import { feedStockDemo } from '../src/demo/feed-stock.demo';
import { JournalHeaderDto, LedgerDto, SummaryDto } from '../src/modules/finance/dto/finance.dto';
import { financeDemo } from '../src/demo/finance.demo';
import { suppliersDemo } from '../src/demo/suppliers.demo';
import { ProfitLossDto } from '../src/modules/profit-loss/dto/profit-loss.dto';
import { createTestApp, TestApp } from './utils/create-test-app';
import { createCoop, createTenant, TestTenant } from './utils/factories';
import { bodyOf } from './utils/http';

/**
 * The demo farm's books (DESIGN §6; issue: 120 days of books so that every card and the profit and
 * loss show believable figures): the demo steps of daily operations, feed stock and finance on a
 * farm shaped like Kandang Sukamaju.
 */
describe('Finance demo data', () => {
  let t: TestApp;
  let a: TestTenant;
  const first = dayjs().subtract(120, 'day').format('YYYY-MM-DD');
  const last = dayjs().format('YYYY-MM-DD');
  const get = async <T>(path: string, query: object) => bodyOf<T>(await t.http().get(path).query(query).set(a.as('admin')).expect(200));

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'Demo Keuangan');
    await createCoop(t, a.id, { jalur: ['Jalur 1', 'Jalur 2', 'Jalur 3'], bagian: ['Kanan', 'Kiri'], tingkat: ['T1', 'T2', 'T3'] });
    const farm = { kode: a.kode, tenantId: a.id, ownerId: a.users.owner.id };
    for (const step of [dailyOperationsDemo, feedStockDemo, financeDemo, suppliersDemo]) await step(t.app, farm);
  });
  afterAll(() => t.close());

  it('posts every feed document once (no corrections) and keeps Persediaan Pakan = the feed stock value', async () => {
    const journals = await get<JournalHeaderDto[]>('/api/finance/journals', { from: first, to: last, limit: 5000 });
    expect(journals.filter((j) => j.kind !== 'original')).toEqual([]);
    const usageDays = journals.filter((j) => j.source_type === 'feed_usage');
    expect(usageDays.length).toBeGreaterThanOrEqual(119);
    expect(journals.filter((j) => j.source_type === 'feed_buy').length).toBeGreaterThan(20);
    expect(journals.every((j) => j.balanced)).toBe(true);
    const metrics = await get<FeedMetricsDto>('/api/feed-txns/metrics', {});
    const persediaan = await get<LedgerDto>('/api/finance/ledger', { account_code: '1-400', from: first, to: last });
    expect(persediaan.closing_balance).toBe(metrics.inventory_value);
  });

  it('never lets Kas or Bank fall below zero, and fills every card', async () => {
    for (const code of ['1-100', '1-200']) {
      const ledger = await get<LedgerDto>('/api/finance/ledger', { account_code: code, from: dayjs(first).subtract(5, 'day').format('YYYY-MM-DD'), to: last });
      const lowest = Math.min(...ledger.rows.map((r) => Number(r.balance)));
      expect({ code, lowest: lowest >= 0 }).toEqual({ code, lowest: true });
    }
    const summary = await get<SummaryDto>('/api/finance/summary', { from: dayjs(first).subtract(5, 'day').format('YYYY-MM-DD'), to: last });
    for (const card of summary.classes) {
      expect({ class: card.class, moved: Number(card.debit) + Number(card.credit) > 0 }).toEqual({ class: card.class, moved: true });
    }
  });

  it('shows a believable profit and loss for the last full month', async () => {
    const start = dayjs().subtract(1, 'month').startOf('month').format('YYYY-MM-DD');
    const end = dayjs().subtract(1, 'month').endOf('month').format('YYYY-MM-DD');
    const pl = await get<ProfitLossDto>('/api/laba-rugi', { start, end });
    const income = Number(pl.totals.total_income);
    const expense = Number(pl.totals.total_expense);
    expect(income).toBeGreaterThan(0);
    const margin = (income - expense) / income;
    expect(margin).toBeGreaterThan(0.05);
    expect(margin).toBeLessThan(0.4);
    const codes = pl.rows.filter((r) => Number(r.amount) > 0).map((r) => r.code);
    expect(codes).toEqual(expect.arrayContaining(['4-100', '5-100', '6-100', '6-200', '6-300', '6-500']));
    expect(Number(pl.balances.cash)).toBeGreaterThan(0);
    expect(Number(pl.balances.bank)).toBeGreaterThan(0);
    expect(Number(pl.balances.receivable)).toBeGreaterThan(0);
  });
});
