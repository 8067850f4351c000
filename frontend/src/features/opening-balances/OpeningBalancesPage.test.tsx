import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../api/client';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { memberToken } from '../../test/tokens';
import { account } from './opening-balances.fixtures';

const ACCOUNTS = [
  account(1, '1-100', 'Kas', 'asset', { system_key: 'kas' }),
  account(2, '1-200', 'Bank', 'asset', { system_key: 'bank' }),
  account(30, '1-600', 'Peralatan', 'asset'),
  account(6, '2-100', 'Hutang Usaha', 'liability', { system_key: 'hutang' }),
];
const CUSTOMERS = [{ id: 7, name: 'Bu Sri', phone: null, address: null, status: 'active', note: null, user_id: null, created_at: '2025-01-05T02:00:00.000Z', user_email: null, user_role: null, is_me: false }] satisfies Schemas['CustomerDto'][];

/**
 * Posted: Kas 5.000.000, Bank 2.000.000, Bu Sri 1.200.000 (paid 600.000), feed 2.000 kg worth
 * 14.000.000, Peralatan 10.000.000, Hutang 4.000.000. Assets 32.200.000, liabilities 4.000.000,
 * Saldo Awal Ekuitas 28.200.000.
 */
const POSTED = {
  posted: true,
  start_date: '2025-03-01',
  kas: '5000000.00',
  banks: [{ account_id: 2, code: '1-200', name: 'Bank', type: 'asset', amount: '2000000.00' }],
  invoices: [
    { id: 44, customer_id: 7, customer: 'Bu Sri', invoice_date: '2025-02-10', due_date: '2025-03-10', amount: '1200000.00', paid: '600000.00', discount: '0.00', finance_code: 'SA-2502-0001/1', has_payments: true },
  ],
  payables: [],
  feed: { qty_kg: 2000, value: '14000000.00' },
  others: [
    { account_id: 30, code: '1-600', name: 'Peralatan', type: 'asset', amount: '10000000.00' },
    { account_id: 6, code: '2-100', name: 'Hutang Usaha', type: 'liability', amount: '4000000.00' },
  ],
  total_assets: '32200000.00',
  total_liabilities: '4000000.00',
  equity: '28200000.00',
  journal: { id: 9, code: 'SA-2502-0001', trx_date: '2025-02-28' },
} satisfies Schemas['OpeningBalancesDto'];

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  localStorage.setItem('token', memberToken('admin'));
  localStorage.setItem('tenant_id', '1');
});

const routes = (extra: Record<string, unknown> = {}) => ({
  'GET /api/finance/opening-balances': { body: POSTED },
  'GET /api/finance/accounts': { body: ACCOUNTS },
  'GET /api/customers': { body: CUSTOMERS },
  ...extra,
});
const summary = () => within(screen.getByRole('region', { name: 'Ringkasan' }));

