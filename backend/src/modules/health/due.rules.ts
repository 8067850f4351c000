import { addDays } from '../../common/dates/farm-day';

/** The routes a vaccine is given by (migration HealthPrograms). */
export const VACCINE_ROUTES = ['tetes_mata', 'tetes_hidung', 'air_minum', 'suntik', 'spray', 'tusuk_sayap'] as const;
export type VaccineRoute = (typeof VACCINE_ROUTES)[number];

/** Oldest age a program row may name, days (about 2.7 years: beyond any laying flock). */
export const MAX_AGE_DAYS = 1000;

/** Days after its due date a vaccination not yet given stays 'overdue' (in Tugas Saya); later it is 'missed' (ADR 0047). */
export const OVERDUE_DAYS = 14;

export const DUE_STATUSES = ['done', 'due', 'overdue', 'missed', 'upcoming', 'before_arrival'] as const;
export type DueStatus = (typeof DUE_STATUSES)[number];

/** The statuses a worker must act on that day (Tugas Saya, the dashboard). */
export const TO_DO: readonly DueStatus[] = ['due', 'overdue'];

/** A flock: the birds of one arrival (transaksi-ayam masuk) in a bagian. */
export interface Flock {
  /** Day of the arrival. */
  arrival: string;
  /** Age in weeks entered on the arrival (usia_minggu). */
  arrivalWeeks: number;
}

/** The hatch date of a flock: arrival − usia_minggu × 7 days (docs/adr/0002-flock-age.md). */
export const hatchDate = (f: Flock): string => addDays(f.arrival, -f.arrivalWeeks * 7);

/** Age in whole days on `date` of birds hatched on `hatch` (the hatch day is day 0). */
export function ageOn(hatch: string, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${hatch}T00:00:00Z`)) / 86_400_000);
}

/**
 * Status of a program row at `ageDays` for a flock on `date` (ADR 0047):
 * done when recorded for this flock (`doneOn`, on or before the day); before_arrival when the row's
 * age is below the flock's age on arrival (the hatchery or rearer gave it); else by the row's due
 * date (hatch + age_days) against the day: upcoming after it, due on it, overdue 1–{@link OVERDUE_DAYS}
 * days late, missed later.
 */
export function dueStatus(row: { age_days: number }, flock: Flock, date: string, doneOn: string | null): DueStatus {
  if (doneOn && doneOn <= date) return 'done';
  if (row.age_days < flock.arrivalWeeks * 7) return 'before_arrival';
  const late = ageOn(hatchDate(flock), date) - row.age_days;
  if (late < 0) return 'upcoming';
  if (late === 0) return 'due';
  return late <= OVERDUE_DAYS ? 'overdue' : 'missed';
}
