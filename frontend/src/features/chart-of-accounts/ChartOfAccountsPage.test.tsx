import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../api/client';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { memberToken } from '../../test/tokens';

type AccountRow = Schemas['AccountRowDto'];
const row = (id: number, code: string, name: string, type: AccountRow['type'], extra: Partial<AccountRow> = {}) =>
  ({ id, code, name, type, parent_id: null, parent_code: null, parent_name: null, is_active: true, system_key: null, is_system: false, has_postings: false, ...extra }) satisfies AccountRow;
const ROWS = [
  row(1, '1-100', 'Kas', 'asset', { system_key: 'kas', is_system: true }),
  row(2, '1-200', 'Bank', 'asset'),
  row(9, '6-100', 'Beban Operasional', 'expense'),
  row(12, '6-110', 'Solar', 'expense', { parent_id: 9, parent_code: '6-100', parent_name: 'Beban Operasional', is_active: false }),
];
const PARENTS: Record<string, Schemas['AccountParentDto'][]> = {
  asset: [{ id: 1, code: '1-100', name: 'Kas', type: 'asset' }, { id: 2, code: '1-200', name: 'Bank', type: 'asset' }],
  expense: [{ id: 9, code: '6-100', name: 'Beban Operasional', type: 'expense' }],
};

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  localStorage.setItem('token', memberToken('admin'));
  localStorage.setItem('tenant_id', '1');
});

async function choose(scope: HTMLElement, label: string, option: string) {
  await userEvent.click(within(scope).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('Kode Akun', () => {
  it('counts per type, filters, requires code, name and type, and a type change clears the parent and reloads the candidates', async () => {
    const calls = mockFetch({
      'GET /api/finance-accounts': (call) => ({ body: new URL(call.url, 'http://x').searchParams.get('q') === 'solar' ? [ROWS[3]] : ROWS }),
      'GET /api/finance-accounts/parents': (call) => ({ body: PARENTS[new URL(call.url, 'http://x').searchParams.get('type') ?? ''] ?? [] }),
      'POST /api/finance-accounts': { status: 409, body: { success: false, message: 'Kode akun 6-100 sudah dipakai.' } },
    });
    renderApp('/kode-akun');
    expect(await screen.findByText('Beban Operasional')).toBeInTheDocument();
    const counts = screen.getByLabelText('Jumlah akun per tipe');
    expect(within(within(counts).getByRole('group', { name: 'Aset' })).getByTestId('card-value')).toHaveTextContent('2');
    expect(within(within(counts).getByRole('group', { name: 'Beban' })).getByTestId('card-value')).toHaveTextContent('2');
    expect(screen.getByText('6-100 · Beban Operasional')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /6-110/ })).toHaveTextContent('Nonaktif');

    await userEvent.type(screen.getByRole('textbox', { name: 'Cari kode atau nama' }), 'solar');
    await waitFor(() => expect(screen.queryByText('Kas')).not.toBeInTheDocument());
    expect(calls.some((c) => c.url.includes('q=solar'))).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Tambah Akun' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Akun' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Kode' })).toHaveAccessibleDescription('Kode, nama, dan tipe wajib diisi');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await choose(dialog, 'Tipe', 'Beban');
    await choose(dialog, 'Induk', '6-100 · Beban Operasional');
    expect(within(dialog).getByRole('combobox', { name: 'Induk' })).toHaveTextContent('6-100 · Beban Operasional');
    await choose(dialog, 'Tipe', 'Aset');
    expect(within(dialog).getByRole('combobox', { name: 'Induk' })).toHaveTextContent('Tanpa induk');
    await waitFor(() => expect(calls.some((c) => c.url === '/api/finance-accounts/parents?type=asset')).toBe(true));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Induk' }));
    expect(await screen.findByRole('option', { name: '1-200 · Bank' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: '6-100 · Beban Operasional' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: '1-200 · Bank' }));

    await choose(dialog, 'Tipe', 'Beban');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Kode' }), '6-100');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nama' }), 'Transport');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('Kode akun 6-100 sudah dipakai.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ code: '6-100', name: 'Transport', type: 'expense', parent_id: null, is_active: true });
    expect(within(dialog).getByRole('textbox', { name: 'Kode' })).not.toHaveAccessibleDescription('Kode, nama, dan tipe wajib diisi');
  });

  it('a refusal naming the code shows under Kode; reopening for another account shows its values', async () => {
    const calls = mockFetch({
      'GET /api/finance-accounts': { body: ROWS },
      'GET /api/finance-accounts/parents': (call) => ({ body: PARENTS[new URL(call.url, 'http://x').searchParams.get('type') ?? ''] ?? [] }),
      'PUT /api/finance-accounts/12': { status: 400, body: { success: false, message: 'Kode akun maksimal 20 karakter.', field: 'code' } },
    });
    renderApp('/kode-akun');
    await userEvent.click(await screen.findByRole('button', { name: 'Ubah 6-110' }));
    let dialog = await screen.findByRole('dialog', { name: 'Ubah Akun 6-110' });
    expect(within(dialog).getByRole('textbox', { name: 'Kode' })).toHaveValue('6-110');
    expect(within(dialog).getByRole('textbox', { name: 'Nama' })).toHaveValue('Solar');
    expect(within(dialog).getByRole('combobox', { name: 'Induk' })).toHaveTextContent('6-100 · Beban Operasional');
    expect(within(dialog).getByRole('switch', { name: 'Aktif' })).not.toBeChecked();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nama' }), ' Truk');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Kode' })).toHaveAccessibleDescription('Kode akun maksimal 20 karakter.'));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ code: '6-110', name: 'Solar Truk', type: 'expense', parent_id: 9, is_active: false });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Ubah 1-200' }));
    dialog = await screen.findByRole('dialog', { name: 'Ubah Akun 1-200' });
    expect(within(dialog).getByRole('textbox', { name: 'Kode' })).toHaveValue('1-200');
    expect(within(dialog).getByRole('textbox', { name: 'Kode' })).not.toHaveAccessibleDescription('Kode akun maksimal 20 karakter.');
    expect(within(dialog).getByRole('textbox', { name: 'Nama' })).toHaveValue('Bank');
    expect(within(dialog).getByRole('combobox', { name: 'Induk' })).toHaveTextContent('Tanpa induk');
    expect(within(dialog).getByRole('switch', { name: 'Aktif' })).toBeChecked();
  });

  it("shows 'Gagal memuat kode akun' when the list fails", async () => {
    mockFetch({ 'GET /api/finance-accounts': { status: 500, body: {} } });
    renderApp('/kode-akun');
    expect(await screen.findByText('Gagal memuat kode akun')).toBeInTheDocument();
  });
});
