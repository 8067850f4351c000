/**
 * Ageing buckets of open items — receivables (piutang) and payables (hutang) — in the API's order,
 * with the labels of the cards and columns (the server's buckets: common/ageing.ts).
 */
import dayjs, { type Dayjs } from 'dayjs';

/** An ageing bucket's key (the API's AgeingBucketsDto keys, checked in api/contract.ts). */
export type Bucket = 'belum_jatuh_tempo' | 'hari_1_30' | 'hari_31_60' | 'hari_61_90' | 'lebih_90';

/** The ageing buckets in order, with the labels of the cards and columns. */
export const BUCKETS: ReadonlyArray<{ key: Bucket; label: string }> = [
  { key: 'belum_jatuh_tempo', label: 'Belum jatuh tempo' },
  { key: 'hari_1_30', label: '1–30 hari' },
  { key: 'hari_31_60', label: '31–60 hari' },
  { key: 'hari_61_90', label: '61–90 hari' },
  { key: 'lebih_90', label: '> 90 hari' },
];

/** Default range of a statement (kartu piutang, kartu hutang): the last 90 days up to today (the API's default). */
export function defaultStatementRange(today: Dayjs = dayjs()): { start: Dayjs; end: Dayjs } {
  const end = today.startOf('day');
  return { start: end.subtract(89, 'day'), end };
}
