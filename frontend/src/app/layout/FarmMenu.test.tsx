import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../api/client';
import { enqueue } from '../../data/outbox';
import { db } from '../../lib/outbox-db';
import { hardNavigate } from '../../lib/navigation';
import { storeMemberships } from '../../lib/farms';
import { storeTenant, storeToken } from '../../lib/session';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { makeToken } from '../../test/tokens';

vi.mock('../../lib/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/navigation')>()),
  hardNavigate: vi.fn(),
}));

const SKM = { kandang_id: 'a1', id: 'a1', kode: 'SKM', nama: 'Kandang Sukamaju', role: 'viewer' };
const BRK = { kandang_id: 'b2', id: 'b2', kode: 'BRK', nama: 'Kandang Berkah', role: 'owner' };
const user = { id: 9, email: 'tani', role: 'user' };
const inSukamaju = makeToken({ sub: 9, role: 'user', tenant_role: 'viewer', tenant_id: 'a1', tenant: { id: 'a1', kode: 'SKM', nama: 'Kandang Sukamaju' }, user });
const inBerkah = makeToken({ sub: 9, role: 'user', tenant_role: 'owner', tenant_id: 'b2', tenant: { id: 'b2', kode: 'BRK', nama: 'Kandang Berkah' }, user });
const switchToBerkah = { body: { success: true, token: inBerkah, tenant: { id: 'b2', kode: 'BRK', nama: 'Kandang Berkah' } } satisfies Schemas['SwitchTenantResponseDto'] };

/** Logged in as the viewer of Kandang Sukamaju who also owns Kandang Berkah. */
function loginInSukamaju(memberships: unknown[] = [SKM, BRK]) {
  storeToken(localStorage, inSukamaju);
  storeTenant(localStorage, { id: 'a1', kode: 'SKM', nama: 'Kandang Sukamaju' });
  storeMemberships(localStorage, memberships);
}

const banner = () => within(screen.getByRole('banner'));

beforeEach(() => {
  localStorage.clear();
  vi.mocked(hardNavigate).mockClear();
});
afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await db.outbox.clear();
});

describe('top bar farm switcher', () => {
  it('lists the farms with kode and role, the open one checked; choosing another switches, remembers it and loads its default screen', async () => {
    loginInSukamaju();
    const calls = mockFetch({ 'POST /api/auth/switch-tenant': switchToBerkah });
    renderApp('/menu');

    await userEvent.click(await banner().findByRole('button', { name: 'Kandang Sukamaju, pindah kandang' }));
    const menu = await screen.findByRole('menu', { name: 'Pindah kandang' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['✓Kandang SukamajuKode SKM · Viewer', 'Kandang BerkahKode BRK · Owner']);
    expect(items[0]).toHaveClass('Mui-selected');

    await userEvent.click(items[1]);
    // Owner of Kandang Berkah: its dashboard, with a full page load (no screen keeps Sukamaju's data).
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/dashboard'));
    expect(calls.filter((c) => c.url === '/api/auth/switch-tenant').map((c) => c.body)).toEqual([{ kandang_id: 'b2' }]);
    expect(localStorage.getItem('token')).toBe(inBerkah);
    expect(localStorage.getItem('tenant_id')).toBe('b2');
    expect(localStorage.getItem('tenant_nama')).toBe('Kandang Berkah');
    expect(JSON.parse(localStorage.getItem('kandang_terakhir')!)).toEqual({ 9: 'b2' });
  });

  it('choosing the open farm does nothing; a refused switch says why and keeps the farm', async () => {
    loginInSukamaju();
    const calls = mockFetch({ 'POST /api/auth/switch-tenant': { status: 403, body: { success: false, message: 'Tenant nonaktif' } } });
    renderApp('/menu');

    await userEvent.click(await banner().findByRole('button', { name: 'Kandang Sukamaju, pindah kandang' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Kandang Sukamaju/ }));
    expect(calls).toHaveLength(0);

    await userEvent.click(banner().getByRole('button', { name: 'Kandang Sukamaju, pindah kandang' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Kandang Berkah/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tenant nonaktif');
    expect(hardNavigate).not.toHaveBeenCalled();
    expect(localStorage.getItem('tenant_id')).toBe('a1');
    expect(localStorage.getItem('token')).toBe(inSukamaju);
  });

  it('shows the plain farm name, no switcher, to a user of one farm', async () => {
    loginInSukamaju([SKM]);
    mockFetch({});
    renderApp('/menu');
    expect(await banner().findByRole('link', { name: 'Kandang Sukamaju, ke beranda' })).toBeInTheDocument();
    expect(banner().queryByRole('button', { name: /pindah kandang/ })).not.toBeInTheDocument();
  });

  it("asks first when this farm's entries wait on the tablet; 'Tetap pindah' switches and keeps them for this farm", async () => {
    loginInSukamaju();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await enqueue({
      kind: 'ayam',
      path: '/api/transaksi-ayam',
      route: '/ayaminfo',
      day: '2026-11-27',
      body: { tanggal: '2026-11-27', aksi: 'mati', jumlah: 2, asal_tingkat_id: 1, tujuan_tingkat_id: null },
      label: 'Ayam mati 27/11 · 2 ekor',
    });
    const calls = mockFetch({ 'POST /api/auth/switch-tenant': switchToBerkah });
    renderApp('/menu');

    await userEvent.click(await banner().findByRole('button', { name: 'Kandang Sukamaju, pindah kandang' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Kandang Berkah/ }));
    const dialog = await screen.findByRole('dialog', { name: '1 entri belum terkirim' });
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['Tetap pindah', 'Kirim dulu']);
    expect(calls).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Tetap pindah' }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/dashboard'));
    // Nothing was sent to either farm; the entry waits for Kandang Sukamaju and this user.
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/switch-tenant']);
    expect((await db.outbox.toArray()).map((e) => [e.tenantId, e.userId, e.state])).toEqual([['a1', '9', 'waiting']]);
  });
});
