import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { MAX_REPORT_DAYS } from '../../../common/dates/farm-day';
import { IsReadDate, READ_WINDOW_DOC } from '../../../common/validation/dates';
import { BREED_CODES, BreedCode } from '../../breed-standard/breed-standard.service';

const FI = 'Feed intake, g per bird = feed kg / population × 1000 (spec part 1 §9); null when population is 0';
const FCR = 'FCR = feed kg / egg kg (part 1 §9); null without eggs';
const PROD = '% production = eggs / population × 100 (part 1 §9); null when population is 0';
const AVG = 'Average egg weight, g = egg kg × 1000 / eggs (part 1 §9); null without eggs';
const nullableNumber = (description: string) => ApiProperty({ description, nullable: true, type: Number });

/** Query of GET /api/dashboard/summary. */
export class SummaryQuery {
  @ApiPropertyOptional({ description: `Day to summarise (YYYY-MM-DD); default the farm's today. 400 'tanggal harus tanggal (YYYY-MM-DD).'. ${READ_WINDOW_DOC}`, example: '2025-06-02' })
  @IsOptional()
  @IsReadDate()
  tanggal?: string;
}

/** Query of GET /api/dashboard-table. */
export class DashboardTableQuery {
  @ApiPropertyOptional({ description: `First day (YYYY-MM-DD); default to_date − 9 (the last 10 days, part 1 §9). After to_date: 400 'Tanggal mulai tidak boleh sesudah tanggal akhir.'. ${READ_WINDOW_DOC}` })
  @IsOptional()
  @IsReadDate()
  start_date?: string;

  @ApiPropertyOptional({ description: `Last day, inclusive (YYYY-MM-DD); default today. At most ${MAX_REPORT_DAYS} days from start_date. ${READ_WINDOW_DOC}` })
  @IsOptional()
  @IsReadDate()
  to_date?: string;
}

/** Feed used on one day, kg (run-out estimate). */
export class DailyFeedDto {
  @ApiProperty({ example: '2025-06-02' }) tanggal: string;
  @ApiProperty({ description: 'kg' }) pakan: number;
}

/** Dashboard summary (spec part 1 §3): the farm on one day. */
export class DashboardSummaryDto {
  @ApiProperty({ example: '2025-06-02' }) tanggal: string;
  @ApiProperty({ description: 'Birds at the end of the day' }) populasi: number;
  @ApiProperty({ description: 'Population-weighted age, whole weeks; null without birds', nullable: true, type: Number }) usia: number | null;
  @ApiProperty({ description: "Deaths (aksi 'mati') of the day" }) kematian_hari_ini: number;
  @ApiProperty({ description: 'Feed used, kg' }) total_pakan: number;
  @nullableNumber(FI) feed_intake: number | null;
  @ApiProperty({ description: 'Eggs, count' }) total_butir: number;
  @ApiProperty({ description: 'Eggs, kg' }) total_berat_telur: number;
  @nullableNumber(AVG) avg_telur_gram: number | null;
  @nullableNumber(FCR) fcr: number | null;
  @nullableNumber(PROD) produksi_persen: number | null;
  @ApiProperty({ type: [DailyFeedDto], description: 'Feed used on each of the last 7 days up to this day, oldest first (run-out estimate: stock / mean of the non-zero days, part 1 §9)' })
  pakan_7_hari: DailyFeedDto[];
}

/** Dashboard table row (spec part 1 §3): the farm on one day, with the breed standard for its age. */
export class DashboardTableRowDto {
  @ApiProperty({ example: '2025-06-02' }) tanggal: string;
  @ApiProperty({ description: 'Population-weighted age, whole weeks; null without birds', nullable: true, type: Number }) usia: number | null;
  @ApiProperty({ description: 'Birds at the end of the day' }) populasi: number;
  @ApiProperty({ description: "Deaths (aksi 'mati') of the day" }) kematian: number;
  @ApiProperty({ description: 'Eggs, kg' }) kg_telur: number;
  @ApiProperty({ description: 'Eggs, count' }) butir_telur: number;
  @nullableNumber(AVG) avg_telur_gram: number | null;
  @ApiProperty({ description: 'Feed used, kg' }) total_pakan: number;
  @nullableNumber(FI) fi: number | null;
  @nullableNumber(FCR) fcr: number | null;
  @nullableNumber(PROD) prod_persen: number | null;
  @nullableNumber('Breed standard hen-day % (minimum) for the age; null without birds or below week 18') std_prod_min: number | null;
  @nullableNumber('Breed standard hen-day % (maximum) for the age') std_prod_max: number | null;
  @nullableNumber('Breed standard feed intake g/bird/day (minimum) for the age') std_fi_min: number | null;
  @nullableNumber('Breed standard feed intake g/bird/day (maximum) for the age') std_fi_max: number | null;
  @nullableNumber('Breed standard average egg weight, g, for the age (Hy-Line Brown: the midpoint of its band)') std_egg_g: number | null;
  @nullableNumber('Breed standard egg weight band, g (minimum); W-80 Plus publishes one figure, so min = max = std_egg_g') std_egg_g_min: number | null;
  @nullableNumber('Breed standard egg weight band, g (maximum)') std_egg_g_max: number | null;
  @ApiProperty({ enum: BREED_CODES, description: "Breed whose standard gives the bands: the majority breed of the farm's birds that day (a tie or no birds: the farm default of the egg settings)" })
  breed: BreedCode;
}

/** The breed standard the dashboard compares with. */
export class BreedStandardSourceDto {
  @ApiProperty({ example: 'Standar Hy-Line W-80 Plus (panduan manajemen Hy-Line, transkripsi jayan13/livestock)', description: 'Source line of the standard of `breed`' }) sumber: string;
  @ApiProperty({ enum: BREED_CODES, description: "The majority breed of the farm's birds today (a tie or no birds: the farm default)" }) breed: BreedCode;
  @ApiProperty({ example: 'Hy-Line W-80 Plus (putih)', description: 'Name of the breed' }) nama: string;
}
