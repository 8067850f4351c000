import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadXlsx } from '../../lib/spreadsheet';
import type { Schemas } from '../../api/client';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { memberToken, superadminToken } from '../../test/tokens';

vi.mock('../../lib/spreadsheet', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/spreadsheet')>()),
  downloadXlsx: vi.fn(() => Promise.resolve()),
}));

const FARM = { id: '1', kode: 'SKM', nama: 'Kandang Sukamaju' };
const ITEMS = [
  {
    id: '42',
    created_at: '2026-11-20T03:04:05.000Z',
    event: 'data_change',
    action: 'update',
    entity: 'telur_settings',
    entity_id: '1',
    actor: 'superadmin',
    on_behalf_of: FARM,
    subject: null,
    client_address: null,
    before: { weight_grade_b: 0.05 },
    after: { weight_grade_b: 0.052 },
    detail: null,
  },
  {
    id: '41',
    created_at: '2026-11-20T03:00:00.000Z',
    event: 'role_change',
    action: null,
    entity: null,
    entity_id: null,
    actor: 'owner',
    on_behalf_of: null,
    subject: 'budi',
    client_address: '127.0.0.1',
    before: null,
    after: null,
    detail: { from: 'viewer', to: 'abk' },
  },
] satisfies Schemas['AuditItemDto'][];
const page = (items: Schemas['AuditItemDto'][]) => ({ body: { items, total: items.length, page: 1, limit: 500, from: '2026-10-29', to: '2026-11-27' } satisfies Schemas['AuditPageDto'] });
const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  vi.mocked(downloadXlsx).mockClear();
  localStorage.setItem('token', memberToken('owner'));
  localStorage.setItem('tenant_id', '1');
});

describe('Jejak Audit', () => {
  it('shows who changed what as "lama → baru", the farm a superadmin acted for, and exports the rows', async () => {
    const calls = mockFetch({ 'GET /api/audit': page(ITEMS) });
    renderApp('/audit');
    expect(await screen.findByRole('heading', { name: 'Jejak Audit' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Jejak audit' });
    const row = (await within(table).findByText('weight_grade_b: 0,05 → 0,052')).closest('tr')!;
    expect(within(row).getByText('superadmin')).toBeInTheDocument();
    expect(within(row).getByText('atas nama Kandang Sukamaju')).toBeInTheDocument();
    expect(within(row).getByText('Ubah Pengaturan telur #1')).toBeInTheDocument();
    expect(within(table).getByText('viewer → abk').closest('tr')).toHaveTextContent('Ubah role');
    expect(screen.getByText('2 catatan.')).toBeInTheDocument();

    // The first read: the last 30 days, today included, the farm's tenant.
    const first = calls.find((c) => c.url.startsWith('/api/audit'))!;
    expect(query(first.url)).toEqual({ from: dayjs().subtract(29, 'day').format('YYYY-MM-DD'), to: dayjs().format('YYYY-MM-DD'), page: '1', limit: '500' });
    expect(first.headers.get('x-tenant-id')).toBe('1');

    await userEvent.click(screen.getByRole('button', { name: 'Excel' }));
    expect(downloadXlsx).toHaveBeenCalledWith('jejak-audit.xlsx', 'Jejak Audit', expect.any(Array), ITEMS);
  });

  it('filters by actor (on Enter) and by table or event', async () => {
    const calls = mockFetch({ 'GET /api/audit': page(ITEMS) });
    renderApp('/audit');
    await screen.findByRole('table', { name: 'Jejak audit' });
    await userEvent.type(screen.getByLabelText('Pelaku (username)'), 'superadmin{Enter}');
    await waitFor(() => expect(calls.some((c) => query(c.url).actor === 'superadmin')).toBe(true));

    await userEvent.click(screen.getByRole('combobox', { name: 'Data / kejadian' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pelanggan' }));
    await waitFor(() => expect(calls.some((c) => query(c.url).entity === 'customers' && query(c.url).actor === 'superadmin')).toBe(true));

    await userEvent.click(screen.getByRole('combobox', { name: 'Data / kejadian' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Superadmin keluar kandang (kejadian)' }));
    await waitFor(() => expect(calls.some((c) => query(c.url).entity === 'impersonation_end')).toBe(true));
  });

  it('shows the empty state and the Excel button disabled', async () => {
    mockFetch({ 'GET /api/audit': page([]) });
    renderApp('/audit');
    expect(await screen.findByText('Belum ada catatan')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Excel' })).toBeDisabled();
  });

  it("shows the server's refusal", async () => {
    mockFetch({ 'GET /api/audit': { status: 400, body: { success: false, message: 'Rentang tanggal maksimal 366 hari.' } } });
    renderApp('/audit');
    expect(await screen.findByText('Rentang tanggal maksimal 366 hari.')).toBeInTheDocument();
  });

  it('a superadmin without a farm reads the platform events (no tenant header)', async () => {
    localStorage.clear();
    localStorage.setItem('token', superadminToken());
    const calls = mockFetch({ 'GET /api/audit': page([]) });
    renderApp('/audit');
    await screen.findByText('Belum ada catatan');
    const read = calls.find((c) => c.url.startsWith('/api/audit'))!;
    expect(read.headers.get('x-tenant-id')).toBeNull();
  });

  it('abk is sent to the menu, which has no Jejak Audit tile for it', async () => {
    localStorage.setItem('token', memberToken('abk'));
    const calls = mockFetch({});
    renderApp('/audit');
    expect(await screen.findByRole('heading', { name: 'Menu Utama' })).toBeInTheDocument();
    expect(screen.queryByText('Jejak Audit')).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith('/api/audit'))).toBe(false);
  });
});
