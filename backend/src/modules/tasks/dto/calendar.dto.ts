import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { ENTRY_WINDOW_DOC, IsEntryDate, IsReadDate, IsReadMonth, IsReadYear, READ_WINDOW_DOC } from '../../../common/validation/dates';
import { IsId, IsIdText, IsOneOf } from '../../../common/validation/decorators';
import { FREQUENCIES, Frequency } from '../recurrence';

export const EXECUTION_STATUSES = ['DONE', 'SKIPPED'] as const;
export type ExecutionStatus = (typeof EXECUTION_STATUSES)[number];
/** Status of an occurrence: DONE or SKIPPED once marked, PENDING before. */
export type OccurrenceStatus = ExecutionStatus | 'PENDING';

const upper = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value);

/** Query of GET /api/tasks/due. */
export class DueQueryDto {
  @ApiPropertyOptional({ description: `Day (YYYY-MM-DD); default the farm's today. 400 'date harus tanggal (YYYY-MM-DD).'. ${READ_WINDOW_DOC}`, example: '2025-06-02' })
  @IsOptional()
  @IsReadDate()
  date?: string;
}

/** Query of a date range; default the last 7 days (today − 6 … today). */
export class RangeQueryDto {
  @ApiPropertyOptional({ description: `First day (YYYY-MM-DD); default end − 6. After end: 400 'Tanggal mulai tidak boleh sesudah tanggal akhir.'. ${READ_WINDOW_DOC}` })
  @IsOptional()
  @IsReadDate()
  start?: string;

  @ApiPropertyOptional({ description: `Last day, inclusive (YYYY-MM-DD); default today. ${READ_WINDOW_DOC}` })
  @IsOptional()
  @IsReadDate()
  end?: string;
}

/** Query of GET /api/tasks/executions/list. */
export class ExecutionListQueryDto extends RangeQueryDto {
  @ApiPropertyOptional({ description: "Only executions of sub tasks of this main task; decimal digits, else 400 'main_id tidak valid.'" })
  @IsOptional()
  @IsIdText('main_id tidak valid.')
  main_id?: number;
}

/** Query of GET /api/calendar/week. */
export class WeekQueryDto {
  @ApiPropertyOptional({ description: `Any day of the week (YYYY-MM-DD); the week starts on its Monday. Default this week. 400 'start harus tanggal (YYYY-MM-DD).'. ${READ_WINDOW_DOC}` })
  @IsOptional()
  @IsReadDate()
  start?: string;
}

/** Query of GET /api/calendar/month. */
export class MonthQueryDto {
  @ApiProperty({ example: 2025, description: "2000 … the year of today + 5 years, else 400 'year harus tahun 2000..<that year>.'" })
  @IsReadYear()
  year: number;

  @ApiProperty({ example: 6, description: "1 = January … 12 = December, else 400 'month harus angka 1..12.'; a month starting after today + 5 years: 400 'Bulan harus antara 01/2000 dan MM/YYYY.'" })
  @IsReadMonth('year', 'month harus angka 1..12.')
  month: number;
}

/** Query of GET /api/calendar/detail. */
export class DetailQueryDto {
  @ApiProperty({ description: "Schedule id, decimal digits, else 400 'schedule_id tidak valid.'" })
  @IsIdText('schedule_id tidak valid.')
  schedule_id: number;

  @ApiProperty({ example: '2025-06-02', description: `Occurrence date (YYYY-MM-DD). 400 'due_date harus tanggal (YYYY-MM-DD).'. ${READ_WINDOW_DOC}` })
  @IsReadDate()
  due_date: string;
}

/** Body of POST /api/task-executions (spec part 2 §3 Task execution). */
export class ExecutionBodyDto {
  @ApiProperty({ description: "Schedule id, an integer ≥ 1 (JSON number), else 400 'schedule_id tidak valid.'" })
  @IsId('schedule_id tidak valid.')
  schedule_id: number;

  @ApiProperty({
    description: `Occurrence date (YYYY-MM-DD). abk: only today (403). Not an occurrence of the schedule: 422. 400 'due_date harus tanggal (YYYY-MM-DD).'. ${ENTRY_WINDOW_DOC}`,
    example: '2025-06-02',
  })
  @IsEntryDate('due_date harus tanggal (YYYY-MM-DD).')
  due_date: string;

