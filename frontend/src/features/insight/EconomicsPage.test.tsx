import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../api/client';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { memberToken } from '../../test/tokens';

type Row = Schemas['EconomicsRowDto'];
const row = (period: string, start: string, end: string, f: Partial<Row>): Row => ({
  period,
  start,
  end,
  feed_cost: '0.00',
  feed_kg: 0,
  egg_kg: 0,
  feed_cost_per_kg_egg: null,
  egg_revenue: '0.00',
  egg_value_unsold: '0.00',
  iofc: '0.00',
  iofc_per_bird: null,
  avg_population: 0,
  ...f,
});

// The two weeks of the backend's hand-made farm (test/insight-economics.e2e-spec.ts).
const WEEKS = {
  start: '2025-01-01',
  end: '2025-01-10',
  group: 'week',
  rows: [
    row('2024-12-30', '2025-01-01', '2025-01-05', { feed_cost: '1400000.00', feed_kg: 200, egg_kg: 110, feed_cost_per_kg_egg: '12727.27', egg_revenue: '1750000.00', egg_value_unsold: '400000.00', iofc: '750000.00', iofc_per_bird: '750.00', avg_population: 1000 }),
    row('2025-01-06', '2025-01-06', '2025-01-10', { feed_cost: '1440000.00', feed_kg: 200, egg_kg: 110, feed_cost_per_kg_egg: '13090.91', egg_revenue: '1878000.00', egg_value_unsold: '363333.33', iofc: '801333.33', iofc_per_bird: '801.33', avg_population: 1000 }),
  ],
  totals: { feed_cost: '2840000.00', feed_kg: 400, egg_kg: 220, feed_cost_per_kg_egg: '12909.09', egg_revenue: '3628000.00', egg_value_unsold: '763333.33', iofc: '1551333.33', iofc_per_bird: '1551.33', avg_population: 1000 },
} satisfies Schemas['EconomicsDto'];

// The range 01/03–05/03/2025 of the backend's hand-made farm (test/insight-economics-bagian.e2e-spec.ts).
const place = { jalur: 'Jalur 1', plant: 'Plant 1', lokasi: 'Farm Uji' };
const PER_BAGIAN = {
  start: '2025-03-01',
  end: '2025-03-05',
  rows: [
    { bagian_id: 11, bagian: 'Kanan', ...place, feed_cost: '299032.00', feed_kg: 42, egg_kg: 45, feed_cost_per_kg_egg: '6645.16', egg_value: '903717.95', iofc: '604685.95', iofc_per_bird: '1007.81', birds: 600 },
    { bagian_id: 12, bagian: 'Kiri', ...place, feed_cost: '221612.67', feed_kg: 31, egg_kg: 23, feed_cost_per_kg_egg: '9635.33', egg_value: '414358.97', iofc: '192746.30', iofc_per_bird: '642.49', birds: 300 },
    { bagian_id: 13, bagian: 'Tengah', ...place, feed_cost: '121935.33', feed_kg: 17, egg_kg: 4, feed_cost_per_kg_egg: '30483.83', egg_value: '60000.00', iofc: '-61935.33', iofc_per_bird: '-658.89', birds: 94 },
    { bagian_id: null, bagian: null, jalur: null, plant: null, lokasi: null, feed_cost: '14360.00', feed_kg: 0, egg_kg: 0, feed_cost_per_kg_egg: null, egg_value: '0.00', iofc: '-14360.00', iofc_per_bird: null, birds: 0 },
  ],
  totals: { feed_cost: '656940.00', feed_kg: 90, egg_kg: 72, feed_cost_per_kg_egg: '9124.17', egg_value: '1378076.92', iofc: '721136.92', iofc_per_bird: '725.49', birds: 994 },
} satisfies Schemas['EconomicsBagianDto'];

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  localStorage.setItem('token', memberToken('admin'));
  localStorage.setItem('tenant_id', '1');
});

