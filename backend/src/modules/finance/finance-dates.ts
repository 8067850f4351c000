import dayjs from 'dayjs';
import { assertRangeOrder, DAY_FORMAT, today } from '../../common/dates/farm-day';

/** First day of the month of `date` (default: this month of the farm). */
export const monthStart = (date: string = today()): string => dayjs(date, DAY_FORMAT).startOf('month').format(DAY_FORMAT);

/** Last day of the month of `date` (default: this month of the farm). */
export const monthEnd = (date: string = today()): string => dayjs(date, DAY_FORMAT).endOf('month').format(DAY_FORMAT);

/** from..to of a finance read, each defaulting to the current month's bounds; 400 when from > to. */
export function monthRange(from: string | undefined, to: string | undefined): { from: string; to: string } {
  const r = { from: from ?? monthStart(), to: to ?? monthEnd() };
  assertRangeOrder(r.from, r.to);
  return r;
}
