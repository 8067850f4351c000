/**
 * Pure logic of the egg production screen (/produksitelur, spec part 1 §2.7,
 * §4.5, §5 'Egg inputs'): kg and counts per grade, auto grades (kg = count ×
 * weight per egg), arrow-key steps, totals and the body sent to the server.
 */
import type { Schemas } from '../../api/client';
import type { DayWrite } from '../../components/DailyPage';
import { formatNumberText, parseNumber } from '../../lib/number-input';
import { at, type FormProblem } from '../../lib/form-problem';

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

/** The setting values of an answer (the nine grade settings and the farm's default breed), as the settings form edits and sends them. */
export function settingValues(s: EggSettings): EggSettings {
  const { auto_grade_a, auto_grade_b, auto_grade_c, disable_grade_a, disable_grade_b, disable_grade_c, weight_grade_a, weight_grade_b, weight_grade_c, default_breed } = s;
  return { auto_grade_a, auto_grade_b, auto_grade_c, disable_grade_a, disable_grade_b, disable_grade_c, weight_grade_a, weight_grade_b, weight_grade_c, default_breed };
}

type WeightKey = `weight_grade_${Grade}`;

/** The settings form: the switches as they are, each weight per egg (kg) as typed ('0,062'). */
export type EggSettingsForm = Omit<EggSettings, WeightKey> & Record<WeightKey, string>;

/** The form of saved settings: the weights in the Indonesian form of an entry (0.062 → '0,062'). */
export function eggSettingsForm(s: EggSettings): EggSettingsForm {
  const weights = Object.fromEntries(GRADES.map((g) => [`weight_grade_${g}`, formatNumberText(s[`weight_grade_${g}`], 'entry', 3)])) as Record<WeightKey, string>;
  return { ...settingValues(s), ...weights };
}

/** A weight per egg typed in the form: kg with at most 3 decimals from 0 to 1, else null. */
const weightOf = (text: string): number | null => {
  const w = parseNumber(text, 'entry', 3).value;
  return w === null || w < 0 || w > 1 ? null : w;
};

/** First weight that is not a number from 0 to 1 kg, at its field ('Berat per butir grade A harus angka 0 sampai 1 kg.'), else null. */
export function eggSettingsProblem(f: EggSettingsForm): FormProblem<EggSettingsForm> {
  const bad = GRADES.find((g) => weightOf(f[`weight_grade_${g}`]) === null);
  return bad ? at(`weight_grade_${bad}`, `Berat per butir grade ${bad.toUpperCase()} harus angka 0 sampai 1 kg.`) : null;
}

