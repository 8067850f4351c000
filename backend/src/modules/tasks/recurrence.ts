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

/** The rrule of a schedule: dtstart = start_date, until = end_date (inclusive), weeks start Monday. */
export function toRRule(rule: RecurrenceRule): RRule {
  return new RRule({
    freq: RRULE_FREQ[rule.frequency],
    interval: Math.max(1, rule.interval || 1),
    dtstart: utcDate(rule.start_date),
    until: rule.end_date ? utcDate(rule.end_date) : null,
    wkst: RRule.MO,
    // Monday = 1 in the API; rrule numbers weekdays Monday = 0 … Sunday = 6.
    byweekday: rule.frequency === 'WEEKLY' && rule.by_days.length ? rule.by_days.map((d) => d - 1) : null,
    bymonthday: rule.frequency === 'MONTHLY' && rule.by_month_days.length ? rule.by_month_days : null,
    tzid: null,
  });
}

/** Every occurrence date of `rule` from `from` to `to` (both inclusive), ascending. */
export function expandOccurrences(rule: RecurrenceRule, from: string, to: string): string[] {
  if (to < from || to < rule.start_date || (rule.end_date && from > rule.end_date)) return [];
  return toRRule(rule)
    .between(utcDate(from), utcDate(to), true)
    .map(isoDay);
}

/** True when `rule` has an occurrence on `date`. */
export function occursOn(rule: RecurrenceRule, date: string): boolean {
  return expandOccurrences(rule, date, date).length === 1;
}
