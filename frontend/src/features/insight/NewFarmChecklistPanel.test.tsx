import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../api/client';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { memberToken } from '../../test/tokens';
import { checklistHiddenKey } from '../../data/setup-checklist';

type Step = Schemas['SetupStepDto'];
const STEPS: Step[] = [
  { key: 'struktur', label: 'Struktur kandang', hint: 'Buat lokasi, plant, jalur, bagian dan tingkat kandang.', path: '/struktur-kandang', done: true },
  { key: 'ayam', label: 'Ayam masuk', hint: 'Catat ayam masuk per tingkat beserta usianya saat datang (minggu).', path: '/ayaminfo', done: false },
  { key: 'pelanggan', label: 'Pelanggan', hint: 'Tambahkan pembeli telur.', path: '/customers', done: false },
  { key: 'saldo_awal', label: 'Saldo awal', hint: 'Isi saldo awal kas, bank, piutang pelanggan dan stok pakan.', path: '/saldo-awal', done: false },
  { key: 'pengguna', label: 'Pengguna/ABK', hint: 'Buat akun ABK yang mengisi pakan dan produksi harian.', path: '/users', done: false },
];
const NEW_FARM = { steps: STEPS, complete: false, empty_farm: true } satisfies Schemas['SetupChecklistDto'];

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', memberToken('admin'));
  localStorage.setItem('tenant_id', '1');
});

describe('Mulai dari sini (new farm checklist)', () => {
  it('stands for the dashboard’s figures on a farm without birds: steps ticked from the data, each a link', async () => {
    mockFetch({ 'GET /api/insight/setup-checklist': { body: NEW_FARM } });
    renderApp('/dashboard');
    const panel = await screen.findByRole('region', { name: 'Mulai dari sini' });
    expect(within(panel).getByText('1 dari 5 langkah selesai.', { exact: false })).toBeInTheDocument();
    const links = within(panel).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/struktur-kandang', '/ayaminfo', '/customers', '/saldo-awal', '/users']);
    expect(links.map((l) => within(l).getByText(/^\d\. /).textContent)).toEqual(['1. Struktur kandang', '2. Ayam masuk', '3. Pelanggan', '4. Saldo awal', '5. Pengguna/ABK']);
    expect(within(links[0]).getByTitle('Selesai')).toBeInTheDocument();
    expect(within(links[1]).getByTitle('Belum')).toBeInTheDocument();
    // No zero cards while the checklist stands for them.
    await vi.waitFor(() => expect(screen.queryByRole('group', { name: 'Populasi' })).toBeNull());
    expect(screen.queryByLabelText('Ringkasan hari ini')).toBeNull();
  });

  it('shows the figures beside it once the farm has birds, and nothing once every step is done', async () => {
    mockFetch({ 'GET /api/insight/setup-checklist': { body: { ...NEW_FARM, empty_farm: false } } });
    const view = renderApp('/dashboard');
    await screen.findByRole('region', { name: 'Mulai dari sini' });
    expect(await screen.findByLabelText('Ringkasan hari ini')).toBeInTheDocument();
    view.unmount();
    vi.unstubAllGlobals();

    mockFetch({ 'GET /api/insight/setup-checklist': { body: { steps: STEPS.map((s) => ({ ...s, done: true })), complete: true, empty_farm: false } } });
    renderApp('/dashboard');
    expect(await screen.findByLabelText('Ringkasan hari ini', undefined)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Mulai dari sini' })).toBeNull();
  });

  it('can be hidden, remembered for this farm and user in this browser', async () => {
    const calls = mockFetch({ 'GET /api/insight/setup-checklist': { body: NEW_FARM } });
    const view = renderApp('/dashboard');
    const panel = await screen.findByRole('region', { name: 'Mulai dari sini' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Sembunyikan' }));
    expect(screen.queryByRole('region', { name: 'Mulai dari sini' })).toBeNull();
    expect(await screen.findByLabelText('Ringkasan hari ini')).toBeInTheDocument();
    // memberToken: user 5 in tenant 1.
    expect(localStorage.getItem(checklistHiddenKey('1', '5'))).toBe('1');
    view.unmount();

    const before = calls.length;
    renderApp('/dashboard');
    expect(await screen.findByLabelText('Ringkasan hari ini', undefined)).toBeInTheDocument();
    expect(calls.slice(before).some((c) => c.url.startsWith('/api/insight/setup-checklist'))).toBe(false);
  });
});
