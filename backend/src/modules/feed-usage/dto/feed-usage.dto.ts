import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { TANGGAL_WAJIB } from '../../../common/validation/date-queries';
import { ENTRY_WINDOW_DOC, IsEntryDate } from '../../../common/validation/dates';
import { VERSION_DOC, VERSION_INPUT_DOC } from '../../../common/daily-entries/day-entries';
import { IsId, IsInteger, IsKg, IsNestedList, IsOneOf } from '../../../common/validation/decorators';

/** One tingkat's feed of the day, kg (rounded to 3 decimals when saved). */
export class FeedUsageInputRow {
  @ApiProperty({ description: "Tingkat of the tenant (integer ≥ 1, 400 otherwise); unknown or another tenant’s: 404" })
  @IsId()
  tingkat_id: number;

  @ApiPropertyOptional({ description: "Morning feed, kg 0..1,000,000 (null or missing = 0). Negative: 400 'pakan_pagi tidak boleh negatif.'", example: 82.5, nullable: true, type: Number })
  @IsOptional()
  @IsKg({ min: 'pakan_pagi tidak boleh negatif.' })
  pakan_pagi?: number | null;

  @ApiPropertyOptional({ description: "Afternoon feed, kg 0..1,000,000 (null or missing = 0). Negative: 400 'pakan_sore tidak boleh negatif.'", example: 67.5, nullable: true, type: Number })
  @IsOptional()
  @IsKg({ min: 'pakan_sore tidak boleh negatif.' })
  pakan_sore?: number | null;

  @ApiPropertyOptional({ description: VERSION_INPUT_DOC, example: 41 })
  @IsOptional()
  @IsInteger({ min: 0, max: Number.MAX_SAFE_INTEGER }, 'version tidak valid.')
  version?: number;
}

/** Body of POST /api/transaksi-pakan (spec part 1 §7 'Feed usage'). */
export class FeedUsageSaveDto {
  @ApiProperty({ description: `Day of the entries (YYYY-MM-DD). Bad or missing: 400 '${TANGGAL_WAJIB}'. ${ENTRY_WINDOW_DOC}`, example: '2025-06-02' })
  @IsEntryDate(TANGGAL_WAJIB)
  tanggal: string;

  @ApiProperty({ type: [FeedUsageInputRow], description: 'Rows to replace for that day, values in kg. A row with both values 0 removes the entry.' })
  @IsNestedList(() => FeedUsageInputRow)
  data: FeedUsageInputRow[];

  @ApiPropertyOptional({ enum: ['kg', 'g'], description: 'Unit the user typed in (informational; values are always sent in kg)' })
  @IsOptional()
  @IsOneOf(['kg', 'g'])
  client_unit?: 'kg' | 'g';
}

/** Feed usage row (spec part 1 §3): one tingkat on the asked day, kg. */
export class FeedUsageRowDto {
  @ApiProperty() tingkat_id: number;
  @ApiProperty({ example: 'Jalur 1' }) jalur: string;
  @ApiProperty({ example: 'Kanan' }) bagian: string;
  @ApiProperty({ example: 'T1' }) tingkat: string;
  @ApiProperty({ example: 'Jalur 1 / Kanan / T1' }) lokasi: string;
  @ApiProperty({ description: 'Morning feed, kg (0 when nothing is entered)' }) pakan_pagi: number;
  @ApiProperty({ description: 'Afternoon feed, kg (0 when nothing is entered)' }) pakan_sore: number;
  @ApiProperty({ description: VERSION_DOC, example: 41 }) version: number;
}

/** Answer 409 of POST /api/transaksi-pakan: rows changed by someone else since they were loaded. */
export class FeedUsageConflictDto {
  @ApiProperty({ example: false }) success: boolean;
  @ApiProperty({ example: 'Data sudah diubah pengguna lain sejak halaman dimuat: Jalur 1 / Kanan / T1. Tidak ada yang disimpan; muat ulang untuk melihat nilai terbaru.' })
  message: string;
  @ApiProperty({ type: [FeedUsageRowDto], description: 'The rows in conflict as they are now (values and version)' })
  conflicts: FeedUsageRowDto[];
}
