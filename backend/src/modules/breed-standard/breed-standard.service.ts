import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { pg, queryOne, queryRows, row } from '../../common/database/rows';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { BREED_CODES, BREED_SOURCES, BreedCode, bodyWeightBandG, DEFAULT_BREED, FIRST_STANDARD_WEEK, StandardWeek, standardWeek } from './breed-standard';

export { BREED_CODES, BREED_INVALID, BREED_NAMES, DEFAULT_BREED } from './breed-standard';
export type { BreedCode } from './breed-standard';

/** Breed standard bands a day is compared with; null without birds or before the first week of the standard. */
export interface StandardBands {
  /** Hen-day production, % (minimum and maximum of the standard). */
  std_prod_min: number | null;
  std_prod_max: number | null;
  /** Feed intake, g per bird per day. */
  std_fi_min: number | null;
  std_fi_max: number | null;
  /** Average egg weight, g (W-80 Plus: its one figure; Brown: the midpoint of its range). */
  std_egg_g: number | null;
  /** Egg weight band, g (W-80 Plus publishes one figure: min = max = std_egg_g). */
  std_egg_g_min: number | null;
  std_egg_g_max: number | null;
}

const NO_BANDS: StandardBands = { std_prod_min: null, std_prod_max: null, std_fi_min: null, std_fi_max: null, std_egg_g: null, std_egg_g_min: null, std_egg_g_max: null };

const Breed = z.enum(BREED_CODES);
const BreedRow = row({ id: pg.int, breed: Breed });

/**
 * The layer performance standards (Hy-Line W-80 Plus and Hy-Line Brown, weeks 18..100;
 * breed-standard.ts) for the features that compare with them (dashboard, the demo farm generated
 * from them, DESIGN §6), and the breed of the birds in each place (docs/adr/0029-flock-breed.md).
 */
@Injectable()
export class BreedStandardService {
  constructor(private readonly ctx: TenantContext) {}

  /** Source line of the W-80 Plus standard (the default breed); see sourceOf for a given breed. */
  readonly source = BREED_SOURCES[DEFAULT_BREED];

  /** Source line to show wherever the standard of `breed` is shown. */
  sourceOf(breed: BreedCode): string {
    return BREED_SOURCES[breed];
  }

  /** The standard week of `breed` for an age in whole weeks, clamped to the table (below 18 → week 18, above 100 → week 100). */
  week(ageWeeks: number, breed: BreedCode = DEFAULT_BREED): StandardWeek {
    return standardWeek(breed, ageWeeks);
  }

  /** The bands of `breed` for an age in whole weeks; all null without birds (null) or below the first week of the standard (18). */
  bandsFor(usia: number | null, breed: BreedCode = DEFAULT_BREED): StandardBands {
    if (usia === null || usia < FIRST_STANDARD_WEEK) return { ...NO_BANDS };
    const w = standardWeek(breed, usia);
    return {
      std_prod_min: w.hen_day_pct_min,
      std_prod_max: w.hen_day_pct_max,
      std_fi_min: w.feed_g_per_bird_day_min,
      std_fi_max: w.feed_g_per_bird_day_max,
      std_egg_g: w.egg_weight_g,
      std_egg_g_min: w.egg_weight_g_min,
      std_egg_g_max: w.egg_weight_g_max,
    };
  }

  /** The body-weight band (g, min and max) of `breed` at whole weeks 18..100 of age; null at other ages (never clamped). */
  bodyWeightBand(breed: BreedCode, ageWeeks: number): { min: number; max: number } | null {
    return bodyWeightBandG(breed, ageWeeks);
  }

  /** The current tenant's default breed (egg settings; 'hyline_w80' until chosen). */
  async defaultBreed(): Promise<BreedCode> {
    const r = await queryOne(this.ctx.manager, row({ breed: Breed }), `select farm_default_breed() as breed`);
    return r?.breed ?? DEFAULT_BREED;
  }

  /**
   * The majority breed, at the end of `date` (YYYY-MM-DD), of every tingkat and bagian of the
   * current tenant (SQL tingkat_breed_on / bagian_breed_on: most live birds; a tie or no birds →
   * the farm default). Two queries, each one pass over the tenant's chicken transactions up to `date`.
   */
  async breedsOn(date: string): Promise<{ tingkat: Map<number, BreedCode>; bagian: Map<number, BreedCode> }> {
    const m = this.ctx.manager;
    const tingkat = await queryRows(m, BreedRow, `select tingkat_id as id, breed from tingkat_breed_on($1::date)`, [date]);
    const bagian = await queryRows(m, BreedRow, `select bagian_id as id, breed from bagian_breed_on($1::date)`, [date]);
    return { tingkat: new Map(tingkat.map((r) => [r.id, r.breed])), bagian: new Map(bagian.map((r) => [r.id, r.breed])) };
  }

  /** The farm's majority breed on each day of from..to (SQL farm_breed_daily; a tie or no birds → the farm default). */
  async farmBreedDaily(from: string, to: string): Promise<Map<string, BreedCode>> {
    const rows = await queryRows(this.ctx.manager, row({ tanggal: pg.date, breed: Breed }), `select tanggal::text as tanggal, breed from farm_breed_daily($1::date, $2::date)`, [from, to]);
    return new Map(rows.map((r) => [r.tanggal, r.breed]));
  }
}
