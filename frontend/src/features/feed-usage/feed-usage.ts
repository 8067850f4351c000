/**
 * Pure logic of the feed usage screen (/transaksipakan, spec part 1 §2.6, §5
 * 'Feed inputs'): typed values in kg or g, conversion to kg with 3 decimals,
 * '=kemarin', row and overall totals, rows grouped per jalur.
 */
import type { Schemas } from '../../api/client';
import { parseDecimal } from '../../lib/format';

/** Display unit of feed (the user's `pakan_unit`). */
export type FeedUnit = 'kg' | 'g';

/** Feed usage row of the API (values in kg). */
export type FeedRow = Schemas['FeedUsageRowDto'];

/** Body of POST /api/transaksi-pakan. */
export type FeedBody = Schemas['FeedUsageSaveDto'];

/** The texts typed in one row, in the display unit. */
export interface FeedInputs {
  pagi: string;
  sore: string;
}

/** Messages of spec part 1 §8 'Feed usage'. */
export const FEED_MESSAGES = {
  load: 'Gagal memuat data.',
  saved: '✅ Data berhasil disimpan!',
  failed: '❌ Gagal menyimpan data',
} as const;

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** `pakan_unit` of the unit settings; kg while they are not loaded or when loading them failed (part 1 §7). */
export function feedUnitOf(settings: Pick<Schemas['UnitSettingsDto'], 'pakan_unit'> | undefined): FeedUnit {
  return settings?.pakan_unit ?? 'kg';
}

/**
 * kg (3 decimals) of a typed value: digits with a comma or a dot; grams are
 * rounded to whole grams first (spec §5). Empty → 0; not a number or negative → null.
 */
export function toKg(text: string, unit: FeedUnit): number | null {
  if (text.trim() === '') return 0;
  const n = parseDecimal(text);
  if (n === null || n < 0) return null;
  return unit === 'g' ? Math.round(n) / 1000 : round3(n);
}

/** Text shown in an input for a value in kg: kg with up to 3 decimals (comma), or whole grams; '' for 0. */
export function fromKg(kg: number, unit: FeedUnit): string {
  if (!kg) return '';
  return unit === 'g' ? String(Math.round(kg * 1000)) : String(round3(kg)).replace('.', ',');
}

/** Input texts of the rows from API values. */
export function inputsFromRows(rows: FeedRow[], unit: FeedUnit): Record<number, FeedInputs> {
  return Object.fromEntries(rows.map((r) => [r.tingkat_id, { pagi: fromKg(r.pakan_pagi, unit), sore: fromKg(r.pakan_sore, unit) }]));
}

/** '=kemarin': yesterday's values of the tingkat as input texts (empty when nothing was entered). */
export function yesterdayInputs(yesterday: FeedRow[] | undefined, tingkatId: number, unit: FeedUnit): FeedInputs {
  const row = yesterday?.find((r) => r.tingkat_id === tingkatId);
  return { pagi: fromKg(row?.pakan_pagi ?? 0, unit), sore: fromKg(row?.pakan_sore ?? 0, unit) };
}

/** Total of a row in kg (pagi + sore), null when a value is not a number. */
export function rowTotalKg(inputs: FeedInputs | undefined, unit: FeedUnit): number | null {
  const pagi = toKg(inputs?.pagi ?? '', unit);
  const sore = toKg(inputs?.sore ?? '', unit);
  return pagi === null || sore === null ? null : round3(pagi + sore);
}

/** Overall total in kg of every row that holds numbers. */
export function grandTotalKg(inputs: Record<number, FeedInputs>, unit: FeedUnit): number {
  return round3(Object.values(inputs).reduce((sum, row) => sum + (rowTotalKg(row, unit) ?? 0), 0));
}

/** Body of POST /api/transaksi-pakan, or the first input that is not a number ≥ 0. */
export function buildFeedBody(
  tanggal: string,
  rows: FeedRow[],
  inputs: Record<number, FeedInputs>,
  unit: FeedUnit,
): { body: FeedBody } | { error: string } {
  const data: FeedBody['data'] = [];
  for (const r of rows) {
    const pagi = toKg(inputs[r.tingkat_id]?.pagi ?? '', unit);
    const sore = toKg(inputs[r.tingkat_id]?.sore ?? '', unit);
    if (pagi === null || sore === null) return { error: `Nilai pakan ${r.lokasi} tidak valid.` };
    data.push({ tingkat_id: r.tingkat_id, pakan_pagi: pagi, pakan_sore: sore });
  }
  return { body: { tanggal, data, client_unit: unit } };
}
