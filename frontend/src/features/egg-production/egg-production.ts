/**
 * Pure logic of the egg production screen (/produksitelur, spec part 1 §2.7,
 * §4.5, §5 'Egg inputs'): kg and counts per grade, auto grades (kg = count ×
 * weight per egg), arrow-key steps, totals and the body sent to the server.
 */
import type { Schemas } from '../../api/client';
import { parseDecimal } from '../../lib/format';

export const GRADES = ['a', 'b', 'c'] as const;
export type Grade = (typeof GRADES)[number];
type KgKey = `grade_${Grade}`;
type CountKey = `butir_${Grade}`;

/** Egg production row of the API: kg and counts per grade of one bagian. */
export type EggRow = Schemas['EggRowDto'];

/** Egg settings (spec §3); weights in kg per egg. */
export type EggSettings = Schemas['EggSettingsDto'];

/** The settings as the server answers them: the tenant's (the defaults of §9 until saved once) and, under `defaults`, §9's. */
export type EggSettingsAnswer = Schemas['EggSettingsResponseDto'];

/** Body of POST /api/transaksi-telur. */
export type EggBody = Schemas['EggSaveDto'];

/** The texts typed in one row. */
export type EggInputs = Record<KgKey | CountKey, string>;

/** The nine setting values of an answer, as the settings form edits and sends them. */
export function settingValues(s: EggSettings): EggSettings {
  const { auto_grade_a, auto_grade_b, auto_grade_c, disable_grade_a, disable_grade_b, disable_grade_c, weight_grade_a, weight_grade_b, weight_grade_c } = s;
  return { auto_grade_a, auto_grade_b, auto_grade_c, disable_grade_a, disable_grade_b, disable_grade_c, weight_grade_a, weight_grade_b, weight_grade_c };
}

/** Messages of spec part 1 §8 'Egg production'. */
export const EGG_MESSAGES = {
  load: 'Gagal memuat data.',
  saved: 'Data berhasil disimpan',
  failed: 'Gagal menyimpan data',
  settingsSaved: 'Pengaturan disimpan.',
  settingsFailed: 'Gagal menyimpan pengaturan',
} as const;

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** Egg count of a typed text (digits only), truncated to an integer; empty or invalid → 0. */
export function parseCount(text: string): number {
  const n = Number(text.trim());
  return Number.isFinite(n) && n > 0 ? Math.trunc(n) : 0;
}

/** kg of a typed text (a comma counts as a dot); empty → 0; invalid or negative → null. */
export function parseKg(text: string): number | null {
  if (text.trim() === '') return 0;
  const n = parseDecimal(text);
  return n === null || n < 0 ? null : n;
}

/** Text of a kg input: a comma is turned into a dot (spec §5). */
export const kgText = (text: string) => text.replace(',', '.');

/** Auto grade: kg = count × weight per egg (kg), 3 decimals. */
export function autoKg(count: number, weightPerEgg: number): number {
  return round3(count * weightPerEgg);
}

/**
 * Arrow-key step of an input: kg by 0.01, counts by 1, never below 0. Returns
 * the new text, or null for other keys.
 */
export function stepText(text: string, key: string, kind: 'kg' | 'count'): string | null {
  const dir = key === 'ArrowUp' ? 1 : key === 'ArrowDown' ? -1 : 0;
  if (!dir) return null;
  if (kind === 'count') return String(Math.max(parseCount(text) + dir, 0));
  return String(Math.max(round3((parseKg(text) ?? 0) + dir * 0.01), 0));
}

/** Input texts of an API row ('' for zeros). */
export function inputsFromRow(row: EggRow): EggInputs {
  const text = (n: number) => (n ? String(n) : '');
  return Object.fromEntries(GRADES.flatMap((g) => [[`grade_${g}`, text(row[`grade_${g}`])], [`butir_${g}`, text(row[`butir_${g}`])]])) as EggInputs;
}

/** New count of a grade; in auto mode its kg follows (count × weight). */
export function withCount(inputs: EggInputs, grade: Grade, text: string, settings: EggSettings): EggInputs {
  const next = { ...inputs, [`butir_${grade}`]: text };
  if (settings[`auto_grade_${grade}`]) next[`grade_${grade}`] = kgOfCount(text, settings[`weight_grade_${grade}`]);
  return next;
}

const kgOfCount = (text: string, weight: number) => {
  const kg = autoKg(parseCount(text), weight);
  return kg ? String(kg) : '';
};

/** Recomputes the kg of every auto grade (after the settings are saved, spec §4.5). */
export function applySettings(inputs: EggInputs, settings: EggSettings): EggInputs {
  const next = { ...inputs };
  for (const g of GRADES) if (settings[`auto_grade_${g}`]) next[`grade_${g}`] = kgOfCount(inputs[`butir_${g}`], settings[`weight_grade_${g}`]);
  return next;
}

/** Sums of kg and counts per grade over the rows (invalid kg counts as 0). */
export function eggTotals(rows: EggInputs[]): { kg: Record<Grade, number>; butir: Record<Grade, number>; kgAll: number; butirAll: number } {
  const kg = { a: 0, b: 0, c: 0 };
  const butir = { a: 0, b: 0, c: 0 };
  for (const r of rows) {
    for (const g of GRADES) {
      kg[g] = round3(kg[g] + (parseKg(r[`grade_${g}`]) ?? 0));
      butir[g] += parseCount(r[`butir_${g}`]);
    }
  }
  return { kg, butir, kgAll: round3(kg.a + kg.b + kg.c), butirAll: butir.a + butir.b + butir.c };
}

/** Body of POST /api/transaksi-telur (counts truncated), or the first invalid kg. */
export function buildEggBody(tanggal: string, rows: EggRow[], inputs: Record<number, EggInputs>): { body: EggBody } | { error: string } {
  const data: EggBody['data'] = [];
  for (const r of rows) {
    const v = inputs[r.bagian_id] ?? inputsFromRow({ ...r, grade_a: 0, grade_b: 0, grade_c: 0, butir_a: 0, butir_b: 0, butir_c: 0 });
    const kg = { a: parseKg(v.grade_a), b: parseKg(v.grade_b), c: parseKg(v.grade_c) };
    const invalid = GRADES.find((g) => kg[g] === null);
    if (invalid) return { error: `Kg grade ${invalid.toUpperCase()} ${r.lokasi} tidak valid.` };
    data.push({
      bagian_id: r.bagian_id,
      grade_a: round3(kg.a ?? 0),
      grade_b: round3(kg.b ?? 0),
      grade_c: round3(kg.c ?? 0),
      butir_a: parseCount(v.butir_a),
      butir_b: parseCount(v.butir_b),
      butir_c: parseCount(v.butir_c),
    });
  }
  return { body: { tanggal, data } };
}
