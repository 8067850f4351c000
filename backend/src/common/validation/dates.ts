import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import dayjs from 'dayjs';
import { displayDay, FIRST_DAY, isCalendarDay, lastReadableDay, today } from '../dates/farm-day';
import { fromDecimalText } from './decorators';
import { FIELD, Messages, pick, Rule } from './rule';

/**
 * Date fields of the API (spec part 1 §5: 'YYYY-MM-DD'; issues #11/#12: the window a farm needs).
 * - Entry dates (feed usage, egg production, chicken transactions, feed stock movements, task
 *   executions) lie between 2000-01-01 and the farm's today.
 * - Read dates (reports, lists, calendars, schedules) lie between 2000-01-01 and today + 5 years,
 *   so no request can make the server expand years of occurrences or days.
 * A day that does not exist (2026-02-30) answers the field's format message.
 */

/** An entry dated after the farm's today. */
export const FUTURE_ENTRY = 'Tanggal tidak boleh melewati hari ini.';
/** An entry dated before 2000-01-01. */
export const ENTRY_TOO_OLD = `Tanggal tidak boleh sebelum ${displayDay(FIRST_DAY)}.`;

/** OpenAPI text of the entry window, to append to a field's description. */
export const ENTRY_WINDOW_DOC = `From ${FIRST_DAY} to the farm's today (Asia/Jakarta): later → 400 '${FUTURE_ENTRY}', earlier → 400 '${ENTRY_TOO_OLD}'.`;
/** OpenAPI text of the read window. */
export const READ_WINDOW_DOC = `From ${FIRST_DAY} to today + 5 years, else 400 '<field> harus antara 01/01/2000 dan <today + 5 years, dd/mm/yyyy>.'`;

/** Message of a read date outside the window, naming the field and both bounds. */
export const outsideReadWindow = () => `${FIELD} harus antara ${displayDay(FIRST_DAY)} dan ${displayDay(lastReadableDay())}.`;

/**
 * Date of an entry: a real day 'YYYY-MM-DD' from 2000-01-01 to today. Missing or malformed: the
 * `m` message (the spec's, e.g. 'Tanggal wajib (YYYY-MM-DD).'); then FUTURE_ENTRY / ENTRY_TOO_OLD.
 */
export const IsEntryDate = (m: Messages) =>
  Rule('entryDate', (v) => {
    if (v === undefined || v === null || v === '') return pick(m, 'missing', pick(m, 'invalid', `${FIELD} wajib diisi.`));
    if (!isCalendarDay(v)) return pick(m, 'invalid', `${FIELD} harus tanggal (YYYY-MM-DD).`);
    if (v < FIRST_DAY) return ENTRY_TOO_OLD;
    if (v > today()) return FUTURE_ENTRY;
    return null;
  });

/**
 * Date of a read: a real day 'YYYY-MM-DD' from 2000-01-01 to today + 5 years. Missing or
 * malformed: the `m` message (default '<field> harus tanggal (YYYY-MM-DD).'); outside the window:
 * '<field> harus antara 01/01/2000 dan <today + 5 years>.'. Add `@IsOptional()` when it may be left out.
 */
export const IsReadDate = (m?: Messages) =>
  Rule('readDate', (v) => {
    const invalid = pick(m, 'invalid', `${FIELD} harus tanggal (YYYY-MM-DD).`);
    if (v === undefined || v === null || v === '') return pick(m, 'missing', invalid);
    if (!isCalendarDay(v)) return invalid;
    if (v < FIRST_DAY || v > lastReadableDay()) return outsideReadWindow();
    return null;
  });

const decimalText = Transform(({ value }: { value: unknown }) => fromDecimalText(value));

/** Last year a calendar read may name (the year of today + 5 years). */
export const lastReadableYear = () => dayjs(lastReadableDay()).year();

/** Year of a calendar read (query text, decimal digits): 2000 … the year of today + 5 years, else '<field> harus tahun 2000..YYYY.'. */
export const IsReadYear = () =>
  applyDecorators(
    decimalText,
    Rule('readYear', (v) => {
      const last = lastReadableYear();
      return typeof v === 'number' && Number.isInteger(v) && v >= 2000 && v <= last ? null : `${FIELD} harus tahun 2000..${last}.`;
    }),
  );

/**
 * Month number 1..12 of a calendar read (query text) whose year is in the field `yearField`
 * (`message` otherwise); the month must not start after today + 5 years
 * ('Bulan harus antara 01/2000 dan MM/YYYY.').
 */
export const IsReadMonth = (yearField: string, message: string) =>
  applyDecorators(
    decimalText,
    Rule('readMonth', (v, args) => {
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > 12) return message;
      const year = (args.object as Record<string, unknown>)[yearField];
      if (typeof year !== 'number') return null; // the year's own rule answers
      const last = dayjs(lastReadableDay());
      if (year * 12 + v > last.year() * 12 + last.month() + 1) return `Bulan harus antara 01/2000 dan ${last.format('MM/YYYY')}.`;
      return null;
    }),
  );
