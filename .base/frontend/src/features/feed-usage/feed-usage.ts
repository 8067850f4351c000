/**
 * Pure logic of the feed usage screen (/transaksipakan, spec part 1 §2.6, §5
 * 'Feed inputs'): typed values in kg or g, conversion to kg with 3 decimals,
 * '=kemarin', row and overall totals, rows grouped per jalur.
 */
import type { Schemas } from '../../api/client';
import type { DayWrite } from '../../components/DailyPage';
import { parseNumber } from '../../lib/number-input';

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
 * kg (3 decimals) of a typed value: digits with a comma or a dot, at most 3
 * decimals (the entry mode of components/NumberInput); grams are rounded to
 * whole grams first (spec §5). Empty → 0; not such a number → null.
 */
export function toKg(text: string, unit: FeedUnit): number | null {
  if (text.trim() === '') return 0;
  const { value } = parseNumber(text, 'entry', 3);
  if (value === null) return null;
  return unit === 'g' ? Math.round(value) / 1000 : round3(value);
}

/** True when two rows of inputs hold the same kg ('82,5' and '82.5' do). */
export function sameFeedInputs(a: FeedInputs, b: FeedInputs, unit: FeedUnit): boolean {
  return toKg(a.pagi, unit) === toKg(b.pagi, unit) && toKg(a.sore, unit) === toKg(b.sore, unit);
}

/** The value a row holds now, as a conflict shows it: 'pagi 12,5 kg, sore 3 kg'. */
export function describeFeedRow(row: Pick<FeedRow, 'pakan_pagi' | 'pakan_sore'>, unit: FeedUnit): string {
  const show = (kg: number) => (unit === 'g' ? `${fromKg(kg, 'g') || '0'} g` : `${fromKg(kg, 'kg') || '0'} kg`);
  return `pagi ${show(row.pakan_pagi)}, sore ${show(row.pakan_sore)}`;
}

/** Text shown in an input for a value in kg: kg with up to 3 decimals (comma), or whole grams; '' for 0. */
export function fromKg(kg: number, unit: FeedUnit): string {
  if (!kg) return '';
  return unit === 'g' ? String(Math.round(kg * 1000)) : String(round3(kg)).replace('.', ',');
}

/** Input texts of a row from its API values. */
export function inputsFromRow(row: Pick<FeedRow, 'pakan_pagi' | 'pakan_sore'>, unit: FeedUnit): FeedInputs {
  return { pagi: fromKg(row.pakan_pagi, unit), sore: fromKg(row.pakan_sore, unit) };
}

/** Input texts of the rows from API values. */
export function inputsFromRows(rows: FeedRow[], unit: FeedUnit): Record<number, FeedInputs> {
  return Object.fromEntries(rows.map((r) => [r.tingkat_id, inputsFromRow(r, unit)]));
}

/** '=kemarin': yesterday's values of the tingkat as input texts (empty when nothing was entered). */
export function yesterdayInputs(yesterday: FeedRow[] | undefined, tingkatId: number, unit: FeedUnit): FeedInputs {
  const row = yesterday?.find((r) => r.tingkat_id === tingkatId);
  return { pagi: fromKg(row?.pakan_pagi ?? 0, unit), sore: fromKg(row?.pakan_sore ?? 0, unit) };
}

/**
 * 'Salin kemarin' of the whole table: every EMPTY pagi and sore of the rows given takes
 * yesterday's value of its tingkat; a value already typed stays (the user then corrects).
 * Answers the new inputs and how many fields were filled (0: nothing to copy).
 */
export function copyYesterdayToEmpty(
  inputs: Record<number, FeedInputs>,
  tingkatIds: number[],
  yesterday: FeedRow[] | undefined,
  unit: FeedUnit,
): { inputs: Record<number, FeedInputs>; filled: number } {
  const next = { ...inputs };
  let filled = 0;
  for (const id of tingkatIds) {
    const was = next[id] ?? { pagi: '', sore: '' };
    const prev = yesterdayInputs(yesterday, id, unit);
    const row = { ...was };
    for (const key of ['pagi', 'sore'] as const) {
      if (was[key].trim() === '' && prev[key] !== '') {
        row[key] = prev[key];
        filled += 1;
      }
    }
    next[id] = row;
  }
  return { inputs: next, filled };
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

/**
 * Body of POST /api/transaksi-pakan for the rows given (the ones the user
 * changed, issue #11), each with the version it was loaded at (ADR 0010), or
 * the first input that is not a number ≥ 0.
 */
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
    data.push({ tingkat_id: r.tingkat_id, pakan_pagi: pagi, pakan_sore: sore, version: r.version });
  }
  return { body: { tanggal, data, client_unit: unit } };
}

/** Where a day of feed usage is saved and how the outbox names it and shows a conflict (values in the user's unit). */
export function feedWrite(unit: FeedUnit): DayWrite {
  const show = (v: unknown) => `${fromKg(Number(v) || 0, unit) || '0'} ${unit}`;
  return {
    kind: 'pakan',
    path: '/api/transaksi-pakan',
    route: '/transaksipakan',
    title: 'Pakan',
    rowName: 'tingkat',
    idField: 'tingkat_id',
    fields: [
      { name: 'pakan_pagi', label: 'Pagi', show },
      { name: 'pakan_sore', label: 'Sore', show },
    ],
  };
}
