import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../api/client';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { memberToken } from '../../test/tokens';
import { SERVER_DEFAULTS } from '../../test/egg-settings';

const ROWS = [
  { bagian_id: 1, jalur: 'Jalur 1', bagian: 'Kanan', lokasi: 'Jalur 1 / Kanan', grade_a: 50, grade_b: 5, grade_c: 2, butir_a: 800, butir_b: 100, butir_c: 40, version: 7 },
  { bagian_id: 2, jalur: 'Jalur 2', bagian: 'Kanan', lokasi: 'Jalur 2 / Kanan', grade_a: 0, grade_b: 0, grade_c: 0, butir_a: 0, butir_b: 0, butir_c: 0, version: 0 },
] satisfies Schemas['EggRowDto'][];

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  localStorage.setItem('token', memberToken('abk'));
  localStorage.setItem('tenant_id', '1');
});

describe('Produksi Telur (/produksitelur)', () => {
  it('recomputes auto grades when the settings are saved and locks the kg of a disabled grade', async () => {
    const saved = { ...SERVER_DEFAULTS, auto_grade_a: true, weight_grade_a: 0.062, disable_grade_c: true } satisfies Schemas['EggSettingsResponseDto'];
    const calls = mockFetch({
      'GET /api/transaksi-telur/settings': { body: SERVER_DEFAULTS },
      'PUT /api/transaksi-telur/settings': { body: saved },
      'GET /api/transaksi-telur': { body: ROWS },
      'POST /api/transaksi-telur': { body: { success: true, tanggal: '2025-06-02', saved: 2 } satisfies Schemas['SaveResultDto'] },
    });
    renderApp('/produksitelur');
    const kgA = await screen.findByRole('textbox', { name: 'Kg grade A Jalur 1 / Kanan' }, { timeout: 8000 });
    expect(kgA).toHaveValue('50');
    // One table per jalur with its totals.
    expect(screen.getByRole('table', { name: 'Telur Jalur 1' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Telur Jalur 2' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Pengaturan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pengaturan Grade Telur' });
    await waitFor(() => expect(within(dialog).getAllByRole('checkbox')[0]).not.toBeChecked());
    await userEvent.click(within(dialog).getAllByRole('checkbox', { name: 'Otomatis' })[0]);
    await userEvent.click(within(dialog).getAllByRole('checkbox', { name: 'Nonaktif' })[2]);
    const weightA = within(dialog).getAllByRole('textbox', { name: 'Berat per butir (kg)' })[0];
    await userEvent.clear(weightA);
    await userEvent.type(weightA, '0,062');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Pengaturan disimpan.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ auto_grade_a: true, weight_grade_a: 0.062, disable_grade_c: true });

    // Grade A is now automatic: 800 × 0.062 = 49.6 kg; grade C kg can no longer be edited.
    expect(kgA).toHaveValue('49,6');
    expect(screen.getByRole('textbox', { name: 'Kg grade C Jalur 1 / Kanan' })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Butir grade A Jalur 2 / Kanan' }), '10');
    expect(screen.getByRole('textbox', { name: 'Kg grade A Jalur 2 / Kanan' })).toHaveValue('0,62'); // 10 × 0.062

    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Data berhasil disimpan')).toBeInTheDocument();
    // Both rows changed (A of row 1 follows its count now), each sent with the version it was loaded at.
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      data: [
        { bagian_id: 1, grade_a: 49.6, grade_b: 5, grade_c: 2, butir_a: 800, butir_b: 100, butir_c: 40, version: 7 },
        { bagian_id: 2, grade_a: 0.62, butir_a: 10, version: 0 },
      ],
    });
  });

  it('shows a weight out of range and a refused weight under their field; Batal then Pengaturan shows the saved settings again', async () => {
    const calls = mockFetch({
      'GET /api/transaksi-telur/settings': { body: SERVER_DEFAULTS },
      'PUT /api/transaksi-telur/settings': { status: 400, body: { success: false, message: 'weight_grade_b maksimal 1.', field: 'weight_grade_b' } },
      'GET /api/transaksi-telur': { body: ROWS },
    });
    renderApp('/produksitelur');
    await screen.findByRole('textbox', { name: 'Kg grade A Jalur 1 / Kanan' }, { timeout: 8000 });
    await userEvent.click(screen.getByRole('button', { name: 'Pengaturan' }));
    let dialog = await screen.findByRole('dialog', { name: 'Pengaturan Grade Telur' });
    const weights = () => within(dialog).getAllByRole('textbox', { name: 'Berat per butir (kg)' });
    expect(weights()[0]).toHaveValue('0,06');
    await userEvent.clear(weights()[0]);
    await userEvent.type(weights()[0], '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(weights()[0]).toHaveAccessibleDescription('Berat per butir grade A harus angka 0 sampai 1 kg.'));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.clear(weights()[0]);
    await userEvent.type(weights()[0], '0,07');
    await userEvent.click(within(dialog).getAllByRole('checkbox', { name: 'Otomatis' })[0]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(weights()[1]).toHaveAccessibleDescription('weight_grade_b maksimal 1.'));
    expect(weights()[0]).not.toHaveAccessibleDescription('Berat per butir grade A harus angka 0 sampai 1 kg.');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ auto_grade_a: true, weight_grade_a: 0.07, weight_grade_b: 0.05 });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Pengaturan' }));
    dialog = await screen.findByRole('dialog', { name: 'Pengaturan Grade Telur' });
    expect(weights()[0]).toHaveValue('0,06');
    expect(weights()[1]).not.toHaveAccessibleDescription('weight_grade_b maksimal 1.');
    expect(within(dialog).getAllByRole('checkbox', { name: 'Otomatis' })[0]).not.toBeChecked();
  });

  it("shows 'Gagal menyimpan data' when the save fails without a message", async () => {
    mockFetch({
      'GET /api/transaksi-telur/settings': { body: SERVER_DEFAULTS },
      'GET /api/transaksi-telur': { body: ROWS },
      'POST /api/transaksi-telur': { status: 500, body: null },
    });
    renderApp('/produksitelur');
    await screen.findByRole('textbox', { name: 'Kg grade A Jalur 1 / Kanan' }, { timeout: 8000 });
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal menyimpan data');
  });
});
