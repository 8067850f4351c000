import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api/client';
import { hardNavigate } from '../lib/navigation';
import { endImpersonation, impersonatedFarm, roleFromClaims, startImpersonation, decodeToken, isSuperadminClaims } from '../lib/session';
import { mockFetch } from '../test/fetch';
import { renderApp } from '../test/render';
import { makeToken, memberToken, superadminToken } from '../test/tokens';

vi.mock('../lib/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../lib/navigation')>()),
  hardNavigate: vi.fn(),
}));

const FARM = { id: 't1', kode: 'SKM', nama: 'Kandang Sukamaju' };
const farmToken = () => makeToken({ sub: 1, role: 'superadmin', tenant_role: 'admin', tenant_id: 't1', tenant: FARM, user: { id: 1, email: 'superadmin', role: 'superadmin' }, impersonated_by: 1 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(hardNavigate).mockClear();
  localStorage.clear();
  sessionStorage.clear();
});

describe('impersonation in the session store (issue #15)', () => {
  it('an impersonation token acts as the farm admin, not as the superadmin', () => {
    const claims = decodeToken(farmToken());
    expect(isSuperadminClaims(claims)).toBe(false);
    expect(roleFromClaims(claims)).toBe('admin');
  });

  it('keeps the superadmin token aside while impersonating and brings it back', () => {
    const own = superadminToken();
    localStorage.setItem('token', own);
    startImpersonation(localStorage, farmToken(), FARM);
    expect(localStorage.getItem('token')).toBe(farmToken());
    expect(localStorage.getItem('impersonator_token')).toBe(own);
    expect(impersonatedFarm()).toBe('Kandang Sukamaju');
    // A second Masuk (from another tab) keeps the superadmin's own token, not the farm's.
    startImpersonation(localStorage, farmToken(), FARM);
    expect(localStorage.getItem('impersonator_token')).toBe(own);
    expect(endImpersonation(localStorage)).toBe(true);
    expect(localStorage.getItem('token')).toBe(own);
    expect(localStorage.getItem('tenant_id')).toBeNull();
    expect(localStorage.getItem('impersonator_token')).toBeNull();
    expect(impersonatedFarm()).toBeNull();
    expect(endImpersonation(localStorage)).toBe(false);
  });

  it('a member token is never an impersonation', () => {
    localStorage.setItem('token', memberToken('admin'));
    localStorage.setItem('impersonator_token', superadminToken());
    expect(impersonatedFarm()).toBeNull();
  });
});

describe('impersonation banner', () => {
  it("every screen shows 'Mode impersonasi: <farm> — Keluar'; Keluar ends that session and returns to /superadmin as the superadmin", async () => {
    const own = superadminToken();
    localStorage.setItem('token', own);
    startImpersonation(localStorage, farmToken(), FARM);
    const calls = mockFetch({ 'POST /api/auth/logout': { body: { success: true } } });
    renderApp('/menu');
    const banner = (await screen.findByText(/Mode impersonasi/)).closest('[role="status"]');
    expect(banner).toHaveTextContent('Mode impersonasi: Kandang Sukamaju — Keluar');
    // The farm's navigation (the admin's), not the superadmin's.
    expect(screen.getByRole('link', { name: 'Pemakaian Pakan' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keluar' }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/superadmin'));
    expect(calls.find((c) => c.url === '/api/auth/logout')!.headers.get('Authorization')).toBe(`Bearer ${farmToken()}`);
    expect(localStorage.getItem('token')).toBe(own);
    expect(localStorage.getItem('tenant_id')).toBeNull();
  });

  it('Logout while impersonating ends both sessions and forgets both tokens', async () => {
    const own = superadminToken();
    localStorage.setItem('token', own);
    startImpersonation(localStorage, farmToken(), FARM);
    const calls = mockFetch({ 'POST /api/auth/logout': { body: { success: true } } });
    renderApp('/menu');
    await screen.findByText(/Mode impersonasi/);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/login'));
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/auth/logout')).toHaveLength(2));
    expect(calls.map((c) => c.headers.get('Authorization')).sort()).toEqual([`Bearer ${farmToken()}`, `Bearer ${own}`].sort());
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('impersonator_token')).toBeNull();
  });

  it('no banner for the superadmin itself', async () => {
    localStorage.setItem('token', superadminToken());
    mockFetch({});
    renderApp('/menu');
    await screen.findByRole('heading', { name: 'Menu Utama' });
    expect(screen.queryByText(/Mode impersonasi/)).toBeNull();
  });

  it('an impersonation that ends on the server (401) returns to /superadmin with the own token', async () => {
    const own = superadminToken();
    localStorage.setItem('token', own);
    startImpersonation(localStorage, farmToken(), FARM);
    mockFetch({ 'GET /api/users': { status: 401, body: { success: false, message: 'Sesi tidak valid atau sudah expired. Silakan login kembali.' } } });
    await api.GET('/api/users');
    expect(hardNavigate).toHaveBeenCalledWith('/superadmin');
    expect(localStorage.getItem('token')).toBe(own);
  });

  it("a member whose farm was deactivated reads it on the login screen", async () => {
    localStorage.setItem('token', memberToken('admin'));
    localStorage.setItem('tenant_id', '1');
    mockFetch({ 'GET /api/users': { status: 403, body: { success: false, message: 'Tenant nonaktif' } } });
    await api.GET('/api/users');
    expect(hardNavigate).toHaveBeenCalledWith('/login');
    expect(localStorage.getItem('token')).toBeNull();
    renderApp('/login');
    expect(await screen.findByText(/Tenant nonaktif: kandang Anda sedang dinonaktifkan/)).toBeInTheDocument();
  });
});
