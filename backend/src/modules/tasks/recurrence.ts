import { Frequency as RFrequency, RRule } from 'rrule';

/** Frequencies of a schedule (spec part 2 §3 Schedule). */
export const FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/**
 * The recurrence part of a schedule (spec part 2 §3, DESIGN §5 Tasks). Dates are plain farm-local
 * calendar dates 'YYYY-MM-DD'; `end_date` is inclusive. `by_days` uses Monday = 1 … Sunday = 7
 * (WEEKLY only); `by_month_days` 1..31 (MONTHLY only): a day a month lacks (31 in April, 30 in
 * February) does not occur in that month.
 */
export interface RecurrenceRule {
  frequency: Frequency;
  interval: number;
  by_days: number[];
  by_month_days: number[];
  start_date: string;
  end_date: string | null;
}

const RRULE_FREQ: Record<Frequency, RFrequency> = { DAILY: RRule.DAILY, WEEKLY: RRule.WEEKLY, MONTHLY: RRule.MONTHLY };
const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date as midnight UTC (rrule works in UTC here, so no timezone can shift a day). */
export function utcDate(date: string): Date {
  const m = DAY_RE.exec(date);
  if (!m) throw new Error(`Not a date: ${date}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
}

/** 'YYYY-MM-DD' of a midnight-UTC date. */
export const isoDay = (d: Date): string => d.toISOString().slice(0, 10);

/** Longest window `expandOccurrences` accepts: ten years (the callers ask for a day, a week or a month). */
export const MAX_WINDOW_DAYS = 3660;

const DAY_MS = 86_400_000;
const daysBetween = (a: Date, b: Date) => Math.round((b.getTime() - a.getTime()) / DAY_MS);

/**
 * The rrule of a schedule: dtstart = `anchor` (default start_date), until = end_date (inclusive),
 * weeks start Monday. A MONTHLY rule without days repeats on the start date's day of the month.
 */
export function toRRule(rule: RecurrenceRule, anchor: Date = utcDate(rule.start_date)): RRule {
  const monthDays = rule.by_month_days.length ? rule.by_month_days : [utcDate(rule.start_date).getUTCDate()];
  return new RRule({
    freq: RRULE_FREQ[rule.frequency],
    interval: Math.max(1, rule.interval || 1),
    dtstart: anchor,
    until: rule.end_date ? utcDate(rule.end_date) : null,
    wkst: RRule.MO,
    // Monday = 1 in the API; rrule numbers weekdays Monday = 0 … Sunday = 6.
    byweekday: rule.frequency === 'WEEKLY' && rule.by_days.length ? rule.by_days.map((d) => d - 1) : null,
    bymonthday: rule.frequency === 'MONTHLY' ? monthDays : null,
    tzid: null,
  });
}

/**
 * The start of the rule's last period that begins on or before `from`, so that rrule walks only
 * from there instead of from start_date (a schedule started years ago, asked for a far date,
 * would otherwise be walked occurrence by occurrence). Periods are whole multiples of the interval
 * counted from start_date: `interval` days (DAILY), `interval` weeks (WEEKLY: the same weekday, so
 * the same weeks count) or `interval` calendar months (MONTHLY: the 1st of that month; the days of
 * the month are explicit in `toRRule`). Occurrences before the anchor lie before `from`, so the
 * occurrences from `from` on are those of the rule started on start_date.
 */
export function anchorFor(rule: RecurrenceRule, from: string): Date {
  const start = utcDate(rule.start_date);
  const f = utcDate(from);
  if (f <= start) return start;
  const n = Math.max(1, rule.interval || 1);
  if (rule.frequency === 'MONTHLY') {
    const months = (f.getUTCFullYear() - start.getUTCFullYear()) * 12 + (f.getUTCMonth() - start.getUTCMonth());
    const k = Math.floor(months / n);
    return k === 0 ? start : new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + k * n, 1));
  }
  const period = rule.frequency === 'WEEKLY' ? 7 * n : n;
  const k = Math.floor(daysBetween(start, f) / period);
  return new Date(start.getTime() + k * period * DAY_MS);
}

/**
 * Every occurrence date of `rule` from `from` to `to` (both inclusive), ascending. The work is
 * bounded by the window, not by the schedule's age or the date asked for: rrule starts at
 * {@link anchorFor}. A window longer than {@link MAX_WINDOW_DAYS} is a programming error (RangeError).
 */
export function expandOccurrences(rule: RecurrenceRule, from: string, to: string): string[] {
  if (to < from || to < rule.start_date || (rule.end_date && from > rule.end_date)) return [];
  if (daysBetween(utcDate(from), utcDate(to)) > MAX_WINDOW_DAYS) throw new RangeError(`Occurrence window longer than ${MAX_WINDOW_DAYS} days`);
  return toRRule(rule, anchorFor(rule, from))
    .between(utcDate(from), utcDate(to), true)
    .map(isoDay);
}

/** True when `rule` has an occurrence on `date`. */
export function occursOn(rule: RecurrenceRule, date: string): boolean {
  return expandOccurrences(rule, date, date).length === 1;
}
