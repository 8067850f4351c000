import { HttpException } from '@nestjs/common';
import { OpeningBalancesBodyDto } from './dto/opening-balances.dto';
import {
  checkFirstJournal,
  checkOpeningAccounts,
  OpeningAccount,
  openingFigures,
  OpeningFigures,
  openingInvoiceChanges,
  openingJournalLines,
  openingPayableChanges,
  openingPosting,
  openingTotals,
  StoredOpeningInvoice,
} from './opening-balances.rules';

/** The status and message a rule refuses with, or null when it accepts. */
const refusal = (run: () => unknown): { status: number; message: string } | null => {
  try {
    run();
    return null;
  } catch (e) {
    if (e instanceof HttpException) return { status: e.getStatus(), message: e.message };
    throw e;
  }
};

/** A body starting 1 Nov 2026 with nothing but what `more` gives. */
const body = (more: Partial<OpeningBalancesBodyDto>): OpeningBalancesBodyDto => ({ start_date: '2026-11-01', kas: 0, banks: [], invoices: [], feed: null, others: [], ...more });

/** An invoice of customer 3 dated 20 Oct 2026, due 20 Nov 2026. */
const invoice = (more: Partial<OpeningBalancesBodyDto['invoices'][number]>) => ({ customer_id: 3, invoice_date: '2026-10-20', due_date: '2026-11-20', amount: 1_200_000, ...more });

describe('opening balances: the figures of a PUT', () => {
  it('reads rupiah as cents and dates the opening the day before the start', () => {
    // Kas Rp 5.000.000,50 = 500,000,050 cents; BCA Rp 2.500.000 = 250,000,000; Hutang Rp 60.000.000 = 6,000,000,000;
    // feed 2.000,5 kg worth Rp 15.000.000 = 1,500,000,000 cents; 1 Nov 2026 − 1 day = 31 Oct 2026.
    const f = openingFigures(
      body({
        kas: 5_000_000.5,
        banks: [{ account_id: 3, amount: 2_500_000 }],
        others: [{ account_id: 20, amount: 60_000_000 }],
        invoices: [invoice({ id: 11 }), invoice({ customer_id: 4, invoice_date: '2026-10-31', due_date: '2026-10-31', amount: 0.01 })],
        feed: { qty_kg: 2000.5, value: 15_000_000 },
      }),
    );
    expect(f).toEqual<OpeningFigures>({
      openingDate: '2026-10-31',
      kas: 500_000_050n,
      banks: [{ account_id: 3, amount: 250_000_000n }],
      others: [{ account_id: 20, amount: 6_000_000_000n }],
      invoices: [
        { id: 11, customer_id: 3, invoice_date: '2026-10-20', due_date: '2026-11-20', amount: 120_000_000n },
        // The last day allowed (31 Oct), due the same day, one cent.
        { id: undefined, customer_id: 4, invoice_date: '2026-10-31', due_date: '2026-10-31', amount: 1n },
      ],
      payables: [],
      feedKg: 2000.5,
      feedValue: 1_500_000_000n,
    });
    // No feed, or feed of 0 kg and Rp 0: none.
    expect(openingFigures(body({ kas: 1 }))).toMatchObject({ feedKg: 0, feedValue: 0n });
    expect(openingFigures(body({ kas: 1, feed: { qty_kg: 0, value: 0 } }))).toMatchObject({ feedKg: 0, feedValue: 0n });
    // The month boundary: start 1 Jan 2027 → opening 31 Dec 2026.
    expect(openingFigures(body({ start_date: '2027-01-01', kas: 1 })).openingDate).toBe('2026-12-31');
  });

  it('refuses an invoice of 0, dated on or after the start date, or due before its date, naming its row', () => {
    expect(refusal(() => openingFigures(body({ invoices: [invoice({}), invoice({ amount: 0 })] })))).toEqual({ status: 400, message: 'Tagihan baris 2: Jumlah tagihan harus lebih dari 0.' });
    expect(refusal(() => openingFigures(body({ invoices: [invoice({ invoice_date: '2026-11-01', due_date: '2026-11-30' })] })))).toEqual({
      status: 400,
      message: 'Tagihan baris 1: tanggal tagihan harus sebelum tanggal mulai (paling lambat 31/10/2026).',
    });
    expect(refusal(() => openingFigures(body({ invoices: [invoice({ due_date: '2026-10-19' })] })))).toEqual({
      status: 400,
      message: 'Tagihan baris 1: jatuh tempo tidak boleh sebelum tanggal tagihan.',
    });
  });

  it('refuses feed kg without a value and a value without kg', () => {
    expect(refusal(() => openingFigures(body({ feed: { qty_kg: 2000, value: 0 } })))).toEqual({ status: 400, message: 'Nilai stok pakan wajib diisi bila qty lebih dari 0.' });
    expect(refusal(() => openingFigures(body({ feed: { qty_kg: 0, value: 0.01 } })))).toEqual({ status: 400, message: 'Qty stok pakan wajib diisi bila nilainya lebih dari 0.' });
  });
});

