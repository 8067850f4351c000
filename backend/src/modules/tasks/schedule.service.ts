import { BadRequestException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { z } from 'zod';
import { execute, IdRow, pg, queryOne, queryRows, row } from '../../common/database/rows';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { ScheduleBodyDto, ScheduleDto } from './dto/schedule.dto';
import { FREQUENCIES } from './recurrence';

/** A schedule row with what expansion and the lists need (SCHEDULE_SELECT): a ScheduleDto and a RecurrenceRule. */
const ScheduleRow = row({
  id: pg.int,
  main_id: pg.int,
  main: pg.text,
  sub_id: pg.int,
  sub: pg.text,
  frequency: z.enum(FREQUENCIES),
  interval: pg.int,
  /** Weekdays, Monday = 1. */
  by_days: z.array(pg.int),
  by_month_days: z.array(pg.int),
  /** 'HH:MM'. */
  time_of_day: pg.text,
  start_date: pg.date,
  end_date: pg.date.nullable(),
  assignees: z.array(pg.json).nullable(),
  /** True when both the sub task and its main task are Aktif. */
  aktif: pg.bool,
});
export type ScheduleRow = z.infer<typeof ScheduleRow>;

const SCHEDULE_SELECT = `select sc.id, s.main_id, m.nama as main, sc.sub_id, s.nama as sub, sc.frequency, sc."interval",
    sc.by_days::int[] as by_days, sc.by_month_days::int[] as by_month_days, to_char(sc.time_of_day, 'HH24:MI') as time_of_day,
    to_char(sc.start_date, 'YYYY-MM-DD') as start_date, to_char(sc.end_date, 'YYYY-MM-DD') as end_date, sc.assignees,
    (s.aktif and m.aktif) as aktif
  from task_schedule sc
  join task_sub s on s.tenant_id = sc.tenant_id and s.id = sc.sub_id
  join task_main m on m.tenant_id = s.tenant_id and m.id = s.main_id`;

const sortedUnique = (xs: number[] | null | undefined) => [...new Set(xs ?? [])].sort((a, b) => a - b);

/**
 * Recurring schedules of sub tasks (spec part 2 'Schedule creation', §3 Schedule, §5, §7; DESIGN §5
 * Tasks). A schedule stores its rule only; occurrences are expanded with rrule (see recurrence.ts).
 */
@Injectable()
export class ScheduleService {
  constructor(private readonly ctx: TenantContext) {}

  private get m() {
    return this.ctx.manager;
  }

  /** Schedules (optionally of one main task's sub tasks), by main, sub and time. */
  async list(mainId?: number): Promise<ScheduleDto[]> {
    const rows = await queryRows(
      this.m,
      ScheduleRow,
      `${SCHEDULE_SELECT} where sc.tenant_id = $1 and ($2::int is null or s.main_id = $2)
        order by lower(m.nama), lower(s.nama), sc.time_of_day, sc.id`,
      [this.ctx.tenantId, mainId ?? null],
    );
    return rows.map((r) => this.view(r));
  }

  /** Schedules whose span overlaps [from, to] (optionally one schedule), for expansion. */
  overlapping(from: string, to: string, scheduleId?: number): Promise<ScheduleRow[]> {
    return queryRows(
      this.m,
      ScheduleRow,
      `${SCHEDULE_SELECT} where sc.tenant_id = $1 and sc.start_date <= $3::date and (sc.end_date is null or sc.end_date >= $2::date)
         and ($4::int is null or sc.id = $4)`,
      [this.ctx.tenantId, from, to, scheduleId ?? null],
    );
  }

  /** One schedule of the tenant, else 404 'Jadwal tidak ditemukan.'. */
  async find(id: number): Promise<ScheduleRow> {
    const found = await queryOne(this.m, ScheduleRow, `${SCHEDULE_SELECT} where sc.tenant_id = $1 and sc.id = $2`, [this.ctx.tenantId, id]);
    if (!found) throw new NotFoundException('Jadwal tidak ditemukan.');
    return found;
  }

  /** Creates a schedule. 400 bad rule, 404 unknown sub task, 422 inactive sub task. */
  async create(body: ScheduleBodyDto): Promise<ScheduleDto> {
    const v = await this.read(body);
    const [created] = await queryRows(
      this.m,
      IdRow,
      `insert into task_schedule (tenant_id, sub_id, frequency, "interval", by_days, by_month_days, time_of_day, start_date, end_date, assignees)
       values ($1, $2, $3, $4, $5::smallint[], $6::smallint[], $7::time, $8::date, $9::date, $10::jsonb) returning id`,
      [this.ctx.tenantId, v.sub_id, v.frequency, v.interval, v.by_days, v.by_month_days, v.time_of_day, v.start_date, v.end_date, v.assignees],
    );
    return this.view(await this.find(created.id));
  }

  /** Replaces a schedule's rule. Executions already recorded stay. 404 unknown id. */
  async update(id: number, body: ScheduleBodyDto): Promise<ScheduleDto> {
    const current = await this.find(id);
    const v = await this.read(body, current.sub_id);
    await execute(
      this.m,
      `update task_schedule set sub_id = $3, frequency = $4, "interval" = $5, by_days = $6::smallint[], by_month_days = $7::smallint[],
         time_of_day = $8::time, start_date = $9::date, end_date = $10::date, assignees = $11::jsonb, updated_at = now()
       where tenant_id = $1 and id = $2`,
      [this.ctx.tenantId, id, v.sub_id, v.frequency, v.interval, v.by_days, v.by_month_days, v.time_of_day, v.start_date, v.end_date, v.assignees],
    );
    return this.view(await this.find(id));
  }

  private view({ aktif: _a, ...r }: ScheduleRow): ScheduleDto {
    return r;
  }

  /** Checks the body and normalises the rule (only the day list of the frequency is kept). */
  private async read(body: ScheduleBodyDto, currentSubId?: number) {
    const subs = await queryRows(
      this.m,
      row({ id: pg.int, main_id: pg.int, aktif: pg.bool }),
      `select s.id, s.main_id, (s.aktif and m.aktif) as aktif from task_sub s join task_main m on m.tenant_id = s.tenant_id and m.id = s.main_id
        where s.tenant_id = $1 and s.id = $2`,
      [this.ctx.tenantId, body.sub_id],
    );
    if (!subs.length) throw new NotFoundException('Sub task tidak ditemukan.');
    const sub = subs[0];
    if (body.main_id && body.main_id !== sub.main_id) throw new BadRequestException('Sub task tidak termasuk main task yang dipilih.');
    if (!sub.aktif && sub.id !== currentSubId) throw new UnprocessableEntityException('Sub task nonaktif tidak dapat dijadwalkan.');
    const by_days = body.frequency === 'WEEKLY' ? sortedUnique(body.by_days) : [];
    const by_month_days = body.frequency === 'MONTHLY' ? sortedUnique(body.by_month_days) : [];
    if (body.frequency === 'WEEKLY' && !by_days.length) throw new BadRequestException('Pilih minimal satu hari untuk jadwal mingguan.');
    if (body.frequency === 'MONTHLY' && !by_month_days.length) throw new BadRequestException('Isi minimal satu tanggal untuk jadwal bulanan.');
    const end_date = body.end_date ?? null;
    if (end_date && end_date < body.start_date) throw new BadRequestException('Tanggal selesai tidak boleh sebelum tanggal mulai.');
    return {
      sub_id: body.sub_id,
      frequency: body.frequency,
      interval: body.interval ?? 1,
      by_days,
      by_month_days,
      time_of_day: (body.time_of_day ?? '08:00').slice(0, 5),
      start_date: body.start_date,
      end_date,
      assignees: body.assignees == null ? null : JSON.stringify(body.assignees),
    };
  }
}
