import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../api/client';
import { hardNavigate } from '../../lib/navigation';
import { storeToken } from '../../lib/session';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { makeToken } from '../../test/tokens';

vi.mock('../../lib/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/navigation')>()),
  hardNavigate: vi.fn(),
}));

const user = { id: 'u9', email: 'tani', role: 'user' as const };
const SKM = { kandang_id: 'a1', id: 'a1', kode: 'SKM', nama: 'Kandang Sukamaju', role: 'viewer' as const };
const BRK = { kandang_id: 'b2', id: 'b2', kode: 'BRK', nama: 'Kandang Berkah', role: 'owner' as const };
const summary = (memberships: Schemas['MembershipDto'][]) => ({
  body: { success: true, user, role: 'user', tenant_role: null, tenant: null, memberships } satisfies Schemas['SummaryResponseDto'],
});
const inSukamaju = makeToken({ sub: 'u9', role: 'user', tenant_role: 'viewer', tenant_id: 'a1', tenant: { id: 'a1', kode: 'SKM', nama: 'Kandang Sukamaju' }, user });

beforeEach(() => {
  localStorage.clear();
  // Just logged in with two farms: a token without a farm.
  storeToken(localStorage, makeToken({ sub: 'u9', role: 'user', tenant_role: null, user }));
  vi.mocked(hardNavigate).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('farm picker (/pilih-kandang)', () => {
  it('lists each farm with kode and role; the choice switches, is remembered and goes to the page saved before the login', async () => {
    localStorage.setItem('postLoginRedirect', '/laporanpakan');
    const calls = mockFetch({
      'GET /api/auth/summary': summary([SKM, BRK]),
      'POST /api/auth/switch-tenant': { body: { success: true, token: inSukamaju, tenant: { id: 'a1', kode: 'SKM', nama: 'Kandang Sukamaju' } } },
    });
    renderApp('/pilih-kandang');

    const list = await screen.findByRole('list', { name: 'Daftar kandang' });
    expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual(['Kandang SukamajuKode SKM · Viewer', 'Kandang BerkahKode BRK · Owner']);
    // The top bar learns the farms from the list (the switcher needs no request of its own).
    expect(JSON.parse(localStorage.getItem('memberships')!)).toHaveLength(2);

    await userEvent.click(within(list).getByRole('button', { name: /Kandang Sukamaju/ }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/laporanpakan'));
    expect(calls.find((c) => c.url === '/api/auth/switch-tenant')!.body).toEqual({ kandang_id: 'a1' });
    expect(localStorage.getItem('tenant_id')).toBe('a1');
    expect(localStorage.getItem('postLoginRedirect')).toBeNull();
    expect(JSON.parse(localStorage.getItem('kandang_terakhir')!)).toEqual({ u9: 'a1' });
  });

  it('says what to do when the account belongs to no farm', async () => {
    mockFetch({ 'GET /api/auth/summary': summary([]) });
    renderApp('/pilih-kandang');
    expect(await screen.findByText('Akun Anda belum terdaftar di kandang mana pun.')).toBeInTheDocument();
    expect(screen.getByText('Minta kode undangan dari admin kandang, lalu masukkan di My Info.')).toBeInTheDocument();
  });
});
