import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../api/client';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { memberToken } from '../../test/tokens';
import { AddTingkatsDialog } from './AddTingkatsDialog';

// Jalur 1 / Kanan holds T1, T2; Jalur 1 / Kiri is empty.
const JALUR = [
  {
    id: 100,
    nama: 'Jalur 1',
    jalur: 'Jalur 1',
    plant_id: 10,
    bagian: [
      {
        id: 1000,
        nama: 'Kanan',
        bagian: 'Kanan',
        jalur_id: 100,
        tingkats: [
          { id: 1, nama: 'T1', tingkat: 'T1', bagian_id: 1000 },
          { id: 2, nama: 'T2', tingkat: 'T2', bagian_id: 1000 },
        ],
      },
      { id: 1001, nama: 'Kiri', bagian: 'Kiri', jalur_id: 100, tingkats: [] },
    ],
  },
] satisfies Schemas['JalurNode'][];

const level = (id: number, nama: string) => ({ id, nama, tingkat: nama, bagian_id: 1001 });

function Harness() {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState('');
  return (
    <>
      <button onClick={() => setOpen(true)}>Buka</button>
      <p>{saved}</p>
      <AddTingkatsDialog
        open={open}
        jalurList={JALUR}
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

async function openWith(bagian: string, jumlah: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Buka' }));
  const dialog = await screen.findByRole('dialog', { name: 'Tambah N tingkat' });
  await userEvent.click(within(dialog).getByRole('combobox', { name: /Bagian/ }));
  await userEvent.click(await screen.findByRole('option', { name: bagian }));
  await userEvent.type(within(dialog).getByLabelText('Jumlah tingkat'), jumlah);
  return dialog;
}

describe('Tambah N tingkat', () => {
  it('sends the bagian and the count in one request and names the tingkat created', async () => {
    const created = [1, 2, 3, 4, 5, 6].map((i) => level(10 + i, `T${i}`));
    const calls = mockFetch({ 'POST /api/coop/tingkat/batch': { status: 201, body: created } });
    renderApp('/', <Harness />);
    const dialog = await openWith('Jalur 1 / Kiri (0 tingkat)', '6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('6 tingkat berhasil ditambahkan (T1–T6).')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ bagian_id: 1001, jumlah: 6 }]);
  });

  it('refuses 0 and more than 100 before sending', async () => {
    const calls = mockFetch({});
    renderApp('/', <Harness />);
    const dialog = await openWith('Jalur 1 / Kanan (2 tingkat)', '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Jumlah tingkat')).toHaveAccessibleDescription('Jumlah tingkat wajib bilangan bulat 1..100.'));
    await userEvent.clear(within(dialog).getByLabelText('Jumlah tingkat'));
    await userEvent.type(within(dialog).getByLabelText('Jumlah tingkat'), '101');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(within(dialog).getByLabelText('Jumlah tingkat')).toHaveAccessibleDescription('Jumlah tingkat wajib bilangan bulat 1..100.');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('shows the refusal of the server and stays open', async () => {
    mockFetch({ 'POST /api/coop/tingkat/batch': { status: 409, body: { success: false, message: 'Tingkat "T3" sudah ada di bagian ini.' } } });
    renderApp('/', <Harness />);
    const dialog = await openWith('Jalur 1 / Kanan (2 tingkat)', '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Tingkat "T3" sudah ada di bagian ini.');
  });
});
