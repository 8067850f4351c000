/**
 * The farm map's pure logic (issue #24): the measures and windows, the colour of a cell, the
 * grouping of the cells as the farm is built (lokasi › plant › jalur › bagian › tingkat).
 */
import type { Schemas } from '../../api/client';

export type MapMeasure = Schemas['MapDto']['measure'];
export type MapWindow = Schemas['MapDto']['window'];
export type MapCell = Schemas['MapCellDto'];
export type PlaceDay = Schemas['PlaceDayDto'];

/** How a measure is named, printed and coloured. */
export interface MeasureInfo {
  label: string;
  /** Unit after the value ('' for none). */
  unit: string;
  decimals: number;
  /** Compared with the breed standard band (diverging colours); else a sequential scale over the map's values. */
  banded: boolean;
  /** One cell per tingkat, or per bagian (eggs are entered per bagian). */
  level: 'tingkat' | 'bagian';
}

export const MEASURES: Record<MapMeasure, MeasureInfo> = {
  feed_g_per_bird: { label: 'Konsumsi pakan', unit: 'g/ekor/hari', decimals: 1, banded: true, level: 'tingkat' },
  deaths_per_1000: { label: 'Kematian per 1.000 ekor', unit: '‰', decimals: 2, banded: false, level: 'tingkat' },
  population: { label: 'Populasi', unit: 'ekor', decimals: 0, banded: false, level: 'tingkat' },
  age_weeks: { label: 'Usia', unit: 'minggu', decimals: 0, banded: false, level: 'tingkat' },
  hen_day_pct: { label: 'Produksi hen-day (per bagian)', unit: '%', decimals: 1, banded: true, level: 'bagian' },
  egg_weight_g: { label: 'Berat telur rata-rata (per bagian)', unit: 'g', decimals: 1, banded: true, level: 'bagian' },
};

export const MEASURE_ORDER = Object.keys(MEASURES) as MapMeasure[];

export const WINDOWS: Array<{ value: MapWindow; label: string }> = [
  { value: 1, label: 'Kemarin' },
  { value: 7, label: '7 hari' },
  { value: 28, label: '28 hari' },
];

export const isMeasure = (v: string | null): v is MapMeasure => v !== null && v in MEASURES;
export const isWindow = (v: number): v is MapWindow => WINDOWS.some((w) => w.value === v);

/** The status words of a cell against the standard, for its accessible name and the legend. */
export const STATUS_TEXT: Record<MapCell['status'], string> = {
  below: 'di bawah standar',
  within: 'dalam standar',
  above: 'di atas standar',
  none: 'tanpa standar',
};

