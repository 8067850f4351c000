import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Button from '@mui/material/Button';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type DataColumn } from './DataTable';
import { formatRupiah } from '../lib/format';
import { screenOf } from '../test/screen-size';

interface Sale {
  id: number;
  pelanggan: string;
  total: string | null;
}

/** Five sales; the totals are decimal strings as the API sends money; one has no total. */
const SALES: Sale[] = [
  { id: 1, pelanggan: 'Budi', total: '1500000.00' },
  { id: 2, pelanggan: 'ani', total: '250000.00' },
  { id: 3, pelanggan: 'Citra', total: null },
  { id: 4, pelanggan: 'Dedi', total: '9000000.00' },
  { id: 5, pelanggan: 'Eko', total: '30000.50' },
];

const columns = (onTerima = vi.fn()): DataColumn<Sale>[] => [
  { field: 'pelanggan', headerName: 'Pelanggan', flex: 1 },
  { field: 'total', headerName: 'Total', type: 'number', width: 120, valueFormatter: (v: string | null) => (v === null ? '' : formatRupiah(v)) },
  {
    field: 'actions',
    headerName: 'Aksi',
    sortable: false,
    renderCell: ({ row }) => (
      <Button size="small" onClick={() => void onTerima(row)} aria-label={`Terima ${row.pelanggan}`}>
        Terima
      </Button>
    ),
  },
];

/** The body rows of the table named `name`, as the texts of their cells. */
const bodyTexts = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));

afterEach(() => vi.unstubAllGlobals());

