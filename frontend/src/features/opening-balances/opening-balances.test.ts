import { describe, expect, it } from 'vitest';
import { account } from './opening-balances.fixtures';
import { accountChoices, dayBefore, emptyForm, formOf, isClosedMessage, openingBody, summaryOf, validateOpening, type OpeningForm } from './opening-balances';


const ACCOUNTS = [
  account(1, '1-100', 'Kas', 'asset', { system_key: 'kas' }),
  account(2, '1-200', 'Bank', 'asset', { system_key: 'bank' }),
  account(20, '1-210', 'Bank BCA', 'asset', { parent_id: 2 }),
  account(3, '1-300', 'Piutang Usaha', 'asset', { system_key: 'piutang', controlled: true }),
  account(4, '1-400', 'Persediaan Pakan', 'asset', { system_key: 'persediaan_pakan', controlled: true }),
  account(30, '1-600', 'Peralatan', 'asset'),
  account(6, '2-100', 'Hutang Usaha', 'liability', { system_key: 'hutang' }),
  account(8, '3-900', 'Saldo Awal Ekuitas', 'equity', { system_key: 'saldo_awal_ekuitas' }),
  account(9, '4-100', 'Penjualan Telur', 'income', { system_key: 'penjualan_telur', controlled: true }),
  account(31, '1-700', 'Lama', 'asset', { is_active: false }),
];
const TYPES = new Map(ACCOUNTS.map((a) => [a.id, a.type]));

const FORM: OpeningForm = {
  startDate: '2025-03-01',
  kas: '5.000.000',
  banks: [
    { accountId: 2, amount: '2.000.000' },
    { accountId: 20, amount: '8.000.000,50' },
  ],
  invoices: [
    { customerId: 7, invoiceDate: '2025-02-10', dueDate: '2025-03-10', amount: '1.200.000' },
    { id: 44, customerId: 8, invoiceDate: '2025-01-15', dueDate: '2025-02-15', amount: '500.000', hasPayments: true },
  ],
  payables: [],
  feedKg: '2.000',
  feedValue: '14.000.000',
  others: [
    { accountId: 30, amount: '10.000.000' },
    { accountId: 6, amount: '4.000.000' },
  ],
};

describe('summary', () => {
  it('adds the assets and takes off the liabilities in cents', () => {
    // Assets: 5,000,000 + 2,000,000 + 8,000,000.50 + 1,200,000 + 500,000 + 14,000,000 + 10,000,000 (Peralatan) = 40,700,000.50.
    // Liabilities: Hutang 4,000,000. Saldo Awal Ekuitas = 36,700,000.50.
    expect(summaryOf(FORM, TYPES)).toEqual({ assets: 4070000050, liabilities: 400000000, equity: 3670000050 });
  });

  it('goes negative when the liabilities are larger, and is null for an amount that is not valid', () => {
    // Kas 100,000 against Hutang 4,000,000: equity −3,900,000 (a debit).
    const f = { ...emptyForm(), kas: '100.000', others: [{ accountId: 6, amount: '4.000.000' }] };
    expect(summaryOf(f, TYPES)).toEqual({ assets: 10000000, liabilities: 400000000, equity: -390000000 });
    expect(summaryOf({ ...f, kas: '1,005' }, TYPES)).toBeNull();
  });
});

