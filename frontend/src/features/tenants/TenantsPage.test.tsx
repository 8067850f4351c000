import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hardNavigate } from '../../lib/navigation';
import type { Schemas } from '../../api/client';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { makeToken, memberToken, superadminToken } from '../../test/tokens';

vi.mock('../../lib/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/navigation')>()),
  hardNavigate: vi.fn(),
}));

const TENANTS = [
  { id: 't1', kode: 'SKM', nama: 'Kandang Sukamaju', user_count: 8, is_active: true, created_at: '2025-01-02T00:00:00Z', updated_at: '2025-01-02T00:00:00Z' },
  { id: 't2', kode: 'LST', nama: 'Kandang Lestari', user_count: 1, is_active: false, created_at: '2025-02-03T00:00:00Z', updated_at: '2025-02-03T00:00:00Z' },
] satisfies Schemas['TenantDto'][];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(hardNavigate).mockClear();
  localStorage.clear();
});
beforeEach(() => localStorage.setItem('token', superadminToken()));

describe('Superadmin Tenants', () => {
  it('lists the farms with counts, searches on name or code, refreshes', async () => {
    const calls = mockFetch({ 'GET /api/superadmin/tenants': { body: { tenants: TENANTS } satisfies Schemas['TenantListDto'] } });
    renderApp('/superadmin');
    expect(await screen.findByText('Kandang Sukamaju')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Total tenant' })).toHaveTextContent('2');
    expect(screen.getByRole('group', { name: 'Tenant aktif' })).toHaveTextContent('1');
    expect(screen.getByText('Nonaktif')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Cari nama atau kode'), 'lst');
    await waitFor(() => expect(screen.queryByText('Kandang Sukamaju')).toBeNull());
    expect(screen.getByText('Kandang Lestari')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/superadmin/tenants')).toHaveLength(2));
    // No tenant header: the platform list is not a farm's.
    expect(calls[0].headers.get('x-tenant-id')).toBeNull();
  });

  it("creates a farm: the §5 messages first, then the server's 409, then success", async () => {
    let answer = { status: 409, body: { success: false, message: 'Kode tenant sudah dipakai.' } } as { status: number; body: unknown };
    const calls = mockFetch({
      'GET /api/superadmin/tenants': { body: { tenants: TENANTS } satisfies Schemas['TenantListDto'] },
      'POST /api/superadmin/tenants': () => answer,
    });
    renderApp('/superadmin');
    await screen.findByText('Kandang Sukamaju');
    await userEvent.click(screen.getByRole('button', { name: '+ Tambah Tenant' }));
    const dialog = await screen.findByRole('dialog');
    const save = () => userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await save();
    await waitFor(() => expect(within(dialog).getByLabelText(/Nama kandang/)).toHaveAccessibleDescription('Nama wajib diisi'));
    await userEvent.type(within(dialog).getByLabelText(/Nama kandang/), 'Kandang Maju');
    await save();
    await waitFor(() => expect(within(dialog).getByLabelText(/^Kode/)).toHaveAccessibleDescription('Kode wajib diisi'));
    await userEvent.type(within(dialog).getByLabelText(/^Kode/), 'mjy');
    await save();
    await waitFor(() => expect(within(dialog).getByLabelText(/Username atau email owner/)).toHaveAccessibleDescription('Email owner wajib diisi'));
    await userEvent.type(within(dialog).getByLabelText(/Username atau email owner/), 'x@y');
    await save();
    await waitFor(() => expect(within(dialog).getByLabelText(/Username atau email owner/)).toHaveAccessibleDescription('Format email tidak valid'));
    await userEvent.type(within(dialog).getByLabelText(/Username atau email owner/), '.id');
    await save();
    await waitFor(() => expect(within(dialog).getByLabelText(/Password owner/)).toHaveAccessibleDescription('Password owner wajib diisi'));
    await userEvent.type(within(dialog).getByLabelText(/Password owner/), '123');
    await save();
    await waitFor(() => expect(within(dialog).getByLabelText(/Password owner/)).toHaveAccessibleDescription('Password minimal 6 karakter'));
    await userEvent.type(within(dialog).getByLabelText(/Password owner/), '456');
    await save();
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Kode tenant sudah dipakai.'));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ nama: 'Kandang Maju', kode: 'MJY', owner_email: 'x@y.id', owner_password: '123456' });

    answer = { status: 201, body: { ...TENANTS[0], id: 't3', kode: 'MJY', nama: 'Kandang Maju', owner: { id: 'u', email: 'x@y.id', new_account: true } } satisfies Schemas['TenantCreatedDto'] };
    await save();
    expect(await screen.findByText('Tenant Kandang Maju dibuat.')).toBeInTheDocument();
  });

  it("shows 'Gagal membuat tenant baru' when the server sends no message", async () => {
    mockFetch({ 'GET /api/superadmin/tenants': { body: { tenants: TENANTS } satisfies Schemas['TenantListDto'] }, 'POST /api/superadmin/tenants': { status: 500, body: {} } });
    renderApp('/superadmin');
    await screen.findByText('Kandang Sukamaju');
    await userEvent.click(screen.getByRole('button', { name: '+ Tambah Tenant' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Nama kandang/), 'A');
    await userEvent.type(within(dialog).getByLabelText(/^Kode/), 'A');
    await userEvent.type(within(dialog).getByLabelText(/Username atau email owner/), 'a@b.id');
    await userEvent.type(within(dialog).getByLabelText(/Password owner/), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Gagal membuat tenant baru'));
  });

  it("'Gagal memuat tenants'", async () => {
    mockFetch({ 'GET /api/superadmin/tenants': { status: 500, body: {} } });
    renderApp('/superadmin');
    expect(await screen.findByText('Gagal memuat tenants')).toBeInTheDocument();
  });

  it('deactivates after a confirmation (the inverse of the current state); a failure shows Gagal mengubah status', async () => {
    let fail = true;
    const calls = mockFetch({
      'GET /api/superadmin/tenants': { body: { tenants: TENANTS } satisfies Schemas['TenantListDto'] },
      'PATCH /api/superadmin/tenants/t1/status': () => (fail ? { status: 500, body: {} } : { body: { ...TENANTS[0], is_active: false } satisfies Schemas['TenantDto'] }),
    });
    renderApp('/superadmin');
    await screen.findByText('Kandang Sukamaju');
    await userEvent.click(screen.getByRole('button', { name: 'Nonaktifkan Kandang Sukamaju' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Nonaktifkan Kandang Sukamaju (SKM)?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nonaktifkan' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Gagal mengubah status'));
    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nonaktifkan' }));
    expect(await screen.findByText('Kandang Sukamaju dinonaktifkan.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ status: false }, { status: false }]);
    // An inactive farm offers Aktifkan, and cannot be entered (once the closing dialog has left the page).
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Aktifkan Kandang Lestari' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Masuk ke Kandang Lestari' })).toBeDisabled();
  });

  it('Masuk stores the farm token, keeps the superadmin token aside and loads /dashboard; a failure says Gagal impersonasi', async () => {
    const own = localStorage.getItem('token');
    const farmToken = makeToken({ sub: 1, role: 'superadmin', tenant_role: 'admin', tenant_id: 't1', tenant: { id: 't1', kode: 'SKM', nama: 'Kandang Sukamaju' }, impersonated_by: 1 });
    let ok = false;
    mockFetch({
      'GET /api/superadmin/tenants': { body: { tenants: TENANTS } satisfies Schemas['TenantListDto'] },
      'POST /api/superadmin/impersonate/t1': () =>
        ok ? { body: { token: farmToken, tenant: { id: 't1', kode: 'SKM', nama: 'Kandang Sukamaju' }, expires_at: '2025-01-01T01:00:00Z' } satisfies Schemas['ImpersonationDto'] } : { status: 500, body: {} },
    });
    renderApp('/superadmin');
    await screen.findByText('Kandang Sukamaju');
    await userEvent.click(screen.getByRole('button', { name: 'Masuk ke Kandang Sukamaju' }));
    expect(await screen.findByText('Gagal impersonasi')).toBeInTheDocument();
    ok = true;
    await userEvent.click(screen.getByRole('button', { name: 'Masuk ke Kandang Sukamaju' }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/dashboard'));
    expect(localStorage.getItem('token')).toBe(farmToken);
    expect(localStorage.getItem('impersonator_token')).toBe(own);
    expect(localStorage.getItem('tenant_id')).toBe('t1');
    expect(localStorage.getItem('tenant_nama')).toBe('Kandang Sukamaju');
  });

  it('the test push shows its result', async () => {
    const calls = mockFetch({
      'GET /api/superadmin/tenants': { body: { tenants: TENANTS } satisfies Schemas['TenantListDto'] },
      'POST /api/superadmin/gorichi/test-simple': { body: { ok: false, status: 0, target: null, idem_key: null, response: null, message: 'Integrasi akuntansi belum dikonfigurasi.' } satisfies Schemas['TestPushResultDto'] },
    });
    renderApp('/superadmin');
    await screen.findByText('Kandang Sukamaju');
    await userEvent.click(screen.getByRole('button', { name: 'Tes Push Gorichi' }));
    expect(await screen.findByText('Tes push gagal: Integrasi akuntansi belum dikonfigurasi.')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/superadmin/gorichi/test-simple')).toBe(true);
  });

  it('an admin (who passes every route list) sends no platform call', async () => {
    localStorage.setItem('token', memberToken('admin'));
    const calls = mockFetch({});
    renderApp('/superadmin');
    expect(await screen.findByText('Halaman ini khusus superadmin.')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith('/api/superadmin'))).toEqual([]);
  });
});

describe('Platform dashboard', () => {
  it('shows farms, active farms, users and entries of the week', async () => {
    mockFetch({ 'GET /api/superadmin/summary': { body: { tenants: 3, active_tenants: 2, users: 12, entries_week: 1520, from: '2025-06-04', to: '2025-06-10' } satisfies Schemas['PlatformSummaryDto'] } });
    renderApp('/superadmin/dashboard');
    expect(await screen.findByRole('group', { name: 'Kandang' })).toHaveTextContent('3');
    expect(screen.getByRole('group', { name: 'Kandang aktif' })).toHaveTextContent('2');
    expect(screen.getByRole('group', { name: 'User' })).toHaveTextContent('12');
    expect(screen.getByRole('group', { name: 'Entri minggu ini' })).toHaveTextContent('1.520');
    expect(screen.getByRole('group', { name: 'Entri minggu ini' })).toHaveTextContent('04/06/2025–10/06/2025');
  });

  it('shows the last backup, red when it failed, and downloads a farm\'s export', async () => {
    const failed: Schemas['BackupStatusDto'] = {
      nightly: true,
      directory: '/data/backups',
      same_disk_as_data: true,
      keep_daily: 14,
      keep_weekly: 8,
      last: { kind: 'nightly', started_at: '2026-11-27T18:00:00Z', finished_at: '2026-11-27T18:00:01Z', file: null, size_bytes: null, error: 'Disk penuh' },
      last_success: null,
    };
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const calls = mockFetch({
      'GET /api/superadmin/tenants': { body: { tenants: TENANTS } satisfies Schemas['TenantListDto'] },
      'GET /api/superadmin/backups': { body: failed },
      'GET /api/superadmin/tenants/t1/export': { body: 'PK' },
    });
    renderApp('/superadmin');
    const line = await screen.findByTestId('backup-status');
    expect(line).toHaveTextContent('Cadangan terakhir GAGAL (28/11/2026 01:00): Disk penuh. Belum ada cadangan yang berhasil.');
    expect(screen.getByTestId('backup-same-disk')).toHaveTextContent('Folder cadangan ada di disk yang sama dengan database: salin ke disk atau lokasi lain.');
    await userEvent.click(await screen.findByRole('button', { name: 'Ekspor data Kandang Sukamaju' }));
    await waitFor(() => expect(saved).toEqual(['ekspor-SKM.zip']));
    expect(calls.some((c) => c.url === '/api/superadmin/tenants/t1/export')).toBe(true);
    click.mockRestore();
  });
});
