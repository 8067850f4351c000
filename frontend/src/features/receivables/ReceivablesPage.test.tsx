import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../api/client';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { screenOf } from '../../test/screen-size';
import { memberToken } from '../../test/tokens';
import { AGEING } from './receivables.fixtures';

const STATEMENT = {
  customer_id: 1,
  customer: 'Bu Sri',
  phone: '6281333344444',
  address: 'Jl. Melati 3',
  from: '2025-02-01',
  to: '2025-04-12',
  opening_balance: '150000.00',
  rows: [
    { kind: 'penjualan', date: '2025-02-01', code: 'PT-2502-0002', ref_id: 2, description: null, debit: '80000.00', credit: '0.00', balance: '230000.00' },
    { kind: 'penerimaan', date: '2025-04-10', code: 'PP-2504-0003', ref_id: 3, description: 'Pelunasan nota', debit: '0.00', credit: '250000.00', balance: '-20000.00' },
  ],
  total_debit: '80000.00',
  total_credit: '250000.00',
  closing_balance: '-20000.00',
} satisfies Schemas['StatementDto'];

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  localStorage.setItem('token', memberToken('admin'));
  localStorage.setItem('tenant_id', '1');
});

describe('Piutang', () => {
  it('shows the buckets as cards and the customers with totals that add up, then opens a statement', async () => {
    const calls = mockFetch({ 'GET /api/receivables': { body: AGEING }, 'GET /api/customers/1/statement': { body: STATEMENT } });
    renderApp('/piutang');
    expect(await screen.findByRole('heading', { name: 'Piutang' })).toBeInTheDocument();
    const cards = await screen.findByRole('region', { name: /Ringkasan piutang per 12\/04\/2025/ });
    expect(within(within(cards).getByRole('group', { name: 'Belum jatuh tempo' })).getByText('Rp 150.000')).toBeInTheDocument();
    expect(within(within(cards).getByRole('group', { name: '31–60 hari' })).getByText('Rp 290.000,50')).toBeInTheDocument();
    expect(within(within(cards).getByRole('group', { name: '61–90 hari' })).getByText('Rp -20.000')).toBeInTheDocument();
    expect(within(within(cards).getByRole('group', { name: 'Total piutang' })).getByText('Rp 420.000,50')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: /Piutang per pelanggan/ });
    const rows = within(table).getAllByRole('row');
    // header, Bu Sri, Toko Maju, footer
    expect(rows.map((r) => within(r).getAllByRole(r === rows[0] ? 'columnheader' : 'cell').map((c) => c.textContent))).toEqual([
      ['Pelanggan', 'Belum jatuh tempo', '1–30 hari', '31–60 hari', '61–90 hari', '> 90 hari', 'Total'],
      ['Bu Sri1 nota', '-', '-', '-', 'Rp -20.000', '-', 'Rp -20.000'],
      ['Toko Maju2 nota', 'Rp 150.000', '-', 'Rp 290.000,50', '-', '-', 'Rp 440.000,50'],
      ['Total', 'Rp 150.000', 'Rp 0', 'Rp 290.000,50', 'Rp -20.000', 'Rp 0', 'Rp 420.000,50'],
    ]);
    expect(calls[0].url).toMatch(/^\/api\/receivables\?asof=\d{4}-\d{2}-\d{2}$/);

    await userEvent.click(within(table).getByRole('link', { name: 'Kartu piutang Bu Sri' }));
    const sheet = await screen.findByRole('article', { name: 'Kartu piutang Bu Sri' });
    const lines = within(within(sheet).getByRole('table', { name: 'Mutasi piutang' })).getAllByRole('row');
    expect(lines.slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['01/02/2025', 'Saldo awal', 'Rp 150.000'],
      ['01/02/2025', 'Penjualan', 'PT-2502-0002', '', 'Rp 80.000', '', 'Rp 230.000'],
      ['10/04/2025', 'Pembayaran', 'PP-2504-0003', 'Pelunasan nota', '', 'Rp 250.000', 'Rp -20.000'],
      ['Saldo akhir per 12/04/2025', 'Rp 80.000', 'Rp 250.000', 'Rp -20.000'],
    ]);
    const statementCall = calls.find((c) => c.url.startsWith('/api/customers/1/statement'))!;
    expect(statementCall.url).toMatch(/^\/api\/customers\/1\/statement\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
    // The open invoices at the end of the period come from the ageing of that day.
    expect(within(within(sheet).getByRole('table', { name: 'Nota belum lunas' })).getByText('PT-2502-0002')).toBeInTheDocument();
    const wa = screen.getByRole('link', { name: 'Kirim via WhatsApp' });
    const href = wa.getAttribute('href')!;
    expect(href.startsWith('https://wa.me/6281333344444?text=')).toBe(true);
    expect(decodeURIComponent(href.split('?text=')[1])).toContain('*Total sisa piutang: Rp -20.000*');
    expect(screen.getByRole('button', { name: 'Cetak' })).toBeEnabled();
  });

  it('on a phone shows one card per customer with its non-empty buckets and total, then a totals card', async () => {
    screenOf(true);
    mockFetch({ 'GET /api/receivables': { body: AGEING } });
    renderApp('/piutang');
    const list = await screen.findByRole('list', { name: 'Piutang per pelanggan per 12/04/2025' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    /** A card's heading and its 'header: value' lines. */
    const card = (item: HTMLElement) => ({
      title: item.firstElementChild?.textContent,
      lines: [...item.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    });
    expect(within(list).getAllByRole('listitem').map(card)).toEqual([
      { title: 'Bu Sri1 nota', lines: [['61–90 hari', 'Rp -20.000'], ['Total', 'Rp -20.000']] },
      { title: 'Toko Maju2 nota', lines: [['Belum jatuh tempo', 'Rp 150.000'], ['31–60 hari', 'Rp 290.000,50'], ['Total', 'Rp 440.000,50']] },
      // 150.000 + 0 + 290.000,50 − 20.000 + 0 = 420.000,50
      {
        title: 'Total',
        lines: [['Belum jatuh tempo', 'Rp 150.000'], ['1–30 hari', 'Rp 0'], ['31–60 hari', 'Rp 290.000,50'], ['61–90 hari', 'Rp -20.000'], ['> 90 hari', 'Rp 0'], ['Total', 'Rp 420.000,50']],
      },
    ]);
    expect(within(list).getByRole('link', { name: 'Kartu piutang Toko Maju' })).toHaveAttribute('href', '/piutang/2');
  });

  it('says so when nothing is owed, and shows a load error', async () => {
    mockFetch({ 'GET /api/receivables': { body: { asof: '2025-04-12', customers: [], buckets: AGEING.buckets, total: '0.00', ledger_balance: '0.00' } satisfies Schemas['ReceivablesDto'] } });
    renderApp('/piutang');
    expect(await screen.findByText('Tidak ada piutang per 12/04/2025.')).toBeInTheDocument();
    vi.unstubAllGlobals();

    mockFetch({ 'GET /api/receivables': { status: 500, body: { success: false } } });
    renderApp('/piutang');
    expect(await screen.findByText('Gagal memuat data piutang.')).toBeInTheDocument();
  });

  it('warns when the Piutang Usaha balance differs from the open invoices', async () => {
    mockFetch({ 'GET /api/receivables': { body: { ...AGEING, ledger_balance: '425000.50' } satisfies Schemas['ReceivablesDto'] } });
    renderApp('/piutang');
    await waitFor(() => expect(screen.getByText(/berbeda Rp 5\.000 dari total nota yang belum lunas/)).toBeInTheDocument());
  });
});
