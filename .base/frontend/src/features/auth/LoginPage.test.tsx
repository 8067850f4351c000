import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client';
import type { Schemas } from '../../api/client';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { memberToken } from '../../test/tokens';

afterEach(() => vi.unstubAllGlobals());

async function fillAndSubmit(username = 'admin', password = 'admin123') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Username/), username);
  await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('a member switched off in its farm (issue #19)', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it("reads 'Akun Anda dinonaktifkan di kandang ini.' when a call of its session answers so", async () => {
    localStorage.setItem('token', memberToken('abk'));
    localStorage.setItem('tenant_id', '1');
    mockFetch({ 'GET /api/my/info': { status: 403, body: { success: false, message: 'Akun Anda dinonaktifkan di kandang ini.' } } });
    await api.GET('/api/my/info');
    expect(localStorage.getItem('token')).toBeNull();
    renderApp('/login');
    expect(await screen.findByRole('alert')).toHaveTextContent('Akun Anda dinonaktifkan di kandang ini.');
    expect(screen.queryByText(/Sesi Anda telah berakhir/)).not.toBeInTheDocument();
  });

  it('reads it when the login itself answers so', async () => {
    mockFetch({ 'POST /api/auth/login': { status: 403, body: { success: false, message: 'Akun Anda dinonaktifkan di kandang ini.' } } });
    renderApp('/login');
    await fillAndSubmit('abk3', 'abk3123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Akun Anda dinonaktifkan di kandang ini.');
  });
});

describe('login page', () => {
  it('shows the brand panel, the fields and the help text', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByText('Kandang')).toBeInTheDocument();
    expect(screen.getByText('Petelur Modern')).toBeInTheDocument();
    expect(screen.getByLabelText(/Username/)).toBeRequired();
    expect(screen.getByLabelText(/Password/)).toBeRequired();
    expect(screen.getByText(/Hubungi admin/)).toBeInTheDocument();
  });

  it('reads Memproses… and is disabled while the login call runs', async () => {
    mockFetch({ 'POST /api/auth/login': () => new Promise(() => undefined) });
    renderApp('/login');
    await fillAndSubmit();
    const button = await screen.findByRole('button', { name: 'Memproses…' });
    expect(button).toBeDisabled();
  });

  it('shows the server message in the alert area', async () => {
    mockFetch({ 'POST /api/auth/login': { status: 401, body: { success: false, message: 'Username password salah' } } });
    renderApp('/login');
    await fillAndSubmit('admin', 'salah');
    expect(await screen.findByRole('alert')).toHaveTextContent('Username password salah');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('replaces Email by Username/Email in a shown message', async () => {
    mockFetch({ 'POST /api/auth/login': { status: 400, body: { success: false, message: 'Email wajib diisi' } } });
    renderApp('/login');
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Username/Email wajib diisi');
  });

  it('logs in, stores the session and lands on the dashboard', async () => {
    const token = memberToken('admin');
    const calls = mockFetch({
      'POST /api/auth/login': {
        body: {
          success: true,
          message: 'Login berhasil',
          token,
          tenant: { id: '1', kode: 'SKM', nama: 'Kandang Sukamaju' },
          memberships: [{ kandang_id: '1', id: '1', kode: 'SKM', nama: 'Kandang Sukamaju', role: 'admin' }],
          mode: 'final',
          user: { id: '5', email: 'admin', role: 'user' },
        } satisfies Schemas['LoginResponseDto'],
      },
    });
    renderApp('/login');
    await fillAndSubmit('admin', 'admin123');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(calls[0].body).toEqual({ email: 'admin', password: 'admin123' });
    expect(localStorage.getItem('token')).toBe(token);
    expect(localStorage.getItem('tenant_nama')).toBe('Kandang Sukamaju');
    expect(await screen.findByRole('banner')).toHaveTextContent('Kandang Sukamaju');
  });

  it('sends a logged-in reseller from /login to /menu', async () => {
    localStorage.setItem('token', memberToken('reseller'));
    renderApp('/login');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/menu'));
  });

  it('without a token clears tenant info and the saved redirect', async () => {
    localStorage.setItem('tenant_id', '1');
    localStorage.setItem('tenant_nama', 'Kandang Sukamaju');
    localStorage.setItem('postLoginRedirect', '/ayaminfo');
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Login' });
    expect(localStorage.getItem('tenant_id')).toBeNull();
    expect(localStorage.getItem('tenant_nama')).toBeNull();
    expect(localStorage.getItem('postLoginRedirect')).toBeNull();
  });

  it('after a session end keeps the saved page, says so, and returns there after login', async () => {
    localStorage.setItem('postLoginRedirect', '/ayaminfo');
    sessionStorage.setItem('session_ended', '1');
    mockFetch({
      'POST /api/auth/login': {
        body: {
          success: true,
          message: 'Login berhasil',
          token: memberToken('abk'),
          tenant: { id: '1', kode: 'SKM', nama: 'Kandang Sukamaju' },
          memberships: [{ kandang_id: '1', id: '1', kode: 'SKM', nama: 'Kandang Sukamaju', role: 'abk' }],
          mode: 'final',
          user: { id: '5', email: 'abk', role: 'user' },
        } satisfies Schemas['LoginResponseDto'],
      },
    });
    renderApp('/login');
    expect(await screen.findByText('Sesi Anda telah berakhir. Silakan login kembali.')).toBeInTheDocument();
    await fillAndSubmit('abk', 'abk123');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/ayaminfo'));
  });
});
