import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../api/client';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { memberToken } from '../../test/tokens';

const download = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../../lib/spreadsheet', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../lib/spreadsheet')>()), downloadXlsx: download }));

type SheetRow = Schemas['BalanceSheetRowDto'];
const row = (account_id: number | null, code: string | null, name: string, amount: string, extra: Partial<SheetRow> = {}) => ({
  kind: 'account' as SheetRow['kind'],
  account_id,
  code,
  name,
  depth: 0,
  parent_id: null,
  has_children: false,
  is_active: true,
  amount,
  ...extra,
}) satisfies SheetRow;

/**
 * Assets: Kas 37.014.999,45 + Bank 13.493.500 (own −6.506.500 + BCA 20.000.000) + Piutang 580.000 = 51.088.499,45.
 * Liabilities: Hutang 5.000.000. Equity: Modal 44.000.000 + laba ditahan 2.000.000 + laba berjalan 88.499,45 = 46.088.499,45.
 * Liabilities + equity = 51.088.499,45.
 */
const SHEET = {
  date: '2025-01-31',
  year_start: '2025-01-01',
  assets: [
    row(1, '1-100', 'Kas', '37014999.45'),
    row(2, '1-200', 'Bank', '13493500.00', { has_children: true }),
    row(20, '1-210', 'Bank BCA', '20000000.00', { depth: 1, parent_id: 2 }),
    row(3, '1-300', 'Piutang Usaha', '580000.00'),
  ],
  liabilities: [row(6, '2-100', 'Hutang Usaha', '5000000.00')],
  equity: [
    row(7, '3-100', 'Modal', '44000000.00'),
    row(null, null, 'Laba Ditahan', '2000000.00', { kind: 'laba_ditahan' }),
    row(null, null, 'Laba Tahun Berjalan', '88499.45', { kind: 'laba_tahun_berjalan' }),
  ],
  totals: { assets: '51088499.45', liabilities: '5000000.00', equity: '46088499.45', liabilities_and_equity: '51088499.45', difference: '0.00' },
  balanced: true,
} satisfies Schemas['BalanceSheetDto'];

type TrialRow = Schemas['TrialBalanceRowDto'];
const trow = (account_id: number, code: string, name: string, type: TrialRow['type'], opening: string, debit: string, credit: string, closing: string, extra: Partial<TrialRow> = {}) => ({
  account_id,
  code,
  name,
  type,
  depth: 0,
  parent_id: null,
  has_children: false,
  is_active: true,
  opening,
  debit,
  credit,
  closing,
  ...extra,
}) satisfies TrialRow;

/** Opening: Kas 1.000.000 = Modal 1.000.000. Period: a 250.000,50 sale in cash. Closing Kas 1.250.000,50 = Modal + Penjualan. */
const TRIAL = {
  start: '2025-01-01',
  end: '2025-01-31',
  rows: [
    trow(1, '1-100', 'Kas', 'asset', '1000000.00', '250000.50', '0.00', '1250000.50'),
    trow(7, '3-100', 'Modal', 'equity', '-1000000.00', '0.00', '0.00', '-1000000.00'),
    trow(8, '4-100', 'Penjualan Telur', 'income', '0.00', '0.00', '250000.50', '-250000.50'),
  ],
  totals: { opening_debit: '1000000.00', opening_credit: '1000000.00', debit: '250000.50', credit: '250000.50', closing_debit: '1250000.50', closing_credit: '1250000.50' },
  balanced: true,
} satisfies Schemas['TrialBalanceDto'];

afterEach(() => {
  vi.unstubAllGlobals();
  download.mockClear();
});
beforeEach(() => {
  localStorage.setItem('token', memberToken('admin'));
  localStorage.setItem('tenant_id', '1');
});

const cells = (r: HTMLElement) => within(r).getAllByRole('cell').map((c) => c.textContent);

