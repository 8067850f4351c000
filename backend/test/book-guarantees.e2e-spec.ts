import { Client } from 'pg';
import { SessionKey } from '../src/common/auth/login-database';
import { AccountRowDto } from '../src/modules/chart-of-accounts/dto/chart-of-accounts.dto';
import { SaleDetailDto } from '../src/modules/egg-sales/dto/egg-sales.dto';
import { FinanceAccountDto } from '../src/modules/finance/dto/finance.dto';
import { JournalDetailDto } from '../src/modules/finance/dto/finance.dto';
import { ReceivablesDto } from '../src/modules/receivables/dto/receivables.dto';
import { createTestApp, TestApp } from './utils/create-test-app';
import { addCustomer, addReceipt, addSale, balances, enterEggs, journalLines } from './utils/egg-sales';
import { createCoop, createTenant, TestTenant } from './utils/factories';
import { bodyOf, messageOf } from './utils/http';
import { actAs, openSession } from './utils/sessions';

/**
 * Guarantees the database keeps under any writer (issue #20; docs/adr/0014-book-guarantees-and-control-accounts.md).
 * Each attack is run as the runtime role `kpm_app` with its own password and a real live session of
 * the farm's admin (what a leaked DATABASE_APP_URL or an injected statement gives), then checked
 * from the owner role: nothing of it stayed. Then the control accounts through the API, and the
 * ordinary paths (sale, receipt, refund, manual journal, reversal) that must keep working.
 *
 * Figures: a piutang sale of 40 kg A × 25.000 = 1.000.000 on 10/01/2025; a receipt of 600.000 with
 * a settlement discount of 50.000 on 15/01 (paid 600.000, outstanding 350.000); a return of 20 kg
 * (500.000) and a refund of 100.000 of the credit it opens on 16/01 (paid 500.000, outstanding −50.000).
 */
