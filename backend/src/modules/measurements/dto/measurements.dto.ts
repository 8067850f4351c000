import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { ENTRY_WINDOW_DOC, IsEntryDate, IsReadDate, READ_WINDOW_DOC } from '../../../common/validation/dates';
import { IsDecimal, IsId, IsIdText, IsOneOf } from '../../../common/validation/decorators';
import { Rule } from '../../../common/validation/rule';

/** Messages of the measurements API (issue #39 'Weigh, meter and sense'). */
export const MEASURE_MSG = {
  date: 'Tanggal wajib diisi',
  bagian: 'Pilih bagian.',
  bagianNotFound: 'Bagian tidak ditemukan.',
  weights: 'Masukkan berat 1–500 ekor ayam.',
  placeType: 'Jenis tempat harus plant atau jalur.',
  place: 'Pilih plant atau jalur.',
  plantNotFound: 'Plant tidak ditemukan.',
  jalurNotFound: 'Jalur tidak ditemukan.',
  waterOne: 'Isi liter atau angka meter, salah satu saja.',
  litres: 'Liter harus 0–1.000.000 dengan paling banyak 1 angka desimal.',
  meter: 'Angka meter harus 0–10.000.000 m³ dengan paling banyak 3 angka desimal.',
  temp: 'Suhu harus -10 sampai 60 °C dengan paling banyak 1 angka desimal.',
  tempOrder: 'Suhu minimum tidak boleh di atas suhu maksimum.',
  humidity: 'Kelembapan harus 0–100 % dengan paling banyak 1 angka desimal.',
  start: 'start harus tanggal (YYYY-MM-DD).',
  end: 'end harus tanggal (YYYY-MM-DD).',
} as const;

/** Most birds in one body-weight sample (bounded work per request). */
export const MAX_WEIGHTS = 500;
/** Lightest and heaviest weight accepted, g (a day-old chick's 35 g is below: weigh from the pullet weeks on). */
export const MIN_WEIGHT_G = 300;
export const MAX_WEIGHT_G = 4000;
/** Longest range of the measurement reads, days. */
export const MAX_MEASURE_DAYS = 366;
/** Range of a read without start, days ending at end. */
export const DEFAULT_MEASURE_DAYS = 30;

/** '<n>. berat …' for the first bad weight (1-based), else null. */
export function weightsProblem(v: unknown): string | null {
  if (!Array.isArray(v) || v.length < 1 || v.length > MAX_WEIGHTS) return MEASURE_MSG.weights;
  const bad = v.findIndex((w) => typeof w !== 'number' || !Number.isInteger(w) || w < MIN_WEIGHT_G || w > MAX_WEIGHT_G);
  return bad < 0 ? null : `Berat ayam ke-${bad + 1} harus bilangan bulat 300–4.000 gram.`;
}

/** Body of POST /api/measurements/body-weights. */
export class BodyWeightBodyDto {
  @ApiProperty({ description: `Day of the weighing (YYYY-MM-DD). Missing: 400 '${MEASURE_MSG.date}'. ${ENTRY_WINDOW_DOC}`, example: '2026-12-01' })
  @IsEntryDate({ missing: MEASURE_MSG.date, invalid: 'date harus tanggal (YYYY-MM-DD).' })
  date: string;

  @ApiProperty({ description: `Bagian weighed. Missing: 400 '${MEASURE_MSG.bagian}'; unknown or another farm's: 404 '${MEASURE_MSG.bagianNotFound}'`, example: 3 })
  @IsId(MEASURE_MSG.bagian)
  bagian_id: number;

  @ApiProperty({
    description: `The weight of each bird, whole grams, in the order weighed: ${MIN_WEIGHT_G}–${MAX_WEIGHT_G} g each, 1–${MAX_WEIGHTS} birds. Not a list, empty or too long: 400 '${MEASURE_MSG.weights}'; a bad weight: 400 'Berat ayam ke-<n> harus bilangan bulat 300–4.000 gram.' (n counted from 1)`,
    type: [Number],
    example: [1500, 1520, 1480],
  })
  @Rule('weights', weightsProblem)
  weights_g: number[];
}

