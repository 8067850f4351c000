import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../api/client';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { memberToken } from '../../test/tokens';

const ROW = {
  sale_id: 11,
  sale_date: '2026-11-18',
  finance_code: 'PT-2611-0011',
  journal_id: 40,
  journal_code: 'PT-2611-0011',
  customer_id: 1,
  customer: 'Reseller Sukamaju',
  payment_status: 'sebagian',
  payment_method: 'piutang',
  due_date: '2026-12-02',
  amount_outstanding: '300000.00',
  amount_paid: '250000.00',
  amount_returned: '0.00',
  amount_discount: '0.00',
  kg_a: 20,
  kg_b: 0,
  kg_c: 0,
  total_kg: 20,
  avg_price_blended: '27500.00',
  total_amount: '550000.00',
  notes: null,
  preorder_id: null,
  is_opening: false,
} satisfies Schemas['SaleRowDto'];
/** The reseller's customer record as GET /api/customers/1 answers it. */
const RESELLER = {
  id: 1,
  name: 'Reseller Sukamaju',
  phone: '6281234500001',
  address: 'Pasar',
  status: 'active',
  note: null,
  user_id: 'u9',
  created_at: '2026-11-02T03:04:05.000Z',
  user_email: 'reseller',
  user_role: 'reseller',
  is_me: false,
} satisfies Schemas['CustomerDto'];
const TOTALS = { count: 1, kg_a: 20, kg_b: 0, kg_c: 0, total_kg: 20, total_amount: '550000.00', amount_paid: '250000.00', amount_returned: '0.00', amount_outstanding: '300000.00', avg_price_blended: '27500.00' } satisfies Schemas['SaleTotalsDto'];
const DETAIL = {
  header: { ...ROW, id: 11, customer_phone: null, customer_address: null, farm_name: 'Kandang Sukamaju', farm_kode: 'SKM' },
  lines: [{ grade: 'A', qty_kg: 20, unit_price: '27500.00', amount: '550000.00' }],
  payments: [],
  returns: [],
  returnable: [{ grade: 'A', sold_kg: 20, returned_kg: 0, returnable_kg: 20, unit_price: '27500.00' }],
} satisfies Schemas['SaleDetailDto'];

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => localStorage.setItem('tenant_id', '1'));

