import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';
import { DataTable } from './DataTable';
import { DateRangeFilter, type DateRange } from './DateRangeFilter';
import { FormDialog } from './FormDialog';

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

describe('DateRangeFilter', () => {
  it('shows both dates as dd/mm/yyyy', () => {
    const value: DateRange = { start: dayjs('2025-03-01'), end: dayjs('2025-03-10') };
    render(<DateRangeFilter value={value} onChange={() => undefined} />);
    const groups = screen.getAllByRole('group');
    expect(groups[0]).toHaveTextContent('01/03/2025');
    expect(groups[1]).toHaveTextContent('10/03/2025');
    expect(screen.getAllByText('Tanggal mulai').length).toBeGreaterThan(0);
  });
});