describe('opening balances: which accounts a row may take', () => {
  const account = (id: number, code: string, name: string, more: Partial<OpeningAccount> = {}): OpeningAccount => ({
    id,
    code,
    name,
    type: 'asset',
    is_active: true,
    control_key: null,
    root: null,
    ...more,
  });
  const accounts = new Map(
    [
      account(1, '1-100', 'Kas', { root: 'kas' }),
      account(2, '1-200', 'Bank', { root: 'bank' }),
      account(3, '1-210', 'Bank BCA', { root: 'bank' }),
      account(4, '1-300', 'Piutang Usaha', { control_key: 'piutang' }),
      account(5, '1-400', 'Persediaan Pakan', { control_key: 'persediaan_pakan' }),
      account(6, '4-100', 'Penjualan Telur', { type: 'income', control_key: 'penjualan_telur' }),
      account(7, '1-500', 'Persediaan Lain', { control_key: 'lainnya' }),
      account(9, '3-900', 'Saldo Awal Ekuitas', { type: 'equity', root: 'saldo_awal_ekuitas' }),
      account(20, '2-100', 'Hutang Bank', { type: 'liability' }),
      account(21, '1-600', 'Kendaraan'),
      account(22, '3-100', 'Modal Pemilik', { type: 'equity' }),
      account(23, '1-700', 'Mesin Lama', { is_active: false }),
      account(24, '1-220', 'Bank Lama', { root: 'bank', is_active: false }),
      account(30, '6-100', 'Beban Listrik', { type: 'expense' }),
    ].map((a) => [a.id, a]),
  );
  const bank = (...ids: number[]) => refusal(() => checkOpeningAccounts(ids.map((account_id) => ({ account_id })), accounts, 'bank'));
  const other = (...ids: number[]) => refusal(() => checkOpeningAccounts(ids.map((account_id) => ({ account_id })), accounts, 'other'));

  it('takes the Bank account and its sub-accounts as bank rows, nothing else', () => {
    expect(bank(2, 3)).toBeNull();
    expect(bank(1)).toEqual({ status: 422, message: 'Akun 1-100 Kas bukan akun Bank.' });
    expect(bank(21)).toEqual({ status: 422, message: 'Akun 1-600 Kendaraan bukan akun Bank.' });
    expect(bank(24)).toEqual({ status: 422, message: 'Akun 1-220 Bank Lama tidak aktif.' });
  });

  it('takes active asset, liability and equity accounts as other rows, outside Kas/Bank, Saldo Awal Ekuitas and the control accounts', () => {
    expect(other(20, 21, 22)).toBeNull();
    expect(other(1)).toEqual({ status: 422, message: 'Akun 1-100 Kas diisi di bagian Kas & Bank.' });
    expect(other(3)).toEqual({ status: 422, message: 'Akun 1-210 Bank BCA diisi di bagian Kas & Bank.' });
    expect(other(9)).toEqual({ status: 422, message: 'Akun 3-900 Saldo Awal Ekuitas dihitung otomatis dari selisih saldo awal.' });
    expect(other(4)).toEqual({ status: 422, message: 'Akun 1-300 Piutang Usaha diisi per pelanggan di bagian Piutang.' });
    expect(other(5)).toEqual({ status: 422, message: 'Akun 1-400 Persediaan Pakan diisi di bagian Stok Pakan.' });
    expect(other(6)).toEqual({ status: 422, message: 'Akun 4-100 Penjualan Telur hanya diisi dari Penjualan Telur.' });
    expect(other(7)).toEqual({ status: 422, message: 'Akun 1-500 Persediaan Lain hanya diisi dari dokumennya.' });
    expect(other(30)).toEqual({ status: 422, message: 'Akun 6-100 Beban Listrik bukan akun aset, kewajiban atau modal.' });
    expect(other(23)).toEqual({ status: 422, message: 'Akun 1-700 Mesin Lama tidak aktif.' });
  });

  it('refuses an unknown account (404) and an account twice in a section (400)', () => {
    expect(other(21, 99)).toEqual({ status: 404, message: 'Akun tidak ditemukan (id 99).' });
    expect(bank(3, 2, 3)).toEqual({ status: 400, message: 'Akun 1-210 Bank BCA diisi lebih dari sekali.' });
    // An inactive account is refused at its first row, before it comes twice.
    expect(other(23, 23)).toEqual({ status: 422, message: 'Akun 1-700 Mesin Lama tidak aktif.' });
    expect(other(21, 21)).toEqual({ status: 400, message: 'Akun 1-600 Kendaraan diisi lebih dari sekali.' });
  });
});

