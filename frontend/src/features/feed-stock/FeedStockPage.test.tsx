import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../api/client';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { memberToken } from '../../test/tokens';

// Money as the server sends it: decimal strings (rates with 6 decimals).
const TXNS = [
  { id: 1, trx_date: '2025-06-01', type: 'buy', qty_kg: 1000, unit_cost: '7000.000000', add_cost: '150000.00', total_cost: '7150000.00', price_per_kg: '7000.00', sale_amount: null, method: 'cash', note: 'Pakan layer', stock_after: 1000, avg_cost_after: '7150.000000' },
  { id: null, trx_date: '2025-06-02', type: 'usage', qty_kg: -100, unit_cost: '7150.000000', add_cost: '0.00', total_cost: '-715000.00', price_per_kg: null, sale_amount: null, method: null, note: 'Pemakaian harian (/transaksipakan)', stock_after: 900, avg_cost_after: '7150.000000' },
  { id: 2, trx_date: '2025-06-03', type: 'sell', qty_kg: -200, unit_cost: '7150.000000', add_cost: '0.00', total_cost: '-1430000.00', price_per_kg: '8000.25', sale_amount: '1600050.00', method: 'cash', note: 'Tetangga', stock_after: 700, avg_cost_after: '7150.000000' },
  { id: 3, trx_date: '2025-06-04', type: 'buy', qty_kg: 0.5, unit_cost: '7333.330000', add_cost: '0.00', total_cost: '3666.67', price_per_kg: '7333.33', sale_amount: null, method: 'cash', note: 'Sisa', stock_after: 700.5, avg_cost_after: '7150.130864' },
] satisfies Schemas['FeedTxnDto'][];

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  localStorage.setItem('token', memberToken('admin'));
  localStorage.setItem('tenant_id', '1');
});

