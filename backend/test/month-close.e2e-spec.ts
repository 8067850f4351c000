import fc from 'fast-check';
import { Client, DatabaseError } from 'pg';
import type { Response } from 'supertest';
import { SessionKey } from '../src/common/auth/login-database';
import { addDays, today } from '../src/common/dates/farm-day';
import { TenantContext } from '../src/common/tenancy/tenant-context';
import { AuditPageDto } from '../src/modules/audit/dto/audit.dto';
import { SaleDetailDto } from '../src/modules/egg-sales/dto/egg-sales.dto';
import { FeedStockService } from '../src/modules/feed-stock/feed-stock.service';
import { FeedUsageRowDto } from '../src/modules/feed-usage/dto/feed-usage.dto';
import { BookLockService } from '../src/modules/finance/book-lock.service';
import { BookLockDto } from '../src/modules/finance/dto/book-lock.dto';
import { FinanceAccountDto, JournalDetailDto } from '../src/modules/finance/dto/finance.dto';
import { ProfitLossDto } from '../src/modules/profit-loss/dto/profit-loss.dto';
import { ProfitLossService } from '../src/modules/profit-loss/profit-loss.service';
import { createTestApp, TestApp } from './utils/create-test-app';
import { addCustomer, addReceipt, addSale, enterEggs } from './utils/egg-sales';
import { createCoop, createTenant, inTenant, TestTenant } from './utils/factories';
import { bodyOf, messageOf } from './utils/http';
import { bookOp, bookOpRunner, checkControlInvariants, Rollback } from './utils/random-books';
import { actAs, openSession } from './utils/sessions';

const CLOSED = 'Periode sampai 31/01/2025 sudah ditutup.';
const JANUARY = { start: '2025-01-01', end: '2025-01-31' };
const RUNS = Number(process.env.MONTH_CLOSE_RUNS ?? 25);

/**
 * Month close (tutup buku; issue #20; docs/adr/0016-month-close.md).
 *
 * Figures of farm A in January 2025 (closed on 31/01):
 * - feed purchase 05/01: 1.000 kg @ 7.000 = 7.000.000 (cash); usage 20/01: 100 kg at 7.000 = 700.000 Beban Pakan;
 * - piutang sale 10/01: 40 kg A × 25.000 = 1.000.000; cash sale 12/01: 10 kg A × 25.000 = 250.000;
 * - receipt 15/01: 600.000 of the piutang sale;
 * - manual journal 25/01: Dr 6-100 500.000 / Cr 1-100 Kas.
 * January P&L: income 1.250.000, expense 700.000 + 500.000 = 1.200.000, profit 50.000.
 */
