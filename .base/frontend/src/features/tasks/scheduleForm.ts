/**
 * Form rules of 'Buat Jadwal Tugas' (spec part 2 'Schedule creation', §5, §9):
 * a sub task is required, interval ≥ 1, changing the frequency clears the day
 * selections, changing the main task clears the sub task, WEEKLY sends by_days
 * only and MONTHLY by_month_days only (a comma list, empties dropped).
 */
import type { Frequency, Schedule, ScheduleBody } from './types';

export const SUB_REQUIRED = 'Pilih sub task terlebih dahulu';
export const DEFAULT_TIME = '08:00';

export interface ScheduleForm {
  /** Editing this schedule, or null for a new one. */
  id: number | null;
  main_id: string;
  sub_id: string;
  frequency: Frequency;
  interval: string;
  /** WEEKLY: Monday = 1 … Sunday = 7. */
  by_days: number[];
  /** MONTHLY: comma list as typed, e.g. '1, 15, 30'. */
  by_month_days: string;
  time_of_day: string;
  start_date: string;
  end_date: string;
}

/** A new, untouched form starting `today` ('YYYY-MM-DD'). */
export function emptyScheduleForm(today: string): ScheduleForm {
  return { id: null, main_id: '', sub_id: '', frequency: 'DAILY', interval: '1', by_days: [], by_month_days: '', time_of_day: DEFAULT_TIME, start_date: today, end_date: '' };
}

/** The form of an existing schedule (Edit). */
export function formFromSchedule(s: Schedule): ScheduleForm {
  return {
    id: s.id,
    main_id: String(s.main_id),
    sub_id: String(s.sub_id),
    frequency: s.frequency,
    interval: String(s.interval),
    by_days: [...s.by_days],
    by_month_days: s.by_month_days.join(', '),
    time_of_day: s.time_of_day,
    start_date: s.start_date,
    end_date: s.end_date ?? '',
  };
}

/** Changing the frequency clears the weekday and month-day selections. */
export const changeFrequency = (form: ScheduleForm, frequency: Frequency): ScheduleForm => ({ ...form, frequency, by_days: [], by_month_days: '' });

/** Changing the main task clears the sub task. */
export const changeMain = (form: ScheduleForm, main_id: string): ScheduleForm => ({ ...form, main_id, sub_id: main_id === form.main_id ? form.sub_id : '' });

/** Adds or removes a weekday (kept sorted). */
export const toggleDay = (form: ScheduleForm, day: number): ScheduleForm => ({
  ...form,
  by_days: form.by_days.includes(day) ? form.by_days.filter((d) => d !== day) : [...form.by_days, day].sort((a, b) => a - b),
});

/** Month days of a comma list: empties dropped, numbers kept in order without repeats; null when one is not 1..31. */
export function parseMonthDays(text: string): number[] | null {
  const parts = text.split(',').map((p) => p.trim()).filter((p) => p !== '');
  const days: number[] = [];
  for (const p of parts) {
    if (!/^\d{1,2}$/.test(p)) return null;
    const n = Number(p);
    if (n < 1 || n > 31) return null;
    if (!days.includes(n)) days.push(n);
  }
  return days;
}

/** The first problem of the form, or null when it can be sent. */
export function validateScheduleForm(form: ScheduleForm): string | null {
  if (!form.sub_id) return SUB_REQUIRED;
  const interval = Number(form.interval);
  if (!/^\d+$/.test(form.interval.trim()) || interval < 1) return 'Interval minimal 1.';
  if (form.frequency === 'WEEKLY' && form.by_days.length === 0) return 'Pilih minimal satu hari untuk jadwal mingguan.';
  if (form.frequency === 'MONTHLY') {
    const days = parseMonthDays(form.by_month_days);
    if (days === null) return 'Tanggal bulanan harus angka 1 sampai 31.';
    if (days.length === 0) return 'Isi minimal satu tanggal untuk jadwal bulanan.';
  }
  if (!/^\d{2}:\d{2}$/.test(form.time_of_day)) return 'Jam harus format HH:MM.';
  if (!form.start_date) return 'Tanggal mulai wajib diisi.';
  if (form.end_date && form.end_date < form.start_date) return 'Tanggal selesai tidak boleh sebelum tanggal mulai.';
  return null;
}

/** The body of POST/PUT /api/tasks/schedules (part 2 §7); call after validateScheduleForm. */
export function scheduleBody(form: ScheduleForm): ScheduleBody {
  const body: ScheduleBody = {
    sub_id: Number(form.sub_id),
    frequency: form.frequency,
    interval: Number(form.interval),
    time_of_day: form.time_of_day || DEFAULT_TIME,
    start_date: form.start_date,
    end_date: form.end_date || null,
    assignees: null,
  };
  if (form.frequency === 'WEEKLY') body.by_days = [...form.by_days];
  if (form.frequency === 'MONTHLY') body.by_month_days = parseMonthDays(form.by_month_days) ?? [];
  return body;
}

/** True when a new form was not touched (Batal then leaves for /tasks/tugasinfo). */
export function isUntouched(form: ScheduleForm, initial: ScheduleForm): boolean {
  return form.id === null && JSON.stringify(form) === JSON.stringify(initial);
}
