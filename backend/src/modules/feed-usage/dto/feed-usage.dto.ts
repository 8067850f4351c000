import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsArray, IsIn, IsInt, IsNumber, IsOptional, Max, Min, ValidateNested } from 'class-validator';
import { IsTanggal } from '../../../common/http/tanggal';

const KG = { allowNaN: false, allowInfinity: false };

/** One tingkat's feed of the day, kg (rounded to 3 decimals when saved). */
export class FeedUsageInputRow {
  @ApiProperty({ description: 'Tingkat of the tenant; unknown or another tenant’s: 404' })
  @IsInt()
  @Min(1)
  tingkat_id: number;

  @ApiPropertyOptional({ description: "Morning feed, kg ≥ 0 (null or missing = 0). Negative: 400 'pakan_pagi tidak boleh negatif.'", example: 82.5, nullable: true, type: Number })
  @IsOptional()
  @IsNumber(KG)
  @Min(0, { message: 'pakan_pagi tidak boleh negatif.' })
  @Max(1_000_000)
  pakan_pagi?: number | null;

  @ApiPropertyOptional({ description: "Afternoon feed, kg ≥ 0 (null or missing = 0). Negative: 400 'pakan_sore tidak boleh negatif.'", example: 67.5, nullable: true, type: Number })
  @IsOptional()
  @IsNumber(KG)
  @Min(0, { message: 'pakan_sore tidak boleh negatif.' })
  @Max(1_000_000)
  pakan_sore?: number | null;
}

/** Body of POST /api/transaksi-pakan (spec part 1 §7 'Feed usage'). */
export class FeedUsageSaveDto {
  @ApiProperty({ description: 'Day of the entries (YYYY-MM-DD)', example: '2025-06-02' })
  @IsTanggal('Tanggal wajib (YYYY-MM-DD).')
  tanggal: string;

  @ApiProperty({ type: [FeedUsageInputRow], description: 'Rows to replace for that day, values in kg. A row with both values 0 removes the entry.' })
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => FeedUsageInputRow)
  data: FeedUsageInputRow[];

  @ApiPropertyOptional({ enum: ['kg', 'g'], description: 'Unit the user typed in (informational; values are always sent in kg)' })
  @IsOptional()
  @IsIn(['kg', 'g'])
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
}

export class SaveResultDto {
  @ApiProperty() success: boolean;
  @ApiProperty({ example: '2025-06-02' }) tanggal: string;
  @ApiProperty({ description: 'Rows written or removed' }) saved: number;
}
