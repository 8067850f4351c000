import { gradeWeight, mergeEggSettings, weightWindow } from './egg-production.rules';
import { DEFAULT_EGG_SETTINGS } from './egg-production.service';

describe('egg production rules', () => {
  it('reads the 14 days before the day entered, not the day itself', () => {
    // 2025-06-15 − 14 = 2025-06-01; − 1 = 2025-06-14. Across a month: 2025-03-05 − 14 = 2025-02-19.
    expect(weightWindow('2025-06-15')).toEqual({ from: '2025-06-01', to: '2025-06-14' });
    expect(weightWindow('2025-03-05')).toEqual({ from: '2025-02-19', to: '2025-03-04' });
  });

  it('uses the median from 3 weighed days on, else the settings', () => {
    expect(gradeWeight('b', '0.061', 3, 0.05)).toEqual({ grade: 'b', kg_per_butir: 0.061, source: 'timbang', weighed_days: 3, median_kg_per_butir: 0.061 });
    expect(gradeWeight('b', '0.061', 2, 0.05)).toEqual({ grade: 'b', kg_per_butir: 0.05, source: 'pengaturan', weighed_days: 2, median_kg_per_butir: 0.061 });
    expect(gradeWeight('a', null, 0, 0.06)).toEqual({ grade: 'a', kg_per_butir: 0.06, source: 'pengaturan', weighed_days: 0, median_kg_per_butir: null });
  });

  it('changes only the settings sent, weights to 3 decimals', () => {
    const keys = Object.keys(DEFAULT_EGG_SETTINGS) as Array<keyof typeof DEFAULT_EGG_SETTINGS>;
    const current = { ...DEFAULT_EGG_SETTINGS, auto_grade_a: true };
    // 0.0625 kg → 62.5 g rounds to 63 g = 0.063 kg; null (let through by @IsOptional) keeps the current value.
    const next = mergeEggSettings(current, { weight_grade_a: 0.0625, auto_grade_b: false, disable_grade_c: null as unknown as undefined }, keys);
    expect(next).toEqual({ ...current, weight_grade_a: 0.063, auto_grade_b: false });
    expect(current.weight_grade_a).toBe(0.06);
  });
});
