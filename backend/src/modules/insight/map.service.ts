import { Injectable, NotFoundException } from '@nestjs/common';
import { queryRows } from '../../common/database/rows';
import { addDays, today } from '../../common/dates/farm-day';
import { compareNames } from '../../common/names';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { BREED_CODES, BreedCode, BreedStandardService, StandardBands } from '../breed-standard/breed-standard.service';
import { MapCellDto, MapDto, MapLevel, MapMeasure, MapPlaceDto, MapQuery, MapWindow, PlaceSeriesDto, PlaceSeriesQuery, SERIES_DAYS } from './dto/map.dto';
import { bandStatus } from './band.rules';
import { MapCellRow, mapSql, PlaceDayRow, placeSeriesSql } from './map.sql';
import { WarningsService } from './warnings.service';

/** The level a measure is shown at: eggs are entered per bagian, the rest per tingkat. */
export const LEVEL_OF: Record<MapMeasure, MapLevel> = {
  feed_g_per_bird: 'tingkat',
  deaths_per_1000: 'tingkat',
  population: 'tingkat',
  age_weeks: 'tingkat',
  hen_day_pct: 'bagian',
  egg_weight_g: 'bagian',
};

type Figures = Pick<MapCellRow, 'populasi' | 'usia' | 'fi' | 'mati_per_1000' | 'hen_day' | 'egg_g'>;

const num = (v: string | null): number | null => (v === null ? null : Number(v));

/** The value of a measure from a row's figures. */
function valueOf(measure: MapMeasure, r: Figures): number | null {
  switch (measure) {
    case 'feed_g_per_bird':
      return num(r.fi);
    case 'deaths_per_1000':
      return num(r.mati_per_1000);
    case 'population':
      return r.populasi;
    case 'age_weeks':
      return r.usia;
    case 'hen_day_pct':
      return num(r.hen_day);
    case 'egg_weight_g':
      return num(r.egg_g);
  }
}

/** The standard band a measure is compared with (null bounds when it has none or the place has no birds). */
export function bandOf(measure: MapMeasure, b: StandardBands): { band_min: number | null; band_max: number | null } {
  switch (measure) {
    case 'feed_g_per_bird':
      return { band_min: b.std_fi_min, band_max: b.std_fi_max };
    case 'hen_day_pct':
      return { band_min: b.std_prod_min, band_max: b.std_prod_max };
    case 'egg_weight_g':
      return { band_min: b.std_egg_g_min, band_max: b.std_egg_g_max };
    default:
      return { band_min: null, band_max: null };
  }
}

/** A row's place ids and names (tingkat only when it has one). */
function placeOf(r: MapCellRow): MapPlaceDto {
  const { lokasi_id, lokasi, plant_id, plant, jalur_id, jalur, bagian_id, bagian, tingkat_id, tingkat } = r;
  const place: MapPlaceDto = { lokasi_id, lokasi, plant_id, plant, jalur_id, jalur, bagian_id, bagian };
  return tingkat_id === null ? place : { ...place, tingkat_id, tingkat: tingkat ?? '' };
}

/** The farm order: lokasi › plant › jalur › bagian › tingkat by name (natural order), then by id. */
function farmOrder(a: MapPlaceDto, b: MapPlaceDto): number {
  return (
    compareNames(a.lokasi, b.lokasi) ||
    a.lokasi_id - b.lokasi_id ||
    compareNames(a.plant, b.plant) ||
    a.plant_id - b.plant_id ||
    compareNames(a.jalur, b.jalur) ||
    a.jalur_id - b.jalur_id ||
    compareNames(a.bagian, b.bagian) ||
    a.bagian_id - b.bagian_id ||
    compareNames(a.tingkat ?? '', b.tingkat ?? '') ||
    (a.tingkat_id ?? 0) - (b.tingkat_id ?? 0)
  );
}

/**
 * The farm map (issue #24): every tingkat (or bagian) with one measure over a window, against the
 * breed standard band for its age, from one aggregate statement (map.sql.ts); and a place's
 * 28-day chart.
 */
@Injectable()
export class MapService {
  constructor(
    private readonly ctx: TenantContext,
    private readonly standard: BreedStandardService,
    private readonly warnings: WarningsService,
  ) {}

  /** The source of each breed the places have, in the order of BREED_CODES, joined by '; ' (the default breed's for no place). */
  private sourceOf(breeds: BreedCode[]): string {
    const present = BREED_CODES.filter((b) => breeds.includes(b));
    return present.length ? present.map((b) => this.standard.sourceOf(b)).join('; ') : this.standard.source;
  }

  /** The map of `measure` (default feed_g_per_bird) over `window` days (default 7) ending at `date` (default yesterday). */
  async map(q: MapQuery): Promise<MapDto> {
    const measure = q.measure ?? 'feed_g_per_bird';
    const window: MapWindow = q.window ?? 7;
    const date = q.date ?? addDays(today(), -1);
    const level = LEVEL_OF[measure];
    const rows = await queryRows(this.ctx.manager, MapCellRow, mapSql(level), [this.ctx.tenantId, addDays(date, 1 - window), date, null, null]);
    // Egg weight is off-standard as the early warning says it: outside the band ± the farm's tolerance (g).
    const tolerance = measure === 'egg_weight_g' ? (await this.warnings.settings()).berat_telur_toleransi_g : 0;
    const cells: MapCellDto[] = rows.map((r) => {
      const value = valueOf(measure, r);
      const band = bandOf(measure, this.standard.bandsFor(r.usia, r.breed));
      return { ...placeOf(r), breed: r.breed, value, ...band, status: bandStatus(value, band, tolerance) };
    });
    return { measure, window, date, level, source: this.sourceOf(rows.map((r) => r.breed)), cells: cells.sort(farmOrder) };
  }

  /** One tingkat's or bagian's last 28 days up to `date` (default yesterday), every measure of its level with the bands. 404 another farm's or unknown id. */
  async placeSeries(q: PlaceSeriesQuery): Promise<PlaceSeriesDto> {
    const date = q.date ?? addDays(today(), -1);
    const ids = q.level === 'tingkat' ? [q.id, null] : [null, q.id];
    const rows = await queryRows(this.ctx.manager, PlaceDayRow, placeSeriesSql(q.level), [this.ctx.tenantId, addDays(date, 1 - SERIES_DAYS), date, ...ids]);
    if (rows.length === 0) throw new NotFoundException(q.level === 'tingkat' ? 'Tingkat tidak ditemukan.' : 'Bagian tidak ditemukan.');
    return {
      ...placeOf(rows[0]),
      level: q.level,
      date,
      breed: rows[0].breed,
      source: this.standard.sourceOf(rows[0].breed),
      days: rows.map((r) => {
        const b = this.standard.bandsFor(r.usia, r.breed);
        const egg = bandOf('egg_weight_g', b);
        return {
          tanggal: r.tanggal,
          population: r.populasi,
          age_weeks: r.usia,
          feed_g_per_bird: num(r.fi),
          deaths_per_1000: num(r.mati_per_1000),
          hen_day_pct: num(r.hen_day),
          egg_weight_g: num(r.egg_g),
          std_fi_min: b.std_fi_min,
          std_fi_max: b.std_fi_max,
          std_prod_min: b.std_prod_min,
          std_prod_max: b.std_prod_max,
          std_egg_g_min: egg.band_min,
          std_egg_g_max: egg.band_max,
        };
      }),
    };
  }
}
