import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../api/client';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { memberToken } from '../../test/tokens';

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  localStorage.setItem('token', memberToken('admin'));
  localStorage.setItem('tenant_id', '1');
});

const tingkats = (bagianId: number, n: number) => Array.from({ length: n }, (_, i) => ({ id: bagianId * 100 + i, nama: `T${i + 1}`, tingkat: `T${i + 1}`, bagian_id: bagianId }));
const bagian = (id: number, nama: string, n: number) => ({ id, nama, bagian: nama, jalur_id: 100, tingkats: tingkats(id, n) });
const JALUR = { id: 100, nama: 'Jalur 1', jalur: 'Jalur 1', plant_id: 10, bagian: [bagian(1000, 'Kiri', 6), bagian(1001, 'Kanan', 6)] } satisfies Schemas['JalurNode'];
const TREE = [{ id: 1, nama: 'Farm Baru', lokasi: 'Farm Baru', plants: [{ id: 10, nama: 'Plant 1', plant: 'Plant 1', lokasi_id: 1, jalur: [JALUR] }] }] satisfies Schemas['LokasiNode'][];
const RESULT = { lokasi_id: 1, plant_id: 10, tingkat: 12, jalur: JALUR } satisfies Schemas['CoopSetupDto'];

describe('Struktur Kandang: the set-up in one form', () => {
  it('a farm without structure fills lokasi and the tingkat count, keeps the other defaults, and saves the tree in one request', async () => {
    let saved = false;
    const calls = mockFetch({
      'GET /api/coop/structure': () => ({ body: saved ? TREE : [] }),
      'POST /api/coop/setup': () => {
        saved = true;
        return { status: 201, body: RESULT };
      },
    });
    renderApp('/struktur-kandang');
    const card = await screen.findByRole('region', { name: 'Susun struktur kandang' });
    const user = userEvent.setup();
    expect(within(card).getByRole('textbox', { name: 'Nama plant' })).toHaveValue('Plant 1');
    expect(within(card).getByRole('textbox', { name: 'Nama jalur' })).toHaveValue('Jalur 1');
    expect(within(card).getByRole('textbox', { name: 'Nama bagian 1' })).toHaveValue('Kiri');
    expect(within(card).getByRole('textbox', { name: 'Nama bagian 2' })).toHaveValue('Kanan');

    // Nothing typed: each missing field says so, nothing is sent.
    await user.click(within(card).getByRole('button', { name: 'Simpan struktur' }));
    expect(within(card).getByRole('textbox', { name: 'Nama lokasi' })).toHaveAccessibleDescription('Nama lokasi wajib diisi.');
    expect(within(card).getByRole('textbox', { name: 'Tingkat per bagian' })).toHaveAccessibleDescription('Tingkat per bagian wajib bilangan bulat 1..100.');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.type(within(card).getByRole('textbox', { name: 'Nama lokasi' }), 'Farm Baru');
    await user.type(within(card).getByRole('textbox', { name: 'Tingkat per bagian' }), '6');
    // 2 bagian × 6 = 12 tingkat.
    expect(within(card).getByRole('textbox', { name: 'Tingkat per bagian' })).toHaveAccessibleDescription('2 bagian × 6 tingkat = 12 tingkat (T1–T6 di setiap bagian)');
    await user.click(within(card).getByRole('button', { name: 'Simpan struktur' }));

    expect(await screen.findByText('Jalur 1 disimpan: 2 bagian, 12 tingkat.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => ({ url: c.url, body: c.body }))).toEqual([
      { url: '/api/coop/setup', body: { lokasi: 'Farm Baru', plant: 'Plant 1', jalur: 'Jalur 1', bagian: ['Kiri', 'Kanan'], tingkat_per_bagian: 6 } },
    ]);
    expect(await screen.findByRole('region', { name: 'Jalur 1' })).toHaveTextContent('2 bagian · 12 tingkat');
    expect(screen.queryByRole('region', { name: 'Susun struktur kandang' })).toBeNull();
  });

  it('adds and removes bagian rows, and names a bagian typed twice', async () => {
    const calls = mockFetch({ 'GET /api/coop/structure': { body: [] satisfies Schemas['LokasiNode'][] } });
    renderApp('/struktur-kandang');
    const card = await screen.findByRole('region', { name: 'Susun struktur kandang' });
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Tambah bagian' }));
    await user.type(within(card).getByRole('textbox', { name: 'Nama bagian 3' }), 'kiri');
    await user.type(within(card).getByRole('textbox', { name: 'Nama lokasi' }), 'Farm Baru');
    await user.type(within(card).getByRole('textbox', { name: 'Tingkat per bagian' }), '4');
    await user.click(within(card).getByRole('button', { name: 'Simpan struktur' }));
    expect(within(card).getByRole('textbox', { name: 'Nama bagian 3' })).toHaveAccessibleDescription('Nama bagian dipakai dua kali.');
    await user.click(within(card).getByRole('button', { name: 'Hapus bagian 3' }));
    expect(within(card).queryByRole('textbox', { name: 'Nama bagian 3' })).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it("shows the server's refusal above the form", async () => {
    mockFetch({
      'GET /api/coop/structure': { body: [] satisfies Schemas['LokasiNode'][] },
      'POST /api/coop/setup': { status: 409, body: { success: false, message: 'Lokasi "Farm Baru" sudah ada.' } },
    });
    renderApp('/struktur-kandang');
    const card = await screen.findByRole('region', { name: 'Susun struktur kandang' });
    const user = userEvent.setup();
    await user.type(within(card).getByRole('textbox', { name: 'Nama lokasi' }), 'Farm Baru');
    await user.type(within(card).getByRole('textbox', { name: 'Tingkat per bagian' }), '6');
    await user.click(within(card).getByRole('button', { name: 'Simpan struktur' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Lokasi "Farm Baru" sudah ada.');
  });

  it("later, 'Tambah jalur lengkap' adds a jalur to the chosen plant, at the next free name", async () => {
    const calls = mockFetch({ 'GET /api/coop/structure': { body: TREE }, 'POST /api/coop/setup': { status: 201, body: { ...RESULT, tingkat: 3 } } });
    renderApp('/struktur-kandang');
    await screen.findByRole('region', { name: 'Jalur 1' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Tambah jalur lengkap' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah jalur lengkap' });
    expect(within(dialog).getByRole('combobox', { name: 'Tempat jalur' })).toHaveTextContent('Farm Baru / Plant 1');
    expect(within(dialog).queryByRole('textbox', { name: 'Nama lokasi' })).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: 'Nama jalur' })).toHaveValue('Jalur 2');
    await user.click(within(dialog).getByRole('button', { name: 'Hapus bagian 2' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Tingkat per bagian' }), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Tambah jalur lengkap' })).toBeNull());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ plant_id: 10, jalur: 'Jalur 2', bagian: ['Kiri'], tingkat_per_bagian: 3 }]);
  });
});
