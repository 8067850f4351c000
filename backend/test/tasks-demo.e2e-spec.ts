import dayjs from 'dayjs';
import { tasksDemo } from '../src/modules/tasks/tasks.demo';
import { createTestApp, TestApp } from './utils/create-test-app';
import { createTenant, TestTenant } from './utils/factories';

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
    const mains = (await t.http().get('/api/tasks/main').set(a.as('admin')).expect(200)).body;
    expect(mains.map((m: { nama: string }) => m.nama)).toEqual(['BASIC', 'Kebersihan', 'Kesehatan', 'Vaksinasi']);
    const subs = (await t.http().get('/api/tasks/sub').set(a.as('admin')).expect(200)).body as Array<{ main_nama: string; nama: string; instruksi: string }>;
    expect(subs).toHaveLength(5 + 3 + 4 + 4);
    const vaccines = subs.filter((s) => s.main_nama === 'Vaksinasi');
    for (const v of ['ND', 'IB', 'AI', 'Coryza']) {
      const sub = vaccines.find((s) => s.nama.includes(v));
      expect(sub?.instruksi).toEqual(expect.stringContaining('1. '));
    }
  });

  it('schedules every frequency and leaves today pending for the workers', async () => {
    const schedules = (await t.http().get('/api/tasks/schedules').set(a.as('admin')).expect(200)).body as Array<{ frequency: string }>;
    expect(schedules).toHaveLength(16);
    expect(new Set(schedules.map((s) => s.frequency))).toEqual(new Set(['DAILY', 'WEEKLY', 'MONTHLY']));
    const due = (await t.http().get('/api/tasks/due').set(a.as('abk')).expect(200)).body as Array<{ status: string; frequency: string }>;
    // 6 daily schedules (5 BASIC + Cek ayam sakit & mati) occur every day.
    expect(due.filter((d) => d.frequency === 'DAILY')).toHaveLength(6);
    expect(due.every((d) => d.status === 'PENDING')).toBe(true);
  });

  it('records executions over the last three weeks only, mostly DONE', async () => {
    const start = dayjs().subtract(21, 'day').format('YYYY-MM-DD');
    const end = dayjs().format('YYYY-MM-DD');
    const rows = (await t.http().get(`/api/tasks/executions/list?start=${dayjs().subtract(90, 'day').format('YYYY-MM-DD')}&end=${end}`).set(a.as('admin')).expect(200)).body as Array<{ due_date: string; status: string }>;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.due_date >= start && r.due_date < end)).toBe(true);
    const done = rows.filter((r) => r.status === 'DONE').length;
    expect(done).toBeGreaterThan(rows.length - done);
  });
});