describe('DataTable on a desktop', () => {
  it('sorts by a header: a number from the largest, again the other way, text A–Z ignoring case; empty values last', async () => {
    const user = userEvent.setup();
    render(<DataTable label="Penjualan" rows={SALES} columns={columns()} />);
    await screen.findByRole('table', { name: 'Penjualan' });
    expect(bodyTexts('Penjualan').map((r) => r[0])).toEqual(['Budi', 'ani', 'Citra', 'Dedi', 'Eko']);
    // The money column shows exact rupiah, right-aligned (cents only where there are any).
    expect(bodyTexts('Penjualan')[4][1]).toBe('Rp 30.000,50');

    await user.click(screen.getByRole('button', { name: 'Total' }));
    expect(screen.getByRole('columnheader', { name: 'Total' })).toHaveAttribute('aria-sort', 'descending');
    // 9.000.000 > 1.500.000 > 250.000 > 30.000,50 (by value, not as text), no total last.
    expect(bodyTexts('Penjualan').map((r) => r[0])).toEqual(['Dedi', 'Budi', 'ani', 'Eko', 'Citra']);
    await user.click(screen.getByRole('button', { name: 'Total' }));
    expect(screen.getByRole('columnheader', { name: 'Total' })).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyTexts('Penjualan').map((r) => r[0])).toEqual(['Eko', 'ani', 'Budi', 'Dedi', 'Citra']);

    await user.click(screen.getByRole('button', { name: 'Pelanggan' }));
    expect(bodyTexts('Penjualan').map((r) => r[0])).toEqual(['ani', 'Budi', 'Citra', 'Dedi', 'Eko']);
    // The actions column has no sort button.
    expect(screen.queryByRole('button', { name: 'Aksi' })).not.toBeInTheDocument();
  });

  it('pages 25 rows at a time in Indonesian and reports the page to the screen', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    const rows = Array.from({ length: 60 }, (_, i): Sale => ({ id: i + 1, pelanggan: `P${String(i + 1).padStart(2, '0')}`, total: '1000.00' }));
    render(<DataTable label="Penjualan" rows={rows} columns={columns()} onPaginationModelChange={onPage} />);
    await screen.findByRole('table', { name: 'Penjualan' });
    expect(bodyTexts('Penjualan')).toHaveLength(25);
    expect(await screen.findByText('1–25 dari 60')).toBeInTheDocument();
    expect(screen.getByText('Baris per halaman:')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    expect(onPage).toHaveBeenLastCalledWith({ page: 1, pageSize: 25 }, expect.anything());
    expect(screen.getByText('26–50 dari 60')).toBeInTheDocument();
    expect(bodyTexts('Penjualan')[0][0]).toBe('P26');
    await user.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    // 60 = 25 + 25 + 10.
    expect(bodyTexts('Penjualan')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Halaman berikutnya' })).toBeDisabled();
  });

  it('with server paging shows the rows it is given and asks for the next page of rowCount', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    const page = SALES.slice(0, 2);
    render(<DataTable label="Laporan" rows={page} columns={columns()} paginationMode="server" rowCount={80} paginationModel={{ page: 1, pageSize: 25 }} onPaginationModelChange={onPage} disableColumnSorting />);
    await screen.findByRole('table', { name: 'Laporan' });
    expect(bodyTexts('Laporan').map((r) => r[0])).toEqual(['Budi', 'ani']);
    expect(await screen.findByText('26–50 dari 80')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    expect(onPage).toHaveBeenLastCalledWith({ page: 2, pageSize: 25 }, expect.anything());
    await user.click(screen.getByRole('button', { name: 'Halaman sebelumnya' }));
    expect(onPage).toHaveBeenLastCalledWith({ page: 0, pageSize: 25 }, expect.anything());
    // Sorting one page of the server's order would mislead: no sort buttons.
    expect(screen.queryByRole('button', { name: 'Total' })).not.toBeInTheDocument();
  });

  it('opens a row by a click or Enter, but not when a button in it is pressed', async () => {
    const user = userEvent.setup();
    const onRow = vi.fn();
    const onTerima = vi.fn();
    render(<DataTable label="Penjualan" rows={SALES} columns={columns(onTerima)} onRowClick={({ row }) => void onRow(row.id)} />);
    await screen.findByRole('table', { name: 'Penjualan' });
    await user.click(screen.getByRole('cell', { name: 'Dedi' }));
    expect(onRow).toHaveBeenLastCalledWith(4);
    await user.click(screen.getByRole('button', { name: 'Terima Budi' }));
    expect(onTerima).toHaveBeenCalledWith(SALES[0]);
    expect(onRow).toHaveBeenCalledTimes(1);
    screen.getAllByRole('row')[2].focus();
    await user.keyboard('{Enter}');
    expect(onRow).toHaveBeenLastCalledWith(2);
  });

  it('sits in a named scroll region reachable by keyboard; says Tidak ada data or shows a named loading bar; has a totals row', async () => {
    const { rerender } = render(<DataTable label="Penjualan" rows={[] as Sale[]} columns={columns()} />);
    await screen.findByRole('table', { name: 'Penjualan' });
    expect(screen.getByRole('region', { name: 'Penjualan' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByText('Tidak ada data')).toBeInTheDocument();
    rerender(<DataTable label="Penjualan" rows={[] as Sale[]} columns={columns()} loading />);
    expect(screen.getByRole('progressbar', { name: 'Memuat data' })).toBeInTheDocument();
    rerender(<DataTable label="Penjualan" rows={SALES.slice(0, 2)} columns={columns()} totals={{ label: 'Total', values: { total: 'Rp 1.750.000' } }} />);
    // 1.500.000 + 250.000 = 1.750.000 (given by the screen); the label spans the columns before it.
    expect(bodyTexts('Penjualan').at(-1)).toEqual(['Total', 'Rp 1.750.000', '']);
  });
});

describe('DataTable on a phone (below 600 px)', () => {
  it('shows one card per row with its figures and its actions, the same sort and pager', async () => {
    screenOf(true);
    const user = userEvent.setup();
    const onTerima = vi.fn();
    render(<DataTable label="Penjualan" rows={SALES} columns={columns(onTerima)} />);
    await screen.findByRole('list', { name: 'Penjualan' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Penjualan' })).getAllByRole('listitem');
    expect(cards).toHaveLength(5);
    // The first column is the card's title; the others are 'header: value' lines; the action is a button on the card.
    expect(cards[0]).toHaveTextContent('Budi');
    expect(within(cards[0]).getByText('Total')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Rp 1.500.000')).toBeInTheDocument();
    // A sale without a total has no empty 'Total' line.
    expect(within(cards[2]).queryByText('Total')).not.toBeInTheDocument();
    await user.click(within(cards[3]).getByRole('button', { name: 'Terima Dedi' }));
    expect(onTerima).toHaveBeenCalledWith(SALES[3]);

    // Urutkan: Total (turun) = the largest first, as a header click on a desktop.
    await user.click(await screen.findByRole('combobox', { name: 'Urutkan' }));
    await user.click(screen.getByRole('option', { name: 'Total (turun)' }));
    const sorted = within(screen.getByRole('list', { name: 'Penjualan' })).getAllByRole('listitem');
    expect(sorted.map((c) => within(c).getAllByText(/^(Budi|ani|Citra|Dedi|Eko)$/)[0].textContent)).toEqual(['Dedi', 'Budi', 'ani', 'Eko', 'Citra']);
  });

  it('titles a card by the column marked card: title and leaves out card: hide columns', async () => {
    screenOf(true);
    const cols: DataColumn<Sale>[] = [
      { field: 'id', headerName: 'No', card: 'hide' },
      { field: 'pelanggan', headerName: 'Pelanggan' },
      { field: 'total', headerName: 'Total', type: 'number', card: 'title', valueFormatter: (v: string | null) => (v === null ? '-' : formatRupiah(v)) },
    ];
    render(<DataTable label="Penjualan" rows={SALES.slice(0, 1)} columns={cols} />);
    await screen.findByRole('list', { name: 'Penjualan' });
    const card = screen.getByRole('listitem');
    expect(card.firstElementChild).toHaveTextContent('Rp 1.500.000');
    expect(within(card).getByText('Pelanggan')).toBeInTheDocument();
    expect(within(card).queryByText('No')).not.toBeInTheDocument();
  });

  it('keeps the table (in its scroll region) when cards are turned off', async () => {
    screenOf(true);
    render(<DataTable label="Hari" cards={false} rows={SALES} columns={columns()} />);
    await screen.findByRole('table', { name: 'Hari' });
    expect(screen.getByRole('region', { name: 'Hari' })).toContainElement(screen.getByRole('table', { name: 'Hari' }));
  });
});
