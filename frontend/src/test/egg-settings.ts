import type { Schemas } from '../api/client';

const DEFAULTS: Schemas['EggSettingsDto'] = { auto_grade_a: false, auto_grade_b: true, auto_grade_c: true, disable_grade_a: false, disable_grade_b: false, disable_grade_c: false, weight_grade_a: 0.06, weight_grade_b: 0.05, weight_grade_c: 0.05, default_breed: 'hyline_w80' };

/** The egg settings GET /api/transaksi-telur/settings answers before a tenant saves its own (spec part 1 §9). */
export const SERVER_DEFAULTS: Schemas['EggSettingsResponseDto'] = { ...DEFAULTS, defaults: DEFAULTS };
