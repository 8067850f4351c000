import { Injectable } from '@nestjs/common';
import { BREED_STANDARD, BREED_STANDARD_SOURCE, BreedWeek, breedWeek } from './breed-standard';

/** Breed standard bands the dashboard compares a day with; null without birds or before the first week of the standard. */
export interface StandardBands {
  /** Hen-day production, % (minimum and maximum of the standard). */
  std_prod_min: number | null;
  std_prod_max: number | null;
  /** Feed intake, g per bird per day. */
  std_fi_min: number | null;
  std_fi_max: number | null;
  /** Average egg weight, g. */
  std_egg_g: number | null;
}

const NO_BANDS: StandardBands = { std_prod_min: null, std_prod_max: null, std_fi_min: null, std_fi_max: null, std_egg_g: null };

/**
 * The layer performance standard (Hy-Line W-80 Plus, weeks 18..100; breed-standard.ts) for the
 * features that compare with it: the dashboard, and the demo farm generated from it (DESIGN §6).
 */
@Injectable()
export class BreedStandardService {
  /** Source line to show wherever the standard is shown. */
  readonly source = BREED_STANDARD_SOURCE;

  /** The standard week for an age in whole weeks, clamped to the table (below 18 → week 18, above 100 → week 100). */
  week(ageWeeks: number): BreedWeek {
    return breedWeek(ageWeeks);
  }

  /** The bands for an age in whole weeks; all null without birds (null) or below the first week of the standard. */
  bandsFor(usia: number | null): StandardBands {
    if (usia === null || usia < BREED_STANDARD[0].age_weeks) return { ...NO_BANDS };
    const w = breedWeek(usia);
    return {
      std_prod_min: w.hen_day_pct_min,
      std_prod_max: w.hen_day_pct_max,
      std_fi_min: w.feed_g_per_bird_day_min,
      std_fi_max: w.feed_g_per_bird_day_max,
      std_egg_g: w.egg_weight_g,
    };
  }
}
