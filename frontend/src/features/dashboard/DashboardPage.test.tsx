import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../api/client';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { memberToken } from '../../test/tokens';

const SUMMARY = {
  tanggal: '2025-06-10', populasi: 24380, usia: 52, kematian_hari_ini: 4, total_pakan: 2594.1, feed_intake: 106.4, total_butir: 22194,
  total_berat_telur: 1406.75, avg_telur_gram: 63.38, fcr: 1.844, produksi_persen: 91.03,
  pakan_7_hari: [2600, 2600, 0, 2600, 2600, 2600, 2600].map((pakan, i) => ({ tanggal: `2025-06-0${i + 4}`, pakan })),
} satisfies Schemas['DashboardSummaryDto'];
const ROW = {
  tanggal: '2025-06-10', usia: 52, populasi: 24380, kematian: 4, kg_telur: 1406.75, butir_telur: 22194, avg_telur_gram: 63.38, total_pakan: 2594.1,
  fi: 106.4, fcr: 1.844, prod_persen: 91.03, std_prod_min: 90, std_prod_max: 92, std_fi_min: 105, std_fi_max: 113, std_egg_g: 63.1,
  std_egg_g_min: 63.1, std_egg_g_max: 63.1, breed: 'hyline_w80',
} satisfies Schemas['DashboardTableRowDto'];

const OPENING = {
  posted: false, start_date: null, kas: '0.00', banks: [], invoices: [], payables: [], feed: null, others: [],
  total_assets: '0.00', total_liabilities: '0.00', equity: '0.00', journal: null,
} satisfies Schemas['OpeningBalancesDto'];

const card = (label: string) => within(screen.getByRole('group', { name: label })).getByTestId('card-value');

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  localStorage.setItem('token', memberToken('abk'));
  localStorage.setItem('tenant_id', '1');
});

