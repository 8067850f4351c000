/**
 * Flock health (/kesehatan, issue #38): the labels of the program's statuses and routes, a
 * flock's progress, the day's vaccinations, and the vaccination form's rules and body (sent
 * through the outbox: it is recorded in the coop on the tablet, ADR 0025).
 */
import type { Schemas } from '../../api/client';

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

/** What a save answered: recorded, or waiting in the outbox (`message` says so). */
export type VaccinationSaved = { queued: false } | { queued: true; message: string };

/**
 * Sends a vaccination, or queues it in the outbox when the tablet is offline (ADR 0025). The outbox
 * is loaded with the first save, not with the screens (it would join the chunk every page loads).
 */
export async function postVaccination(body: VaccinationBody, label: string): Promise<VaccinationSaved> {
  const outbox = await import('../../data/outbox');
  const sent = await outbox.sendOrQueue<Schemas['VaccinationDto']>({ kind: 'vaksin', path: '/api/health/vaccinations', route: '/tasks/today', day: body.date, body, label });
  return sent.queued ? { queued: true, message: outbox.QUEUED_MESSAGE } : { queued: false };
}

/** The outbox's label of a vaccination: 'Vaksinasi ND-IB · Jalur 1 / Kanan 15/03'. */
export function vaccinationLabel(todo: TodoVaccination, date: string): string {
  const [, mm, dd] = date.split('-');
  return `Vaksinasi ${todo.item.disease} · ${todo.flock.lokasi} ${dd}/${mm}`;
}

/** Age as the farm says it: '4 minggu (28 hari)'. */
export const ageText = (flock: Pick<DueFlock, 'age_days' | 'age_weeks'>) => `${flock.age_weeks} minggu (${flock.age_days} hari)`;
