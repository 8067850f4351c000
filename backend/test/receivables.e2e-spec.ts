import { AgeingBucket, ReceivablesDto, StatementDto } from '../src/modules/receivables/dto/receivables.dto';
import { createTestApp, TestApp } from './utils/create-test-app';
import { addCustomer, addReceipt, addSale, balances, enterEggs, SaleRole } from './utils/egg-sales';
import { createCoop, createTenant, TestTenant } from './utils/factories';
import { bodyOf, messageOf } from './utils/http';

/**
 * Receivables per customer (issue #20 'Receivables (piutang) per customer'): the ageing at a date
 * and the statement (kartu piutang). Figures worked out by hand below; every total is also checked
 * against the Piutang Usaha balance of the journal at the same date.
 *
 * Farm A, grade A at Rp 20.000/kg (eggs enough on 2025-01-01):
 *   S1 05/01 Bu Sri     piutang due 19/01  10 kg = 200.000
 *   S2 01/02 Bu Sri     piutang no due date 5 kg = 100.000, edited on 12/04 to 4 kg = 80.000
 *   S3 10/02 Toko Maju  piutang due 12/03  20 kg = 400.000
 *   S4 20/03 Toko Maju  piutang due 19/04  7,5 kg = 150.000
 *   S5 10/01 Warung Ani cash 3 kg = 60.000 (never a receivable)
 *   S6 08/01 Toko Maju  piutang 4 kg = 80.000, deleted (its journal reversed on 08/01)
 *   R1 25/01 Bu Sri     50.000 on S1
 *   R2 01/03 Toko Maju  100.000 + discount 10.000 on S3
 *   R3 10/04 Bu Sri     150.000 on S1 + 100.000 on S2 (S2 then 80.000: paid 20.000 too much)
 *   F1 15/04 Bu Sri     refund 20.000 on S2
 */
