import { BadRequestException } from '@nestjs/common';
import dayjs from 'dayjs';

/**
 * Days of the finance screens (farm's local day, 'YYYY-MM-DD'). Kept inside the feature until the
 * shared date helpers live in common/.
 */
export const DAY = 'YYYY-MM-DD';

/** Today, the farm's local day. */
export const today = (): string => dayjs().format(DAY);

/** First day of the month of `date` (default: this month). */
export const monthStart = (date: string = today()): string => dayjs(date).startOf('month').format(DAY);

/** Last day of the month of `date` (default: this month). */
export const monthEnd = (date: string = today()): string => dayjs(date).endOf('month').format(DAY);

/** 1 January of the year of `date`. */
export const yearStart = (date: string): string => `${date.slice(0, 4)}-01-01`;

/** The day before `date`. */
export const dayBefore = (date: string): string => dayjs(date).subtract(1, 'day').format(DAY);

/** The one message of a range whose start lies after its end. */
export const RANGE_ORDER_MESSAGE = 'Tanggal mulai tidak boleh sesudah tanggal akhir.';

/** from..to with defaults; 400 when from > to. */
export function range(from: string | undefined, to: string | undefined, defaults: { from: string; to: string }): { from: string; to: string } {
  const r = { from: from ?? defaults.from, to: to ?? defaults.to };
  if (r.from > r.to) throw new BadRequestException(RANGE_ORDER_MESSAGE);
  return r;
}
