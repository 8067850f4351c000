import { REARING_BROWN_G, REARING_SOURCES, REARING_W80_G } from './body-weight.data';

/** Statistics of one body-weight sample (issue #39 'Body weight and uniformity'). */
export interface SampleStats {
  /** Birds weighed. */
  n: number;
  /** Mean weight, g, 1 decimal. */
  mean_g: number;
  /** Coefficient of variation, % (sample standard deviation ÷ mean × 100), 1 decimal; null for one bird. */
  cv_pct: number | null;
  /** Birds within ±10 % of the mean, % of n, 1 decimal. */
  uniformity_pct: number;
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * n, mean, CV % and uniformity % of whole-gram weights (at least one).
 *
 * - CV uses the sample standard deviation s = √(Σ(w − mean)² ÷ (n − 1)).
 * - Uniformity is the breed guides' definition (Hy-Line, Lohmann): the share of birds whose weight
 *   lies within ±10 % of the sample mean, bounds included. With S = Σw the test |w − S/n| ≤ S/(10n)
 *   is taken as 10·|n·w − S| ≤ S, in whole numbers, so no rounding moves a bird in or out.
 */
export function sampleStats(weights: readonly number[]): SampleStats {
  const n = weights.length;
  const sum = weights.reduce((a, w) => a + w, 0);
  const mean = sum / n;
  const ss = weights.reduce((a, w) => a + (w - mean) ** 2, 0);
  const within = weights.filter((w) => 10 * Math.abs(n * w - sum) <= sum).length;
  return {
    n,
    mean_g: round1(mean),
    cv_pct: n > 1 ? round1((Math.sqrt(ss / (n - 1)) / mean) * 100) : null,
    uniformity_pct: round1((within * 100) / n),
  };
}

/** The breeds whose rearing weeks have a body-weight table (the flock's breed, BreedStandardService). */
export type RearingBreed = keyof typeof REARING_SOURCES;

/** Body-weight band of rearing weeks 1..17 (g) and its source; null for other weeks. */
export function rearingBand(breed: RearingBreed, ageWeeks: number): { min: number; max: number; source: string } | null {
  const table = breed === 'hyline_brown' ? REARING_BROWN_G : REARING_W80_G;
  const w = table.find(([week]) => week === ageWeeks);
  return w ? { min: w[1], max: w[2], source: REARING_SOURCES[breed] } : null;
}

/**
 * Temperature-humidity index of a day, from its maximum temperature T (°C) and relative humidity
 * RH (%): THI = (1.8·T + 32) − (0.55 − 0.0055·RH)·(1.8·T − 26), the index of the US National
 * Research Council (NRC 1971, "A guide to environmental research on animals"), used in heat-stress
 * studies of laying hens. 1 decimal.
 */
export function thi(tempC: number, rhPct: number): number {
  return round1(1.8 * tempC + 32 - (0.55 - 0.0055 * rhPct) * (1.8 * tempC - 26));
}

/**
 * Litres per day from two water meter readings (m³): (current − previous) × 1000 ÷ the days between
 * them (a reading taken after a gap gives the mean of the days since the previous one), 1 decimal.
 */
export function meterLitresPerDay(previousM3: number, currentM3: number, days: number): number {
  return round1(((currentM3 - previousM3) * 1000) / days);
}

/** Water:feed ratio, litres of water per kg of feed (2 decimals); null without feed. */
export function waterFeedRatio(litres: number, feedKg: number): number | null {
  return feedKg > 0 ? Math.round((litres / feedKg) * 100) / 100 : null;
}
