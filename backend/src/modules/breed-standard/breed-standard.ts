import { BREED_STANDARD_BROWN_CSV, BREED_STANDARD_CSV } from './breed-standard.data';

/** The breeds a flock can be (transaksi_ayam.breed, telur_settings.default_breed). */
export const BREED_CODES = ['hyline_w80', 'hyline_brown'] as const;
export type BreedCode = (typeof BREED_CODES)[number];

/** Names shown for each breed. */
export const BREED_NAMES: Record<BreedCode, string> = {
  hyline_w80: 'Hy-Line W-80 Plus (putih)',
  hyline_brown: 'Hy-Line Brown (coklat)',
};

/** 400 message of a breed that is not one of BREED_CODES. */
export const BREED_INVALID = 'Jenis ayam tidak valid.';

/** Index of a week in a table starting at week `first`, clamped to the table; fractional weeks truncate. */
const clampIndex = (ageWeeks: number, first: number, length: number) => Math.min(Math.max(Math.floor(ageWeeks) - first, 0), length - 1);

/** The breed of a farm that never chose one, and of the rows written before breeds were recorded. */
export const DEFAULT_BREED: BreedCode = 'hyline_w80';

/**
 * One week of the Hy-Line W-80 Plus performance standard (source: the breed's management guide,
 * as transcribed in the ERPNext poultry app jayan13/livestock; see
 * src/modules/breed-standard/data/README.md). Percentages in %, weights in g or kg as named.
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

/** Parses a standard's CSV (header row with the field names of T, then one row per week; every cell a number). */
export function parseBreedStandard<T extends object = BreedWeek>(csv: string): T[] {
  const [header, ...lines] = csv.trim().split(/\r?\n/);
  const keys = header.split(',').map((k) => k.trim());
  return lines.map((line) => {
    const cells = line.split(',');
    const week: Record<string, number> = {};
    keys.forEach((k, i) => {
      const n = Number(cells[i]);
      if (!Number.isFinite(n)) throw new Error(`breed standard: bad ${k} in "${line}"`);
      week[k] = n;
    });
    return week as T;
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
  return BREED_STANDARD[clampIndex(ageWeeks, BREED_STANDARD[0].age_weeks, BREED_STANDARD.length)];
}

/**
 * One week of the Hy-Line Brown performance standard, cage systems (src/modules/breed-standard/data/README.md):
 * ranges as the guide publishes them.
 */
export interface BrownWeek {
  /** Age of the flock, whole weeks (18..100). */
  week: number;
  /** Hen-day egg production, %. */
  hd_pct_min: number;
  hd_pct_max: number;
  /** Egg weight, g. */
  egg_weight_g_min: number;
  egg_weight_g_max: number;
  /** Feed intake, g per bird per day. */
  feed_g_min: number;
  feed_g_max: number;
  /** Livability from week 18, % (100 − cumulative mortality of the production period). */
  livability_pct: number;
  /** Body weight, g. */
  body_weight_g_min: number;
  body_weight_g_max: number;
}

/** The Hy-Line Brown standard, weeks 18 to 100 in order. */
export const BREED_STANDARD_BROWN: readonly BrownWeek[] = Object.freeze(parseBreedStandard<BrownWeek>(BREED_STANDARD_BROWN_CSV));

/** Source line of each breed's standard, to show wherever its band is shown. */
export const BREED_SOURCES: Record<BreedCode, string> = {
  hyline_w80: BREED_STANDARD_SOURCE,
  hyline_brown: 'Standar Hy-Line Brown, kandang baterai (Hy-Line International, Performance Standards edisi Desember 2025)',
};

/**
 * One standard week in the same shape for every breed. W-80 Plus publishes one egg weight: its
 * min = max = egg_weight_g. Brown publishes a range: egg_weight_g is its midpoint (what the demo
 * farm aims at). cum_mortality_pct: W-80 since housing; Brown 100 − livability from week 18.
 */
export interface StandardWeek {
  age_weeks: number;
  hen_day_pct_min: number;
  hen_day_pct_max: number;
  egg_weight_g_min: number;
  egg_weight_g_max: number;
  egg_weight_g: number;
  feed_g_per_bird_day_min: number;
  feed_g_per_bird_day_max: number;
  cum_mortality_pct: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The standard week of `breed` for an age in whole weeks, clamped to the table (below 18 → 18, above 100 → 100). */
export function standardWeek(breed: BreedCode, ageWeeks: number): StandardWeek {
  if (breed === 'hyline_brown') {
    const w = BREED_STANDARD_BROWN[clampIndex(ageWeeks, BREED_STANDARD_BROWN[0].week, BREED_STANDARD_BROWN.length)];
    return {
      age_weeks: w.week,
      hen_day_pct_min: w.hd_pct_min,
      hen_day_pct_max: w.hd_pct_max,
      egg_weight_g_min: w.egg_weight_g_min,
      egg_weight_g_max: w.egg_weight_g_max,
      egg_weight_g: round1((w.egg_weight_g_min + w.egg_weight_g_max) / 2),
      feed_g_per_bird_day_min: w.feed_g_min,
      feed_g_per_bird_day_max: w.feed_g_max,
      cum_mortality_pct: round2(100 - w.livability_pct),
    };
  }
  const w = breedWeek(ageWeeks);
  return {
    age_weeks: w.age_weeks,
    hen_day_pct_min: w.hen_day_pct_min,
    hen_day_pct_max: w.hen_day_pct_max,
    egg_weight_g_min: w.egg_weight_g,
    egg_weight_g_max: w.egg_weight_g,
    egg_weight_g: w.egg_weight_g,
    feed_g_per_bird_day_min: w.feed_g_per_bird_day_min,
    feed_g_per_bird_day_max: w.feed_g_per_bird_day_max,
    cum_mortality_pct: w.cum_mortality_pct,
  };
}

/** First week of every breed's table (18): below it there is no band. */
export const FIRST_STANDARD_WEEK = 18;

/** Last week of every breed's table (100): above it there is no band. */
export const LAST_STANDARD_WEEK = 100;

/**
 * The body-weight band (g) of `breed` at an age of whole weeks 18..100 (W-80 Plus: its kg × 1000;
 * Brown: its g), or null outside those weeks (no clamping: no band where the table has none).
 */
export function bodyWeightBandG(breed: BreedCode, ageWeeks: number): { min: number; max: number } | null {
  if (!Number.isInteger(ageWeeks) || ageWeeks < FIRST_STANDARD_WEEK || ageWeeks > LAST_STANDARD_WEEK) return null;
  if (breed === 'hyline_brown') {
    const w = BREED_STANDARD_BROWN[ageWeeks - BREED_STANDARD_BROWN[0].week];
    return w ? { min: w.body_weight_g_min, max: w.body_weight_g_max } : null;
  }
  const w = BREED_STANDARD[ageWeeks - BREED_STANDARD[0].age_weeks];
  return w ? { min: Math.round(w.body_weight_kg_min * 1000), max: Math.round(w.body_weight_kg_max * 1000) } : null;
}