describe('opening balances: the start date comes before every other journal', () => {
  it('refuses a start date after a journal, naming it and the latest start allowed', () => {
    expect(refusal(() => checkFirstJournal(undefined))).toBeNull();
    expect(refusal(() => checkFirstJournal({ code: 'PT-2611-0001', trx_date: '2026-11-02' }))).toEqual({
      status: 422,
      message: 'Sudah ada transaksi PT-2611-0001 tanggal 02/11/2026; saldo awal harus sebelum transaksi pertama (tanggal mulai paling lambat 02/11/2026).',
    });
  });
});

describe('opening balances: the opening journal', () => {
  const types = new Map([
    [20, { type: 'liability' }],
    [21, { type: 'asset' }],
    [22, { type: 'equity' }],
  ]);
  const customers = new Map([[3, 'Toko Maju']]);
  const figures = (more: Partial<OpeningFigures>): OpeningFigures => ({ openingDate: '2026-10-31', kas: 0n, banks: [], others: [], invoices: [], payables: [], feedKg: 0, feedValue: 0n, ...more });

  it('debits the assets, credits the liabilities and equity, and credits the difference to Saldo Awal Ekuitas', () => {
    const lines = openingJournalLines(
      figures({
        kas: 500_000_000n,
        banks: [{ account_id: 3, amount: 250_000_050n }],
        invoices: [{ customer_id: 3, invoice_date: '2026-10-20', due_date: '2026-11-20', amount: 120_000_000n }],
        feedKg: 2000.5,
        feedValue: 1_500_000_000n,
        others: [
          { account_id: 21, amount: 8_000_000_000n },
          { account_id: 20, amount: 6_000_000_000n },
          { account_id: 22, amount: 2_000_000_000n },
        ],
      }),
      types,
      customers,
    );
    // Σ debit = 500,000,000 + 250,000,050 + 120,000,000 + 1,500,000,000 + 8,000,000,000 = 10,370,000,050 cents;
    // Σ credit = 6,000,000,000 + 2,000,000,000 = 8,000,000,000; difference 2,370,000,050 cents (Rp 23.700.000,50) to the credit.
    expect(lines).toEqual([
      { account_key: 'kas', debit: 500_000_000n, note: 'Saldo awal kas' },
      { account_id: 3, debit: 250_000_050n, note: 'Saldo awal bank' },
      { account_key: 'piutang', debit: 120_000_000n, note: 'Saldo awal piutang Toko Maju (20/10/2026)' },
      { account_key: 'persediaan_pakan', debit: 1_500_000_000n, note: 'Saldo awal stok pakan 2.000,5 kg' },
      { account_id: 21, debit: 8_000_000_000n, note: 'Saldo awal' },
      { account_id: 20, credit: 6_000_000_000n, note: 'Saldo awal' },
      { account_id: 22, credit: 2_000_000_000n, note: 'Saldo awal' },
      { account_key: 'saldo_awal_ekuitas', credit: 2_370_000_050n, note: 'Selisih saldo awal' },
    ]);
    const debit = lines.reduce((s, l) => s + (l.debit ?? 0n), 0n);
    const credit = lines.reduce((s, l) => s + (l.credit ?? 0n), 0n);
    expect(debit).toBe(credit);
  });

  it('debits Saldo Awal Ekuitas when the debts are larger, and adds no line when the two sides are equal', () => {
    // Kas 10,000 cents against Hutang Bank 25,050 cents: Saldo Awal Ekuitas debit 25,050 − 10,000 = 15,050 cents.
    expect(openingJournalLines(figures({ kas: 10_000n, others: [{ account_id: 20, amount: 25_050n }] }), types, customers)).toEqual([
      { account_key: 'kas', debit: 10_000n, note: 'Saldo awal kas' },
      { account_id: 20, credit: 25_050n, note: 'Saldo awal' },
      { account_key: 'saldo_awal_ekuitas', debit: 15_050n, note: 'Selisih saldo awal' },
    ]);
    // Kas 10,000 = Modal 10,000: no difference, no equity line.
    expect(openingJournalLines(figures({ kas: 10_000n, others: [{ account_id: 22, amount: 10_000n }] }), types, customers).map((l) => l.account_key ?? l.account_id)).toEqual(['kas', 22]);
    // Only a liability: Kas 0 stays (the posting drops it), Saldo Awal Ekuitas debit 1 cent.
    expect(openingJournalLines(figures({ others: [{ account_id: 20, amount: 1n }] }), types, customers).at(-1)).toEqual({
      account_key: 'saldo_awal_ekuitas',
      debit: 1n,
      note: 'Selisih saldo awal',
    });
  });

  it('refuses an opening where every figure is 0', () => {
    expect(refusal(() => openingJournalLines(figures({ banks: [{ account_id: 3, amount: 0n }], others: [{ account_id: 20, amount: 0n }] }), types, customers))).toEqual({
      status: 400,
      message: 'Isi minimal satu saldo awal.',
    });
  });

  it('posts version 1 first, then reverses the journal in force and counts on', () => {
    const lines = [{ account_key: 'kas' as const, debit: 1n }];
    // Start 1 Nov 2026: the journal is dated 31 Oct 2026.
    expect(openingPosting(undefined, '2026-11-01', lines)).toEqual({
      version: 1,
      reverses: null,
      journal: { trx_date: '2026-10-31', memo: 'Saldo awal per 01/11/2026', source_type: 'opening', source_id: '1', lines },
    });
    // Posted 3 times, journal 57 in force: version 3 + 1 = 4, journal 57 reversed.
    expect(openingPosting({ version: 3, journal_id: 57 }, '2027-03-01', lines)).toMatchObject({
      version: 4,
      reverses: 57,
      journal: { trx_date: '2027-02-28', memo: 'Saldo awal per 01/03/2027', source_id: '4' },
    });
    expect(openingPosting({ version: 2, journal_id: null }, '2026-11-01', lines)).toMatchObject({ version: 3, reverses: null });
  });
});