describe('Transaksi Reseller', () => {
  it('admin: customer filter, totals, Terima posts an exact receipt, Hapus asks first', async () => {
    localStorage.setItem('token', memberToken('admin'));
    const calls = mockFetch({
      'GET /api/reseller-sales/list': { body: [ROW] },
      'GET /api/reseller-sales/list/totals': { body: TOTALS },
      'GET /api/reseller-sales/customers': {
        body: [
          { ...RESELLER, is_me: false },
          { ...RESELLER, id: 2, name: 'Saya', phone: null, address: null, note: null, user_id: 'u5', user_email: 'admin', user_role: 'admin', is_me: true },
        ] satisfies Schemas['CustomerDto'][],
      },
      'POST /api/ar-receipts': {
        status: 201,
        body: {
          id: 5, receipt_date: '2026-11-20', customer_id: 1, method: 'cash', memo: null, is_refund: false, amount_total: '290000.00', discount_total: '10000.00',
          bank_fee: '0.00', journal_id: 41, journal_code: 'PP-2611-0005', allocations: [{ sale_id: 11, finance_code: 'PT-2611-0011', amount_applied: '290000.00', discount_applied: '10000.00', amount_outstanding: '0.00', amount_paid: '540000.00', payment_status: 'lunas' }],
        } satisfies Schemas['ReceiptDto'],
      },
      'DELETE /api/egg-sales/11': { body: { success: true, id: 11, reversal_code: 'RV-1' } satisfies Schemas['SaleDeletedDto'] },
    });
    renderApp('/transaksi-reseller');
    expect(await screen.findByText('Reseller Sukamaju')).toBeInTheDocument();
    expect(screen.getByText('Sebagian')).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Ringkasan total' });
    expect(within(totals).getByText('Rp 550.000')).toBeInTheDocument();
    expect(within(totals).getByText('Rp 300.000')).toBeInTheDocument();
    expect(calls.find((c) => c.url.startsWith('/api/reseller-sales/list?'))!.url).toMatch(/from=\d{4}-\d{2}-\d{2}&to=/);

    await userEvent.click(screen.getByRole('combobox', { name: /Pelanggan/ }));
    expect(await screen.findByRole('option', { name: 'Saya (akun ini)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Reseller Sukamaju' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tampilkan' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('/api/reseller-sales/list?') && c.url.includes('customer_id=1'))).toBe(true));

    await userEvent.click(await screen.findByRole('button', { name: 'Terima PT-2611-0011' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/Nilai bayar/)).toHaveValue('300.000');
    await userEvent.clear(within(dialog).getByLabelText(/Nilai bayar/));
    await userEvent.type(within(dialog).getByLabelText(/Nilai bayar/), '300001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/Nilai bayar/)).toHaveAccessibleDescription('Nilai melebihi sisa nota.'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.clear(within(dialog).getByLabelText(/Nilai bayar/));
    await userEvent.type(within(dialog).getByLabelText(/Nilai bayar/), '290000');
    await userEvent.type(within(dialog).getByLabelText(/Diskon/), '10000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      customer_id: 1,
      method: 'cash',
      discount_total: '10000.00',
      allocations: [{ sale_id: 11, amount_applied: '290000.00', discount_applied: '10000.00' }],
    });
    expect(await screen.findByText('Pembayaran tersimpan.')).toBeInTheDocument();

    // the page is hidden from the accessibility tree until the dialog has closed
    await userEvent.click(await screen.findByRole('button', { name: 'Hapus PT-2611-0011' }));
    expect(await screen.findByText('Hapus transaksi PT-2611-0011?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('Transaksi dihapus.')).toBeInTheDocument();
  });

  it('admin: the code opens the journal (Seimbang, lines, totals), the customer name its detail', async () => {
    localStorage.setItem('token', memberToken('admin'));
    const line = (id: number, code: string, name: string, debit: string, credit: string) => ({ id, line_no: id, account_id: id, account_code: code, account_name: name, account_type: 'asset', debit, credit, note: null }) satisfies Schemas['JournalLineDto'];
    mockFetch({
      'GET /api/reseller-sales/list': { body: [ROW] },
      'GET /api/reseller-sales/list/totals': { body: TOTALS },
      'GET /api/reseller-sales/customers': { body: [] satisfies Schemas['CustomerDto'][] },
      'GET /api/finance/journals/40': {
        body: {
          header: {
            id: 40,
            code: 'PT-2611-0011',
            trx_date: '2026-11-18',
            memo: 'Penjualan telur',
            party: null,
            total_debit: '550000.00',
            total_credit: '550000.00',
            balanced: true,
            source_type: 'egg_sale',
            source_id: '11',
            kind: 'original',
            corrects_id: null,
            reverses_id: null,
            reversed: false,
            reversed_by_id: null,
            reversed_by_code: null,
            classes: [1, 4],
          },
          lines: [line(1, '1-300', 'Piutang Usaha', '550000.00', '0.00'), line(2, '4-100', 'Penjualan Telur', '0.00', '550000.00')],
          related: [],
        } satisfies Schemas['JournalDetailDto'],
      },
      'GET /api/customers/1': {
        body: RESELLER,
      },
    });
    renderApp('/transaksi-reseller');
    await userEvent.click(await screen.findByRole('button', { name: 'Jurnal PT-2611-0011' }));
    let dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Seimbang')).toBeInTheDocument();
    expect(within(dialog).getByText('Piutang Usaha')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Rp 550.000')).toHaveLength(4);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Reseller Sukamaju' }));
    dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('link', { name: '6281234500001' })).toHaveAttribute('href', 'https://wa.me/6281234500001');
    expect(within(dialog).getByText('02/11/2026')).toBeInTheDocument();
  });

  it('reseller: no customer filter, only Detail with the sale lines', async () => {
    localStorage.setItem('token', memberToken('reseller'));
    const calls = mockFetch({
      'GET /api/reseller-sales/list': { body: [ROW] },
      'GET /api/reseller-sales/list/totals': { body: TOTALS },
      'GET /api/reseller-sales/11': { body: DETAIL },
    });
    renderApp('/transaksi-reseller');
    expect(await screen.findByText('Reseller Sukamaju')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Pelanggan/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Hapus/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Terima/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Jurnal PT-2611-0011' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/api/reseller-sales/customers'))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Detail PT-2611-0011' }));
    const dialog = await screen.findByRole('dialog');
    const lines = await within(dialog).findByRole('table', { name: 'Baris penjualan' });
    expect(within(lines).getByText('Rp 27.500')).toBeInTheDocument();
    expect(within(lines).getAllByText('Rp 550.000')).toHaveLength(2);
  });

  it("shows the server's text when the list fails", async () => {
    localStorage.setItem('token', memberToken('admin'));
    mockFetch({
      'GET /api/reseller-sales/list': { status: 500, body: { success: false, message: 'Rentang tanggal tidak valid.' } },
      'GET /api/reseller-sales/list/totals': { body: TOTALS },
      'GET /api/reseller-sales/customers': { body: [] satisfies Schemas['CustomerDto'][] },
    });
    renderApp('/transaksi-reseller');
    expect(await screen.findByText('Rentang tanggal tidak valid.')).toBeInTheDocument();
  });
});
