import { CustomerDto } from '../src/modules/customers/dto/customers.dto';
import { SaleDetailDto, SaleRowDto, SaleTotalsDto } from '../src/modules/egg-sales/dto/egg-sales.dto';
import { createTestApp, TestApp } from './utils/create-test-app';
import { bodyOf, messageOf } from './utils/http';
import { createCoop, createTenant, TestTenant } from './utils/factories';
import { addCustomer, addSale, enterEggs, SaleRole } from './utils/egg-sales';

/**
 * Transaksi Reseller (spec part 2 §2, §4, §6, §7 'Reseller sales'; DESIGN §3): admins read every
 * sale; a reseller only the sales of the customers linked to their own user; nothing else.
 */
describe('Reseller sales', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  let own: number; // customer linked to the reseller
  let plain: number; // customer without a reseller
  let ownSale: number;
  let plainSale: number;

  const as = (role: SaleRole, tenant = a) => tenant.as(role);
  const list = (role: SaleRole, query: object = {}) => t.http().get('/api/reseller-sales/list').query({ from: '2025-06-01', to: '2025-06-30', ...query }).set(as(role));

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'Reseller A');
    b = await createTenant(t, 'Reseller B');
    const coop = await createCoop(t, a.id);
    await enterEggs(t, a, coop.bagianIds[0], '2025-06-01', { a: 500, b: 200, c: 100 });
    own = await addCustomer(t, a, { name: 'Reseller Mitra', user_id: a.users.reseller.id, phone: '081211112222' });
    plain = await addCustomer(t, a, { name: 'Agen Umum' });
    // Reseller: 02/06 piutang A 10 × 27,000 = 270,000; 03/06 cash B 5 × 25,000 = 125,000. Other: 02/06 transfer C 4 × 24,000 = 96,000.
    ownSale = (await addSale(t, a, { sale_date: '2025-06-02', customer_id: own, payment_method: 'piutang', lines: [{ grade: 'A', qty_kg: 10, unit_price: 27000 }] })).header.id;
    await addSale(t, a, { sale_date: '2025-06-03', customer_id: own, payment_method: 'cash', lines: [{ grade: 'B', qty_kg: 5, unit_price: 25000 }] });
    plainSale = (await addSale(t, a, { sale_date: '2025-06-02', customer_id: plain, payment_method: 'transfer', lines: [{ grade: 'C', qty_kg: 4, unit_price: 24000 }] })).header.id;
  });
  afterAll(() => t.close());

  it('shows a reseller only the sales of their own customers', async () => {
    const rows = bodyOf<SaleRowDto[]>(await list('reseller').expect(200));
    expect(rows.map((r) => [r.sale_date, r.customer, r.total_amount, r.payment_status])).toEqual([
      ['2025-06-03', 'Reseller Mitra', '125000.00', 'lunas'],
      ['2025-06-02', 'Reseller Mitra', '270000.00', 'belum'],
    ]);
    expect(rows[1]).toMatchObject({ sale_id: ownSale, payment_method: 'piutang', amount_outstanding: '270000.00', kg_a: 10, total_kg: 10, avg_price_blended: '27000.00' });
    expect((await list('reseller', { payment: 'cash' }).expect(200)).body).toHaveLength(1);
    expect((await list('reseller', { customer_id: own }).expect(200)).body).toHaveLength(2);
    // Another customer's id is refused rather than answered.
    expect(messageOf(await list('reseller', { customer_id: plain }).expect(403))).toBe('Pelanggan ini bukan milik akun Anda.');
    const totals = bodyOf<SaleTotalsDto>(await t.http().get('/api/reseller-sales/list/totals').query({ from: '2025-06-01', to: '2025-06-30' }).set(as('reseller')).expect(200));
    expect(totals).toMatchObject({ count: 2, kg_a: 10, kg_b: 5, total_kg: 15, total_amount: '395000.00', amount_outstanding: '270000.00' });
  });

  it('shows admins every sale, optionally of one customer', async () => {
    expect((await list('admin').expect(200)).body).toHaveLength(3);
    expect(bodyOf<SaleRowDto[]>(await list('owner', { customer_id: plain }).expect(200)).map((r) => r.sale_id)).toEqual([plainSale]);
    expect(bodyOf<SaleRowDto[]>(await list('admin', { payment: 'piutang' }).expect(200)).map((r) => r.sale_id)).toEqual([ownSale]);
  });

  it('lists customers: resellers first with is_me; a reseller only their own', async () => {
    const mine = bodyOf<CustomerDto[]>(await t.http().get('/api/reseller-sales/customers').set(as('reseller')).expect(200));
    expect(mine).toEqual([expect.objectContaining({ id: own, name: 'Reseller Mitra', is_me: true, user_role: 'reseller', phone: '6281211112222' })]);
    const all = bodyOf<CustomerDto[]>(await t.http().get('/api/reseller-sales/customers').set(as('admin')).expect(200));
    expect(all.map((c) => [c.name, c.is_me])).toEqual([
      ['Reseller Mitra', false],
      ['Agen Umum', false],
    ]);
  });

  it('gives the Detail of a sale (lines) to its reseller only', async () => {
    const d = bodyOf<SaleDetailDto>(await t.http().get(`/api/reseller-sales/${ownSale}`).set(as('reseller')).expect(200));
    expect(d.header).toMatchObject({ id: ownSale, total_amount: '270000.00', customer: 'Reseller Mitra' });
    expect(d.lines).toEqual([{ grade: 'A', qty_kg: 10, unit_price: '27000.00', amount: '270000.00' }]);
    expect(messageOf(await t.http().get(`/api/reseller-sales/${plainSale}`).set(as('reseller')).expect(404))).toBe('Penjualan tidak ditemukan.');
    await t.http().get(`/api/reseller-sales/${plainSale}`).set(as('admin')).expect(200);
  });

  it('gives resellers nothing else, and abk/viewer nothing of it (403); other tenants see nothing', async () => {
    for (const role of ['abk', 'viewer'] as const) {
      await list(role).expect(403);
      await t.http().get('/api/reseller-sales/customers').set(as(role)).expect(403);
      await t.http().get(`/api/reseller-sales/${ownSale}`).set(as(role)).expect(403);
    }
    await t.http().get('/api/egg-sales/list').set(as('reseller')).expect(403);
    await t.http().get(`/api/egg-sales/${ownSale}`).set(as('reseller')).expect(403);
    await t.http().get('/api/customers').set(as('reseller')).expect(403);
    await t.http().post('/api/ar-receipts').set(as('reseller')).send({}).expect(403);
    await t.http().delete(`/api/egg-sales/${ownSale}`).set(as('reseller')).expect(403);
    // The reseller of tenant b: no membership in a (403), and in b nothing of a's.
    await t.http().get('/api/reseller-sales/list').set({ ...b.as('reseller'), 'x-tenant-id': a.id }).expect(403);
    expect((await t.http().get('/api/reseller-sales/list').query({ from: '2025-06-01', to: '2025-06-30' }).set(b.as('reseller')).expect(200)).body).toEqual([]);
    await t.http().get(`/api/reseller-sales/${ownSale}`).set(b.as('owner')).expect(404);
  });
});
