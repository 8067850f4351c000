import { BadRequestException, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { actorOf, FakeDb, fakeContext, IDS } from '../../../test/utils/fake-db';
import { ScheduleBodyDto } from './dto/schedule.dto';
import { ScheduleService } from './schedule.service';

/** Sub task 5 of main task 2 (aktif unless told), and schedule 9 of sub task 5 as the schedule statements read it. */
function setup(subActive = true) {
  const db = new FakeDb();
  db.on('from task_sub s join task_main m', ([, id]) => (id === 5 ? [{ id: 5, main_id: 2, aktif: subActive }] : []))
    .on('insert into task_schedule', () => [{ id: 9 }])
    .on('from task_schedule sc', () => [
      {
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
        aktif: subActive,
      },
    ]);
  return { db, schedules: new ScheduleService(fakeContext(db, actorOf('admin'))) };
}

const daily: ScheduleBodyDto = { sub_id: 5, frequency: 'DAILY', start_date: '2026-03-01' };
/** The rule written by the insert: [frequency, interval, by_days, by_month_days, time, start, end, assignees]. */
const written = (db: FakeDb) => db.statements(/insert into task_schedule|update task_schedule/).map((s) => s.params.slice(-8));

describe('ScheduleService: the rule written (spec part 2 Schedule creation, §5)', () => {
  it('keeps only the day list of the frequency, sorted and without repeats', async () => {
    const { db, schedules } = setup();
    await schedules.create({ ...daily, frequency: 'WEEKLY', by_days: [5, 1, 5, 3], by_month_days: [15] });
    await schedules.create({ ...daily, frequency: 'MONTHLY', by_days: [1], by_month_days: [31, 1, 15, 1] });
    await schedules.create({ ...daily, by_days: [1], by_month_days: [2] });
    expect(written(db).map((p) => p.slice(0, 4))).toEqual([
      ['WEEKLY', 1, [1, 3, 5], []],
      ['MONTHLY', 1, [], [1, 15, 31]],
      ['DAILY', 1, [], []],
    ]);
  });

  it("defaults: every 1, at 08:00, no end, no assignees; a time with seconds is kept to the minute; assignees as JSON", async () => {
    const { db, schedules } = setup();
    await schedules.create(daily);
    await schedules.create({ ...daily, interval: 3, time_of_day: '06:30:00', end_date: '2026-03-31', assignees: [{ user_id: IDS.other }] });
    expect(written(db)).toEqual([
      ['DAILY', 1, [], [], '08:00', '2026-03-01', null, null],
      ['DAILY', 3, [], [], '06:30', '2026-03-01', '2026-03-31', JSON.stringify([{ user_id: IDS.other }])],
    ]);
  });

  it('400 for a weekly rule without days, a monthly one without dates, an end before the start, or a sub task of another main task', async () => {
    const { db, schedules } = setup();
    await expect(schedules.create({ ...daily, frequency: 'WEEKLY', by_days: [] })).rejects.toEqual(new BadRequestException('Pilih minimal satu hari untuk jadwal mingguan.'));
    await expect(schedules.create({ ...daily, frequency: 'MONTHLY' })).rejects.toEqual(new BadRequestException('Isi minimal satu tanggal untuk jadwal bulanan.'));
    await expect(schedules.create({ ...daily, end_date: '2026-02-28' })).rejects.toEqual(new BadRequestException('Tanggal selesai tidak boleh sebelum tanggal mulai.'));
    await expect(schedules.create({ ...daily, main_id: 3 })).rejects.toEqual(new BadRequestException('Sub task tidak termasuk main task yang dipilih.'));
    expect(written(db)).toEqual([]);
  });

  it('404 for an unknown sub task; 422 for an inactive one, unless the schedule already has it', async () => {
    await expect(setup().schedules.create({ ...daily, sub_id: 6 })).rejects.toEqual(new NotFoundException('Sub task tidak ditemukan.'));
    const { db, schedules } = setup(false);
    await expect(schedules.create(daily)).rejects.toEqual(new UnprocessableEntityException('Sub task nonaktif tidak dapat dijadwalkan.'));
    await schedules.update(9, { ...daily, time_of_day: '09:00' });
    expect(written(db)).toEqual([['DAILY', 1, [], [], '09:00', '2026-03-01', null, null]]);
  });

  it('answers a schedule without its aktif flag', async () => {
    expect(await setup().schedules.create(daily)).not.toHaveProperty('aktif');
  });
});
