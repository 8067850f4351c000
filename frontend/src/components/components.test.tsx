import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';
import { DataTable } from './DataTable';
import { DateRangeFilter, type DateRange } from './DateRangeFilter';
import { FormDialog } from './FormDialog';
import { SimpleTable } from './SimpleTable';

describe('dialogs', () => {
  it('ConfirmDialog answers Ya and Tidak', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ConfirmDialog open message="Yakin ingin menghapus transaksi ini?" onConfirm={onConfirm} onCancel={onCancel} />);
    expect(screen.getByRole('dialog')).toHaveTextContent('Yakin ingin menghapus transaksi ini?');
    await user.click(screen.getByRole('button', { name: 'Tidak' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Ya' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('FormDialog submits on Enter and shows Memproses… while busy', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { rerender } = render(
      <FormDialog open title="Tambah Pelanggan" submitLabel="Simpan" onSubmit={onSubmit} onClose={() => undefined}>
        <input aria-label="Nama" />
      </FormDialog>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Nama' }), 'Budi{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    rerender(
      <FormDialog open busy title="Tambah Pelanggan" submitLabel="Simpan" onSubmit={onSubmit} onClose={() => undefined}>
        <input aria-label="Nama" />
      </FormDialog>,
    );
    expect(screen.getByRole('button', { name: 'Memproses…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Batal' })).toBeDisabled();
  });
});

describe('DataTable', () => {
  it('says "Tidak ada data" when empty (the grid arrives lazily)', async () => {
    render(<DataTable rows={[]} columns={[{ field: 'nama', headerName: 'Nama' }]} />);
    expect(await screen.findByText('Tidak ada data')).toBeInTheDocument();
  });
});

describe('SimpleTable', () => {
  const rows = Array.from({ length: 12 }, (_, i) => ({ tanggal: `2025-06-${String(i + 1).padStart(2, '0')}`, butir: i === 3 ? null : 100 + i }));
  const columns = [
    { field: 'tanggal' as const, headerName: 'Tanggal' },
    { field: 'butir' as const, headerName: 'Butir', type: 'number' as const, valueFormatter: (v: number | null) => (v === null ? '-' : `${v} butir`) },
  ];
  const bodyRows = () => within(screen.getByRole('table', { name: 'Hari' })).getAllByRole('row').slice(1);

  it('sorts by a column header (empty values last), pages by 10 and says "Tidak ada data" when empty', async () => {
    const { rerender } = render(<SimpleTable label="Hari" rows={rows} columns={columns} getRowId={(r) => r.tanggal} initialSort={{ field: 'tanggal', sort: 'desc' }} pageSize={10} pageSizeOptions={[10, 25]} />);
    await screen.findByRole('table', { name: 'Hari' });
    expect(bodyRows()).toHaveLength(10);
    expect(bodyRows()[0]).toHaveTextContent('2025-06-12111 butir');
    expect(screen.getByRole('columnheader', { name: 'Tanggal' })).toHaveAttribute('aria-sort', 'descending');
    expect(await screen.findByText('1–10 dari 12')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    expect(bodyRows()).toHaveLength(2);
    // A number column sorts from the largest first; the day without a value comes last.
    await userEvent.click(screen.getByRole('button', { name: 'Butir' }));
    expect(bodyRows()[0]).toHaveTextContent('111 butir');
    await userEvent.click(screen.getByRole('button', { name: 'Butir' }));
    expect(bodyRows()[0]).toHaveTextContent('100 butir');
    await userEvent.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    expect(bodyRows().at(-1)).toHaveTextContent('-');
    rerender(<SimpleTable label="Hari" rows={[] as typeof rows} columns={columns} getRowId={(r) => r.tanggal} />);
    expect(screen.getByText('Tidak ada data')).toBeInTheDocument();
    expect(screen.queryByText(/dari/)).not.toBeInTheDocument();
  });
});

describe('DateRangeFilter', () => {
  it('shows both dates as dd/mm/yyyy', () => {
    const value: DateRange = { start: dayjs('2025-03-01'), end: dayjs('2025-03-10') };
    render(<DateRangeFilter value={value} onChange={() => undefined} />);
    expect(screen.getByRole('textbox', { name: 'Tanggal mulai' })).toHaveValue('01/03/2025');
    expect(screen.getByRole('textbox', { name: 'Tanggal akhir' })).toHaveValue('10/03/2025');
    expect(screen.getAllByText('Tanggal mulai').length).toBeGreaterThan(0);
  });
});
