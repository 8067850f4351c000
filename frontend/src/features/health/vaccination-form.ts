/**
 * Catat Vaksinasi's form (issue #38): its values for a program row of a flock, its checks and the
 * body of POST /api/health/vaccinations. Apart from health.ts so that the screens load the number
 * and form helpers only with the dialog.
 */
import type { Dayjs } from 'dayjs';
import { at, type FormProblem } from '../../lib/form-problem';
import { formatNumberText, parseNumber } from '../../lib/number-input';
import type { TodoVaccination, VaccinationBody, VaccineRoute } from './health';

/** The vaccination form (dialog). */
export interface VaccinationForm {
  item_id: number | '';
  batch_no: string;
  expiry: Dayjs | null;
  doses: string;
  route: VaccineRoute;
  note: string;
}

/** Messages of the form's own checks. */
export const VACCINATION_MESSAGES = {
  item: 'Vaksin wajib dipilih.',
  batch: 'Nomor batch vaksin wajib diisi.',
  expiry: 'Tanggal kedaluwarsa wajib diisi.',
  expired: 'Vaksin sudah kedaluwarsa pada tanggal vaksinasi.',
  doses: 'Jumlah dosis harus lebih dari 0 (paling banyak 3 angka desimal).',
  saved: 'Vaksinasi tersimpan.',
  failed: 'Gagal menyimpan vaksinasi.',
  noItem: 'Vaksin belum ditautkan pada baris program ini; minta admin menautkannya di Program Vaksinasi.',
} as const;

/** The form of a row: its vaccine and route, doses = the flock's birds (one dose each). */
export function vaccinationForm(todo: TodoVaccination): VaccinationForm {
  return { item_id: todo.item.item_id ?? '', batch_no: '', expiry: null, doses: formatNumberText(todo.flock.populasi, 'decimal'), route: todo.item.route, note: '' };
}

/** The first problem of the form on `date` (YYYY-MM-DD), at its field, or null. */
export function vaccinationProblem(form: VaccinationForm, date: string): FormProblem<VaccinationForm> {
  if (form.item_id === '') return at('item_id', VACCINATION_MESSAGES.item);
  if (!form.batch_no.trim()) return at('batch_no', VACCINATION_MESSAGES.batch);
  if (!form.expiry?.isValid()) return at('expiry', VACCINATION_MESSAGES.expiry);
  if (form.expiry.format('YYYY-MM-DD') < date) return at('expiry', VACCINATION_MESSAGES.expired);
  const doses = parseNumber(form.doses, 'decimal', 3);
  if (doses.value === null || doses.value <= 0 || doses.error) return at('doses', VACCINATION_MESSAGES.doses);
  return null;
}

/** The body of POST /api/health/vaccinations for the form of `todo` on `date` (after vaccinationProblem passed). */
export function vaccinationBody(form: VaccinationForm, todo: TodoVaccination, date: string): VaccinationBody {
  return {
    date,
    bagian_id: todo.flock.bagian_id,
    program_row_id: todo.item.program_row_id,
    item_id: form.item_id === '' ? 0 : form.item_id,
    batch_no: form.batch_no.trim(),
    expiry: form.expiry!.format('YYYY-MM-DD'),
    doses: parseNumber(form.doses, 'decimal', 3).value ?? 0,
    route: form.route,
    note: form.note.trim() || null,
  };
}
