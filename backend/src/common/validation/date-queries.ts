import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IsReadDate, READ_WINDOW_DOC } from './dates';

/** The format message of the daily entry screens (spec part 1 §5). */
export const TANGGAL_WAJIB = 'Tanggal wajib (YYYY-MM-DD).';

/** Query `?tanggal=YYYY-MM-DD` of the daily entry screens (feed usage, egg production). */
export class TanggalQueryDto {
  @ApiProperty({ description: `Day of the entries (YYYY-MM-DD). Bad or missing: 400 '${TANGGAL_WAJIB}'. ${READ_WINDOW_DOC}`, example: '2025-06-02' })
  @IsReadDate(TANGGAL_WAJIB)
  tanggal: string;
}

/** Optional `?tanggal=` (default: the farm's today). */
export class OptionalTanggalQueryDto {
  @ApiPropertyOptional({ description: `Day (YYYY-MM-DD); default the farm's today. Bad: 400 '${TANGGAL_WAJIB}'. ${READ_WINDOW_DOC}`, example: '2025-06-02' })
  @IsOptional()
  @IsReadDate(TANGGAL_WAJIB)
  tanggal?: string;
}
