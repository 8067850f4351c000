import { render, screen } from '@testing-library/react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PICKER_SOURCES, pickerHelper } from './PickerEmpty';

/** A select of tingkat as the screens build it, its helper from `pickerHelper`. */
function TingkatPicker({ options }: { options: { id: number; name: string }[] | undefined }) {
  return (
    <MemoryRouter>
      <TextField select label="Tujuan" value="" helperText={pickerHelper(options, PICKER_SOURCES.tingkat, 'Pilih tingkat')}>
        {(options ?? []).map((o) => (
          <MenuItem key={o.id} value={o.id}>
            {o.name}
          </MenuItem>
        ))}
      </TextField>
    </MemoryRouter>
  );
}

describe('PickerEmpty', () => {
  it('says what to create and links to the screen that makes it once the list loaded empty', () => {
    render(<TingkatPicker options={[]} />);
    const link = screen.getByRole('link', { name: 'Buat di Struktur Kandang' });
    expect(link).toHaveAttribute('href', '/struktur-kandang');
    expect(link.parentElement).toHaveTextContent('Belum ada tingkat kandang. Buat di Struktur Kandang');
  });

  it('keeps the usual helper while loading and once there is something to pick', () => {
    const { unmount } = render(<TingkatPicker options={undefined} />);
    expect(screen.getByText('Pilih tingkat')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
    render(<TingkatPicker options={[{ id: 11, name: 'Kandang A · T1' }]} />);
    expect(screen.getByText('Pilih tingkat')).toBeInTheDocument();
    expect(screen.queryByText(/Belum ada/)).toBeNull();
  });

  it('names the screens the menu shows for each source', () => {
    expect(Object.values(PICKER_SOURCES).map((s) => [s.screen, s.path])).toEqual([
      ['Data Pelanggan', '/customers'],
      ['Struktur Kandang', '/struktur-kandang'],
      ['Struktur Kandang', '/struktur-kandang'],
      ['Kode Akun', '/kode-akun'],
      ['Nama Tugas', '/tasks/library'],
    ]);
  });
});
