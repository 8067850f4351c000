/**
 * Flock health (/kesehatan, issue #38): the labels of the program's statuses and routes, a
 * flock's progress, the day's vaccinations, and the vaccination form's rules and body (sent
 * through the outbox: it is recorded in the coop on the tablet, ADR 0025).
 */
import type { Dayjs } from 'dayjs';
import type { Schemas } from '../../api/client';
import { ownedBy, sendOrQueue, type OutboxSession, type SendOrQueued } from '../../data/outbox';
import type { OutboxEntry } from '../../lib/outbox-db';
import { at, type FormProblem } from '../../lib/form-problem';
import { formatNumberText, parseNumber } from '../../lib/number-input';

export type Due = Schemas['DueDto'];
export type DueFlock = Schemas['DueFlockDto'];
export type DueItem = Schemas['DueItemDto'];
export type DueStatus = DueItem['status'];
export type VaccineRoute = DueItem['route'];
export type VaccinationBody = Schemas['VaccinationBodyDto'];
export type Program = Schemas['ProgramDto'];

/** What each status is called on the screens, and its chip colour. */
export const STATUS_LABEL: Record<DueStatus, string> = {
  done: 'Selesai',
  due: 'Hari ini',
  overdue: 'Terlambat',
  missed: 'Terlewat',
  upcoming: 'Akan datang',
  before_arrival: 'Sebelum masuk',
};
export const STATUS_COLOR: Record<DueStatus, 'success' | 'warning' | 'error' | 'default' | 'info'> = {
  done: 'success',
  due: 'warning',
  overdue: 'error',
  missed: 'error',
  upcoming: 'default',
  before_arrival: 'info',
};

/** The routes a vaccine is given by, as the farm says them. */
export const ROUTE_LABEL: Record<VaccineRoute, string> = {
  tetes_mata: 'Tetes mata',
  tetes_hidung: 'Tetes hidung',
  air_minum: 'Air minum',
  suntik: 'Suntik',
  spray: 'Spray',
  tusuk_sayap: 'Tusuk sayap',
};
export const ROUTES = Object.keys(ROUTE_LABEL) as VaccineRoute[];

/** Statuses a worker acts on that day. */
const TO_DO: readonly DueStatus[] = ['due', 'overdue'];
/** Statuses that can still be recorded (everything not done nor given before the flock came). */
const RECORDABLE: readonly DueStatus[] = ['due', 'overdue', 'missed', 'upcoming'];
export const canRecord = (item: DueItem) => RECORDABLE.includes(item.status);

/** A flock's program progress: how many rows are done, due today, overdue, missed and still to come (before_arrival rows count in none). */
export function progress(flock: DueFlock): Record<'done' | 'due' | 'overdue' | 'missed' | 'upcoming', number> {
  const count = { done: 0, due: 0, overdue: 0, missed: 0, upcoming: 0 };
  for (const item of flock.items) if (item.status !== 'before_arrival') count[item.status] += 1;
  return count;
}

/** One vaccination to give on the day: the flock and its program row. */
export interface TodoVaccination {
  flock: DueFlock;
  item: DueItem;
}

/** The day's vaccinations (due today or overdue), overdue first, in coop order. */
export function todayVaccinations(due: Due | undefined): TodoVaccination[] {
  const list = (due?.flocks ?? []).flatMap((flock) => flock.items.filter((item) => TO_DO.includes(item.status)).map((item) => ({ flock, item })));
  return list.sort((a, b) => Number(a.item.status !== 'overdue') - Number(b.item.status !== 'overdue'));
}

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

/** Sends a vaccination, or queues it in the outbox when the tablet is offline. */
export function postVaccination(body: VaccinationBody, label: string): Promise<SendOrQueued<Schemas['VaccinationDto']>> {
  return sendOrQueue<Schemas['VaccinationDto']>({ kind: 'vaksin', path: '/api/health/vaccinations', route: '/tasks/today', day: body.date, body, label });
}

/** The outbox's label of a vaccination: 'Vaksinasi ND-IB · Jalur 1 / Kanan 15/03'. */
export function vaccinationLabel(todo: TodoVaccination, date: string): string {
  const [, mm, dd] = date.split('-');
  return `Vaksinasi ${todo.item.disease} · ${todo.flock.lokasi} ${dd}/${mm}`;
}

/** True when a vaccination of this flock's row waits in the outbox (of this user and farm). */
export function vaccinationWaiting(entries: readonly OutboxEntry[] | undefined, todo: TodoVaccination, session: OutboxSession | null): boolean {
  return !!entries?.some((e) => {
    if (e.kind !== 'vaksin' || !ownedBy(e, session)) return false;
    const body = e.body as VaccinationBody;
    return body.bagian_id === todo.flock.bagian_id && body.program_row_id === todo.item.program_row_id;
  });
}

/** Age as the farm says it: '4 minggu (28 hari)'. */
export const ageText = (flock: Pick<DueFlock, 'age_days' | 'age_weeks'>) => `${flock.age_weeks} minggu (${flock.age_days} hari)`;
