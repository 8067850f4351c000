import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { ENTRY_WINDOW_DOC, IsEntryDate } from '../../../common/validation/dates';
import { fromDecimalText, IsIdText, IsOneOf } from '../../../common/validation/decorators';
import { BREED_CODES, type BreedCode } from '../../breed-standard/breed-standard.service';

/** The measures a map cell can be coloured by; the first four per tingkat, the last two per bagian (eggs are entered per bagian). */
export const MAP_MEASURES = ['feed_g_per_bird', 'deaths_per_1000', 'population', 'age_weeks', 'hen_day_pct', 'egg_weight_g'] as const;
export type MapMeasure = (typeof MAP_MEASURES)[number];
/** Days a map value covers, ending at `date` inclusive: yesterday only, the last week, the last 4 weeks. */
export const MAP_WINDOWS = [1, 7, 28] as const;
export type MapWindow = (typeof MAP_WINDOWS)[number];
/** Days of a place's chart (place-series), ending at `date` inclusive. */
export const SERIES_DAYS = 28;
export const MAP_LEVELS = ['tingkat', 'bagian'] as const;
export type MapLevel = (typeof MAP_LEVELS)[number];
export const MAP_STATUSES = ['below', 'within', 'above', 'none'] as const;
export type MapStatus = (typeof MAP_STATUSES)[number];

export const MEASURE_MESSAGE = `measure harus salah satu dari ${MAP_MEASURES.join(', ')}.`;
export const WINDOW_MESSAGE = 'window harus 1, 7 atau 28 (hari).';
export const LEVEL_MESSAGE = 'level harus tingkat atau bagian.';
export const DATE_MESSAGE = 'date harus tanggal (YYYY-MM-DD).';

const DATE_DOC = `Last day of the window (YYYY-MM-DD), inclusive; default yesterday (the farm's day, Asia/Jakarta). Bad: 400 '${DATE_MESSAGE}'. ${ENTRY_WINDOW_DOC}`;

const MEASURE_DOC =
  'feed_g_per_bird: feed intake, g per bird per day = Σ feed kg × 1000 / Σ bird-days (end-of-day population of each day), against the standard band for the age (tingkat); ' +
  'deaths_per_1000: deaths per 1,000 birds over the window = Σ deaths × 1000 / mean end-of-day population of the days with birds (tingkat); ' +
  'population: birds at the end of `date` (tingkat); age_weeks: population-weighted age at `date`, whole weeks (tingkat); ' +
  'hen_day_pct: Σ eggs / Σ bird-days × 100 against the band (bagian); egg_weight_g: Σ egg kg × 1000 / Σ eggs against the band (bagian).';

/** Query of GET /api/insight/map. */
export class MapQuery {
  @ApiPropertyOptional({ enum: MAP_MEASURES, description: `Default feed_g_per_bird. ${MEASURE_DOC} Else 400 '${MEASURE_MESSAGE}'` })
  @IsOptional()
  @IsOneOf(MAP_MEASURES, MEASURE_MESSAGE)
  measure?: MapMeasure;

  @ApiPropertyOptional({ enum: MAP_WINDOWS, description: `Days the value covers, ending at date: 1, 7 or 28; default 7. Else 400 '${WINDOW_MESSAGE}'` })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => fromDecimalText(value))
  @IsOneOf(MAP_WINDOWS, WINDOW_MESSAGE)
  window?: MapWindow;

  @ApiPropertyOptional({ description: DATE_DOC, example: '2025-06-02' })
  @IsOptional()
  @IsEntryDate({ invalid: DATE_MESSAGE })
  date?: string;
}

/** Query of GET /api/insight/place-series. */
export class PlaceSeriesQuery {
  @ApiProperty({ enum: MAP_LEVELS, description: `The kind of place: tingkat or bagian. Else 400 '${LEVEL_MESSAGE}'` })
  @IsOneOf(MAP_LEVELS, LEVEL_MESSAGE)
  level: MapLevel;

  @ApiProperty({ description: "Id of the tingkat or bagian (decimal digits). Else 400 'id harus bilangan bulat.'; another farm's or unknown: 404." })
  @IsIdText()
  id: number;

  @ApiPropertyOptional({ description: `Last day of the ${SERIES_DAYS}-day chart. ${DATE_DOC}`, example: '2025-06-02' })
  @IsOptional()
  @IsEntryDate({ invalid: DATE_MESSAGE })
  date?: string;
}

const nullableNumber = (description: string) => ApiProperty({ description, nullable: true, type: Number });