describe('Ekonomi Pakan', () => {
  it('asks for the last 30 days per day, then per week when chosen, and shows the rows and totals exactly', async () => {
    const calls = mockFetch({ 'GET /api/insight/economics': { body: WEEKS } });
    renderApp('/insight/ekonomi');
    expect(await screen.findByRole('heading', { name: 'Ekonomi Pakan' })).toBeInTheDocument();
    await vi.waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/insight/economics'))).toBe(true));
    expect(calls.find((c) => c.url.startsWith('/api/insight/economics'))!.url).toMatch(/^\/api\/insight\/economics\?start=\d{4}-\d{2}-\d{2}&end=\d{4}-\d{2}-\d{2}&group=day$/);

    // The request leaves while the page's code loads (preload.ts): the page itself may come later.
    await userEvent.click(await screen.findByRole('combobox', { name: 'Kelompokkan' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Mingguan' }));
    await vi.waitFor(() => expect(calls[calls.length - 1].url).toMatch(/group=week$/));

    const table = await screen.findByRole('table', { name: 'Ekonomi pakan per periode' });
    expect(within(table).getByRole('row', { name: /01\/01\/2025–05\/01\/2025/ })).toHaveTextContent('Rp 750.000');
    expect(within(table).getByRole('row', { name: /06\/01\/2025–10\/01\/2025/ })).toHaveTextContent('Rp 801.333,33');
    expect(within(table).getByRole('row', { name: /Total/ })).toHaveTextContent('Rp 1.551.333,33');
    expect(screen.getByRole('button', { name: 'CSV' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Excel' })).toBeEnabled();
    // The range's figures in one sentence above the chart: 1.750.000 + 400.000 − 1.400.000 + 1.878.000 + 363.333,33 − 1.440.000 = 1.551.333,33.
    expect(
      screen.getByText(
        '01/01/2025–10/01/2025: IOFC Rp 1.551.333,33 (Rp 1.551,33 per ekor). Penjualan telur bersih Rp 3.628.000, telur belum terjual Rp 763.333,33, biaya pakan Rp 2.840.000 (Rp 12.909,09 per kg telur).',
      ),
    ).toBeInTheDocument();
  });

  it('writes the figures as soon as the data arrives, and the range and grouping only after them', async () => {
    let answer: (() => void) | undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    mockFetch({
      'GET /api/insight/economics': async () => {
        await held;
        return { body: WEEKS };
      },
    });
    renderApp('/insight/ekonomi');
    expect(await screen.findByRole('heading', { name: 'Ekonomi Pakan' })).toBeInTheDocument();
    // Without data: neither the figures nor the inputs yet.
    expect(screen.queryByText(/IOFC Rp/)).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Kelompokkan' })).toBeNull();
    answer!();
    expect(await screen.findByText(/^01\/01\/2025–10\/01\/2025: IOFC Rp 1\.551\.333,33/)).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Kelompokkan' })).toBeInTheDocument();
  });

  it('says so when the range has nothing, and shows the server’s refusal', async () => {
    mockFetch({ 'GET /api/insight/economics': { body: { ...WEEKS, rows: [], totals: { ...WEEKS.totals, feed_cost: '0.00', feed_kg: 0, egg_kg: 0, egg_revenue: '0.00' } } } });
    renderApp('/insight/ekonomi');
    expect(await screen.findByText('Belum ada pakan, telur atau penjualan pada rentang ini.', undefined)).toBeInTheDocument();
    vi.unstubAllGlobals();

    mockFetch({ 'GET /api/insight/economics': { status: 400, body: { success: false, message: 'Rentang tanggal maksimal 366 hari.' } } });
    renderApp('/insight/ekonomi');
    expect(await screen.findByText('Rentang tanggal maksimal 366 hari.', undefined)).toBeInTheDocument();
  });

  it('shows the bagian of the range with their totals when grouped per bagian, and says why there is no revenue', async () => {
    const calls = mockFetch({ 'GET /api/insight/economics': { body: WEEKS }, 'GET /api/insight/economics/bagian': { body: PER_BAGIAN } });
    renderApp('/insight/ekonomi');
    expect(await screen.findByRole('heading', { name: 'Ekonomi Pakan' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Kelompokkan' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Per bagian' }));
    await vi.waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/insight/economics/bagian'))).toBe(true));
    expect(calls.find((c) => c.url.startsWith('/api/insight/economics/bagian'))!.url).toMatch(/^\/api\/insight\/economics\/bagian\?start=\d{4}-\d{2}-\d{2}&end=\d{4}-\d{2}-\d{2}$/);

    const table = await screen.findByRole('table', { name: 'Ekonomi pakan per bagian' });
    expect(screen.getByText(/Penjualan telur tercatat untuk seluruh farm, jadi tidak dibagi per bagian/)).toBeInTheDocument();
    const kiri = await within(table).findByRole('row', { name: /Kiri · Jalur 1 · Plant 1 · Farm Uji/ });
    expect(kiri).toHaveTextContent('Rp 221.612,67');
    expect(kiri).toHaveTextContent('Rp 192.746,30');
    expect(within(table).getByRole('row', { name: /Tengah/ })).toHaveTextContent('Rp -61.935,33');
    expect(within(table).getByRole('row', { name: /Tidak teralokasi \(hari tanpa pemakaian pakan\)/ })).toHaveTextContent('Rp 14.360');
    const total = within(table).getByRole('row', { name: /Total/ });
    expect(total).toHaveTextContent('Rp 656.940');
    expect(total).toHaveTextContent('Rp 721.136,92');
    expect(total).toHaveTextContent('994');
    expect(screen.getByRole('button', { name: 'CSV' })).toBeEnabled();
  });

  it('says so when no bagian has figures in the range', async () => {
    mockFetch({ 'GET /api/insight/economics': { body: WEEKS }, 'GET /api/insight/economics/bagian': { body: { ...PER_BAGIAN, rows: [] } } });
    renderApp('/insight/ekonomi');
    await userEvent.click(await screen.findByRole('combobox', { name: 'Kelompokkan' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Per bagian' }));
    expect(await screen.findByText('Belum ada ayam, pakan atau telur per bagian pada rentang ini.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Ekonomi pakan per bagian' })).toBeNull();
  });

  it('splits feed kg and cost per stock item when grouped per feed item', async () => {
    // Pakan 140 kg, Rp 980.000 (7.000/kg); Layer Premium 130 kg, Rp 1.066.000 (8.200/kg); total 270 kg, Rp 2.046.000.
    const split: Schemas['FeedItemSplitDto'] = {
      start: '2025-03-01',
      end: '2025-03-04',
      items: [
        { item_id: 1, name: 'Pakan', kind: 'pakan_jadi', feed_kg: 140, feed_cost: '980000.00', cost_per_kg: '7000.00' },
        { item_id: 5, name: 'Layer Premium', kind: 'pakan_jadi', feed_kg: 130, feed_cost: '1066000.00', cost_per_kg: '8200.00' },
      ],
      feed_kg: 270,
      feed_cost: '2046000.00',
      other_cost: '0.00',
    };
    const calls = mockFetch({ 'GET /api/insight/economics': { body: WEEKS }, 'GET /api/insight/economics/items': { body: split } });
    renderApp('/insight/ekonomi');
    await userEvent.click(await screen.findByRole('combobox', { name: 'Kelompokkan' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Per barang pakan' }));
    const table = await screen.findByRole('table', { name: 'Pakan per barang' });
    expect(calls.find((c) => c.url.startsWith('/api/insight/economics/items'))!.url).toMatch(/^\/api\/insight\/economics\/items\?start=\d{4}-\d{2}-\d{2}&end=\d{4}-\d{2}-\d{2}$/);
    const layer = await within(table).findByRole('row', { name: /Layer Premium/ });
    expect(layer).toHaveTextContent('Rp 1.066.000');
    expect(layer).toHaveTextContent('Rp 8.200');
    const total = within(table).getByRole('row', { name: /Total/ });
    expect(total).toHaveTextContent('270');
    expect(total).toHaveTextContent('Rp 2.046.000');
  });

  it('is not open to an abk', async () => {
    localStorage.setItem('token', memberToken('abk'));
    const calls = mockFetch({});
    renderApp('/insight/ekonomi');
    // The guard sends the abk back to the menu.
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/menu'));
    expect(screen.queryByRole('heading', { name: 'Ekonomi Pakan' })).toBeNull();
    expect(calls.some((c) => c.url.startsWith('/api/insight/economics'))).toBe(false);
  });
});
