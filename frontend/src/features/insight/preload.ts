/**
 * The first read of Peta Kandang and of Ekonomi Pakan, started while the page's code loads
 * (issue #36: their data, not only the title, within 2.5 s on a slow phone): without it the request
 * left only after the page's code had arrived and rendered once. Kept small: it is part of the
 * code every page loads (the feature's routes), so it holds only the default choice of each page.
 */
import dayjs from 'dayjs';
import { preloadApiQuery } from '../../api/hooks';

/** The map's measure and window when the address names none. */
export const DEFAULT_MAP_MEASURE = 'feed_g_per_bird';
export const DEFAULT_MAP_WINDOW = 7;

/** Days shown by Ekonomi Pakan when it opens: the last 30 days up to today (defaultEconomicsRange). */
export const ECONOMICS_DEFAULT_DAYS = 30;

/** Asks for the map of the default view when the address (`search`) chooses nothing else. */
export function preloadMap(search: string): void {
  const p = new URLSearchParams(search);
  if (['measure', 'window', 'tingkat', 'bagian'].some((k) => p.has(k))) return;
  preloadApiQuery('/api/insight/map', { params: { query: { measure: DEFAULT_MAP_MEASURE, window: DEFAULT_MAP_WINDOW } } });
}

/** Asks for the feed economics of the default range, per day. */
export function preloadEconomics(): void {
  const today = dayjs();
  const day = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');
  preloadApiQuery('/api/insight/economics', { params: { query: { start: day(today.subtract(ECONOMICS_DEFAULT_DAYS - 1, 'day')), end: day(today), group: 'day' } } });
}
