import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../api/client';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { memberToken } from '../../test/tokens';

const place = { lokasi_id: 1, lokasi: 'Farm Sukamaju', plant_id: 2, plant: 'Plant 1', jalur_id: 3, jalur: 'Jalur 2', bagian_id: 4, bagian: 'Kanan' };
const WARNINGS = {
  date: '2025-06-10',
  warnings: [
    { rule: 'hd_rendah', title: 'HD di bawah standar', level: 'bagian', ...place, tingkat_id: null, tingkat: null, message: 'HD 92,0 % di bawah batas bawah standar 95,4 % lebih dari 3 poin selama 3 hari', value: 92, limit: 92.4, unit: '%' },
    { rule: 'konsumsi_turun', title: 'Konsumsi pakan turun', level: 'tingkat', ...place, tingkat_id: 5, tingkat: 'T1', message: 'Konsumsi pakan 89,9 g/ekor turun 10,1 % dari rata-rata 7 hari 100,0 g/ekor (batas turun 10 %)', value: 89.9, limit: 90, unit: 'g/ekor' },
    {
      rule: 'stok_pakan', title: 'Stok pakan hampir habis', level: 'farm', lokasi_id: null, lokasi: null, plant_id: null, plant: null, jalur_id: null, jalur: null, bagian_id: null, bagian: null,
      tingkat_id: null, tingkat: null, message: 'Stok pakan 200,0 kg cukup untuk 2 hari (rata-rata pemakaian 100,0 kg/hari), batas 2 hari', value: 2, limit: 2, unit: 'hari',
    },
  ],
} satisfies Schemas['WarningsDto'];
const SETTINGS = {
  hd_selisih_poin: 3, hd_hari: 3, konsumsi_turun_persen: 10, mati_harian_persen: 0.1, mati_mingguan_persen: 0.2, berat_telur_hari: 5, berat_telur_toleransi_g: 1, stok_pakan_hari: 2,
} satisfies Schemas['WarningSettingsDto'];
/** The dashboard's own reads, answered with nothing in particular. */
const DASHBOARD = {
  'GET /api/dashboard/summary': { status: 500, body: { success: false, message: 'x' } },
  'GET /api/dashboard-table': { body: [] satisfies Schemas['DashboardTableRowDto'][] },
  'GET /api/feed-txns/metrics': { body: { stock_kg: 0, avg_cost: '0.000000', inventory_value: '0.00' } satisfies Schemas['FeedMetricsDto'] },
  'GET /api/dashboard/unit-settings': { body: { telur_unit: 'kg', avg_butir_unit: 'g', pakan_unit: 'kg', fi_unit: 'g/ekor' } satisfies Schemas['UnitSettingsDto'] },
  'GET /api/dashboard/breed-standard': { body: { sumber: 'Standar Hy-Line W-80 Plus', breed: 'hyline_w80', nama: 'Hy-Line W-80 Plus (putih)' } satisfies Schemas['BreedStandardSourceDto'] },
  'GET /api/tasks/due': { body: [] },
};

const panel = () => screen.findByRole('region', { name: 'Peringatan' });

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => localStorage.setItem('tenant_id', '1'));

describe('Peringatan panel on the dashboard', () => {
  it("lists the day's warnings with their count, each linking to its place on the map", async () => {
    localStorage.setItem('token', memberToken('abk'));
    mockFetch({ ...DASHBOARD, 'GET /api/insight/warnings': { body: WARNINGS } });
    renderApp('/dashboard');
    const p = await panel();
    await waitFor(() => expect(within(p).getByText('3 peringatan')).toBeInTheDocument());
    const hd = within(p).getByRole('link', { name: /HD di bawah standar · Jalur 2 \/ Kanan/ });
    expect(hd).toHaveAttribute('href', '/insight?bagian=4');
    expect(hd).toHaveTextContent('HD 92,0 % di bawah batas bawah standar 95,4 % lebih dari 3 poin selama 3 hari');
    expect(within(p).getByRole('link', { name: /Konsumsi pakan turun · Jalur 2 \/ Kanan \/ T1/ })).toHaveAttribute('href', '/insight?tingkat=5');
    // The farm's stock: the feed stock screen is the admin's, so an abk reads it without a link.
    expect(within(p).getByText('Stok pakan hampir habis · Seluruh kandang').closest('a')).toBeNull();
    // No thresholds for an abk.
    expect(within(p).queryByRole('button', { name: 'Pengaturan peringatan' })).toBeNull();
  });

  it("says 'Tidak ada peringatan' on a quiet day", async () => {
    localStorage.setItem('token', memberToken('admin'));
    mockFetch({ ...DASHBOARD, 'GET /api/insight/warnings': { body: { date: '2025-06-10', warnings: [] } satisfies Schemas['WarningsDto'] } });
    renderApp('/dashboard');
    const p = await panel();
    await waitFor(() => expect(within(p).getByText('Tidak ada peringatan')).toBeInTheDocument());
    expect(within(p).getByText('0 peringatan')).toBeInTheDocument();
  });

  it('shows a failed read', async () => {
    localStorage.setItem('token', memberToken('admin'));
    mockFetch({ ...DASHBOARD, 'GET /api/insight/warnings': { status: 400, body: { success: false, message: 'date harus tanggal (YYYY-MM-DD).' } } });
    renderApp('/dashboard');
    const p = await panel();
    await waitFor(() => expect(within(p).getByRole('alert')).toHaveTextContent('date harus tanggal (YYYY-MM-DD).'));
  });

  it("lets an admin change the thresholds: a field's problem under it, then the saved values sent and the list read again", async () => {
    localStorage.setItem('token', memberToken('admin'));
    const calls = mockFetch({
      ...DASHBOARD,
      'GET /api/insight/warnings': { body: WARNINGS },
      'GET /api/insight/warning-settings': { body: SETTINGS },
      'PUT /api/insight/warning-settings': (c) => ({ body: c.body as Schemas['WarningSettingsDto'] }),
    });
    renderApp('/dashboard');
    const p = await panel();
    // An admin reaches the stock screen from the stock warning.
    await waitFor(() => expect(within(p).getByRole('link', { name: /Stok pakan hampir habis/ })).toHaveAttribute('href', '/transaksipakan-akuntansi'));
    await userEvent.click(within(p).getByRole('button', { name: 'Pengaturan peringatan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pengaturan peringatan' });
    const field = (name: string) => within(dialog).getByRole('textbox', { name });
    await waitFor(() => expect(field('HD rendah selama')).toHaveValue('3'));
    expect(field('Kematian sehari lebih dari')).toHaveValue('0,1');

    await userEvent.clear(field('HD rendah selama'));
    await userEvent.type(field('HD rendah selama'), '9');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('Maksimal 7.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.clear(field('HD rendah selama'));
    await userEvent.type(field('HD rendah selama'), '4');
    await userEvent.clear(field('Kematian sehari lebih dari'));
    await userEvent.type(field('Kematian sehari lebih dari'), '0,15');
    const reads = calls.filter((c) => c.url.startsWith('/api/insight/warnings')).length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pengaturan peringatan' })).toBeNull());
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ ...SETTINGS, hd_hari: 4, mati_harian_persen: 0.15 });
    expect(await screen.findByText('Pengaturan peringatan disimpan')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.url.startsWith('/api/insight/warnings')).length).toBeGreaterThan(reads));
  });
});
