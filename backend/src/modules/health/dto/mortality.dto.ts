import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IsOneOf } from '../../../common/validation/decorators';
import { IsReadDate, READ_WINDOW_DOC } from '../../../common/validation/dates';
import { DEATH_CAUSES, DeathCause } from '../../chickens/chickens.service';

/** Periods the mortality report groups by: a day, a week (Monday to Sunday) or a calendar month. */
export const MORTALITY_GROUPS = ['day', 'week', 'month'] as const;
export type MortalityGroup = (typeof MORTALITY_GROUPS)[number];

/** Longest range of the mortality report, days. */
export const MORTALITY_MAX_DAYS = 366;

/** Query of GET /api/health/mortality. */
export class MortalityQuery {
  @ApiPropertyOptional({ description: `First day (YYYY-MM-DD), default end − 83 (12 weeks). ${READ_WINDOW_DOC}`, example: '2025-01-01' })
  @IsOptional()
  @IsReadDate()
  start?: string;

  @ApiPropertyOptional({ description: `Last day (YYYY-MM-DD), default today. start after end: 400 'Tanggal mulai tidak boleh sesudah tanggal akhir.'; more than ${MORTALITY_MAX_DAYS} days: 400 'Rentang tanggal maksimal ${MORTALITY_MAX_DAYS} hari.'`, example: '2025-03-31' })
  @IsOptional()
  @IsReadDate()
  end?: string;

  @ApiPropertyOptional({ enum: MORTALITY_GROUPS, description: "Period of a row: day, week (Monday–Sunday; default) or month. 400 'group harus day, week atau month.'" })
  @IsOptional()
  @IsOneOf(MORTALITY_GROUPS, 'group harus day, week atau month.')
  group?: MortalityGroup;
}

/** Deaths of one bagian, cause and period. */
export class MortalityRowDto {
  @ApiProperty({ example: '2025-03-03', description: 'First day of the period (a Monday for week, the 1st for month), or start when the period began before it' }) period: string;
  @ApiProperty() bagian_id: number;
  @ApiProperty({ example: 'Jalur 1 / Kanan' }) bagian: string;
  @ApiProperty({ enum: DEATH_CAUSES, description: 'Cause; deaths recorded without one count as tidak_diketahui' }) cause: DeathCause;
  @ApiProperty({ description: 'Birds dead' }) ekor: number;
  @ApiProperty({ type: String, nullable: true, description: 'penyakit: the suspected diseases named, comma separated' }) diseases: string | null;
}

/** GET /api/health/mortality: the range and its rows (by period, bagian, cause). */
export class MortalityDto {
  @ApiProperty({ example: '2025-01-01' }) start: string;
  @ApiProperty({ example: '2025-03-31' }) end: string;
  @ApiProperty({ enum: MORTALITY_GROUPS }) group: MortalityGroup;
  @ApiProperty({ type: [MortalityRowDto] }) rows: MortalityRowDto[];
}
