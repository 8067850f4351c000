import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, Matches } from 'class-validator';
import { IsReadDate, READ_WINDOW_DOC } from '../../../common/validation/dates';
import { IsId, IsIdText, IsInteger, IsIntegerList, IsList, IsOneOf } from '../../../common/validation/decorators';
import { FREQUENCIES, Frequency } from '../recurrence';

export const SUB_REQUIRED = 'Pilih sub task terlebih dahulu';

const upper = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value);
const emptyToNull = ({ value }: { value: unknown }) => (value === '' ? null : value);

/**
 * Body of POST /api/tasks/schedules and PUT /api/tasks/schedules/{id} (spec part 2 §7, §5). WEEKLY
 * uses by_days only, MONTHLY by_month_days only (the other list is stored empty); DAILY neither.
 */
export class ScheduleBodyDto {
  @ApiProperty({ description: "Sub task to schedule, an integer ≥ 1 (JSON number). Else 400 'Pilih sub task terlebih dahulu'; 404 unknown sub task; 422 inactive sub task." })
  @IsId(SUB_REQUIRED)
  sub_id: number;

  @ApiPropertyOptional({ description: "Main task chosen in the form (integer ≥ 1, else 400 'main_id tidak valid.'); when given it must be the main task of sub_id (400).", type: Number, nullable: true })
  @IsOptional()
  @IsId('main_id tidak valid.')
  main_id?: number | null;

  @ApiProperty({ enum: FREQUENCIES, description: 'DAILY, WEEKLY or MONTHLY' })
  @Transform(upper)
  @IsOneOf(FREQUENCIES, 'Frekuensi harus DAILY, WEEKLY, atau MONTHLY.')
  frequency: Frequency;

  @ApiPropertyOptional({ description: 'Every n days/weeks/months, ≥ 1. Default 1.', default: 1, minimum: 1 })
  @IsOptional()
  @IsInteger({ min: 1, max: 366 }, { invalid: 'Interval minimal 1.', min: 'Interval minimal 1.', max: 'Interval maksimal 366.' })
  interval?: number;

  @ApiPropertyOptional({ description: 'Time of day HH:MM (farm-local). Default 08:00.', type: String, nullable: true, example: '08:00', default: '08:00' })
  @Transform(emptyToNull)
  @IsOptional()
  @Matches(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, { message: 'Jam harus format HH:MM.' })
  time_of_day?: string | null;

  @ApiProperty({ description: `First day (YYYY-MM-DD). Missing or bad: 400 'Tanggal mulai wajib diisi (YYYY-MM-DD).'. ${READ_WINDOW_DOC}`, example: '2025-06-02' })
  @IsReadDate('Tanggal mulai wajib diisi (YYYY-MM-DD).')
  start_date: string;

  @ApiPropertyOptional({ description: `Last day, inclusive (YYYY-MM-DD) or null. Before start_date: 400. ${READ_WINDOW_DOC}`, nullable: true, type: String })
  @Transform(emptyToNull)
  @IsOptional()
  @IsReadDate('Tanggal selesai harus tanggal (YYYY-MM-DD).')
  end_date?: string | null;

  @ApiPropertyOptional({ description: 'WEEKLY: weekdays, Monday = 1 … Sunday = 7 (at least one).', type: [Number], nullable: true, example: [1, 4] })
  @IsIntegerList({ min: 1, max: 7 }, 'Hari harus angka 1 (Senin) sampai 7 (Minggu).', 'by_days harus berupa daftar.')
  by_days?: number[] | null;

  @ApiPropertyOptional({ description: 'MONTHLY: days of the month 1..31 (at least one). A day a month lacks does not occur that month.', type: [Number], nullable: true, example: [1, 15] })
  @IsIntegerList({ min: 1, max: 31 }, 'Tanggal bulanan harus angka 1 sampai 31.', 'by_month_days harus berupa daftar.')
  by_month_days?: number[] | null;

  @ApiPropertyOptional({ description: 'Reserved; the browser sends null. Stored as given.', nullable: true, type: [String] })
  @IsOptional()
  @IsList('assignees harus berupa daftar.')
  assignees?: unknown[] | null;
}

/** A schedule with the names of its main and sub task (spec part 2 §3 Schedule). */
export class ScheduleDto {
  @ApiProperty() id: number;
  @ApiProperty() main_id: number;
  @ApiProperty({ example: 'Vaksinasi' }) main: string;
  @ApiProperty() sub_id: number;
  @ApiProperty({ example: 'Vaksin ND-IB (tetes mata)' }) sub: string;
  @ApiProperty({ enum: FREQUENCIES }) frequency: Frequency;
  @ApiProperty() interval: number;
  @ApiProperty({ type: [Number], description: 'Monday = 1' }) by_days: number[];
  @ApiProperty({ type: [Number] }) by_month_days: number[];
  @ApiProperty({ example: '08:00' }) time_of_day: string;
  @ApiProperty({ example: '2025-06-02' }) start_date: string;
  @ApiProperty({ nullable: true, type: String }) end_date: string | null;
  @ApiProperty({ nullable: true, type: [String] }) assignees: unknown[] | null;
}

/** Query of GET /api/tasks/schedules. */
export class ScheduleQueryDto {
  @ApiPropertyOptional({ description: "Only schedules of sub tasks of this main task; decimal digits, else 400 'main_id tidak valid.'" })
  @IsOptional()
  @IsIdText('main_id tidak valid.')
  main_id?: number;
}
