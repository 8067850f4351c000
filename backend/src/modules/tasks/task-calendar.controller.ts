import { Body, Controller, Delete, Get, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AnyTenantRole, Roles } from '../../common/auth/access.decorator';
import { PathId } from '../../common/validation/id-param';
import {
  CalendarDetailDto,
  CalendarMonthDto,
  CalendarWeekDto,
  DetailQueryDto,
  DueQueryDto,
  ExecutionBodyDto,
  ExecutionDto,
  ExecutionListQueryDto,
  ExecutionListRowDto,
  MonthQueryDto,
  RangeQueryDto,
  TaskDueItemDto,
  UndoExecutionDto,
  WeekQueryDto,
} from './dto/calendar.dto';
import { TaskCalendarService } from './task-calendar.service';

/** Tasks due, executions and the task calendar (spec part 2 'Tugas Saya', 'Tugas Info', §7). Read: any tenant role; mark: admin, abk (DESIGN §3). */
@ApiTags('tasks')
@ApiBearerAuth()
@Controller()
export class TaskCalendarController {
  constructor(private readonly calendar: TaskCalendarService) {}

  @Get('tasks/due')
  @AnyTenantRole()
  @ApiOperation({ summary: 'Occurrences due on a day (default today) with status DONE / SKIPPED / PENDING, by time.' })
  @ApiOkResponse({ type: [TaskDueItemDto] })
  due(@Query() q: DueQueryDto) {
    return this.calendar.due(q.date);
  }

  @Post('task-executions')
  @Roles('admin', 'abk')
  @ApiOperation({
    summary:
      "Mark an occurrence DONE (default) or SKIPPED. 404 unknown schedule; 403 'ABK hanya dapat menandai tugas untuk tanggal hari ini.'; 422 'Tugas tidak dijadwalkan pada tanggal tersebut.'; 409 'Tugas ini sudah ditandai untuk tanggal tersebut.' (nothing changes).",
  })
  @ApiOkResponse({ type: ExecutionDto })
  mark(@Body() body: ExecutionBodyDto) {
    return this.calendar.mark(body);
  }

  @Delete('task-executions/:id')
  @Roles('admin', 'abk')
  @ApiOperation({
    summary:
      "Take back a mark (Batalkan): only the user who marked it, on the day it was marked; the occurrence is PENDING again. 404 'Tanda tugas tidak ditemukan.'; 403 'Hanya pengguna yang menandai tugas ini yang dapat membatalkannya.'; 422 'Tanda tugas hanya dapat dibatalkan pada hari yang sama.'.",
  })
  @ApiOkResponse({ type: UndoExecutionDto })
  undo(@PathId() id: number) {
    return this.calendar.undo(id);
  }

  @Get('tasks/executions')
  @AnyTenantRole()
  @ApiOperation({ summary: 'Executions with due dates from start to end (inclusive; default the last 7 days).' })
  @ApiOkResponse({ type: [ExecutionDto] })
  executions(@Query() q: RangeQueryDto) {
    return this.calendar.executions(q.start, q.end);
  }

  @Get('tasks/executions/list')
  @AnyTenantRole()
  @ApiOperation({ summary: "'Tugas yang sudah dikerjakan': executions from start to end (default the last 7 days), optionally of one main task, newest first." })
  @ApiOkResponse({ type: [ExecutionListRowDto] })
  executionList(@Query() q: ExecutionListQueryDto) {
    return this.calendar.executionList(q.start, q.end, q.main_id);
  }

  @Get('calendar/week')
  @AnyTenantRole()
  @ApiOperation({ summary: 'Occurrences of the week (Monday … Sunday) holding start (default today): {start, end, items}.' })
  @ApiOkResponse({ type: CalendarWeekDto })
  week(@Query() q: WeekQueryDto) {
    return this.calendar.week(q.start);
  }

  @Get('calendar/month')
  @AnyTenantRole()
  @ApiOperation({ summary: 'Occurrences of a calendar month: {year, month, start, end, items} (BASIC included).' })
  @ApiOkResponse({ type: CalendarMonthDto })
  month(@Query() q: MonthQueryDto) {
    return this.calendar.month(q.year, q.month);
  }

  @Get('calendar/detail')
  @AnyTenantRole()
  @ApiOperation({ summary: "An occurrence with deskripsi, instruksi, image_url and executed. 404 unknown schedule, 422 'Tugas tidak dijadwalkan pada tanggal tersebut.'." })
  @ApiOkResponse({ type: CalendarDetailDto })
  detail(@Query() q: DetailQueryDto) {
    return this.calendar.detail(q.schedule_id, q.due_date);
  }
}
