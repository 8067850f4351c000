import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../api/client';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { screenOf } from '../../test/screen-size';
import { memberToken } from '../../test/tokens';
import { toCents } from '../../lib/money';

const REPORT = {
  start: '2026-11-01',
  end: '2026-11-24',
  rows: [
    { account_id: 9, code: '6-100', name: 'Beban Operasional', type: 'expense', debit: '2500000.00', credit: '0.00', amount: '2500000.00', ytd_amount: '30000000.00' },
    { account_id: 4, code: '4-100', name: 'Penjualan Telur', type: 'income', debit: '0.00', credit: '10000000.00', amount: '10000000.00', ytd_amount: '120000000.00' },
    { account_id: 5, code: '5-100', name: 'Beban Pakan', type: 'expense', debit: '6000000.00', credit: '0.00', amount: '6000000.00', ytd_amount: '95000000.00' },
  ],
  // 10.000.000 − (2.500.000 + 6.000.000) = 1.500.000; year: 120.000.000 − 125.000.000 = −5.000.000
  totals: { total_income: '10000000.00', total_expense: '8500000.00', net_profit: '1500000.00', ytd_income: '120000000.00', ytd_expense: '125000000.00', ytd_profit: '-5000000.00' },
  balances: { cash: '7250000.00', bank: '15000000.00', receivable: '3200000.00' },
} satisfies Schemas['ProfitLossDto'];

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  localStorage.setItem('token', memberToken('admin'));
  localStorage.setItem('tenant_id', '1');
});

const value = (region: HTMLElement, label: string) => within(within(region).getByRole('group', { name: label })).getByTestId('card-value');

