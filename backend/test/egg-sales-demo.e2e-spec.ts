import dayjs from 'dayjs';
import { TenantContext } from '../src/common/tenancy/tenant-context';
import { DEMO_DAYS } from '../src/demo/demo-step';
import { dailyOperationsDemo } from '../src/demo/daily-operations.demo';
import { CustomerDto } from '../src/modules/customers/dto/customers.dto';
import { PreorderDto } from '../src/modules/egg-preorders/dto/egg-preorders.dto';
import { AvailabilityDto, SaleRowDto } from '../src/modules/egg-sales/dto/egg-sales.dto';
import { eggSalesDemo } from '../src/demo/egg-sales.demo';
import { feedStockDemo } from '../src/demo/feed-stock.demo';
import { LedgerDto } from '../src/modules/finance/dto/finance.dto';
import { financeDemo } from '../src/demo/finance.demo';
import { ProfitLossDto } from '../src/modules/profit-loss/dto/profit-loss.dto';
import { createTestApp, TestApp } from './utils/create-test-app';
import { bodyOf } from './utils/http';
import { createCoop, createTenant, inTenant, TestTenant } from './utils/factories';
import { balances } from './utils/egg-sales';

/** Demo step of DESIGN §6 for egg sales: customers, 120 days of sales within the production, receipts, a refund, pre-orders. */
describe('Egg sales demo data', () => {
  let t: TestApp;
  let demo: TestTenant;
  const today = dayjs().format('YYYY-MM-DD');
  const first = dayjs().subtract(DEMO_DAYS - 1, 'day').format('YYYY-MM-DD');
  const query = <T>(sql: string, params: unknown[] = []) => inTenant(t, demo.id, () => t.app.get(TenantContext).manager.query(sql, params) as Promise<T>);

  beforeAll(async () => {
    t = await createTestApp();
    demo = await createTenant(t, 'Demo Telur');
    await createCoop(t, demo.id, { jalur: ['Jalur 1', 'Jalur 2', 'Jalur 3'], bagian: ['Kanan', 'Kiri'], tingkat: ['T1', 'T2', 'T3'] });
    const farm = { kode: 'SKM', tenantId: demo.id, ownerId: demo.users.owner.id };
    // The order of DEMO_STEPS: the finance step counts the Kas and Bank flows of the sales and receipts.
    for (const step of [dailyOperationsDemo, feedStockDemo, eggSalesDemo, financeDemo]) await step(t.app, farm);
  });
  afterAll(() => t.close());

  it('adds customers, one linked to the reseller user, one inactive', async () => {
    const customers = bodyOf<CustomerDto[]>(await t.http().get('/api/customers').set(demo.as('admin')).expect(200));
    expect(customers).toHaveLength(5);
    expect(customers[0]).toMatchObject({ name: 'Reseller Sukamaju', user_id: demo.users.reseller.id, user_role: 'reseller', phone: '6281234500001' });
    expect(customers.filter((c) => c.status === 'inactive')).toHaveLength(1);
    const mine = bodyOf<CustomerDto[]>(await t.http().get('/api/reseller-sales/customers').set(demo.as('reseller')).expect(200));
    expect(mine).toEqual([expect.objectContaining({ name: 'Reseller Sukamaju', is_me: true })]);
    const own = bodyOf<SaleRowDto[]>(await t.http().get('/api/reseller-sales/list').query({ from: first, to: today }).set(demo.as('reseller')).expect(200));
    expect(own.length).toBeGreaterThan(30);
    expect(own.every((r) => r.customer === 'Reseller Sukamaju')).toBe(true);
  });

  it('sells every day of the 120, by cash, transfer and piutang at Rp 24.000–30.000/kg, never more than the eggs', async () => {
    const rows = bodyOf<SaleRowDto[]>(await t.http().get('/api/egg-sales/list').query({ from: first, to: today }).set(demo.as('admin')).expect(200));
    expect(new Set(rows.map((r) => r.sale_date)).size).toBeGreaterThan(DEMO_DAYS - 5);
    expect(new Set(rows.map((r) => r.payment_method))).toEqual(new Set(['cash', 'transfer', 'piutang']));
    expect(new Set(rows.filter((r) => r.payment_method === 'piutang').map((r) => r.payment_status))).toEqual(new Set(['belum', 'sebagian', 'lunas']));
    const [prices] = await query<Array<{ lo: string; hi: string }>>(`select min(unit_price) as lo, max(unit_price) as hi from egg_sale_lines`);
    expect(Number(prices.lo)).toBeGreaterThanOrEqual(24000);
    expect(Number(prices.hi)).toBeLessThanOrEqual(30000);
    // Running stock per grade (Σ produced − Σ sold up to each day) never below zero.
    const negative = await query<unknown[]>(
      `with d as (
         select tanggal as d, kg_a as a, kg_b as b, kg_c as c from telur_harian
         union all
         select sale_date, -sum(qty_kg) filter (where grade = 'A'), -sum(qty_kg) filter (where grade = 'B'), -sum(qty_kg) filter (where grade = 'C')
           from egg_sale_lines group by sale_date
       ), r as (select d, sum(coalesce(a, 0)) over w as a, sum(coalesce(b, 0)) over w as b, sum(coalesce(c, 0)) over w as c from d window w as (order by d))
       select * from r where a < 0 or b < 0 or c < 0`,
    );
    expect(negative).toEqual([]);
    // Most of the eggs are sold.
    const avail = bodyOf<AvailabilityDto>(await t.http().get('/api/egg-sales/available').query({ date: today }).set(demo.as('admin')).expect(200));
    expect(avail.A.sold_kg / avail.A.prod_kg).toBeGreaterThan(0.8);
  });

  it('records receipts with a discount and a bank fee, one refund, and keeps the books equal to the documents', async () => {
    const [r] = await query<Array<{ n: number; discounts: number; fees: number; refunds: number }>>(
      `select count(*)::int as n, count(*) filter (where discount_total > 0)::int as discounts, count(*) filter (where bank_fee > 0)::int as fees,
              count(*) filter (where is_refund)::int as refunds from ar_receipts`,
    );
    expect(r.n).toBeGreaterThan(20);
    expect(r.discounts).toBeGreaterThan(0);
    expect(r.fees).toBeGreaterThan(0);
    expect(r.refunds).toBe(1);
    const bal = await balances(t, demo.id);
    const [sums] = await query<Array<{ outstanding: string; total: string }>>(
      `select sum(total_amount - amount_paid - amount_discount) filter (where payment_method = 'piutang') as outstanding, sum(total_amount) as total
         from egg_sales where deleted_at is null`,
    );
    expect(bal.piutang).toBe(sums.outstanding);
    expect(bal.penjualan_telur).toBe(`-${sums.total}`);
  });

  it('leaves the finance step nothing to recap: no manual egg journals, Kas and Bank never below zero, a profit', async () => {
    const [recaps] = await query<Array<{ n: number }>>(`select count(*)::int as n from journals where source_type = 'manual' and memo like 'Rekap penjualan telur%'`);
    expect(recaps.n).toBe(0);
    for (const code of ['1-100', '1-200']) {
      const ledger = bodyOf<LedgerDto>(
        await t.http().get('/api/finance/ledger').query({ account_code: code, from: dayjs(first).subtract(5, 'day').format('YYYY-MM-DD'), to: today }).set(demo.as('admin')).expect(200),
      );
      const lowest = Math.min(...ledger.rows.map((r) => Number(r.balance)));
      expect({ code, lowest: lowest >= 0 }).toEqual({ code, lowest: true });
    }
    const start = dayjs().subtract(1, 'month').startOf('month').format('YYYY-MM-DD');
    const end = dayjs().subtract(1, 'month').endOf('month').format('YYYY-MM-DD');
    const pl = bodyOf<ProfitLossDto>(await t.http().get('/api/laba-rugi').query({ start, end }).set(demo.as('admin')).expect(200));
    expect(Number(pl.totals.total_income)).toBeGreaterThan(Number(pl.totals.total_expense));
    expect(Number(pl.balances.receivable)).toBeGreaterThan(0);
  });

  it('takes upcoming pre-orders: one partly executed today, one canceled', async () => {
    const orders = bodyOf<PreorderDto[]>(await t.http().get('/api/egg-preorders').set(demo.as('admin')).expect(200));
    expect(orders).toHaveLength(4);
    expect(orders.filter((o) => o.status === 'canceled')).toHaveLength(1);
    const executed = orders.find((o) => o.sale_ids.length);
    expect(executed).toBeDefined();
    expect(executed!.remaining_a).toBeLessThan(executed!.qty_a);
    expect(orders.filter((o) => o.status === 'confirmed').length).toBeGreaterThanOrEqual(3);
  });
});
