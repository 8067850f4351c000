/**
 * The value of components/DateRangeFilter and the days it stands for, in a module of their own:
 * a screen that loads the filter lazily (the dashboard) still reads its range without loading the
 * date inputs' code before its first render.
 */
import type { Dayjs } from 'dayjs';

export interface DateRange {
  start: Dayjs | null;
  end: Dayjs | null;
}

/** The days of a range as 'YYYY-MM-DD' for a query; undefined for a date not (validly) chosen. */
export function rangeDays(range: DateRange): { start: string | undefined; end: string | undefined } {
  const day = (d: Dayjs | null) => (d?.isValid() ? d.format('YYYY-MM-DD') : undefined);
  return { start: day(range.start), end: day(range.end) };
}