/** The body-weight band of the breed standard for the flock's age on the day of a sample. */
export class BodyWeightBandDto {
  @ApiProperty({ description: 'Lower bound, g', example: 1411 }) min_g: number;
  @ApiProperty({ description: 'Upper bound, g', example: 1492 }) max_g: number;
  @ApiProperty({ description: 'The table the band comes from: show it wherever the band is shown' }) source: string;
}

/** One body-weight sample with its statistics. */
export class BodyWeightSampleDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: '2026-12-01' }) date: string;
  @ApiProperty() bagian_id: number;
  @ApiProperty({ description: 'Birds weighed', example: 10 }) n: number;
  @ApiProperty({ description: 'Mean weight, g (1 decimal)', example: 1500 }) mean_g: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Coefficient of variation, % (sample standard deviation ÷ mean × 100, 1 decimal); null for one bird', example: 7.2 })
  cv_pct: number | null;
  @ApiProperty({ description: "Uniformity: birds within ±10 % of the sample's mean, % of n (1 decimal; the breed guides' definition)", example: 80 }) uniformity_pct: number;
  @ApiProperty({ type: Number, nullable: true, description: "Age of the bagian's birds on the day, whole weeks (day − their mean hatch day, ÷ 7, rounded down); null without birds", example: 20 })
  age_weeks: number | null;
  @ApiProperty({ description: "The bagian's breed on the day (its majority breed; the farm default without birds)", example: 'hyline_brown' }) breed: string;
  @ApiProperty({ type: BodyWeightBandDto, nullable: true, description: "The breed's body-weight band for age_weeks (rearing weeks 1–17 and laying weeks 18–100 where a table has them); null at other ages or without birds" })
  standard: BodyWeightBandDto | null;
  @ApiProperty({ type: [Number], description: 'The weights, g, as weighed' }) weights_g: number[];
}

/** Query of GET /api/measurements/body-weights. */
export class BodyWeightQuery {
  @ApiProperty({ description: `The bagian. Missing or bad: 400 '${MEASURE_MSG.bagian}'; unknown or another farm's: 404 '${MEASURE_MSG.bagianNotFound}'` })
  @IsIdText(MEASURE_MSG.bagian)
  bagian_id: number;

  @ApiPropertyOptional({ description: `First day; default end − ${DEFAULT_MEASURE_DAYS - 1}; at most ${MAX_MEASURE_DAYS} days: 400 'Rentang tanggal maksimal ${MAX_MEASURE_DAYS} hari.'. Bad: 400 '${MEASURE_MSG.start}'. ${READ_WINDOW_DOC}` })
  @IsOptional()
  @IsReadDate(MEASURE_MSG.start)
  start?: string;

  @ApiPropertyOptional({ description: `Last day, inclusive; default today. After start: 400 'Tanggal mulai tidak boleh sesudah tanggal akhir.'. Bad: 400 '${MEASURE_MSG.end}'. ${READ_WINDOW_DOC}` })
  @IsOptional()
  @IsReadDate(MEASURE_MSG.end)
  end?: string;
}

/** Samples of a bagian over a range, with the guide's advice. */
export class BodyWeightListDto {
  @ApiProperty({ type: [BodyWeightSampleDto], description: 'Samples of the range, oldest first' }) samples: BodyWeightSampleDto[];
  @ApiProperty({ description: "The breed guides' advice on sampling, to show beside the figures" }) advice: string;
}

/** The place of a water or climate entry or read. */
export class PlaceDto {
  @ApiProperty({ description: `plant or jalur, where the meter or thermometer stands. Else 400 '${MEASURE_MSG.placeType}'`, enum: ['plant', 'jalur'] })
  @IsOneOf(['plant', 'jalur'], MEASURE_MSG.placeType)
  place_type: 'plant' | 'jalur';

