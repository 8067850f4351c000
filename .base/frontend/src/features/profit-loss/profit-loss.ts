/**
 * Laporan Laba Rugi (/laba-rugi, spec part 2 §3 'Profit-loss', §7): the
 * default period and the rows grouped by type. Every figure shown is the
 * server's (decimal strings summed in SQL).
 */
import dayjs, { type Dayjs } from 'dayjs';
import type { Schemas } from '../../api/client';

export type ProfitLoss = Schemas['ProfitLossDto'];
export type ProfitLossRow = Schemas['ProfitLossRowDto'];

export const PL_TEXTS = { load: 'Gagal memuat data' } as const;

/** Default period: the first day of this month to today (the API's default). */
export function defaultPeriod(today: Dayjs = dayjs()): { start: Dayjs; end: Dayjs } {
  return { start: today.startOf('month'), end: today.startOf('day') };
}

/** Income rows and expense rows, each by code. */
export function splitRows(rows: readonly ProfitLossRow[]): { income: ProfitLossRow[]; expense: ProfitLossRow[] } {
  const byCode = (a: ProfitLossRow, b: ProfitLossRow) => a.code.localeCompare(b.code, 'id', { numeric: true });
  return {
    income: rows.filter((r) => r.type === 'income').sort(byCode),
    expense: rows.filter((r) => r.type === 'expense').sort(byCode),
  };
}

/** A negative decimal string (a loss). */
export const isNegative = (decimal: string): boolean => decimal.trim().startsWith('-') && Number(decimal) !== 0;
