import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
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
  it('recomputes computed auto kg when the settings are saved, keeps a kg that was weighed, and locks the kg of a disabled grade', async () => {
    const saved = { ...SERVER_DEFAULTS, auto_grade_a: true, weight_grade_a: 0.062, disable_grade_c: true } satisfies Schemas['EggSettingsResponseDto'];
    const calls = mockFetch({
      'GET /api/transaksi-telur/settings': { body: SERVER_DEFAULTS },
      'PUT /api/transaksi-telur/settings': { body: saved },
      'GET /api/transaksi-telur': { body: ROWS },
      'POST /api/transaksi-telur': { body: { success: true, tanggal: '2025-06-02', saved: 2 } satisfies Schemas['SaveResultDto'] },
    });
    renderApp('/produksitelur');
    const kgA = await screen.findByRole('textbox', { name: 'Kg grade A Jalur 1 / Kanan' });
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

    // Grade A is now automatic at 62 g: row 1's 50 kg was weighed (800 × 0.062 would be 49,6) and stays, editable;
    // row 2's empty A follows its count. Grade C kg can no longer be edited.
    expect(kgA).toHaveValue('50');
    expect(kgA).not.toHaveAttribute('readonly');
    expect(screen.getAllByRole('columnheader', { name: /Grade A/ })[0]).toHaveTextContent('kg otomatis, 62 g/butir');
    expect(screen.getByRole('textbox', { name: 'Kg grade C Jalur 1 / Kanan' })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Butir grade A Jalur 2 / Kanan' }), '10');
    expect(screen.getByRole('textbox', { name: 'Kg grade A Jalur 2 / Kanan' })).toHaveValue('0,62'); // 10 × 0.062
    expect(screen.getByRole('textbox', { name: 'Kg grade A Jalur 2 / Kanan' })).toHaveAttribute('readonly');

    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Data berhasil disimpan')).toBeInTheDocument();
    // Only row 2 changed (row 1 keeps its weighed A; its computed B and C are the same at the same weights).
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ data: [{ bagian_id: 2, grade_a: 0.62, butir_a: 10, version: 0 }] });
    expect((calls.find((c) => c.method === 'POST')!.body as { data: unknown[] }).data).toHaveLength(1);
  });

  it("computes auto kg with the farm's weighed grams per egg, read-only and labelled; a weighed kg stays editable and is kept", async () => {
    const weights = {
      tanggal: '2025-06-02',
      from: '2025-05-19',
      to: '2025-06-01',
      min_days: 3,
      grades: [
        { grade: 'a', kg_per_butir: 0.06, source: 'pengaturan', weighed_days: 0, median_kg_per_butir: null },
        { grade: 'b', kg_per_butir: 0.052, source: 'timbang', weighed_days: 6, median_kg_per_butir: 0.052 },
        { grade: 'c', kg_per_butir: 0.05, source: 'pengaturan', weighed_days: 1, median_kg_per_butir: 0.049 },
      ],
    } satisfies Schemas['EggWeightsDto'];
    mockFetch({
      'GET /api/transaksi-telur/settings': { body: SERVER_DEFAULTS },
      'GET /api/transaksi-telur/weights': { body: weights },
      'GET /api/transaksi-telur': { body: ROWS },
    });
    renderApp('/produksitelur');
    const kg = (g: string, lokasi: string) => screen.getByRole('textbox', { name: `Kg grade ${g} ${lokasi}` });
    const butir = (g: string, lokasi: string) => screen.getByRole('textbox', { name: `Butir grade ${g} ${lokasi}` });
    await screen.findByRole('textbox', { name: 'Kg grade A Jalur 1 / Kanan' });
    // B uses the weighed 52 g, C the settings' 50 g (1 weighed day is too few); A is manual.
    await waitFor(() => expect(screen.getAllByRole('columnheader', { name: /Grade B/ })[0]).toHaveTextContent('kg otomatis, 52 g/butir'));
    expect(screen.getAllByRole('columnheader', { name: /Grade C/ })[0]).toHaveTextContent('kg otomatis, 50 g/butir');
    expect(screen.getAllByRole('columnheader', { name: /Grade A/ })[0]).not.toHaveTextContent('otomatis');

    // Row 2: 100 B eggs → 100 × 0.052 = 5,2 kg, read-only.
    await userEvent.type(butir('B', 'Jalur 2 / Kanan'), '100');
    expect(kg('B', 'Jalur 2 / Kanan')).toHaveValue('5,2');
    expect(kg('B', 'Jalur 2 / Kanan')).toHaveAttribute('readonly');
    await userEvent.type(kg('B', 'Jalur 2 / Kanan'), '9');
    expect(kg('B', 'Jalur 2 / Kanan')).toHaveValue('5,2');
    // Row 1 was saved with 5 kg for 100 B eggs (not 100 × 0.052): a weighed kg, editable, kept when the count changes.
    expect(kg('B', 'Jalur 1 / Kanan')).toHaveValue('5');
    expect(kg('B', 'Jalur 1 / Kanan')).not.toHaveAttribute('readonly');
    await userEvent.clear(butir('B', 'Jalur 1 / Kanan'));
    await userEvent.type(butir('B', 'Jalur 1 / Kanan'), '110');
    expect(kg('B', 'Jalur 1 / Kanan')).toHaveValue('5');
    // Row 1's C (2 kg of 40 = 40 × 0.05) is computed: it follows its count.
    expect(kg('C', 'Jalur 1 / Kanan')).toHaveAttribute('readonly');
    await userEvent.clear(butir('C', 'Jalur 1 / Kanan'));
    await userEvent.type(butir('C', 'Jalur 1 / Kanan'), '50');
    expect(kg('C', 'Jalur 1 / Kanan')).toHaveValue('2,5');
    // Totals show kg with 2 decimals: B 5 + 5,2 = 10,20 kg of 110 + 100 eggs.
    expect(screen.getByLabelText('Total keseluruhan')).toHaveTextContent('B: 10,20 kg / 210 butir');
    // The settings dialog still edits the farm's own weights (B 0,05), not the weighed 52 g.
    await userEvent.click(screen.getByRole('button', { name: 'Pengaturan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pengaturan Grade Telur' });
    expect(within(dialog).getAllByRole('textbox', { name: 'Berat per butir (kg)' })[1]).toHaveValue('0,05');
  });

  it("'Salin kemarin' fills only the empty counts and kg of the whole table; =kemarin does one row", async () => {
    const yesterdayRows = [
      { ...ROWS[0], grade_a: 48.25, butir_a: 780, grade_b: 4, butir_b: 80, grade_c: 1, butir_c: 20 },
      { ...ROWS[1], grade_a: 12.5, butir_a: 200, grade_b: 1, butir_b: 20 },
    ];
    const yesterday = dayjs().subtract(1, 'day').format('YYYY-MM-DD');
    mockFetch({
      'GET /api/transaksi-telur/settings': { body: SERVER_DEFAULTS },
      'GET /api/transaksi-telur': (call) => ({ body: new URL(call.url, 'http://x').searchParams.get('tanggal') === yesterday ? yesterdayRows : ROWS }),
    });
    renderApp('/produksitelur');
    const field = (name: string) => screen.getByRole('textbox', { name });
    await screen.findByRole('textbox', { name: 'Kg grade A Jalur 1 / Kanan' });
    // Row 2: the user typed A's count first.
    await userEvent.type(field('Butir grade A Jalur 2 / Kanan'), '190');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salin kemarin' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Salin kemarin Jalur 2 / Kanan' }));
    // A's count stays 190, A's kg (manual) takes 12,5; B's count 20 → B kg 20 × 0.05 = 1 (auto).
    expect(field('Butir grade A Jalur 2 / Kanan')).toHaveValue('190');
    expect(field('Kg grade A Jalur 2 / Kanan')).toHaveValue('12,5');
    expect(field('Butir grade B Jalur 2 / Kanan')).toHaveValue('20');
    expect(field('Kg grade B Jalur 2 / Kanan')).toHaveValue('1');
    expect(await screen.findByText('2 isian kosong diisi nilai kemarin. Periksa lalu Simpan.')).toBeInTheDocument();
    // Row 1 is full: the whole-table copy changes nothing there.
    await userEvent.click(screen.getByRole('button', { name: 'Salin kemarin' }));
    expect(field('Kg grade A Jalur 1 / Kanan')).toHaveValue('50');
    expect(field('Butir grade A Jalur 1 / Kanan')).toHaveValue('800');
    expect(field('Butir grade C Jalur 1 / Kanan')).toHaveValue('40');
  });

  it('shows a weight out of range and a refused weight under their field; Batal then Pengaturan shows the saved settings again', async () => {
    const calls = mockFetch({
      'GET /api/transaksi-telur/settings': { body: SERVER_DEFAULTS },
      'PUT /api/transaksi-telur/settings': { status: 400, body: { success: false, message: 'weight_grade_b maksimal 1.', field: 'weight_grade_b' } },
      'GET /api/transaksi-telur': { body: ROWS },
    });
    renderApp('/produksitelur');
    await screen.findByRole('textbox', { name: 'Kg grade A Jalur 1 / Kanan' });
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
    await screen.findByRole('textbox', { name: 'Kg grade A Jalur 1 / Kanan' });
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal menyimpan data');
  });
});