  @ApiPropertyOptional({ enum: EXECUTION_STATUSES, description: 'DONE (Selesai) or SKIPPED (Lewati); left out: DONE (the calendar omits it).' })
  @Transform(upper)
  @IsOptional()
  @IsOneOf(EXECUTION_STATUSES, 'Status harus DONE atau SKIPPED.')
  status?: ExecutionStatus;
}

/** One execution (GET /api/tasks/executions, POST /api/task-executions). */
export class ExecutionDto {
  @ApiProperty() id: number;
  @ApiProperty() schedule_id: number;
  @ApiProperty({ example: '2025-06-02' }) due_date: string;
  @ApiProperty({ enum: EXECUTION_STATUSES }) status: ExecutionStatus;
  @ApiProperty({ type: String, format: 'date-time' }) executed_at: string;
}

/** A row of GET /api/tasks/executions/list ('Tugas yang sudah dikerjakan'). */
export class ExecutionListRowDto extends ExecutionDto {
  @ApiProperty() main_id: number;
  @ApiProperty() main_task: string;
  @ApiProperty() sub_id: number;
  @ApiProperty() sub_task: string;
  @ApiProperty({ example: '08:00' }) time_of_day: string;
  @ApiProperty({ enum: FREQUENCIES }) frequency: Frequency;
  @ApiProperty({ nullable: true, type: String, description: 'Username of who marked it' }) executed_by: string | null;
}

/** One occurrence of a schedule on a day (spec part 2 §3 Task due item). */
export class TaskDueItemDto {
  @ApiProperty({ description: "'<schedule_id>:<due_date>'", example: '12:2025-06-02' }) id: string;
  @ApiProperty() schedule_id: number;
  @ApiProperty() main_id: number;
  @ApiProperty({ example: 'BASIC' }) main_task: string;
  @ApiProperty() sub_id: number;
  @ApiProperty({ example: 'Ambil telur pagi' }) sub_task: string;
  @ApiProperty({ example: '06:00' }) time_of_day: string;
  @ApiProperty({ enum: FREQUENCIES }) frequency: Frequency;
  @ApiProperty() interval: number;
  @ApiProperty({ example: '2025-06-02' }) due_date: string;
  @ApiProperty({ enum: ['DONE', 'SKIPPED', 'PENDING'] }) status: OccurrenceStatus;
  @ApiProperty({ description: 'True once marked DONE or SKIPPED' }) executed: boolean;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) executed_at: string | null;
  @ApiProperty({ nullable: true, type: Number, description: 'Id of the execution once marked (DELETE /api/task-executions/{id} takes it back)' })
  execution_id: number | null;
  @ApiProperty({ description: 'True when the caller marked it today: only then may the caller take the mark back' })
  can_undo: boolean;
}

/** Answer of DELETE /api/task-executions/{id}. */
export class UndoExecutionDto {
  @ApiProperty({ example: true }) success: boolean;
  @ApiProperty({ description: 'The execution removed' }) id: number;
  @ApiProperty() schedule_id: number;
  @ApiProperty({ example: '2025-06-02' }) due_date: string;
}

/** Answer of GET /api/calendar/week. */
export class CalendarWeekDto {
  @ApiProperty({ description: 'Monday of the week', example: '2025-06-02' }) start: string;
  @ApiProperty({ description: 'Sunday of the week', example: '2025-06-08' }) end: string;
  @ApiProperty({ type: [TaskDueItemDto] }) items: TaskDueItemDto[];
}

/** Answer of GET /api/calendar/month. */
export class CalendarMonthDto {
  @ApiProperty() year: number;
  @ApiProperty() month: number;
  @ApiProperty({ example: '2025-06-01' }) start: string;
  @ApiProperty({ example: '2025-06-30' }) end: string;
  @ApiProperty({ type: [TaskDueItemDto], description: 'Every occurrence of the month (BASIC included; the browser hides it in the month view)' })
  items: TaskDueItemDto[];
}

/** Answer of GET /api/calendar/detail: the occurrence with the sub task's texts and image. */
export class CalendarDetailDto extends TaskDueItemDto {
  @ApiProperty({ nullable: true, type: String }) deskripsi: string | null;
  @ApiProperty({ nullable: true, type: String }) instruksi: string | null;
  @ApiProperty({ nullable: true, type: String, description: "The sub task's image: signed path valid 1–2 hours (see SubTaskDto.image_url)" }) image_url: string | null;
  @ApiProperty({ nullable: true, type: Number, description: 'minutes' }) default_dur_min: number | null;
}
