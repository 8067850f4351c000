import { addDays } from '../../common/dates/farm-day';
import { kg3 } from '../../common/daily-entries/day-entries';
import { EggGradeWeightDto, EggSettingsDto, EggSettingsUpdateDto } from './dto/egg-production.dto';

/** Days read for the weighed kg per egg: the 14 days before the day being entered. */
export const WEIGHT_WINDOW_DAYS = 14;
/** Fewest weighed days for their median to replace the settings' weight. */
export const MIN_WEIGHED_DAYS = 3;

/** The days whose weighed eggs set the kg per egg of `tanggal`: tanggal − 14 … tanggal − 1 (the day itself not counted). */
export const weightWindow = (tanggal: string): { from: string; to: string } => ({ from: addDays(tanggal, -WEIGHT_WINDOW_DAYS), to: addDays(tanggal, -1) });

/**
 * The kg per egg an auto grade uses (ADR 0026): the median of the weighed days (numeric text, kg
 * per egg to 3 decimals; null without any) when there are at least {@link MIN_WEIGHED_DAYS} such
 * days ('timbang'), else the weight of the settings `settingsKg` ('pengaturan').
 */
export function gradeWeight(grade: 'a' | 'b' | 'c', median: string | null, days: number, settingsKg: number): EggGradeWeightDto {
  const median_kg_per_butir = median === null ? null : Number(median);
  const fromWeighed = median_kg_per_butir !== null && days >= MIN_WEIGHED_DAYS;
  return {
    grade,
    kg_per_butir: fromWeighed ? median_kg_per_butir : settingsKg,
    source: fromWeighed ? 'timbang' : 'pengaturan',
    weighed_days: days,
    median_kg_per_butir,
  };
}

/**
 * The egg settings after PUT /api/transaksi-telur/settings: each of `keys` given in `body` (not
 * null) replaces the current value, a weight rounded to 3 decimals (kg per egg, numeric(14,3)); the
 * others keep theirs.
 */
export function mergeEggSettings(current: EggSettingsDto, body: EggSettingsUpdateDto, keys: ReadonlyArray<keyof EggSettingsDto>): EggSettingsDto {
  const next: EggSettingsDto = { ...current };
  for (const k of keys) {
    const v = body[k];
    if (v !== undefined && v !== null) (next as unknown as Record<string, unknown>)[k] = typeof v === 'number' ? kg3(v) : v;
  }
  return next;
}
