import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../api/client';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { memberToken } from '../../test/tokens';

const NONE = { protein_pct: null, me_kcal_per_kg: null, ca_pct: null, p_avail_pct: null, fibre_pct: null };
const ITEMS = [
  { id: 1, name: 'Pakan', kind: 'pakan_jadi', unit: 'kg', nutrients: NONE, nutrient_source: null, withdrawal_days: null, not_for_layers: false, active: true, is_default: true },
  {
    id: 4,
    name: 'Jagung kuning',
    kind: 'bahan',
    unit: 'kg',
    nutrients: { ...NONE, protein_pct: 8, me_kcal_per_kg: 3322 },
    nutrient_source: 'SNI 4483:2013 jagung bahan pakan, Mutu I',
    withdrawal_days: null,
    not_for_layers: false,
    active: true,
    is_default: false,
  },
  { id: 9, name: 'Vaksin ND', kind: 'ovk', unit: 'dosis', nutrients: NONE, nutrient_source: null, withdrawal_days: 0, not_for_layers: false, active: true, is_default: false },
] satisfies Schemas['StockItemDto'][];
const STOCK = [
  { item_id: 1, name: 'Pakan', kind: 'pakan_jadi', unit: 'kg', qty: '72.000', value: '504000.00', avg_cost: '7000.000000', use_per_day: '4.000', days_left: 18 },
  { item_id: 4, name: 'Jagung kuning', kind: 'bahan', unit: 'kg', qty: '1380.500', value: '7176000.00', avg_cost: '5198.116624', use_per_day: '0.000', days_left: null },
  { item_id: 9, name: 'Vaksin ND', kind: 'ovk', unit: 'dosis', qty: '900.000', value: '135000.00', avg_cost: '150.000000', use_per_day: '0.000', days_left: null },
] satisfies Schemas['ItemStockDto'][];

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => localStorage.setItem('tenant_id', '1'));

describe('Barang Stok', () => {
  it('lists each item with its stock, nutrients and source, and the totals of the two control accounts', async () => {
    localStorage.setItem('token', memberToken('admin'));
    mockFetch({ 'GET /api/stock-items': { body: ITEMS }, 'GET /api/stock-items/stock': { body: STOCK } });
    renderApp('/stok-barang');
    const stock = await screen.findByRole('table', { name: 'Stok per barang' });
    expect(await within(stock).findByText('Jagung kuning')).toBeInTheDocument();
    expect(screen.getByText('1.380,5 kg')).toBeInTheDocument();
    expect(screen.getByText('18 hari')).toBeInTheDocument();
    expect(screen.getByText('900 dosis')).toBeInTheDocument();
    // The nutrient table: the feed items only, each nutrient in its column, the source beside them.
    const nutrients = screen.getByRole('table', { name: 'Nutrisi bahan pakan' });
    const jagung = within(nutrients).getByRole('row', { name: /Jagung kuning/ });
    expect(within(jagung).getByText('3.322')).toBeInTheDocument();
    expect(within(jagung).getByText('SNI 4483:2013 jagung bahan pakan, Mutu I')).toBeInTheDocument();
    expect(within(nutrients).queryByText('Vaksin ND')).toBeNull();
    // Persediaan Pakan = 504,000 + 7,176,000 = 7,680,000; Persediaan OVK 135,000.
    const totals = screen.getByLabelText('Nilai persediaan');
    expect(within(totals).getByText('Rp 7.680.000')).toBeInTheDocument();
    expect(within(totals).getByText('Rp 135.000')).toBeInTheDocument();
  });

  it('adds an item: the name is required, then the nutrients and their source are sent', async () => {
    localStorage.setItem('token', memberToken('admin'));
    const calls = mockFetch({
      'GET /api/stock-items': { body: ITEMS },
      'GET /api/stock-items/stock': { body: STOCK },
      'POST /api/stock-items': { status: 201, body: { ...ITEMS[1], id: 12, name: 'Konsentrat KLK', nutrients: { ...NONE, protein_pct: 36.5 }, nutrient_source: 'Label karung' } satisfies Schemas['StockItemDto'] },
    });
    renderApp('/stok-barang');
    await userEvent.click(await screen.findByRole('button', { name: '+ Tambah Barang' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/Nama barang/)).toHaveAccessibleDescription('Nama barang wajib diisi.'));
    await userEvent.type(within(dialog).getByLabelText(/Nama barang/), 'Konsentrat KLK');
    await userEvent.type(within(dialog).getByLabelText(/Protein/), '36,5');
    await userEvent.type(within(dialog).getByLabelText(/Sumber nilai nutrisi/), 'Label karung');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      name: 'Konsentrat KLK',
      kind: 'bahan',
      unit: 'kg',
      nutrients: { protein_pct: 36.5, me_kcal_per_kg: null, ca_pct: null, p_avail_pct: null, fibre_pct: null },
      nutrient_source: 'Label karung',
      active: true,
    });
    expect(await screen.findByText('Barang ditambahkan.')).toBeInTheDocument();
  });

  it("shows the server's refusal at the name when editing", async () => {
    localStorage.setItem('token', memberToken('admin'));
    mockFetch({
      'GET /api/stock-items': { body: ITEMS },
      'GET /api/stock-items/stock': { body: STOCK },
      'PUT /api/stock-items/4': { status: 409, body: { success: false, message: 'Nama barang sudah dipakai.', field: 'name' } },
    });
    renderApp('/stok-barang');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Jagung kuning' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/Sumber nilai nutrisi/)).toHaveValue('SNI 4483:2013 jagung bahan pakan, Mutu I');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/Nama barang/)).toHaveAccessibleDescription('Nama barang sudah dipakai.'));
  });

  it('lets the viewer read without add or edit buttons', async () => {
    localStorage.setItem('token', memberToken('viewer'));
    mockFetch({ 'GET /api/stock-items': { body: ITEMS }, 'GET /api/stock-items/stock': { body: STOCK } });
    renderApp('/stok-barang');
    expect(await within(await screen.findByRole('table', { name: 'Stok per barang' })).findByText('Jagung kuning')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '+ Tambah Barang' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Jagung kuning' })).toBeNull();
  });
});
