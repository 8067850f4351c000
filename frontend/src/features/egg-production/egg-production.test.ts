import { describe, expect, it } from 'vitest';
import {
  applySettings,
  autoKg,
  autoLabel,
  buildEggBody,
  copyYesterdayToEmpty,
  effectiveSettings,
  eggSettingsBody,
  eggSettingsForm,
  eggSettingsProblem,
  eggTotals,
  inputsFromRow,
  kgMode,
  parseCount,
  parseKg,
  sameEggInputs,
  withCount,
  withKg,
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
    const b = withCount(empty, 'b', '110', SERVER_DEFAULTS);
    expect(b).toMatchObject({ butir_b: '110', grade_b: '5,5' }); // 110 × 0.05, shown with a comma
    expect(withCount(b, 'b', '1.000', SERVER_DEFAULTS)).toMatchObject({ butir_b: '1.000', grade_b: '50' });
    const a = withCount({ ...empty, grade_a: '50.2' }, 'a', '800', SERVER_DEFAULTS);
    expect(a).toMatchObject({ butir_a: '800', grade_a: '50.2' });
  });

  it('never replaces a kg the user typed or weighed with a computed one', () => {
    // Issue 22: a weighed 5,2 kg of 100 B eggs (auto, 0.05) was overwritten by 100 × 0.05 = 5 on the next count.
    const weighed = { ...empty, grade_b: '5,2', butir_b: '100' };
    expect(kgMode(weighed, 'b', SERVER_DEFAULTS)).toBe('typed');
    expect(withCount(weighed, 'b', '104', SERVER_DEFAULTS)).toMatchObject({ butir_b: '104', grade_b: '5,2' });
    // Saving settings keeps it too, even with B's weight changed; an empty or computed kg is recomputed.
    const after = { ...SERVER_DEFAULTS, weight_grade_b: 0.062, auto_grade_a: true, weight_grade_a: 0.063 };
    expect(applySettings(weighed, SERVER_DEFAULTS, after)).toMatchObject({ grade_b: '5,2' });
    const computed = withCount(empty, 'b', '100', SERVER_DEFAULTS); // 5 kg, computed
    expect(kgMode(computed, 'b', SERVER_DEFAULTS)).toBe('auto');
    expect(applySettings(computed, SERVER_DEFAULTS, after)).toMatchObject({ grade_b: '6,2' }); // 100 × 0.062
    // A manual grade turned auto: a typed kg stays, an empty one is computed.
    expect(applySettings({ ...empty, butir_a: '1000', grade_a: '61,5' }, SERVER_DEFAULTS, after)).toMatchObject({ grade_a: '61,5' });
    expect(applySettings({ ...empty, butir_a: '1000' }, SERVER_DEFAULTS, after)).toMatchObject({ grade_a: '63' }); // 1000 × 0.063
    // Emptying a typed kg of an auto grade goes back to the computed kg (read-only again).
    const back = withKg(weighed, 'b', '', SERVER_DEFAULTS);
    expect(back.grade_b).toBe('5');
    expect(kgMode(back, 'b', SERVER_DEFAULTS)).toBe('auto');
    // A manual grade's kg is whatever was typed, empty included; a disabled grade is disabled.
    expect(withKg(weighed, 'a', '', SERVER_DEFAULTS).grade_a).toBe('');
    expect(kgMode(weighed, 'c', { ...SERVER_DEFAULTS, disable_grade_c: true })).toBe('disabled');
  });

  it("uses the farm's weighed median for a grade when the server found enough weighed days, else the settings' weight", () => {
    const weights = {
      tanggal: '2025-06-15',
      from: '2025-06-01',
      to: '2025-06-14',
      min_days: 3,
      grades: [
        { grade: 'a' as const, kg_per_butir: 0.062, source: 'timbang' as const, weighed_days: 5, median_kg_per_butir: 0.062 },
        { grade: 'b' as const, kg_per_butir: 0.05, source: 'pengaturan' as const, weighed_days: 2, median_kg_per_butir: 0.053 },
        { grade: 'c' as const, kg_per_butir: 0.05, source: 'pengaturan' as const, weighed_days: 0, median_kg_per_butir: null },
      ],
    };
    const own = { ...SERVER_DEFAULTS, weight_grade_b: 0.051 };
    const eff = effectiveSettings(own, weights);
    // A from the weighed days; B and C from the settings just saved (0.051 for B, not the answer's 0.05).
    expect([eff.weight_grade_a, eff.weight_grade_b, eff.weight_grade_c]).toEqual([0.062, 0.051, 0.05]);
    expect(effectiveSettings(own, undefined).weight_grade_a).toBe(0.06);
    expect(autoLabel(eff, 'a')).toBe('otomatis, 62 g/butir');
    expect(autoLabel({ ...eff, weight_grade_b: 0.0525 }, 'b')).toBe('otomatis, 52,5 g/butir');
  });
});

describe("'Salin kemarin' (eggs)", () => {
  it('fills only empty counts and kg; an auto kg follows its copied count; a disabled kg is left alone', () => {
    const yesterday = [
      row(1, { grade_a: 50.4, butir_a: 800, grade_b: 5.2, butir_b: 100, grade_c: 2, butir_c: 40 }),
      row(2, { grade_a: 10, butir_a: 160 }),
    ];
    // Row 1: A's count typed today (810), B empty, C's kg typed (1,9). Row 2 empty. Row 3 has no yesterday.
    const today = { 1: { ...empty, butir_a: '810', grade_c: '1,9' }, 2: empty, 3: empty };
    const settings = { ...SERVER_DEFAULTS, disable_grade_c: false };
    const { inputs, filled } = copyYesterdayToEmpty(today, [1, 2, 3], yesterday, settings);
    // Row 1: A kg 50,4 (manual, was empty); A count kept 810; B count 100 → B kg 100 × 0.05 = 5 (auto, not yesterday's 5,2);
    // C count 40, C kg kept 1,9 (typed: C is auto but its kg was typed).
    expect(inputs[1]).toEqual({ grade_a: '50,4', butir_a: '810', grade_b: '5', butir_b: '100', grade_c: '1,9', butir_c: '40' });
    expect(inputs[2]).toEqual({ ...empty, grade_a: '10', butir_a: '160' });
    expect(inputs[3]).toEqual(empty);
    expect(filled).toBe(5); // row 1: A kg, B count, C count; row 2: A count, A kg (B's kg follows its count, not counted)
    const disabledA = copyYesterdayToEmpty({ 2: empty }, [2], yesterday, { ...SERVER_DEFAULTS, disable_grade_a: true });
    expect(disabledA.inputs[2]).toMatchObject({ grade_a: '', butir_a: '160' });
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
  const saved = { auto_grade_a: false, auto_grade_b: true, auto_grade_c: true, disable_grade_a: false, disable_grade_b: false, disable_grade_c: true, weight_grade_a: 0.062, weight_grade_b: 0.05, weight_grade_c: 0.5, default_breed: 'hyline_brown' as const };

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
