import { Client } from 'pg';
import { TenantContext } from '../src/common/tenancy/tenant-context';
import { FeedTxnDto } from '../src/modules/feed-stock/dto/feed-stock.dto';
import { FinanceAccountDto } from '../src/modules/finance/dto/finance.dto';
import { OpeningBalancesDto } from '../src/modules/opening-balances/dto/opening-balances.dto';
import { PayablesDto, SupplierDto, SupplierPaymentDto, SupplierStatementDto } from '../src/modules/suppliers/dto/suppliers.dto';
import { createTestApp, prepareTestDatabase, TestApp } from './utils/create-test-app';
import { bodyOf, messageOf } from './utils/http';
import { createTenant, inTenant, TestTenant } from './utils/factories';

/**
 * Suppliers and payables (issue #37 'Suppliers and payables (hutang)'). Farm A, supplier PT Pakan
 * Jaya (terms 14 days), every figure by hand:
 *
 * | date  | document                                                         | Hutang Usaha (credit) |
 * |-------|------------------------------------------------------------------|-----------------------|
 * | 01/03 | PB-2503-0001 credit: 1,000 kg × 7,500 + ongkir 150,000 + bongkar 50,000 = 7,700,000, due 01/03 + 14 = 15/03 | 7,700,000 |
 * | 10/03 | PB-2503-0002 credit: 200 kg × 8,000 = 1,600,000, due 30/04 (given) | 9,300,000           |
 * | 20/03 | BH-2503-0001 transfer 3,000,000 on PB-0001                        | 6,300,000             |
 * | 05/04 | BH-2504-0001 cash 4,700,000 on PB-0001 + 600,000 on PB-0002 = 5,300,000 | 1,000,000       |
 * | 06/04 | BH-2504-0002 transfer from Bank BCA 1,000,000 on PB-0002           | 0                     |
 *
 * At 31/03: PB-0001 owes 4,700,000, due 15/03 → 16 days overdue (1–30); PB-0002 1,600,000 not yet due.
 */
