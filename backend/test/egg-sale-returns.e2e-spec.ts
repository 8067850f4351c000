import { Client } from 'pg';
import { ReceiptDto } from '../src/modules/egg-sales/dto/ar-receipts.dto';
import { AvailabilityDto, SaleDetailDto, SaleRowDto, SaleTotalsDto } from '../src/modules/egg-sales/dto/egg-sales.dto';
import { FinanceAccountDto } from '../src/modules/finance/dto/finance.dto';
import { ProfitLossDto } from '../src/modules/profit-loss/dto/profit-loss.dto';
import { ReceivablesDto, StatementDto } from '../src/modules/receivables/dto/receivables.dto';
import { createTestApp, TestApp } from './utils/create-test-app';
import { addCustomer, addReceipt, addSale, balances, enterEggs, journalsOf } from './utils/egg-sales';
import { createCoop, createTenant, TestTenant } from './utils/factories';
import { bodyOf, messageOf } from './utils/http';
import { actAs, openSession } from './utils/sessions';

/**
 * Returns on egg sales and the refund rule (issue #20 'Returns and refunds on their own day';
 * docs/adr/0017-sale-returns.md). Figures by hand:
 *
 *   S1 10/01/2025 Bu Sri piutang due 24/01: A 10 kg × 20.000 = 200.000, B 4 kg × 15.000 = 60.000 → 260.000
 *   S2 15/01 Warung Ani cash: A 5 kg × 20.000 = 100.000
 *   S3 16/01 Warung Ani transfer: B 2 kg × 15.000 = 30.000
 *   R1 03/02 on S1: A 1,5 kg = 30.000, B 0,5 kg = 7.500 → 37.500 (Dr 4-150 / Cr 1-300)      S1 owes 222.500
 *   R2 04/02 on S2: A 1 kg = 20.000 (Dr 4-150 / Cr 1-100 Kas: paid back at once)          S2 paid 80.000
 *   R3 04/02 on S3: B 0,25 kg = 3.750 (Dr 4-150 / Cr 1-200 Bank)                           S3 paid 26.250
 *   P1 05/02 100.000 on S1 (owes 122.500), P2 06/02 122.500 on S1 (owes 0)
 *   R4 10/02 on S1: A 2 kg = 40.000 → S1 owes −40.000 (a credit)
 *   F1 11/02 refund 40.000 on S1 → owes 0
 */
