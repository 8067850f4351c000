import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { MAX_REPORT_DAYS } from '../../../common/dates/farm-day';
import { IsReadDate, READ_WINDOW_DOC } from '../../../common/validation/dates';
import { IsIdText, IsInteger } from '../../../common/validation/decorators';

/** Largest page of a report, rows. */
export const MAX_PAGE_SIZE = 1000;

const startDate = ApiPropertyOptional({
  description: `First day (YYYY-MM-DD); default to_date − 6. 400 'start_date harus tanggal (YYYY-MM-DD).'; after to_date: 400 'Tanggal mulai tidak boleh sesudah tanggal akhir.'. ${READ_WINDOW_DOC}`,
  example: '2025-06-01',
});
const toDate = ApiPropertyOptional({
  description: `Last day, inclusive (YYYY-MM-DD); default today. At most ${MAX_REPORT_DAYS} days from start_date (400 'Rentang tanggal maksimal ${MAX_REPORT_DAYS} hari.'). ${READ_WINDOW_DOC}`,
  example: '2025-06-30',
});

/** Paging of a report: page (1-based) of page_size rows; without page_size every row comes back. */
export class ReportPaging {
  @ApiPropertyOptional({ description: 'Page number, 1-based (default 1). Only with page_size.', minimum: 1, example: 1 })
  @IsOptional()
  @IsInteger({ min: 1, max: 1_000_000 }, 'page harus bilangan bulat ≥ 1.', { fromText: true })
  page?: number;

  @ApiPropertyOptional({ description: `Rows per page, 1..${MAX_PAGE_SIZE}. Left out: every row of the range (CSV download).`, minimum: 1, maximum: MAX_PAGE_SIZE, example: 100 })
  @IsOptional()
  @IsInteger({ min: 1, max: MAX_PAGE_SIZE }, `page_size harus bilangan bulat 1–${MAX_PAGE_SIZE}.`, { fromText: true })
  page_size?: number;
}

/** The range and paging of a report. */
export class ReportRangeQuery extends ReportPaging {
  @startDate @IsOptional() @IsReadDate() start_date?: string;
  @toDate @IsOptional() @IsReadDate() to_date?: string;
}

/** Query of GET /api/summary-txn-pakan (spec part 1 §7 'Reports'). */
export class FeedReportQuery extends ReportRangeQuery {
  @ApiPropertyOptional({ description: "Only this tingkat (ALL when left out); decimal digits, else 400 'tingkat_id tidak valid.'. Unknown or another tenant's: 404" })
  @IsOptional()
  @IsIdText('tingkat_id tidak valid.')
  tingkat_id?: number;
}

/** Query of GET /api/laporan-produksi (spec part 1 §7 'Reports'). */
export class ProductionReportQuery extends ReportRangeQuery {
  @ApiPropertyOptional({ description: "Only this bagian (ALL when left out); decimal digits, else 400 'bagian_id tidak valid.'. Unknown or another tenant's: 404" })
  @IsOptional()
  @IsIdText('bagian_id tidak valid.')
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

/** Totals of the feed report over the whole range and filter (not only the page). */
export class FeedReportTotalsDto {
  @ApiProperty({ description: 'Σ feed, kg' }) pakan: number;
  @ApiProperty({ description: "Σ deaths (aksi 'mati')" }) kematian: number;
  @ApiProperty({ description: 'FI over the period, g per bird per day = Σ feed kg / Σ population (bird-days) × 1000, 2 decimals (part 1 §9); null when Σ population is 0', nullable: true, type: Number })
  feed_intake: number | null;
}

/** Totals of the production report over the whole range and filter (part 1 §9 formulas on the sums; Σ population counts bird-days). */
export class ProductionReportTotalsDto {
  @ApiProperty({ description: "Σ deaths (aksi 'mati')" }) kematian: number;
  @ApiProperty({ description: 'Σ eggs, kg' }) kg_telur: number;
  @ApiProperty({ description: 'Σ eggs, count' }) butir_telur: number;
  @ApiProperty({ description: 'Σ feed, kg' }) total_pakan: number;
  @ApiProperty({ description: 'Σ egg kg × 1000 / Σ eggs, g, 2 decimals; null without eggs', nullable: true, type: Number }) avg_telur_gram: number | null;
  @ApiProperty({ description: 'Σ feed kg / Σ population × 1000, g per bird per day, 2 decimals; null when Σ population is 0', nullable: true, type: Number }) fi: number | null;
  @ApiProperty({ description: 'Σ feed kg / Σ egg kg, 3 decimals; null without eggs', nullable: true, type: Number }) fcr: number | null;
  @ApiProperty({ description: 'Σ eggs / Σ population × 100, 2 decimals; null when Σ population is 0', nullable: true, type: Number }) prod_persen: number | null;
}

const pageFields = {
  total: ApiProperty({ description: 'Rows of the whole range and filter (all pages)' }),
  page: ApiProperty({ description: 'This page, 1-based (1 when page_size is left out)' }),
  pageSize: ApiProperty({ description: 'Rows per page; null when every row was asked for', nullable: true, type: Number }),
};

/** GET /api/summary-txn-pakan: one page of rows (date, then coop order), the row count and the totals. */
export class FeedReportDto {
  @ApiProperty({ type: [FeedReportRowDto] }) data: FeedReportRowDto[];
  @pageFields.total total: number;
  @pageFields.page page: number;
  @pageFields.pageSize page_size: number | null;
  @ApiProperty({ type: FeedReportTotalsDto }) totals: FeedReportTotalsDto;
}

/** GET /api/laporan-produksi: one page of rows (date, then coop order), the row count and the totals. */
export class ProductionReportDto {
  @ApiProperty({ type: [ProductionReportRowDto] }) data: ProductionReportRowDto[];
  @pageFields.total total: number;
  @pageFields.page page: number;
  @pageFields.pageSize page_size: number | null;
  @ApiProperty({ type: ProductionReportTotalsDto }) totals: ProductionReportTotalsDto;
}
