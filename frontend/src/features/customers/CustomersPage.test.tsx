import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../api/client';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { memberToken } from '../../test/tokens';

const CUSTOMERS = [
  {
    id: 1,
    name: 'Reseller Sukamaju',
    phone: '6281234500001',
    address: 'Pasar Sukamaju',
    status: 'active',
    note: null,
    user_id: 'u9',
    created_at: '2026-11-02T03:04:05.000Z',
    user_email: 'reseller',
    user_role: 'reseller',
    is_me: false,
  },
  { id: 2, name: 'Pak Darto', phone: null, address: null, status: 'inactive', note: null, user_id: null, created_at: '2026-10-01T03:00:00.000Z', user_email: null, user_role: null, is_me: false },
] satisfies Schemas['CustomerDto'][];

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  localStorage.setItem('token', memberToken('admin'));
  localStorage.setItem('tenant_id', '1');
});

describe('Data Pelanggan', () => {
  it('lists customers with a WhatsApp link and adds one (name first, reseller picker)', async () => {
    const calls = mockFetch({
      'GET /api/customers': { body: CUSTOMERS },
      'GET /api/customers/helpers/available-resellers': { body: [{ id: 'u7', email: 'reseller2' }] satisfies Schemas['AvailableResellerDto'][] },
      'POST /api/customers': { status: 201, body: { ...CUSTOMERS[1], id: 3, name: 'Toko Baru', phone: '6281311112222', status: 'active' } satisfies Schemas['CustomerDto'] },
    });
    renderApp('/customers');
    expect(await screen.findByText('Reseller Sukamaju')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '6281234500001' })).toHaveAttribute('href', 'https://wa.me/6281234500001');
    expect(screen.getByText('reseller (reseller)')).toBeInTheDocument();
    expect(screen.getByText('Nonaktif')).toBeInTheDocument();
    expect(screen.getByText('02/11/2026')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '+ Tambah Pelanggan' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/Nama pelanggan/)).toHaveAccessibleDescription('Nama pelanggan wajib.'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.type(within(dialog).getByLabelText(/Nama pelanggan/), 'Toko Baru');
    await userEvent.type(within(dialog).getByLabelText(/Telepon/), '0813-1111-2222');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Akun reseller/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'reseller2' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ name: 'Toko Baru', phone: '0813-1111-2222', address: null, status: 'active', note: null, user_id: 'u7' });
    expect(await screen.findByText('Pelanggan ditambahkan.')).toBeInTheDocument();
  });

  it("edits a customer (its linked reseller offered) and shows the server's refusal", async () => {
    const calls = mockFetch({
      'GET /api/customers': { body: CUSTOMERS },
      'GET /api/customers/helpers/available-resellers': { body: [{ id: 'u9', email: 'reseller' }] satisfies Schemas['AvailableResellerDto'][] },
      'PUT /api/customers/1': { status: 409, body: { success: false, message: 'Akun reseller sudah terhubung ke pelanggan lain.' } },
    });
    renderApp('/customers');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Reseller Sukamaju' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/Nama pelanggan/)).toHaveValue('Reseller Sukamaju');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Akun reseller sudah terhubung ke pelanggan lain.'));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ user_id: 'u9', phone: '6281234500001' });
    expect(calls.some((c) => c.url === '/api/customers/helpers/available-resellers?customer_id=1')).toBe(true);
  });

  it('shows a refusal naming the phone under Telepon, and opens the next customer with its own values', async () => {
    mockFetch({
      'GET /api/customers': { body: CUSTOMERS },
      'GET /api/customers/helpers/available-resellers': { body: [] satisfies Schemas['AvailableResellerDto'][] },
      'PUT /api/customers/1': { status: 400, body: { success: false, message: 'Nomor telepon tidak valid.', field: 'phone' } },
    });
    renderApp('/customers');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Reseller Sukamaju' }));
    let dialog = await screen.findByRole('dialog');
    await userEvent.clear(within(dialog).getByLabelText(/Nama pelanggan/));
    await userEvent.type(within(dialog).getByLabelText(/Nama pelanggan/), 'Diganti');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/Telepon/)).toHaveAccessibleDescription('Nomor telepon tidak valid.'));
    expect(within(dialog).queryByRole('alert')).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Edit Pak Darto' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/Nama pelanggan/)).toHaveValue('Pak Darto');
    expect(within(dialog).getByLabelText(/Telepon/)).toHaveValue('');
    expect(within(dialog).getByLabelText(/Telepon/)).not.toHaveAccessibleDescription('Nomor telepon tidak valid.');
    // The same customer again: its own values, not what was typed before.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Edit Reseller Sukamaju' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/Nama pelanggan/)).toHaveValue('Reseller Sukamaju');
  });

  it('shows the empty state', async () => {
    mockFetch({ 'GET /api/customers': { body: [] satisfies Schemas['CustomerDto'][] } });
    renderApp('/customers');
    expect(await screen.findByText('Belum ada data')).toBeInTheDocument();
  });
});
