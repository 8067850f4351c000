import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../api/client';
import { mockFetch, type Handler } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { makeToken, memberToken } from '../../test/tokens';

const STRUCTURE = [
  {
    id: 1,
    nama: 'Farm Sukamaju',
    lokasi: 'Farm Sukamaju',
    plants: [
      {
        id: 10,
        nama: 'Plant 1',
        plant: 'Plant 1',
        lokasi_id: 1,
        jalur: [
          {
            id: 100,
            nama: 'Jalur 1',
            jalur: 'Jalur 1',
            plant_id: 10,
            bagian: [
              {
                id: 1000,
                nama: 'kanan',
                bagian: 'kanan',
                jalur_id: 100,
                tingkats: [
                  { id: 1, nama: 'T10', tingkat: 'T10', bagian_id: 1000 },
                  { id: 2, nama: 'T2', tingkat: 'T2', bagian_id: 1000 },
                  { id: 3, nama: 'T1', tingkat: 'T1', bagian_id: 1000 },
                ],
              },
              { id: 1001, nama: 'kiri', bagian: 'kiri', jalur_id: 100, tingkats: [] },
            ],
          },
          { id: 101, nama: 'Jalur 2', jalur: 'Jalur 2', plant_id: 10, bagian: [] },
        ],
      },
      { id: 11, nama: 'Plant 2', plant: 'Plant 2', lokasi_id: 1, jalur: [] },
    ],
  },
  { id: 2, nama: 'Farm Baru', lokasi: 'Farm Baru', plants: [] },
] satisfies Schemas['LokasiNode'][];
/** The signed-in admin as the session answers name them. */
const ADMIN = { id: 'u5', email: 'admin', role: 'user' } satisfies Schemas['SessionUserDto'];

afterEach(() => vi.unstubAllGlobals());

beforeEach(() => {
  localStorage.setItem('token', memberToken('admin'));
  localStorage.setItem('tenant_id', '1');
});

function serve(extra: Record<string, Handler | { status?: number; body?: unknown }> = {}) {
  return mockFetch({ 'GET /api/coop/structure': { body: STRUCTURE }, ...extra });
}

async function openPage() {
  renderApp('/struktur-kandang');
  return screen.findByRole('region', { name: 'Jalur 1' });
}

async function openAddDialog(type: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Tambah' }));
  await user.click(await screen.findByRole('menuitem', { name: type }));
  const dialog = await screen.findByRole('dialog', { name: `Tambah ${type}` });
  return { user, dialog };
}