describe('Transaksi Pakan (akuntansi)', () => {
  it('shows the stock summary in sacks and the movements, and posts a purchase', async () => {
    const calls = mockFetch({
      'GET /api/feed-txns': { body: TXNS },
      // 7,150,000 − 715,000 − 1,430,000 + 3,666.67 = 5,008,666.67, the sum of the Nilai column.
      'GET /api/feed-txns/metrics': { body: { stock_kg: 1234.5, avg_cost: '7150.130864', inventory_value: '5008666.67' } satisfies Schemas['FeedMetricsDto'] },
      'POST /api/feed-txns/buy': { status: 201, body: TXNS[0] },
    });
    renderApp('/transaksipakan-akuntansi');
    const summary = await screen.findByLabelText('Ringkasan stok');
    await waitFor(() => expect(within(summary).getByText('1.234,500 kg')).toBeInTheDocument());
    expect(within(summary).getByText('24 karung + 34,500 kg')).toBeInTheDocument();
    // Amounts are shown exactly: cents when there are any, so the value equals the rows below.
    expect(within(summary).getByText('Rp 5.008.666,67')).toBeInTheDocument();
    expect(within(summary).getByText('Rp 7.150,13')).toBeInTheDocument();
    expect(await screen.findByText('Pakan layer')).toBeInTheDocument();
    expect(screen.getByText('3.666,67')).toBeInTheDocument();
    expect(screen.getByText('1.600.050')).toBeInTheDocument();
    expect(screen.getByText('-715.000')).toBeInTheDocument();
    expect(screen.getByText('7.333,33')).toBeInTheDocument();
    expect(screen.getByText('Pemakaian')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Pembelian' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    // The rules of part 2 §5 answer at the field they are about.
    await waitFor(() => expect(within(dialog).getByLabelText(/Qty/)).toHaveAccessibleDescription('Qty wajib diisi'));
    await userEvent.type(within(dialog).getByLabelText(/Qty/), '100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/Harga\/kg/)).toHaveAccessibleDescription('Harga/kg wajib diisi'));
    expect(within(dialog).getByLabelText(/Qty/)).not.toHaveAccessibleDescription('Qty wajib diisi');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    // A price with cents is kept as typed: 100 kg × 7.500,55 = Rp 750.055.
    await userEvent.type(within(dialog).getByLabelText(/Harga\/kg/), '7500,55');
    expect(within(dialog).getByText(/^Total:/)).toHaveTextContent('Total: Rp 750.055');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({ qty_kg: 100, price_per_kg: 7500.55, ongkir: 0, bongkar: 0, method: 'cash' });
    expect(await screen.findByText('Transaksi pakan disimpan.')).toBeInTheDocument();
  });

  it("shows the server's refusal in the form and the load errors of part 2 §8 (the server's message first)", async () => {
    mockFetch({
      'GET /api/feed-txns': { status: 500, body: { success: false } },
      'GET /api/feed-txns/metrics': { status: 503, body: { success: false, message: 'Permintaan terlalu lama diproses. Silakan coba lagi.' } },
      'POST /api/feed-txns/sell': { status: 422, body: { success: false, message: 'Stok pakan tidak cukup: tersedia 5 kg' } },
    });
    renderApp('/transaksipakan-akuntansi');
    expect(await screen.findByText('Gagal memuat data transaksi pakan.')).toBeInTheDocument();
    expect(await screen.findByText('Permintaan terlalu lama diproses. Silakan coba lagi.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Penjualan' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Qty/), '10');
    await userEvent.type(within(dialog).getByLabelText(/Harga jual/), '8000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Stok pakan tidak cukup: tersedia 5 kg');
  });

  it('shows a refusal naming a field under that field, and opens the next movement empty', async () => {
    const calls = mockFetch({
      'GET /api/feed-txns': { body: [] satisfies Schemas['FeedTxnDto'][] },
      'GET /api/feed-txns/metrics': { body: { stock_kg: 0, avg_cost: '0.000000', inventory_value: '0.00' } satisfies Schemas['FeedMetricsDto'] },
      'POST /api/feed-txns/buy': { status: 400, body: { success: false, message: 'Harga per kg maksimal 2 angka desimal.', field: 'price_per_kg' } },
    });
    renderApp('/transaksipakan-akuntansi');
    await userEvent.click(await screen.findByRole('button', { name: 'Pembelian' }));
    let dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Qty/), '10');
    await userEvent.type(within(dialog).getByLabelText(/Harga\/kg/), '7500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/Harga\/kg/)).toHaveAccessibleDescription('Harga per kg maksimal 2 angka desimal.'));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Penjualan' }));
    dialog = await screen.findByRole('dialog', { name: 'Penjualan Pakan' });
    expect(within(dialog).getByLabelText(/Qty/)).toHaveValue('');
    expect(within(dialog).getByLabelText(/Harga jual/)).toHaveValue('');
    expect(within(dialog).getByLabelText(/Harga jual/)).not.toHaveAccessibleDescription('Harga per kg maksimal 2 angka desimal.');
  });

  it("names the stock card by the day it is read at the start of (the metrics date is exclusive), not a bare tomorrow", async () => {
    // Only the clock's date is fixed: 10 June 2025, 10:00 in Jakarta (03:00 UTC).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-06-10T03:00:00Z') });
    try {
      const calls = mockFetch({
        'GET /api/feed-txns': { body: TXNS },
        'GET /api/feed-txns/metrics': { body: { stock_kg: 700.5, avg_cost: '7150.130864', inventory_value: '5008666.67' } satisfies Schemas['FeedMetricsDto'] },
      });
      renderApp('/transaksipakan-akuntansi');
      // The range ends tomorrow (11/06): movements dated before 11/06 are in, the stock at the start of 11/06.
      const card = await screen.findByRole('group', { name: 'Stok awal hari 11/06' });
      await waitFor(() => expect(card).toHaveTextContent('700,500 kg'));
      expect(card).toHaveTextContent('14 karung + 0,500 kg'); // 14 × 50 = 700
      expect(calls.find((c) => c.url.startsWith('/api/feed-txns/metrics'))?.url).toContain('asof=2025-06-11');
      expect(screen.queryByText(/Stok per/)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
