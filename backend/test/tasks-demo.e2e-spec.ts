import dayjs from 'dayjs';
import { tasksDemo } from '../src/demo/tasks.demo';
import { createTestApp, TestApp } from './utils/create-test-app';
import { createTenant, TestTenant } from './utils/factories';
import { bodyOf } from './utils/http';
import { MainTaskDto, SubTaskDto } from '../src/modules/tasks/dto/task-library.dto';
import { ScheduleDto } from '../src/modules/tasks/dto/schedule.dto';
import { ExecutionListRowDto, TaskDueItemDto } from '../src/modules/tasks/dto/calendar.dto';

describe('Task demo data (issue: demo library, schedules of every frequency, recent executions)', () => {
  let t: TestApp;
  let a: TestTenant;

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'Demo Tugas');
    await tasksDemo(t.app, { kode: a.kode, tenantId: a.id, ownerId: a.users.owner.id });
  });
  afterAll(() => t.close());

  it('loads the layer-farm library: BASIC, Kebersihan, Vaksinasi (ND, IB, AI, Coryza with instructions), Kesehatan', async () => {
    const mains = bodyOf<MainTaskDto[]>(await t.http().get('/api/tasks/main').set(a.as('admin')).expect(200));
    expect(mains.map((m) => m.nama)).toEqual(['BASIC', 'Kebersihan', 'Kesehatan', 'Vaksinasi']);
    const subs = bodyOf<SubTaskDto[]>(await t.http().get('/api/tasks/sub').set(a.as('admin')).expect(200));
    expect(subs).toHaveLength(5 + 3 + 4 + 4);
    const vaccines = subs.filter((s) => s.main_nama === 'Vaksinasi');
    for (const v of ['ND', 'IB', 'AI', 'Coryza']) {
      const sub = vaccines.find((s) => s.nama.includes(v));
      expect(sub?.instruksi).toEqual(expect.stringContaining('1. '));
    }
  });

  it('schedules every frequency and leaves today pending for the workers', async () => {
    const schedules = bodyOf<ScheduleDto[]>(await t.http().get('/api/tasks/schedules').set(a.as('admin')).expect(200));
    expect(schedules).toHaveLength(16);
    expect(new Set(schedules.map((s) => s.frequency))).toEqual(new Set(['DAILY', 'WEEKLY', 'MONTHLY']));
    const due = bodyOf<TaskDueItemDto[]>(await t.http().get('/api/tasks/due').set(a.as('abk')).expect(200));
    // 6 daily schedules (5 BASIC + Cek ayam sakit & mati) occur every day.
    expect(due.filter((d) => d.frequency === 'DAILY')).toHaveLength(6);
    expect(due.every((d) => d.status === 'PENDING')).toBe(true);
  });

  it('records executions over the last three weeks only, mostly DONE', async () => {
    const start = dayjs().subtract(21, 'day').format('YYYY-MM-DD');
    const end = dayjs().format('YYYY-MM-DD');
    const rows = bodyOf<ExecutionListRowDto[]>(await t.http().get(`/api/tasks/executions/list?start=${dayjs().subtract(90, 'day').format('YYYY-MM-DD')}&end=${end}`).set(a.as('admin')).expect(200));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.due_date >= start && r.due_date < end)).toBe(true);
    const done = rows.filter((r) => r.status === 'DONE').length;
    expect(done).toBeGreaterThan(rows.length - done);
  });
});
