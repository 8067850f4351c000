import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { memberToken } from '../../test/tokens';
import { BatchPlacementDialog } from './BatchPlacementDialog';
import type { PlaceTingkat } from './batchPlacement';

const tk = (tingkat_id: number, jalur_id: number, jalur: string, bagian_id: number, bagian: string, tingkat: string): PlaceTingkat => ({
  tingkat_id,
  jalur_id,
  jalur,
  bagian_id,
  bagian,
  tingkat,
  lokasi: `${jalur} / ${bagian} / ${tingkat}`,
});
// Jalur 1 / Kanan: T1, T2, T3 (T3 holds 1,200 birds); Jalur 1 / Kiri: T1.
const TINGKAT = [tk(11, 1, 'Jalur 1', 5, 'Kanan', 'T1'), tk(12, 1, 'Jalur 1', 5, 'Kanan', 'T2'), tk(13, 1, 'Jalur 1', 5, 'Kanan', 'T3'), tk(21, 1, 'Jalur 1', 6, 'Kiri', 'T1')];
const POPULASI = new Map([[13, 1200]]);

function Harness() {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState('');
  return (
    <>
      <button onClick={() => setOpen(true)}>Buka</button>
      <p>{saved}</p>
      <BatchPlacementDialog
        open={open}
        tingkat={TINGKAT}
        populasi={POPULASI}
        defaultBreed="hyline_brown"
        onClose={() => setOpen(false)}
        onSaved={(m) => {
          setOpen(false);
          setSaved(m);
        }}
      />
    </>
  );
}

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  localStorage.setItem('token', memberToken('admin'));
  localStorage.setItem('tenant_id', '1');
});

async function openAndFill() {
  await userEvent.click(screen.getByRole('button', { name: 'Buka' }));
  const dialog = await screen.findByRole('dialog', { name: 'Masukkan ayam (banyak tingkat)' });
  await userEvent.click(within(dialog).getByRole('combobox', { name: /Jalur \/ bagian/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Jalur 1 / Kanan' }));
  await userEvent.type(within(dialog).getByLabelText('Ayam per tingkat'), '5000');
  await userEvent.type(within(dialog).getByLabelText(/Usia datang/), '16');
  return dialog;
}

describe('Masukkan ayam (banyak tingkat)', () => {
  it('fills every empty tingkat of the bagian, leaves the occupied one out, takes a per-row edit and sends one request', async () => {
    const calls = mockFetch({ 'POST /api/transaksi-ayam/batch': { status: 201, body: { entries: [{}, {}], total_ekor: 9500 } } });
    renderApp('/', <Harness />);
    const dialog = await openAndFill();
    // T3 already holds birds: marked and not ticked.
    expect(within(dialog).getByRole('checkbox', { name: /Jalur 1 \/ Kanan \/ T1/ })).toBeChecked();
    const t3 = within(dialog).getByRole('checkbox', { name: /Jalur 1 \/ Kanan \/ T3/ });
    expect(t3).not.toBeChecked();
    expect(t3.closest('label')).toHaveTextContent('Jalur 1 / Kanan / T3 · berisi 1.200 ekor');
    expect(within(dialog).getByLabelText('Jumlah Jalur 1 / Kanan / T1')).toHaveValue('5.000');
    expect(within(dialog).getByLabelText('Jumlah Jalur 1 / Kanan / T2')).toHaveValue('5.000');
    // 2 ticked rows × 5,000 = 10,000.
    expect(within(dialog).getByText('Total: 10.000 ekor di 2 tingkat')).toBeInTheDocument();
    const t2 = within(dialog).getByLabelText('Jumlah Jalur 1 / Kanan / T2');
    await userEvent.clear(t2);
    await userEvent.type(t2, '4500');
    // 5,000 + 4,500 = 9,500.
    expect(within(dialog).getByText('Total: 9.500 ekor di 2 tingkat')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('2 tingkat diisi, total 9.500 ekor.')).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    const body = posts[0].body as { tanggal: string };
    expect(Object.keys(body).sort()).toEqual(['aksi', 'breed', 'rows', 'tanggal', 'usia_minggu']);
    expect(body.tanggal).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body).toMatchObject({
      aksi: 'masuk',
      usia_minggu: 16,
      breed: 'hyline_brown',
      rows: [
        { tujuan_tingkat_id: 11, jumlah: 5000 },
        { tujuan_tingkat_id: 12, jumlah: 4500 },
      ],
    });
  });

  it('checks before sending: a ticked row without birds and a missing age; nothing sent', async () => {
    const calls = mockFetch({});
    renderApp('/', <Harness />);
    const dialog = await openAndFill();
    await userEvent.clear(within(dialog).getByLabelText(/Usia datang/));
    await userEvent.clear(within(dialog).getByLabelText('Jumlah Jalur 1 / Kanan / T1'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Jumlah Jalur 1 / Kanan / T1')).toHaveAccessibleDescription('Jumlah wajib angka > 0.'));
    expect(within(dialog).getByLabelText(/Usia datang/)).toHaveAccessibleDescription('Usia (minggu) wajib untuk aksi=masuk.');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('shows a refusal of the server above the fields and under the row it names; the dialog stays open', async () => {
    const message = 'Jalur 1 / Kanan / T2: Tingkat tujuan tidak ditemukan.';
    mockFetch({ 'POST /api/transaksi-ayam/batch': { status: 404, body: { success: false, message, field: 'rows.1.tujuan_tingkat_id' } } });
    renderApp('/', <Harness />);
    const dialog = await openAndFill();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByLabelText('Jumlah Jalur 1 / Kanan / T2')).toHaveAccessibleDescription(message);
    expect(within(dialog).getByLabelText('Jumlah Jalur 1 / Kanan / T1')).not.toHaveAccessibleDescription(message);
    expect(screen.getByRole('dialog', { name: 'Masukkan ayam (banyak tingkat)' })).toBeInTheDocument();
  });
});
