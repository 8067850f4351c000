import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsISO8601, IsOptional, Matches } from 'class-validator';

/** A calendar date 'YYYY-MM-DD' that exists (2025-02-30 does not), when given; `message` otherwise. */
export const IsDay = (message: string) => applyDecorators(Matches(/^\d{4}-\d{2}-\d{2}$/, { message }), IsISO8601({ strict: true }, { message }));

/** A required calendar date 'YYYY-MM-DD'; `message` when missing or not a real date. */
export const IsTanggal = (message: string) => applyDecorators(IsDefined({ message }), IsDay(message));

/** Query `?tanggal=YYYY-MM-DD` of the daily entry screens (feed usage, egg production). */
export class TanggalQueryDto {
  @ApiProperty({ description: "Day of the entries (YYYY-MM-DD). Bad or missing: 400 'Tanggal wajib (YYYY-MM-DD).'", example: '2025-06-02' })
  @IsTanggal('Tanggal wajib (YYYY-MM-DD).')
  tanggal: string;
}

/** Optional `?tanggal=` (default: today, the server's local date). */
export class OptionalTanggalQueryDto {
  @ApiPropertyOptional({ description: "Day (YYYY-MM-DD); default today (server's local date)", example: '2025-06-02' })
  @IsOptional()
  @IsDay('Tanggal wajib (YYYY-MM-DD).')
  tanggal?: string;
}
