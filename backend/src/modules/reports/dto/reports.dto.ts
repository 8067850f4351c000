import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Min } from 'class-validator';
import { IsDay } from '../../../common/http/tanggal';

const startDate = ApiPropertyOptional({ description: 'First day (YYYY-MM-DD); default to_date − 6', example: '2025-06-01' });
const toDate = ApiPropertyOptional({ description: 'Last day, inclusive (YYYY-MM-DD); default today. At most 731 days after start_date', example: '2025-06-30' });

/** Query of GET /api/summary-txn-pakan (spec part 1 §7 'Reports'). */
export class FeedReportQuery {
  @startDate @IsOptional() @IsDay('start_date harus tanggal (YYYY-MM-DD).') start_date?: string;
  @toDate @IsOptional() @IsDay('to_date harus tanggal (YYYY-MM-DD).') to_date?: string;
  @ApiPropertyOptional({ description: "Only this tingkat (ALL when left out). Unknown or another tenant's: 404" })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'tingkat_id tidak valid.' })
  @Min(1, { message: 'tingkat_id tidak valid.' })
  tingkat_id?: number;
}

/** Query of GET /api/laporan-produksi (spec part 1 §7 'Reports'). */
export class ProductionReportQuery {
  @startDate @IsOptional() @IsDay('start_date harus tanggal (YYYY-MM-DD).') start_date?: string;
  @toDate @IsOptional() @IsDay('to_date harus tanggal (YYYY-MM-DD).') to_date?: string;
  @ApiPropertyOptional({ description: "Only this bagian (ALL when left out). Unknown or another tenant's: 404" })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'bagian_id tidak valid.' })
  @Min(1, { message: 'bagian_id tidak valid.' })
  bagian_id?: number;
}

const usia = ApiProperty({ description: 'Population-weighted age of the birds, whole weeks; null when empty', nullable: true, type: Number });
const populasi = ApiProperty({ description: 'Birds at the end of the day' });
const kematian = ApiProperty({ description: "Deaths (aksi 'mati') of the day" });
const FI = 'FI, g per bird = feed kg / population × 1000 (spec part 1 §9); null when population is 0';

/** Feed report row (spec part 1 §3): one tingkat on one day. CSV: 8 columns (part 1 §9). */
export class FeedReportRowDto {
  @ApiProperty({ example: '2025-06-02' }) tanggal: string;
  @ApiProperty() tingkat_id: number;
  @ApiProperty({ example: 'Jalur 1 / Kanan / T1' }) lokasi: string;
  @populasi populasi: number;
  @kematian kematian: number;
  @usia usia: number | null;
  @ApiProperty({ description: 'Feed used, kg (pakan_pagi + pakan_sore)' }) pakan: number;
  @ApiProperty({ description: FI, nullable: true, type: Number }) feed_intake: number | null;
}

/** Production report row (spec part 1 §3): one bagian on one day, all 13 fields. */
export class ProductionReportRowDto {
  @ApiProperty({ example: '2025-06-02' }) tanggal: string;
  @ApiProperty() bagian_id: number;
  @ApiProperty({ example: 'Jalur 1 / Kanan' }) lokasi: string;
  @usia usia: number | null;
  @populasi populasi: number;
  @kematian kematian: number;
  @ApiProperty({ description: 'Eggs, kg (grades A + B + C)' }) kg_telur: number;
  @ApiProperty({ description: 'Eggs, count (grades A + B + C)' }) butir_telur: number;
  @ApiProperty({ description: 'Average egg weight, g = egg kg × 1000 / eggs (part 1 §9); null without eggs', nullable: true, type: Number }) avg_telur_gram: number | null;
  @ApiProperty({ description: 'Feed used by the tingkat of the bagian, kg' }) total_pakan: number;
  @ApiProperty({ description: FI, nullable: true, type: Number }) fi: number | null;
  @ApiProperty({ description: 'FCR = feed kg / egg kg (part 1 §9); null without eggs', nullable: true, type: Number }) fcr: number | null;
  @ApiProperty({ description: '% production = eggs / population × 100 (part 1 §9); null when population is 0', nullable: true, type: Number }) prod_persen: number | null;
}