describe('opening balances: the totals answered', () => {
  it('adds the assets, the liabilities and equity, and gives Saldo Awal Ekuitas as their difference', () => {
    // Assets: 5.000.000 + 2.500.000,50 + 1.200.000 + 300.000,25 + 15.000.000 + 80.000.000 = 104.000.000,75;
    // liabilities and equity: 60.000.000 + 20.000.000 = 80.000.000; equity 104.000.000,75 − 80.000.000 = 24.000.000,75.
    expect(
      openingTotals({
        kas: '5000000.00',
        banks: [{ amount: '2500000.50' }],
        invoices: [{ amount: '1200000.00' }, { amount: '300000.25' }],
        feedValue: '15000000.00',
        others: [
          { type: 'asset', amount: '80000000.00' },
          { type: 'liability', amount: '60000000.00' },
          { type: 'equity', amount: '20000000.00' },
        ],
      }),
    ).toEqual({ total_assets: '104000000.75', total_liabilities: '80000000.00', equity: '24000000.75' });
    // Kas 100,00 against Hutang 250,50 and no feed: equity 100,00 − 250,50 = −150,50 (a debit).
    expect(openingTotals({ kas: '100.00', banks: [], invoices: [], feedValue: null, others: [{ type: 'liability', amount: '250.50' }] })).toEqual({
      total_assets: '100.00',
      total_liabilities: '250.50',
      equity: '-150.50',
    });
  });
});

