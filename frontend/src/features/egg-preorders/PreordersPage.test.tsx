import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../api/client';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { memberToken } from '../../test/tokens';
import { ORDER } from './preorders.fixtures';

const CANCELED = { ...ORDER, id: 8, customer_name: 'Warung Bu Sri', buyer: 'Warung Bu Sri', status: 'canceled', qty_a: 5, remaining_a: 5, qty_b: 0, remaining_b: 0 } satisfies Schemas['PreorderDto'];
const grade = (avail: number) => ({ prod_kg: 500, sold_kg: 500 - avail, avail_kg: avail, reserved_kg: 10 }) satisfies Schemas['GradeAvailabilityDto'];
const AVAILABLE = { date: '2026-11-20', A: grade(100), B: grade(8), C: grade(0), produced: { a: 500, b: 500, c: 500 }, sold: { a: 400, b: 492, c: 500 }, available: { a: 100, b: 8, c: 0 }, reserved: { a: 10, b: 10, c: 10 } } satisfies Schemas['AvailabilityDto'];

/** The cash sale the order becomes: A 15,25 kg × 28.000 = 427.000, B 8 kg × 26.000 = 208.000; 635.000 over 23,25 kg. */
const SALE = {
  header: {
    id: 21, sale_id: 21, sale_date: '2026-11-20', finance_code: 'PT-2611-0021', journal_id: 60, journal_code: 'PT-2611-0021',
    customer_id: 3, customer: 'Toko Roti Enak', customer_phone: null, customer_address: null, farm_name: 'Kandang Sukamaju', farm_kode: 'SKM',
    payment_status: 'lunas', payment_method: 'cash', due_date: null, amount_outstanding: '0.00', amount_paid: '635000.00', amount_discount: '0.00',
    amount_returned: '0.00', kg_a: 15.25, kg_b: 8, kg_c: 0, total_kg: 23.25, avg_price_blended: '27311.83', total_amount: '635000.00', notes: null,
    preorder_id: 7, is_opening: false,
  },
  lines: [
    { grade: 'A', qty_kg: 15.25, unit_price: '28000.00', amount: '427000.00' },
    { grade: 'B', qty_kg: 8, unit_price: '26000.00', amount: '208000.00' },
  ],
  payments: [],
  returns: [],
  returnable: [
    { grade: 'A', sold_kg: 15.25, returned_kg: 0, returnable_kg: 15.25, unit_price: '28000.00' },
    { grade: 'B', sold_kg: 8, returned_kg: 0, returnable_kg: 8, unit_price: '26000.00' },
  ],
} satisfies Schemas['SaleDetailDto'];

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  localStorage.setItem('token', memberToken('admin'));
  localStorage.setItem('tenant_id', '1');
});

