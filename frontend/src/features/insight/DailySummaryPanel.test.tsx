import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../api/client';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { memberToken } from '../../test/tokens';
import DailySummary from './DailySummaryPanel';
import { whatsAppShareLink } from './dailySummary';

const TEXT = '*Ringkasan Kandang Sukamaju*\nRabu, 08/01/2025\nPopulasi: 1.000 ekor\nHD: 80 %\nStok pakan: 800 kg (cukup ± 8 hari)';
const SUMMARY = {
  date: '2025-01-08',
  farm: 'Kandang Sukamaju',
  populasi: 1000,
  kematian: 0,
  pakan_kg: 100,
  telur_kg: 50,
  telur_butir: 800,
  hd_persen: 80,
  fcr: 2,
  stok_pakan_kg: 800,
  stok_hari: 8,
  peringatan: 2,
  text: TEXT,
} satisfies Schemas['DailySummaryDto'];

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  localStorage.setItem('token', memberToken('admin'));
  localStorage.setItem('tenant_id', '1');
});

describe('Ringkasan kemarin', () => {
  it('encodes the whole text in the wa.me link (line breaks, *, ±, &)', () => {
    expect(whatsAppShareLink('*A* & B\n± 8 hari')).toBe('https://wa.me/?text=*A*%20%26%20B%0A%C2%B1%208%20hari');
  });

  it('shows the server’s text, links it to WhatsApp and copies it with a confirmation', async () => {
    const calls = mockFetch({ 'GET /api/insight/daily-summary': { body: SUMMARY } });
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderApp('/', <DailySummary />);
    expect(await screen.findByTestId('daily-summary-text')).toHaveTextContent('Populasi: 1.000 ekor');
    expect(calls[0].url).toBe('/api/insight/daily-summary');
    const link = screen.getByRole('link', { name: 'Kirim via WhatsApp' });
    expect(link).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(TEXT)}`);
    expect(decodeURIComponent(link.getAttribute('href')!.split('?text=')[1])).toBe(TEXT);
    await userEvent.click(screen.getByRole('button', { name: 'Salin' }));
    expect(writeText).toHaveBeenCalledWith(TEXT);
    expect(await screen.findByText('Ringkasan disalin')).toBeInTheDocument();
  });

  it('says so when the summary cannot be read', async () => {
    mockFetch({ 'GET /api/insight/daily-summary': { status: 500, body: { success: false } } });
    renderApp('/', <DailySummary />);
    expect(await screen.findByText('Gagal mengambil ringkasan kemarin')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Kirim via WhatsApp' })).toBeNull();
  });
});
