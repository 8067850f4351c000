import { createTestApp, TestApp } from './utils/create-test-app';
import { createTenant, TestTenant } from './utils/factories';
import { apiMain, apiSchedule, apiSub } from './utils/tasks';
import { bodyOf, messageOf } from './utils/http';
import { ScheduleDto } from '../src/modules/tasks/dto/schedule.dto';

describe('Task schedules (spec part 2 Schedule creation, §3, §5, §7)', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  let vaksin: number;
  let nd: number;
  let basic: number;
  let telur: number;

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'Jadwal A');
    b = await createTenant(t, 'Jadwal B');
    vaksin = await apiMain(t, a, 'Vaksinasi');
    nd = await apiSub(t, a, vaksin, 'Vaksin ND');
    basic = await apiMain(t, a, 'BASIC');
    telur = await apiSub(t, a, basic, 'Ambil telur pagi');
  });
  afterAll(() => t.close());

  const post = (tenant: TestTenant, body: Record<string, unknown>, role: 'admin' | 'abk' | 'viewer' = 'admin') =>
    t.http().post('/api/tasks/schedules').set(tenant.as(role)).send(body);

  it('creates a DAILY schedule with the defaults: interval 1, 08:00, no end, no day lists', async () => {
    const res = await post(a, { sub_id: telur, frequency: 'DAILY', start_date: '2025-06-01', assignees: null }).expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number) as unknown,
      main_id: basic,
      main: 'BASIC',
      sub_id: telur,
      sub: 'Ambil telur pagi',
      frequency: 'DAILY',
      interval: 1,
      by_days: [],
      by_month_days: [],
      time_of_day: '08:00',
      start_date: '2025-06-01',
      end_date: null,
      assignees: null,
    });
  });

  it('keeps only by_days for WEEKLY and only by_month_days for MONTHLY (sorted, without repeats)', async () => {
    const weekly = await post(a, { main_id: vaksin, sub_id: nd, frequency: 'WEEKLY', interval: 2, by_days: [4, 1, 4], by_month_days: [15], time_of_day: '09:30', start_date: '2025-06-02', end_date: '2025-12-31' }).expect(201);
    expect(weekly.body).toMatchObject({ frequency: 'WEEKLY', interval: 2, by_days: [1, 4], by_month_days: [], time_of_day: '09:30', end_date: '2025-12-31' });
    const monthly = await post(a, { sub_id: nd, frequency: 'monthly', by_days: [2], by_month_days: [31, 1, 15], start_date: '2025-06-01' }).expect(201);
    expect(monthly.body).toMatchObject({ frequency: 'MONTHLY', by_days: [], by_month_days: [1, 15, 31] });
  });

  it('answers the field rules of §5 with Indonesian messages (400)', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ frequency: 'DAILY', start_date: '2025-06-01' }, 'Pilih sub task terlebih dahulu'],
      [{ sub_id: null, frequency: 'DAILY', start_date: '2025-06-01' }, 'Pilih sub task terlebih dahulu'],
      [{ sub_id: telur, frequency: 'DAILY', interval: 0, start_date: '2025-06-01' }, 'Interval minimal 1.'],
      [{ sub_id: telur, frequency: 'YEARLY', start_date: '2025-06-01' }, 'Frekuensi harus DAILY, WEEKLY, atau MONTHLY.'],
      [{ sub_id: telur, frequency: 'WEEKLY', start_date: '2025-06-01' }, 'Pilih minimal satu hari untuk jadwal mingguan.'],
      [{ sub_id: telur, frequency: 'WEEKLY', by_days: [0], start_date: '2025-06-01' }, 'Hari harus angka 1 (Senin) sampai 7 (Minggu).'],
      [{ sub_id: telur, frequency: 'MONTHLY', by_month_days: [], start_date: '2025-06-01' }, 'Isi minimal satu tanggal untuk jadwal bulanan.'],
      [{ sub_id: telur, frequency: 'MONTHLY', by_month_days: [32], start_date: '2025-06-01' }, 'Tanggal bulanan harus angka 1 sampai 31.'],
      [{ sub_id: telur, frequency: 'DAILY', time_of_day: '25:00', start_date: '2025-06-01' }, 'Jam harus format HH:MM.'],
      [{ sub_id: telur, frequency: 'DAILY' }, 'Tanggal mulai wajib diisi (YYYY-MM-DD).'],
      [{ sub_id: telur, frequency: 'DAILY', start_date: '2025-02-30' }, 'Tanggal mulai wajib diisi (YYYY-MM-DD).'],
      [{ sub_id: telur, frequency: 'DAILY', start_date: '2025-06-10', end_date: '2025-06-09' }, 'Tanggal selesai tidak boleh sebelum tanggal mulai.'],
      [{ sub_id: telur, main_id: vaksin, frequency: 'DAILY', start_date: '2025-06-01' }, 'Sub task tidak termasuk main task yang dipilih.'],
    ];
    for (const [body, message] of cases) {
      const res = await post(a, body);
      expect({ body, status: res.status, message: messageOf(res) }).toEqual({ body, status: 400, message });
    }
  });

  it('lists schedules with names, filtered by main_id', async () => {
    const main = await apiMain(t, a, 'Kebersihan');
    const sub = await apiSub(t, a, main, 'Sapu lorong');
    await apiSchedule(t, a, { sub_id: sub, frequency: 'DAILY', time_of_day: '15:00', start_date: '2025-06-01' });
    const res = await t.http().get(`/api/tasks/schedules?main_id=${main}`).set(a.as('admin')).expect(200);
    expect(bodyOf<ScheduleDto[]>(res).map((s) => [s.main, s.sub, s.time_of_day])).toEqual([['Kebersihan', 'Sapu lorong', '15:00']]);
    const all = await t.http().get('/api/tasks/schedules').set(a.as('admin')).expect(200);
    expect(bodyOf<ScheduleDto[]>(all).length).toBeGreaterThan(1);
  });

  it('edits a schedule with PUT (rule replaced) and answers 404 for an unknown id', async () => {
    const id = await apiSchedule(t, a, { sub_id: nd, frequency: 'DAILY', start_date: '2025-06-01' });
    const res = await t.http().put(`/api/tasks/schedules/${id}`).set(a.as('admin')).send({ sub_id: nd, frequency: 'WEEKLY', by_days: [6], time_of_day: '07:15', start_date: '2025-07-01' }).expect(200);
    expect(res.body).toMatchObject({ id, frequency: 'WEEKLY', by_days: [6], interval: 1, time_of_day: '07:15', start_date: '2025-07-01' });
    const missing = await t.http().put('/api/tasks/schedules/999999').set(a.as('admin')).send({ sub_id: nd, frequency: 'DAILY', start_date: '2025-06-01' }).expect(404);
    expect(messageOf(missing)).toBe('Jadwal tidak ditemukan.');
  });

  it('refuses a Nonaktif sub task (422) and a sub task of another tenant (404)', async () => {
    const main = await apiMain(t, a, 'Lama');
    const off = await apiSub(t, a, main, 'Tidak dipakai', { aktif: 'false' });
    const res = await post(a, { sub_id: off, frequency: 'DAILY', start_date: '2025-06-01' }).expect(422);
    expect(messageOf(res)).toBe('Sub task nonaktif tidak dapat dijadwalkan.');
    const cross = await post(b, { sub_id: nd, frequency: 'DAILY', start_date: '2025-06-01' }).expect(404);
    expect(messageOf(cross)).toBe('Sub task tidak ditemukan.');
    const id = await apiSchedule(t, a, { sub_id: nd, frequency: 'DAILY', start_date: '2025-06-01' });
    await t.http().put(`/api/tasks/schedules/${id}`).set(b.as('admin')).send({ sub_id: nd, frequency: 'DAILY', start_date: '2025-06-01' }).expect(404);
    const listB = await t.http().get('/api/tasks/schedules').set(b.as('admin')).expect(200);
    expect(listB.body).toEqual([]);
  });

  it('is admin only: abk and viewer get 403', async () => {
    await t.http().get('/api/tasks/schedules').set(a.as('abk')).expect(403);
    await post(a, { sub_id: telur, frequency: 'DAILY', start_date: '2025-06-01' }, 'abk').expect(403);
    await post(a, { sub_id: telur, frequency: 'DAILY', start_date: '2025-06-01' }, 'viewer').expect(403);
  });
});
