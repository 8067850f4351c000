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

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  localStorage.setItem('token', memberToken('admin'));
  localStorage.setItem('tenant_id', '1');
});

describe('Ekonomi Pakan', () => {
  it('asks for the last 30 days per day, then per week when chosen, and shows the rows and totals exactly', async () => {
    const calls = mockFetch({ 'GET /api/insight/economics': { body: WEEKS } });
    renderApp('/insight/ekonomi');
    expect(await screen.findByRole('heading', { name: 'Ekonomi Pakan' }, { timeout: 20000 })).toBeInTheDocument();
    await vi.waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/insight/economics'))).toBe(true));
    expect(calls.find((c) => c.url.startsWith('/api/insight/economics'))!.url).toMatch(/^\/api\/insight\/economics\?start=\d{4}-\d{2}-\d{2}&end=\d{4}-\d{2}-\d{2}&group=day$/);

    await userEvent.click(screen.getByRole('combobox', { name: 'Kelompokkan' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Mingguan' }));
    await vi.waitFor(() => expect(calls[calls.length - 1].url).toMatch(/group=week$/));

    const table = await screen.findByRole('table', { name: 'Ekonomi pakan per periode' });
    expect(within(table).getByRole('row', { name: /01\/01\/2025–05\/01\/2025/ })).toHaveTextContent('Rp 750.000');
    expect(within(table).getByRole('row', { name: /06\/01\/2025–10\/01\/2025/ })).toHaveTextContent('Rp 801.333,33');
    expect(within(table).getByRole('row', { name: /Total/ })).toHaveTextContent('Rp 1.551.333,33');
    expect(screen.getByRole('button', { name: 'CSV' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Excel' })).toBeEnabled();
  });

  it('says so when the range has nothing, and shows the server’s refusal', async () => {
    mockFetch({ 'GET /api/insight/economics': { body: { ...WEEKS, rows: [], totals: { ...WEEKS.totals, feed_cost: '0.00', feed_kg: 0, egg_kg: 0, egg_revenue: '0.00' } } } });
    renderApp('/insight/ekonomi');
    expect(await screen.findByText('Belum ada pakan, telur atau penjualan pada rentang ini.', undefined, { timeout: 20000 })).toBeInTheDocument();
    vi.unstubAllGlobals();

    mockFetch({ 'GET /api/insight/economics': { status: 400, body: { success: false, message: 'Rentang tanggal maksimal 366 hari.' } } });
    renderApp('/insight/ekonomi');
    expect(await screen.findByText('Rentang tanggal maksimal 366 hari.', undefined, { timeout: 20000 })).toBeInTheDocument();
  });

  it('is not open to an abk', async () => {
    localStorage.setItem('token', memberToken('abk'));
    const calls = mockFetch({});
    renderApp('/insight/ekonomi');
    // The guard sends the abk back to the menu.
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/menu'), { timeout: 20000 });
    expect(screen.queryByRole('heading', { name: 'Ekonomi Pakan' })).toBeNull();
    expect(calls.some((c) => c.url.startsWith('/api/insight/economics'))).toBe(false);
  });
});
