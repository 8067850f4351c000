import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { ENTRY_WINDOW_DOC, IsEntryDate } from '../../../common/validation/dates';
import { IsDecimal, IsInteger } from '../../../common/validation/decorators';

/** The rules of the early warnings (docs/adr/0031-early-warnings.md), in the order they are listed. */
export const WARNING_RULES = ['hd_rendah', 'berat_telur', 'konsumsi_turun', 'kematian_harian', 'kematian_mingguan', 'stok_pakan', 'input_pakan_kosong', 'input_telur_kosong'] as const;
export type WarningRule = (typeof WARNING_RULES)[number];

/** Where a warning is: one tingkat, one bagian, or the whole farm. */
export const WARNING_LEVELS = ['tingkat', 'bagian', 'farm'] as const;
export type WarningLevel = (typeof WARNING_LEVELS)[number];

/** Query of GET /api/insight/warnings. */
export class WarningsQuery {
  @ApiPropertyOptional({ description: `Day the rules are computed for (YYYY-MM-DD); default the farm's today (Asia/Jakarta). ${ENTRY_WINDOW_DOC}`, example: '2025-06-02' })
  @IsOptional()
  @IsEntryDate({ invalid: 'date harus tanggal (YYYY-MM-DD).' })
  date?: string;
}

/** The thresholds of the rules of one farm (defaults: issue #24). */
export class WarningSettingsDto {
  @ApiProperty({ description: "Hen-day % points under the standard's lower bound (a gap of exactly this much does not fire). 0..100, 2 decimals; default 3.", example: 3 })
  @IsDecimal({ min: 0, max: 100, decimals: 2 }, 'Selisih HD harus angka 0–100 (maksimal 2 desimal).')
  hd_selisih_poin: number;

  @ApiProperty({ description: 'Days running the hen-day % must stay under (the day and the days before it). 1..7; default 3.', example: 3 })
  @IsInteger({ min: 1, max: 7 }, 'Jumlah hari HD harus bilangan bulat 1–7.')
  hd_hari: number;

  @ApiProperty({ description: "Feed intake (g/bird) drop under the tingkat's own mean of the 7 days before, %; exactly this much does not fire. Above 0 up to 100, 2 decimals; default 10.", example: 10 })
  @IsDecimal({ min: 0.01, max: 100, decimals: 2 }, 'Penurunan konsumsi pakan harus angka 0,01–100 (maksimal 2 desimal).')
  konsumsi_turun_persen: number;

  @ApiProperty({ description: "Deaths of one day as % of the tingkat's birds at the start of the day; exactly this much does not fire. 0..100, 3 decimals; default 0.1.", example: 0.1 })
  @IsDecimal({ min: 0, max: 100, decimals: 3 }, 'Batas kematian harian harus angka 0–100 (maksimal 3 desimal).')
  mati_harian_persen: number;

  @ApiProperty({ description: "Deaths of the 7 days up to the day as % of the tingkat's birds 7 days before; exactly this much does not fire. 0..100, 3 decimals; default 0.2.", example: 0.2 })
  @IsDecimal({ min: 0, max: 100, decimals: 3 }, 'Batas kematian mingguan harus angka 0–100 (maksimal 3 desimal).')
  mati_mingguan_persen: number;

  @ApiProperty({ description: 'Days running the average egg weight of a bagian must stay outside the standard band. 1..7; default 5.', example: 5 })
  @IsInteger({ min: 1, max: 7 }, 'Jumlah hari berat telur harus bilangan bulat 1–7.')
  berat_telur_hari: number;

  @ApiProperty({
    description: 'Grams the standard egg weight band is widened by on each side (Hy-Line W-80 Plus publishes one figure, not a band). 0..20, 1 decimal; default 1.',
    example: 1,
  })
  @IsDecimal({ min: 0, max: 20, decimals: 1 }, 'Toleransi berat telur harus angka 0–20 g (maksimal 1 desimal).')
  berat_telur_toleransi_g: number;

  @ApiProperty({ description: 'Feed stock warning when it lasts this many days or fewer (stock / mean use of the last 7 days with use, rounded up). 0..60; default 2.', example: 2 })
  @IsInteger({ min: 0, max: 60 }, 'Batas hari stok pakan harus bilangan bulat 0–60.')
  stok_pakan_hari: number;
}

/** One warning: the rule, where it is, its explanation and its numbers. */
export class WarningDto {
  @ApiProperty({ enum: WARNING_RULES, description: 'Rule code' }) rule: WarningRule;
  @ApiProperty({ description: "Rule name in Indonesian, e.g. 'HD di bawah standar'" }) title: string;
  @ApiProperty({ enum: WARNING_LEVELS, description: 'tingkat, bagian or the whole farm' }) level: WarningLevel;
  @ApiProperty({ description: 'Lokasi id; null for a farm warning', nullable: true, type: Number }) lokasi_id: number | null;
  @ApiProperty({ description: 'Lokasi name', nullable: true, type: String }) lokasi: string | null;
  @ApiProperty({ nullable: true, type: Number }) plant_id: number | null;
  @ApiProperty({ nullable: true, type: String }) plant: string | null;
  @ApiProperty({ nullable: true, type: Number }) jalur_id: number | null;
  @ApiProperty({ nullable: true, type: String }) jalur: string | null;
  @ApiProperty({ nullable: true, type: Number }) bagian_id: number | null;
  @ApiProperty({ nullable: true, type: String }) bagian: string | null;
  @ApiProperty({ description: 'Tingkat id; null for a bagian or farm warning', nullable: true, type: Number }) tingkat_id: number | null;
  @ApiProperty({ nullable: true, type: String }) tingkat: string | null;
  @ApiProperty({ description: "Explanation in Indonesian with its numbers, e.g. 'HD 78,1 % di bawah batas bawah standar 84,0 % lebih dari 3 poin selama 3 hari'" })
  message: string;
  @ApiProperty({ description: 'The measured value of the day (unit in `unit`); null for a missing entry', nullable: true, type: Number }) value: number | null;
  @ApiProperty({ description: 'The limit it is compared with (same unit); null for a missing entry', nullable: true, type: Number }) limit: number | null;
  @ApiProperty({ description: "Unit of value and limit: '%', 'g/ekor', 'g', 'hari', or '' for a missing entry" }) unit: string;
}

/** Answer of GET /api/insight/warnings. */
export class WarningsDto {
  @ApiProperty({ example: '2025-06-02' }) date: string;
  @ApiProperty({ type: [WarningDto], description: 'Warnings of the day: by rule (order of WARNING_RULES), then in coop order' }) warnings: WarningDto[];
}
