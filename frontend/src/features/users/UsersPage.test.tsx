import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../api/client';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { memberToken } from '../../test/tokens';

const USERS = [
  { id: 'u1', email: 'owner', role: 'owner', aktif: true, nonaktif_abk: false, created_at: '2025-01-01T00:00:00Z' },
  { id: 'u2', email: 'abk', role: 'abk', aktif: true, nonaktif_abk: false, created_at: '2025-02-01T00:00:00Z' },
  { id: 'u3', email: 'lama', role: 'viewer', aktif: false, nonaktif_abk: false, created_at: '2025-02-02T00:00:00Z' },
] satisfies Schemas['UserDto'][];

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  localStorage.setItem('token', memberToken('admin'));
  localStorage.setItem('tenant_id', '1');
});

describe('Data Users', () => {
  it('lists the users, adds one (validation first) and shows the date of each', async () => {
    const calls = mockFetch({
      'GET /api/users': { body: { items: USERS } satisfies Schemas['UserListDto'] },
      'GET /api/users/roles': { body: { items: ['admin', 'abk', 'reseller', 'viewer'] } satisfies Schemas['RolesDto'] },
      'POST /api/users': { status: 201, body: { id: 'u4', email: 'baru', role: 'abk', aktif: true, nonaktif_abk: false, created_at: '2025-03-01T00:00:00Z' } satisfies Schemas['UserDto'] },
    });
    renderApp('/users');
    expect(await screen.findByText('owner')).toBeInTheDocument();
    expect(screen.getByText('01/02/2025')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '+ Tambah User' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/Username/)).toHaveAccessibleDescription('Username wajib diisi'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.type(within(dialog).getByLabelText(/Username/), 'baru');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'abc123');
    await userEvent.type(within(dialog).getByLabelText(/Konfirmasi/), 'abc124');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/Konfirmasi/)).toHaveAccessibleDescription('Password & konfirmasi tidak sama'));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.clear(within(dialog).getByLabelText(/Konfirmasi/));
    await userEvent.type(within(dialog).getByLabelText(/Konfirmasi/), 'abc123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ email: 'baru', role: 'abk', password: 'abc123' });
    expect(await screen.findByText('User ditambahkan.')).toBeInTheDocument();

  });

  it('shows a refused password under Password, and opens the next user with its own values', async () => {
    mockFetch({
      'GET /api/users': { body: { items: USERS } satisfies Schemas['UserListDto'] },
      'GET /api/users/roles': { body: { items: ['admin', 'abk', 'reseller', 'viewer'] } satisfies Schemas['RolesDto'] },
      'PUT /api/users/u2': { status: 400, body: { success: false, message: 'Password maksimal 128 karakter.', field: 'password' } },
    });
    renderApp('/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit abk' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).getByLabelText(/Username/)).toHaveValue('abk');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'rahasia1');
    await userEvent.type(within(dialog).getByLabelText(/Konfirmasi/), 'rahasia1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^Password/)).toHaveAccessibleDescription('Password maksimal 128 karakter.'));
    expect(within(dialog).queryByRole('alert')).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Edit lama' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).getByLabelText(/Username/)).toHaveValue('lama');
    expect(within(dialog).getByRole('combobox', { name: /Role/ })).toHaveTextContent('Viewer');
    expect(within(dialog).getByLabelText(/^Password/)).toHaveValue('');
    expect(within(dialog).getByLabelText(/^Password/)).toHaveAccessibleDescription('Kosongkan bila tidak diubah');
  });

  it("shows 'Gagal mengambil users' and the server's refusal", async () => {
    mockFetch({
      'GET /api/users': { status: 500, body: {} },
      'GET /api/users/roles': { body: { items: ['abk'] } satisfies Schemas['RolesDto'] },
      'POST /api/users': { status: 409, body: { success: false, message: 'Username sudah dipakai.' } },
    });
    renderApp('/users');
    expect(await screen.findByText('Gagal mengambil users')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '+ Tambah User' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Username/), 'abk');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Username sudah dipakai.'));
  });

  it('names a member switched off through Data ABK (nonaktif or past its end date) although its switch is on', async () => {
    mockFetch({
      'GET /api/users': { body: { items: [USERS[0], { ...USERS[1], nonaktif_abk: true }] } satisfies Schemas['UserListDto'] },
      'GET /api/users/roles': { body: { items: ['admin', 'abk', 'reseller', 'viewer'] } satisfies Schemas['RolesDto'] },
    });
    renderApp('/users');
    expect(await screen.findByText('Nonaktif (Data ABK)')).toBeInTheDocument();
    expect(screen.getAllByText('Aktif')).toHaveLength(1);
    expect(screen.getByRole('switch', { name: 'Nonaktifkan abk' })).toBeChecked();
  });

  it('shows Aktif/Nonaktif; switching off asks first and sends aktif:false, switching on sends aktif:true at once', async () => {
    const calls = mockFetch({
      'GET /api/users': { body: { items: USERS } satisfies Schemas['UserListDto'] },
      'GET /api/users/roles': { body: { items: ['admin', 'abk', 'reseller', 'viewer'] } satisfies Schemas['RolesDto'] },
      'PUT /api/users/u2': { body: { ...USERS[1], aktif: false } satisfies Schemas['UserDto'] },
      'PUT /api/users/u3': { body: { ...USERS[2], aktif: true } satisfies Schemas['UserDto'] },
    });
    renderApp('/users');
    await screen.findByText('lama');
    expect(screen.getAllByText('Aktif')).toHaveLength(2);
    expect(screen.getByText('Nonaktif')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch', { name: 'Nonaktifkan abk' }));
    const confirm = await screen.findByRole('dialog', { name: 'Nonaktifkan user' });
    expect(confirm).toHaveTextContent('Semua sesinya langsung berakhir');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Tidak' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.click(screen.getByRole('switch', { name: 'Nonaktifkan abk' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Nonaktifkan user' })).getByRole('button', { name: 'Nonaktifkan' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT' && c.url === '/api/users/u2')?.body).toEqual({ aktif: false }));
    expect(await screen.findByText('abk dinonaktifkan; sesinya diakhiri.')).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('switch', { name: 'Aktifkan lama' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT' && c.url === '/api/users/u3')?.body).toEqual({ aktif: true }));
  });

  it("an admin's screen disables edit and on/off on another admin's and the owner's rows; the owner's screen does not", async () => {
    const admin2 = { id: 'u6', email: 'admin2', role: 'admin', aktif: true, nonaktif_abk: false, created_at: '2025-02-03T00:00:00Z' } satisfies Schemas['UserDto'];
    mockFetch({
      'GET /api/users': { body: { items: [...USERS, admin2] } satisfies Schemas['UserListDto'] },
      'GET /api/users/roles': { body: { items: ['admin', 'abk', 'reseller', 'viewer'] } satisfies Schemas['RolesDto'] },
    });
    const { unmount } = renderApp('/users');
    expect(await screen.findByRole('button', { name: 'Edit abk' })).toBeEnabled();
    for (const name of ['owner', 'admin2']) {
      expect(screen.getByRole('button', { name: `Edit ${name}` })).toBeDisabled();
      expect(screen.getByRole('switch', { name: `Nonaktifkan ${name}` })).toBeDisabled();
    }
    expect(screen.getByRole('switch', { name: 'Nonaktifkan abk' })).toBeEnabled();
    unmount();

    localStorage.setItem('token', memberToken('owner'));
    mockFetch({
      'GET /api/users': { body: { items: [...USERS, admin2] } satisfies Schemas['UserListDto'] },
      'GET /api/users/roles': { body: { items: ['owner', 'admin', 'abk', 'reseller', 'viewer'] } satisfies Schemas['RolesDto'] },
    });
    renderApp('/users');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit admin2' })).toBeEnabled());
    expect(screen.getByRole('switch', { name: 'Nonaktifkan admin2' })).toBeEnabled();
  });

  it("shows the server's refusal of a deactivation in the confirmation", async () => {
    mockFetch({
      'GET /api/users': { body: { items: USERS } satisfies Schemas['UserListDto'] },
      'GET /api/users/roles': { body: { items: ['owner', 'admin', 'abk', 'reseller', 'viewer'] } satisfies Schemas['RolesDto'] },
      'PUT /api/users/u1': { status: 422, body: { success: false, message: 'Owner aktif terakhir kandang ini tidak dapat dinonaktifkan atau dihapus.' } },
    });
    renderApp('/users');
    await userEvent.click(await screen.findByRole('switch', { name: 'Nonaktifkan owner' }));
    const confirm = await screen.findByRole('dialog', { name: 'Nonaktifkan user' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Nonaktifkan' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('Owner aktif terakhir kandang ini tidak dapat dinonaktifkan atau dihapus.');
  });

  it('invites an existing account: the code and link shown once, copied; the pending list with Batalkan', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const pending = [{ id: 7, role: 'abk', created_by: 'admin', created_at: '2025-03-01T00:00:00Z', expires_at: '2025-03-08T00:00:00Z' }] satisfies Schemas['InvitationDto'][];
    const calls = mockFetch({
      'GET /api/users': { body: { items: USERS } satisfies Schemas['UserListDto'] },
      'GET /api/users/roles': { body: { items: ['admin', 'abk', 'reseller', 'viewer'] } satisfies Schemas['RolesDto'] },
      'GET /api/users/invitations': () => ({ body: { items: pending } satisfies Schemas['InvitationListDto'] }),
      'POST /api/users/invitations': { status: 201, body: { id: 8, code: 'KODE-RAHASIA-123456789012', link: '/my-info?undangan=KODE-RAHASIA-123456789012', role: 'viewer', expires_at: '2025-03-09T00:00:00Z' } satisfies Schemas['InvitationCreatedDto'] },
      'DELETE /api/users/invitations/7': { body: { success: true } satisfies Schemas['SuccessDto'] },
    });
    renderApp('/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Undang akun yang sudah ada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Undang akun yang sudah ada' });
    expect(await within(dialog).findByText(/Abk|ABK/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buat undangan' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ role: 'viewer' }));
    expect(await within(dialog).findByDisplayValue('KODE-RAHASIA-123456789012')).toBeInTheDocument();
    const url = `${window.location.origin}/my-info?undangan=KODE-RAHASIA-123456789012`;
    expect(within(dialog).getByDisplayValue(url)).toBeInTheDocument();
    expect(within(dialog).getByText(/hanya ditampilkan sekali/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salin tautan' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await within(dialog).findByText('Tautan undangan disalin.')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Batalkan undangan 7' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/users/invitations/7')).toBe(true));

    // Opened again: no code shown any more, the role form back.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Undang akun yang sudah ada' }));
    const again = await screen.findByRole('dialog', { name: 'Undang akun yang sudah ada' });
    expect(within(again).queryByDisplayValue('KODE-RAHASIA-123456789012')).toBeNull();
    expect(within(again).getByRole('button', { name: 'Buat undangan' })).toBeInTheDocument();
    expect(within(again).queryByText('Tautan undangan disalin.')).toBeNull();
  });

  it('shows a refused role under Role in the invitation', async () => {
    mockFetch({
      'GET /api/users': { body: { items: USERS } satisfies Schemas['UserListDto'] },
      'GET /api/users/roles': { body: { items: ['admin', 'abk', 'reseller', 'viewer'] } satisfies Schemas['RolesDto'] },
      'GET /api/users/invitations': { body: { items: [] } satisfies Schemas['InvitationListDto'] },
      'POST /api/users/invitations': { status: 400, body: { success: false, message: 'Role tidak valid.', field: 'role' } },
    });
    renderApp('/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Undang akun yang sudah ada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Undang akun yang sudah ada' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buat undangan' }));
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Role/ })).toHaveAccessibleDescription('Role tidak valid.'));
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('removes a member from the farm after a confirmation', async () => {
    const calls = mockFetch({
      'GET /api/users': { body: { items: USERS } satisfies Schemas['UserListDto'] },
      'GET /api/users/roles': { body: { items: ['admin', 'abk', 'reseller', 'viewer'] } satisfies Schemas['RolesDto'] },
      'DELETE /api/users/u2': { body: { success: true, message: 'User dihapus dari kandang ini.' } satisfies Schemas['SuccessMessageDto'] },
    });
    renderApp('/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit abk' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Edit User' })).getByRole('button', { name: 'Hapus dari kandang' }));
    const confirm = await screen.findByRole('dialog', { name: 'Hapus user dari kandang' });
    expect(confirm).toHaveTextContent('Hapus abk dari kandang ini?');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/users/u2')).toBe(true));
    expect(await screen.findByText('abk dihapus dari kandang ini.')).toBeInTheDocument();
  });
});