  @ApiProperty({ description: `The plant or jalur id. Missing: 400 '${MEASURE_MSG.place}'; unknown or another farm's: 404 '${MEASURE_MSG.plantNotFound}' / '${MEASURE_MSG.jalurNotFound}'`, example: 1 })
  @IsId(MEASURE_MSG.place)
  place_id: number;
}

/** Body of POST /api/measurements/water: litres or a meter reading, one of them. */
export class WaterBodyDto extends PlaceDto {
  @ApiProperty({ description: `Day (YYYY-MM-DD). Missing: 400 '${MEASURE_MSG.date}'. ${ENTRY_WINDOW_DOC}`, example: '2026-12-01' })
  @IsEntryDate({ missing: MEASURE_MSG.date, invalid: 'date harus tanggal (YYYY-MM-DD).' })
  date: string;

  @ApiPropertyOptional({ description: `Water drunk on the day, litres (0–1,000,000, 1 decimal). Exactly one of litres and meter_reading: else 400 '${MEASURE_MSG.waterOne}'. Bad: 400 '${MEASURE_MSG.litres}'`, example: 900 })
  @IsOptional()
  @IsDecimal({ min: 0, max: 1_000_000, decimals: 1 }, MEASURE_MSG.litres)
  litres?: number;

  @ApiPropertyOptional({
    description: `The water meter's reading at the day's reading time, m³ (0–10,000,000, 3 decimals). The day's litres = (reading − the place's previous reading) × 1000 ÷ the days since it; the first reading of a place only starts the count (no litres). Lower than the previous reading or higher than the next: 422 'Angka meter … lebih kecil dari pembacaan … ' / '… lebih besar dari pembacaan …'. Bad: 400 '${MEASURE_MSG.meter}'`,
    example: 13.4,
  })
  @IsOptional()
  @IsDecimal({ min: 0, max: 10_000_000, decimals: 3 }, MEASURE_MSG.meter)
  meter_reading?: number;
}

/** Body of POST /api/measurements/climate. */
export class ClimateBodyDto extends PlaceDto {
  @ApiProperty({ description: `Day (YYYY-MM-DD). Missing: 400 '${MEASURE_MSG.date}'. ${ENTRY_WINDOW_DOC}`, example: '2026-12-01' })
  @IsEntryDate({ missing: MEASURE_MSG.date, invalid: 'date harus tanggal (YYYY-MM-DD).' })
  date: string;

  @ApiProperty({ description: `Lowest temperature of the day, °C (−10–60, 1 decimal). Bad: 400 '${MEASURE_MSG.temp}'; above temp_max_c: 400 '${MEASURE_MSG.tempOrder}'`, example: 24.5 })
  @IsDecimal({ min: -10, max: 60, decimals: 1 }, MEASURE_MSG.temp)
  temp_min_c: number;

  @ApiProperty({ description: `Highest temperature of the day, °C (−10–60, 1 decimal). Bad: 400 '${MEASURE_MSG.temp}'`, example: 31.5 })
  @IsDecimal({ min: -10, max: 60, decimals: 1 }, MEASURE_MSG.temp)
  temp_max_c: number;

  @ApiProperty({ description: `Relative humidity, % (0–100, 1 decimal; the day's reading, or its mean). Bad: 400 '${MEASURE_MSG.humidity}'`, example: 80 })
  @IsDecimal({ min: 0, max: 100, decimals: 1 }, MEASURE_MSG.humidity)
  humidity_pct: number;
}

/** Answer of a water or climate entry. */
export class MeasureSavedDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: '2026-12-01' }) date: string;
  @ApiProperty({ enum: ['plant', 'jalur'] }) place_type: 'plant' | 'jalur';
  @ApiProperty() place_id: number;
  @ApiProperty({ description: 'true when an entry of the same place and day was replaced' }) replaced: boolean;
}

/** Query of GET /api/measurements/daily. */
export class DailyQuery {
  @ApiProperty({ description: `plant or jalur. Else 400 '${MEASURE_MSG.placeType}'`, enum: ['plant', 'jalur'] })
  @IsOneOf(['plant', 'jalur'], MEASURE_MSG.placeType)
  place_type: 'plant' | 'jalur';