describe('opening balances: an edit of the opening invoices', () => {
  // Invoice 11 of Toko Maju received Rp 400.000 and a discount of Rp 50.000 (settled Rp 450.000), first on 5 Nov 2026;
  // invoice 12 of Bu Sari received nothing.
  const stored: StoredOpeningInvoice[] = [
    { id: 11, customer_id: 3, customer: 'Toko Maju', paid: '400000.00', discount: '50000.00', finance_code: 'SA-2610-0001/1', first_receipt: '2026-11-05' },
    { id: 12, customer_id: 4, customer: 'Bu Sari', paid: '0.00', discount: '0.00', finance_code: 'SA-2610-0001/2', first_receipt: null },
  ];
  const paid = { id: 11, customer_id: 3, invoice_date: '2026-10-20', due_date: '2026-11-20', amount: 120_000_000n };
  const open = { id: 12, customer_id: 4, invoice_date: '2026-10-25', due_date: '2026-11-25', amount: 30_000_000n };
  const fresh = { customer_id: 5, invoice_date: '2026-10-30', due_date: '2026-11-30', amount: 10_000_000n };
  const edit = (...input: Array<typeof paid | typeof fresh>) => refusal(() => openingInvoiceChanges(input, stored, 'SA-2610-0002'));

  it('keeps the invoices sent back, adds the new ones, removes the others and numbers them by their place', () => {
    expect(openingInvoiceChanges([fresh, paid], stored, 'SA-2610-0002')).toEqual({
      removed: [12],
      keep: [{ ...paid, code: 'SA-2610-0002/2' }],
      add: [{ ...fresh, code: 'SA-2610-0002/1' }],
    });
    // An invoice without payments may change everything: customer 4 → 5, amount down to 1 cent, any date.
    expect(edit(paid, { ...open, customer_id: 5, amount: 1n, invoice_date: '2026-10-31' })).toBeNull();
  });

  it('keeps an invoice with payments at or above what it received, on its customer, dated at the latest on its first payment', () => {
    // Settled 400.000 + 50.000 = Rp 450.000 = 45,000,000 cents: exactly that is allowed, one cent less is not.
    expect(edit({ ...paid, amount: 45_000_000n, invoice_date: '2026-11-05' }, open)).toBeNull();
    expect(edit({ ...paid, amount: 44_999_999n }, open)).toEqual({
      status: 422,
      message: 'Tagihan saldo awal SA-2610-0001/1 (Toko Maju) sudah dibayar Rp 450.000; jumlahnya tidak boleh kurang dari itu.',
    });
    expect(edit({ ...paid, customer_id: 4 }, open)).toEqual({
      status: 422,
      message: 'Tagihan saldo awal SA-2610-0001/1 (Toko Maju) sudah ada pembayaran; pelanggannya tidak dapat diubah.',
    });
    expect(edit({ ...paid, invoice_date: '2026-11-06' }, open)).toEqual({
      status: 422,
      message: 'Tagihan saldo awal SA-2610-0001/1 (Toko Maju): tanggal tagihan tidak boleh sesudah tanggal pembayarannya (05/11/2026).',
    });
  });

  it('refuses to remove an invoice with payments, and an id that is not a stored opening invoice or comes twice', () => {
    expect(edit(open, fresh)).toEqual({ status: 422, message: 'Tagihan saldo awal SA-2610-0001/1 (Toko Maju) sudah menerima pembayaran Rp 450.000 dan tidak dapat dihapus.' });
    expect(edit(paid, { ...open, id: 99 })).toEqual({ status: 404, message: 'Tagihan saldo awal tidak ditemukan (id 99).' });
    expect(edit(paid, open, open)).toEqual({ status: 404, message: 'Tagihan saldo awal tidak ditemukan (id 12).' });
  });
});

