/**
 * Program Vaksinasi (/kesehatan/program, issue #38): the program editor's form, its checks and the
 * body of POST/PUT /api/health/programs.
 */
import type { Schemas } from '../../api/client';
import { at, type FormProblem } from '../../lib/form-problem';
import { parseNumber } from '../../lib/number-input';
import type { Program, VaccineRoute } from './health';

export type ProgramBody = Schemas['ProgramBodyDto'];

/** Oldest age a row may name, days (the server's limit). */
export const MAX_AGE_DAYS = 1000;

/** One row of the editor. */
export interface ProgramRowForm {
  /** The stored row's id; null for a new row. */
  id: number | null;
  age: string;
  disease: string;
  item_id: number | '';
  route: VaccineRoute;
  note: string;
}

export interface ProgramForm {
  name: string;
  is_default: boolean;
  rows: ProgramRowForm[];
}

export const PROGRAM_MESSAGES = {
  name: 'Nama program wajib diisi.',
  age: `Umur harus bilangan bulat 0–${MAX_AGE_DAYS} hari.`,
  disease: 'Penyakit wajib diisi.',
  saved: 'Program tersimpan.',
  failed: 'Gagal menyimpan program.',
} as const;

/** A new, empty row (air minum, the most common route of a live vaccine). */
export const newRow = (): ProgramRowForm => ({ id: null, age: '', disease: '', item_id: '', route: 'air_minum', note: '' });

/** The form of `program` (null: a new program). */
export function programForm(program: Program | null): ProgramForm {
  if (!program) return { name: '', is_default: false, rows: [newRow()] };
  return {
    name: program.name,
    is_default: program.is_default,
    rows: program.rows.map((r) => ({ id: r.id, age: String(r.age_days), disease: r.disease, item_id: r.item_id ?? '', route: r.route, note: r.note ?? '' })),
  };
}

/** The first problem of the form, at its field, or null. */
export function programProblem(form: ProgramForm): FormProblem<ProgramForm> {
  if (!form.name.trim()) return at('name', PROGRAM_MESSAGES.name);
  for (const [i, r] of form.rows.entries()) {
    const age = parseNumber(r.age, 'integer');
    if (age.value === null || age.error || age.value < 0 || age.value > MAX_AGE_DAYS) return at(`rows.${i}.age`, PROGRAM_MESSAGES.age);
    if (!r.disease.trim()) return at(`rows.${i}.disease`, PROGRAM_MESSAGES.disease);
  }
  return null;
}

/** The body of POST/PUT for the form (after programProblem passed). */
export function programBody(form: ProgramForm): ProgramBody {
  return {
    name: form.name.trim(),
    ...(form.is_default ? { is_default: true } : {}),
    rows: form.rows.map((r) => ({
      ...(r.id === null ? {} : { id: r.id }),
      age_days: parseNumber(r.age, 'integer').value ?? 0,
      disease: r.disease.trim(),
      item_id: r.item_id === '' ? null : r.item_id,
      route: r.route,
      note: r.note.trim() || null,
    })),
  };
}

/** The stored rows of `program` the form leaves out (removed on save: asked first). */
export function removedRows(program: Program | null, form: ProgramForm): Program['rows'] {
  const kept = new Set(form.rows.map((r) => r.id));
  return (program?.rows ?? []).filter((r) => !kept.has(r.id));
}