describe('Saldo Awal', () => {
  it('shows what was posted, sums it live and reposts after a confirmation', async () => {
    const calls = mockFetch(routes({ 'PUT /api/finance/opening-balances': { body: { ...POSTED, kas: '6000000.00' } satisfies Schemas['OpeningBalancesDto'] } }));
    renderApp('/saldo-awal');
    await screen.findByText(/Saldo awal sudah diposting: jurnal SA-2502-0001 tanggal 28\/02\/2025/, undefined);
    expect(summary().getByTestId('total-aset')).toHaveTextContent('Rp 32.200.000');
    expect(summary().getByTestId('total-kewajiban')).toHaveTextContent('Rp 4.000.000');
    expect(summary().getByTestId('saldo-awal-ekuitas')).toHaveTextContent('Rp 28.200.000');
    // The paid invoice cannot be removed here.
    expect(screen.getByText('Sudah ada pembayaran')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hapus tagihan 1' })).toBeNull();

    // Kas 5.000.000 → 6.000.000,50: assets 33.200.000,50, equity 29.200.000,50.
    const kas = screen.getByRole('textbox', { name: 'Kas (Rp)' });
    fireEvent.change(kas, { target: { value: '6.000.000,50' } });
    expect(summary().getByTestId('total-aset')).toHaveTextContent('Rp 33.200.000,50');
    expect(summary().getByTestId('saldo-awal-ekuitas')).toHaveTextContent('Rp 29.200.000,50');

    fireEvent.click(screen.getByRole('button', { name: 'Posting ulang saldo awal' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Jurnal saldo awal tanggal 28/02/2025: total aset Rp 33.200.000,50, Saldo Awal Ekuitas Rp 29.200.000,50. Jurnal SA-2502-0001 dibalik.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Posting' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toBe('/api/finance/opening-balances');
    expect(put.body).toEqual({
      start_date: '2025-03-01',
      kas: 6000000.5,
      banks: [{ account_id: 2, amount: 2000000 }],
      invoices: [{ id: 44, customer_id: 7, invoice_date: '2025-02-10', due_date: '2025-03-10', amount: 1200000 }],
      payables: [],
      feed: { qty_kg: 2000, value: 14000000 },
      others: [
        { account_id: 30, amount: 10000000 },
        { account_id: 6, amount: 4000000 },
      ],
    });
    expect(await screen.findByText('Saldo awal diposting.')).toBeInTheDocument();
  });

  it('explains a problem of the form before sending anything', async () => {
    const calls = mockFetch(routes());
    renderApp('/saldo-awal');
    await screen.findByText(/Saldo awal sudah diposting/, undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Tambah tagihan' }));
    fireEvent.click(screen.getByRole('button', { name: 'Posting ulang saldo awal' }));
    expect(await screen.findByText('Tagihan baris 2: pilih pelanggannya.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows the server refusing a closed period and turns read-only', async () => {
    mockFetch(routes({ 'PUT /api/finance/opening-balances': { status: 422, body: { success: false, message: 'Periode sampai 31/03/2025 sudah ditutup.' } } }));
    renderApp('/saldo-awal');
    await screen.findByText(/Saldo awal sudah diposting/, undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Posting ulang saldo awal' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Posting' }));
    expect(await screen.findByText('Periode sampai 31/03/2025 sudah ditutup.')).toBeInTheDocument();
    expect(screen.getByText('Saldo awal tidak dapat diubah lagi karena periodenya sudah ditutup.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Posting/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Kas (Rp)' })).toBeDisabled();
  });

  it('is read-only from the start when the month close covers the opening journal', async () => {
    // The SA journal is dated 28/02/2025; the books are closed up to 31/03/2025.
    mockFetch(routes({ 'GET /api/finance/lock': { body: { lock_date: '2025-03-31', first_open_date: '2025-04-01', updated_by: 'Pemilik', updated_at: '2025-04-02T01:00:00Z', can_reopen: false } satisfies Schemas['BookLockDto'] } }));
    renderApp('/saldo-awal');
    expect(await screen.findByText('Saldo awal tidak dapat diubah lagi karena periodenya sudah ditutup.', undefined)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Posting/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Kas (Rp)' })).toBeDisabled();
  });

  it('stays editable when the close is before the opening journal', async () => {
    mockFetch(routes({ 'GET /api/finance/lock': { body: { lock_date: '2025-01-31', first_open_date: '2025-02-01', updated_by: 'Pemilik', updated_at: '2025-02-02T01:00:00Z', can_reopen: false } satisfies Schemas['BookLockDto'] } }));
    renderApp('/saldo-awal');
    expect(await screen.findByRole('button', { name: 'Posting ulang saldo awal' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Kas (Rp)' })).toBeEnabled();
    expect(screen.queryByText('Saldo awal tidak dapat diubah lagi karena periodenya sudah ditutup.')).toBeNull();
  });

  it('starts empty on a new farm', async () => {
    mockFetch(routes({ 'GET /api/finance/opening-balances': { body: { ...POSTED, posted: false, start_date: null, kas: '0.00', banks: [], invoices: [], payables: [], feed: null, others: [], total_assets: '0.00', total_liabilities: '0.00', equity: '0.00', journal: null } satisfies Schemas['OpeningBalancesDto'] } }));
    renderApp('/saldo-awal');
    await screen.findByText(/Isi sekali saat mulai memakai aplikasi/, undefined);
    expect(summary().getByTestId('saldo-awal-ekuitas')).toHaveTextContent('Rp 0');
    fireEvent.click(screen.getByRole('button', { name: 'Posting saldo awal' }));
    expect(await screen.findByText('Tanggal mulai wajib diisi.')).toBeInTheDocument();
  });

  it("adds a receivable's customer in place on a farm without customers and selects it", async () => {
    const NEW_FARM = { ...POSTED, posted: false, start_date: null, kas: '0.00', banks: [], invoices: [], payables: [], feed: null, others: [], total_assets: '0.00', total_liabilities: '0.00', equity: '0.00', journal: null } satisfies Schemas['OpeningBalancesDto'];
    const ani = { ...CUSTOMERS[0], id: 12, name: 'Warung Ani' };
    let customers: Schemas['CustomerDto'][] = [];
    const calls = mockFetch(
      routes({
        'GET /api/finance/opening-balances': { body: NEW_FARM },
        // No bank account under Bank yet (the Bank account itself inactive).
        'GET /api/finance/accounts': { body: [ACCOUNTS[0], { ...ACCOUNTS[1], is_active: false }] },
        'GET /api/customers': () => ({ body: customers }),
        'GET /api/customers/helpers/available-resellers': { body: [] },
        'POST /api/customers': () => {
          customers = [ani];
          return { status: 201, body: ani };
        },
      }),
    );
    renderApp('/saldo-awal');
    await screen.findByText(/Isi sekali saat mulai memakai aplikasi/, undefined);

    // The empty bank picker names what to create and links to Kode Akun.
    fireEvent.click(screen.getByRole('button', { name: 'Tambah rekening bank' }));
    const link = await screen.findByRole('link', { name: 'Buat di Kode Akun' });
    expect(link).toHaveAttribute('href', '/kode-akun');
    expect(link.parentElement).toHaveTextContent('Belum ada rekening bank. Buat di Kode Akun');

    fireEvent.click(screen.getByRole('button', { name: 'Tambah tagihan' }));
    expect(await screen.findByText('Belum ada pelanggan: pilih Tambah pelanggan.')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Pelanggan tagihan 1' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Tambah pelanggan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Pelanggan' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Nama pelanggan' }), { target: { value: ' Warung Ani ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));

    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Pelanggan tagihan 1' })).toHaveTextContent('Warung Ani'));
    expect(screen.queryByRole('dialog', { name: 'Tambah Pelanggan' })).toBeNull();
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body])).toEqual([
      ['/api/customers', { name: 'Warung Ani', phone: null, address: null, status: 'active', note: null, user_id: null }],
    ]);
    expect(screen.queryByText('Belum ada pelanggan: pilih Tambah pelanggan.')).toBeNull();
  });
});