describe('Neraca', () => {
  it('shows the sections from the server with totals equal to their rows, and balances', async () => {
    const calls = mockFetch({ 'GET /api/finance/balance-sheet': { body: SHEET } });
    renderApp('/neraca');
    const assets = await screen.findByRole('table', { name: 'Aset' });
    const rows = within(assets).getAllByRole('row').slice(1).map(cells);
    // Bank's own postings (13.493.500 − 20.000.000 = −6.506.500) get their row, so each level adds up.
    expect(rows).toEqual([
      ['1-100', 'Kas', 'Rp 37.014.999,45'],
      ['1-200', 'Bank', 'Rp 13.493.500'],
      ['', 'Saldo langsung Bank', 'Rp -6.506.500'],
      ['1-210', 'Bank BCA', 'Rp 20.000.000'],
      ['1-300', 'Piutang Usaha', 'Rp 580.000'],
      ['Total Aset', 'Rp 51.088.499,45'],
    ]);
    const equity = screen.getByRole('table', { name: 'Ekuitas' });
    expect(within(equity).getByRole('row', { name: /Laba Tahun Berjalan/ })).toHaveTextContent('Rp 88.499,45');
    expect(within(equity).getByRole('row', { name: /Total Ekuitas/ })).toHaveTextContent('Rp 46.088.499,45');
    expect(within(equity).getByRole('row', { name: /Total Liabilitas \+ Ekuitas/ })).toHaveTextContent('Rp 51.088.499,45');
    expect(within(screen.getByRole('table', { name: 'Liabilitas' })).getByRole('row', { name: /Total Liabilitas/ })).toHaveTextContent('Rp 5.000.000');
    expect(screen.getByRole('status', { name: 'Keseimbangan neraca' })).toHaveTextContent('Aset Rp 51.088.499,45 = Liabilitas + Ekuitas Rp 51.088.499,45Seimbang');
    expect(calls[calls.length - 1].url).toMatch(/^\/api\/finance\/balance-sheet\?date=\d{4}-\d{2}-\d{2}$/);
    expect(screen.getByRole('button', { name: 'Cetak' })).toBeEnabled();

    // Excel: the lines with numbers (not text) and the totals of the rows.
    fireEvent.click(screen.getByRole('button', { name: 'Excel' }));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    const [fileName, sheetName, columns, lines] = download.mock.calls[0] as unknown as [string, string, Array<{ header: string; value: (l: unknown) => unknown; format: string }>, unknown[]];
    expect([fileName, sheetName]).toEqual(['neraca_2025-01-31.xlsx', 'Neraca']);
    const jumlah = columns.find((c) => c.header === 'Jumlah')!;
    expect(jumlah.format).toBe('rupiah');
    const names = columns.find((c) => c.header === 'Nama Akun')!;
    const table = lines.map((l) => [names.value(l), jumlah.value(l)]);
    expect(table).toContainEqual(['Total Aset', 51088499.45]);
    expect(table).toContainEqual(['  Saldo langsung Bank', -6506500]);
    expect(table.at(-1)).toEqual(['Total Liabilitas + Ekuitas', 51088499.45]);
  });

  it('switches to Neraca Saldo: debit and credit columns, totals equal to the rows, and its Excel file', async () => {
    const calls = mockFetch({ 'GET /api/finance/balance-sheet': { body: SHEET }, 'GET /api/finance/trial-balance': { body: TRIAL } });
    renderApp('/neraca');
    await screen.findByRole('table', { name: 'Aset' });
    fireEvent.click(screen.getByRole('tab', { name: 'Neraca Saldo' }));
    const table = await screen.findByRole('table', { name: 'Neraca saldo per kode akun' });
    const body = within(table).getAllByRole('row').slice(2).map(cells);
    expect(body).toEqual([
      ['1-100', 'Kas', 'Rp 1.000.000', '', 'Rp 250.000,50', '', 'Rp 1.250.000,50', ''],
      ['3-100', 'Modal', '', 'Rp 1.000.000', '', '', '', 'Rp 1.000.000'],
      ['4-100', 'Penjualan Telur', '', '', '', 'Rp 250.000,50', '', 'Rp 250.000,50'],
      ['Total', 'Rp 1.000.000', 'Rp 1.000.000', 'Rp 250.000,50', 'Rp 250.000,50', 'Rp 1.250.000,50', 'Rp 1.250.000,50'],
    ]);
    expect(screen.getByRole('status', { name: 'Keseimbangan neraca saldo' })).toHaveTextContent('Seimbang');
    expect(calls[calls.length - 1].url).toMatch(/^\/api\/finance\/trial-balance\?start=\d{4}-01-01&end=\d{4}-\d{2}-\d{2}$/);

    fireEvent.click(screen.getByRole('button', { name: 'Excel' }));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    const [fileName, , columns, lines] = download.mock.calls[0] as unknown as [string, string, Array<{ header: string; value: (l: unknown) => unknown; format: string }>, unknown[]];
    expect(fileName).toBe('neraca-saldo_2025-01-01_2025-01-31.xlsx');
    expect(columns.filter((c) => c.format === 'rupiah').map((c) => c.header)).toEqual([
      'Saldo Awal Debit',
      'Saldo Awal Kredit',
      'Mutasi Debit',
      'Mutasi Kredit',
      'Saldo Akhir Debit',
      'Saldo Akhir Kredit',
    ]);
    expect(columns.map((c) => c.value(lines.at(-1)))).toEqual([null, null, 'Total', 1000000, 1000000, 250000.5, 250000.5, 1250000.5, 1250000.5]);
  });

  it('says when there is nothing yet', async () => {
    const empty = { ...SHEET, assets: SHEET.assets.map((r) => ({ ...r, amount: '0.00' })), liabilities: [], equity: [], totals: { ...SHEET.totals, assets: '0.00' } } satisfies Schemas['BalanceSheetDto'];
    mockFetch({ 'GET /api/finance/balance-sheet': { body: empty } });
    renderApp('/neraca');
    expect(await screen.findByText('Belum ada transaksi sampai tanggal ini.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Aset' })).not.toBeInTheDocument();
  });

  it('shows the server message when the report fails', async () => {
    mockFetch({ 'GET /api/finance/balance-sheet': { status: 400, body: { success: false, message: 'date harus tanggal (YYYY-MM-DD).' } } });
    renderApp('/neraca');
    expect(await screen.findByText('date harus tanggal (YYYY-MM-DD).')).toBeInTheDocument();
  });
});