describe('Egg sale returns', () => {
  let t: TestApp;
  let a: TestTenant;
  let sri: number;
  let ani: number;
  const ids: Record<string, number> = {};

  const ret = (saleId: number, body: Record<string, unknown>, role: 'owner' | 'admin' | 'abk' | 'reseller' = 'admin') =>
    t.http().post(`/api/egg-sales/${saleId}/returns`).set(a.as(role)).send(body);
  const sale = async (id: number) => bodyOf<SaleDetailDto>(await t.http().get(`/api/egg-sales/${id}`).set(a.as('admin')).expect(200));
  const refund = (saleId: number, amount: number, date = '2025-02-12') =>
    t.http().post('/api/ar-receipts').set(a.as('admin')).send({ receipt_date: date, customer_id: sri, method: 'cash', is_refund: true, allocations: [{ sale_id: saleId, amount_applied: amount }] });
  const pl = async (start: string, end: string) => bodyOf<ProfitLossDto>(await t.http().get('/api/laba-rugi').query({ start, end }).set(a.as('admin')).expect(200));
  const ageing = async (asof: string) => bodyOf<ReceivablesDto>(await t.http().get('/api/receivables').query({ asof }).set(a.as('admin')).expect(200));

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'Retur A');
    const coop = await createCoop(t, a.id);
    await enterEggs(t, a, coop.bagianIds[0], '2025-01-01', { a: 1000, b: 200 });
    sri = await addCustomer(t, a, { name: 'Bu Sri' });
    ani = await addCustomer(t, a, { name: 'Warung Ani' });
    ids.S1 = (
      await addSale(t, a, {
        sale_date: '2025-01-10',
        customer_id: sri,
        payment_method: 'piutang',
        due_date: '2025-01-24',
        lines: [
          { grade: 'A', qty_kg: 10, unit_price: 20000 },
          { grade: 'B', qty_kg: 4, unit_price: 15000 },
        ],
      })
    ).header.id;
    ids.S2 = (await addSale(t, a, { sale_date: '2025-01-15', customer_id: ani, payment_method: 'cash', lines: [{ grade: 'A', qty_kg: 5, unit_price: 20000 }] })).header.id;
    ids.S3 = (await addSale(t, a, { sale_date: '2025-01-16', customer_id: ani, payment_method: 'transfer', lines: [{ grade: 'B', qty_kg: 2, unit_price: 15000 }] })).header.id;
  });
  afterAll(() => t.close());

  it('refuses a return to abk and reseller, and bad input with a clear message, changing nothing', async () => {
    const body = { return_date: '2025-02-03', reason: 'Pecah', lines: [{ grade: 'A', qty_kg: 1 }] };
    await ret(ids.S1, body, 'abk').expect(403);
    await ret(ids.S1, body, 'reseller').expect(403);
    const msg = async (b: Record<string, unknown>, status: number, id = ids.S1) => messageOf(await ret(id, b).expect(status));
    expect(await msg({ ...body, return_date: '2025-01-09' }, 422)).toBe('Tanggal retur tidak boleh sebelum tanggal penjualan (10/01/2025).');
    expect(await msg({ ...body, return_date: '2999-01-01' }, 400)).toBe('Tanggal tidak boleh melewati hari ini.');
    expect(await msg({ ...body, reason: '  ' }, 400)).toBe('Alasan retur wajib diisi.');
    expect(await msg({ ...body, lines: [{ grade: 'A', qty_kg: 0 }] }, 400)).toBe('Isi minimal satu Qty retur.');
    expect(await msg({ ...body, lines: [{ grade: 'C', qty_kg: 1 }] }, 422)).toBe('Penjualan ini tidak punya telur grade C untuk diretur.');
    expect(await msg({ ...body, lines: [{ grade: 'A', qty_kg: 10.01 }] }, 422)).toBe('Retur grade A melebihi yang dapat diretur: terjual 10 kg, sudah diretur 0 kg, sisa 10 kg; diminta 10,01 kg.');
    await ret(999999, body).expect(404);
    const s = await sale(ids.S1);
    expect(s.returns).toEqual([]);
    expect(s.header).toMatchObject({ amount_returned: '0.00', amount_outstanding: '260000.00' });
  });

  it('posts a return on its own day: Dr Retur Penjualan Telur / Cr Piutang Usaha, the sale owes less, its month unchanged', async () => {
    const janBefore = await pl('2025-01-01', '2025-01-31');
    const res = bodyOf<SaleDetailDto>(await ret(ids.S1, { return_date: '2025-02-03', reason: 'Telur pecah saat pengiriman', lines: [{ grade: 'A', qty_kg: 1.5 }, { grade: 'b', qty_kg: 0.5 }] }).expect(201));
    // 1,5 × 20.000 = 30.000; 0,5 × 15.000 = 7.500; 260.000 − 37.500 = 222.500.
    expect(res.header).toMatchObject({ amount_returned: '37500.00', amount_outstanding: '222500.00', amount_paid: '0.00', payment_status: 'belum', total_amount: '260000.00' });
    expect(res.returns).toEqual([
      {
        id: expect.any(Number) as unknown,
        return_date: '2025-02-03',
        reason: 'Telur pecah saat pengiriman',
        total_amount: '37500.00',
        journal_id: expect.any(Number) as unknown,
        journal_code: 'RP-2502-0001',
        lines: [
          { grade: 'A', qty_kg: 1.5, unit_price: '20000.00', amount: '30000.00' },
          { grade: 'B', qty_kg: 0.5, unit_price: '15000.00', amount: '7500.00' },
        ],
      },
    ]);
    expect(res.returnable).toEqual([
      { grade: 'A', sold_kg: 10, returned_kg: 1.5, returnable_kg: 8.5, unit_price: '20000.00' },
      { grade: 'B', sold_kg: 4, returned_kg: 0.5, returnable_kg: 3.5, unit_price: '15000.00' },
    ]);
    ids.R1 = res.returns[0].id;
    expect(await journalsOf(t, a.id, 'egg_sale_return', ids.R1)).toEqual([
      expect.objectContaining({ code: 'RP-2502-0001', kind: 'original', trx_date: '2025-02-03', lines: [['4-150', '37500.00', '0.00'], ['1-300', '0.00', '37500.00']] }),
    ]);
    // The sale's journal and its month stay as they were.
    expect((await journalsOf(t, a.id, 'egg_sale', ids.S1)).map((j) => j.code)).toEqual([expect.stringMatching(/^PT-2501-/)]);
    expect(await pl('2025-01-01', '2025-01-31')).toEqual(janBefore);
    const feb = await pl('2025-02-01', '2025-02-28');
    expect(feb.rows.find((r: { code: string }) => r.code === '4-150')).toMatchObject({ name: 'Retur Penjualan Telur', debit: '37500.00', credit: '0.00', amount: '-37500.00' });
    expect(feb.totals.total_income).toBe('-37500.00');
    // Stock: the returned eggs are not sellable again (10 + 5 kg A sold of 1.000).
    expect(bodyOf<AvailabilityDto>(await t.http().get('/api/egg-sales/available').query({ date: '2025-02-03' }).set(a.as('admin')).expect(200)).A.avail_kg).toBe(985);
  });

  it('refuses more than sold minus already returned', async () => {
    const res = await ret(ids.S1, { return_date: '2025-02-04', reason: 'Ditolak', lines: [{ grade: 'A', qty_kg: 9 }] }).expect(422);
    expect(messageOf(res)).toBe('Retur grade A melebihi yang dapat diretur: terjual 10 kg, sudah diretur 1,5 kg, sisa 8,5 kg; diminta 9 kg.');
    expect((await sale(ids.S1)).header.amount_returned).toBe('37500.00');
  });

  it('pays a cash or transfer sale back at once: Cr Kas / Cr Bank, the sale stays settled (owner may record it)', async () => {
    const cash = await ret(ids.S2, { return_date: '2025-02-04', reason: 'Retak', lines: [{ grade: 'A', qty_kg: 1 }] }, 'owner');
    expect([cash.status, messageOf(cash)]).toEqual([201, undefined]);
    expect(bodyOf<SaleDetailDto>(cash).header).toMatchObject({ amount_returned: '20000.00', amount_paid: '80000.00', amount_outstanding: '0.00', payment_status: 'lunas' });
    expect((await journalsOf(t, a.id, 'egg_sale_return', bodyOf<SaleDetailDto>(cash).returns[0].id))[0].lines).toEqual([['4-150', '20000.00', '0.00'], ['1-100', '0.00', '20000.00']]);
    const transfer = bodyOf<SaleDetailDto>(await ret(ids.S3, { return_date: '2025-02-04', reason: 'Busuk', lines: [{ grade: 'B', qty_kg: 0.25 }] }).expect(201));
    expect(transfer.header).toMatchObject({ amount_returned: '3750.00', amount_paid: '26250.00', amount_outstanding: '0.00' });
    expect((await journalsOf(t, a.id, 'egg_sale_return', transfer.returns[0].id))[0].lines).toEqual([['4-150', '3750.00', '0.00'], ['1-200', '0.00', '3750.00']]);
    // An edit of the cash sale's price keeps it settled: 5 × 21.000 − 20.000 = 85.000 paid.
    const edited = bodyOf<SaleDetailDto>(
      await t
      .http()
      .put(`/api/egg-sales/${ids.S2}`)
      .set(a.as('admin'))
      .send({ sale_date: '2025-01-15', customer_id: ani, payment_method: 'cash', lines: [{ grade: 'A', qty_kg: 5, unit_price: 21000 }] })
      .expect(200),
    );
    expect(edited.header).toMatchObject({ total_amount: '105000.00', amount_returned: '20000.00', amount_paid: '85000.00', amount_outstanding: '0.00' });
  });

  it('keeps what a sale with returns may not lose: kg below the returns, its method, its deletion', async () => {
    const put = (lines: unknown[], method = 'piutang') =>
      t.http().put(`/api/egg-sales/${ids.S1}`).set(a.as('admin')).send({ sale_date: '2025-01-10', customer_id: sri, payment_method: method, due_date: '2025-01-24', lines });
    expect(messageOf(await put([{ grade: 'A', qty_kg: 1, unit_price: 20000 }, { grade: 'B', qty_kg: 4, unit_price: 15000 }]).expect(422))).toBe(
      'Qty grade A tidak boleh kurang dari yang sudah diretur (1,5 kg).',
    );
    expect(messageOf(await put([{ grade: 'A', qty_kg: 10, unit_price: 20000 }, { grade: 'B', qty_kg: 4, unit_price: 15000 }], 'cash').expect(422))).toBe(
      'Penjualan ini sudah ada retur; metode bayarnya tidak dapat diubah.',
    );
    // 10 × 1.000 + 4 × 1.000 = 14.000 is less than the 37.500 returned.
    expect(messageOf(await put([{ grade: 'A', qty_kg: 10, unit_price: 1000 }, { grade: 'B', qty_kg: 4, unit_price: 1000 }]).expect(422))).toBe(
      'Total penjualan tidak boleh kurang dari nilai returnya (Rp 37.500).',
    );
    expect(messageOf(await t.http().delete(`/api/egg-sales/${ids.S1}`).set(a.as('admin')).expect(422))).toBe('Penjualan ini sudah ada retur dan tidak dapat dihapus.');
  });

  it('refunds only a credit: first more than paid, then nothing overpaid, then above the credit', async () => {
    // Nothing paid yet: the spec's rule first.
    expect(messageOf(await refund(ids.S1, 1000, '2025-02-04').expect(422))).toBe('Nilai refund melebihi total yang sudah dibayar.');
    await addReceipt(t, a, { receipt_date: '2025-02-05', customer_id: sri, method: 'cash', allocations: [{ sale_id: ids.S1, amount_applied: 100000 }] });
    expect(messageOf(await refund(ids.S1, 100000.01, '2025-02-05').expect(422))).toBe('Nilai refund melebihi total yang sudah dibayar.');
    // Paid 100.000 of 222.500: owes 122.500, no credit.
    expect(messageOf(await refund(ids.S1, 10000, '2025-02-05').expect(422))).toBe('Tidak ada kelebihan bayar untuk direfund.');
    await addReceipt(t, a, { receipt_date: '2025-02-06', customer_id: sri, method: 'transfer', allocations: [{ sale_id: ids.S1, amount_applied: 122500 }] });
    expect((await sale(ids.S1)).header).toMatchObject({ amount_outstanding: '0.00', payment_status: 'lunas', amount_paid: '222500.00' });
    // Settled exactly: still nothing to refund.
    expect(messageOf(await refund(ids.S1, 1, '2025-02-06').expect(422))).toBe('Tidak ada kelebihan bayar untuk direfund.');
    // A return on the settled sale opens a credit of 2 × 20.000 = 40.000.
    const r4 = bodyOf<SaleDetailDto>(await ret(ids.S1, { return_date: '2025-02-10', reason: 'Ditolak pembeli', lines: [{ grade: 'A', qty_kg: 2 }] }).expect(201));
    expect(r4.header).toMatchObject({ amount_returned: '77500.00', amount_outstanding: '-40000.00', payment_status: 'lunas' });
    expect(messageOf(await refund(ids.S1, 40000.01, '2025-02-11').expect(422))).toBe('Nilai refund melebihi kelebihan bayar nota ini (Rp 40.000).');
    const f1 = bodyOf<ReceiptDto>(await refund(ids.S1, 40000, '2025-02-11').expect(201));
    expect((await journalsOf(t, a.id, 'ar_receipt', f1.id))[0].lines).toEqual([['1-300', '40000.00', '0.00'], ['1-100', '0.00', '40000.00']]);
    expect((await sale(ids.S1)).header).toMatchObject({ amount_outstanding: '0.00', amount_paid: '182500.00' });
  });

  it('shows returns in the receivables and the statement; Piutang Usaha and Penjualan Telur − Retur follow the documents at every date', async () => {
    // 31/01: S1 owes 260.000 (its returns are later). 03/02: 222.500. 10/02: −40.000 (credit). 11/02: nothing.
    const at = async (asof: string) => {
      const r = await ageing(asof);
      expect(r.ledger_balance).toBe(r.total);
      return r;
    };
    expect((await at('2025-01-31')).customers[0].invoices[0]).toMatchObject({ total: '260000.00', returned: '0.00', paid: '0.00', outstanding: '260000.00', days_overdue: 7 });
    expect((await at('2025-02-03')).customers[0].invoices[0]).toMatchObject({ returned: '37500.00', outstanding: '222500.00' });
    expect((await at('2025-02-10')).customers[0].invoices[0]).toMatchObject({ returned: '77500.00', paid: '222500.00', outstanding: '-40000.00' });
    expect((await at('2025-02-11')).customers).toEqual([]);

    const st = bodyOf<StatementDto>(await t.http().get(`/api/customers/${sri}/statement`).query({ from: '2025-01-01', to: '2025-02-28' }).set(a.as('admin')).expect(200));
    expect(st.rows.map((r) => [r.kind, r.date, r.debit, r.credit, r.balance])).toEqual([
      ['penjualan', '2025-01-10', '260000.00', '0.00', '260000.00'],
      ['retur', '2025-02-03', '0.00', '37500.00', '222500.00'],
      ['penerimaan', '2025-02-05', '0.00', '100000.00', '122500.00'],
      ['penerimaan', '2025-02-06', '0.00', '122500.00', '0.00'],
      ['retur', '2025-02-10', '0.00', '40000.00', '-40000.00'],
      ['refund', '2025-02-11', '40000.00', '0.00', '0.00'],
    ]);
    expect(st.rows[1]).toMatchObject({ code: 'RP-2502-0001', description: expect.stringContaining('Telur pecah saat pengiriman') as unknown });
    expect(st.closing_balance).toBe('0.00');

    // Penjualan Telur − Retur = Σ lines − Σ returns (260.000 + 105.000 + 30.000 − 37.500 − 20.000 − 3.750 − 40.000 = 293.750).
    const end = await balances(t, a.id, '2025-02-28');
    expect(end.penjualan_telur).toBe('-395000.00');
    expect(end.retur_penjualan_telur).toBe('101250.00');
    expect(end.piutang).toBe('0.00');
    const mid = await balances(t, a.id, '2025-02-03');
    expect([mid.retur_penjualan_telur, mid.piutang]).toEqual(['37500.00', '222500.00']);
  });

  it('lists returns in the sale list and its totals', async () => {
    const list = bodyOf<SaleRowDto[]>(await t.http().get('/api/egg-sales/list').query({ from: '2025-01-01', to: '2025-01-31' }).set(a.as('admin')).expect(200));
    expect(list.map((r) => [r.sale_id, r.amount_returned, r.amount_outstanding])).toEqual([
      [ids.S3, '3750.00', '0.00'],
      [ids.S2, '20000.00', '0.00'],
      [ids.S1, '77500.00', '0.00'],
    ]);
    const totals = bodyOf<SaleTotalsDto>(await t.http().get('/api/egg-sales/list/totals').query({ from: '2025-01-01', to: '2025-01-31' }).set(a.as('admin')).expect(200));
    expect(totals).toMatchObject({ amount_returned: '101250.00', total_amount: '395000.00' });
  });

  it('refuses manual journals on Retur Penjualan Telur, naming the account and the screen', async () => {
    const accounts = bodyOf<FinanceAccountDto[]>(await t.http().get('/api/finance/accounts').set(a.as('admin')).expect(200));
    const retur = accounts.find((x) => x.system_key === 'retur_penjualan_telur')!;
    const kas = accounts.find((x) => x.system_key === 'kas')!;
    expect(retur.code).toBe('4-150');
    const res = await t
      .http()
      .post('/api/finance/journals')
      .set(a.as('admin'))
      .send({ trx_date: '2025-02-20', memo: 'uji', lines: [{ account_id: retur.id, debit: 1000, credit: 0 }, { account_id: kas.id, debit: 0, credit: 1000 }] })
      .expect(422);
    expect(messageOf(res)).toBe('Akun 4-150 Retur Penjualan Telur hanya diisi dari Retur pada Penjualan Telur.');
  });

  it('keeps returns and amount_returned out of reach of the runtime role', async () => {
    const session = await openSession(t, a.users.admin.id);
    const c = new Client({ connectionString: t.settings.appDatabaseUrl });
    await c.connect();
    try {
      const attack = async (sql: string, params: unknown[], error: RegExp) => {
        await c.query('begin');
        await actAs(c, session);
        await c.query(`select set_config('app.tenant_id', $1, true)`, [a.id]);
        await expect(c.query(sql, params)).rejects.toThrow(error);
        await c.query('rollback');
      };
      await attack(`update egg_sales set amount_returned = 0 where id = $1`, [ids.S1], /dihitung dari pembayarannya dan returnya/);
      await attack(`update egg_sale_returns set reason = 'x' where id = $1`, [ids.R1], /tidak dapat diubah/);
      await attack(`delete from egg_sale_returns where id = $1`, [ids.R1], /tidak dapat diubah atau dihapus/);
      await attack(`insert into egg_sale_return_lines (tenant_id, return_id, sale_id, grade, qty_kg, unit_price) values ($1, $2, $3, 'A', 1, 20000)`, [a.id, ids.R1, ids.S1], /hanya ditulis bersama/);
    } finally {
      await c.end();
    }
    expect((await sale(ids.S1)).header.amount_returned).toBe('77500.00');
  });
});