async function choose(user: ReturnType<typeof userEvent.setup>, scope: HTMLElement, label: string, option: string) {
  await user.click(within(scope).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const requests = (calls: ReturnType<typeof mockFetch>, method: string) =>
  calls.filter((c) => c.method === method).map((c) => ({ url: c.url, body: c.body }));

describe('Struktur Kandang: showing the structure', () => {
  it('shows lokasi, plant, counts and one card per jalur with tiers in natural order', async () => {
    const calls = serve();
    const jalur1 = await openPage();
    expect(screen.getByRole('combobox', { name: 'Lokasi' })).toHaveTextContent('Farm Sukamaju');
    expect(screen.getByRole('combobox', { name: 'Plant' })).toHaveTextContent('Plant 1');
    expect(screen.getByLabelText('Jalur: 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Bagian: 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Tingkat: 3')).toBeInTheDocument();

    const kanan = within(jalur1).getByRole('listitem', { name: 'Bagian kanan' });
    const tiers = within(kanan)
      .getAllByRole('button')
      .map((b) => b.textContent)
      .filter((t) => /^T\d+$/.test(t ?? ''));
    expect(tiers).toEqual(['T1', 'T2', 'T10']);
    expect(within(jalur1).getByRole('listitem', { name: 'Bagian kiri' })).toHaveTextContent('Belum ada tingkat');
    expect(screen.getByRole('region', { name: 'Jalur 2' })).toHaveTextContent('Belum ada bagian di jalur ini.');
    expect(screen.getByText(/Setiap kartu jalur menampilkan semua bagian beserta tingkatnya/)).toBeInTheDocument();
    expect(calls[0].headers.get('x-tenant-id')).toBe('1');
  });

  it('says the structure was not found for a plant without jalur', async () => {
    serve();
    await openPage();
    const user = userEvent.setup();
    await choose(user, document.body, 'Plant', 'Plant 2');
    expect(await screen.findByText('Struktur tidak ditemukan.')).toBeInTheDocument();
    expect(screen.getByLabelText('Jalur: 0')).toBeInTheDocument();
  });

  it('says the structure was not found when the tenant has none, and offers the set-up form in its place', async () => {
    mockFetch({ 'GET /api/coop/structure': { body: [] satisfies Schemas['LokasiNode'][] } });
    renderApp('/struktur-kandang');
    expect(await screen.findByText('Struktur tidak ditemukan.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Susun struktur kandang' })).toBeInTheDocument();
  });

  it('shows "Gagal mengambil struktur" when loading fails', async () => {
    mockFetch({ 'GET /api/coop/structure': { status: 500, body: { success: false, message: 'Kesalahan server' } } });
    renderApp('/struktur-kandang');
    expect(await screen.findByText('Gagal mengambil struktur')).toBeInTheDocument();
  });

  it('shows "Tenant belum dipilih." when no tenant can be resolved', async () => {
    localStorage.removeItem('tenant_id');
    localStorage.setItem('token', makeToken({ role: 'user', tenant_role: 'admin' }));
    const calls = mockFetch({
      'GET /api/auth/summary': { body: { success: true, user: ADMIN, role: 'user', tenant_role: null, tenant: null, memberships: [] } satisfies Schemas['SummaryResponseDto'] },
      'GET /api/my': { body: { success: true, user: ADMIN, tenant: null, kandang_id: null } satisfies Schemas['MyResponseDto'] },
    });
    renderApp('/struktur-kandang');
    expect(await screen.findByText(/^Tenant belum dipilih/)).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/summary', '/api/my']);
  });

  it('resolves the tenant from the authentication summary', async () => {
    localStorage.removeItem('tenant_id');
    localStorage.setItem('token', makeToken({ role: 'user', tenant_role: 'admin' }));
    const calls = serve({
      'GET /api/auth/summary': {
        body: {
          success: true,
          user: ADMIN,
          role: 'user',
          tenant_role: 'admin',
          tenant: { id: 'abc', kode: 'SKM', nama: 'Kandang Sukamaju' },
          memberships: [{ kandang_id: 'abc', id: 'abc', kode: 'SKM', nama: 'Kandang Sukamaju', role: 'admin' }],
        } satisfies Schemas['SummaryResponseDto'],
      },
    });
    await openPage();
    expect(calls.find((c) => c.url === '/api/coop/structure')?.headers.get('x-tenant-id')).toBe('abc');
  });
});

describe('Struktur Kandang: adding and editing', () => {
  it('asks to fill every field and sends nothing', async () => {
    const calls = serve();
    await openPage();
    const { user, dialog } = await openAddDialog('Lokasi');
    await user.click(within(dialog).getByRole('button', { name: 'Tambah' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Nama Lokasi' })).toHaveAccessibleDescription('Mohon lengkapi semua field.'));
    expect(requests(calls, 'POST')).toEqual([]);
  });

  it('adds a jalur to the chosen plant and reloads the structure', async () => {
    const calls = serve({ 'POST /api/coop/jalur': { status: 201, body: { success: true, id: 102 } } });
    await openPage();
    const { user, dialog } = await openAddDialog('Jalur');
    expect(within(dialog).getByRole('combobox', { name: 'Lokasi' })).toHaveTextContent('Farm Sukamaju');
    expect(within(dialog).getByRole('combobox', { name: 'Plant' })).toHaveTextContent('Plant 1');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nama Jalur' }), 'Jalur 3');
    await user.click(within(dialog).getByRole('button', { name: 'Tambah' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Tambah Jalur' })).toBeNull());
    expect(requests(calls, 'POST')).toEqual([{ url: '/api/coop/jalur', body: { jalur: 'Jalur 3', plant_id: 10 } }]);
    expect(calls.filter((c) => c.url === '/api/coop/structure')).toHaveLength(2);
    expect(await screen.findByText('Jalur berhasil ditambahkan.')).toBeInTheDocument();
  });

  it('adds a tingkat only once jalur, bagian and name are chosen', async () => {
    const calls = serve({ 'POST /api/coop/tingkat': { status: 201, body: { success: true, id: 9 } } });
    await openPage();
    const { user, dialog } = await openAddDialog('Tingkat');
    await choose(user, dialog, 'Jalur', 'Jalur 1');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nama Tingkat' }), 'T3');
    await user.click(within(dialog).getByRole('button', { name: 'Tambah' }));
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Bagian' })).toHaveAccessibleDescription('Mohon lengkapi semua field.'));
    expect(requests(calls, 'POST')).toEqual([]);
    await choose(user, dialog, 'Bagian', 'kiri');
    await user.click(within(dialog).getByRole('button', { name: 'Tambah' }));
    await waitFor(() => expect(requests(calls, 'POST')).toEqual([{ url: '/api/coop/tingkat', body: { tingkat: 'T3', bagian_id: 1001 } }]));
  });

  it('edits a tingkat from its chip and offers Hapus in edit mode', async () => {
    const calls = serve({ 'PUT /api/coop/tingkat/2': { body: { success: true } } });
    const jalur1 = await openPage();
    const user = userEvent.setup();
    await user.click(within(jalur1).getByRole('button', { name: 'T2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Tingkat' });
    expect(within(dialog).getByRole('button', { name: 'Hapus' })).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: 'Nama Tingkat' });
    expect(name).toHaveValue('T2');
    await user.clear(name);
    await user.type(name, 'T20');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(requests(calls, 'PUT')).toEqual([{ url: '/api/coop/tingkat/2', body: { tingkat: 'T20', bagian_id: 1000 } }]),
    );
  });

  it('shows a refused name under Nama Tingkat, and opens the next tingkat with its own name; Hapus names the name typed', async () => {
    serve({ 'PUT /api/coop/tingkat/2': { status: 400, body: { success: false, message: 'Nama tingkat maksimal 100 karakter.', field: 'tingkat' } } });
    const jalur1 = await openPage();
    const user = userEvent.setup();
    await user.click(within(jalur1).getByRole('button', { name: 'T2' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Tingkat' });
    const name = within(dialog).getByRole('textbox', { name: 'Nama Tingkat' });
    await user.clear(name);
    await user.type(name, 'T2b');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Nama tingkat maksimal 100 karakter.'));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    const confirm = await screen.findByRole('dialog', { name: 'Hapus Tingkat' });
    expect(confirm).toHaveTextContent('"T2b"');
    await user.click(within(confirm).getByRole('button', { name: 'Tidak' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Hapus Tingkat' })).toBeNull());

    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Tingkat' })).toBeNull());
    await user.click(within(jalur1).getByRole('button', { name: 'T10' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Tingkat' });
    expect(within(dialog).getByRole('textbox', { name: 'Nama Tingkat' })).toHaveValue('T10');
    expect(within(dialog).getByRole('textbox', { name: 'Nama Tingkat' })).toHaveAccessibleDescription('Contoh: T1, T2, T3');
    expect(within(dialog).getByRole('combobox', { name: 'Bagian' })).toHaveTextContent('kanan');
  });

  it('shows the server message when saving fails', async () => {
    serve({ 'POST /api/coop/lokasi': { status: 409, body: { success: false, message: 'Lokasi "Farm Baru" sudah ada.' } } });
    await openPage();
    const { user, dialog } = await openAddDialog('Lokasi');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nama Lokasi' }), 'Farm Baru');
    await user.click(within(dialog).getByRole('button', { name: 'Tambah' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Lokasi "Farm Baru" sudah ada.');
  });
});

describe('Struktur Kandang: deleting', () => {
  it('asks for confirmation naming the child data, and deletes only on Ya', async () => {
    const calls = serve({ 'DELETE /api/coop/bagian/1000': { body: { success: true } } });
    const jalur1 = await openPage();
    const user = userEvent.setup();
    await user.click(within(jalur1).getByRole('button', { name: 'Hapus bagian kanan' }));
    let confirm = await screen.findByRole('dialog', { name: 'Hapus Bagian' });
    expect(confirm).toHaveTextContent('Hapus bagian "kanan"? Semua tingkat di dalamnya juga akan dihapus.');
    await user.click(within(confirm).getByRole('button', { name: 'Tidak' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Hapus Bagian' })).toBeNull());
    expect(requests(calls, 'DELETE')).toEqual([]);

    await user.click(within(jalur1).getByRole('button', { name: 'Hapus bagian kanan' }));
    confirm = await screen.findByRole('dialog', { name: 'Hapus Bagian' });
    await user.click(within(confirm).getByRole('button', { name: 'Ya' }));
    await waitFor(() => expect(requests(calls, 'DELETE')).toEqual([{ url: '/api/coop/bagian/1000', body: undefined }]));
  });

  it('warns that deleting a lokasi removes its plants, jalur, bagian and tingkat', async () => {
    serve();
    await openPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Hapus lokasi' }));
    expect(await screen.findByRole('dialog', { name: 'Hapus Lokasi' })).toHaveTextContent(
      'Hapus lokasi "Farm Sukamaju"? Semua plant, jalur, bagian dan tingkat di dalamnya juga akan dihapus.',
    );
  });

  it('shows the server message when the tingkat is still in use', async () => {
    serve({
      'DELETE /api/coop/tingkat/3': {
        status: 409,
        body: { success: false, message: 'Tingkat T1 masih memiliki data transaksi pakan.' },
      },
    });
    const jalur1 = await openPage();
    const user = userEvent.setup();
    await user.click(within(jalur1).getByLabelText('Hapus tingkat T1'));
    const confirm = await screen.findByRole('dialog', { name: 'Hapus Tingkat' });
    await user.click(within(confirm).getByRole('button', { name: 'Ya' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('Tingkat T1 masih memiliki data transaksi pakan.');
  });
});