describe('Receivables (piutang)', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  let sri: number;
  let maju: number;
  let ani: number;
  let otherCustomer: number;
  const ids: Record<string, number> = {};
  const codes: Record<string, string> = {};

  const ageing = async (asof?: string, role: SaleRole = 'admin', tenant = a) =>
    bodyOf<ReceivablesDto>(await t.http().get('/api/receivables').query(asof ? { asof } : {}).set(tenant.as(role)).expect(200));
  const statement = async (id: number, from: string, to: string) =>
    bodyOf<StatementDto>(await t.http().get(`/api/customers/${id}/statement`).query({ from, to }).set(a.as('admin')).expect(200));
  const line = (kg: number) => [{ grade: 'A', qty_kg: kg, unit_price: 20000 }];
  /** The answer reduced to what the hand computation names: per customer [name, total, buckets, invoices]. */
  const summary = (r: ReceivablesDto) =>
    r.customers.map((c) => ({
      customer: c.customer,
      total: c.total,
      buckets: c.buckets,
      invoices: c.invoices.map((i) => [i.sale_code, i.due_date, i.total, i.paid, i.discount, i.outstanding, i.days_overdue, i.bucket]),
    }));
  const buckets = (b0: string, b30: string, b60: string, b90: string, over: string) => ({
    belum_jatuh_tempo: b0,
    hari_1_30: b30,
    hari_31_60: b60,
    hari_61_90: b90,
    lebih_90: over,
  });
  const zero = '0.00';

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'Piutang A');
    b = await createTenant(t, 'Piutang B');
    const coop = await createCoop(t, a.id);
    await enterEggs(t, a, coop.bagianIds[0], '2025-01-01', { a: 1000 });
    sri = await addCustomer(t, a, { name: 'Bu Sri', phone: '081333344444' });
    maju = await addCustomer(t, a, { name: 'Toko Maju' });
    ani = await addCustomer(t, a, { name: 'Warung Ani' });

    const sale = async (key: string, body: Record<string, unknown>) => {
      const s = await addSale(t, a, body);
      ids[key] = s.header.id;
      codes[key] = s.header.finance_code as string;
    };
    await sale('S1', { sale_date: '2025-01-05', customer_id: sri, payment_method: 'piutang', due_date: '2025-01-19', lines: line(10) });
    await sale('S2', { sale_date: '2025-02-01', customer_id: sri, payment_method: 'piutang', due_date: null, lines: line(5) });
    await sale('S3', { sale_date: '2025-02-10', customer_id: maju, payment_method: 'piutang', due_date: '2025-03-12', lines: line(20) });
    await sale('S4', { sale_date: '2025-03-20', customer_id: maju, payment_method: 'piutang', due_date: '2025-04-19', lines: line(7.5) });
    await sale('S5', { sale_date: '2025-01-10', customer_id: ani, payment_method: 'cash', lines: line(3) });
    await sale('S6', { sale_date: '2025-01-08', customer_id: maju, payment_method: 'piutang', due_date: '2025-01-20', lines: line(4) });
    await t.http().delete(`/api/egg-sales/${ids.S6}`).set(a.as('admin')).expect(200);

    codes.R1 = (await addReceipt(t, a, { receipt_date: '2025-01-25', customer_id: sri, method: 'transfer', allocations: [{ sale_id: ids.S1, amount_applied: 50000 }] })).journal_code;
    codes.R2 = (
      await addReceipt(t, a, { receipt_date: '2025-03-01', customer_id: maju, method: 'cash', allocations: [{ sale_id: ids.S3, amount_applied: 100000, discount_applied: 10000 }] })
    ).journal_code;
    codes.R3 = (
      await addReceipt(t, a, {
        receipt_date: '2025-04-10',
        customer_id: sri,
        method: 'cash',
        allocations: [
          { sale_id: ids.S1, amount_applied: 150000 },
          { sale_id: ids.S2, amount_applied: 100000 },
        ],
      })
    ).journal_code;
    await t
      .http()
      .put(`/api/egg-sales/${ids.S2}`)
      .set(a.as('admin'))
      .send({ sale_date: '2025-02-01', customer_id: sri, payment_method: 'piutang', due_date: null, lines: line(4) })
      .expect(200);
    codes.F1 = (await addReceipt(t, a, { receipt_date: '2025-04-15', customer_id: sri, method: 'cash', is_refund: true, allocations: [{ sale_id: ids.S2, amount_applied: 20000 }] }))
      .journal_code;

    // Farm B: a customer owing money, who must never show in farm A.
    const bCoop = await createCoop(t, b.id);
    await enterEggs(t, b, bCoop.bagianIds[0], '2025-01-01', { a: 100 });
    otherCustomer = await addCustomer(t, b, { name: 'Pelanggan B' });
    await addSale(t, b, { sale_date: '2025-01-05', customer_id: otherCustomer, payment_method: 'piutang', due_date: '2025-01-06', lines: line(10) });
  });
  afterAll(() => t.close());

  describe('ageing', () => {
    it('ages the open invoices at 31/01: S1 owes 150.000, 12 days past 19/01', async () => {
      // S1 200.000 − R1 50.000 = 150.000; 19/01 → 31/01 = 12 days (1–30). S6 deleted, S5 cash, S2..S4 later.
      const r = await ageing('2025-01-31');
      expect(summary(r)).toEqual([
        { customer: 'Bu Sri', total: '150000.00', buckets: buckets(zero, '150000.00', zero, zero, zero), invoices: [[codes.S1, '2025-01-19', '200000.00', '50000.00', zero, '150000.00', 12, 'hari_1_30']] },
      ]);
      expect(r).toMatchObject({ asof: '2025-01-31', total: '150000.00', ledger_balance: '150000.00', buckets: buckets(zero, '150000.00', zero, zero, zero) });
      expect(r.customers[0]).toMatchObject({ customer_id: sri, phone: '6281333344444' });
      expect(r.customers[0].invoices[0]).toMatchObject({ sale_id: ids.S1, sale_date: '2025-01-05', due_date_assumed: false });
    });

    it('does not count receipts dated after asof (15/03), and dates a sale without due date on its sale date', async () => {
      // S1: 150.000, 19/01 → 15/03 = 12 + 28 + 15 = 55 days (31–60).
      // S2 (now 80.000, R3 is later): due 01/02 (its sale date), 01/02 → 15/03 = 28 + 14 = 42 days (31–60).
      // S3: 400.000 − 100.000 − discount 10.000 = 290.000; 12/03 → 15/03 = 3 days (1–30). S4 is dated 20/03.
      const r = await ageing('2025-03-15');
      expect(summary(r)).toEqual([
        {
          customer: 'Bu Sri',
          total: '230000.00',
          buckets: buckets(zero, zero, '230000.00', zero, zero),
          invoices: [
            [codes.S1, '2025-01-19', '200000.00', '50000.00', zero, '150000.00', 55, 'hari_31_60'],
            [codes.S2, '2025-02-01', '80000.00', zero, zero, '80000.00', 42, 'hari_31_60'],
          ],
        },
        {
          customer: 'Toko Maju',
          total: '290000.00',
          buckets: buckets(zero, '290000.00', zero, zero, zero),
          invoices: [[codes.S3, '2025-03-12', '400000.00', '100000.00', '10000.00', '290000.00', 3, 'hari_1_30']],
        },
      ]);
      expect(r.customers[0].invoices[1].due_date_assumed).toBe(true);
      // 230.000 + 290.000 = 520.000 = S1 200.000 + S2 80.000 + S3 400.000 − R1 50.000 − R2 110.000.
      expect(r).toMatchObject({ total: '520000.00', ledger_balance: '520000.00', buckets: buckets(zero, '290000.00', '230000.00', zero, zero) });
    });

    it('shows an overpayment as a negative amount and a sale due later as not yet due (12/04)', async () => {
      // S1 paid in full by R3. S2: 80.000 − 100.000 = −20.000, 01/02 → 12/04 = 59 + 11 = 70 days (61–90).
      // S3 290.000, 12/03 → 12/04 = 31 days (31–60). S4 150.000 due 19/04: not yet due.
      const r = await ageing('2025-04-12');
      expect(summary(r)).toEqual([
        { customer: 'Bu Sri', total: '-20000.00', buckets: buckets(zero, zero, zero, '-20000.00', zero), invoices: [[codes.S2, '2025-02-01', '80000.00', '100000.00', zero, '-20000.00', 70, 'hari_61_90']] },
        {
          customer: 'Toko Maju',
          total: '440000.00',
          buckets: buckets('150000.00', zero, '290000.00', zero, zero),
          invoices: [
            [codes.S3, '2025-03-12', '400000.00', '100000.00', '10000.00', '290000.00', 31, 'hari_31_60'],
            [codes.S4, '2025-04-19', '150000.00', zero, zero, '150000.00', 0, 'belum_jatuh_tempo'],
          ],
        },
      ]);
      expect(r).toMatchObject({ total: '420000.00', ledger_balance: '420000.00', buckets: buckets('150000.00', zero, '290000.00', '-20000.00', zero) });
    });

    it('drops a customer whose invoices are settled (30/04) and ages beyond 90 days (31/07)', async () => {
      // 30/04: S2 80.000 − (100.000 − refund 20.000) = 0. S3: 12/03 → 30/04 = 49 days; S4: 19/04 → 30/04 = 11 days.
      const r = await ageing('2025-04-30');
      expect(summary(r)).toEqual([
        {
          customer: 'Toko Maju',
          total: '440000.00',
          buckets: buckets(zero, '150000.00', '290000.00', zero, zero),
          invoices: [
            [codes.S3, '2025-03-12', '400000.00', '100000.00', '10000.00', '290000.00', 49, 'hari_31_60'],
            [codes.S4, '2025-04-19', '150000.00', zero, zero, '150000.00', 11, 'hari_1_30'],
          ],
        },
      ]);
      expect(r).toMatchObject({ total: '440000.00', ledger_balance: '440000.00' });
      // 31/07: S3 12/03 → 31/07 = 19 + 30 + 31 + 30 + 31 = 141 days; S4 19/04 → 31/07 = 11 + 31 + 30 + 31 = 103 days.
      const late = await ageing('2025-07-31');
      expect(late.customers[0].invoices.map((i: { days_overdue: number }) => i.days_overdue)).toEqual([141, 103]);
      expect(late).toMatchObject({ total: '440000.00', buckets: buckets(zero, zero, zero, zero, '440000.00') });
    });

    it('equals the Piutang Usaha balance of the journal at every date tried', async () => {
      const expected: Record<string, string> = {
        '2025-01-04': '0.00',
        '2025-01-05': '200000.00',
        '2025-01-08': '200000.00', // S6 and its reversal on the same day
        '2025-01-25': '150000.00',
        '2025-02-01': '230000.00',
        '2025-03-01': '520000.00', // + S3 400.000 − R2 110.000
        '2025-03-20': '670000.00',
        '2025-04-10': '420000.00',
        '2025-04-15': '440000.00',
        '2026-01-01': '440000.00',
      };
      for (const [asof, total] of Object.entries(expected)) {
        const r = await ageing(asof);
        const journal = (await balances(t, a.id, asof)).piutang;
        expect({ asof, total: r.total, ledger: r.ledger_balance, journal }).toEqual({ asof, total, ledger: total, journal: total });
        // The farm's buckets and total are the sums of the customers'.
        const cents = (s: string) => Number(s.replace('.', '')); // 2 decimals always: whole cents
        expect(r.customers.reduce((s: number, c: { total: string }) => s + cents(c.total), 0)).toBe(cents(r.total));
        expect(Object.values(r.buckets as Record<AgeingBucket, string>).reduce((s, v) => s + cents(v), 0)).toBe(cents(r.total));
      }
    });

    it("answers today's figures without asof, and never another farm's customers", async () => {
      const r = await ageing();
      expect(r.customers.map((c: { customer_id: number }) => c.customer_id)).toEqual([maju]);
      expect(r.total).toBe('440000.00');
      const other = await ageing(undefined, 'admin', b);
      expect(other.customers.map((c: { customer_id: number }) => c.customer_id)).toEqual([otherCustomer]);
      expect(other.total).toBe('200000.00');
    });

    it('is for owner and admin only, and checks asof', async () => {
      await ageing('2025-03-15', 'owner');
      for (const role of ['abk', 'viewer', 'reseller'] as const) await t.http().get('/api/receivables').set(a.as(role)).expect(403);
      const bad = await t.http().get('/api/receivables').query({ asof: '2025-02-30' }).set(a.as('admin')).expect(400);
      expect(messageOf(bad)).toBe('asof harus tanggal (YYYY-MM-DD).');
      const old = await t.http().get('/api/receivables').query({ asof: '1999-12-31' }).set(a.as('admin')).expect(400);
      expect(messageOf(old)).toMatch(/^asof harus antara 01\/01\/2000 dan /);
    });
  });

  describe('statement (kartu piutang)', () => {
    it("runs Bu Sri's balance from 01/02 to 30/04 by hand", async () => {
      // Opening at the end of 31/01: S1 200.000 − R1 50.000 = 150.000.
      // 01/02 S2 +80.000 → 230.000; 10/04 R3 −250.000 → −20.000; 15/04 F1 refund +20.000 → 0.
      const s = await statement(sri, '2025-02-01', '2025-04-30');
      expect(s).toMatchObject({ customer_id: sri, customer: 'Bu Sri', phone: '6281333344444', from: '2025-02-01', to: '2025-04-30' });
      expect(s.opening_balance).toBe('150000.00');
      expect(s.rows.map((r) => [r.kind, r.date, r.code, r.debit, r.credit, r.balance])).toEqual([
        ['penjualan', '2025-02-01', codes.S2, '80000.00', zero, '230000.00'],
        ['penerimaan', '2025-04-10', codes.R3, zero, '250000.00', '-20000.00'],
        ['refund', '2025-04-15', codes.F1, '20000.00', zero, '0.00'],
      ]);
      expect(s).toMatchObject({ total_debit: '100000.00', total_credit: '250000.00', closing_balance: '0.00' });
    });

    it("shows Toko Maju's discount as its own row, leaves out the deleted sale, and closes on the ageing's total", async () => {
      // Opening 0 (S6 deleted). 10/02 S3 +400.000; 01/03 R2 −100.000 → 300.000, discount −10.000 → 290.000; 20/03 S4 +150.000 → 440.000.
      const s = await statement(maju, '2025-01-01', '2025-03-31');
      expect(s.opening_balance).toBe('0.00');
      expect(s.rows.map((r) => [r.kind, r.date, r.code, r.debit, r.credit, r.balance])).toEqual([
        ['penjualan', '2025-02-10', codes.S3, '400000.00', zero, '400000.00'],
        ['penerimaan', '2025-03-01', codes.R2, zero, '100000.00', '300000.00'],
        ['potongan', '2025-03-01', codes.R2, zero, '10000.00', '290000.00'],
        ['penjualan', '2025-03-20', codes.S4, '150000.00', zero, '440000.00'],
      ]);
      expect(s).toMatchObject({ total_debit: '550000.00', total_credit: '110000.00', closing_balance: '440000.00' });
      const aged = await ageing('2025-03-31');
      expect(aged.customers.find((c: { customer_id: number }) => c.customer_id === maju)!.total).toBe(s.closing_balance);
      // A range with no rows keeps the balance: 01/05..31/05 opens and closes at 440.000.
      const quiet = await statement(maju, '2025-05-01', '2025-05-31');
      expect(quiet).toMatchObject({ opening_balance: '440000.00', rows: [], total_debit: zero, total_credit: zero, closing_balance: '440000.00' });
      // A cash buyer's statement is empty.
      expect(await statement(ani, '2025-01-01', '2025-12-31')).toMatchObject({ opening_balance: zero, rows: [], closing_balance: zero });
    });

    it("checks the range, the roles and another farm's customer", async () => {
      const get = (id: number, q: Record<string, string>, role: SaleRole = 'admin') => t.http().get(`/api/customers/${id}/statement`).query(q).set(a.as(role));
      expect(messageOf(await get(sri, { from: '2025-01-01', to: '2026-01-02' }).expect(400))).toBe('Rentang tanggal maksimal 366 hari.');
      await get(sri, { from: '2025-01-01', to: '2026-01-01' }).expect(200); // 366 days
      expect(messageOf(await get(sri, { from: '2025-02-02', to: '2025-02-01' }).expect(400))).toBe('Tanggal mulai tidak boleh sesudah tanggal akhir.');
      expect(messageOf(await get(sri, { from: '2025-13-01' }).expect(400))).toBe('from harus tanggal (YYYY-MM-DD).');
      expect(messageOf(await get(otherCustomer, {}).expect(404))).toBe('Pelanggan tidak ditemukan.');
      expect(messageOf(await get(999999, {}).expect(404))).toBe('Pelanggan tidak ditemukan.');
      for (const role of ['abk', 'viewer', 'reseller'] as const) await get(sri, {}, role).expect(403);
      await get(sri, {}, 'owner').expect(200);
    });
  });
});
