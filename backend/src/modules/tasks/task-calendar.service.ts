import { ConflictException, ForbiddenException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import dayjs from 'dayjs';
import { z } from 'zod';
import { execute, pg, queryRows, row } from '../../common/database/rows';
import { addDays, DAY_FORMAT, resolveRange, today } from '../../common/dates/farm-day';
import { TenantContext } from '../../common/tenancy/tenant-context';
import {
  CalendarDetailDto,
  CalendarMonthDto,
  CalendarWeekDto,
  ExecutionBodyDto,
  ExecutionDto,
  ExecutionListRowDto,
  EXECUTION_STATUSES,
  ExecutionStatus,
  TaskDueItemDto,
  UndoExecutionDto,
} from './dto/calendar.dto';
import { expandOccurrences, FREQUENCIES, occursOn } from './recurrence';
import { ScheduleRow, ScheduleService } from './schedule.service';
import { TaskLibraryService } from './task-library.service';

/** The dates a schedule falls on, for the demo farm's task history (src/demo/tasks.demo.ts). */
export { expandOccurrences } from './recurrence';

export const ABK_ONLY_TODAY = 'ABK hanya dapat menandai tugas untuk tanggal hari ini.';
export const NOT_AN_OCCURRENCE = 'Tugas tidak dijadwalkan pada tanggal tersebut.';
export const ALREADY_MARKED = 'Tugas ini sudah ditandai untuk tanggal tersebut.';
export const EXECUTION_NOT_FOUND = 'Tanda tugas tidak ditemukan.';
export const UNDO_ONLY_OWN = 'Hanya pengguna yang menandai tugas ini yang dapat membatalkannya.';
export const UNDO_ONLY_TODAY = 'Tanda tugas hanya dapat dibatalkan pada hari yang sama.';

/** The columns of an execution (ExecutionDto), `executed_at` a timestamptz (when it was marked). */
const executionColumns = { id: pg.int, schedule_id: pg.int, due_date: pg.date, status: z.enum(EXECUTION_STATUSES), executed_at: pg.timestamp };
const ExecutionDtoRow = row(executionColumns);

/** An execution as read for the calendar: with the id of the user who marked it (null once that user is deleted). */
const ExecutionRow = row({ ...executionColumns, executed_by: pg.uuid.nullable() });
type ExecutionRow = z.infer<typeof ExecutionRow>;

/** A row of 'Tugas yang sudah dikerjakan': the execution with its schedule, tasks and who marked it (email). */
const ExecutionListRow = row({
  ...executionColumns,
  main_id: pg.int,
  main_task: pg.text,
  sub_id: pg.int,
  sub_task: pg.text,
  time_of_day: pg.text,
  frequency: z.enum(FREQUENCIES),
  executed_by: pg.text.nullable(),
});

/** An execution as the API answers it: `executed_at` as an ISO 8601 string (as JSON writes a Date). */
const executionView = <T extends { executed_at: Date }>(e: T): Omit<T, 'executed_at'> & { executed_at: string } => ({ ...e, executed_at: e.executed_at.toISOString() });

/** Monday of the week of `date` (weeks start on Monday, spec part 2 §9). */
export const mondayOf = (date: string) => addDays(date, -((dayjs(date).day() + 6) % 7));

/**
 * Occurrences of schedules and their executions (spec part 2 'Tugas Saya', 'Tugas Info', §3, §4
 * Task occurrence, §6, §7 Tasks; DESIGN §3, §5 Tasks). Occurrences are expanded from the rules with
 * rrule; one execution per (schedule, due date) holds DONE or SKIPPED. Occurrences of a Nonaktif
 * sub or main task are left out unless they were already marked (history stays visible).
 */
@Injectable()
export class TaskCalendarService {
  constructor(
    private readonly ctx: TenantContext,
    private readonly schedules: ScheduleService,
    private readonly library: TaskLibraryService,
  ) {}

  private get m() {
    return this.ctx.manager;
  }

  /** Tasks due on `date` (default today), by time, main and sub task. */
  due(date = today()): Promise<TaskDueItemDto[]> {
    return this.occurrences(date, date);
  }

  /** The week (Monday … Sunday) holding `start` (default today). */
  async week(start = today()): Promise<CalendarWeekDto> {
    const monday = mondayOf(start);
    const sunday = addDays(monday, 6);
    return { start: monday, end: sunday, items: await this.occurrences(monday, sunday) };
  }

  /** Every occurrence of a calendar month. */
  async month(year: number, month: number): Promise<CalendarMonthDto> {
    const first = dayjs(new Date(year, month - 1, 1));
    const start = first.format(DAY_FORMAT);
    const end = first.endOf('month').format(DAY_FORMAT);
    return { year, month, start, end, items: await this.occurrences(start, end) };
  }

  /** One occurrence with the sub task's description, instruction and image. 404 unknown schedule, 422 not an occurrence. */
  async detail(scheduleId: number, dueDate: string): Promise<CalendarDetailDto> {
    const schedule = await this.schedules.find(scheduleId);
    if (!occursOn(schedule, dueDate)) throw new UnprocessableEntityException(NOT_AN_OCCURRENCE);
    const [execution] = await this.executionsOf(dueDate, dueDate, scheduleId);
    const sub = await this.library.findSub(schedule.sub_id);
    return {
      ...this.item(schedule, dueDate, execution),
      deskripsi: sub.deskripsi,
      instruksi: sub.instruksi,
      image_url: sub.image_url,
      default_dur_min: sub.default_dur_min,
    };
  }

  /**
   * Marks an occurrence DONE (default) or SKIPPED. 404 unknown schedule; 403 an abk marking another
   * day than today; 422 the schedule does not occur on due_date; 409 already marked (nothing changes).
   */
  async mark(body: ExecutionBodyDto): Promise<ExecutionDto> {
    const schedule = await this.schedules.find(body.schedule_id);
    if (this.ctx.role === 'abk' && body.due_date !== today()) throw new ForbiddenException(ABK_ONLY_TODAY);
    if (!occursOn(schedule, body.due_date)) throw new UnprocessableEntityException(NOT_AN_OCCURRENCE);
    const status: ExecutionStatus = body.status ?? 'DONE';
    const rows = await queryRows(
      this.m,
      ExecutionDtoRow,
      `insert into task_execution (tenant_id, schedule_id, due_date, status, executed_by) values ($1, $2, $3::date, $4, $5)
       on conflict (tenant_id, schedule_id, due_date) do nothing
       returning id, schedule_id, to_char(due_date, 'YYYY-MM-DD') as due_date, status, executed_at`,
      [this.ctx.tenantId, body.schedule_id, body.due_date, status, this.ctx.userId],
    );
    if (!rows.length) throw new ConflictException(ALREADY_MARKED);
    return executionView(rows[0]);
  }

  /**
   * Takes back a mark (DONE or SKIPPED): only the user who marked it, on the farm day it was marked
   * (issue #11: 'Batalkan' after a mistaken Selesai). 404 unknown execution; 403 another user's
   * mark; 422 a mark of an earlier day. The occurrence is PENDING again.
   */
  async undo(id: number): Promise<UndoExecutionDto> {
    const [found] = await queryRows(
      this.m,
      ExecutionRow,
      `select id, schedule_id, to_char(due_date, 'YYYY-MM-DD') as due_date, status, executed_at, executed_by::text as executed_by
         from task_execution where tenant_id = $1 and id = $2 for update`,
      [this.ctx.tenantId, id],
    );
    if (!found) throw new NotFoundException(EXECUTION_NOT_FOUND);
    if (found.executed_by !== this.ctx.userId) throw new ForbiddenException(UNDO_ONLY_OWN);
    if (dayjs(found.executed_at).format(DAY_FORMAT) !== today()) throw new UnprocessableEntityException(UNDO_ONLY_TODAY);
    await execute(this.m, `delete from task_execution where tenant_id = $1 and id = $2`, [this.ctx.tenantId, id]);
    return { success: true, id: found.id, schedule_id: found.schedule_id, due_date: found.due_date };
  }

  /** Executions with due dates in [start, end] (default the last 7 days), by date. */
  async executions(start?: string, end?: string): Promise<ExecutionDto[]> {
    const r = this.range(start, end);
    return (await this.executionsOf(r.start, r.end)).map(({ id, schedule_id, due_date, status, executed_at }) => executionView({ id, schedule_id, due_date, status, executed_at }));
  }

  /** 'Tugas yang sudah dikerjakan': executions in [start, end] (default the last 7 days), optionally of one main task, newest first. */
  async executionList(start?: string, end?: string, mainId?: number): Promise<ExecutionListRowDto[]> {
    const r = this.range(start, end);
    const rows = await queryRows(
      this.m,
      ExecutionListRow,
      `select e.id, e.schedule_id, to_char(e.due_date, 'YYYY-MM-DD') as due_date, e.status, e.executed_at,
              s.main_id, m.nama as main_task, s.id as sub_id, s.nama as sub_task, to_char(sc.time_of_day, 'HH24:MI') as time_of_day,
              sc.frequency, u.email as executed_by
         from task_execution e
         join task_schedule sc on sc.tenant_id = e.tenant_id and sc.id = e.schedule_id
         join task_sub s on s.tenant_id = sc.tenant_id and s.id = sc.sub_id
         join task_main m on m.tenant_id = s.tenant_id and m.id = s.main_id
         left join users u on u.id = e.executed_by
        where e.tenant_id = $1 and e.due_date between $2::date and $3::date and ($4::int is null or s.main_id = $4)
        order by e.due_date desc, sc.time_of_day desc, e.executed_at desc`,
      [this.ctx.tenantId, r.start, r.end, mainId ?? null],
    );
    return rows.map(executionView);
  }

  /** Every occurrence in [from, to] with its execution, by date, time, main and sub task. */
  async occurrences(from: string, to: string): Promise<TaskDueItemDto[]> {
    const schedules = await this.schedules.overlapping(from, to);
    if (!schedules.length) return [];
    const executions = new Map((await this.executionsOf(from, to)).map((e) => [`${e.schedule_id}:${e.due_date}`, e]));
    const items: TaskDueItemDto[] = [];
    for (const s of schedules) {
      for (const date of expandOccurrences(s, from, to)) {
        const e = executions.get(`${s.id}:${date}`);
        if (s.aktif || e) items.push(this.item(s, date, e));
      }
    }
    const name = (x: string) => x.toLocaleLowerCase('id');
    return items.sort(
      (a, b) =>
        a.due_date.localeCompare(b.due_date) ||
        a.time_of_day.localeCompare(b.time_of_day) ||
        name(a.main_task).localeCompare(name(b.main_task)) ||
        name(a.sub_task).localeCompare(name(b.sub_task)) ||
        a.schedule_id - b.schedule_id,
    );
  }

  private item(s: ScheduleRow, date: string, e?: ExecutionRow): TaskDueItemDto {
    return {
      id: `${s.id}:${date}`,
      schedule_id: s.id,
      main_id: s.main_id,
      main_task: s.main,
      sub_id: s.sub_id,
      sub_task: s.sub,
      time_of_day: s.time_of_day,
      frequency: s.frequency,
      interval: s.interval,
      due_date: date,
      status: e?.status ?? 'PENDING',
      executed: !!e,
      executed_at: e ? e.executed_at.toISOString() : null,
      execution_id: e?.id ?? null,
      can_undo: !!e && e.executed_by === this.ctx.userId && dayjs(e.executed_at).format(DAY_FORMAT) === today(),
    };
  }

  private executionsOf(from: string, to: string, scheduleId?: number): Promise<ExecutionRow[]> {
    return queryRows(
      this.m,
      ExecutionRow,
      `select id, schedule_id, to_char(due_date, 'YYYY-MM-DD') as due_date, status, executed_at, executed_by::text as executed_by from task_execution
        where tenant_id = $1 and due_date between $2::date and $3::date and ($4::int is null or schedule_id = $4)
        order by due_date, schedule_id`,
      [this.ctx.tenantId, from, to, scheduleId ?? null],
    );
  }

  /** [start, end] of an executions list: default the last 7 days; 400 when start > end. */
  private range(start?: string, end?: string) {
    const r = resolveRange(start, end, 7);
    return { start: r.from, end: r.to };
  }
}
