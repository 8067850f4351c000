import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from '../../api/client';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { memberToken } from '../../test/tokens';

const place = { breed: 'hyline_w80' as const, lokasi_id: 1, lokasi: 'Farm Sukamaju', plant_id: 2, plant: 'Plant 1', jalur_id: 3, jalur: 'Jalur 1', bagian_id: 4, bagian: 'Kanan' };
const cell = (tingkat_id: number, tingkat: string, value: number | null, status: Schemas['MapCellDto']['status'], band = true) =>
  ({ ...place, tingkat_id, tingkat, value, band_min: band ? 99 : null, band_max: band ? 108 : null, status }) satisfies Schemas['MapCellDto'];

const MAP = {
  measure: 'feed_g_per_bird',
  window: 7,
  date: '2025-06-09',
  level: 'tingkat',
  source: 'Hy-Line W-80 Plus (panduan manajemen)',
  cells: [cell(10, 'T1', 100.1, 'within'), cell(11, 'T2', 80, 'below'), cell(12, 'T3', null, 'none', false)],
} satisfies Schemas['MapDto'];

const day = (tanggal: string, feed: number | null) =>
  ({ tanggal, population: 990, age_weeks: 30, feed_g_per_bird: feed, deaths_per_1000: 0, hen_day_pct: null, egg_weight_g: null,
    std_fi_min: 99, std_fi_max: 108, std_prod_min: 95.5, std_prod_max: 97.5, std_egg_g_min: 58, std_egg_g_max: 62 }) satisfies Schemas['PlaceDayDto'];
const SERIES = { ...place, breed: 'hyline_brown', tingkat_id: 11, tingkat: 'T2', level: 'tingkat', date: '2025-06-09', source: MAP.source, days: [day('2025-06-08', 82), day('2025-06-09', 80)] } satisfies Schemas['PlaceSeriesDto'];

beforeEach(() => {
  localStorage.setItem('token', memberToken('viewer'));
  localStorage.setItem('tenant_id', '1');
});

describe('farm map', () => {
  it('prints each value in its coloured cell, explains the colours and opens a cell’s 28-day chart', async () => {
    const calls = mockFetch({ 'GET /api/insight/map': { body: MAP }, 'GET /api/insight/place-series': { body: SERIES } });
    renderApp('/insight');
    await screen.findByRole('heading', { level: 1, name: 'Peta Kandang' });
    const jalur = await screen.findByRole('region', { name: 'Jalur 1' });
    // The accessible name starts with the visible text (name and value) and adds the status words.
    const t1 = within(jalur).getByRole('button', { name: 'T1 100,1 dalam standar' });
    const t2 = within(jalur).getByRole('button', { name: 'T2 80,0 di bawah standar' });
    const t3 = within(jalur).getByRole('button', { name: 'T3 –' });
    // Within the band: near white with black text; 19 g under a 9 g band: the deepest blue with white text; no value: empty.
    expect(t1).toHaveStyle({ backgroundColor: '#f7f7f7', color: '#000000' });
    expect(t2).toHaveStyle({ backgroundColor: '#2166ac', color: '#ffffff' });
    expect(t3).toHaveAttribute('data-status', 'none');
    const legend = screen.getByRole('group', { name: 'Keterangan warna' });
    expect(legend).toHaveTextContent('Di bawah standar');
    expect(legend).toHaveTextContent('Dalam standar');
    expect(legend).toHaveTextContent('Pita standar: Hy-Line W-80 Plus (panduan manajemen).');
    // The selects and the period's dates follow the map a frame later (AfterData).
    expect(await screen.findByText('7 hari s.d. 09/06/2025')).toBeInTheDocument();
    expect(calls.find((c) => c.url.startsWith('/api/insight/map'))!.url).toBe('/api/insight/map?measure=feed_g_per_bird&window=7');

    await userEvent.click(t2);
    const dialog = await screen.findByRole('dialog', { name: 'Jalur 1 › Kanan › T2 — Konsumsi pakan' });
    await within(dialog).findByRole('figure', { name: 'Konsumsi pakan 28 hari s.d. 09/06/2025 (g/ekor/hari)' });
    expect(dialog).toHaveTextContent('Jenis ayam: Hy-Line Brown (coklat)');
    expect(dialog).toHaveTextContent('Pita standar: Hy-Line W-80 Plus (panduan manajemen).');
    expect(calls.find((c) => c.url.startsWith('/api/insight/place-series'))!.url).toBe('/api/insight/place-series?level=tingkat&id=11&date=2025-06-09');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks again for another measure and window, and marks the place a link names', async () => {
    const calls = mockFetch({
      'GET /api/insight/map': (c) =>
        c.url.includes('hen_day_pct')
          ? { body: { ...MAP, measure: 'hen_day_pct', window: 28, level: 'bagian', cells: [{ ...place, value: 41.95, band_min: 94.5, band_max: 96.5, status: 'below' }] } satisfies Schemas['MapDto'] }
          : { body: MAP },
    });
    renderApp('/insight?tingkat=11');
    const t2 = await screen.findByRole('button', { name: /^T2 80,0/ });
    expect(t2).toHaveAttribute('data-marked', 'true');
    expect(screen.getByRole('button', { name: /^T1/ })).not.toHaveAttribute('data-marked');

    await userEvent.click(await screen.findByRole('combobox', { name: 'Ukuran' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Produksi hen-day (per bagian)' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Periode' }));
    await userEvent.click(await screen.findByRole('option', { name: '28 hari' }));
    await screen.findByRole('button', { name: 'Kanan 42,0 di bawah standar' });
    expect(calls.map((c) => c.url)).toContain('/api/insight/map?measure=hen_day_pct&window=28');
  });

  it('says so when the farm has no coop yet', async () => {
    mockFetch({ 'GET /api/insight/map': { body: { ...MAP, cells: [] } } });
    renderApp('/insight');
    expect(await screen.findByText('Belum ada struktur kandang')).toBeInTheDocument();
  });
});
