import { TenantContext } from '../src/common/tenancy/tenant-context';
import { BalanceSheetDto } from '../src/modules/balance-sheet/dto/balance-sheet.dto';
import { SaleRowDto } from '../src/modules/egg-sales/dto/egg-sales.dto';
import { FeedMetricsDto, FeedTxnDto } from '../src/modules/feed-stock/dto/feed-stock.dto';
import { FinanceAccountDto } from '../src/modules/finance/dto/finance.dto';
import { OpeningBalancesDto } from '../src/modules/opening-balances/dto/opening-balances.dto';
import { ReceivablesDto, StatementDto } from '../src/modules/receivables/dto/receivables.dto';
import { createTestApp, TestApp } from './utils/create-test-app';
import { addCustomer, addReceipt } from './utils/egg-sales';
import { createCoop, createTenant, inTenant, TestTenant } from './utils/factories';
import { bodyOf, messageOf } from './utils/http';

type Role = 'owner' | 'admin' | 'abk' | 'viewer' | 'reseller';
interface Account {
  id: number;
  code: string;
}
interface BsRow {
  code: string | null;
  kind?: string;
  amount: string;
}

const PATH = '/api/finance/opening-balances';

/**
 * Opening balances (Saldo Awal; issue #20 'Opening balances', ADR 0018). A farm starts its books on
 * 01/03/2025 with, as of that morning:
 *
 * | section                 | account            | figure                                               |
 * |-------------------------|--------------------|------------------------------------------------------|
 * | Kas                     | 1-100 Kas          | 5,000,000                                            |
 * | Bank                    | 1-200 Bank         | 2,000,000                                            |
 * | Bank                    | 1-210 Bank BCA     | 8,000,000.50                                         |
 * | Piutang: Bu Sri         | 1-300              | 10/02 due 10/03 1,200,000; 20/02 due 20/03 800,000    |
 * | Piutang: Pak Budi       | 1-300              | 15/01 due 15/02 500,000                              |
 * | Stok pakan              | 1-400              | 2,000 kg worth 14,000,000 (7,000/kg)                 |
 * | other asset             | 1-600 Peralatan    | 10,000,000                                           |
 * | other liability         | 2-200 Hutang Bank  | 4,000,000                                            |
 *
 * Assets 5,000,000 + 2,000,000 + 8,000,000.50 + 2,500,000 + 14,000,000 + 10,000,000 = 41,500,000.50;
 * liabilities 4,000,000; Saldo Awal Ekuitas = 37,500,000.50 (credit). One journal SA-2502-0001
 * dated 28/02/2025.
 */
