import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../api/client';
import { checklistHiddenKey } from '../data/setup-checklist';
import { mockFetch } from '../test/fetch';
import { renderApp } from '../test/render';
import { memberToken } from '../test/tokens';

type Step = Schemas['SetupStepDto'];
const STEPS: Step[] = [
  { key: 'struktur', label: 'Struktur kandang', hint: 'Buat lokasi, plant, jalur, bagian dan tingkat kandang.', path: '/struktur-kandang', done: true },
  { key: 'ayam', label: 'Ayam masuk', hint: 'Catat ayam masuk per tingkat beserta usianya saat datang (minggu).', path: '/ayaminfo', done: true },
  { key: 'pelanggan', label: 'Pelanggan', hint: 'Tambahkan pembeli telur.', path: '/customers', done: false },
  { key: 'saldo_awal', label: 'Saldo awal', hint: 'Isi saldo awal kas, bank, piutang pelanggan dan stok pakan.', path: '/saldo-awal', done: false },
  { key: 'pengguna', label: 'Pengguna/ABK', hint: 'Buat akun ABK yang mengisi pakan dan produksi harian.', path: '/users', done: false },
];
const checklist = (customerAdded: boolean) =>
  ({ steps: STEPS.map((s) => (s.key === 'pelanggan' ? { ...s, done: customerAdded } : s)), complete: false, empty_farm: false }) satisfies Schemas['SetupChecklistDto'];
const CUSTOMER = { id: 3, name: 'Toko Berkah', phone: null, address: null, status: 'active', note: null, user_id: null, created_at: '2026-12-01T03:00:00.000Z', user_email: null, user_role: null, is_me: false } satisfies Schemas['CustomerDto'];

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', memberToken('admin'));
  localStorage.setItem('tenant_id', '1');
});

/** Data Pelanggan of a farm with structure and birds, no customer yet; adding one ticks step 3. */
function serveNewFarm() {
  let added = false;
  const calls = mockFetch({
    'GET /api/customers': () => ({ body: added ? [CUSTOMER] : [] }),
    'POST /api/customers': () => {
      added = true;
      return { status: 201, body: CUSTOMER };
    },
    'GET /api/insight/setup-checklist': () => ({ body: checklist(added) }),
  });
  return calls;
}

describe('Langkah berikutnya (the next step of the new farm’s checklist, on the screen of a step)', () => {
  it('appears on Data Pelanggan once the first customer is saved, linking to 4. Saldo awal', async () => {
    const calls = serveNewFarm();
    renderApp('/customers');
    expect(await screen.findByText('Belum ada data')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/insight/setup-checklist')).toHaveLength(1));
    expect(screen.queryByRole('status', { name: 'Langkah berikutnya' })).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '+ Tambah Pelanggan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Pelanggan' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nama pelanggan' }), 'Toko Berkah');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));

    const next = await screen.findByRole('status', { name: 'Langkah berikutnya' });
    // Struktur, ayam and pelanggan done: 3 of 5; the first step left is 4. Saldo awal.
    expect(next).toHaveTextContent('3 dari 5 langkah selesai. Langkah berikutnya: Isi saldo awal kas, bank, piutang pelanggan dan stok pakan.');
    expect(within(next).getByRole('link', { name: '4. Saldo awal' })).toHaveAttribute('href', '/saldo-awal');
  });

  it('is not shown once the user hid the checklist for this farm, and is not asked for', async () => {
    localStorage.setItem(checklistHiddenKey('1', 'u1'), '1');
    localStorage.setItem('token', memberToken('admin', { sub: 'u1' }));
    const calls = mockFetch({ 'GET /api/customers': { body: [CUSTOMER] }, 'GET /api/insight/setup-checklist': { body: checklist(true) } });
    renderApp('/customers');
    expect(await screen.findByText('Toko Berkah')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Langkah berikutnya' })).toBeNull();
    expect(calls.some((c) => c.url === '/api/insight/setup-checklist')).toBe(false);
  });

  it('is not asked for by a role that does not read the checklist (a viewer on Ayam Info)', async () => {
    localStorage.setItem('token', memberToken('viewer'));
    const calls = mockFetch({ 'GET /api/populasi-info': { body: [] }, 'GET /api/insight/setup-checklist': { body: checklist(true) } });
    renderApp('/ayaminfo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ayam Info' })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.url === '/api/populasi-info')).toBe(true));
    expect(calls.some((c) => c.url === '/api/insight/setup-checklist')).toBe(false);
  });
});
