import dayjs from 'dayjs';
import { assertRangeOrder, DAY_FORMAT as DAY } from '../../common/dates/farm-day';

/**
 * The days of a profit and loss report (part 2 'Laporan Laba Rugi'): `end` defaults to the farm's
 * `today`, `start` to the first day of today's month; the year to date runs from 1 January of the
 * end's year. 400 'Tanggal mulai tidak boleh sesudah tanggal akhir.' when start > end.
 */
export function profitLossPeriod(start: string | undefined, end: string | undefined, today: string): { start: string; end: string; ytdStart: string } {
  const e = end ?? today;
  const s = start ?? dayjs(today, DAY).startOf('month').format(DAY);
  assertRangeOrder(s, e);
  return { start: s, end: e, ytdStart: `${e.slice(0, 4)}-01-01` };
}

/** A numeric PostgreSQL printed ("12.5", "0", "-3.10") as text with exactly two decimals; never "-0.00". */
export function fix(v: string): string {
  const negative = v.startsWith('-');
  const [whole, frac = ''] = v.replace('-', '').split('.');
  const text = `${whole}.${(frac + '00').slice(0, 2)}`;
  return negative && text !== '0.00' ? `-${text}` : text;
}
