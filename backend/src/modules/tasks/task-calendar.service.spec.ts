import { ConflictException, ForbiddenException, UnprocessableEntityException } from '@nestjs/common';
import { RequestActor } from '../../common/auth/claims';
import { actorOf, FakeDb, fakeContext, IDS } from '../../../test/utils/fake-db';
import { ScheduleRow, ScheduleService } from './schedule.service';
import { ALREADY_MARKED, ABK_ONLY_TODAY, mondayOf, NOT_AN_OCCURRENCE, TaskCalendarService, UNDO_ONLY_OWN, UNDO_ONLY_TODAY } from './task-calendar.service';
import { TaskLibraryService } from './task-library.service';

// Today is Tuesday 2026-03-10 on the farm (noon in Jakarta).
const NOW = new Date('2026-03-10T05:00:00Z');
beforeEach(() => jest.useFakeTimers({ now: NOW }));
afterEach(() => jest.useRealTimers());

const schedule = (over: Partial<ScheduleRow> = {}): ScheduleRow => ({
  id: 9,
  main_id: 2,
  main: 'Kebersihan',
  sub_id: 5,
  sub: 'Sapu lorong',
  frequency: 'DAILY',
  interval: 1,
  by_days: [],
  by_month_days: [],
  time_of_day: '08:00',
  start_date: '2026-03-01',
  end_date: null,
  assignees: null,
  aktif: true,
  ...over,
});

/** An execution row of schedule 9: marked by `by` at `at`. */
const execution = (id: number, due_date: string, by: string | null = IDS.me, at = NOW) => ({ id, schedule_id: 9, due_date, status: 'DONE', executed_at: at, executed_by: by });

function setup(schedules: ScheduleRow[], executions: Array<ReturnType<typeof execution>> = [], actor: RequestActor = actorOf('admin')) {
  const db = new FakeDb();
  db.on('from task_execution\n', ([, from, to, id]) => executions.filter((e) => e.due_date >= (from as string) && e.due_date <= (to as string) && (id === null || e.schedule_id === id)))
    .on('for update', ([, id]) => executions.filter((e) => e.id === id))
    .on('insert into task_execution', ([, schedule_id, due_date, status]) => [{ id: 40, schedule_id, due_date, status, executed_at: NOW }]);
  const store = { overlapping: jest.fn(() => Promise.resolve(schedules)), find: jest.fn(() => Promise.resolve(schedules[0])) };
  return { db, calendar: new TaskCalendarService(fakeContext(db, actor), store as unknown as ScheduleService, null as unknown as TaskLibraryService) };
}

describe('calendar ranges (weeks start on Monday, spec part 2 §9)', () => {
  it('mondayOf: a Sunday belongs to the week before it; across a year boundary', () => {
    expect(mondayOf('2026-03-15')).toBe('2026-03-09');
    expect(mondayOf('2026-03-09')).toBe('2026-03-09');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });

  it("the week of today and a month's days, February of a leap year too", async () => {
    const { calendar } = setup([]);
    expect(await calendar.week()).toEqual({ start: '2026-03-09', end: '2026-03-15', items: [] });
    expect(await calendar.month(2026, 2)).toMatchObject({ start: '2026-02-01', end: '2026-02-28' });
    expect(await calendar.month(2028, 2)).toMatchObject({ start: '2028-02-01', end: '2028-02-29' });
  });
});

describe('TaskCalendarService.occurrences', () => {
  it('an inactive task shows only its days already marked; items by day, time, main and sub task', async () => {
    const { calendar } = setup(
      [schedule({ id: 9, aktif: false }), schedule({ id: 10, sub: 'Angkat telur', time_of_day: '07:00' }), schedule({ id: 11, main: 'Aardvark', sub: 'b' })],
      [execution(1, '2026-03-09')],
    );
    const items = await calendar.occurrences('2026-03-09', '2026-03-10');
    expect(items.map((i) => i.id)).toEqual(['10:2026-03-09', '11:2026-03-09', '9:2026-03-09', '10:2026-03-10', '11:2026-03-10']);
    expect(items[2]).toMatchObject({ status: 'DONE', executed: true, execution_id: 1, executed_at: NOW.toISOString() });
    expect(items[0]).toMatchObject({ status: 'PENDING', executed: false, execution_id: null, can_undo: false });
  });

  it('can_undo only for the own mark made today', async () => {
    const yesterday = new Date('2026-03-09T05:00:00Z');
    const { calendar } = setup([schedule()], [execution(1, '2026-03-08', IDS.me, yesterday), execution(2, '2026-03-09', IDS.other), execution(3, '2026-03-10')]);
    expect((await calendar.occurrences('2026-03-08', '2026-03-10')).map((i) => [i.due_date, i.can_undo])).toEqual([
      ['2026-03-08', false],
      ['2026-03-09', false],
      ['2026-03-10', true],
    ]);
  });
});

describe('TaskCalendarService.mark and undo (issue #11)', () => {
  it('an abk marks only today; nobody marks a day the task does not occur; a day marked twice is 409', async () => {
    const weekly = schedule({ frequency: 'WEEKLY', by_days: [2] });
    const abk = setup([weekly], [], actorOf('abk'));
    await expect(abk.calendar.mark({ schedule_id: 9, due_date: '2026-03-03' })).rejects.toEqual(new ForbiddenException(ABK_ONLY_TODAY));
    await expect(abk.calendar.mark({ schedule_id: 9, due_date: '2026-03-10' })).resolves.toMatchObject({ id: 40, status: 'DONE', executed_at: NOW.toISOString() });
    const admin = setup([weekly]);
    await expect(admin.calendar.mark({ schedule_id: 9, due_date: '2026-03-04', status: 'SKIPPED' })).rejects.toEqual(new UnprocessableEntityException(NOT_AN_OCCURRENCE));
    await admin.calendar.mark({ schedule_id: 9, due_date: '2026-03-03', status: 'SKIPPED' });
    expect(admin.db.statements('insert into task_execution')[0].params).toEqual([IDS.tenant, 9, '2026-03-03', 'SKIPPED', IDS.me]);
    admin.db.on('insert into task_execution', () => []);
    await expect(admin.calendar.mark({ schedule_id: 9, due_date: '2026-03-03' })).rejects.toEqual(new ConflictException(ALREADY_MARKED));
  });

  it('only the user who marked, on the farm day of the mark, takes it back', async () => {
    const { db, calendar } = setup([schedule()], [execution(1, '2026-03-10', IDS.other), execution(2, '2026-03-09', IDS.me, new Date('2026-03-09T05:00:00Z')), execution(3, '2026-03-09', IDS.me)]);
    await expect(calendar.undo(1)).rejects.toEqual(new ForbiddenException(UNDO_ONLY_OWN));
    // Marked yesterday (for yesterday): too late; marked today for yesterday: it may go.
    await expect(calendar.undo(2)).rejects.toEqual(new UnprocessableEntityException(UNDO_ONLY_TODAY));
    await expect(calendar.undo(3)).resolves.toEqual({ success: true, id: 3, schedule_id: 9, due_date: '2026-03-09' });
    expect(db.statements('delete from task_execution').map((s) => s.params)).toEqual([[IDS.tenant, 3]]);
  });
});
