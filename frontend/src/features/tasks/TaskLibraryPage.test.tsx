import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../api/client';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { memberToken } from '../../test/tokens';

const MAINS = [
  { id: 1, nama: 'Vaksinasi', deskripsi: 'Vaksin rutin', aktif: true },
  { id: 2, nama: 'Kebersihan', deskripsi: null, aktif: true },
] satisfies Schemas['MainTaskDto'][];
const SUBS = [
  { id: 5, main_id: 1, main_nama: 'Vaksinasi', nama: 'Vaksin ND', deskripsi: null, instruksi: null, default_dur_min: 30, aktif: true, image_url: null },
] satisfies Schemas['SubTaskDto'][];

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  localStorage.setItem('token', memberToken('admin'));
  localStorage.setItem('tenant_id', '1');
});

describe('Task library (/tasks/library)', () => {
  it('shows a refused name under Nama main task, and opens the next main task with its own values', async () => {
    const calls = mockFetch({
      'GET /api/tasks/main': { body: MAINS },
      'GET /api/tasks/sub': { body: SUBS },
      'PUT /api/tasks/main/1': { status: 409, body: { success: false, message: 'Nama main task sudah dipakai.', field: 'nama' } },
    });
    renderApp('/tasks/library');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Vaksinasi' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Main Task' });
    const nama = () => within(dialog).getByLabelText(/Nama main task/);
    expect(nama()).toHaveValue('Vaksinasi');
    await userEvent.clear(nama());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(nama()).toHaveAccessibleDescription('Nama main task wajib diisi'));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.type(nama(), 'Kebersihan');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(nama()).toHaveAccessibleDescription('Nama main task sudah dipakai.'));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ nama: 'Kebersihan', deskripsi: 'Vaksin rutin', aktif: true });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Edit Kebersihan' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Main Task' });
    expect(nama()).toHaveValue('Kebersihan');
    expect(nama()).not.toHaveAccessibleDescription('Nama main task sudah dipakai.');
    expect(within(dialog).getByLabelText(/Deskripsi/)).toHaveValue('');
  });

  it('asks for the main task and the name of a new sub task at their fields, then saves it', async () => {
    const calls = mockFetch({
      'GET /api/tasks/main': { body: MAINS },
      'GET /api/tasks/sub': { body: SUBS },
      'POST /api/tasks/sub': { status: 201, body: { ...SUBS[0], id: 6, main_id: 2, main_nama: 'Kebersihan', nama: 'Sapu lantai' } satisfies Schemas['SubTaskDto'] },
    });
    renderApp('/tasks/library');
    await screen.findByRole('button', { name: 'Edit Vaksinasi' });
    await userEvent.click(screen.getByRole('button', { name: 'Tambah Sub Task' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Sub Task' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Main task/ })).toHaveAccessibleDescription('Pilih main task'));
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Main task/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Kebersihan' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/Nama sub task/)).toHaveAccessibleDescription('Nama sub task wajib diisi'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.type(within(dialog).getByLabelText(/Nama sub task/), 'Sapu lantai');
    await userEvent.type(within(dialog).getByLabelText(/Durasi/), '15');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Sub task tersimpan')).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'POST')!.body as FormData;
    expect([sent.get('main_id'), sent.get('nama'), sent.get('default_dur_min'), sent.get('aktif')]).toEqual(['2', 'Sapu lantai', '15', 'true']);
  });
});
