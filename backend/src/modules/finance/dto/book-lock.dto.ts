import { ApiProperty } from '@nestjs/swagger';
import { ValidateIf } from 'class-validator';
import { IsEntryDate } from '../../../common/validation/dates';

/** The farm's month close (GET/PUT /api/finance/lock). */
export class BookLockDto {
  @ApiProperty({ type: String, nullable: true, example: '2026-10-31', description: 'Last closed day (YYYY-MM-DD): nothing may post on or before it; null when no period is closed' })
  lock_date: string | null;

  @ApiProperty({ type: String, nullable: true, example: '2026-11-01', description: 'lock_date + 1: the first day a document or journal may be dated; null when no period is closed' })
  first_open_date: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Username of who set the lock last' })
  updated_by: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'When the lock was set last (ISO 8601)' })
  updated_at: string | null;

  @ApiProperty({ description: 'True when the caller may move the lock back (earlier or null): the farm owner' })
  can_reopen: boolean;
}

/** Body of PUT /api/finance/lock. */
export class BookLockUpdateDto {
  @ApiProperty({
    type: String,
    nullable: true,
    example: '2026-10-31',
    description:
      "Close the books up to and including this day (YYYY-MM-DD), from 2000-01-01 to the farm's today (later: 400 'Tanggal tidak boleh melewati hari ini.'); null reopens everything. Moving it back (an earlier day or null) is for the owner only (403).",
  })
  @ValidateIf((o: BookLockUpdateDto) => o.lock_date !== null)
  @IsEntryDate('lock_date harus tanggal (YYYY-MM-DD) atau null.')
  lock_date: string | null;
}
