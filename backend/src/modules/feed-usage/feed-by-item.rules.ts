import { formatCents } from '../../common/money';

/**
 * Rupiah per kg of `cents` spent on `grams` of feed, 2 decimals (half away from zero), as a
 * decimal string; null without grams or without cost.
 */
export function costPerKg(cents: bigint, grams: number): string | null {
  if (grams <= 0 || cents === 0n) return null;
  // cents per kg = cents × 1000 / grams, rounded to whole cents in integers.
  const num = cents * 1000n;
  const den = BigInt(grams);
  const sign = num < 0n ? -1n : 1n;
  const abs = num * sign;
  return formatCents(sign * ((abs * 2n + den) / (den * 2n)));
}
