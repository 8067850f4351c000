import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch';
import { renderApp } from '../test/render';
import { memberToken, superadminToken } from '../test/tokens';
import { hardNavigate } from '../lib/navigation';

vi.mock('../lib/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../lib/navigation')>()),
  hardNavigate: vi.fn(),
}));

// The audit screen's code never arrives (a slow connection): what the route shows meanwhile.
vi.mock('../features/audit/AuditPage', () => new Promise(() => {}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(hardNavigate).mockClear();
});

function login(token: string, tenantNama?: string) {
  localStorage.setItem('token', token);
  if (tenantNama) localStorage.setItem('tenant_nama', tenantNama);
}

const banner = () => within(screen.getByRole('banner'));

describe('a superadmin without a tenant (issue #11)', () => {
  it.each(['/tasks/today', '/tasks/tugasinfo', '/dashboard', '/transaksipakan', '/laporanpakan', '/transaksipakan-akuntansi'])(
    "%s shows 'Tenant belum dipilih' and sends no request",
    async (path) => {
      login(superadminToken());
      const calls = mockFetch({});
      renderApp(path);
      expect(await screen.findByText('Tenant belum dipilih')).toBeInTheDocument();
      await new Promise((r) => setTimeout(r, 50));
      expect(calls.map((c) => c.url)).toEqual([]);
    },
  );
});

describe('guards in the router', () => {
  it('sends a visitor without a token to the login screen', async () => {
    renderApp('/struktur-kandang');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('sends a viewer away from /dashboard to the menu', async () => {
    login(memberToken('viewer'));
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Menu Utama' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/menu');
  });

  it.each([
    ['no token', null, '/login'],
    ['an admin', memberToken('admin'), '/dashboard'],
    ['a superadmin', superadminToken(), '/superadmin'],
  ])('redirects an unknown path for %s to %s', async (_who, token, expected) => {
    if (token) login(token);
    renderApp('/tidak-ada');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(expected));
  });
});

describe('top navigation', () => {
  it('superadmin: logo Superadmin, Dashboard, Tenants and Logout', async () => {
    mockFetch({});
    login(superadminToken());
    renderApp('/menu');
    await screen.findByRole('heading', { name: 'Menu Utama' });
    expect(banner().getByText('Superadmin')).toBeInTheDocument();
    expect(banner().getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/superadmin/dashboard');
    expect(banner().getByRole('link', { name: 'Tenants' })).toHaveAttribute('href', '/superadmin');
    expect(banner().getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(banner().queryByRole('link', { name: 'Pemakaian Pakan' })).toBeNull();
  });

  it('reseller: tenant name that is not a link, Menu, and only Logout', async () => {
    login(memberToken('reseller'), 'Kandang Sukamaju');
    renderApp('/menu');
    await screen.findByRole('heading', { name: 'Menu Utama' });
    expect(banner().getByTestId('tenant-name')).toHaveTextContent('Kandang Sukamaju');
    expect(banner().queryByRole('link', { name: /Kandang Sukamaju/ })).toBeNull();
    expect(banner().getByRole('link', { name: 'Menu' })).toHaveAttribute('href', '/menu');
    expect(banner().getAllByRole('link')).toHaveLength(1);
    expect(banner().getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(banner().queryByRole('button', { name: 'Buka navigasi' })).toBeNull();
  });

  it('regular user: tenant logo, Menu, Dashboard, Pemakaian Pakan, Produksi Telur, Logout', async () => {
    login(memberToken('abk'), 'Kandang Sukamaju');
    renderApp('/menu');
    await screen.findByRole('heading', { name: 'Menu Utama' });
    expect(banner().getByRole('link', { name: /Kandang Sukamaju/ })).toHaveAttribute('href', '/dashboard');
    expect(banner().getByRole('link', { name: 'Menu' })).toHaveAttribute('href', '/menu');
    expect(banner().getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(banner().getByRole('link', { name: 'Pemakaian Pakan' })).toHaveAttribute('href', '/transaksipakan');
    expect(banner().getByRole('link', { name: 'Produksi Telur' })).toHaveAttribute('href', '/produksitelur');
  });

  it('shows the default name Farm when no tenant name is known', async () => {
    login(memberToken('abk', { tenant: null }));
    renderApp('/menu');
    expect(await banner().findByRole('link', { name: /Farm/ })).toBeInTheDocument();
  });

  it('updates the tenant name when another tab changes it', async () => {
    login(memberToken('admin'), 'Kandang Sukamaju');
    renderApp('/menu');
    await banner().findByRole('link', { name: /Kandang Sukamaju/ });
    act(() => {
      localStorage.setItem('tenant_nama', 'Kandang Berkah');
      window.dispatchEvent(new StorageEvent('storage', { key: 'tenant_nama', newValue: 'Kandang Berkah' }));
    });
    expect(banner().getByRole('link', { name: /Kandang Berkah/ })).toBeInTheDocument();
  });

  it('hamburger opens the collapsible menu; the backdrop and a route change close it', async () => {
    const user = userEvent.setup();
    mockFetch({});
    login(memberToken('admin'));
    renderApp('/menu');
    await screen.findByRole('heading', { name: 'Menu Utama' });

    await user.click(banner().getByRole('button', { name: 'Buka navigasi' }));
    const panel = await screen.findByRole('navigation', { name: 'Navigasi utama' });
    expect(within(panel).getByRole('link', { name: 'Produksi Telur' })).toBeInTheDocument();
    await user.click(screen.getByTestId('nav-backdrop'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Navigasi utama' })).toBeNull());

    await user.click(banner().getByRole('button', { name: 'Buka navigasi' }));
    const again = await screen.findByRole('navigation', { name: 'Navigasi utama' });
    await user.click(within(again).getByRole('link', { name: 'Pemakaian Pakan' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/transaksipakan'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Navigasi utama' })).toBeNull());
  });

  it('logout clears token and tenant info and loads /login', async () => {
    const user = userEvent.setup();
    const calls = mockFetch({ 'POST /api/auth/logout': { body: { success: true } } });
    login(memberToken('admin'), 'Kandang Sukamaju');
    localStorage.setItem('tenant_id', '1');
    localStorage.setItem('user_role', 'admin');
    renderApp('/menu');
    await screen.findByRole('heading', { name: 'Menu Utama' });
    await user.click(banner().getAllByRole('button', { name: 'Logout' })[0]);
    // Where the outbox is loaded, the logout first looks for this user's unsent entries (none here).
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('tenant_id')).toBeNull();
    expect(localStorage.getItem('tenant_nama')).toBeNull();
    expect(localStorage.getItem('user_role')).toBeNull();
    expect(hardNavigate).toHaveBeenCalledWith('/login');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/auth/logout']);
  });
});

describe('the first paint of a route (issue #23, docs/adr/0028)', () => {
  it("shows the route's title in the frame, with 'Memuat…', while the page's code loads", async () => {
    login(memberToken('admin'), 'Kandang Sukamaju');
    mockFetch({});
    renderApp('/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jejak Audit' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Memuat…' })).toBeInTheDocument();
    expect(banner().getByText('Kandang Sukamaju')).toBeInTheDocument();
  });
});
