import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../api/client';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { memberToken } from '../../test/tokens';

const ROWS = [
  { id: 1, user_id: 'u1', email: 'abk', nama_panggilan: 'Udin', nama_asli: 'Samsudin', no_hp: '6281234567001', alamat: 'Dusun Krajan', no_ktp: '3201', tanggal_mulai_kerja: '2024-06-01', tanggal_selesai_kerja: null, aktif: true },
  { id: 2, user_id: 'u2', email: 'abk3', nama_panggilan: 'Asep', nama_asli: null, no_hp: null, alamat: null, no_ktp: null, tanggal_mulai_kerja: '2024-01-01', tanggal_selesai_kerja: '2025-01-01', aktif: false },
] satisfies Schemas['AbkDto'][];

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  localStorage.setItem('token', memberToken('admin'));
  localStorage.setItem('tenant_id', '1');
});

describe('Data ABK', () => {
  it('shows the counts and the register with WhatsApp links, and registers an available user', async () => {
    const calls = mockFetch({
      'GET /api/abk': { body: ROWS },
      'GET /api/abk/available-users': { body: [{ id: 'u9', email: 'abk2' }] satisfies Schemas['AbkUserDto'][] },
      'POST /api/abk': { status: 201, body: { ...ROWS[0], id: 3, user_id: 'u9', email: 'abk2', nama_panggilan: 'Ujang' } satisfies Schemas['AbkDto'] },
    });
    renderApp('/abk');
    const summary = await screen.findByLabelText('Ringkasan ABK');
    await waitFor(() => expect(within(summary).getByText('2')).toBeInTheDocument());
    expect(within(summary).getByText('1')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '6281234567001' })).toHaveAttribute('href', 'https://wa.me/6281234567001');
    expect(screen.getByText('nonaktif')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '+ ABK Baru' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /User ABK/ })).toHaveAccessibleDescription('Pilih user ABK.'));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await userEvent.click(within(dialog).getByRole('combobox', { name: /User ABK/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'abk2' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/Nama panggilan/)).toHaveAccessibleDescription('Nama panggilan wajib diisi.'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.type(within(dialog).getByLabelText(/Nama panggilan/), 'Ujang');
    await userEvent.type(within(dialog).getByLabelText(/No. HP/), '+62 813-2222-7002');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    // The phone goes as typed: the server checks it and stores 6281322227002.
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ user_id: 'u9', nama_panggilan: 'Ujang', no_hp: '+62 813-2222-7002', aktif: true, tanggal_selesai_kerja: null });
    expect(await screen.findByText('Data ABK disimpan.')).toBeInTheDocument();
  });

  it('shows a refused KTP under No. KTP, and opens the next row with its own values', async () => {
    const calls = mockFetch({
      'GET /api/abk': { body: ROWS },
      'PUT /api/abk/1': { status: 400, body: { success: false, message: 'no_ktp maksimal 30 karakter.', field: 'no_ktp' } },
    });
    renderApp('/abk');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Udin' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit ABK' });
    expect(within(dialog).getByLabelText(/No. KTP/)).toHaveValue('3201');
    await userEvent.clear(within(dialog).getByLabelText(/Nama panggilan/));
    await userEvent.type(within(dialog).getByLabelText(/Nama panggilan/), 'Udin S');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/No. KTP/)).toHaveAccessibleDescription('no_ktp maksimal 30 karakter.'));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ nama_panggilan: 'Udin S', no_ktp: '3201', tanggal_mulai_kerja: '2024-06-01', aktif: true });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Edit Asep' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit ABK' });
    expect(within(dialog).getByLabelText(/Nama panggilan/)).toHaveValue('Asep');
    expect(within(dialog).getByLabelText(/No. KTP/)).toHaveValue('');
    expect(within(dialog).getByLabelText(/No. KTP/)).not.toHaveAccessibleDescription('no_ktp maksimal 30 karakter.');
    expect(within(dialog).getByRole('switch')).not.toBeChecked();
    expect(within(dialog).getByText('Nonaktif')).toBeInTheDocument();
  });

  it('sends a phone that is not a number as typed and shows the refusal under No. HP, as the customer dialog does', async () => {
    const calls = mockFetch({
      'GET /api/abk': { body: ROWS },
      'PUT /api/abk/1': { status: 400, body: { success: false, message: 'Nomor HP tidak valid (contoh 081234567890).', field: 'no_hp' } },
    });
    renderApp('/abk');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Udin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit ABK' });
    expect(within(dialog).getByLabelText(/No. HP/)).toHaveAccessibleDescription('Contoh 0812…; disimpan dengan awalan 62');
    await userEvent.clear(within(dialog).getByLabelText(/No. HP/));
    await userEvent.type(within(dialog).getByLabelText(/No. HP/), 'abc');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/No. HP/)).toHaveAccessibleDescription('Nomor HP tidak valid (contoh 081234567890).'));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    // Not emptied into 'no phone' on the way.
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ no_hp: 'abc' });
  });

  it("shows 'Gagal memuat data ABK'", async () => {
    mockFetch({ 'GET /api/abk': { status: 500, body: {} } });
    renderApp('/abk');
    expect(await screen.findByText('Gagal memuat data ABK')).toBeInTheDocument();
  });
});