/** Body of PUT /api/transaksi-telur/settings of a form without problem (weights in kg). */
export function eggSettingsBody(f: EggSettingsForm): EggSettings {
  const weights = Object.fromEntries(GRADES.map((g) => [`weight_grade_${g}`, weightOf(f[`weight_grade_${g}`]) ?? 0])) as Record<WeightKey, number>;
  return settingValues({ ...f, ...weights });
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

/**
 * Egg count of a typed text: digits, grouped by dots as the count input shows
 * them ('1.234'); empty → 0; anything else ('1,5', '16.5') → null, never 15.
 */
export function parseCount(text: string): number | null {
  if (text.trim() === '') return 0;
  return parseNumber(text, 'integer').value;
}

/** kg of a typed text: a comma or a dot as the decimal separator, at most 3 decimals (spec §5); empty → 0; invalid → null. */
export function parseKg(text: string): number | null {
  if (text.trim() === '') return 0;
  return parseNumber(text, 'entry', 3).value;
}

/** kg as a kg input shows it: Indonesian form with a comma ('52,4'); '' for 0. */
export const kgInput = (kg: number) => (kg ? formatNumberText(kg, 'entry', 3) : '');
/** A count as a count input shows it: grouped ('1.234'); '' for 0. */
export const countInput = (n: number) => (n ? formatNumberText(n, 'integer') : '');

/** Auto grade: kg = count × weight per egg (kg), 3 decimals. */
export function autoKg(count: number, weightPerEgg: number): number {
  return round3(count * weightPerEgg);
}

/** Input texts of an API row ('' for zeros): kg with a comma, counts grouped. */
export function inputsFromRow(row: Pick<EggRow, KgKey | CountKey>): EggInputs {
  return Object.fromEntries(GRADES.flatMap((g) => [[`grade_${g}`, kgInput(row[`grade_${g}`])], [`butir_${g}`, countInput(row[`butir_${g}`])]])) as EggInputs;
}

/** True when two rows of inputs hold the same kg and counts ('52,4' and '52.4' do). */
export function sameEggInputs(a: EggInputs, b: EggInputs): boolean {
  return GRADES.every((g) => parseKg(a[`grade_${g}`]) === parseKg(b[`grade_${g}`]) && parseCount(a[`butir_${g}`]) === parseCount(b[`butir_${g}`]));
}

/** The values a row holds now, as a conflict shows them: 'A 6 kg / 100 butir · B 0 kg / 0 butir · …'. */
export function describeEggRow(row: Pick<EggRow, KgKey | CountKey>): string {
  return GRADES.map((g) => `${g.toUpperCase()} ${kgInput(row[`grade_${g}`]) || '0'} kg / ${countInput(row[`butir_${g}`]) || '0'} butir`).join(' · ');
}

/** The kg per egg each auto grade uses (GET /api/transaksi-telur/weights). */
export type EggWeights = Schemas['EggWeightsDto'];

/**
 * The settings the screen computes with: a grade's kg per egg is the median of the farm's weighed
 * days when the server found enough of them ('timbang'), else the weight of the settings (so a
 * weight just saved applies at once). Without the weights answer, the settings' weights.
 */
export function effectiveSettings(settings: EggSettings, weights: EggWeights | undefined): EggSettings {
  const next = { ...settings };
  for (const w of weights?.grades ?? []) if (w.source === 'timbang') next[`weight_grade_${w.grade}`] = w.kg_per_butir;
  return next;
}

/** 'otomatis, 62 g/butir': the label of an auto grade (the weight in whole grams, Indonesian form). */
export function autoLabel(settings: EggSettings, grade: Grade): string {
  return `otomatis, ${formatNumberText(settings[`weight_grade_${grade}`] * 1000, 'decimal', 1)} g/butir`;
}

const kgOfCount = (text: string, weight: number) => kgInput(autoKg(parseCount(text) ?? 0, weight));

/**
 * How a grade's kg input of a row behaves: 'disabled' (the grade is off in the settings),
 * 'auto' (auto grade and the kg is the count × weight: shown read-only, follows the count) or
 * 'typed' (a kg the user typed or weighed: editable, never replaced by a computed one — also in
 * an auto grade, e.g. a day saved with a weighed kg).
 */
export function kgMode(inputs: EggInputs, grade: Grade, settings: EggSettings): 'disabled' | 'auto' | 'typed' {
  if (settings[`disable_grade_${grade}`]) return 'disabled';
  return isComputed(inputs, grade, settings) ? 'auto' : 'typed';
}

/** True when the grade is auto and its kg is the count × weight (what the screen computed). */
const isComputed = (inputs: EggInputs, grade: Grade, settings: EggSettings) =>
  settings[`auto_grade_${grade}`] && inputs[`grade_${grade}`] === kgOfCount(inputs[`butir_${grade}`], settings[`weight_grade_${grade}`]);

/** New count of a grade; an auto kg follows it (count × weight), a typed kg stays as typed. */
export function withCount(inputs: EggInputs, grade: Grade, text: string, settings: EggSettings): EggInputs {
  const next = { ...inputs, [`butir_${grade}`]: text };
  if (isComputed(inputs, grade, settings)) next[`grade_${grade}`] = kgOfCount(text, settings[`weight_grade_${grade}`]);
  return next;
}

/** New kg typed for a grade; in an auto grade, emptying it goes back to the computed kg. */
export function withKg(inputs: EggInputs, grade: Grade, text: string, settings: EggSettings): EggInputs {
  const back = settings[`auto_grade_${grade}`] && text.trim() === '';
  return { ...inputs, [`grade_${grade}`]: back ? kgOfCount(inputs[`butir_${grade}`], settings[`weight_grade_${grade}`]) : text };
}

/**
 * After the settings are saved (spec §4.5 'recomputed when settings are saved'): the kg of each
 * auto grade is recomputed where it was computed before (or is empty); a kg the user typed or
 * weighed stays as it is.
 */
export function applySettings(inputs: EggInputs, before: EggSettings, after: EggSettings): EggInputs {
  const next = { ...inputs };
  for (const g of GRADES) {
    if (!after[`auto_grade_${g}`]) continue;
    if (inputs[`grade_${g}`].trim() === '' || isComputed(inputs, g, before)) next[`grade_${g}`] = kgOfCount(inputs[`butir_${g}`], after[`weight_grade_${g}`]);
  }
  return next;
}

/**
 * 'Salin kemarin' (the whole table, or one row with '=kemarin'): every EMPTY count and kg of the
 * rows given takes yesterday's value of its bagian; what was typed stays. An auto kg follows its
 * copied count (count × weight) instead of taking yesterday's kg; a disabled grade's kg is not
 * touched. Answers the new inputs and how many fields were filled.
 */
export function copyYesterdayToEmpty(
  inputs: Record<number, EggInputs>,
  bagianIds: number[],
  yesterday: EggRow[] | undefined,
  settings: EggSettings,
): { inputs: Record<number, EggInputs>; filled: number } {
  const next = { ...inputs };
  let filled = 0;
  for (const id of bagianIds) {
    const prev = yesterday?.find((r) => r.bagian_id === id);
    const was = next[id];
    if (!prev || !was) continue;
    let row = was;
    for (const g of GRADES) {
      const count = countInput(prev[`butir_${g}`]);
      if (row[`butir_${g}`].trim() === '' && count) {
        row = withCount(row, g, count, settings);
        filled += 1;
      }
      const kg = kgInput(prev[`grade_${g}`]);
      if (row[`grade_${g}`].trim() === '' && kg && !settings[`disable_grade_${g}`] && !settings[`auto_grade_${g}`]) {
        row = { ...row, [`grade_${g}`]: kg };
        filled += 1;
      }
    }
    next[id] = row;
  }
  return { inputs: next, filled };
}

/** Sums of kg and counts per grade over the rows (invalid kg counts as 0). */
export function eggTotals(rows: EggInputs[]): { kg: Record<Grade, number>; butir: Record<Grade, number>; kgAll: number; butirAll: number } {
  const kg = { a: 0, b: 0, c: 0 };
  const butir = { a: 0, b: 0, c: 0 };
  for (const r of rows) {
    for (const g of GRADES) {
      kg[g] = round3(kg[g] + (parseKg(r[`grade_${g}`]) ?? 0));
      butir[g] += parseCount(r[`butir_${g}`]) ?? 0;
    }
  }
  return { kg, butir, kgAll: round3(kg.a + kg.b + kg.c), butirAll: butir.a + butir.b + butir.c };
}

/**
 * Body of POST /api/transaksi-telur for the rows given (the ones the user
 * changed, issue #11), each with the version it was loaded at (ADR 0010), or
 * the first invalid kg or count.
 */
export function buildEggBody(tanggal: string, rows: EggRow[], inputs: Record<number, EggInputs>): { body: EggBody } | { error: string } {
  const data: EggBody['data'] = [];
  for (const r of rows) {
    const v = inputs[r.bagian_id] ?? inputsFromRow({ grade_a: 0, grade_b: 0, grade_c: 0, butir_a: 0, butir_b: 0, butir_c: 0 });
    const kg = { a: parseKg(v.grade_a), b: parseKg(v.grade_b), c: parseKg(v.grade_c) };
    const n = { a: parseCount(v.butir_a), b: parseCount(v.butir_b), c: parseCount(v.butir_c) };
    const badKg = GRADES.find((g) => kg[g] === null);
    if (badKg) return { error: `Kg grade ${badKg.toUpperCase()} ${r.lokasi} tidak valid.` };
    const badCount = GRADES.find((g) => n[g] === null);
    if (badCount) return { error: `Butir grade ${badCount.toUpperCase()} ${r.lokasi} harus bilangan bulat.` };
    data.push({
      bagian_id: r.bagian_id,
      grade_a: round3(kg.a ?? 0),
      grade_b: round3(kg.b ?? 0),
      grade_c: round3(kg.c ?? 0),
      butir_a: n.a ?? 0,
      butir_b: n.b ?? 0,
      butir_c: n.c ?? 0,
      version: r.version,
    });
  }
  return { body: { tanggal, data } };
}

/** Where a day of egg production is saved and how the outbox names it and shows a conflict. */
export const EGG_WRITE: DayWrite = {
  kind: 'telur',
  path: '/api/transaksi-telur',
  route: '/produksitelur',
  title: 'Telur',
  rowName: 'bagian',
  idField: 'bagian_id',
  fields: GRADES.flatMap((g) => [
    { name: `grade_${g}`, label: `Kg ${g.toUpperCase()}`, show: (v: unknown) => `${kgInput(Number(v) || 0) || '0'} kg` },
    { name: `butir_${g}`, label: `Butir ${g.toUpperCase()}`, show: (v: unknown) => `${countInput(Number(v) || 0) || '0'} butir` },
  ]),
};
