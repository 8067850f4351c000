import { BadRequestException } from '@nestjs/common';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/**
 * The farm's calendar (DESIGN §2: entry dates are the farm's local day). Every date of the API is a
 * plain day 'YYYY-MM-DD'. "Today" is the server's local date: `main.ts` sets `TZ=Asia/Jakarta` unless
 * TZ is given, and the test scripts run with the same zone (ADR 0003).
 */

/** Format of every date the API reads and writes. */
export const DAY_FORMAT = 'YYYY-MM-DD';

/** Today, the farm's local day, as 'YYYY-MM-DD'. */
export const today = (): string => dayjs().format(DAY_FORMAT);

/** `date` shifted by `days` calendar days (negative: earlier). */
export const addDays = (date: string, days: number): string => dayjs(date, DAY_FORMAT).add(days, 'day').format(DAY_FORMAT);

/** 'YYYY-MM-DD' → 'dd/mm/yyyy', as the screens and the messages show dates. */
export const displayDay = (date: string): string => dayjs(date, DAY_FORMAT).format('DD/MM/YYYY');

/** True for a day that exists, written 'YYYY-MM-DD' (2026-02-30 and 2026-2-3 are not). */
export function isCalendarDay(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value, DAY_FORMAT, true).isValid();
}

/** The first day any date of the API may name (entries and reads). */
export const FIRST_DAY = '2000-01-01';

/** How far ahead a read (report, calendar, schedule) may look, in years from today. */
export const READ_YEARS_AHEAD = 5;

/** The last day a read may name: today + 5 years. Writes of entries stop at today. */
export const lastReadableDay = (): string => dayjs().add(READ_YEARS_AHEAD, 'year').format(DAY_FORMAT);

/** The one message of a range whose start lies after its end (reports, dashboard, feed stock, tasks). */
export const RANGE_ORDER_MESSAGE = 'Tanggal mulai tidak boleh sesudah tanggal akhir.';

/** 400 RANGE_ORDER_MESSAGE when both ends are given and `from` lies after `to`. */
export function assertRangeOrder(from: string | null | undefined, to: string | null | undefined): void {
  if (from && to && from > to) throw new BadRequestException(RANGE_ORDER_MESSAGE);
}

/** Longest range a report or the dashboard table may cover, days. */
export const MAX_REPORT_DAYS = 731;

/** An inclusive range of days. */
export interface DayRange {
  from: string;
  to: string;
}

/**
 * Resolves an optional start/end pair of a read: `to` defaults to `defaultTo` (today unless given),
 * `from` to `to` − `defaultDays` + 1. 400 RANGE_ORDER_MESSAGE when from > to; with `maxDays`, 400
 * 'Rentang tanggal maksimal N hari.' for a longer range. The dates themselves are checked by the
 * DTO's date decorators (common/validation/dates.ts).
 */
export function resolveRange(
  start: string | undefined,
  end: string | undefined,
  defaultDays: number,
  options: { defaultTo?: string; maxDays?: number } = {},
): DayRange {
  const to = end ?? options.defaultTo ?? today();
  const from = start ?? addDays(to, -(defaultDays - 1));
  assertRangeOrder(from, to);
  if (options.maxDays && dayjs(to).diff(dayjs(from), 'day') + 1 > options.maxDays) {
    throw new BadRequestException(`Rentang tanggal maksimal ${options.maxDays} hari.`);
  }
  return { from, to };
}