describe('Suppliers and payables', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  let jaya: SupplierDto;
  let makmur: SupplierDto;
  let p1: number;
  let p2: number;
  let acc: Record<string, FinanceAccountDto>;

  const http = () => t.http();
  const buy = (body: object, tenant = a) => http().post('/api/feed-txns/buy').set(tenant.as('admin')).send(body);
  const pay = (body: object, tenant = a) => http().post('/api/supplier-payments').set(tenant.as('admin')).send(body);
  const payables = async (asof: string, tenant = a, role: 'admin' | 'viewer' = 'admin') =>
    bodyOf<PayablesDto>(await http().get('/api/payables').query({ asof }).set(tenant.as(role)).expect(200));
  /** Balance (credit − debit) of the account with code `code` at the end of `day`, rupiah as text. */
  const credit = (code: string, day: string, tenant = a) =>
    inTenant(t, tenant.id, async () => {
      const [r] = await t.app.get(TenantContext).manager.query<Array<{ v: string }>>(
        `select coalesce(sum(l.credit - l.debit), 0)::numeric(18,2)::text as v from journal_lines l join accounts ac on ac.tenant_id = l.tenant_id and ac.id = l.account_id
          where ac.code = $1 and l.trx_date <= $2`,
        [code, day],
      );
      return r.v;
    });
  const addSupplier = async (body: object, tenant = a) => bodyOf<SupplierDto>(await http().post('/api/suppliers').set(tenant.as('admin')).send(body).expect(201));

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'Pemasok A');
    b = await createTenant(t, 'Pemasok B');
    const list = bodyOf<FinanceAccountDto[]>(await http().get('/api/finance/accounts').set(a.as('admin')).expect(200));
    await http().post('/api/finance-accounts').set(a.as('admin')).send({ code: '1-210', name: 'Bank BCA', type: 'asset', parent_id: list.find((x) => x.code === '1-200')!.id }).expect(201);
    acc = Object.fromEntries(bodyOf<FinanceAccountDto[]>(await http().get('/api/finance/accounts').set(a.as('admin')).expect(200)).map((x) => [x.code, x]));
  });
  afterAll(() => t.close());

  it('adds and changes suppliers: phone in the 62 form, terms, unique names, the spec-style messages', async () => {
    jaya = await addSupplier({ name: ' PT Pakan Jaya ', phone: '0812-3456-7890', address: 'Jl. Raya Blitar 5', terms_days: 14 });
    expect(jaya).toEqual({ id: expect.any(Number) as unknown, name: 'PT Pakan Jaya', phone: '6281234567890', address: 'Jl. Raya Blitar 5', terms_days: 14, outstanding: '0.00' });
    makmur = await addSupplier({ name: 'Toko Ternak Makmur' });
    expect(makmur).toMatchObject({ phone: null, address: null, terms_days: 0 });
    const changed = bodyOf<SupplierDto>(await http().put(`/api/suppliers/${makmur.id}`).set(a.as('admin')).send({ name: 'Toko Ternak Makmur', terms_days: 7 }).expect(200));
    expect(changed).toMatchObject({ terms_days: 7, phone: null });
    const refused = async (body: object, status: number) => messageOf(await http().post('/api/suppliers').set(a.as('admin')).send(body).expect(status));
    expect(await refused({ name: 'pt pakan jaya' }, 409)).toBe('Nama pemasok sudah dipakai.');
    expect(await refused({ name: '  ' }, 400)).toBe('Nama pemasok wajib diisi.');
    expect(await refused({ name: 'X', phone: '12' }, 400)).toBe('Nomor HP tidak valid (contoh 081234567890).');
    expect(await refused({ name: 'X', terms_days: 366 }, 400)).toBe('Tempo harus 0–365 hari.');
    expect(bodyOf<SupplierDto[]>(await http().get('/api/suppliers').set(a.as('viewer')).expect(200)).map((s) => s.name)).toEqual(['PT Pakan Jaya', 'Toko Ternak Makmur']);
  });

  it('a credit purchase posts to Hutang Usaha, due after the supplier’s terms; the spec’s buy call is unchanged', async () => {
    const refused = async (body: object, status: number) => messageOf(await buy({ trx_date: '2025-03-01', qty_kg: 10, price_per_kg: 7000, ...body }).expect(status));
    expect(await refused({ method: 'credit' }, 400)).toBe('Pilih pemasok untuk pembelian kredit.');
    expect(await refused({ method: 'credit', supplier_id: jaya.id, due_date: '2025-02-28' }, 400)).toBe('Jatuh tempo tidak boleh sebelum tanggal pembelian.');
    expect(await refused({ method: 'cash', due_date: '2025-03-10' }, 400)).toBe('Jatuh tempo hanya untuk pembelian kredit.');
    expect(await refused({ method: 'credit', supplier_id: jaya.id, bank_account_id: acc['1-210'].id }, 400)).toBe('Pembelian kredit tidak dibayar dari kas/bank: kosongkan akun kas/bank.');
    expect(await refused({ method: 'cash', bank_account_id: acc['1-210'].id }, 422)).toBe('Akun 1-210 Bank BCA bukan akun Kas.');
    expect(await refused({ method: 'bon' }, 400)).toBe('Metode bayar harus cash, transfer atau credit.');
    expect(await refused({ method: 'credit', supplier_id: 999999 }, 404)).toBe('Pemasok tidak ditemukan.');

    const first = bodyOf<FeedTxnDto>(await buy({ trx_date: '2025-03-01', qty_kg: 1000, price_per_kg: 7500, ongkir: 150000, bongkar: 50000, method: 'credit', supplier_id: jaya.id }).expect(201));
    expect(first).toMatchObject({ method: 'credit', total_cost: '7700000.00' });
    p1 = first.id!;
    p2 = bodyOf<FeedTxnDto>(await buy({ trx_date: '2025-03-10', qty_kg: 200, price_per_kg: 8000, method: 'credit', supplier_id: jaya.id, due_date: '2025-04-30' }).expect(201)).id!;
    // Hutang 7,700,000 + 1,600,000; Persediaan Pakan the same; Kas and Bank untouched.
    expect([await credit('2-100', '2025-03-31'), await credit('1-400', '2025-03-31'), await credit('1-100', '2025-03-31'), await credit('1-200', '2025-03-31')]).toEqual([
      '9300000.00',
      '-9300000.00',
      '0.00',
      '0.00',
    ]);

    const aged = await payables('2025-03-31', a, 'viewer');
    expect(aged).toMatchObject({ asof: '2025-03-31', total: '9300000.00', ledger_balance: '9300000.00' });
    expect(aged.buckets).toEqual({ belum_jatuh_tempo: '1600000.00', hari_1_30: '7700000.00', hari_31_60: '0.00', hari_61_90: '0.00', lebih_90: '0.00' });
    expect(aged.suppliers.map((s) => [s.name, s.outstanding])).toEqual([['PT Pakan Jaya', '9300000.00']]);
    expect(aged.suppliers[0].purchases.map((p) => [p.code, p.date, p.due_date, p.description, p.total, p.paid, p.outstanding, p.days_overdue, p.bucket])).toEqual([
      ['PB-2503-0001', '2025-03-01', '2025-03-15', 'Pakan 1000 kg', '7700000.00', '0.00', '7700000.00', 16, 'hari_1_30'],
      ['PB-2503-0002', '2025-03-10', '2025-04-30', 'Pakan 200 kg', '1600000.00', '0.00', '1600000.00', 0, 'belum_jatuh_tempo'],
    ]);
    // Before the first purchase nothing is owed.
    expect((await payables('2025-02-28')).total).toBe('0.00');
  });

  it('pays a purchase in two parts: one journal each, Hutang Usaha = Σ open purchases at every date, down to 0', async () => {
    const first = bodyOf<SupplierPaymentDto>(await pay({ supplier_id: jaya.id, date: '2025-03-20', method: 'transfer', allocations: [{ purchase_id: p1, amount: 3000000 }] }).expect(201));
    expect(first).toMatchObject({ amount_total: '3000000.00', journal_code: 'BH-2503-0001', bank_account_id: null });

    // Over-payment: PB-0001 still owes 7,700,000 − 3,000,000 = 4,700,000.
    const over = await pay({ supplier_id: jaya.id, date: '2025-04-05', method: 'cash', allocations: [{ purchase_id: p1, amount: 4700000.01 }] }).expect(422);
    expect(messageOf(over)).toBe('Nilai bayar Rp 4.700.000,01 melebihi sisa hutang Pembelian PB-2503-0001 (Rp 4.700.000).');
    // Another supplier's purchase; a payment before the purchase; a purchase twice; nothing to pay.
    expect(messageOf(await pay({ supplier_id: makmur.id, date: '2025-04-05', method: 'cash', allocations: [{ purchase_id: p2, amount: 1 }] }).expect(422))).toBe(
      'Pembelian PB-2503-0002 bukan dari pemasok ini.',
    );
    expect(messageOf(await pay({ supplier_id: jaya.id, date: '2025-03-05', method: 'cash', allocations: [{ purchase_id: p2, amount: 1 }] }).expect(422))).toBe(
      'Pembelian PB-2503-0002 bertanggal 10/03/2025; pembayaran tidak boleh sebelum tanggal pembelian.',
    );
    expect(messageOf(await pay({ supplier_id: jaya.id, date: '2025-04-05', method: 'cash', allocations: [{ purchase_id: p2, amount: 1 }, { purchase_id: p2, amount: 2 }] }).expect(400))).toBe(
      'Satu pembelian hanya sekali dalam satu pembayaran.',
    );
    expect(messageOf(await pay({ supplier_id: jaya.id, date: '2025-04-05', method: 'cash', allocations: [] }).expect(400))).toBe('Pilih pembelian yang dibayar.');
    expect(messageOf(await pay({ supplier_id: jaya.id, date: '2025-04-05', method: 'cash', allocations: [{ purchase_id: p2, amount: 0 }] }).expect(400))).toBe(
      'Nilai bayar harus lebih dari 0 dengan paling banyak 2 angka desimal.',
    );
    expect((await payables('2025-04-30')).total).toBe('6300000.00'); // nothing of the refusals was kept

    const second = bodyOf<SupplierPaymentDto>(
      await pay({ supplier_id: jaya.id, date: '2025-04-05', method: 'cash', note: 'lunas PB-0001', allocations: [{ purchase_id: p1, amount: 4700000 }, { purchase_id: p2, amount: 600000 }] }).expect(201),
    );
    expect(second).toMatchObject({ amount_total: '5300000.00', journal_code: 'BH-2504-0001' });
    expect(messageOf(await pay({ supplier_id: jaya.id, date: '2025-04-06', method: 'cash', allocations: [{ purchase_id: p1, amount: 1 }] }).expect(422))).toBe('Pembelian PB-2503-0001 sudah lunas.');
    await pay({ supplier_id: jaya.id, date: '2025-04-06', method: 'transfer', bank_account_id: acc['1-210'].id, allocations: [{ purchase_id: p2, amount: 1000000 }] }).expect(201);

    // Hutang Usaha at each date = the payables' total: 9,300,000 − 3,000,000 = 6,300,000 (31/03); − 5,300,000 = 1,000,000 (05/04); 0 (06/04).
    for (const [day, owed] of [['2025-03-31', '6300000.00'], ['2025-04-05', '1000000.00'], ['2025-04-06', '0.00']]) {
      const p = await payables(day);
      expect([day, p.total, p.ledger_balance, await credit('2-100', day)]).toEqual([day, owed, owed, owed]);
    }
    expect((await payables('2025-04-06')).suppliers).toEqual([]);
    // Kas −5,300,000; Bank −3,000,000 of its own; Bank BCA −1,000,000 (credit positive here).
    expect([await credit('1-100', '2025-04-30'), await credit('1-200', '2025-04-30'), await credit('1-210', '2025-04-30')]).toEqual(['5300000.00', '3000000.00', '1000000.00']);
    expect(bodyOf<SupplierDto>(await http().get(`/api/suppliers/${jaya.id}`).set(a.as('viewer')).expect(200)).outstanding).toBe('0.00');
  });

  it('the supplier statement (kartu hutang) lists purchases and payments with the balance after each', async () => {
    const card = bodyOf<SupplierStatementDto>(await http().get(`/api/suppliers/${jaya.id}/statement`).query({ from: '2025-03-05', to: '2025-04-30' }).set(a.as('viewer')).expect(200));
    // Opening at 04/03: PB-0001 7,700,000. Then +1,600,000, −3,000,000, −5,300,000, −1,000,000.
    expect(card).toMatchObject({ name: 'PT Pakan Jaya', phone: '6281234567890', opening_balance: '7700000.00', total_credit: '1600000.00', total_debit: '9300000.00', closing_balance: '0.00' });
    expect(card.rows.map((r) => [r.kind, r.date, r.code, r.debit, r.credit, r.balance])).toEqual([
      ['pembelian', '2025-03-10', 'PB-2503-0002', '0.00', '1600000.00', '9300000.00'],
      ['pembayaran', '2025-03-20', 'BH-2503-0001', '3000000.00', '0.00', '6300000.00'],
      ['pembayaran', '2025-04-05', 'BH-2504-0001', '5300000.00', '0.00', '1000000.00'],
      ['pembayaran', '2025-04-06', 'BH-2504-0002', '1000000.00', '0.00', '0.00'],
    ]);
    expect(card.rows[0].description).toBe('Pakan 200 kg, jatuh tempo 30/04/2025');
  });

  it('a cash or transfer purchase leaves from the chosen account; Hutang Usaha takes no manual journal', async () => {
    // 100 kg × 7,000 = 700,000 from Bank BCA: Cr 1-210 700,000 (1,000,000 + 700,000 = 1,700,000 in all).
    await buy({ trx_date: '2025-04-10', qty_kg: 100, price_per_kg: 7000, method: 'transfer', supplier_id: makmur.id, bank_account_id: acc['1-210'].id }).expect(201);
    expect(await credit('1-210', '2025-04-30')).toBe('1700000.00');
    expect((await payables('2025-04-30')).total).toBe('0.00');
    const manual = await http()
      .post('/api/finance/journals')
      .set(a.as('admin'))
      .send({ trx_date: '2025-04-10', memo: 'hutang manual', lines: [{ account_id: acc['1-100'].id, debit: 1000, credit: 0 }, { account_id: acc['2-100'].id, debit: 0, credit: 1000 }] })
      .expect(422);
    expect(messageOf(manual)).toBe('Akun 2-100 Hutang Usaha hanya diisi dari Pembelian kredit (Transaksi Pakan) dan Bayar Hutang (Hutang Pemasok).');
  });

  it('roles: admin writes, viewer reads, abk and reseller get 403', async () => {
    for (const role of ['abk', 'reseller'] as const) {
      await http().get('/api/suppliers').set(a.as(role)).expect(403);
      await http().get('/api/payables').set(a.as(role)).expect(403);
      await http().get(`/api/suppliers/${jaya.id}/statement`).set(a.as(role)).expect(403);
    }
    for (const role of ['viewer', 'abk', 'reseller'] as const) {
      await http().post('/api/suppliers').set(a.as(role)).send({ name: 'Baru' }).expect(403);
      await http().put(`/api/suppliers/${jaya.id}`).set(a.as(role)).send({ name: 'Baru' }).expect(403);
      await http().post('/api/supplier-payments').set(a.as(role)).send({ supplier_id: jaya.id, date: '2025-04-06', method: 'cash', allocations: [{ purchase_id: p2, amount: 1 }] }).expect(403);
    }
  });

  it('another farm’s supplier and purchase are 404, and its runtime role reads none of them', async () => {
    await http().get(`/api/suppliers/${jaya.id}`).set(b.as('admin')).expect(404);
    await http().put(`/api/suppliers/${jaya.id}`).set(b.as('admin')).send({ name: 'Curang' }).expect(404);
    await http().get(`/api/suppliers/${jaya.id}/statement`).set(b.as('admin')).expect(404);
    expect(messageOf(await buy({ trx_date: '2025-03-01', qty_kg: 1, price_per_kg: 1, method: 'credit', supplier_id: jaya.id }, b).expect(404))).toBe('Pemasok tidak ditemukan.');
    expect(messageOf(await pay({ supplier_id: jaya.id, date: '2025-04-06', method: 'cash', allocations: [{ purchase_id: p2, amount: 1 }] }, b).expect(404))).toBe('Pemasok tidak ditemukan.');
    const own = await addSupplier({ name: 'Pemasok B' }, b);
    expect(messageOf(await pay({ supplier_id: own.id, date: '2025-04-06', method: 'cash', allocations: [{ purchase_id: p2, amount: 1 }] }, b).expect(404))).toBe('Pembelian tidak ditemukan.');
    expect((await payables('2025-04-30', b)).suppliers).toEqual([]);

    const { appUrl } = await prepareTestDatabase();
    const db = new Client({ connectionString: appUrl });
    await db.connect();
    try {
      await db.query('begin');
      await db.query(`select set_config('app.tenant_id', $1, true)`, [b.id]);
      for (const table of ['suppliers', 'supplier_payments', 'supplier_payment_allocations']) {
        expect([table, (await db.query<{ n: number }>(`select count(*)::int as n from ${table} where tenant_id = $1`, [a.id])).rows[0].n]).toEqual([table, 0]);
      }
      expect((await db.query(`update suppliers set name = 'Curang' where tenant_id = $1`, [a.id])).rowCount).toBe(0);
      await expect(db.query(`insert into suppliers (tenant_id, name) values ($1, 'Curang')`, [a.id])).rejects.toThrow(/row-level security/);
      await db.query('rollback');
    } finally {
      await db.end();
    }
  });

  it('the runtime role kpm_app cannot change, remove or add to a payment’s allocations after the fact', async () => {
    const { appUrl } = await prepareTestDatabase();
    const db = new Client({ connectionString: appUrl });
    await db.connect();
    const guard = /Alokasi pembayaran hutang hanya ditulis bersama pembayarannya dan tidak dapat diubah atau dihapus/;
    const refused = async (sql: string, params: unknown[]) => {
      await db.query('savepoint attack');
      await expect(db.query(sql, params)).rejects.toThrow(guard);
      await db.query('rollback to savepoint attack');
    };
    const add = `insert into supplier_payment_allocations (tenant_id, payment_id, supplier_id, purchase_id, amount) values ($1, $2, $3, $4, 1000000)`;
    try {
      await db.query('begin');
      await db.query(`select set_config('app.tenant_id', $1, true)`, [a.id]);
      const { id } = (await db.query<{ id: string }>(`select id from supplier_payments where tenant_id = $1 and journal_code = 'BH-2503-0001'`, [a.id])).rows[0];
      await refused(`update supplier_payment_allocations set amount = 7700000 where tenant_id = $1 and payment_id = $2`, [a.id, id]);
      await refused(`delete from supplier_payment_allocations where tenant_id = $1 and payment_id = $2`, [a.id, id]);
      await refused(add, [a.id, id, jaya.id, p2]);
      // Nor after claiming the payment was made in this transaction (the stamp never changes).
      await db.query(`update supplier_payments set created_txid = txid_current() where tenant_id = $1 and id = $2`, [a.id, id]);
      await refused(add, [a.id, id, jaya.id, p2]);
      await db.query('commit');
    } finally {
      await db.end();
    }
    // Unchanged: at 31/03 BH-2503-0001 still pays 3,000,000 of PB-0001 (9,300,000 − 3,000,000 = 6,300,000 owed); at 30/04 nothing is owed.
    expect([(await payables('2025-03-31')).total, (await payables('2025-04-30')).total]).toEqual(['6300000.00', '0.00']);
  });

  it('what the farm owed a supplier at its start (Saldo Awal) is owed on Hutang and the kartu hutang, and a payment pays it', async () => {
    // Start 01/02/2025: Kas 10,000,000 and 4,000,000 owed to PT Awal (bill 15/01, due 14/02) → Saldo Awal Ekuitas 6,000,000.
    const d = await createTenant(t, 'Pemasok Saldo Awal');
    const s = await addSupplier({ name: 'PT Awal', terms_days: 30 }, d);
    const opening = (payables: object[]) =>
      http().put('/api/finance/opening-balances').set(d.as('admin')).send({ start_date: '2025-02-01', kas: 10000000, banks: [], invoices: [], feed: null, others: [], payables });
    const bill = { supplier_id: s.id, invoice_date: '2025-01-15', due_date: '2025-02-14', amount: 4000000 };
    expect(messageOf(await opening([{ ...bill, supplier_id: 999999 }]).expect(404))).toBe('Pemasok tidak ditemukan (id 999999).');
    const posted = bodyOf<OpeningBalancesDto>(await opening([bill]).expect(200));
    expect(posted).toMatchObject({ total_assets: '10000000.00', total_liabilities: '4000000.00', equity: '6000000.00', journal: { code: 'SA-2501-0001' } });
    expect(posted.payables).toEqual([
      { id: expect.any(Number) as unknown, supplier_id: s.id, supplier: 'PT Awal', invoice_date: '2025-01-15', due_date: '2025-02-14', amount: '4000000.00', paid: '0.00', code: 'SA-2501-0001/1', has_payments: false },
    ]);
    const openingId = posted.payables[0].id;
    expect(await credit('2-100', '2025-01-31', d)).toBe('4000000.00');

    // A credit purchase 05/02: 100 kg × 7,000 = 700,000. Paid 20/02: 1,500,000 of the opening bill + the 700,000 = 2,200,000.
    const p = bodyOf<FeedTxnDto>(await buy({ trx_date: '2025-02-05', qty_kg: 100, price_per_kg: 7000, method: 'credit', supplier_id: s.id }, d).expect(201)).id!;
    const over = [{ kind: 'saldo_awal', purchase_id: openingId, amount: 4000000.01 }];
    expect(messageOf(await pay({ supplier_id: s.id, date: '2025-02-20', method: 'cash', allocations: over }, d).expect(422))).toBe(
      'Nilai bayar Rp 4.000.000,01 melebihi sisa hutang Hutang saldo awal SA-2501-0001/1 (Rp 4.000.000).',
    );
    const both = [{ kind: 'saldo_awal', purchase_id: openingId, amount: 1500000 }, { purchase_id: p, amount: 700000 }];
    expect(bodyOf<SupplierPaymentDto>(await pay({ supplier_id: s.id, date: '2025-02-20', method: 'transfer', allocations: both }, d).expect(201)).amount_total).toBe('2200000.00');

    // At 28/02: 4,000,000 + 700,000 − 2,200,000 = 2,500,000, all of it the opening bill, 14 days overdue.
    const aged = await payables('2025-02-28', d);
    expect([aged.total, aged.ledger_balance]).toEqual(['2500000.00', '2500000.00']);
    expect(aged.suppliers[0].purchases.map((x) => [x.kind, x.code, x.description, x.total, x.paid, x.outstanding, x.days_overdue, x.bucket])).toEqual([
      ['saldo_awal', 'SA-2501-0001/1', 'Saldo awal hutang', '4000000.00', '1500000.00', '2500000.00', 14, 'hari_1_30'],
    ]);
    expect(bodyOf<SupplierDto>(await http().get(`/api/suppliers/${s.id}`).set(d.as('admin')).expect(200)).outstanding).toBe('2500000.00');
    const card = bodyOf<SupplierStatementDto>(await http().get(`/api/suppliers/${s.id}/statement`).query({ from: '2025-01-01', to: '2025-02-28' }).set(d.as('admin')).expect(200));
    expect(card.rows.map((r) => [r.date, r.code, r.debit, r.credit, r.balance])).toEqual([
      ['2025-01-15', 'SA-2501-0001/1', '0.00', '4000000.00', '4000000.00'],
      ['2025-02-05', 'PB-2502-0001', '0.00', '700000.00', '4700000.00'],
      ['2025-02-20', 'BH-2502-0001', '2200000.00', '0.00', '2500000.00'],
    ]);

    // The paid bill stays: it cannot be removed nor lowered below 1,500,000; raised to 4,500,000 the books follow (3,000,000 owed).
    expect(messageOf(await opening([]).expect(422))).toBe('Hutang saldo awal SA-2501-0001/1 (PT Awal) sudah dibayar Rp 1.500.000 dan tidak dapat dihapus.');
    const raised = bodyOf<OpeningBalancesDto>(await opening([{ ...bill, id: openingId, amount: 4500000 }]).expect(200));
    expect(raised.payables.map((x) => [x.id, x.amount, x.paid, x.has_payments])).toEqual([[openingId, '4500000.00', '1500000.00', true]]);
    const after = await payables('2025-02-28', d);
    expect([after.total, after.ledger_balance]).toEqual(['3000000.00', '3000000.00']);
  });

  it('a closed month refuses a credit purchase and a payment dated in it', async () => {
    const c = await createTenant(t, 'Pemasok Tutup');
    const s = await addSupplier({ name: 'PT Tutup', terms_days: 30 }, c);
    const bought = bodyOf<FeedTxnDto>(await buy({ trx_date: '2025-01-10', qty_kg: 100, price_per_kg: 7000, method: 'credit', supplier_id: s.id }, c).expect(201));
    await http().put('/api/finance/lock').set(c.as('admin')).send({ lock_date: '2025-01-31' }).expect(200);
    expect(messageOf(await buy({ trx_date: '2025-01-20', qty_kg: 10, price_per_kg: 7000, method: 'credit', supplier_id: s.id }, c).expect(422))).toBe('Periode sampai 31/01/2025 sudah ditutup.');
    expect(messageOf(await pay({ supplier_id: s.id, date: '2025-01-25', method: 'cash', allocations: [{ purchase_id: bought.id, amount: 100000 }] }, c).expect(422))).toBe(
      'Periode sampai 31/01/2025 sudah ditutup.',
    );
    // 100 × 7,000 = 700,000 still owed, due 10/01 + 30 = 09/02.
    const aged = await payables('2025-02-28', c);
    expect([aged.total, aged.ledger_balance, aged.suppliers[0].purchases[0].due_date, aged.buckets.hari_1_30]).toEqual(['700000.00', '700000.00', '2025-02-09', '700000.00']);
  });
});