describe('Pemesanan Telur', () => {
  it('shows the orders with the reserved kg, struck-out canceled rows, and executes an order into a sale', async () => {
    const calls = mockFetch({
      'GET /api/egg-preorders': { body: [ORDER, CANCELED] },
      'GET /api/egg-sales/available': { body: AVAILABLE },
      'GET /api/egg-sales/last-prices': { body: { customer_id: 3, prices: [{ grade: 'A', unit_price: '27500.00', sale_date: '2026-10-30', sale_id: 4 }] } satisfies Schemas['LastPricesDto'] },
      'POST /api/egg-sales': { status: 201, body: SALE },
    });
    renderApp('/pemesanan-telur');
    const day = await screen.findByRole('region', { name: 'Pesanan per tanggal ambil' });
    expect((await within(day).findAllByText('Toko Roti Enak')).length).toBeGreaterThan(0);
    // reserved = remaining of the orders not canceled: A 15,25, B 10,5
    expect(within(day).getByText(/A 15,25 kg · B 10,50 kg · C 0,00 kg/)).toBeInTheDocument();
    expect(within(day).getByText('40,00 (sisa 15,25)')).toBeInTheDocument();
    expect(within(day).getByRole('button', { name: /^Edit pesanan Warung Bu Sri/ })).toBeDisabled();
    expect(within(day).getByRole('button', { name: /^Eksekusi pesanan Warung Bu Sri/ })).toBeDisabled();
    expect(within(day).queryByRole('button', { name: /^Batalkan pesanan Warung Bu Sri/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ke Penjualan Telur' })).toHaveAttribute('href', '/penjualantelur');

    await userEvent.click(within(day).getByRole('button', { name: /^Eksekusi pesanan Toko Roti Enak/ }));
    const dialog = await screen.findByRole('dialog');
    const stock = within(dialog).getByRole('region', { name: 'Stok tersedia' });
    await waitFor(() => expect(within(stock).getByText('100,00')).toBeInTheDocument());
    // B 10,5 kg ordered but only 8 kg available. Prices: the customer's last A (27.500) is filled in, editable; B was never bought.
    const priceA = within(dialog).getByLabelText('Harga A (Rp/kg)');
    await waitFor(() => expect(priceA).toHaveValue('27.500'));
    expect(priceA).toHaveAccessibleDescription('Harga terakhir 30/10/2026');
    expect(within(dialog).getByLabelText('Harga B (Rp/kg)')).toHaveValue('');
    await userEvent.clear(priceA);
    await userEvent.type(priceA, '28000');
    await userEvent.type(within(dialog).getByLabelText('Harga B (Rp/kg)'), '26000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan Penjualan' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Qty B (kg)')).toHaveAccessibleDescription('Grade B: 10,50 kg melebihi stok 8,00 kg.'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.clear(within(dialog).getByLabelText('Qty B (kg)'));
    await userEvent.type(within(dialog).getByLabelText('Qty B (kg)'), '8');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan Penjualan' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      customer_id: 3,
      payment_method: 'cash',
      due_date: null,
      preorder_id: 7,
      lines: [
        { grade: 'A', qty_kg: 15.25, unit_price: 28000 },
        { grade: 'B', qty_kg: 8, unit_price: 26000 },
      ],
    });
    expect(await screen.findByText('Penjualan tersimpan.')).toBeInTheDocument();
  });

  it("adds an order with the suggested grade-A kg ('Pilih pelanggan.' first) and cancels one after the confirmation", async () => {
    const calls = mockFetch({
      'GET /api/egg-preorders': { body: [ORDER] },
      'GET /api/customers': { body: [{ id: 3, name: 'Toko Roti Enak', phone: null, address: null, status: 'active', note: null, user_id: null, created_at: '2026-01-05T02:00:00.000Z', user_email: null, user_role: null, is_me: false }] satisfies Schemas['CustomerDto'][] },
      'GET /api/egg-preorders/suggest-qty-a': { body: { qty_a: 123.45, from: '2026-11-18', to: '2026-11-19', days: 2 } satisfies Schemas['SuggestQtyDto'] },
      'POST /api/egg-preorders': { status: 201, body: ORDER },
      'DELETE /api/egg-preorders/7': { body: { ...ORDER, status: 'canceled' } satisfies Schemas['PreorderDto'] },
    });
    renderApp('/pemesanan-telur');
    await userEvent.click(await screen.findByRole('button', { name: '+ Tambah Pesanan' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Pelanggan/ })).toHaveAccessibleDescription('Pilih pelanggan.'));
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Pelanggan/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Toko Roti Enak' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saran Qty A' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Qty A (kg)')).toHaveValue('123,45'));
    expect(calls.find((c) => c.url.startsWith('/api/egg-preorders/suggest-qty-a'))!.url).toMatch(/days=2/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ customer_id: 3, qty_a: 123.45, qty_b: 0, qty_c: 0, status: 'confirmed' });
    expect(await screen.findByText('Pesanan tersimpan.')).toBeInTheDocument();

    // the page is hidden from the accessibility tree until the dialog has closed
    const day = await screen.findByRole('region', { name: 'Pesanan per tanggal ambil' });
    await userEvent.click(await within(day).findByRole('button', { name: /^Batalkan pesanan Toko Roti Enak/ }));
    expect(await screen.findByText('Batalkan/hapus pesanan ini?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Batalkan pesanan' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('Pesanan dibatalkan.')).toBeInTheDocument();
  });

  it('shows a refused pickup date under Tanggal ambil, another refusal at the top, and reopens with the next order', async () => {
    const OTHER = { ...ORDER, id: 9, customer_id: 4, customer_name: 'Warung Bu Sri', buyer: 'Warung Bu Sri', qty_a: 12, remaining_a: 12, qty_b: 0, remaining_b: 0, notes: 'Sore' } satisfies Schemas['PreorderDto'];
    const customers = [3, 4].map((id) => ({ id, name: id === 3 ? 'Toko Roti Enak' : 'Warung Bu Sri', phone: null, address: null, status: 'active', note: null, user_id: null, created_at: '2026-01-05T02:00:00.000Z', user_email: null, user_role: null, is_me: false })) satisfies Schemas['CustomerDto'][];
    const calls = mockFetch({
      'GET /api/egg-preorders': { body: [ORDER, OTHER] },
      'GET /api/customers': { body: customers },
      'PUT /api/egg-preorders/7': { status: 400, body: { success: false, message: 'Tanggal ambil tidak valid.', field: 'due_date' } },
      'PUT /api/egg-preorders/9': { status: 409, body: { success: false, message: 'Pesanan sudah berubah.' } },
    });
    renderApp('/pemesanan-telur');
    const day = await screen.findByRole('region', { name: 'Pesanan per tanggal ambil' });
    await userEvent.click(await within(day).findByRole('button', { name: /^Edit pesanan Toko Roti Enak/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Pesanan' });
    expect(within(dialog).getByLabelText('Qty A (kg)')).toHaveValue('40');
    await userEvent.clear(within(dialog).getByLabelText('Qty C (kg)'));
    await userEvent.type(within(dialog).getByLabelText('Qty C (kg)'), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Tanggal ambil/ })).toHaveAccessibleDescription('Tanggal ambil tidak valid.'));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ customer_id: 3, qty_a: 40, qty_b: 10.5, qty_c: 3 });
    expect(within(dialog).queryByRole('alert')).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(within(day).getByRole('button', { name: /^Edit pesanan Warung Bu Sri/ }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Pesanan' });
    // The other order's own values, none of what was typed or refused before.
    expect(within(dialog).getByLabelText('Qty A (kg)')).toHaveValue('12');
    expect(within(dialog).getByLabelText('Qty C (kg)')).toHaveValue('');
    expect(within(dialog).getByLabelText('Catatan')).toHaveValue('Sore');
    expect(within(dialog).getByRole('textbox', { name: /Tanggal ambil/ })).not.toHaveAccessibleDescription('Tanggal ambil tidak valid.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Gagal update pesanan: Pesanan sudah berubah.');
  });

  it("shows 'Gagal memuat: …' for both lists", async () => {
    mockFetch({ 'GET /api/egg-preorders': { status: 500, body: { success: false, message: 'Rentang tidak valid.' } } });
    renderApp('/pemesanan-telur');
    expect((await screen.findAllByText('Gagal memuat: Rentang tidak valid.')).length).toBe(2);
  });
});