  @ApiProperty({ description: `The plant or jalur id. Bad: 400 '${MEASURE_MSG.place}'; unknown or another farm's: 404` })
  @IsIdText(MEASURE_MSG.place)
  place_id: number;

  @ApiPropertyOptional({ description: `First day; default end − ${DEFAULT_MEASURE_DAYS - 1}; at most ${MAX_MEASURE_DAYS} days. Bad: 400 '${MEASURE_MSG.start}'. ${READ_WINDOW_DOC}` })
  @IsOptional()
  @IsReadDate(MEASURE_MSG.start)
  start?: string;

  @ApiPropertyOptional({ description: `Last day, inclusive; default today. Bad: 400 '${MEASURE_MSG.end}'. ${READ_WINDOW_DOC}` })
  @IsOptional()
  @IsReadDate(MEASURE_MSG.end)
  end?: string;
}

/** One day of a place: water, feed, birds and climate. */
export class DailyMeasureDto {
  @ApiProperty({ example: '2026-12-01' }) date: string;
  @ApiProperty({ type: Number, nullable: true, description: "Water of the day, litres (1 decimal): the entry's litres, or from meter readings; null without either", example: 900 })
  water_litres: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Water per bird, mL per bird per day (1 decimal): water_litres × 1000 ÷ birds; null without water or birds', example: 225 })
  water_ml_per_bird: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Water:feed ratio, litres of water per kg of feed of the same place and day (2 decimals); null without water or feed', example: 1.8 })
  water_feed_ratio: number | null;
  @ApiProperty({ description: 'Feed of the place on the day, kg (Σ the feed entries of its tingkat)', example: 500 }) feed_kg: number;
  @ApiProperty({ description: 'Birds of the place at the end of the day', example: 4000 }) birds: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Lowest temperature, °C', example: 24.5 }) temp_min_c: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Highest temperature, °C', example: 31.5 }) temp_max_c: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Relative humidity, %', example: 80 }) humidity_pct: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Temperature-humidity index of the day from temp_max_c and humidity_pct: THI = (1.8·T + 32) − (0.55 − 0.0055·RH)·(1.8·T − 26) (NRC 1971), 1 decimal; null without climate',
    example: 84.2,
  })
  thi: number | null;
  @ApiProperty({ type: String, nullable: true, enum: ['entry', 'sensor'], description: "Where the day's figures come from: entry (a person's entry); null when nothing was measured" })
  source: 'entry' | 'sensor' | null;
}

/** Daily water and climate of a place. */
export class DailyMeasuresDto {
  @ApiProperty({ enum: ['plant', 'jalur'] }) place_type: 'plant' | 'jalur';
  @ApiProperty() place_id: number;
  @ApiProperty({ description: 'Name of the place (plant, or "plant › jalur")' }) place: string;
  @ApiProperty({ example: '2026-11-02' }) start: string;
  @ApiProperty({ example: '2026-12-01' }) end: string;
  @ApiProperty({ type: [DailyMeasureDto], description: 'Every day of start..end, oldest first' }) days: DailyMeasureDto[];
  @ApiProperty({ description: "Source of the THI formula and of the guides' water:feed ratio, to show with the figures" }) source: string;
}

/** A place where water and climate are measured. */
export class MeasurePlaceDto {
  @ApiProperty({ enum: ['plant', 'jalur'] }) place_type: 'plant' | 'jalur';
  @ApiProperty() place_id: number;
  @ApiProperty({ description: "'Plant 1' or 'Plant 1 › Jalur 2'", example: 'Plant 1 › Jalur 2' }) label: string;
}

/** The places of the farm, in coop order. */
export class MeasurePlacesDto {
  @ApiProperty({ type: [MeasurePlaceDto], description: 'Each plant followed by its jalur, by name (lokasi, plant, jalur)' }) places: MeasurePlaceDto[];
}
