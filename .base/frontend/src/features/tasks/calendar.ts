/**
 * Pure calendar logic of Tugas Info (spec part 2 'Tugas Info', §9): weeks start
 * on Monday, the week view has hour rows 05:00–18:00 and 7 day columns, the
 * month view is a 6×7 grid of 42 cells, and the main task BASIC is hidden from
 * the month view.
 */
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/id';

export const DAY_FORMAT = 'YYYY-MM-DD';
/** First and last hour rows of the week view. */
export const FIRST_HOUR = 5;
export const LAST_HOUR = 18;
/** Hours shown in the week view: 5, 6, …, 18 (14 rows). */
export const HOURS: number[] = Array.from({ length: LAST_HOUR - FIRST_HOUR + 1 }, (_, i) => FIRST_HOUR + i);
/** Cells of the month view. */
export const MONTH_CELLS = 42;

/** Monday of the week holding `date` (independent of the dayjs locale). */
export function mondayOf(date: Dayjs): Dayjs {
  const d = date.startOf('day');
  return d.subtract((d.day() + 6) % 7, 'day');
}

/** The 7 days of the week holding `date`, Monday first. */
export function weekDays(date: Dayjs): Dayjs[] {
  const monday = mondayOf(date);
  return Array.from({ length: 7 }, (_, i) => monday.add(i, 'day'));
}

export interface MonthCell {
  date: Dayjs;
  /** 'YYYY-MM-DD' */
  key: string;
  /** False for the leading days of the previous month and the trailing days of the next. */
  inMonth: boolean;
}

/** The 42 cells (6 weeks × 7 days, Monday first) of the month of `date`. */
export function monthGrid(date: Dayjs): MonthCell[] {
  const first = date.startOf('month');
  const start = mondayOf(first);
  return Array.from({ length: MONTH_CELLS }, (_, i) => {
    const d = start.add(i, 'day');
    return { date: d, key: d.format(DAY_FORMAT), inMonth: d.month() === first.month() };
  });
}

/** Hour row of a 'HH:MM' time in the week view: earlier times go to 05:00, later ones to 18:00. */
export function hourRow(time: string): number {
  const hour = Number(time.slice(0, 2));
  if (!Number.isFinite(hour)) return FIRST_HOUR;
  return Math.min(LAST_HOUR, Math.max(FIRST_HOUR, hour));
}

/** True for the main task BASIC (case-insensitive). */
export const isBasic = (mainTask: string | null | undefined) => (mainTask ?? '').trim().toUpperCase() === 'BASIC';

/** Items of the month view: everything except the main task BASIC. */
export function monthViewItems<T extends { main_task: string }>(items: T[]): T[] {
  return items.filter((i) => !isBasic(i.main_task));
}

/** Items grouped by due date ('YYYY-MM-DD' → items, in the given order). */
export function byDate<T extends { due_date: string }>(items: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const list = map.get(item.due_date) ?? [];
    list.push(item);
    map.set(item.due_date, list);
  }
  return map;
}

/** Items of one cell of the week view (a day and an hour row). */
export function weekCellItems<T extends { due_date: string; time_of_day: string }>(items: T[], day: string, hour: number): T[] {
  return items.filter((i) => i.due_date === day && hourRow(i.time_of_day) === hour);
}

/** The view's anchor moved one week or month back (-1) or forward (+1). */
export function shiftAnchor(anchor: Dayjs, view: 'week' | 'month', step: -1 | 1): Dayjs {
  return view === 'week' ? anchor.add(step * 7, 'day') : anchor.startOf('month').add(step, 'month');
}

/** Title of the shown period, e.g. '2 – 8 Jun 2025' or 'Juni 2025' (dayjs locale 'id'). */
export function periodTitle(anchor: Dayjs, view: 'week' | 'month'): string {
  if (view === 'month') return anchor.locale('id').format('MMMM YYYY');
  const days = weekDays(anchor);
  const [a, b] = [days[0].locale('id'), days[6].locale('id')];
  return a.month() === b.month() ? `${a.format('D')} – ${b.format('D MMM YYYY')}` : `${a.format('D MMM')} – ${b.format('D MMM YYYY')}`;
}

/** Today as 'YYYY-MM-DD' in the browser's local time. */
export const todayKey = () => dayjs().format(DAY_FORMAT);
