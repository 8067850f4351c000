import { describe, expect, it } from 'vitest';
import {
  applySettings,
  autoKg,
  buildEggBody,
  eggSettingsBody,
  eggSettingsForm,
  eggSettingsProblem,
  eggTotals,
  inputsFromRow,
  parseCount,
  parseKg,
  sameEggInputs,
  withCount,
  type EggInputs,
  type EggRow,
} from './egg-production';
import { SERVER_DEFAULTS } from '../../test/egg-settings';

const empty: EggInputs = { grade_a: '', grade_b: '', grade_c: '', butir_a: '', butir_b: '', butir_c: '' };
const row = (id: number, values: Partial<EggRow> = {}): EggRow => ({
  bagian_id: id,
  jalur: 'Jalur 1',
  bagian: 'Kanan',
  lokasi: 'Jalur 1 / Kanan',
  grade_a: 0,
  grade_b: 0,
  grade_c: 0,
  butir_a: 0,
  butir_b: 0,
  butir_c: 0,
  version: 0,
  ...values,
});

describe('auto grade (spec part 1 §4.5)', () => {
  it('computes kg = count × weight per egg', () => {
    expect(autoKg(120, 0.05)).toBe(6); // 120 × 0.05
    expect(autoKg(37, 0.062)).toBe(2.294); // 37 × 0.062
  });

  it('follows the count of an auto grade and leaves a manual grade alone', () => {
    // Defaults: B and C auto at 0.05 kg per egg, A manual.
    const b = withCount({ ...empty, grade_b: '1' }, 'b', '110', SERVER_DEFAULTS);
    expect(b).toMatchObject({ butir_b: '110', grade_b: '5,5' }); // 110 × 0.05, shown with a comma
    const a = withCount({ ...empty, grade_a: '50.2' }, 'a', '800', SERVER_DEFAULTS);
    expect(a).toMatchObject({ butir_a: '800', grade_a: '50.2' });
  });

  it('recomputes every auto grade when settings are saved', () => {
    const settings = { ...SERVER_DEFAULTS, auto_grade_a: true, weight_grade_a: 0.063, auto_grade_c: false };
    const next = applySettings({ ...empty, butir_a: '1000', grade_a: '1', butir_b: '20', butir_c: '10', grade_c: '0.7' }, settings);
    expect(next).toMatchObject({ grade_a: '63', grade_b: '1', grade_c: '0.7' }); // 1000 × 0.063; 20 × 0.05; C manual now (kept as typed)
  });
});

describe('egg inputs (spec part 1 §5, issue #11)', () => {
  it('reads counts as whole numbers, grouped as shown; "1,5" and "16.5" are refused, never 15 or 165', () => {
    expect(parseCount('1.234')).toBe(1234);
    expect(parseCount('')).toBe(0);
    expect(parseCount('1,5')).toBeNull();
    expect(parseCount('16.5')).toBeNull();
  });

  it('reads kg with a comma or a dot, at most 3 decimals', () => {
    expect(parseKg('3,25')).toBe(3.25);
    expect(parseKg('3.25')).toBe(3.25);
    expect(parseKg('1,2345')).toBeNull();
  });

  it('compares rows by value, not by how they were typed', () => {
    expect(sameEggInputs({ ...empty, grade_a: '52,4', butir_a: '1.000' }, { ...empty, grade_a: '52.4', butir_a: '1000' })).toBe(true);
    expect(sameEggInputs({ ...empty, grade_a: '52,4' }, { ...empty, grade_a: '52,5' })).toBe(false);
  });
});

describe('totals and saving', () => {
  it('adds kg and counts per grade over the rows', () => {
    const t = eggTotals([
      { ...empty, grade_a: '50,5', butir_a: '800', grade_b: '5', butir_b: '100' },
      { ...empty, grade_a: '49.75', butir_a: '790', grade_c: 'x', butir_c: '3' },
    ]);
    expect(t.kg).toEqual({ a: 100.25, b: 5, c: 0 }); // 50.5 + 49.75; 'x' counts as 0
    expect(t.butir).toEqual({ a: 1590, b: 100, c: 3 });
    expect(t.kgAll).toBe(105.25);
    expect(t.butirAll).toBe(1693);
  });

  it('sends the rows given (the changed ones) with their versions, or names an invalid kg or count', () => {
    const rows = [row(1, { version: 41 }), row(2)];
    expect(buildEggBody('2025-06-01', rows, { 1: { ...empty, grade_a: '50,123', butir_a: '1.801' } })).toEqual({
      body: {
        tanggal: '2025-06-01',
        data: [
          { bagian_id: 1, grade_a: 50.123, grade_b: 0, grade_c: 0, butir_a: 1801, butir_b: 0, butir_c: 0, version: 41 },
          { bagian_id: 2, grade_a: 0, grade_b: 0, grade_c: 0, butir_a: 0, butir_b: 0, butir_c: 0, version: 0 },
        ],
      },
    });
    expect(buildEggBody('2025-06-01', rows, { 2: { ...empty, grade_b: '1..2' } })).toEqual({ error: 'Kg grade B Jalur 1 / Kanan tidak valid.' });
    expect(buildEggBody('2025-06-01', rows, { 2: { ...empty, butir_c: '1,5' } })).toEqual({ error: 'Butir grade C Jalur 1 / Kanan harus bilangan bulat.' });
  });

  it('shows stored values in Indonesian form (kg with a comma, counts grouped), zeros empty', () => {
    expect(inputsFromRow(row(1, { grade_a: 50.5, butir_a: 1800 }))).toEqual({ ...empty, grade_a: '50,5', butir_a: '1.800' });
  });
});

describe('egg settings form', () => {
  const saved = { auto_grade_a: false, auto_grade_b: true, auto_grade_c: true, disable_grade_a: false, disable_grade_b: false, disable_grade_c: true, weight_grade_a: 0.062, weight_grade_b: 0.05, weight_grade_c: 0.5 };

  it('shows the weights in the Indonesian form and sends them back in kg', () => {
    const form = eggSettingsForm(saved);
    expect(form).toMatchObject({ weight_grade_a: '0,062', weight_grade_b: '0,05', weight_grade_c: '0,5', disable_grade_c: true });
    expect(eggSettingsProblem(form)).toBeNull();
    expect(eggSettingsBody({ ...form, weight_grade_b: '0.055' })).toEqual({ ...saved, weight_grade_b: 0.055 });
  });

  it('names the first weight that is not 0 to 1 kg, at its field', () => {
    const form = eggSettingsForm(saved);
    expect(eggSettingsProblem({ ...form, weight_grade_b: '1,5', weight_grade_c: '' })).toEqual({ field: 'weight_grade_b', message: 'Berat per butir grade B harus angka 0 sampai 1 kg.' });
    expect(eggSettingsProblem({ ...form, weight_grade_c: 'x' })).toEqual({ field: 'weight_grade_c', message: 'Berat per butir grade C harus angka 0 sampai 1 kg.' });
    expect(eggSettingsProblem({ ...form, weight_grade_a: '1' })).toBeNull();
  });
});