describe('Book guarantees', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  let c: Client;
  let owner: Client;
  let session: SessionKey;
  let acc: Record<string, number>;
  let saleId: number;
  let saleJournalId: number;
  let receiptId: number;
  let customer: number;

  const accounts = async (tenant: TestTenant): Promise<Record<string, number>> => {
    const rows = bodyOf<FinanceAccountDto[]>(await t.http().get('/api/finance/accounts').set(tenant.as('admin')).expect(200));
    return Object.fromEntries(rows.map((r) => [r.code, r.id]));
  };
  /** A transaction of kpm_app as the admin of farm A (tenant setting A), run by `fn`; the caller ends it. */
  const begin = async () => {
    await c.query('begin');
    await actAs(c, session);
    await c.query(`select set_config('app.tenant_id', $1, true)`, [a.id]);
  };
  /** Counts as the owner role, under farm A's setting (the tables are FORCEd for the owner too). */
  const ownerCount = async (sql: string, params: unknown[] = []): Promise<number> => {
    await owner.query('begin');
    try {
      await owner.query(`select set_config('app.tenant_id', $1, true)`, [a.id]);
      return Number((await owner.query<{ n: string }>(sql, params)).rows[0].n);
    } finally {
      await owner.query('rollback');
    }
  };
  /** `sql` fails with `error` inside the open transaction, which goes on (savepoint). */
  const refused = async (sql: string, params: unknown[], error: RegExp): Promise<void> => {
    await c.query('savepoint attack');
    await expect(c.query(sql, params)).rejects.toThrow(error);
    await c.query('rollback to savepoint attack');
  };
  /** A one-sided journal (Dr Kas 1.000.000, no credit) written by hand in the open transaction. */
  const oneSided = async (code: string) => {
    const j = await c.query<{ id: number }>(`insert into journals (tenant_id, code, trx_date, source_type) values ($1, $2, '2025-01-20', 'manual') returning id`, [a.id, code]);
    await c.query(`insert into journal_lines (tenant_id, journal_id, trx_date, line_no, account_id, debit) values ($1, $2, '2025-01-20', 1, $3, 1000000)`, [
      a.id,
      j.rows[0].id,
      acc['1-100'],
    ]);
  };
  const sale = async (id: number) =>
    bodyOf<SaleDetailDto>(await t.http().get(`/api/egg-sales/${id}`).set(a.as('admin')).expect(200)).header;
  const manual = (lines: Array<[number, number, number]>, trx_date = '2025-01-20') =>
    t
      .http()
      .post('/api/finance/journals')
      .set(a.as('admin'))
      .send({ trx_date, memo: 'uji akun kontrol', lines: lines.map(([account_id, debit, credit]) => ({ account_id, debit, credit })) });

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'Jaminan A');
    b = await createTenant(t, 'Jaminan B');
    const coop = await createCoop(t, a.id);
    await enterEggs(t, a, coop.bagianIds[0], '2025-01-10', { a: 500 });
    customer = await addCustomer(t, a, { name: 'Bu Sri', phone: '081234567890' });
    const s = await addSale(t, a, { sale_date: '2025-01-10', customer_id: customer, payment_method: 'piutang', due_date: '2025-01-31', lines: [{ grade: 'A', qty_kg: 40, unit_price: 25000 }] });
    saleId = s.header.id;
    saleJournalId = s.header.journal_id;
    const r = await addReceipt(t, a, {
      receipt_date: '2025-01-15',
      customer_id: customer,
      method: 'transfer',
      allocations: [{ sale_id: saleId, amount_applied: 600000, discount_applied: 50000 }],
    });
    receiptId = r.id;
    acc = await accounts(a);
    session = await openSession(t, a.users.admin.id);
    c = new Client({ connectionString: t.settings.appDatabaseUrl });
    await c.connect();
    owner = new Client({ connectionString: t.settings.ownerDatabaseUrl });
    await owner.connect();
  });
  afterAll(async () => {
    await c.end();
    await owner.end();
    await t.close();
  });

  describe('attacks as kpm_app', () => {
    it('a one-sided journal with app.tenant_id cleared before COMMIT: the commit fails and nothing is written', async () => {
      await begin();
      await oneSided('JX-CLEAR');
      await c.query(`select set_config('app.tenant_id', '', true)`);
      await expect(c.query('commit')).rejects.toThrow(/Jurnal JX-CLEAR tidak seimbang: debit 1000000.00 <> kredit 0/);
      expect(await ownerCount(`select count(*) as n from journals where code like 'JX-%'`)).toBe(0);
      expect(await ownerCount(`select count(*) as n from journal_lines where trx_date = '2025-01-20'`)).toBe(0);
    });

    it("a one-sided journal with app.tenant_id switched to another farm before COMMIT: the same", async () => {
      await begin();
      await oneSided('JX-SWITCH');
      await c.query(`select set_config('app.tenant_id', $1, true)`, [b.id]);
      await expect(c.query('commit')).rejects.toThrow(/Jurnal JX-SWITCH tidak seimbang/);
      expect(await ownerCount(`select count(*) as n from journals where code like 'JX-%'`)).toBe(0);
    });

    it('a journal of one line only, tenant cleared: refused too (at least two lines)', async () => {
      await begin();
      const j = await c.query(`insert into journals (tenant_id, code, trx_date, source_type) values ($1, 'JX-ONE', '2025-01-20', 'manual') returning id`, [a.id]);
      await c.query(`select set_config('app.tenant_id', '', true)`);
      await expect(c.query('commit')).rejects.toThrow(/Jurnal JX-ONE harus punya minimal dua baris/);
      expect(j.rows).toHaveLength(1);
      expect(await ownerCount(`select count(*) as n from journals where code like 'JX-%'`)).toBe(0);
    });

    it('a balanced pair inserted into a posted journal is refused; its lines cannot be changed or removed', async () => {
      const before = await journalLines(t, a, saleJournalId);
      expect(before).toEqual([
        ['1-300', '1000000.00', '0.00'],
        ['4-100', '0.00', '1000000.00'],
      ]);
      await begin();
      const pair = `insert into journal_lines (tenant_id, journal_id, trx_date, line_no, account_id, debit, credit)
                    values ($1, $2, '2025-01-10', 90, $3, 500000, 0), ($1, $2, '2025-01-10', 91, $4, 0, 500000)`;
      await refused(pair, [a.id, saleJournalId, acc['1-100'], acc['4-900']], /Baris tidak dapat ditambahkan ke jurnal yang sudah diposting/);
      await refused(`update journal_lines set debit = 1 where tenant_id = $1 and journal_id = $2 and debit > 0`, [a.id, saleJournalId], /tidak dapat diubah atau dihapus/);
      await refused(`delete from journal_lines where tenant_id = $1 and journal_id = $2`, [a.id, saleJournalId], /tidak dapat diubah atau dihapus/);
      await c.query('commit');
      expect(await journalLines(t, a, saleJournalId)).toEqual(before);
    });

    it('amount_paid, amount_discount and the receipt allocations cannot be changed by hand', async () => {
      expect(await sale(saleId)).toMatchObject({ amount_paid: '600000.00', amount_discount: '50000.00', amount_outstanding: '350000.00' });
      await begin();
      await refused(`update egg_sales set amount_paid = total_amount where tenant_id = $1 and id = $2`, [a.id, saleId], /dihitung dari pembayarannya/);
      await refused(`update egg_sales set amount_discount = 400000 where tenant_id = $1 and id = $2`, [a.id, saleId], /dihitung dari pembayarannya/);
      await refused(`update ar_receipt_allocations set amount_applied = 950000 where tenant_id = $1 and sale_id = $2`, [a.id, saleId], /Alokasi pembayaran hanya ditulis bersama penerimaannya/);
      await refused(`delete from ar_receipt_allocations where tenant_id = $1 and sale_id = $2`, [a.id, saleId], /Alokasi pembayaran hanya ditulis bersama penerimaannya/);
      // A second allocation on the existing receipt (to another sale or the same) is refused.
      await refused(
        `insert into ar_receipt_allocations (tenant_id, receipt_id, sale_id, amount_applied) values ($1, $2, $3, 350000)`,
        [a.id, receiptId, saleId],
        /Alokasi pembayaran hanya ditulis bersama penerimaannya/,
      );
      // Nor after claiming the receipt was made in this transaction (the stamp never changes).
      await c.query(`update ar_receipts set created_txid = txid_current() where tenant_id = $1 and id = $2`, [a.id, receiptId]);
      await refused(
        `insert into ar_receipt_allocations (tenant_id, receipt_id, sale_id, amount_applied) values ($1, $2, $3, 350000)`,
        [a.id, receiptId, saleId],
        /Alokasi pembayaran hanya ditulis bersama penerimaannya/,
      );
      // A new sale cannot be written as already paid.
      await refused(
        `insert into egg_sales (tenant_id, sale_date, customer_id, payment_method, total_amount, amount_paid) values ($1, '2025-01-10', $2, 'piutang', 100000, 100000)`,
        [a.id, customer],
        /dihitung dari pembayarannya/,
      );
      // Writing the value the allocations give (what the posting path does) is accepted and changes nothing.
      expect((await c.query(`update egg_sales set amount_paid = 600000 where tenant_id = $1 and id = $2`, [a.id, saleId])).rowCount).toBe(1);
      await c.query('commit');
      expect(await sale(saleId)).toMatchObject({ amount_paid: '600000.00', amount_discount: '50000.00', amount_outstanding: '350000.00' });
    });

    it('a receipt written by hand without its journal: the commit fails, the sale stays as it was', async () => {
      await begin();
      const r = await c.query<{ id: number }>(
        `insert into ar_receipts (tenant_id, receipt_date, customer_id, method, amount_total) values ($1, '2025-01-20', $2, 'cash', 350000) returning id`,
        [a.id, customer],
      );
      await c.query(`insert into ar_receipt_allocations (tenant_id, receipt_id, sale_id, amount_applied) values ($1, $2, $3, 350000)`, [a.id, r.rows[0].id, saleId]);
      // Inside the transaction the sale follows its allocations…
      expect((await c.query<{ amount_paid: string }>(`select amount_paid from egg_sales where tenant_id = $1 and id = $2`, [a.id, saleId])).rows[0].amount_paid).toBe('950000.00');
      // …but nothing took 350.000 off Piutang Usaha, so the commit is refused (tenant cleared too).
      await c.query(`select set_config('app.tenant_id', '', true)`);
      await expect(c.query('commit')).rejects.toThrow(/tidak cocok dengan jurnalnya: dialokasikan 350000.00, dibukukan di Piutang Usaha 0/);
      expect(await ownerCount(`select count(*) as n from ar_receipts`)).toBe(1);
      expect(await sale(saleId)).toMatchObject({ amount_paid: '600000.00', amount_outstanding: '350000.00' });
    });

    it('the created transaction is stamped by the database, whatever the insert says', async () => {
      await begin();
      const j = await c.query<{ created_txid: string; now: string }>(`insert into journals (tenant_id, code, trx_date, source_type, created_txid) values ($1, 'JX-TX', '2025-01-20', 'manual', 1) returning created_txid, txid_current() as now`, [a.id]);
      expect(j.rows[0].created_txid).toBe(j.rows[0].now);
      await c.query('rollback');
    });
  });

  describe('control accounts', () => {
    it('a manual journal line on Piutang Usaha, Persediaan Pakan or Penjualan Telur answers 422 naming the account and the screen; nothing is posted', async () => {
      const cases: Array<[string, Array<[number, number, number]>, string]> = [
        ['1-300', [[acc['1-300'], 100000, 0], [acc['1-100'], 0, 100000]], 'Akun 1-300 Piutang Usaha hanya diisi dari Penjualan Telur dan Terima Pembayaran.'],
        ['1-400', [[acc['1-100'], 100000, 0], [acc['1-400'], 0, 100000]], 'Akun 1-400 Persediaan Pakan hanya diisi dari Transaksi Pakan (Akuntansi), agar nilainya sama dengan nilai stok pakan.'],
        ['4-100', [[acc['1-100'], 100000, 0], [acc['4-100'], 0, 100000]], 'Akun 4-100 Penjualan Telur hanya diisi dari Penjualan Telur.'],
      ];
      for (const [code, lines, message] of cases) {
        const res = await manual(lines);
        expect({ code, status: res.status, message: messageOf(res) }).toEqual({ code, status: 422, message });
      }
      expect(await ownerCount(`select count(*) as n from journals where source_type = 'manual'`)).toBe(0);
    });

    it('a sub-account of a control account, made later, is controlled too; the picker list marks them', async () => {
      const sub = bodyOf<AccountRowDto>(await t.http().post('/api/finance-accounts').set(a.as('admin')).send({ code: '1-310', name: 'Piutang Reseller', type: 'asset', parent_id: acc['1-300'] }).expect(201));
      const subsub = bodyOf<AccountRowDto>(await t.http().post('/api/finance-accounts').set(a.as('admin')).send({ code: '1-311', name: 'Piutang Reseller Kota', type: 'asset', parent_id: sub.id }).expect(201));
      const res = await manual([
        [subsub.id, 100000, 0],
        [acc['1-100'], 0, 100000],
      ]);
      expect([res.status, messageOf(res)]).toEqual([422, 'Akun 1-311 Piutang Reseller Kota (sub-akun 1-300 Piutang Usaha) hanya diisi dari Penjualan Telur dan Terima Pembayaran.']);
      const list = bodyOf<FinanceAccountDto[]>(await t.http().get('/api/finance/accounts').set(a.as('admin')).expect(200));
      expect(list.filter((x) => x.controlled).map((x) => x.code)).toEqual(['1-300', '1-310', '1-311', '1-400', '1-410', '1-700', '1-790', '2-100', '2-300', '4-100', '4-150']);
      // Moved out from under Piutang Usaha (no postings): free again, and its own sub-account with it.
      await t.http().put(`/api/finance-accounts/${sub.id}`).set(a.as('admin')).send({ code: '1-310', name: 'Piutang Reseller', type: 'asset', parent_id: null, is_active: true }).expect(200);
      const after = bodyOf<FinanceAccountDto[]>(await t.http().get('/api/finance/accounts').set(a.as('admin')).expect(200));
      expect(after.filter((x) => x.controlled).map((x) => x.code)).toEqual(['1-300', '1-400', '1-410', '1-700', '1-790', '2-100', '2-300', '4-100', '4-150']);
    });

    it('a system account cannot be moved under another account; an account with postings cannot move under a control account', async () => {
      const move = await t.http().put(`/api/finance-accounts/${acc['1-300']}`).set(a.as('admin')).send({ code: '1-300', name: 'Piutang Usaha', type: 'asset', parent_id: acc['1-100'], is_active: true });
      expect([move.status, messageOf(move)]).toEqual([422, 'Akun sistem 1-300 Piutang Usaha tidak dapat dipindah ke bawah akun lain.']);
      const bri = bodyOf<AccountRowDto>(await t.http().post('/api/finance-accounts').set(a.as('admin')).send({ code: '1-250', name: 'Tagihan Lain', type: 'asset', parent_id: null }).expect(201));
      await manual([
        [bri.id, 70000, 0],
        [acc['1-100'], 0, 70000],
      ]).expect(201);
      const into = await t.http().put(`/api/finance-accounts/${bri.id}`).set(a.as('admin')).send({ code: '1-250', name: 'Tagihan Lain', type: 'asset', parent_id: acc['1-300'], is_active: true });
      expect([into.status, messageOf(into)]).toEqual([422, 'Akun 1-250 Tagihan Lain sudah ada transaksi; tidak dapat dipindah ke atau dari bawah akun kontrol.']);
      expect((await accounts(a))['1-250']).toBe(bri.id);
    });
  });

  describe('the ordinary paths still work', () => {
    it('sale, receipt, refund, manual journal and its reversal: figures by hand, Piutang Usaha = receivables', async () => {
      // 20 kg come back on 16/01 (20 × 25.000 = 500.000): owes 1.000.000 − 500.000 − 600.000 − 50.000 = −150.000, a credit.
      await t
        .http()
        .post(`/api/egg-sales/${saleId}/returns`)
        .set(a.as('admin'))
        .send({ return_date: '2025-01-16', reason: 'Pecah', lines: [{ grade: 'A', qty_kg: 20 }] })
        .expect(201);
      // Refund of 100.000 of that credit on 16/01: paid 500.000, outstanding −50.000.
      await addReceipt(t, a, { receipt_date: '2025-01-16', customer_id: customer, method: 'cash', is_refund: true, allocations: [{ sale_id: saleId, amount_applied: -100000 }] });
      expect(await sale(saleId)).toMatchObject({ amount_paid: '500000.00', amount_discount: '50000.00', amount_outstanding: '-50000.00' });
      // A cash sale: paid at once; edited to a larger amount, still paid in full.
      const cash = await addSale(t, a, { sale_date: '2025-01-10', customer_id: customer, payment_method: 'cash', lines: [{ grade: 'A', qty_kg: 10, unit_price: 25000 }] });
      expect(cash.header).toMatchObject({ amount_paid: '250000.00', amount_outstanding: '0.00' });
      const edited = bodyOf<SaleDetailDto>(
        await t
          .http()
          .put(`/api/egg-sales/${cash.header.id}`)
          .set(a.as('admin'))
          .send({ sale_date: '2025-01-10', customer_id: customer, payment_method: 'cash', lines: [{ grade: 'A', qty_kg: 12, unit_price: 25000 }] })
          .expect(200),
      );
      expect(edited.header).toMatchObject({ amount_paid: '300000.00', amount_outstanding: '0.00' });
      // A manual journal on free accounts and its reversal.
      const j = bodyOf<JournalDetailDto>(
        await manual([
          [acc['6-100'], 125000, 0],
          [acc['1-100'], 0, 125000],
        ]).expect(201),
      );
      await t.http().post(`/api/finance/journals/${j.header.id}/reverse`).set(a.as('admin')).send({ trx_date: '2025-01-21' }).expect(201);
      // Piutang Usaha at 31/01 = −50.000 (the credit still owed to the customer) = the receivables' total.
      expect((await balances(t, a.id, '2025-01-31')).piutang).toBe('-50000.00');
      const ageing = bodyOf<ReceivablesDto>(await t.http().get('/api/receivables').query({ asof: '2025-01-31' }).set(a.as('admin')).expect(200));
      expect([ageing.total, ageing.ledger_balance]).toEqual(['-50000.00', '-50000.00']);
      // Penjualan Telur = Σ sale lines: 1.000.000 + 300.000; Retur Penjualan Telur = 500.000.
      expect((await balances(t, a.id, '2025-01-31')).penjualan_telur).toBe('-1300000.00');
      expect((await balances(t, a.id, '2025-01-31')).retur_penjualan_telur).toBe('500000.00');
    });
  });
});