describe('Laporan Laba Rugi', () => {
  it('shows the period, year-to-date and balance cards and the table per account from the server', async () => {
    const calls = mockFetch({ 'GET /api/laba-rugi': { body: REPORT } });
    renderApp('/laba-rugi');
    const period = await screen.findByRole('region', { name: 'Periode 01/11/2026 – 24/11/2026' });
    expect(value(period, 'Pendapatan')).toHaveTextContent('Rp 10.000.000');
    expect(value(period, 'Beban')).toHaveTextContent('Rp 8.500.000');
    expect(value(period, 'Laba bersih')).toHaveTextContent('Rp 1.500.000');
    const ytd = screen.getByRole('region', { name: 'Tahun berjalan (01/01/2026 – 24/11/2026)' });
    expect(value(ytd, 'Laba s.d. periode')).toHaveTextContent('Rp -5.000.000');
    const balances = screen.getByRole('region', { name: 'Saldo per 24/11/2026' });
    expect(value(balances, 'Kas')).toHaveTextContent('Rp 7.250.000');
    expect(value(balances, 'Bank')).toHaveTextContent('Rp 15.000.000');
    expect(value(balances, 'Piutang')).toHaveTextContent('Rp 3.200.000');

    const table = screen.getByRole('table', { name: 'Laba rugi per kode akun' });
    const rows = within(table).getAllByRole('row').map((r) => r.textContent);
    // Income first, then the expenses by code, each with its total.
    expect(rows.findIndex((t) => t?.startsWith('4-100'))).toBeLessThan(rows.findIndex((t) => t?.startsWith('5-100')));
    expect(rows.findIndex((t) => t?.startsWith('5-100'))).toBeLessThan(rows.findIndex((t) => t?.startsWith('6-100')));
    expect(within(table).getByRole('row', { name: /Total beban/ })).toHaveTextContent('Rp 8.500.000Rp 125.000.000');
    expect(within(table).getByRole('row', { name: /Laba \(rugi\) bersih/ })).toHaveTextContent('Rp 1.500.000Rp -5.000.000');
    expect(calls[calls.length - 1].url).toMatch(/^\/api\/laba-rugi\?start=\d{4}-\d{2}-01&end=\d{4}-\d{2}-\d{2}$/);
    expect(screen.getByRole('button', { name: 'Cetak' })).toBeEnabled();
  });

  it('shows totals equal to the sum of the rows shown, to the cent (no rupiah rounding of rows apart from totals)', async () => {
    // Rounded to the rupiah one by one the rows read 5.000.000 − (6.503.341 + 2.503.340) = −4.006.681 while
    // the server's net loss −4.006.680,10 read −4.006.680. Shown exactly, rows and totals agree:
    // 6.503.340,50 + 2.503.339,60 = 9.006.680,10; 5.000.000 − 9.006.680,10 = −4.006.680,10.
    const report = {
      ...REPORT,
      rows: [
        { account_id: 4, code: '4-100', name: 'Penjualan Telur', type: 'income', debit: '0.00', credit: '5000000.00', amount: '5000000.00', ytd_amount: '5000000.00' },
        { account_id: 5, code: '5-100', name: 'Beban Pakan', type: 'expense', debit: '6503340.50', credit: '0.00', amount: '6503340.50', ytd_amount: '6503340.50' },
        { account_id: 9, code: '6-100', name: 'Beban Operasional', type: 'expense', debit: '2503339.60', credit: '0.00', amount: '2503339.60', ytd_amount: '2503339.60' },
      ],
      totals: { total_income: '5000000.00', total_expense: '9006680.10', net_profit: '-4006680.10', ytd_income: '5000000.00', ytd_expense: '9006680.10', ytd_profit: '-4006680.10' },
    } satisfies Schemas['ProfitLossDto'];
    mockFetch({ 'GET /api/laba-rugi': { body: report } });
    renderApp('/laba-rugi');
    const table = await screen.findByRole('table', { name: 'Laba rugi per kode akun' });
    /** Cents of a shown amount ('Rp -4.006.680,10' → −400668010). */
    const cents = (text: string | null) => {
      const t = (text ?? '').replace('Rp ', '');
      const c = toCents(t.replace('-', ''));
      if (c === null) throw new Error(`not an amount: ${text}`);
      return t.startsWith('-') ? -c : c;
    };
    const rowCells = (code: string) => within(within(table).getByRole('row', { name: new RegExp(`^${code}`) })).getAllByRole('cell');
    const totalCells = (name: RegExp) => within(within(table).getByRole('row', { name })).getAllByRole('cell');
    for (const column of [0, 1]) {
      // Jumlah (column 4 of a row, 1 of a total row) and Tahun berjalan (5, 2).
      const shown = (code: string) => cents(rowCells(code)[4 + column].textContent);
      const income = shown('4-100');
      const expense = shown('5-100') + shown('6-100');
      expect(cents(totalCells(/Total pendapatan/)[1 + column].textContent)).toBe(income);
      expect(cents(totalCells(/Total beban/)[1 + column].textContent)).toBe(expense);
      expect(cents(totalCells(/Laba \(rugi\) bersih/)[1 + column].textContent)).toBe(income - expense);
    }
    expect(totalCells(/Laba \(rugi\) bersih/)[1]).toHaveTextContent('Rp -4.006.680,10');
    expect(rowCells('5-100')[4]).toHaveTextContent('Rp 6.503.340,50');
    const period = screen.getByRole('region', { name: 'Periode 01/11/2026 – 24/11/2026' });
    expect(value(period, 'Laba bersih')).toHaveTextContent('Rp -4.006.680,10');
  });

  it('on a phone shows one card per account with its four amounts, the group totals and the net profit', async () => {
    screenOf(true);
    mockFetch({ 'GET /api/laba-rugi': { body: REPORT } });
    renderApp('/laba-rugi');
    const income = await screen.findByRole('list', { name: 'Akun pendapatan' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    /** A card's heading and its 'header: value' lines. */
    const card = (item: HTMLElement) => [item.firstElementChild?.textContent, ...[...item.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`)];
    expect(within(income).getAllByRole('listitem').map(card)).toEqual([
      ['4-100 · Penjualan Telur', 'Debit: Rp 0', 'Kredit: Rp 10.000.000', 'Jumlah: Rp 10.000.000', 'Tahun berjalan: Rp 120.000.000'],
      ['Total pendapatan', 'Jumlah: Rp 10.000.000', 'Tahun berjalan: Rp 120.000.000'],
    ]);
    const expense = screen.getByRole('list', { name: 'Akun beban' });
    // By code; 2.500.000 + 6.000.000 = 8.500.000 and 30.000.000 + 95.000.000 = 125.000.000.
    expect(within(expense).getAllByRole('listitem').map(card)).toEqual([
      ['5-100 · Beban Pakan', 'Debit: Rp 6.000.000', 'Kredit: Rp 0', 'Jumlah: Rp 6.000.000', 'Tahun berjalan: Rp 95.000.000'],
      ['6-100 · Beban Operasional', 'Debit: Rp 2.500.000', 'Kredit: Rp 0', 'Jumlah: Rp 2.500.000', 'Tahun berjalan: Rp 30.000.000'],
      ['Total beban', 'Jumlah: Rp 8.500.000', 'Tahun berjalan: Rp 125.000.000'],
    ]);
    const net = screen.getByText('Laba (rugi) bersih').parentElement!;
    expect(card(net).slice(1)).toEqual(['Jumlah: Rp 1.500.000', 'Tahun berjalan: Rp -5.000.000']);
  });

  it('shows the server message when the report fails', async () => {
    mockFetch({ 'GET /api/laba-rugi': { status: 400, body: { success: false, message: 'start tidak boleh setelah end.' } } });
    renderApp('/laba-rugi');
    expect(await screen.findByText('start tidak boleh setelah end.')).toBeInTheDocument();
  });
});