type Rgb = [number, number, number];
const hex = (c: string): Rgb => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16)) as Rgb;
const toHex = (c: Rgb) => `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
const mix = (a: string, b: string, t: number) => {
  const [x, y] = [hex(a), hex(b)];
  return toHex(x.map((v, i) => v + (y[i] - v) * t) as Rgb);
};
const clamp01 = (t: number) => Math.min(1, Math.max(0, t));

/** Viridis (sequential, colour-blind safe), five stops from low (dark purple) to high (yellow). */
export const VIRIDIS = ['#440154', '#3b528b', '#21918c', '#5ec962', '#fde725'];

/** A colour of the viridis scale at t ∈ [0, 1]. */
export function viridis(t: number): string {
  const x = clamp01(t) * (VIRIDIS.length - 1);
  const i = Math.min(Math.floor(x), VIRIDIS.length - 2);
  return mix(VIRIDIS[i], VIRIDIS[i + 1], x - i);
}

/**
 * The blue–orange diverging scale against the standard (colour-blind safe, after ColorBrewer
 * PuOr/RdBu): within the band near white; under it light to deep blue, over it light to deep
 * orange, deeper the further out (a full band width away or more is the deepest).
 */
export const DIVERGING = { deepBelow: '#2166ac', below: '#92c5de', within: '#f7f7f7', above: '#fdb863', deepAbove: '#b35806', noBand: '#d9d9d9' } as const;

/** Relative luminance (WCAG 2). */
function luminance(c: string): number {
  const [r, g, b] = hex(c).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Black or white, whichever contrasts more with `bg` (at least 4.5:1 for any background). */
export function textOn(bg: string): '#000000' | '#ffffff' {
  const l = luminance(bg);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}

/** Lowest and highest value of the cells (null when none has one): the ends of a sequential scale. */
export function valueRange(cells: MapCell[]): { lo: number; hi: number } | null {
  const values = cells.map((c) => c.value).filter((v): v is number => v !== null);
  return values.length ? { lo: Math.min(...values), hi: Math.max(...values) } : null;
}

/** A cell's background and text colours; null background for a cell without a value (drawn empty). */
export function cellColours(cell: MapCell, banded: boolean, range: { lo: number; hi: number } | null): { bg: string | null; fg: string } {
  const v = cell.value;
  if (v === null) return { bg: null, fg: 'inherit' };
  let bg: string;
  if (!banded) {
    bg = viridis(range && range.hi > range.lo ? (v - range.lo) / (range.hi - range.lo) : 0.5);
  } else if (cell.status === 'none' || cell.band_min === null || cell.band_max === null) {
    bg = DIVERGING.noBand;
  } else if (cell.status === 'within') {
    bg = DIVERGING.within;
  } else {
    // How far outside, in band widths (a band of zero width counts as 5 % of its value).
    const width = cell.band_max - cell.band_min || Math.abs(cell.band_min) * 0.05 || 1;
    const t = clamp01(cell.status === 'below' ? (cell.band_min - v) / width : (v - cell.band_max) / width);
    bg = cell.status === 'below' ? mix(DIVERGING.below, DIVERGING.deepBelow, t) : mix(DIVERGING.above, DIVERGING.deepAbove, t);
  }
  return { bg, fg: textOn(bg) };
}

/** The cells grouped as the farm is built, keeping their order (the server sends them in the farm order). */
export interface MapTree {
  lokasi_id: number;
  lokasi: string;
  plants: Array<{
    plant_id: number;
    plant: string;
    jalur: Array<{ jalur_id: number; jalur: string; bagian: Array<{ bagian_id: number; bagian: string; cells: MapCell[] }> }>;
  }>;
}

export function mapTree(cells: MapCell[]): MapTree[] {
  const tree: MapTree[] = [];
  for (const c of cells) {
    let l = tree.at(-1);
    if (l?.lokasi_id !== c.lokasi_id) tree.push((l = { lokasi_id: c.lokasi_id, lokasi: c.lokasi, plants: [] }));
    let p = l.plants.at(-1);
    if (p?.plant_id !== c.plant_id) l.plants.push((p = { plant_id: c.plant_id, plant: c.plant, jalur: [] }));
    let j = p.jalur.at(-1);
    if (j?.jalur_id !== c.jalur_id) p.jalur.push((j = { jalur_id: c.jalur_id, jalur: c.jalur, bagian: [] }));
    let b = j.bagian.at(-1);
    if (b?.bagian_id !== c.bagian_id) j.bagian.push((b = { bagian_id: c.bagian_id, bagian: c.bagian, cells: [] }));
    b.cells.push(c);
  }
  return tree;
}

/** The place a cell stands for: its tingkat, else its bagian. */
export const placeOf = (c: MapCell): { level: 'tingkat' | 'bagian'; id: number } =>
  c.tingkat_id !== undefined ? { level: 'tingkat', id: c.tingkat_id } : { level: 'bagian', id: c.bagian_id };

/** A place's name as the farm says it: 'Jalur 1 › Kanan › T1'. */
export const placeName = (c: Pick<MapCell, 'jalur' | 'bagian' | 'tingkat'>) => [c.jalur, c.bagian, c.tingkat].filter(Boolean).join(' › ');

/** The day figures and the standard band of a measure in a place's chart (band null where the measure has none). */
export function seriesOf(measure: MapMeasure, days: PlaceDay[]): { values: Array<number | null>; min: Array<number | null> | null; max: Array<number | null> | null } {
  const values = days.map((d) => d[measure]);
  switch (measure) {
    case 'feed_g_per_bird':
      return { values, min: days.map((d) => d.std_fi_min), max: days.map((d) => d.std_fi_max) };
    case 'hen_day_pct':
      return { values, min: days.map((d) => d.std_prod_min), max: days.map((d) => d.std_prod_max) };
    case 'egg_weight_g':
      return { values, min: days.map((d) => d.std_egg_g_min), max: days.map((d) => d.std_egg_g_max) };
    default:
      return { values, min: null, max: null };
  }
}