describe('Month close', () => {
  let t: TestApp;
  let a: TestTenant;
  let acc: Record<string, number>;
  let tingkatId: number;
  let customer: number;
  let piutangSale: number;
  let cashSale: number;
  let manualJournal: number;

  const http = () => t.http();
  const pl = async (tenant: TestTenant, range = JANUARY) => bodyOf<ProfitLossDto>(await http().get('/api/laba-rugi').query(range).set(tenant.as('admin')).expect(200));
  const journalCount = async (tenant: TestTenant) =>
    inTenant(t, tenant.id, async () => Number((await t.app.get(TenantContext).manager.query<Array<{ n: string }>>(`select count(*) as n from journals`))[0].n));
  /** The answer is 422 with the lock message. */
  const closed = (res: Response) => {
    expect({ status: res.status, message: messageOf(res) }).toEqual({ status: 422, message: CLOSED });
  };
  const manual = (tenant: TestTenant, trx_date: string, amount = 500000) =>
    http()
      .post('/api/finance/journals')
      .set(tenant.as('admin'))
      .send({ trx_date, memo: 'biaya listrik', lines: [{ account_id: acc['6-100'], debit: amount, credit: 0 }, { account_id: acc['1-100'], debit: 0, credit: amount }] });
  const saleBody = (sale_date: string, payment_method = 'cash', kg = 10) => ({ sale_date, customer_id: customer, payment_method, lines: [{ grade: 'A', qty_kg: kg, unit_price: 25000 }] });
  const usage = (tenant: TestTenant, tanggal: string, kg: number) =>
    http().post('/api/transaksi-pakan').set(tenant.as('admin')).send({ tanggal, data: [{ tingkat_id: tingkatId, pakan_pagi: kg, pakan_sore: 0 }] });
  const setLock = (tenant: TestTenant, role: 'owner' | 'admin' | 'abk', lock_date: string | null) => http().put('/api/finance/lock').set(tenant.as(role)).send({ lock_date });

  /** Farm with the January documents of the header. */
  const januaryFarm = async (name: string) => {
    const tenant = await createTenant(t, name);
    const coop = await createCoop(t, tenant.id);
    tingkatId = coop.tingkatIds[0];
    await enterEggs(t, tenant, coop.bagianIds[0], '2025-01-10', { a: 500 });
    customer = await addCustomer(t, tenant, { name: 'Bu Sri', phone: '081234567890' });
    const rows = bodyOf<FinanceAccountDto[]>(await http().get('/api/finance/accounts').set(tenant.as('admin')).expect(200));
    acc = Object.fromEntries(rows.map((r) => [r.code, r.id]));
    await http().post('/api/feed-txns/buy').set(tenant.as('admin')).send({ trx_date: '2025-01-05', qty_kg: 1000, price_per_kg: 7000, method: 'cash' }).expect(201);
    expect((await usage(tenant, '2025-01-20', 100)).status).toBeLessThan(300);
    piutangSale = (await addSale(t, tenant, { ...saleBody('2025-01-10', 'piutang', 40), due_date: '2025-02-28' })).header.id;
    cashSale = (await addSale(t, tenant, saleBody('2025-01-12'))).header.id;
    await addReceipt(t, tenant, { receipt_date: '2025-01-15', customer_id: customer, method: 'transfer', allocations: [{ sale_id: piutangSale, amount_applied: 600000 }] });
    manualJournal = bodyOf<JournalDetailDto>(await manual(tenant, '2025-01-25').expect(201)).header.id;
    return tenant;
  };

  beforeAll(async () => {
    t = await createTestApp();
    a = await januaryFarm('Tutup Buku');
  });
  afterAll(() => t.close());

  describe('GET/PUT /api/finance/lock', () => {
    it('starts open; admin closes up to a day not after today; abk may not read or set it', async () => {
      const open = bodyOf<BookLockDto>(await http().get('/api/finance/lock').set(a.as('admin')).expect(200));
      expect(open).toMatchObject({ lock_date: null, first_open_date: null, can_reopen: false });
      expect(bodyOf<BookLockDto>(await http().get('/api/finance/lock').set(a.as('owner')).expect(200)).can_reopen).toBe(true);
      await http().get('/api/finance/lock').set(a.as('abk')).expect(403);
      await setLock(a, 'abk', '2025-01-31').expect(403);

      const future = await setLock(a, 'admin', addDays(today(), 1)).expect(400);
      expect(messageOf(future)).toBe('Tanggal tidak boleh melewati hari ini.');
      expect(messageOf(await setLock(a, 'admin', '2025-02-30').expect(400))).toBe('lock_date harus tanggal (YYYY-MM-DD) atau null.');
      await http().put('/api/finance/lock').set(a.as('admin')).send({}).expect(400);

      const set = bodyOf<BookLockDto>(await setLock(a, 'admin', '2025-01-31').expect(200));
      expect(set).toMatchObject({ lock_date: '2025-01-31', first_open_date: '2025-02-01', updated_by: a.users.admin.username });
    });

    it('moving the lock back is for the owner only (403 for admin), and every change is in the audit trail', async () => {
      const back = await setLock(a, 'admin', '2025-01-15').expect(403);
      expect(messageOf(back)).toBe('Hanya pemilik kandang yang dapat membuka kembali periode yang sudah ditutup.');
      expect(messageOf(await setLock(a, 'admin', null).expect(403))).toBe('Hanya pemilik kandang yang dapat membuka kembali periode yang sudah ditutup.');
      // The owner reopens, and closes again (forward is for admin too).
      expect(bodyOf<BookLockDto>(await setLock(a, 'owner', '2025-01-15').expect(200)).lock_date).toBe('2025-01-15');
      expect(bodyOf<BookLockDto>(await setLock(a, 'admin', '2025-01-31').expect(200)).lock_date).toBe('2025-01-31');

      const audit = bodyOf<AuditPageDto>(await http().get('/api/audit').query({ entity: 'book_locks' }).set(a.as('admin')).expect(200)).items;
      const changes = audit.map((r) => [r.action, r.actor, r.before?.lock_date ?? null, r.after?.lock_date ?? null]).reverse();
      expect(changes).toEqual([
        ['insert', a.users.admin.username, null, '2025-01-31'],
        ['update', a.users.owner.username, '2025-01-31', '2025-01-15'],
        ['update', a.users.admin.username, '2025-01-15', '2025-01-31'],
      ]);
    });
  });

  describe('every later change: refused in the closed period, allowed after it, the closed P&L unchanged to the rupiah', () => {
    let before: ProfitLossDto;

    beforeAll(async () => {
      before = await pl(a);
    });

    it('the January P&L is the figures of the header', () => {
      expect(before.totals).toMatchObject({ total_income: '1250000.00', total_expense: '1200000.00', net_profit: '50000.00' });
    });

    it('inside the closed period each attempt answers 422 with the message and changes nothing', async () => {
      const journals = await journalCount(a);
      const sale = bodyOf<SaleDetailDto>(await http().get(`/api/egg-sales/${cashSale}`).set(a.as('admin')).expect(200));

      closed(await manual(a, '2025-01-31'));
      closed(await http().post(`/api/finance/journals/${manualJournal}/reverse`).set(a.as('admin')).send({ trx_date: '2025-01-31' }));
      closed(await http().post('/api/egg-sales').set(a.as('admin')).send(saleBody('2025-01-31')));
      // A sale of the closed month cannot be edited, not even to an open date, nor deleted.
      closed(await http().put(`/api/egg-sales/${cashSale}`).set(a.as('admin')).send({ ...saleBody('2025-01-12', 'cash', 8) }));
      closed(await http().put(`/api/egg-sales/${cashSale}`).set(a.as('admin')).send({ ...saleBody('2025-02-03', 'cash', 10) }));
      closed(await http().delete(`/api/egg-sales/${cashSale}`).set(a.as('admin')));
      closed(await http().post('/api/ar-receipts').set(a.as('admin')).send({ receipt_date: '2025-01-31', customer_id: customer, method: 'cash', allocations: [{ sale_id: piutangSale, amount_applied: 100000 }] }));
      closed(
        await http().post('/api/ar-receipts').set(a.as('admin')).send({ receipt_date: '2025-01-30', customer_id: customer, method: 'cash', is_refund: true, allocations: [{ sale_id: piutangSale, amount_applied: -100000 }] }),
      );
      // A return of the January sale dated in January (the eggs came back then).
      closed(await http().post(`/api/egg-sales/${piutangSale}/returns`).set(a.as('admin')).send({ return_date: '2025-01-31', reason: 'Pecah', lines: [{ grade: 'A', qty_kg: 2 }] }));
      closed(await http().post('/api/feed-txns/buy').set(a.as('admin')).send({ trx_date: '2025-01-18', qty_kg: 1000, price_per_kg: 9000, method: 'cash' }));
      closed(await http().post('/api/feed-txns/sell').set(a.as('admin')).send({ trx_date: '2025-01-31', qty_kg: 10, price_per_kg: 8000, method: 'cash' }));
      closed(await http().post('/api/feed-txns/adjust').set(a.as('admin')).send({ trx_date: '2025-01-31', qty_kg: -5 }));
      closed(await usage(a, '2025-01-20', 150));
      closed(await usage(a, '2025-01-31', 10));

      expect(await journalCount(a)).toBe(journals);
      expect(bodyOf<SaleDetailDto>(await http().get(`/api/egg-sales/${cashSale}`).set(a.as('admin')).expect(200))).toEqual(sale);
      const day = bodyOf<FeedUsageRowDto[]>(await http().get('/api/transaksi-pakan').query({ tanggal: '2025-01-20' }).set(a.as('admin')).expect(200));
      expect(Number(day.find((r) => r.tingkat_id === tingkatId)?.pakan_pagi)).toBe(100);
      expect(await pl(a)).toEqual(before);
    });

    it('after the closed period every kind of change works, and the closed month reads the same', async () => {
      expect((await manual(a, '2025-02-01', 300000)).status).toBe(201);
      // The January journal reversed on an open day.
      const rv = bodyOf<JournalDetailDto>(await http().post(`/api/finance/journals/${manualJournal}/reverse`).set(a.as('admin')).send({ trx_date: '2025-02-01' }).expect(201));
      expect(rv.header.trx_date).toBe('2025-02-01');
      const s = (await addSale(t, a, saleBody('2025-02-02', 'piutang', 20))).header.id;
      await http().put(`/api/egg-sales/${s}`).set(a.as('admin')).send({ ...saleBody('2025-02-03', 'piutang', 16), due_date: '2025-02-28' }).expect(200);
      const gone = (await addSale(t, a, saleBody('2025-02-02'))).header.id;
      await http().delete(`/api/egg-sales/${gone}`).set(a.as('admin')).expect(200);
      // Receipt and refund on the January sale, dated in February.
      await addReceipt(t, a, { receipt_date: '2025-02-03', customer_id: customer, method: 'cash', allocations: [{ sale_id: piutangSale, amount_applied: 400000 }] });
      // Paid in full (600.000 + 400.000 = 40 kg × 25.000), 4 kg come back on 04/02: a credit of
      // 4 × 25.000 = 100.000, of which 50.000 is refunded.
      await http().post(`/api/egg-sales/${piutangSale}/returns`).set(a.as('admin')).send({ return_date: '2025-02-04', reason: 'Pecah', lines: [{ grade: 'A', qty_kg: 4 }] }).expect(201);
      await addReceipt(t, a, { receipt_date: '2025-02-04', customer_id: customer, method: 'cash', is_refund: true, allocations: [{ sale_id: piutangSale, amount_applied: -50000 }] });
      await http().post('/api/feed-txns/buy').set(a.as('admin')).send({ trx_date: '2025-02-01', qty_kg: 1000, price_per_kg: 9000, method: 'cash' }).expect(201);
      await http().post('/api/feed-txns/sell').set(a.as('admin')).send({ trx_date: '2025-02-02', qty_kg: 10, price_per_kg: 8000, method: 'cash' }).expect(201);
      await http().post('/api/feed-txns/adjust').set(a.as('admin')).send({ trx_date: '2025-02-03', qty_kg: -5 }).expect(201);
      expect((await usage(a, '2025-02-02', 50)).status).toBeLessThan(300);

      expect(await pl(a)).toEqual(before);
      // February holds the changes: Penjualan Telur 400.000 (16 kg × 25.000 of the edited sale; the
      // deleted one nets out), the return, 80.000 feed sold; the rest is expense.
      const feb = await pl(a, { start: '2025-02-01', end: '2025-02-28' });
      expect(feb.rows.find((r: { code: string }) => r.code === '4-100')!.amount).toBe('400000.00');
      // The return is February's: Retur Penjualan Telur, a contra-income, reads −100.000 among the
      // income rows; the January sale is untouched.
      expect(feb.rows.find((r: { code: string }) => r.code === '4-150')!.amount).toBe('-100000.00');
    });

    it('the owner reopens, a change lands in January, and closing again locks it anew', async () => {
      await setLock(a, 'owner', '2024-12-31').expect(200);
      await manual(a, '2025-01-31', 1000).expect(201);
      await setLock(a, 'admin', '2025-01-31').expect(200);
      const after = await pl(a);
      expect(after.totals.net_profit).toBe('49000.00');
      closed(await manual(a, '2025-01-31', 1000));
    });
  });

  describe('the database refuses journals of the closed period from any writer (runtime role)', () => {
    let c: Client;
    let session: SessionKey;

    beforeAll(async () => {
      session = await openSession(t, a.users.admin.id);
      c = new Client({ connectionString: t.settings.appDatabaseUrl });
      await c.connect();
    });
    afterAll(() => c.end());

    const begin = async () => {
      await c.query('begin');
      await actAs(c, session);
      await c.query(`select set_config('app.tenant_id', $1, true)`, [a.id]);
    };

    it('a journal dated on the lock date: KP423 with the message', async () => {
      await begin();
      const err = await c.query(`insert into journals (tenant_id, code, trx_date, source_type) values ($1, 'JX-LOCK', '2025-01-31', 'manual')`, [a.id]).then(() => null, (e: DatabaseError) => e);
      await c.query('rollback');
      expect({ code: err?.code, message: err?.message, constraint: err?.constraint }).toEqual({ code: 'KP423', message: CLOSED, constraint: 'book_lock' });
    });

    it('a line dated in the closed period, under a journal of an open day: refused too; an open day passes', async () => {
      await begin();
      const j = await c.query<{ id: number }>(`insert into journals (tenant_id, code, trx_date, source_type) values ($1, 'JX-OPEN', '2025-02-05', 'manual') returning id`, [a.id]);
      const line = (d: string, n: number, debit: number, credit: number, account: number) =>
        c.query(`insert into journal_lines (tenant_id, journal_id, trx_date, line_no, account_id, debit, credit) values ($1, $2, $3, $4, $5, $6, $7)`, [
          a.id,
          j.rows[0].id,
          d,
          n,
          account,
          debit,
          credit,
        ]);
      await c.query('savepoint s');
      await expect(line('2025-01-20', 1, 1000, 0, acc['6-100'])).rejects.toThrow(CLOSED);
      await c.query('rollback to savepoint s');
      await line('2025-02-05', 1, 1000, 0, acc['6-100']);
      await line('2025-02-05', 2, 0, 1000, acc['1-100']);
      await c.query('rollback');
    });
  });

  describe('feed re-costing of a closed month posts on the first open day', () => {
    it('a purchase written into the closed month outside the API: its journal and the usage correction are dated 01/02, January unchanged', async () => {
      const b = await januaryFarm('Koreksi Pakan');
      await setLock(b, 'admin', '2025-01-31').expect(200);
      const january = await pl(b);
      // Maintenance writes a January purchase straight into feed_txns (no API takes it): 1.000 kg @ 9.000 on 18/01.
      // Usage of 20/01 now costs (7.000.000 + 9.000.000) / 2.000 kg = 8.000/kg × 100 kg = 800.000: 100.000 more.
      const posted = await inTenant(t, b.id, async () => {
        const m = t.app.get(TenantContext).manager;
        await m.query(`insert into feed_txns (tenant_id, trx_date, type, qty_kg, price_per_kg, ongkir, bongkar, method) values ($1, '2025-01-18', 'buy', 1000, 9000, 0, 0, 'cash')`, [b.id]);
        const known = Number((await m.query<Array<{ n: string }>>(`select coalesce(max(id), 0) as n from journals`))[0].n);
        await t.app.get(FeedStockService).syncBooks();
        return m.query<Array<{ source_type: string; kind: string; d: string; memo: string; lines: string[] }>>(
          `select j.source_type, j.kind, to_char(j.trx_date, 'YYYY-MM-DD') as d, j.memo,
                  array_agg(a.code || ' ' || l.debit || ' ' || l.credit order by l.line_no) as lines
             from journals j join journal_lines l on l.journal_id = j.id join accounts a on a.id = l.account_id
            where j.id > $1 group by j.id order by j.id`,
          [known],
        );
      });
      expect(posted.map((p) => [p.source_type, p.kind, p.d, p.lines])).toEqual([
        ['feed_buy', 'original', '2025-02-01', ['1-400 9000000.00 0.00', '1-100 0.00 9000000.00']],
        ['feed_usage', 'correction', '2025-02-01', ['5-100 100000.00 0.00', '1-400 0.00 100000.00']],
      ]);
      for (const p of posted) expect(p.memo).toContain('koreksi periode tertutup, untuk ');
      expect(posted[1].memo).toContain('untuk 20/01/2025 (Periode sampai 31/01/2025 sudah ditutup)');
      expect(await pl(b)).toEqual(january);
    });

    it('syncBooks never dates a journal in the closed period, whatever it finds (unit of the rule)', async () => {
      const { intoOpenPeriod } = await import('../src/modules/feed-stock/feed-stock.service');
      expect(intoOpenPeriod({ trx_date: '2025-01-20', memo: 'Koreksi PM-2501-0001', source_type: 'feed_usage', lines: [] }, '2025-01-31')).toEqual({
        trx_date: '2025-02-01',
        memo: 'Koreksi PM-2501-0001 [koreksi periode tertutup, untuk 20/01/2025 (Periode sampai 31/01/2025 sudah ditutup)]',
      });
    });
  });

  describe('property: random documents before and after a close', () => {
    it(`the invariants hold at every date and the closed month's P&L is unchanged (${RUNS} runs)`, async () => {
      const p = await createTenant(t, 'Tutup Acak');
      const coop = await createCoop(t, p.id);
      const first = '2025-01-27';
      const lock = '2025-01-31';
      await enterEggs(t, p, coop.bagianIds[0], first, { a: 5000 });
      const buyer = await addCustomer(t, p, { name: 'Toko Maju', phone: '081298765432' });
      const rows = bodyOf<FinanceAccountDto[]>(await http().get('/api/finance/accounts').set(p.as('admin')).expect(200));
      const runner = bookOpRunner(t, { firstDay: first, customer: buyer, tingkatId: coop.tingkatIds[0], accounts: Object.fromEntries(rows.map((r) => [r.code, r.id])) });
      const ctx = t.app.get(TenantContext);
      const report = () => t.app.get(ProfitLossService).report({ start: '2025-01-01', end: lock });
      let refusedByLock = 0;
      // Days 0–4 are 27/01–31/01 (closed), 5–8 are 01/02–04/02.
      await fc.assert(
        fc.asyncProperty(fc.array(bookOp(5), { minLength: 2, maxLength: 8 }), fc.array(bookOp(9), { minLength: 2, maxLength: 8 }), async (early, late) => {
          try {
            await inTenant(t, p.id, async () => {
              for (const o of early) await runner.apply(o);
              await t.app.get(BookLockService).set({ lock_date: lock });
              const closedPl = await report();
              const journalsBefore = Number((await ctx.manager.query<Array<{ n: string }>>(`select count(*) as n from journals where trx_date <= $1`, [lock]))[0].n);
              for (const o of late) {
                const r = await runner.apply(o);
                if (r.date !== null && r.date <= lock) {
                  // Every document dated in the closed period is refused with the message.
                  expect(r.refused?.message).toBe(CLOSED);
                  refusedByLock++;
                }
                if (r.refused?.message === CLOSED) expect(r.date! <= lock).toBe(true);
              }
              expect(Number((await ctx.manager.query<Array<{ n: string }>>(`select count(*) as n from journals where trx_date <= $1`, [lock]))[0].n)).toBe(journalsBefore);
              expect(await report()).toEqual(closedPl);
              await checkControlInvariants(t, first, runner.dayOf(8), { early, late });
              throw new Rollback();
            });
          } catch (e) {
            if (!(e instanceof Rollback)) throw e;
          }
        }),
        { numRuns: RUNS },
      );
      expect(refusedByLock).toBeGreaterThan(0);
      expect(runner.done.sale).toBeGreaterThan(0);
      const left = await inTenant(t, p.id, () => ctx.manager.query<Array<{ j: number; l: number }>>(`select (select count(*) from journals)::int as j, (select count(*) from book_locks)::int as l`));
      expect(left[0]).toEqual({ j: 0, l: 0 });
    });
  });
});
