import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { memberToken } from '../../test/tokens';

const PROD = [
  { tanggal: '2025-04-01', bagian_id: 3, lokasi: 'Jalur 1 / Kanan', usia: 26, populasi: 1500, kematian: 0, kg_telur: 55, butir_telur: 900, avg_telur_gram: 61.11, total_pakan: 167.3, fi: 111.53, fcr: 3.042, prod_persen: 60 },
  { tanggal: '2025-04-02', bagian_id: 4, lokasi: 'Jalur 1 / Kiri', usia: null, populasi: 0, kematian: 0, kg_telur: 0, butir_telur: 0, avg_telur_gram: null, total_pakan: 5, fi: null, fcr: null, prod_persen: null },
];

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  localStorage.setItem('tenant_id', '1');
});

describe('report screens', () => {
  it('shows the production report with Indonesian numbers, "-" for null, totals, a bagian filter and a CSV download', async () => {
    localStorage.setItem('token', memberToken('admin'));
    const calls = mockFetch({
      'GET /api/laporan-produksi': { body: PROD },
      'GET /api/bagian-lokasi': { body: [{ bagian_id: 3, lokasi: 'Jalur 1 / Kanan' }, { bagian_id: 4, lokasi: 'Jalur 1 / Kiri' }] },
    });
    const created: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (b: Blob) => (created.push(b), 'blob:x'), revokeObjectURL: () => undefined }));
    renderApp('/laporanproduksi');
    expect(await screen.findByText('01/04/2025', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('61,11')).toBeInTheDocument();
    expect(screen.getAllByText('-').length).toBeGreaterThan(0);
    const totals = screen.getByLabelText('Total');
    expect(within(totals).getByText('55,00 kg / 900 butir')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Lokasi (bagian)' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Jalur 1 / Kiri' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tampilkan' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('/api/laporan-produksi') && c.url.includes('bagian_id=4'))).toBe(true));

    await userEvent.click(screen.getByRole('button', { name: 'CSV' }));
    expect(created).toHaveLength(1);
    const text = await created[0].text();
    expect(text.replace(/^\ufeff/, '').split('\r\n')[0].split(',')).toHaveLength(13);
  });

  it("shows 'Gagal mengambil data' when the feed report cannot be loaded", async () => {
    localStorage.setItem('token', memberToken('viewer'));
    mockFetch({ 'GET /api/summary-txn-pakan': { status: 500, body: null }, 'GET /api/tingkat-lokasi': { body: [] } });
    renderApp('/laporanpakan');
    expect(await screen.findByText('Gagal mengambil data', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CSV' })).toBeDisabled();
  });
});
