import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { memberToken } from '../../test/tokens';

const USERS = [
  { id: 'u1', email: 'owner', role: 'owner', created_at: '2025-01-01T00:00:00Z' },
  { id: 'u2', email: 'abk', role: 'abk', created_at: '2025-02-01T00:00:00Z' },
];

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  localStorage.setItem('token', memberToken('admin'));
  localStorage.setItem('tenant_id', '1');
});

describe('Data Users', () => {
  it('lists the users, adds one (validation first) and shows the date of each', async () => {
    const calls = mockFetch({
      'GET /api/users': { body: { items: USERS } },
      'GET /api/users/roles': { body: { items: ['admin', 'abk', 'reseller', 'viewer'] } },
      'POST /api/users': { status: 201, body: { id: 'u3', email: 'baru', role: 'abk', created_at: '2025-03-01T00:00:00Z' } },
    });
    renderApp('/users');
    expect(await screen.findByText('owner', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('01/02/2025')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '+ Tambah User' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Username wajib diisi');
    await userEvent.type(within(dialog).getByLabelText(/Username/), 'baru');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'abc123');
    await userEvent.type(within(dialog).getByLabelText(/Konfirmasi/), 'abc124');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Password & konfirmasi tidak sama');
    await userEvent.clear(within(dialog).getByLabelText(/Konfirmasi/));
    await userEvent.type(within(dialog).getByLabelText(/Konfirmasi/), 'abc123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ email: 'baru', role: 'abk', password: 'abc123' });
    expect(await screen.findByText('User ditambahkan.')).toBeInTheDocument();

  });

  it("shows 'Gagal mengambil users' and the server's refusal", async () => {
    mockFetch({
      'GET /api/users': { status: 500, body: {} },
      'GET /api/users/roles': { body: { items: ['abk'] } },
      'POST /api/users': { status: 409, body: { success: false, message: 'User sudah terdaftar di kandang ini.' } },
    });
    renderApp('/users');
    expect(await screen.findByText('Gagal mengambil users', {}, { timeout: 8000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '+ Tambah User' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Username/), 'abk');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('User sudah terdaftar di kandang ini.'));
  });
});
