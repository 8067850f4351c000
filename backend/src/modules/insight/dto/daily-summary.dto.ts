import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IsReadDate, READ_WINDOW_DOC } from '../../../common/validation/dates';

/** Query of GET /api/insight/daily-summary. */
export class DailySummaryQuery {
  @ApiPropertyOptional({ description: `Day summarised (YYYY-MM-DD); default yesterday (the farm's day, Asia/Jakarta). ${READ_WINDOW_DOC}`, example: '2026-11-26' })
  @IsOptional()
  @IsReadDate()
  date?: string;
}

/** Answer of GET /api/insight/daily-summary: the day's figures and the message composed from them. */
export class DailySummaryDto {
  @ApiProperty({ description: 'Day summarised (YYYY-MM-DD)', example: '2026-11-26' }) date: string;
  @ApiProperty({ description: 'Name of the farm (tenant)', example: 'Kandang Sukamaju' }) farm: string;
  @ApiProperty({ description: 'Birds at the end of the day' }) populasi: number;
  @ApiProperty({ description: 'Deaths of the day (birds)' }) kematian: number;
  @ApiProperty({ description: 'Feed used, kg (3 decimals)' }) pakan_kg: number;
  @ApiProperty({ description: 'Eggs, kg (3 decimals)' }) telur_kg: number;
  @ApiProperty({ description: 'Eggs, count (butir)' }) telur_butir: number;
  @ApiProperty({ description: 'Hen-day production %: butir ÷ population × 100 (2 decimals); null without birds', nullable: true, type: Number })
  hd_persen: number | null;
  @ApiProperty({ description: 'FCR: feed kg ÷ egg kg (2 decimals); null without eggs', nullable: true, type: Number }) fcr: number | null;
  @ApiProperty({ description: 'Feed stock at the end of the day, kg', type: Number }) stok_pakan_kg: number;
  @ApiProperty({
    description: 'Days the stock lasts: stock ÷ mean feed use of the 7 days up to the date (days without use left out), rounded up; 0 when nothing is left; null without use',
    nullable: true,
    type: Number,
  })
  stok_hari: number | null;
  @ApiProperty({ description: "Warnings of the day (GET /api/insight/warnings?date=<date>, for the caller's places: an abk's own)" }) peringatan: number;
  @ApiProperty({
    description:
      "The message to send (Indonesian, one figure per line, WhatsApp's *bold* on the title). The server sends nothing: the screen opens https://wa.me/?text=<encodeURIComponent(text)> or copies it.",
    example: '*Ringkasan Kandang Sukamaju*\nKamis, 26/11/2026\n…',
  })
  text: string;
}
