/**
 * The rules of a ration (issue #37 'Rations (formula) and mixing'; docs/adr/0044-rations-and-mixing.md),
 * as pure functions: the composition adds up to 100 %, the nutrients of the mix weighted by %,
 * its cost per kg at the ingredients' moving averages, and the kg of each ingredient a batch takes.
 * Percentages have 2 decimals and are counted in hundredths of a percent (integers), kg in grams.
 */

/** The feeding phases a ration is made for (rations.phase, ration_targets.phase). */
export const RATION_PHASES = ['starter', 'grower', 'developer', 'pre_layer', 'layer'] as const;
export type RationPhase = (typeof RATION_PHASES)[number];

/** The nutrient keys of a feed item and of a ration (stock_items columns). */
export const NUTRIENT_KEYS = ['protein_pct', 'me_kcal_per_kg', 'ca_pct', 'p_avail_pct', 'fibre_pct'] as const;
export type NutrientKey = (typeof NUTRIENT_KEYS)[number];
export type Nutrients = Record<NutrientKey, number | null>;

/** Decimals each nutrient is given with: % with 2, ME (kcal/kg) with 1, as stock items store them. */
const NUTRIENT_DECIMALS: Record<NutrientKey, number> = { protein_pct: 2, me_kcal_per_kg: 1, ca_pct: 2, p_avail_pct: 2, fibre_pct: 2 };

/** The message of a composition that does not add up to 100 % (exact text of the issue). */
export const PCT_SUM_MESSAGE = 'Komposisi harus 100 %.';

/** Hundredths of a percent of `pct` (2 decimals). */
export const hundredths = (pct: number) => Math.round(pct * 100);

/** null when the shares add up to exactly 100 % (10 000 hundredths), else 'Komposisi harus 100 %.'. */
export function pctProblem(pcts: number[]): string | null {
  return pcts.reduce((s, p) => s + hundredths(p), 0) === 10_000 ? null : PCT_SUM_MESSAGE;
}

/** An ingredient as the computations need it: its share, name, nutrients and moving-average cost (rupiah per kg). */
export interface RationPart {
  pct: number;
  name: string;
  nutrients: Nutrients;
  /** Moving-average cost today, rupiah per kg (6 decimals). */
  avg_cost: number;
}

/** The computed nutrients of a mix: the values, and per nutrient the ingredients that lack it (the value is then null). */
export interface MixNutrients {
  values: Nutrients;
  missing: Record<NutrientKey, string[]>;
}

/**
 * The nutrients of the mix: Σ pct × value ÷ 100 per nutrient, rounded to the item's decimals
 * (% 2, ME 1). A nutrient is null when any ingredient lacks it (the mix cannot be known then);
 * `missing` names those ingredients, so the screen can say which label to fill.
 */
export function mixNutrients(parts: RationPart[]): MixNutrients {
  const values = {} as Nutrients;
  const missing = {} as Record<NutrientKey, string[]>;
  for (const k of NUTRIENT_KEYS) {
    missing[k] = parts.filter((p) => p.nutrients[k] === null).map((p) => p.name);
    if (missing[k].length || !parts.length) {
      values[k] = null;
      continue;
    }
    // Σ hundredths of % × value in hundredths (both 2 decimals): units of 1e-4 % · 1e-2.
    const sum = parts.reduce((s, p) => s + hundredths(p.pct) * Math.round(p.nutrients[k]! * 100), 0);
    const f = 10 ** NUTRIENT_DECIMALS[k];
    values[k] = Math.round((sum / 1_000_000) * f) / f;
  }
  return { values, missing };
}

/**
 * Cost of one kg of the mix: Σ pct ÷ 100 × moving-average cost, as a decimal string with 6
 * decimals (rupiah per kg), computed exactly in integers (hundredths of % × millionths of rupiah).
 */
export function costPerKg(parts: Array<Pick<RationPart, 'pct' | 'avg_cost'>>): string {
  const sum = parts.reduce((s, p) => s + BigInt(hundredths(p.pct)) * BigInt(Math.round(p.avg_cost * 1e6)), 0n);
  // sum is in 1e-10 rupiah; round half up to 1e-6.
  const micro = (sum + 5_000n) / 10_000n;
  const whole = micro / 1_000_000n;
  return `${whole}.${(micro % 1_000_000n).toString().padStart(6, '0')}`;
}

/**
 * The grams of each ingredient a batch of `kg` takes: kg × pct, in whole grams, adding up to the
 * batch exactly (largest remainder: each share floored, the grams left go one each to the largest
 * remainders, earlier ingredients first on a tie). Answers kg per ingredient, in input order.
 */
export function batchQuantities(kg: number, pcts: number[]): number[] {
  const total = Math.round(kg * 1000);
  const exact = pcts.map((p) => (total * hundredths(p)) / 10_000);
  const grams = exact.map(Math.floor);
  let left = total - grams.reduce((s, g) => s + g, 0);
  const order = exact.map((e, i) => ({ i, rest: e - Math.floor(e) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    grams[i] += 1;
    left -= 1;
  }
  return grams.map((g) => g / 1000);
}

/**
 * The shortfall of each ingredient for a batch: kg needed beyond the kg available at the batch's
 * date (0 when it is covered). `available` in kg, per ingredient, same order.
 */
export function shortfalls(needKg: number[], availableKg: number[]): number[] {
  return needKg.map((need, i) => Math.max(0, Math.round((need - Math.max(availableKg[i] ?? 0, 0)) * 1000)) / 1000);
}