describe('validation', () => {
  it('accepts the form and sends amounts as rupiah numbers, keeping the id of a posted invoice', () => {
    expect(validateOpening(FORM)).toBeNull();
    expect(openingBody(FORM)).toEqual({
      start_date: '2025-03-01',
      kas: 5000000,
      banks: [
        { account_id: 2, amount: 2000000 },
        { account_id: 20, amount: 8000000.5 },
      ],
      invoices: [
        { customer_id: 7, invoice_date: '2025-02-10', due_date: '2025-03-10', amount: 1200000 },
        { id: 44, customer_id: 8, invoice_date: '2025-01-15', due_date: '2025-02-15', amount: 500000 },
      ],
      payables: [],
      feed: { qty_kg: 2000, value: 14000000 },
      others: [
        { account_id: 30, amount: 10000000 },
        { account_id: 6, amount: 4000000 },
      ],
    });
  });

  it.each([
    [{ startDate: '' }, 'Tanggal mulai wajib diisi.'],
    [{ kas: '-5' }, 'Kas: jumlah tidak valid (angka ≥ 0, maksimal 2 angka desimal).'],
    [{ banks: [{ accountId: null, amount: '1' }] }, 'Bank baris 1: pilih akunnya.'],
    [{ others: [{ accountId: 6, amount: '1' }, { accountId: 6, amount: '2' }] }, 'Aset/kewajiban lain baris 2: akun sudah dipilih di baris lain.'],
    [{ invoices: [{ customerId: 7, invoiceDate: '2025-03-01', dueDate: '2025-03-10', amount: '1' }] }, 'Tagihan baris 1: tanggal tagihan harus sebelum tanggal mulai (paling lambat 28/02/2025).'],
    [{ invoices: [{ customerId: 7, invoiceDate: '2025-02-10', dueDate: '2025-02-01', amount: '1' }] }, 'Tagihan baris 1: jatuh tempo tidak boleh sebelum tanggal tagihan.'],
    [{ invoices: [{ customerId: null, invoiceDate: '2025-02-10', dueDate: '2025-02-11', amount: '1' }] }, 'Tagihan baris 1: pilih pelanggannya.'],
    [{ invoices: [{ customerId: 7, invoiceDate: '2025-02-10', dueDate: '2025-02-11', amount: '' }] }, 'Tagihan baris 1: jumlah tagihan harus lebih dari 0.'],
    [{ feedValue: '' }, 'Nilai stok pakan wajib diisi bila qty lebih dari 0.'],
    [{ kas: '', banks: [], invoices: [], payables: [], feedKg: '', feedValue: '', others: [] }, 'Isi minimal satu saldo awal.'],
  ] as const)('refuses %j: %s', (patch, message) => {
    expect(validateOpening({ ...FORM, ...patch } as OpeningForm)).toBe(message);
  });
});

describe('what the farm owed its suppliers (Hutang)', () => {
  const owed = { id: 5, supplierId: 3, invoiceDate: '2025-02-15', dueDate: '2025-03-15', amount: '2.500.000,50', hasPayments: true };

  it('counts it as a liability and sends it with its supplier, keeping the id of a posted one', () => {
    // Kas 10,000,000 against 2,500,000.50 owed: Saldo Awal Ekuitas 7,499,999.50.
    const f = { ...emptyForm(), startDate: '2025-03-01', kas: '10.000.000', payables: [owed] };
    expect(summaryOf(f, TYPES)).toEqual({ assets: 1000000000, liabilities: 250000050, equity: 749999950 });
    expect(validateOpening(f)).toBeNull();
    expect(openingBody(f).payables).toEqual([{ id: 5, supplier_id: 3, invoice_date: '2025-02-15', due_date: '2025-03-15', amount: 2500000.5 }]);
  });

  it.each([
    [{ supplierId: null }, 'Hutang baris 1: pilih pemasoknya.'],
    [{ invoiceDate: '2025-03-01' }, 'Hutang baris 1: tanggal hutang harus sebelum tanggal mulai (paling lambat 28/02/2025).'],
    [{ dueDate: '2025-02-14' }, 'Hutang baris 1: jatuh tempo tidak boleh sebelum tanggal hutang.'],
    [{ amount: '0' }, 'Hutang baris 1: jumlah hutang harus lebih dari 0.'],
  ] as const)('refuses a payable with %j: %s', (patch, message) => {
    expect(validateOpening({ ...emptyForm(), startDate: '2025-03-01', kas: '1', payables: [{ ...owed, ...patch }] })).toBe(message);
  });
});

describe('helpers', () => {
  it('dates the opening journal the day before the start, across a month and a leap day', () => {
    expect(dayBefore('2025-03-01')).toBe('2025-02-28');
    expect(dayBefore('2024-03-01')).toBe('2024-02-29');
    expect(dayBefore('2025-01-01')).toBe('2024-12-31');
  });

  it('offers the Bank accounts and the other balance-sheet accounts that are not controlled', () => {
    const { banks, others } = accountChoices(ACCOUNTS);
    expect(banks.map((a) => a.code)).toEqual(['1-200', '1-210']);
    expect(others.map((a) => a.code)).toEqual(['1-600', '2-100']);
  });

  it('reads the server answer into the form and knows the closed-period refusal', () => {
    expect(formOf({ posted: false } as Parameters<typeof formOf>[0])).toEqual(emptyForm());
    expect(isClosedMessage('Periode sampai 31/03/2025 sudah ditutup.')).toBe(true);
    expect(isClosedMessage('Isi minimal satu saldo awal.')).toBe(false);
  });
});
