import { BREED_STANDARD_CSV } from './breed-standard.data';

/**
 * One week of the Hy-Line W-80 Plus performance standard (source: the breed's management guide,
 * as transcribed in the ERPNext poultry app jayan13/livestock; see
 * src/database/seed/data/README.md). Percentages in %, weights in g or kg as named.
 */
export interface BreedWeek {
  /** Age of the flock, whole weeks (18..100). */
  age_weeks: number;
  /** Hen-day egg production, % of the birds present laying per day. */
  hen_day_pct_min: number;
  hen_day_pct_max: number;
  /** Average egg weight, g. */
  egg_weight_g: number;
  /** Feed intake, g per bird per day. */
  feed_g_per_bird_day_min: number;
  feed_g_per_bird_day_max: number;
  /** Cumulative mortality since housing, % of the birds housed. */
  cum_mortality_pct: number;
  /** Cumulative eggs per hen housed. */
  hen_housed_eggs_min: number;
  hen_housed_eggs_max: number;
  /** Cumulative egg mass per hen housed, kg. */
  hen_housed_egg_mass_kg: number;
  /** Body weight, kg. */
  body_weight_kg_min: number;
  body_weight_kg_max: number;
}

/** Parses the standard's CSV (header row with the BreedWeek field names, then one row per week). */
export function parseBreedStandard(csv: string): BreedWeek[] {
  const [header, ...lines] = csv.trim().split(/\r?\n/);
  const keys = header.split(',').map((k) => k.trim()) as Array<keyof BreedWeek>;
  return lines.map((line) => {
    const cells = line.split(',');
    const week = {} as BreedWeek;
    keys.forEach((k, i) => {
      const n = Number(cells[i]);
      if (!Number.isFinite(n)) throw new Error(`breed standard: bad ${k} in "${line}"`);
      week[k] = n;
    });
    return week;
  });
}

/** The standard, weeks 18 to 100 in order. */
export const BREED_STANDARD: readonly BreedWeek[] = Object.freeze(parseBreedStandard(BREED_STANDARD_CSV));

/** Source line to show wherever the standard is shown (charts, reports). */
export const BREED_STANDARD_SOURCE = 'Standar Hy-Line W-80 Plus (panduan manajemen Hy-Line, transkripsi jayan13/livestock)';

/**
 * The standard week for an age in whole weeks, clamped to the table (below 18 → week 18, above
 * 100 → week 100).
 */
export function breedWeek(ageWeeks: number): BreedWeek {
  const first = BREED_STANDARD[0].age_weeks;
  const i = Math.min(Math.max(Math.floor(ageWeeks) - first, 0), BREED_STANDARD.length - 1);
  return BREED_STANDARD[i];
}