describe('Opening balances (Saldo Awal)', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  let acc: Record<string, Account>;
  let sri: number;
  let budi: number;
  let tingkatId: number;

  const get = (p: string, role: Role = 'admin', tenant = a) => t.http().get(p).set(tenant.as(role));
  const put = (body: object, role: Role = 'admin', tenant = a) => t.http().put(PATH).set(tenant.as(role)).send(body);
  const accountsOf = async (tenant: TestTenant): Promise<Record<string, Account>> =>
    Object.fromEntries(bodyOf<FinanceAccountDto[]>(await get('/api/finance/accounts', 'admin', tenant).expect(200)).map((x) => [x.code, x]));
  /** The opening journals (code, kind, date) and their lines as [code, debit, credit]. */
  const openingJournals = () =>
    inTenant(t, a.id, async () => {
      const m = t.app.get(TenantContext).manager;
      const js: Array<{ id: number; code: string; kind: string; trx_date: string }> = await m.query(
        `select id, code, kind, to_char(trx_date, 'YYYY-MM-DD') as trx_date from journals where source_type = 'opening' order by id`,
      );
      const out = [];
      for (const j of js) {
        const lines: Array<{ code: string; debit: string; credit: string }> = await m.query(
          `select x.code, l.debit, l.credit from journal_lines l join accounts x on x.tenant_id = l.tenant_id and x.id = l.account_id where l.journal_id = $1 order by l.line_no`,
          [j.id],
        );
        out.push({ code: j.code, kind: j.kind, trx_date: j.trx_date, lines: lines.map((l) => [l.code, l.debit, l.credit]) });
      }
      return out;
    });
  const bsAt = async (date: string) => bodyOf<BalanceSheetDto>(await get(`/api/finance/balance-sheet?date=${date}`).expect(200));
  const amountOf = (rows: BsRow[], key: string) => rows.find((r) => (r.code ?? r.kind) === key)?.amount;

  const firstBody = () => ({
    start_date: '2025-03-01',
    kas: 5000000,
    banks: [
      { account_id: acc['1-200'].id, amount: 2000000 },
      { account_id: acc['1-210'].id, amount: 8000000.5 },
    ],
    invoices: [
      { customer_id: sri, invoice_date: '2025-02-10', due_date: '2025-03-10', amount: 1200000 },
      { customer_id: sri, invoice_date: '2025-02-20', due_date: '2025-03-20', amount: 800000 },
      { customer_id: budi, invoice_date: '2025-01-15', due_date: '2025-02-15', amount: 500000 },
    ],
    feed: { qty_kg: 2000, value: 14000000 },
    others: [
      { account_id: acc['1-600'].id, amount: 10000000 },
      { account_id: acc['2-200'].id, amount: 4000000 },
    ],
  });

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'Saldo Awal A');
    b = await createTenant(t, 'Saldo Awal B');
    tingkatId = (await createCoop(t, a.id)).tingkatIds[0];
    acc = await accountsOf(a);
    await t.http().post('/api/finance-accounts').set(a.as('admin')).send({ code: '1-210', name: 'Bank BCA', type: 'asset', parent_id: acc['1-200'].id }).expect(201);
    await t.http().post('/api/finance-accounts').set(a.as('admin')).send({ code: '1-600', name: 'Peralatan', type: 'asset', parent_id: null }).expect(201);
    // Hutang Usaha (2-100) is a control account filled by the suppliers' credit purchases, not here.
    await t.http().post('/api/finance-accounts').set(a.as('admin')).send({ code: '2-200', name: 'Hutang Bank', type: 'liability', parent_id: null }).expect(201);
    acc = await accountsOf(a);
    sri = await addCustomer(t, a, { name: 'Bu Sri', phone: '081233334444' });
    budi = await addCustomer(t, a, { name: 'Pak Budi', phone: '081255556666' });
  });
  afterAll(() => t.close());

  it('every farm has the equity system account Saldo Awal Ekuitas; nothing is posted before the first PUT', async () => {
    expect(acc['3-900']).toMatchObject({ name: 'Saldo Awal Ekuitas', type: 'equity', system_key: 'saldo_awal_ekuitas' });
    expect(bodyOf<OpeningBalancesDto>(await get(PATH).expect(200))).toMatchObject({ posted: false, start_date: null, kas: '0.00', invoices: [], feed: null, journal: null, equity: '0.00' });
  });

  it('posts one SA journal dated the day before the start and answers what was entered (round trip)', async () => {
    const res = bodyOf<OpeningBalancesDto>(await put(firstBody()).expect(200));
    expect(res).toMatchObject({
      posted: true,
      start_date: '2025-03-01',
      kas: '5000000.00',
      feed: { qty_kg: 2000, value: '14000000.00' },
      total_assets: '41500000.50',
      total_liabilities: '4000000.00',
      equity: '37500000.50',
      journal: { code: 'SA-2502-0001', trx_date: '2025-02-28' },
    });
    expect(res.banks.map((l: { code: string; amount: string }) => [l.code, l.amount])).toEqual([
      ['1-200', '2000000.00'],
      ['1-210', '8000000.50'],
    ]);
    expect(res.others.map((l: { code: string; amount: string; type: string }) => [l.code, l.type, l.amount])).toEqual([
      ['1-600', 'asset', '10000000.00'],
      ['2-200', 'liability', '4000000.00'],
    ]);
    expect(res.invoices.map((i) => [i.customer, i.invoice_date, i.due_date, i.amount, i.paid, i.finance_code, i.has_payments])).toEqual([
      ['Bu Sri', '2025-02-10', '2025-03-10', '1200000.00', '0.00', 'SA-2502-0001/1', false],
      ['Bu Sri', '2025-02-20', '2025-03-20', '800000.00', '0.00', 'SA-2502-0001/2', false],
      ['Pak Budi', '2025-01-15', '2025-02-15', '500000.00', '0.00', 'SA-2502-0001/3', false],
    ]);
    // GET answers the same.
    expect(bodyOf<OpeningBalancesDto>(await get(PATH, 'owner').expect(200))).toEqual(res);

    expect(await openingJournals()).toEqual([
      {
        code: 'SA-2502-0001',
        kind: 'original',
        trx_date: '2025-02-28',
        lines: [
          ['1-100', '5000000.00', '0.00'],
          ['1-200', '2000000.00', '0.00'],
          ['1-210', '8000000.50', '0.00'],
          ['1-300', '1200000.00', '0.00'],
          ['1-300', '800000.00', '0.00'],
          ['1-300', '500000.00', '0.00'],
          ['1-400', '14000000.00', '0.00'],
          ['1-600', '10000000.00', '0.00'],
          ['2-200', '0.00', '4000000.00'],
          ['3-900', '0.00', '37500000.50'],
        ],
      },
    ]);
  });

  it('shows the entered figures on the balance sheet at the start date, balanced', async () => {
    const bs = await bsAt('2025-03-01');
    // Bank 1-200 includes BCA: 2,000,000 + 8,000,000.50 = 10,000,000.50.
    expect([amountOf(bs.assets, '1-100'), amountOf(bs.assets, '1-200'), amountOf(bs.assets, '1-210'), amountOf(bs.assets, '1-300'), amountOf(bs.assets, '1-400'), amountOf(bs.assets, '1-600')]).toEqual([
      '5000000.00',
      '10000000.50',
      '8000000.50',
      '2500000.00',
      '14000000.00',
      '10000000.00',
    ]);
    expect(amountOf(bs.liabilities, '2-200')).toBe('4000000.00');
    expect(amountOf(bs.equity, '3-900')).toBe('37500000.50');
    expect(bs.totals).toEqual({ assets: '41500000.50', liabilities: '4000000.00', equity: '37500000.50', liabilities_and_equity: '41500000.50', difference: '0.00' });
    // Nothing in the profit and loss: the opening is not income.
    expect(amountOf(bs.equity, 'laba_tahun_berjalan')).toBe('0.00');
  });

  it('lists the opening invoices in the open receivables and lets Terima Pembayaran pay them', async () => {
    const before = bodyOf<ReceivablesDto>(await get('/api/receivables?asof=2025-03-01').expect(200));
    // Sri: 1,200,000 + 800,000 not yet due; Budi: 500,000 due 15/02 → 14 days overdue on 01/03.
    expect(before.total).toBe('2500000.00');
    expect(before.ledger_balance).toBe('2500000.00');
    const budiRow = before.customers.find((c: { customer_id: number }) => c.customer_id === budi);
    expect(budiRow!.invoices).toEqual([expect.objectContaining({ sale_code: 'SA-2502-0001/3', outstanding: '500000.00', days_overdue: 14, bucket: 'hari_1_30' })]);
    expect(before.buckets).toMatchObject({ belum_jatuh_tempo: '2000000.00', hari_1_30: '500000.00' });

    const opening = bodyOf<OpeningBalancesDto>(await get(PATH).expect(200));
    const first = opening.invoices[0].id;
    await addReceipt(t, a, { receipt_date: '2025-03-05', customer_id: sri, method: 'cash', allocations: [{ sale_id: first, amount_applied: 600000 }] });
    // 2,500,000 − 600,000 = 1,900,000 on 05/03; the first invoice owes 600,000.
    const after = bodyOf<ReceivablesDto>(await get('/api/receivables?asof=2025-03-05').expect(200));
    expect(after.total).toBe('1900000.00');
    expect(after.ledger_balance).toBe('1900000.00');
    const sriRow = after.customers.find((c: { customer_id: number }) => c.customer_id === sri);
    expect(sriRow!.invoices[0]).toMatchObject({ sale_id: first, paid: '600000.00', outstanding: '600000.00' });
    // The statement shows the opening invoices as saldo awal rows.
    const st = bodyOf<StatementDto>(await get(`/api/customers/${sri}/statement?from=2025-02-01&to=2025-03-31`).expect(200));
    expect(st.rows.map((r) => [r.kind, r.debit, r.credit])).toEqual([
      ['saldo_awal', '1200000.00', '0.00'],
      ['saldo_awal', '800000.00', '0.00'],
      ['penerimaan', '0.00', '600000.00'],
    ]);
    expect(st.closing_balance).toBe('1400000.00');
    // GET now says the first invoice has payments.
    expect(bodyOf<OpeningBalancesDto>(await get(PATH).expect(200)).invoices[0]).toMatchObject({ paid: '600000.00', has_payments: true });
    // The sale list marks them; the sale screens cannot edit or delete them.
    const list = bodyOf<SaleRowDto[]>(await get('/api/egg-sales/list?from=2025-01-01&to=2025-03-31').expect(200));
    expect(list.filter((r: { is_opening: boolean }) => r.is_opening)).toHaveLength(3);
    expect(messageOf(await t.http().delete(`/api/egg-sales/${first}`).set(a.as('admin')).expect(422))).toBe('Tagihan saldo awal hanya dapat diubah di halaman Saldo Awal.');
    const edit = await t
      .http()
      .put(`/api/egg-sales/${opening.invoices[1].id}`)
      .set(a.as('admin'))
      .send({ sale_date: '2025-02-20', customer_id: sri, payment_method: 'piutang', lines: [{ grade: 'A', qty_kg: 1, unit_price: 1000 }] })
      .expect(422);
    expect(messageOf(edit)).toBe('Tagihan saldo awal hanya dapat diubah di halaman Saldo Awal.');
  });

  it('makes the feed opening the first movement of the moving average', async () => {
    // Usage entered for a day before the opening is counted in the opening stock: no change, no journal.
    await t.http().post('/api/transaksi-pakan').set(a.as('abk')).send({ tanggal: '2025-02-20', data: [{ tingkat_id: tingkatId, pakan_pagi: 100, pakan_sore: 0 }] }).expect(200);
    expect(bodyOf<FeedMetricsDto>(await get('/api/feed-txns/metrics?asof=2025-03-01').expect(200))).toEqual({ stock_kg: 2000, avg_cost: '7000.000000', inventory_value: '14000000.00' });
    // 02/03: 1,000 kg × 7,600 (transfer) onto 2,000 kg worth 14,000,000 → 3,000 kg, 21,600,000, 7,200/kg.
    await t.http().post('/api/feed-txns/buy').set(a.as('admin')).send({ trx_date: '2025-03-02', qty_kg: 1000, price_per_kg: 7600, method: 'transfer' }).expect(201);
    // 03/03: 300 kg used at 7,200 = 2,160,000 → 2,700 kg worth 19,440,000.
    await t.http().post('/api/transaksi-pakan').set(a.as('abk')).send({ tanggal: '2025-03-03', data: [{ tingkat_id: tingkatId, pakan_pagi: 200, pakan_sore: 100 }] }).expect(200);
    const m = bodyOf<FeedMetricsDto>(await get('/api/feed-txns/metrics?asof=2025-03-04').expect(200));
    expect(m).toEqual({ stock_kg: 2700, avg_cost: '7200.000000', inventory_value: '19440000.00' });
    const txns = bodyOf<FeedTxnDto[]>(await get('/api/feed-txns?from=2025-02-28&to=2025-03-03').expect(200));
    expect(txns[0]).toMatchObject({ type: 'opening', trx_date: '2025-02-28', qty_kg: 2000, unit_cost: '7000.000000', total_cost: '14000000.00', stock_after: 2000 });
    // Persediaan Pakan = feed inventory value.
    expect(amountOf((await bsAt('2025-03-03')).assets, '1-400')).toBe('19440000.00');
    // A feed movement on or before the opening date is refused.
    const early = await t.http().post('/api/feed-txns/buy').set(a.as('admin')).send({ trx_date: '2025-02-28', qty_kg: 10, price_per_kg: 7000 }).expect(422);
    expect(messageOf(early)).toMatch(/^Transaksi pakan harus sesudah saldo awal pakan \(28\/02\/2025\)/);
  });

  it('edits by reversing and reposting: the books show only the latest figures', async () => {
    const opening = bodyOf<OpeningBalancesDto>(await get(PATH).expect(200));
    const body = {
      ...firstBody(),
      kas: 6000000,
      invoices: [
        // Sri's first invoice kept (it has a payment), her second removed, Budi's raised to 700,000.
        { id: opening.invoices[0].id, customer_id: sri, invoice_date: '2025-02-10', due_date: '2025-03-10', amount: 1200000 },
        { id: opening.invoices[2].id, customer_id: budi, invoice_date: '2025-01-15', due_date: '2025-02-15', amount: 700000 },
      ],
      feed: { qty_kg: 2000, value: 15000000 },
    };
    const res = bodyOf<OpeningBalancesDto>(await put(body).expect(200));
    // Assets 6,000,000 + 10,000,000.50 + 1,900,000 + 15,000,000 + 10,000,000 = 42,900,000.50; equity 38,900,000.50.
    expect(res).toMatchObject({ kas: '6000000.00', total_assets: '42900000.50', equity: '38900000.50', journal: { code: 'SA-2502-0002', trx_date: '2025-02-28' } });
    expect(res.invoices.map((i) => [i.id, i.amount, i.paid, i.finance_code])).toEqual([
      [opening.invoices[0].id, '1200000.00', '600000.00', 'SA-2502-0002/1'],
      [opening.invoices[2].id, '700000.00', '0.00', 'SA-2502-0002/2'],
    ]);
    const journals = await openingJournals();
    expect(journals.map((j) => [j.code, j.kind])).toEqual([
      ['SA-2502-0001', 'original'],
      ['RV-2502-0001', 'reversal'],
      ['SA-2502-0002', 'original'],
    ]);
    // The reversal undoes the first journal line by line.
    expect(journals[1].lines).toEqual(journals[0].lines.map(([c, d, k]) => [c, k, d]));
    expect(journals[2].lines).toEqual([
      ['1-100', '6000000.00', '0.00'],
      ['1-200', '2000000.00', '0.00'],
      ['1-210', '8000000.50', '0.00'],
      ['1-300', '1200000.00', '0.00'],
      ['1-300', '700000.00', '0.00'],
      ['1-400', '15000000.00', '0.00'],
      ['1-600', '10000000.00', '0.00'],
      ['2-200', '0.00', '4000000.00'],
      ['3-900', '0.00', '38900000.50'],
    ]);
    // Feed re-costed: 2,000 kg @ 15,000,000 + 1,000 kg 7,600,000 = 22,600,000 for 3,000 kg;
    // 300 kg used = 22,600,000 × 300 / 3,000 = 2,260,000 → 20,340,000.
    expect(bodyOf<FeedMetricsDto>(await get('/api/feed-txns/metrics?asof=2025-03-04').expect(200)).inventory_value).toBe('20340000.00');
    // Balance sheet on 05/03: Kas 6,000,000 + 600,000 receipt = 6,600,000; Bank 10,000,000.50 −
    // 7,600,000 = 2,400,000.50; Piutang 1,900,000 − 600,000 = 1,300,000; Persediaan 20,340,000;
    // Peralatan 10,000,000 → 40,640,000.50 = Hutang 4,000,000 + Saldo Awal 38,900,000.50 + laba −2,260,000.
    const bs = await bsAt('2025-03-05');
    expect([amountOf(bs.assets, '1-100'), amountOf(bs.assets, '1-200'), amountOf(bs.assets, '1-300'), amountOf(bs.assets, '1-400')]).toEqual([
      '6600000.00',
      '2400000.50',
      '1300000.00',
      '20340000.00',
    ]);
    expect(amountOf(bs.equity, '3-900')).toBe('38900000.50');
    expect(amountOf(bs.equity, 'laba_tahun_berjalan')).toBe('-2260000.00');
    expect(bs.totals).toMatchObject({ assets: '40640000.50', liabilities_and_equity: '40640000.50', difference: '0.00' });
    const rec = bodyOf<ReceivablesDto>(await get('/api/receivables?asof=2025-03-05').expect(200));
    expect([rec.total, rec.ledger_balance]).toEqual(['1300000.00', '1300000.00']);
  });

  it('cannot be edited once the month of its journal is closed; reopening (owner) allows it again', async () => {
    const before = bodyOf<OpeningBalancesDto>(await get(PATH).expect(200));
    const journalsBefore = await openingJournals();
    // The opening journal is dated 28/02/2025 (the day before the start): closing February covers it.
    await t.http().put('/api/finance/lock').set(a.as('admin')).send({ lock_date: '2025-02-28' }).expect(200);
    const res = await put({ ...firstBody(), kas: 7000000 }).expect(422);
    expect(messageOf(res)).toBe('Periode sampai 28/02/2025 sudah ditutup.');
    expect(bodyOf<OpeningBalancesDto>(await get(PATH).expect(200))).toEqual(before);
    expect(await openingJournals()).toEqual(journalsBefore);
    await t.http().put('/api/finance/lock').set(a.as('owner')).send({ lock_date: null }).expect(200);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const before = bodyOf<OpeningBalancesDto>(await get(PATH).expect(200));
    const journalsBefore = (await openingJournals()).length;
    const kept = before.invoices;
    const base = () => ({
      ...firstBody(),
      kas: 6000000,
      invoices: [
        { id: kept[0].id, customer_id: sri, invoice_date: '2025-02-10', due_date: '2025-03-10', amount: 1200000 },
        { id: kept[1].id, customer_id: budi, invoice_date: '2025-01-15', due_date: '2025-02-15', amount: 700000 },
      ],
      feed: { qty_kg: 2000, value: 15000000 },
    });
    const refused = async (body: object, status: number) => messageOf(await put(body).expect(status));

    // The paid invoice cannot be removed, lowered below what it received or move to another customer.
    expect(await refused({ ...base(), invoices: [base().invoices[1]] }, 422)).toBe(
      'Tagihan saldo awal SA-2502-0002/1 (Bu Sri) sudah menerima pembayaran Rp 600.000 dan tidak dapat dihapus.',
    );
    expect(await refused({ ...base(), invoices: [{ ...base().invoices[0], amount: 500000 }, base().invoices[1]] }, 422)).toBe(
      'Tagihan saldo awal SA-2502-0002/1 (Bu Sri) sudah dibayar Rp 600.000; jumlahnya tidak boleh kurang dari itu.',
    );
    expect(await refused({ ...base(), invoices: [{ ...base().invoices[0], customer_id: budi }, base().invoices[1]] }, 422)).toBe(
      'Tagihan saldo awal SA-2502-0002/1 (Bu Sri) sudah ada pembayaran; pelanggannya tidak dapat diubah.',
    );
    // Accounts of the wrong kind.
    expect(await refused({ ...base(), banks: [{ account_id: acc['1-100'].id, amount: 1 }] }, 422)).toBe('Akun 1-100 Kas bukan akun Bank.');
    expect(await refused({ ...base(), others: [{ account_id: acc['1-300'].id, amount: 1 }] }, 422)).toBe('Akun 1-300 Piutang Usaha diisi per pelanggan di bagian Piutang.');
    expect(await refused({ ...base(), others: [{ account_id: acc['1-400'].id, amount: 1 }] }, 422)).toBe('Akun 1-400 Persediaan Pakan diisi di bagian Stok Pakan.');
    expect(await refused({ ...base(), others: [{ account_id: acc['1-210'].id, amount: 1 }] }, 422)).toBe('Akun 1-210 Bank BCA diisi di bagian Kas & Bank.');
    expect(await refused({ ...base(), others: [{ account_id: acc['3-900'].id, amount: 1 }] }, 422)).toBe('Akun 3-900 Saldo Awal Ekuitas dihitung otomatis dari selisih saldo awal.');
    expect(await refused({ ...base(), others: [{ account_id: acc['6-100'].id, amount: 1 }] }, 422)).toBe('Akun 6-100 Beban Operasional bukan akun aset, kewajiban atau modal.');
    expect(await refused({ ...base(), others: [{ account_id: acc['2-200'].id, amount: 1 }, { account_id: acc['2-200'].id, amount: 2 }] }, 400)).toBe('Akun 2-200 Hutang Bank diisi lebih dari sekali.');
    expect(await refused({ ...base(), others: [{ account_id: 999999, amount: 1 }] }, 404)).toBe('Akun tidak ditemukan (id 999999).');
    // Amounts, dates, customers, sizes.
    expect(await refused({ ...base(), kas: -1 }, 400)).toMatch(/Jumlah harus angka ≥ 0 dengan maksimal 2 angka desimal\./);
    expect(await refused({ ...base(), kas: 1.005 }, 400)).toMatch(/Jumlah harus angka ≥ 0 dengan maksimal 2 angka desimal\./);
    expect(await refused({ ...base(), kas: 1e14 }, 400)).toMatch(/Jumlah maksimal Rp 10\.000\.000\.000\.000\./);
    expect(await refused({ ...base(), invoices: [{ customer_id: sri, invoice_date: '2025-03-01', due_date: '2025-03-10', amount: 1 }, ...base().invoices] }, 400)).toBe(
      'Tagihan baris 1: tanggal tagihan harus sebelum tanggal mulai (paling lambat 28/02/2025).',
    );
    expect(await refused({ ...base(), invoices: [...base().invoices, { customer_id: sri, invoice_date: '2025-02-10', due_date: '2025-02-01', amount: 1 }] }, 400)).toBe(
      'Tagihan baris 3: jatuh tempo tidak boleh sebelum tanggal tagihan.',
    );
    expect(await refused({ ...base(), invoices: [...base().invoices, { customer_id: 999999, invoice_date: '2025-02-10', due_date: '2025-02-11', amount: 1 }] }, 404)).toBe(
      'Pelanggan tidak ditemukan (id 999999).',
    );
    const many = Array.from({ length: 501 }, () => ({ customer_id: sri, invoice_date: '2025-02-10', due_date: '2025-02-11', amount: 1 }));
    expect(await refused({ ...base(), invoices: many }, 400)).toMatch(/Tagihan piutang maksimal 500 baris\./);
    expect(await refused({ ...base(), feed: { qty_kg: 10, value: 0 } }, 400)).toBe('Nilai stok pakan wajib diisi bila qty lebih dari 0.');
    expect(await refused({ ...base(), start_date: undefined }, 400)).toMatch(/Tanggal mulai wajib diisi/);
    // A start date after the first document (the feed purchase PB of 02/03).
    expect(await refused({ ...base(), start_date: '2025-03-04', invoices: base().invoices }, 422)).toMatch(
      /^Sudah ada transaksi PB-2503-0001 tanggal 02\/03\/2025; saldo awal harus sebelum transaksi pertama/,
    );

    expect(bodyOf<OpeningBalancesDto>(await get(PATH).expect(200))).toEqual(before);
    expect((await openingJournals()).length).toBe(journalsBefore);
  });

  it('answers 400 for nothing entered, 403 for the other roles, and keeps each farm apart', async () => {
    expect(messageOf(await put({ start_date: '2025-03-01', kas: 0, banks: [], invoices: [], others: [] }, 'admin', b).expect(400))).toBe('Isi minimal satu saldo awal.');
    for (const role of ['abk', 'reseller', 'viewer'] as const) {
      await get(PATH, role).expect(403);
      await put(firstBody(), role).expect(403);
    }
    // Another farm's customers and accounts are unknown here.
    expect(messageOf(await put({ start_date: '2025-03-01', kas: 1, banks: [{ account_id: acc['1-210'].id, amount: 1 }], invoices: [], others: [] }, 'admin', b).expect(404))).toBe(
      `Akun tidak ditemukan (id ${acc['1-210'].id}).`,
    );
    expect(bodyOf<OpeningBalancesDto>(await get(PATH, 'admin', b).expect(200)).posted).toBe(false);
    // The owner may enter them too.
    const own = bodyOf<OpeningBalancesDto>(await put({ start_date: '2025-03-01', kas: 1000, banks: [], invoices: [], others: [] }, 'owner', b).expect(200));
    expect(own).toMatchObject({ equity: '1000.00', journal: { code: 'SA-2502-0001' } });
  });
});
