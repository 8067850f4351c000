import type { MapStatus } from './dto/map.dto';

/** A standard band: its lower and upper bound (the same figure when the breed publishes one value); null when there is none. */
export interface Band {
  band_min: number | null;
  band_max: number | null;
}

/**
 * A value against its standard band widened by `tolerance` on both sides (same unit as the value,
 * e.g. grams of egg weight): 'below' under band_min − tolerance, 'above' over band_max + tolerance,
 * else 'within' (a value exactly at a widened bound is within); 'none' without a value or a band.
 * This is the rule of the 'berat_telur' early warning (egg weight outside the standard ±
 * berat_telur_toleransi_g, which warnings.service.ts evaluates in SQL in the same form), and the
 * farm map colours its egg weights by it with the farm's tolerance; other measures use 0.
 */
export function bandStatus(value: number | null, band: Band, tolerance = 0): MapStatus {
  if (value === null || band.band_min === null || band.band_max === null) return 'none';
  if (value < band.band_min - tolerance) return 'below';
  if (value > band.band_max + tolerance) return 'above';
  return 'within';
}