describe('dashboard screen', () => {
  it('fills the ten cards, tolerates a failed unit load, and saves units with the gear modal', async () => {
    const calls = mockFetch({
      'GET /api/dashboard/summary': { body: SUMMARY },
      'GET /api/dashboard-table': { body: [ROW] },
      'GET /api/feed-txns/metrics': { body: { stock_kg: 7808.1, avg_cost: '7800.000000', inventory_value: '60903180.00' } satisfies Schemas['FeedMetricsDto'] },
      'GET /api/dashboard/unit-settings': { status: 500, body: { success: false, message: 'x' } },
      'GET /api/dashboard/breed-standard': { body: { sumber: 'Standar Hy-Line W-80 Plus', breed: 'hyline_w80', nama: 'Hy-Line W-80 Plus (putih)' } satisfies Schemas['BreedStandardSourceDto'] },
      'PUT /api/dashboard/unit-settings': (c) => ({ body: { telur_unit: 'kg', avg_butir_unit: 'g', pakan_unit: 'kg', fi_unit: 'g/ekor', ...(c.body as object) } }),
    });
    renderApp('/dashboard');
    await waitFor(() => expect(card('Populasi')).toHaveTextContent('24.380 ekor'));
    expect(card('Kematian hari ini')).toHaveTextContent('4 ekor');
    expect(card('Pakan hari ini')).toHaveTextContent('2.594,100 kg');
    expect(card('Konsumsi pakan')).toHaveTextContent('106,40 g/ekor');
    expect(card('Jumlah telur')).toHaveTextContent('22.194 butir');
    expect(card('Berat telur')).toHaveTextContent('1.406,75 kg');
    expect(card('FCR')).toHaveTextContent('1,84');
    expect(card('Produksi')).toHaveTextContent('91,03 %');
    await waitFor(() => expect(card('Stok pakan')).toHaveTextContent('156 karung + 8,100 kg'));
    // 7,808.1 / mean(2,600 × 6 non-zero days) = 3.003 → 4 days, amber.
    expect(card('Estimasi pakan habis')).toHaveTextContent('4 hari');
    const metricsCall = calls.find((c) => c.url.startsWith('/api/feed-txns/metrics'))!;
    expect(metricsCall.url).toMatch(/asof=\d{4}-\d{2}-\d{2}/);

    await userEvent.click(screen.getByRole('button', { name: 'Pengaturan satuan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pengaturan Satuan' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Berat telur' }));
    await userEvent.click(await screen.findByRole('option', { name: 'g' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(card('Berat telur')).toHaveTextContent('1.406.750 g'));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ telur_unit: 'g', pakan_unit: 'kg' });
  });

  it('names the feed item that runs out first when the farm feeds several', async () => {
    localStorage.setItem('token', memberToken('admin'));
    const item = (item_id: number, name: string, kind: Schemas['ItemStockDto']['kind'], qty: string, use_per_day: string, days_left: number | null) =>
      ({ item_id, name, kind, unit: 'kg', qty, value: '0.00', avg_cost: '0.000000', use_per_day, days_left }) satisfies Schemas['ItemStockDto'];
    mockFetch({
      'GET /api/dashboard/summary': { body: SUMMARY },
      'GET /api/dashboard-table': { body: [ROW] },
      'GET /api/feed-txns/metrics': { body: { stock_kg: 7808.1, avg_cost: '7800.000000', inventory_value: '60903180.00' } satisfies Schemas['FeedMetricsDto'] },
      'GET /api/dashboard/unit-settings': { body: { telur_unit: 'kg', avg_butir_unit: 'g', pakan_unit: 'kg', fi_unit: 'g/ekor' } satisfies Schemas['UnitSettingsDto'] },
      'GET /api/dashboard/breed-standard': { body: { sumber: 'Standar Hy-Line W-80 Plus', breed: 'hyline_w80', nama: 'Hy-Line W-80 Plus (putih)' } satisfies Schemas['BreedStandardSourceDto'] },
      'GET /api/finance/opening-balances': { body: { ...OPENING, posted: true } },
      // Pakan 7,808.1 kg at 780 kg/day lasts 10 days; Jagung 500 kg at 250 kg/day 2 days; the vitamin (OVK) and an unused bran do not count.
      'GET /api/stock-items/stock': {
        body: [
          item(1, 'Pakan', 'pakan_jadi', '7808.100', '780.000', 10),
          item(2, 'Jagung', 'bahan', '500.000', '250.000', 2),
          item(3, 'Dedak', 'bahan', '300.000', '0.000', null),
          { ...item(4, 'Vita Stress', 'ovk', '1.000', '1.000', 1), unit: 'botol' },
        ],
      },
    });
    renderApp('/dashboard');
    await waitFor(() => expect(card('Estimasi pakan habis')).toHaveTextContent('2 hari'));
    expect(screen.getByRole('group', { name: 'Estimasi pakan habis' })).toHaveTextContent('Jagung habis lebih dulu');
    expect(screen.getByText('Jagung cukup ± 2 hari')).toBeInTheDocument();
  });

  it('shows the farm units that arrive after the gear modal opened, and after Batal the saved units again', async () => {
    let answerUnits: (reply: { body: Schemas['UnitSettingsDto'] }) => void = () => undefined;
    mockFetch({
      'GET /api/dashboard/summary': { body: SUMMARY },
      'GET /api/dashboard-table': { body: [ROW] },
      'GET /api/feed-txns/metrics': { body: { stock_kg: 0, avg_cost: '0.000000', inventory_value: '0.00' } satisfies Schemas['FeedMetricsDto'] },
      'GET /api/dashboard/unit-settings': () => new Promise((resolve) => (answerUnits = resolve)),
      'GET /api/dashboard/breed-standard': { body: { sumber: 'Standar Hy-Line W-80 Plus', breed: 'hyline_w80', nama: 'Hy-Line W-80 Plus (putih)' } satisfies Schemas['BreedStandardSourceDto'] },
    });
    renderApp('/dashboard');
    await waitFor(() => expect(card('Populasi')).toHaveTextContent('24.380 ekor'));
    await userEvent.click(screen.getByRole('button', { name: 'Pengaturan satuan' }));
    const dialog = () => screen.getByRole('dialog', { name: 'Pengaturan Satuan' });
    const select = (name: string) => within(dialog()).getByRole('combobox', { name });
    await screen.findByRole('dialog', { name: 'Pengaturan Satuan' });
    // Until the farm's units arrive the form shows the defaults of §9.
    expect(select('Pakan')).toHaveTextContent(/^kg$/);
    answerUnits({ body: { telur_unit: 'g', avg_butir_unit: 'g', pakan_unit: 'g', fi_unit: 'kg/ekor' } });
    await waitFor(() => expect(select('Pakan')).toHaveTextContent(/^g$/));
    expect(select('Konsumsi pakan')).toHaveTextContent('kg/ekor');

    // A choice left with Batal is gone when the modal opens again.
    await userEvent.click(select('Pakan'));
    await userEvent.click(await screen.findByRole('option', { name: 'kg' }));
    expect(select('Pakan')).toHaveTextContent(/^kg$/);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Pengaturan satuan' }));
    await screen.findByRole('dialog', { name: 'Pengaturan Satuan' });
    expect(select('Pakan')).toHaveTextContent(/^g$/);
  });

  it('shows the error texts of §8 and dashes for the stock when it cannot be loaded', async () => {
    mockFetch({
      'GET /api/dashboard/summary': { status: 500, body: null },
      'GET /api/dashboard-table': { status: 500, body: null },
      'GET /api/feed-txns/metrics': { status: 500, body: null },
      'GET /api/dashboard/unit-settings': { body: { telur_unit: 'kg', avg_butir_unit: 'g', pakan_unit: 'kg', fi_unit: 'g/ekor' } satisfies Schemas['UnitSettingsDto'] },
      'PUT /api/dashboard/unit-settings': { status: 500, body: { success: false, message: 'x' } },
    });
    renderApp('/dashboard');
    expect(await screen.findByText('Gagal mengambil ringkasan')).toBeInTheDocument();
    expect(await screen.findByText('Gagal mengambil data tabel')).toBeInTheDocument();
    expect(await screen.findByText('Gagal mengambil stok pakan')).toBeInTheDocument();
    // The cards show once the panels above them have settled (they are hidden until then, so that nothing moves).
    await waitFor(() => expect(card('Stok pakan')).toHaveTextContent('-'));
    expect(card('Estimasi pakan habis')).toHaveTextContent('-');
    await userEvent.click(screen.getByRole('button', { name: 'Pengaturan satuan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pengaturan Satuan' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Gagal menyimpan pengaturan satuan.');
  });

  it('offers an admin of a new farm to enter the opening balances, and asks nothing for the abk', async () => {
    const routes = {
      'GET /api/dashboard/summary': { body: SUMMARY },
      'GET /api/dashboard-table': { body: [ROW] },
      'GET /api/feed-txns/metrics': { body: { stock_kg: 0, avg_cost: '0.000000', inventory_value: '0.00' } satisfies Schemas['FeedMetricsDto'] },
      'GET /api/dashboard/unit-settings': { body: { telur_unit: 'kg', avg_butir_unit: 'g', pakan_unit: 'kg', fi_unit: 'g/ekor' } satisfies Schemas['UnitSettingsDto'] },
      'GET /api/finance/opening-balances': {
        body: {
          posted: false, start_date: null, kas: '0.00', banks: [], invoices: [], payables: [], feed: null, others: [],
          total_assets: '0.00', total_liabilities: '0.00', equity: '0.00', journal: null,
        } satisfies Schemas['OpeningBalancesDto'],
      },
    };
    localStorage.setItem('token', memberToken('admin'));
    mockFetch(routes);
    const view = renderApp('/dashboard');
    const link = await screen.findByRole('link', { name: 'Isi Saldo Awal' });
    expect(link).toHaveAttribute('href', '/saldo-awal');
    view.unmount();
    vi.unstubAllGlobals();

    localStorage.setItem('token', memberToken('abk'));
    const calls = mockFetch(routes);
    renderApp('/dashboard');
    await waitFor(() => expect(card('Populasi')).toHaveTextContent('24.380 ekor'));
    expect(calls.some((c) => c.url.startsWith('/api/finance/opening-balances'))).toBe(false);
    expect(screen.queryByRole('link', { name: 'Isi Saldo Awal' })).toBeNull();
  });

  it('keeps the cards hidden until the warnings above them have come, so that they do not push the cards down', async () => {
    let answerWarnings: (reply: { body: Schemas['WarningsDto'] }) => void = () => undefined;
    mockFetch({
      'GET /api/dashboard/summary': { body: SUMMARY },
      'GET /api/dashboard-table': { body: [ROW] },
      'GET /api/feed-txns/metrics': { body: { stock_kg: 0, avg_cost: '0.000000', inventory_value: '0.00' } satisfies Schemas['FeedMetricsDto'] },
      'GET /api/dashboard/unit-settings': { body: { telur_unit: 'kg', avg_butir_unit: 'g', pakan_unit: 'kg', fi_unit: 'g/ekor' } satisfies Schemas['UnitSettingsDto'] },
      'GET /api/insight/warnings': () => new Promise((resolve) => (answerWarnings = resolve)),
    });
    renderApp('/dashboard');
    // The summary is there (its figures are in the page) but the cards stay hidden while the warnings are asked for.
    expect((await screen.findAllByText('24.380 ekor')).length).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('group', { name: 'Populasi' })).toBeNull();
    answerWarnings({ body: { date: '2025-06-10', warnings: [] } satisfies Schemas['WarningsDto'] });
    await waitFor(() => expect(card('Populasi')).toHaveTextContent('24.380 ekor'));
    expect(await screen.findByText('0 peringatan')).toBeInTheDocument();
  });
});