describe('opening balances: what the farm owed its suppliers (Hutang, issue #37)', () => {
  const payable = { supplier_id: 7, invoice_date: '2026-10-15', due_date: '2026-11-14', amount: 4_000_000 };

  it('reads each payable as cents with the rules of an invoice, naming its row', () => {
    expect(openingFigures(body({ kas: 1, payables: [payable] })).payables).toEqual([{ id: undefined, supplier_id: 7, invoice_date: '2026-10-15', due_date: '2026-11-14', amount: 400_000_000n }]);
    expect(refusal(() => openingFigures(body({ payables: [payable, { ...payable, amount: 0 }] })))).toEqual({ status: 400, message: 'Hutang baris 2: Jumlah hutang harus lebih dari 0.' });
    expect(refusal(() => openingFigures(body({ payables: [{ ...payable, invoice_date: '2026-11-01', due_date: '2026-11-30' }] })))).toEqual({
      status: 400,
      message: 'Hutang baris 1: tanggal hutang harus sebelum tanggal mulai (paling lambat 31/10/2026).',
    });
    expect(refusal(() => openingFigures(body({ payables: [{ ...payable, due_date: '2026-10-14' }] })))).toEqual({ status: 400, message: 'Hutang baris 1: jatuh tempo tidak boleh sebelum tanggal hutang.' });
  });

  it('credits Hutang Usaha per payable and the equity takes the difference', () => {
    // Kas 10,000,000 (Dr) − Hutang 4,000,000 (Cr) = Saldo Awal Ekuitas 6,000,000 (Cr).
    const f = openingFigures(body({ kas: 10_000_000, payables: [payable] }));
    const lines = openingJournalLines(f, new Map(), new Map(), new Map([[7, 'PT Pakan Jaya']]));
    expect(lines.map((l) => [l.account_key, l.debit ?? 0n, l.credit ?? 0n, l.note])).toEqual([
      ['kas', 1_000_000_000n, 0n, 'Saldo awal kas'],
      ['hutang', 0n, 400_000_000n, 'Saldo awal hutang PT Pakan Jaya (15/10/2026)'],
      ['saldo_awal_ekuitas', 0n, 600_000_000n, 'Selisih saldo awal'],
    ]);
    expect(openingTotals({ kas: '10000000.00', banks: [], invoices: [], payables: [{ amount: '4000000.00' }], feedValue: null, others: [] })).toEqual({
      total_assets: '10000000.00',
      total_liabilities: '4000000.00',
      equity: '6000000.00',
    });
  });

  it('keeps a paid payable with its supplier and at least what was paid; refuses to remove it', () => {
    const stored = [{ id: 5, supplier_id: 7, supplier: 'PT Pakan Jaya', paid: '1500000.00', code: 'SA-2610-0001/1', first_payment: '2026-11-05' }];
    const kept = { id: 5, supplier_id: 7, invoice_date: '2026-10-15', due_date: '2026-11-14', amount: 400_000_000n };
    expect(openingPayableChanges([kept], stored, 'SA-2610-0002')).toEqual({ removed: [], keep: [{ ...kept, code: 'SA-2610-0002/1' }], add: [] });
    const edit = (...input: Array<typeof kept>) => refusal(() => openingPayableChanges(input, stored, 'SA-2610-0002'));
    expect(edit({ ...kept, supplier_id: 8 })).toEqual({ status: 422, message: 'Hutang saldo awal SA-2610-0001/1 (PT Pakan Jaya) sudah ada pembayaran; pemasoknya tidak dapat diubah.' });
    expect(edit({ ...kept, amount: 149_999_999n })).toEqual({ status: 422, message: 'Hutang saldo awal SA-2610-0001/1 (PT Pakan Jaya) sudah dibayar Rp 1.500.000; jumlahnya tidak boleh kurang dari itu.' });
    expect(edit()).toEqual({ status: 422, message: 'Hutang saldo awal SA-2610-0001/1 (PT Pakan Jaya) sudah dibayar Rp 1.500.000 dan tidak dapat dihapus.' });
    expect(edit({ ...kept, id: 6 })).toEqual({ status: 404, message: 'Hutang saldo awal tidak ditemukan (id 6).' });
  });
});