/** Where a cell lies in the farm: ids and names of every level down to its bagian (and tingkat at the tingkat level). */
export class MapPlaceDto {
  @ApiProperty() lokasi_id: number;
  @ApiProperty() lokasi: string;
  @ApiProperty() plant_id: number;
  @ApiProperty() plant: string;
  @ApiProperty() jalur_id: number;
  @ApiProperty() jalur: string;
  @ApiProperty() bagian_id: number;
  @ApiProperty() bagian: string;
  @ApiPropertyOptional({ description: 'Only at the tingkat level' }) tingkat_id?: number;
  @ApiPropertyOptional({ description: 'Only at the tingkat level' }) tingkat?: string;
}

const BREED_DOC = "Majority breed of the place's birds at the end of `date` (the farm default without birds); its standard gives the bands (docs/adr/0029-flock-breed.md)";

/** One cell of the map: a tingkat or a bagian, its value over the window and the standard band it is compared with. */
export class MapCellDto extends MapPlaceDto {
  @ApiProperty({ enum: BREED_CODES, description: BREED_DOC }) breed: BreedCode;
  @nullableNumber('The measure over the window (units of the measure, 2 decimals; population and age whole); null when the place had no birds (or, for egg weight, no eggs)')
  value: number | null;
  @nullableNumber("Lower bound of the standard of the place's breed for its age at `date`; null when the measure has no standard or the place has no birds")
  band_min: number | null;
  @nullableNumber('Upper bound of the standard band; null like band_min')
  band_max: number | null;
  @ApiProperty({ enum: MAP_STATUSES, description: "value against the band: below, within (bounds included), above; none without a value or a band. Egg weight is compared with the band widened by the farm's berat_telur_toleransi_g (g) on both sides, the rule of the berat_telur early warning" })
  status: MapStatus;
}

/** Answer of GET /api/insight/map. */
export class MapDto {
  @ApiProperty({ enum: MAP_MEASURES }) measure: MapMeasure;
  @ApiProperty({ enum: MAP_WINDOWS }) window: MapWindow;
  @ApiProperty({ description: 'Last day of the window (YYYY-MM-DD)', example: '2025-06-02' }) date: string;
  @ApiProperty({ enum: MAP_LEVELS, description: 'tingkat for feed, deaths, population and age; bagian for hen-day % and egg weight' }) level: MapLevel;
  @ApiProperty({ description: "Name and source of the breed standard(s) the bands come from: one per breed among the places, joined by '; '" }) source: string;
  @ApiProperty({ type: [MapCellDto], description: 'Every tingkat (or bagian) of the farm, in the farm order (lokasi › plant › jalur › bagian › tingkat, natural name order)' })
  cells: MapCellDto[];
}

/** One day of a place's chart: its figures and the standard bands for its age that day (null without birds). */
export class PlaceDayDto {
  @ApiProperty({ example: '2025-06-02' }) tanggal: string;
  @ApiProperty({ description: 'Birds at the end of the day' }) population: number;
  @nullableNumber('Population-weighted age, whole weeks; null without birds') age_weeks: number | null;
  @nullableNumber('Feed kg × 1000 / birds; null without birds') feed_g_per_bird: number | null;
  @nullableNumber('Deaths × 1000 / birds at the end of the day; null without birds') deaths_per_1000: number | null;
  @nullableNumber('Eggs / birds × 100 (bagian only; null for a tingkat or without birds)') hen_day_pct: number | null;
  @nullableNumber('Egg kg × 1000 / eggs (bagian only; null without eggs)') egg_weight_g: number | null;
  @nullableNumber('Standard feed intake, g/bird/day, lower bound') std_fi_min: number | null;
  @nullableNumber('Standard feed intake, upper bound') std_fi_max: number | null;
  @nullableNumber('Standard hen-day %, lower bound') std_prod_min: number | null;
  @nullableNumber('Standard hen-day %, upper bound') std_prod_max: number | null;
  @nullableNumber('Standard egg weight g, lower bound') std_egg_g_min: number | null;
  @nullableNumber('Standard egg weight g, upper bound') std_egg_g_max: number | null;
}

/** Answer of GET /api/insight/place-series: one place's last 28 days, oldest first. */
export class PlaceSeriesDto extends MapPlaceDto {
  @ApiProperty({ enum: MAP_LEVELS }) level: MapLevel;
  @ApiProperty({ description: 'Last day (YYYY-MM-DD)' }) date: string;
  @ApiProperty({ enum: BREED_CODES, description: `${BREED_DOC}; the bands of every day are of this breed` }) breed: BreedCode;
  @ApiProperty({ description: 'Name and source of the breed standard' }) source: string;
  @ApiProperty({ type: [PlaceDayDto], description: `${SERIES_DAYS} days ending at date, oldest first` }) days: PlaceDayDto[];
}
