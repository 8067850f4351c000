import { describe, expect, it } from 'vitest';
import {
  applySettings,
  autoKg,
  buildEggBody,
  eggTotals,
  inputsFromRow,
  kgText,
  parseCount,
  stepText,
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
    expect(b).toMatchObject({ butir_b: '110', grade_b: '5.5' }); // 110 × 0.05
    const a = withCount({ ...empty, grade_a: '50.2' }, 'a', '800', SERVER_DEFAULTS);
    expect(a).toMatchObject({ butir_a: '800', grade_a: '50.2' });
  });

  it('recomputes every auto grade when settings are saved', () => {
    const settings = { ...SERVER_DEFAULTS, auto_grade_a: true, weight_grade_a: 0.063, auto_grade_c: false };
    const next = applySettings({ ...empty, butir_a: '1000', grade_a: '1', butir_b: '20', butir_c: '10', grade_c: '0.7' }, settings);
    expect(next).toMatchObject({ grade_a: '63', grade_b: '1', grade_c: '0.7' }); // 1000 × 0.063; 20 × 0.05; C manual now
  });
});

describe('egg inputs (spec part 1 §5)', () => {
  it('truncates counts to integers and turns a comma into a dot in kg', () => {
    expect(parseCount('12.9')).toBe(12);
    expect(parseCount('')).toBe(0);
    expect(kgText('3,25')).toBe('3.25');
  });

  it('steps kg by 0.01 and counts by 1 with the arrow keys, never below 0', () => {
    expect(stepText('1.2', 'ArrowUp', 'kg')).toBe('1.21');
    expect(stepText('1,2', 'ArrowDown', 'kg')).toBe('1.19');
    expect(stepText('0.005', 'ArrowDown', 'kg')).toBe('0');
    expect(stepText('', 'ArrowUp', 'kg')).toBe('0.01');
    expect(stepText('7', 'ArrowUp', 'count')).toBe('8');
    expect(stepText('0', 'ArrowDown', 'count')).toBe('0');
    expect(stepText('7', 'Enter', 'count')).toBeNull();
  });
});

describe('totals and saving', () => {
  it('adds kg and counts per grade over the rows', () => {
    const t = eggTotals([
      { ...empty, grade_a: '50.5', butir_a: '800', grade_b: '5', butir_b: '100' },
      { ...empty, grade_a: '49.75', butir_a: '790', grade_c: 'x', butir_c: '3' },
    ]);
    expect(t.kg).toEqual({ a: 100.25, b: 5, c: 0 }); // 50.5 + 49.75; 'x' counts as 0
    expect(t.butir).toEqual({ a: 1590, b: 100, c: 3 });
    expect(t.kgAll).toBe(105.25);
    expect(t.butirAll).toBe(1693);
  });

  it('sends every bagian with truncated counts and kg, or names an invalid kg', () => {
    const rows = [row(1), row(2)];
    expect(buildEggBody('2025-06-01', rows, { 1: { ...empty, grade_a: '50.1234', butir_a: '801.7' } })).toEqual({
      body: {
        tanggal: '2025-06-01',
        data: [
          { bagian_id: 1, grade_a: 50.123, grade_b: 0, grade_c: 0, butir_a: 801, butir_b: 0, butir_c: 0 },
          { bagian_id: 2, grade_a: 0, grade_b: 0, grade_c: 0, butir_a: 0, butir_b: 0, butir_c: 0 },
        ],
      },
    });
    expect(buildEggBody('2025-06-01', rows, { 2: { ...empty, grade_b: '1..2' } })).toEqual({ error: 'Kg grade B Jalur 1 / Kanan tidak valid.' });
  });

  it('shows stored values as texts, zeros empty', () => {
    expect(inputsFromRow(row(1, { grade_a: 50.5, butir_a: 800 }))).toEqual({ ...empty, grade_a: '50.5', butir_a: '800' });
  });
});
