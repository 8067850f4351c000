/**
 * Rules of the measurement screens (issue #39 'Weigh, meter and sense'): the weighing pad, the
 * running figures of a sample, the bodies sent and the texts shown. No API call here.
 */
import type { Schemas } from '../../api/client';
import { formatNumber } from '../../lib/format';

export type BodyWeightBody = Schemas['BodyWeightBodyDto'];
export type BodyWeightSample = Schemas['BodyWeightSampleDto'];
export type DailyMeasure = Schemas['DailyMeasureDto'];

/** What the server accepts (POST /api/measurements/body-weights): 300–4,000 g each, at most 500 birds. */
export const WEIGHT_MIN_G = 300;
export const WEIGHT_MAX_G = 4000;
export const MAX_BIRDS = 500;

export const WEIGH_MESSAGES = {
  empty: 'Ketik berat ayam dulu.',
  range: `Berat harus ${formatNumber(WEIGHT_MIN_G, 0)}–${formatNumber(WEIGHT_MAX_G, 0)} gram.`,
  full: `Satu sampel paling banyak ${MAX_BIRDS} ekor: simpan dulu.`,
  bagian: 'Pilih bagian dulu.',
  saved: 'Sampel timbang tersimpan',
  failed: 'Gagal menyimpan sampel timbang',
  advice: 'Timbang minimal 100 ekor (atau 1 % populasi bila lebih banyak), dari sangkar yang sama setiap kali, pada jam yang sama sebelum pemberian pakan (panduan Hy-Line dan Lohmann).',
} as const;

/** Keys of the weighing pad: digits, ⌫ (last digit off). */
export type PadKey = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | 'back';

/**
 * The typed weight after a key: digits append (4 at most: up to 9,999 g; no leading zero), 'back'
 * takes the last digit off.
 */
export function pressKey(typed: string, key: PadKey): string {
  if (key === 'back') return typed.slice(0, -1);
  if (typed.length >= 4 || (typed === '' && key === '0')) return typed;
  return typed + key;
}

/**
 * Confirms the typed weight (one tap per bird): the list with the bird added and the pad cleared,
 * or the problem (nothing typed, outside 300–4,000 g, 500 birds already) with the list unchanged.
 */
export function confirmWeight(weights: readonly number[], typed: string): { weights: number[]; problem: string | null } {
  const g = Number(typed);
  let problem: string | null = null;
  if (typed === '') problem = WEIGH_MESSAGES.empty;
  else if (g < WEIGHT_MIN_G || g > WEIGHT_MAX_G) problem = WEIGH_MESSAGES.range;
  else if (weights.length >= MAX_BIRDS) problem = WEIGH_MESSAGES.full;
  return problem ? { weights: [...weights], problem } : { weights: [...weights, g], problem: null };
}

/** The list without the bird at `index` (a typo removed). */
export const removeWeight = (weights: readonly number[], index: number): number[] => weights.filter((_, i) => i !== index);

/** Running figures of the birds weighed so far; null before the first. */
export interface RunningFigures {
  n: number;
  meanG: number;
  /** Sample standard deviation ÷ mean × 100; null for one bird. */
  cvPct: number | null;
  /** Birds within ±10 % of the mean (bounds included), % of n. */
  uniformityPct: number;
}

/**
 * n, mean, CV (sample standard deviation, n − 1) and uniformity (±10 % of the mean, the breed
 * guides' definition) as the server computes them for the saved sample. The ±10 % test is made on
 * whole numbers (10·|n·w − Σ| ≤ Σ), so a bird exactly on the bound counts as within.
 */
export function runningFigures(weights: readonly number[]): RunningFigures | null {
  const n = weights.length;
  if (n === 0) return null;
  let total = 0;
  for (const w of weights) total += w;
  const meanG = total / n;
  let squares = 0;
  let inside = 0;
  for (const w of weights) {
    squares += (w - meanG) * (w - meanG);
    if (10 * Math.abs(n * w - total) <= total) inside += 1;
  }
  return { n, meanG, cvPct: n < 2 ? null : (100 * Math.sqrt(squares / (n - 1))) / meanG, uniformityPct: (100 * inside) / n };
}

/** The body of POST /api/measurements/body-weights. */
export const weighBody = (date: string, bagianId: number, weights: readonly number[]): BodyWeightBody => ({ date, bagian_id: bagianId, weights_g: [...weights] });

/** The outbox label: 'Timbang Jalur 1 / Kanan 08/03 · 10 ekor'. */
export const weighLabel = (bagian: string, date: string, n: number) => `Timbang ${bagian} ${date.slice(8, 10)}/${date.slice(5, 7)} · ${n} ekor`;

/** '1.582–1.672 g' for a band, '-' without. */
export const bandText = (band: BodyWeightSample['standard']) => (band ? `${formatNumber(band.min_g, 0)}–${formatNumber(band.max_g, 0)} g` : '-');

/** Where a mean lies against its band: below, within, above, or null without a band. */
export function bandPosition(meanG: number, band: BodyWeightSample['standard']): 'di bawah standar' | 'sesuai standar' | 'di atas standar' | null {
  if (!band) return null;
  if (meanG < band.min_g) return 'di bawah standar';
  return meanG > band.max_g ? 'di atas standar' : 'sesuai standar';
}

/** A figure with its unit, '-' when missing. */
export const figure = (v: number | null | undefined, decimals: number, unit = '') => (v === null || v === undefined ? '-' : `${formatNumber(v, decimals)}${unit}`);

export type WaterBody = Schemas['WaterBodyDto'];
export type ClimateBody = Schemas['ClimateBodyDto'];
export type MeasurePlace = Schemas['MeasurePlaceDto'];

/** A place as the select's value: 'jalur:3'. */
export const placeKey = (p: Pick<MeasurePlace, 'place_type' | 'place_id'>) => `${p.place_type}:${p.place_id}`;

/** The water form: litres, or the meter's reading in m³. */
export interface WaterForm {
  mode: 'litres' | 'meter';
  value: number | null;
}

/** The body of POST /api/measurements/water, or the problem of the form. */
export function waterBody(place: MeasurePlace, date: string, form: WaterForm): WaterBody | string {
  if (form.value === null) return form.mode === 'litres' ? 'Isi liter air hari ini.' : 'Isi angka meter air.';
  const base = { date, place_type: place.place_type, place_id: place.place_id };
  return form.mode === 'litres' ? { ...base, litres: form.value } : { ...base, meter_reading: form.value };
}

/** The body of POST /api/measurements/climate, or the problem of the form. */
export function climateBody(place: MeasurePlace, date: string, min: number | null, max: number | null, rh: number | null): ClimateBody | string {
  if (min === null || max === null || rh === null) return 'Isi suhu minimum, suhu maksimum dan kelembapan.';
  if (min > max) return 'Suhu minimum tidak boleh di atas suhu maksimum.';
  return { date, place_type: place.place_type, place_id: place.place_id, temp_min_c: min, temp_max_c: max, humidity_pct: rh };
}
