import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../api/client';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { memberToken } from '../../test/tokens';

const PROD = [
  { tanggal: '2025-04-01', bagian_id: 3, lokasi: 'Jalur 1 / Kanan', usia: 26, populasi: 1500, kematian: 0, kg_telur: 55, butir_telur: 900, avg_telur_gram: 61.11, total_pakan: 167.3, fi: 111.53, fcr: 3.042, prod_persen: 60 },
  { tanggal: '2025-04-02', bagian_id: 4, lokasi: 'Jalur 1 / Kiri', usia: null, populasi: 0, kematian: 0, kg_telur: 0, butir_telur: 0, avg_telur_gram: null, total_pakan: 5, fi: null, fcr: null, prod_persen: null },
] satisfies Schemas['ProductionReportRowDto'][];

/** The production report as the server sends it: one page, the row count and the totals of the range. */
const PROD_PAGE = {
  data: PROD,
  total: 2,
  page: 1,
  page_size: 25,
  totals: { kematian: 0, kg_telur: 55, butir_telur: 900, total_pakan: 172.3, avg_telur_gram: 61.11, fi: 114.87, fcr: 3.133, prod_persen: 60 },
} satisfies Schemas['ProductionReportDto'];

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  localStorage.setItem('tenant_id', '1');
});

describe('report screens', () => {
  it('shows the production report with Indonesian numbers, "-" for null, totals, a bagian filter and a CSV download', async () => {
    localStorage.setItem('token', memberToken('admin'));
    const calls = mockFetch({
      'GET /api/laporan-produksi': { body: PROD_PAGE },
      'GET /api/bagian-lokasi': { body: [
          { bagian_id: 3, lokasi: 'Jalur 1 / Kanan', jalur_id: 1, jalur: 'Jalur 1', bagian: 'Kanan' },
          { bagian_id: 4, lokasi: 'Jalur 1 / Kiri', jalur_id: 1, jalur: 'Jalur 1', bagian: 'Kiri' },
        ] satisfies Schemas['BagianLokasiDto'][] },
    });
    const created: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (b: Blob) => (created.push(b), 'blob:x'), revokeObjectURL: () => undefined }));
    renderApp('/laporanproduksi');
    expect(await screen.findByText('01/04/2025')).toBeInTheDocument();
    expect(screen.getByText('61,11')).toBeInTheDocument();
    expect(screen.getAllByText('-').length).toBeGreaterThan(0);
    const totals = screen.getByLabelText('Total');
    expect(within(totals).getByText('55,00 kg / 900 butir')).toBeInTheDocument();
    expect(within(totals).getByText('172,300 kg')).toBeInTheDocument();
    // The table asks for its first page of 25 rows.
    expect(calls.some((c) => c.url.includes('/api/laporan-produksi') && c.url.includes('page=1') && c.url.includes('page_size=25'))).toBe(true);

    await userEvent.click(screen.getByRole('combobox', { name: 'Lokasi (bagian)' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Jalur 1 / Kiri' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tampilkan' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('/api/laporan-produksi') && c.url.includes('bagian_id=4'))).toBe(true));

    await userEvent.click(screen.getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(created).toHaveLength(1));
    // The CSV holds every row of the filters: the last report call has no paging.
    const csvCall = calls.filter((c) => c.url.includes('/api/laporan-produksi')).pop()!;
    expect(csvCall.url).toContain('bagian_id=4');
    expect(csvCall.url).not.toContain('page');
    const text = await created[0].text();
    expect(text.replace(/^\ufeff/, '').split('\r\n')[0].split(',')).toHaveLength(13);
  });

  it('asks the server for the next page and keeps the totals of the whole range', async () => {
    localStorage.setItem('token', memberToken('viewer'));
    const row = (i: number) => ({ tanggal: '2025-04-01', tingkat_id: i, lokasi: `Jalur 1 / Kanan / T${i}`, populasi: 100, kematian: 0, usia: 30, pakan: 11, feed_intake: 110 }) satisfies Schemas['FeedReportRowDto'];
    const calls = mockFetch({
      'GET /api/summary-txn-pakan': (call) => {
        const page = Number(new URL(call.url, 'http://x').searchParams.get('page'));
        const first = (page - 1) * 25 + 1;
        const n = page === 3 ? 10 : 25;
        return { body: { data: Array.from({ length: n }, (_, i) => row(first + i)), total: 60, page, page_size: 25, totals: { pakan: 660, kematian: 3, feed_intake: 110 } } satisfies Schemas['FeedReportDto'] };
      },
      'GET /api/tingkat-lokasi': { body: [] satisfies Schemas['TingkatLokasiDto'][] },
    });
    renderApp('/laporanpakan');
    expect(await screen.findByText('Jalur 1 / Kanan / T1')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Total')).getByText('660,000 kg')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Halaman berikutnya' }));
    expect(await screen.findByText('Jalur 1 / Kanan / T26')).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('page=2') && c.url.includes('page_size=25'))).toBe(true);
    expect(within(screen.getByLabelText('Total')).getByText('660,000 kg')).toBeInTheDocument();
  });

  it("shows 'Gagal mengambil data' when the feed report cannot be loaded", async () => {
    localStorage.setItem('token', memberToken('viewer'));
    mockFetch({ 'GET /api/summary-txn-pakan': { status: 500, body: null }, 'GET /api/tingkat-lokasi': { body: [] satisfies Schemas['TingkatLokasiDto'][] } });
    renderApp('/laporanpakan');
    expect(await screen.findByText('Gagal mengambil data')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CSV' })).toBeDisabled();
  });
});
