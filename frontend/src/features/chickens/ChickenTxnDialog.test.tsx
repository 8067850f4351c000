import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../api/client';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { memberToken } from '../../test/tokens';
import { ChickenTxnDialog } from './ChickenTxnDialog';

const TINGKAT = [
  { tingkat_id: 11, lokasi: 'Kandang A · T1' },
  { tingkat_id: 12, lokasi: 'Kandang A · T2' },
];
const MASUK = { id: 1, tanggal: '2025-06-02', aksi: 'masuk', jumlah: 1000, asal_tingkat_id: null, tujuan_tingkat_id: 11, asal_lokasi: null, tujuan_lokasi: 'Kandang A · T1', usia_minggu: 18, keterangan: 'DOC datang', breed: 'hyline_w80', cause: null, suspected_disease: null, cause_note: null } satisfies Schemas['TransaksiAyamDto'];
const MATI = { id: 2, tanggal: '2025-06-03', aksi: 'mati', jumlah: 3, asal_tingkat_id: 12, tujuan_tingkat_id: null, asal_lokasi: 'Kandang A · T2', tujuan_lokasi: null, usia_minggu: null, keterangan: null, breed: 'hyline_w80', cause: 'tidak_diketahui', suspected_disease: null, cause_note: null } satisfies Schemas['TransaksiAyamDto'];

/** The dialog as the page holds it: a new transaction or one of two to edit. */
function Harness() {
  const [target, setTarget] = useState<{ txn: Schemas['TransaksiAyamDto'] | null } | null>(null);
  const [saved, setSaved] = useState('');
  return (
    <>
      <button onClick={() => setTarget({ txn: null })}>Tambah</button>
      <button onClick={() => setTarget({ txn: MASUK })}>Ubah 1</button>
      <button onClick={() => setTarget({ txn: MATI })}>Ubah 2</button>
      <p>{saved}</p>
      <ChickenTxnDialog
        open={target !== null}
        txn={target?.txn ?? null}
        tingkat={TINGKAT}
        defaultBreed="hyline_brown"
        onClose={() => setTarget(null)}
        onSaved={(message) => {
          setTarget(null);
          setSaved(message);
        }}
      />
    </>
  );
}

const field = (dialog: HTMLElement, label: RegExp) => within(dialog).getByRole('combobox', { name: label });

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  localStorage.setItem('token', memberToken('admin'));
  localStorage.setItem('tenant_id', '1');
});

describe('Transaksi ayam dialog', () => {
  it('shows every problem of §5 at once under its field, and sends nothing', async () => {
    const calls = mockFetch({});
    renderApp('/', <Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Tambah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Transaksi Ayam' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(field(dialog, /Aksi/)).toHaveAccessibleDescription('Aksi wajib dipilih.'));
    expect(within(dialog).getByLabelText(/Jumlah/)).toHaveAccessibleDescription('Jumlah wajib angka > 0.');
    expect(calls).toHaveLength(0);
  });

  it('shows a refusal naming usia_minggu under Usia after the confirmation, and opens the next transaction with its own values', async () => {
    const calls = mockFetch({ 'PUT /api/transaksi-ayam/1': { status: 400, body: { success: false, message: 'Usia harus integer 0..200.', field: 'usia_minggu' } } });
    renderApp('/', <Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Ubah 1' }));
    let dialog = await screen.findByRole('dialog', { name: 'Ubah Transaksi Ayam' });
    expect(within(dialog).getByLabelText(/Jumlah/)).toHaveValue('1.000');
    await userEvent.clear(within(dialog).getByLabelText(/Jumlah/));
    await userEvent.type(within(dialog).getByLabelText(/Jumlah/), '950');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ya' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/Usia/)).toHaveAccessibleDescription('Usia harus integer 0..200.'));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ tanggal: '2025-06-02', aksi: 'masuk', jumlah: 950, asal_tingkat_id: null, tujuan_tingkat_id: 11, usia_minggu: 18, keterangan: 'DOC datang', breed: 'hyline_w80' });
    expect(within(dialog).queryByRole('alert')).toBeNull();

    // The confirmation has closed: the form is back in the accessibility tree.
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Ubah 2' }));
    dialog = await screen.findByRole('dialog', { name: 'Ubah Transaksi Ayam' });
    expect(within(dialog).getByLabelText(/Jumlah/)).toHaveValue('3');
    expect(within(dialog).getByLabelText(/Usia/)).toHaveValue('');
    expect(within(dialog).getByLabelText(/Usia/)).toHaveAccessibleDescription('Opsional (0–200)');
    expect(field(dialog, /Asal/)).toHaveTextContent('Kandang A · T2');
    // mati has no destination: Tujuan is disabled
    expect(field(dialog, /Tujuan/)).toHaveAttribute('aria-disabled', 'true');
  });

  it('choosing masuk clears the origin; a new transaction is posted with its toast', async () => {
    const calls = mockFetch({ 'POST /api/transaksi-ayam': { status: 201, body: MASUK } });
    renderApp('/', <Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Ubah 2' }));
    let dialog = await screen.findByRole('dialog', { name: 'Ubah Transaksi Ayam' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Tambah' }));
    dialog = await screen.findByRole('dialog', { name: 'Tambah Transaksi Ayam' });
    expect(within(dialog).getByLabelText(/Jumlah/)).toHaveValue('');
    await userEvent.click(field(dialog, /Aksi/));
    await userEvent.click(await screen.findByRole('option', { name: 'Pindah' }));
    await userEvent.click(field(dialog, /Asal/));
    await userEvent.click(await screen.findByRole('option', { name: 'Kandang A · T2' }));
    // A pindah carries the breed of its origin: Jenis ayam is not asked.
    expect(field(dialog, /Jenis ayam/)).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(field(dialog, /Aksi/));
    await userEvent.click(await screen.findByRole('option', { name: 'Masuk' }));
    expect(field(dialog, /Asal/)).toHaveAttribute('aria-disabled', 'true');
    // A masuk starts with the farm default (Brown here).
    expect(field(dialog, /Jenis ayam/)).not.toHaveAttribute('aria-disabled');
    expect(field(dialog, /Jenis ayam/)).toHaveTextContent('Hy-Line Brown (coklat)');
    await userEvent.click(field(dialog, /Tujuan/));
    await userEvent.click(await screen.findByRole('option', { name: 'Kandang A · T1' }));
    await userEvent.type(within(dialog).getByLabelText(/Jumlah/), '1000');
    await userEvent.type(within(dialog).getByLabelText(/Usia/), '18');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Transaksi berhasil disimpan.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ aksi: 'masuk', jumlah: 1000, asal_tingkat_id: null, tujuan_tingkat_id: 11, usia_minggu: 18, keterangan: null, breed: 'hyline_brown' });
  });
});
