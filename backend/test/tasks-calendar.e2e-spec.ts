import dayjs from 'dayjs';
import * as fs from 'fs';
import { createTestApp, TestApp } from './utils/create-test-app';
import { TenantContext } from '../src/common/tenancy/tenant-context';
import { createTenant, inTenant, TestTenant } from './utils/factories';
import { apiMain, apiSchedule, apiSub, PNG_1x1, tempDataDir } from './utils/tasks';
import { bodyOf, messageOf } from './utils/http';
import { CalendarDetailDto, CalendarMonthDto, CalendarWeekDto, ExecutionDto, ExecutionListRowDto, TaskDueItemDto } from '../src/modules/tasks/dto/calendar.dto';
import { SubTaskDto } from '../src/modules/tasks/dto/task-library.dto';

// Calendar facts (by hand): 2 Jun 2025 is a Monday; 1 Jul 2025 a Tuesday; 29 Dec 2025 a Monday.
describe('Tasks due, executions and calendar (spec part 2 Tugas Saya, Tugas Info, §4, §6, §7)', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  let dataDir: string;
  let vaksin: number;
  let telurS: number; // BASIC / Ambil telur pagi: DAILY 06:00 from 2025-06-01
  let ndS: number; // Vaksinasi / Vaksin ND: WEEKLY Mon + Thu 09:00 from 2025-06-02
  let cekS: number; // Kesehatan / Cek kesehatan: MONTHLY on the 31st, 07:00 from 2025-01-01
  let cekSub: number;
  const today = dayjs().format('YYYY-MM-DD');
  const yesterday = dayjs().subtract(1, 'day').format('YYYY-MM-DD');

  const get = (path: string, role: 'admin' | 'abk' | 'viewer' | 'reseller' = 'admin', tenant?: TestTenant) => t.http().get(path).set((tenant ?? a).as(role));
  const mark = (body: Record<string, unknown>, role: 'admin' | 'abk' | 'viewer' | 'reseller' = 'admin', tenant?: TestTenant) =>
    t.http().post('/api/task-executions').set((tenant ?? a).as(role)).send(body);
  const names = (items: TaskDueItemDto[]) => items.map((i) => `${i.due_date} ${i.time_of_day} ${i.sub_task} ${i.status}`);

  beforeAll(async () => {
    dataDir = tempDataDir();
    t = await createTestApp({ dataDir });
    a = await createTenant(t, 'Kalender A');
    b = await createTenant(t, 'Kalender B');
    const basic = await apiMain(t, a, 'BASIC');
    vaksin = await apiMain(t, a, 'Vaksinasi');
    const sehat = await apiMain(t, a, 'Kesehatan');
    const telur = await apiSub(t, a, basic, 'Ambil telur pagi');
    const nd = await t.http().post('/api/tasks/sub').set(a.as('admin')).field('main_id', String(vaksin)).field('nama', 'Vaksin ND')
      .field('deskripsi', 'Vaksin Newcastle Disease').field('instruksi', 'Tetes mata 1 dosis per ekor')
      .attach('image', PNG_1x1, { filename: 'nd.png', contentType: 'image/png' }).expect(201);
    cekSub = await apiSub(t, a, sehat, 'Cek kesehatan');
    telurS = await apiSchedule(t, a, { sub_id: telur, frequency: 'DAILY', time_of_day: '06:00', start_date: '2025-06-01' });
    ndS = await apiSchedule(t, a, { sub_id: bodyOf<SubTaskDto>(nd).id, frequency: 'WEEKLY', by_days: [1, 4], time_of_day: '09:00', start_date: '2025-06-02' });
    cekS = await apiSchedule(t, a, { sub_id: cekSub, frequency: 'MONTHLY', by_month_days: [31], time_of_day: '07:00', start_date: '2025-01-01' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('lists the tasks due on a day by time, PENDING before marking', async () => {
    const due = bodyOf<TaskDueItemDto[]>(await get('/api/tasks/due?date=2025-06-02', 'abk').expect(200));
    expect(names(due)).toEqual(['2025-06-02 06:00 Ambil telur pagi PENDING', '2025-06-02 09:00 Vaksin ND PENDING']);
    expect(due[1]).toMatchObject({ id: `${ndS}:2025-06-02`, schedule_id: ndS, main_task: 'Vaksinasi', frequency: 'WEEKLY', executed: false, executed_at: null });
    // 31 May: only the monthly check (the daily schedule starts 1 June).
    expect(names(bodyOf<TaskDueItemDto[]>(await get('/api/tasks/due?date=2025-05-31').expect(200)))).toEqual(['2025-05-31 07:00 Cek kesehatan PENDING']);
  });

  it('gives the week Monday first: 7 daily + Monday and Thursday = 9 items for 2–8 Jun 2025', async () => {
    const week = bodyOf<CalendarWeekDto>(await get('/api/calendar/week?start=2025-06-04', 'viewer').expect(200));
    expect(week.start).toBe('2025-06-02');
    expect(week.end).toBe('2025-06-08');
    expect(week.items).toHaveLength(7 + 2);
    expect(week.items.filter((i) => i.sub_task === 'Vaksin ND').map((i) => i.due_date)).toEqual(['2025-06-02', '2025-06-05']);
  });

  it('crosses a year boundary in the week of 29 Dec 2025 – 4 Jan 2026: 7 daily + Mon 29 Dec + Thu 1 Jan + the 31st = 10', async () => {
    const week = bodyOf<CalendarWeekDto>(await get('/api/calendar/week?start=2025-12-31').expect(200));
    expect([week.start, week.end]).toEqual(['2025-12-29', '2026-01-04']);
    expect(week.items).toHaveLength(7 + 2 + 1);
    expect(week.items.filter((i) => i.sub_task !== 'Ambil telur pagi').map((i) => `${i.due_date} ${i.sub_task}`)).toEqual([
      '2025-12-29 Vaksin ND',
      '2025-12-31 Cek kesehatan',
      '2026-01-01 Vaksin ND',
    ]);
  });

  it('gives every occurrence of a month, BASIC included', async () => {
    const may = await get('/api/calendar/month?year=2025&month=5', 'abk').expect(200);
    expect(may.body).toMatchObject({ year: 2025, month: 5, start: '2025-05-01', end: '2025-05-31' });
    expect(names(bodyOf<CalendarMonthDto>(may).items)).toEqual(['2025-05-31 07:00 Cek kesehatan PENDING']);
    // June: 30 daily + Mondays 2, 9, 16, 23, 30 + Thursdays 5, 12, 19, 26 = 30 + 9 = 39; June has no 31st.
    expect(bodyOf<CalendarMonthDto>(await get('/api/calendar/month?year=2025&month=6').expect(200)).items).toHaveLength(39);
    // July: 31 daily + Mondays 7, 14, 21, 28 + Thursdays 3, 10, 17, 24, 31 + the 31st = 31 + 9 + 1 = 41.
    expect(bodyOf<CalendarMonthDto>(await get('/api/calendar/month?year=2025&month=7').expect(200)).items).toHaveLength(41);
  });

  it('marks an occurrence DONE once: a second mark answers 409 and changes nothing', async () => {
    const first = await mark({ schedule_id: ndS, due_date: '2025-06-02' }).expect(201);
    expect(first.body).toMatchObject({ schedule_id: ndS, due_date: '2025-06-02', status: 'DONE' });
    const again = await mark({ schedule_id: ndS, due_date: '2025-06-02', status: 'SKIPPED' }).expect(409);
    expect(again.body).toEqual({ success: false, message: 'Tugas ini sudah ditandai untuk tanggal tersebut.' });
    const marked = bodyOf<ExecutionDto>(first);
    const execs = await get('/api/tasks/executions?start=2025-06-01&end=2025-06-07', 'viewer').expect(200);
    expect(execs.body).toEqual([{ id: marked.id, schedule_id: ndS, due_date: '2025-06-02', status: 'DONE', executed_at: marked.executed_at }]);
    const due = bodyOf<TaskDueItemDto[]>(await get('/api/tasks/due?date=2025-06-02').expect(200));
    expect(due.find((i) => i.schedule_id === ndS)).toMatchObject({ status: 'DONE', executed: true, executed_at: marked.executed_at });
  });

  it('marks SKIPPED (Lewati) and shows it in the week', async () => {
    await mark({ schedule_id: telurS, due_date: '2025-06-03', status: 'SKIPPED' }).expect(201);
    const week = bodyOf<CalendarWeekDto>(await get('/api/calendar/week?start=2025-06-02').expect(200));
    expect(week.items.find((i) => i.schedule_id === telurS && i.due_date === '2025-06-03')).toMatchObject({ status: 'SKIPPED', executed: true });
  });

  it("refuses a date the schedule does not occur on (422)", async () => {
    const tuesday = await mark({ schedule_id: ndS, due_date: '2025-06-03' }).expect(422);
    expect(messageOf(tuesday)).toBe('Tugas tidak dijadwalkan pada tanggal tersebut.');
    await mark({ schedule_id: telurS, due_date: '2025-05-31' }).expect(422); // before the start
    await mark({ schedule_id: cekS, due_date: '2025-06-30' }).expect(422); // June has no 31st
  });

  it('lets an abk mark only today (403 otherwise); viewer and reseller cannot mark', async () => {
    const past = await mark({ schedule_id: telurS, due_date: yesterday }, 'abk').expect(403);
    expect(messageOf(past)).toBe('ABK hanya dapat menandai tugas untuk tanggal hari ini.');
    const ok = await mark({ schedule_id: telurS, due_date: today }, 'abk').expect(201);
    expect(ok.body).toMatchObject({ due_date: today, status: 'DONE' });
    await mark({ schedule_id: telurS, due_date: today }, 'abk').expect(409);
    await mark({ schedule_id: telurS, due_date: yesterday }, 'viewer').expect(403);
    await mark({ schedule_id: telurS, due_date: yesterday }, 'reseller').expect(403);
    // nothing was written for yesterday
    const execs = await get(`/api/tasks/executions?start=${yesterday}&end=${yesterday}`).expect(200);
    expect(execs.body).toEqual([]);
    // an admin may mark any date
    await mark({ schedule_id: telurS, due_date: yesterday }).expect(201);
  });

  it('gives the detail of an occurrence with description, instruction, image and the executed flag', async () => {
    const res = await get(`/api/calendar/detail?schedule_id=${ndS}&due_date=2025-06-02`, 'viewer').expect(200);
    expect(res.body).toMatchObject({
      schedule_id: ndS,
      due_date: '2025-06-02',
      time_of_day: '09:00',
      main_task: 'Vaksinasi',
      sub_task: 'Vaksin ND',
      deskripsi: 'Vaksin Newcastle Disease',
      instruksi: 'Tetes mata 1 dosis per ekor',
      image_url: expect.stringMatching(/^\/uploads\/.+\.png\?exp=\d+&sig=[\w-]+$/) as unknown,
      executed: true,
      status: 'DONE',
    });
    await t.http().get(bodyOf<CalendarDetailDto>(res).image_url!).expect(200);
    const pending = await get(`/api/calendar/detail?schedule_id=${ndS}&due_date=2025-06-05`).expect(200);
    expect(pending.body).toMatchObject({ executed: false, status: 'PENDING', executed_at: null });
    const notDue = await get(`/api/calendar/detail?schedule_id=${ndS}&due_date=2025-06-03`).expect(422);
    expect(messageOf(notDue)).toBe('Tugas tidak dijadwalkan pada tanggal tersebut.');
    const unknown = await get('/api/calendar/detail?schedule_id=999999&due_date=2025-06-02').expect(404);
    expect(messageOf(unknown)).toBe('Jadwal tidak ditemukan.');
  });

  it("lists 'Tugas yang sudah dikerjakan' newest first, filtered by main task, default the last 7 days", async () => {
    const june = bodyOf<ExecutionListRowDto[]>(await get('/api/tasks/executions/list?start=2025-06-01&end=2025-06-30', 'abk').expect(200));
    expect(june.map((r) => `${r.due_date} ${r.sub_task} ${r.status}`)).toEqual([
      '2025-06-03 Ambil telur pagi SKIPPED',
      '2025-06-02 Vaksin ND DONE',
    ]);
    const onlyVaksin = bodyOf<ExecutionListRowDto[]>(await get(`/api/tasks/executions/list?start=2025-06-01&end=2025-06-30&main_id=${vaksin}`).expect(200));
    expect(onlyVaksin).toHaveLength(1);
    expect(onlyVaksin[0]).toMatchObject({ main_id: vaksin, main_task: 'Vaksinasi', time_of_day: '09:00', frequency: 'WEEKLY', executed_by: a.users.admin.username });
    const recent = bodyOf<ExecutionListRowDto[]>(await get('/api/tasks/executions/list', 'viewer').expect(200));
    expect(recent.map((r) => [r.due_date, r.executed_by])).toEqual([
      [today, a.users.abk.username],
      [yesterday, a.users.admin.username],
    ]);
  });

  it("takes back one's own mark of today (Batalkan): 403 another user's, 422 a mark of an earlier day, 404 unknown or another tenant's", async () => {
    const itemOf = async (role: 'admin' | 'abk') => bodyOf<TaskDueItemDto[]>(await get(`/api/tasks/due?date=${today}`, role).expect(200)).find((i) => i.schedule_id === telurS)!;
    const undo = (id: number | string, role: 'admin' | 'abk' | 'viewer' | 'reseller' = 'abk', tenant?: TestTenant) =>
      t.http().delete(`/api/task-executions/${id}`).set((tenant ?? a).as(role));
    // The abk marked today's occurrence above: the abk may take it back, the admin may not.
    const mine = await itemOf('abk');
    expect(mine).toMatchObject({ status: 'DONE', can_undo: true, execution_id: expect.any(Number) as unknown });
    expect((await itemOf('admin')).can_undo).toBe(false);
    const id = mine.execution_id!;
    expect(messageOf(await undo(id, 'admin').expect(403))).toBe('Hanya pengguna yang menandai tugas ini yang dapat membatalkannya.');
    await undo(id, 'viewer').expect(403);
    await undo(id, 'reseller').expect(403);
    expect(messageOf(await undo(id, 'abk', b).expect(404))).toBe('Tanda tugas tidak ditemukan.');
    expect(messageOf(await undo('12abc').expect(400))).toBe('ID tidak valid.');
    expect((await undo(id).expect(200)).body).toEqual({ success: true, id, schedule_id: telurS, due_date: today });
    expect(await itemOf('abk')).toMatchObject({ status: 'PENDING', executed: false, execution_id: null, can_undo: false });
    await undo(id).expect(404);
    // Marked again, then seen on a later day: the mark stays.
    const again = bodyOf<ExecutionDto>(await mark({ schedule_id: telurS, due_date: today, status: 'SKIPPED' }, 'abk').expect(201));
    await inTenant(t, a.id, () =>
      t.app.get(TenantContext).manager.query(`update task_execution set executed_at = executed_at - interval '1 day' where id = $1`, [again.id]),
    );
    expect((await itemOf('abk')).can_undo).toBe(false);
    expect(messageOf(await undo(again.id).expect(422))).toBe('Tanda tugas hanya dapat dibatalkan pada hari yang sama.');
    expect((await itemOf('abk')).status).toBe('SKIPPED');
  });

  it('answers 404 for another tenant\'s schedule and shows it nothing', async () => {
    await get(`/api/calendar/detail?schedule_id=${ndS}&due_date=2025-06-02`, 'admin', b).expect(404);
    await mark({ schedule_id: ndS, due_date: '2025-06-05' }, 'admin', b).expect(404);
    expect(bodyOf<CalendarWeekDto>(await get('/api/calendar/week?start=2025-06-02', 'admin', b).expect(200)).items).toEqual([]);
    expect((await get('/api/tasks/executions/list?start=2025-06-01&end=2025-06-30', 'admin', b).expect(200)).body).toEqual([]);
  });

  it('answers 400 for bad dates, months and statuses', async () => {
    expect(messageOf(await get('/api/tasks/due?date=2025-13-01').expect(400))).toBe('date harus tanggal (YYYY-MM-DD).');
    expect(messageOf(await get('/api/calendar/month?year=2025&month=13').expect(400))).toBe('month harus angka 1..12.');
    expect(messageOf(await get('/api/tasks/executions?start=2025-06-10&end=2025-06-01').expect(400))).toBe('Tanggal mulai tidak boleh sesudah tanggal akhir.');
    expect(messageOf(await mark({ schedule_id: ndS, due_date: '2025-06-05', status: 'DITUNDA' }).expect(400))).toBe('Status harus DONE atau SKIPPED.');
  });

  it('hides occurrences of a Nonaktif sub task, except those already marked', async () => {
    await mark({ schedule_id: cekS, due_date: '2025-05-31' }).expect(201);
    await t.http().put(`/api/tasks/sub/${cekSub}`).set(a.as('admin')).send({ main_id: bodyOf<SubTaskDto[]>(await get('/api/tasks/sub').expect(200)).find((s) => s.id === cekSub)!.main_id, nama: 'Cek kesehatan', aktif: false }).expect(200);
    expect(names(bodyOf<TaskDueItemDto[]>(await get('/api/tasks/due?date=2025-05-31').expect(200)))).toEqual(['2025-05-31 07:00 Cek kesehatan DONE']);
    expect(bodyOf<TaskDueItemDto[]>(await get('/api/tasks/due?date=2025-07-31').expect(200)).map((i) => i.sub_task)).toEqual(['Ambil telur pagi', 'Vaksin ND']);
  });
});
