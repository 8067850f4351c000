import { Logger } from '@nestjs/common';
import dayjs from 'dayjs';
import { DataSource } from 'typeorm';
import { TenantContext } from '../src/common/tenancy/tenant-context';
import { DEMO_USERS, demoLoginLines, seedDemo } from '../src/demo/demo';
import { createTestApp, TestApp } from './utils/create-test-app';
import { createCoop, createTenant, inTenant, TestCoop, TestTenant } from './utils/factories';
import { apiMain, apiSchedule, apiSub } from './utils/tasks';
import { bodyOf, errorOf, messageOf } from './utils/http';
import { TransaksiAyamDto } from '../src/modules/chickens/dto/chickens.dto';
import { TaskDueItemDto } from '../src/modules/tasks/dto/calendar.dto';

/** Issue #12: bounded work per request, bad requests answered 4xx, derived rows bounded, roles, caching. */
describe('Bounded work and bad requests (issue #12)', () => {
  let t: TestApp;
  let a: TestTenant;
  let coop: TestCoop;
  let scheduleId: number;
  const threeYearsAgo = dayjs().subtract(3, 'year').format('YYYY-MM-DD');

  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = [], tenant = a) =>
    inTenant(t, tenant.id, () => t.app.get(TenantContext).manager.query(text, params) as Promise<T[]>);
  const count = async (table: string, tingkatId: number) => (await sql<{ n: number }>(`select count(*)::int as n from ${table} where tingkat_id = $1`, [tingkatId]))[0].n;

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'Keras');
    coop = await createCoop(t, a.id, { tingkat: ['T1', 'T2', 'T3', 'T4'] });
    const main = await apiMain(t, a, 'BASIC');
    const sub = await apiSub(t, a, main, 'Ambil telur');
    scheduleId = await apiSchedule(t, a, { sub_id: sub, frequency: 'DAILY', interval: 1, start_date: threeYearsAgo, time_of_day: '06:00' });
    await apiSchedule(t, a, { sub_id: sub, frequency: 'WEEKLY', interval: 2, by_days: [1, 4], start_date: threeYearsAgo, time_of_day: '07:00' });
    await apiSchedule(t, a, { sub_id: sub, frequency: 'MONTHLY', interval: 1, by_month_days: [31], start_date: threeYearsAgo, time_of_day: '08:00' });
  });
  afterAll(() => t.close());

  describe('tasks: occurrences come from the window asked for, not from the schedule start', () => {
    it.each([
      ['tasks due on 9999-12-31', '/api/tasks/due?date=9999-12-31'],
      ['tasks due on 2100-12-31', '/api/tasks/due?date=2100-12-31'],
      ['calendar month 2100-12', '/api/calendar/month?year=2100&month=12'],
      ['calendar week of 9999-12-27', '/api/calendar/week?start=9999-12-27'],
    ])('%s answers (200, or 400 when the date is outside the allowed window; how fast: `npm run bench`, the far-date rows)', async (_name, path) => {
      const res = await t.http().get(path).set(a.as('admin'));
      expect([200, 400]).toContain(res.status);
    });

    it('calendar detail and marking an execution on 9999-12-31 answer 400, never 5xx', async () => {
      const detail = await t.http().get(`/api/calendar/detail?schedule_id=${scheduleId}&due_date=9999-12-31`).set(a.as('admin'));
      expect(detail.status).toBe(400);
      const mark = await t.http().post('/api/task-executions').set(a.as('admin')).send({ schedule_id: scheduleId, due_date: '9999-12-31' });
      expect(mark.status).toBe(400);
    });

    it('a far request does not hold the server: /api/health answers while it runs', async () => {
      const far = t.http().get('/api/tasks/due?date=9999-12-31').set(a.as('admin')).then((r) => r.status);
      const res = await t.http().get('/api/health');
      expect(res.status).toBe(200);
      expect([200, 400]).toContain(await far);
    });

    it('today is still computed right on a schedule started three years ago (daily, and weekly every 2 weeks)', async () => {
      const due = bodyOf<TaskDueItemDto[]>(await t.http().get('/api/tasks/due').set(a.as('abk')).expect(200));
      expect(due.filter((d) => d.schedule_id === scheduleId)).toHaveLength(1);
    });
  });

  describe('entries and the derived rows (day book, month and day sums)', () => {
    it('refuses a feed entry dated 9999-12-31 (400) and writes no day-book row', async () => {
      const tk = coop.tingkatIds[0];
      const res = await t.http().post('/api/transaksi-pakan').set(a.as('admin')).send({ tanggal: '9999-12-31', data: [{ tingkat_id: tk, pakan_pagi: 1 }] });
      expect(res.status).toBe(400);
      expect(messageOf(res)).toBe('Tanggal tidak boleh melewati hari ini.');
      expect(await count('tingkat_harian', tk)).toBe(0);
      expect(await count('transaksi_pakan', tk)).toBe(0);
    });

    it('refuses a chicken entry dated 2100-12-31 (400) and leaves no row behind', async () => {
      const tk = coop.tingkatIds[0];
      const res = await t.http().post('/api/transaksi-ayam').set(a.as('admin'))
        .send({ tanggal: '2100-12-31', aksi: 'masuk', jumlah: 10, asal_tingkat_id: null, tujuan_tingkat_id: tk, usia_minggu: 18, keterangan: null });
      expect(res.status).toBe(400);
      expect(await count('tingkat_harian', tk)).toBe(0);
      expect(await count('flock_month', tk)).toBe(0);
    });

    it('deleting the last feed entry removes the day-book rows it alone created; deleting the first starts the book at the next entry', async () => {
      const tk = coop.tingkatIds[1];
      const feed = (tanggal: string, kg: number) => t.http().post('/api/transaksi-pakan').set(a.as('admin')).send({ tanggal, data: [{ tingkat_id: tk, pakan_pagi: kg, pakan_sore: 0 }] }).expect(200);
      await feed('2025-01-10', 5);
      await feed('2025-03-10', 5); // 10/01 … 10/03 = 22 + 28 + 10 = 60 days
      expect(await count('tingkat_harian', tk)).toBe(60);
      await feed('2025-03-10', 0); // all zero: the day's row is deleted
      expect(await count('tingkat_harian', tk)).toBe(1);
      expect((await sql<{ n: number }>(`select count(*)::int as n from pakan_harian where tanggal = '2025-03-10'`))[0].n).toBe(0);

      await feed('2025-02-01', 5);
      expect(await count('tingkat_harian', tk)).toBe(23);
      await feed('2025-01-10', 0); // the first entry goes: the book starts at 01/02
      const rows = await sql<{ first: string; last: string; n: number }>(
        `select to_char(min(tanggal), 'YYYY-MM-DD') as first, to_char(max(tanggal), 'YYYY-MM-DD') as last, count(*)::int as n from tingkat_harian where tingkat_id = $1`,
        [tk],
      );
      expect(rows).toEqual([{ first: '2025-02-01', last: '2025-02-01', n: 1 }]);
      await feed('2025-02-01', 0);
      expect(await count('tingkat_harian', tk)).toBe(0);
    });

    it('deleting chicken entries removes their day-book and month rows', async () => {
      const tk = coop.tingkatIds[2];
      const ayam = (body: object) =>
        t.http().post('/api/transaksi-ayam').set(a.as('admin')).send({ asal_tingkat_id: null, tujuan_tingkat_id: null, usia_minggu: null, keterangan: null, ...body }).expect(201);
      const masuk = bodyOf<TransaksiAyamDto>(await ayam({ tanggal: '2025-01-10', aksi: 'masuk', jumlah: 100, tujuan_tingkat_id: tk, usia_minggu: 18 }));
      const mati = bodyOf<TransaksiAyamDto>(await ayam({ tanggal: '2025-04-10', aksi: 'mati', jumlah: 1, asal_tingkat_id: tk }));
      expect(await count('tingkat_harian', tk)).toBe(91); // 10/01 … 10/04
      expect(await count('flock_month', tk)).toBe(2); // January and April
      await t.http().delete(`/api/transaksi-ayam/${mati.id}`).set(a.as('admin')).expect(200);
      expect(await count('tingkat_harian', tk)).toBe(1);
      expect(await count('flock_month', tk)).toBe(1);
      await t.http().delete(`/api/transaksi-ayam/${masuk.id}`).set(a.as('admin')).expect(200);
      expect(await count('tingkat_harian', tk)).toBe(0);
      expect(await count('flock_month', tk)).toBe(0);
    });
  });

  describe('bad requests answer 4xx', () => {
    it('a body over 1 MB answers 413 in Indonesian, before login and on any path, without an error in the log', async () => {
      const errors = jest.spyOn(Logger.prototype, 'error');
      const big = { email: 'x'.repeat(1024 * 1024 + 10), password: 'y' };
      try {
        for (const [path, headers] of [
          ['/api/auth/login', {}],
          ['/api/transaksi-pakan', a.as('admin')],
          ['/api/tidak-ada', {}],
        ] as const) {
          const res = await t.http().post(path).set(headers).send(big);
          expect({ path, status: res.status, body: errorOf(res) }).toEqual({ path, status: 413, body: { success: false, message: 'Data yang dikirim terlalu besar (maksimal 1 MB).' } });
        }
        expect(errors).not.toHaveBeenCalled();
      } finally {
        errors.mockRestore();
      }
    });

    it('a NUL character in any text answers 400 naming the field (JSON body, nested rows, query, multipart)', async () => {
      const nul = 'a\u0000b';
      const login = await t.http().post('/api/auth/login').send({ email: nul, password: 'x' }).expect(400);
      expect(login.body).toEqual({ success: false, message: 'email tidak boleh mengandung karakter NUL.' });
      const ayam = await t.http().post('/api/transaksi-ayam').set(a.as('admin'))
        .send({ tanggal: '2025-01-01', aksi: 'masuk', jumlah: 1, tujuan_tingkat_id: coop.tingkatIds[3], usia_minggu: 1, keterangan: nul }).expect(400);
      expect(messageOf(ayam)).toBe('keterangan tidak boleh mengandung karakter NUL.');
      const nested = await t.http().post('/api/transaksi-pakan').set(a.as('admin')).send({ tanggal: '2025-01-01', data: [{ tingkat_id: coop.tingkatIds[3], catatan: nul }] }).expect(400);
      expect(messageOf(nested)).toBe('data[0].catatan tidak boleh mengandung karakter NUL.');
      await t.http().post('/api/coop/lokasi').set(a.as('admin')).send({ lokasi: nul }).expect(400);
      await t.http().post('/api/feed-txns/buy').set(a.as('admin')).send({ trx_date: '2025-01-01', qty_kg: 1, price_per_kg: 1, method: 'cash', note: nul }).expect(400);
      const query = await t.http().get('/api/transaksi-pakan?tanggal=2025-01-01%00').set(a.as('admin')).expect(400);
      expect(messageOf(query)).toBe('tanggal tidak boleh mengandung karakter NUL.');
      const multipart = await t.http().post('/api/tasks/sub').set(a.as('admin')).field('main_id', '1').field('nama', nul).expect(400);
      expect(messageOf(multipart)).toBe('nama tidak boleh mengandung karakter NUL.');
      expect((await sql<{ n: number }>(`select count(*)::int as n from transaksi_ayam where tujuan_tingkat_id = $1`, [coop.tingkatIds[3]]))[0].n).toBe(0);
    });

    it('prototype keys and deep nesting answer 400', async () => {
      const proto = await t.http().post('/api/auth/login').set('content-type', 'application/json').send('{"email":"a","password":"b","__proto__":{"x":1}}').expect(400);
      expect(messageOf(proto)).toBe('Field __proto__ tidak dikenal.');
      let deep: unknown = 1;
      for (let i = 0; i < 40; i++) deep = [deep];
      await t.http().post('/api/transaksi-pakan').set(a.as('admin')).send({ tanggal: '2025-01-01', data: deep }).expect(400);
    });
  });

  describe('roles and caching', () => {
    it('lokasi lists and unit settings: admin, abk and viewer read them, reseller gets 403', async () => {
      for (const path of ['/api/tingkat-lokasi', '/api/bagian-lokasi', '/api/dashboard/unit-settings']) {
        for (const role of ['admin', 'abk', 'viewer'] as const) await t.http().get(path).set(a.as(role)).expect(200);
        await t.http().get(path).set(a.as('reseller')).expect(403);
      }
      await t.http().put('/api/dashboard/unit-settings').set(a.as('viewer')).send({ pakan_unit: 'g' }).expect(403);
    });

    it('feed stock metrics: admin and abk (the dashboard cards, ADR 0001), not viewer or reseller', async () => {
      for (const role of ['admin', 'abk'] as const) await t.http().get('/api/feed-txns/metrics').set(a.as(role)).expect(200);
      for (const role of ['viewer', 'reseller'] as const) await t.http().get('/api/feed-txns/metrics').set(a.as(role)).expect(403);
      await t.http().get('/api/feed-txns').set(a.as('abk')).expect(403);
    });

    it('every API answer carries Cache-Control: no-store (success, error, unknown path)', async () => {
      for (const res of [
        await t.http().get('/api/tingkat-lokasi').set(a.as('admin')),
        await t.http().get('/api/my'),
        await t.http().get('/api/tidak-ada'),
        await t.http().get('/api/health'),
      ]) {
        expect(res.headers['cache-control']).toBe('no-store');
      }
    });
  });

  // Issue 19: every demo start printed '<username>123' for every demo account, also when the
  // accounts already existed (and their passwords may have been changed since).
  it('the startup log shows the demo passwords only when this start created the accounts', async () => {
    // The test database already has a superadmin: the demo seed creates nothing.
    const created = await seedDemo(t.app);
    expect(created).toBe(false);
    expect(demoLoginLines(created)).toEqual(['Login demo: akun demo sudah ada (password tidak ditampilkan).']);
    const fresh = demoLoginLines(true).join('\n');
    for (const u of DEMO_USERS) expect(fresh).toContain(`${u.username}123`);
  });
});

describe('Request deadline (503) with the transaction rolled back', () => {
  let t: TestApp;
  let slow: TestApp;
  let a: TestTenant;
  let coop: TestCoop;

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'Tenggat');
    coop = await createCoop(t, a.id);
    // A second server on the same database whose requests may take 1 ms (statements keep the usual limit).
    slow = await createTestApp({ requestTimeoutMs: 1, statementTimeoutMs: 30_000 });
  });
  afterAll(async () => {
    await slow.close();
    await t.close();
  });

  it('answers 503 in Indonesian past the deadline and keeps nothing of the request', async () => {
    const res = await slow.http().post('/api/transaksi-pakan').set(a.as('admin')).send({ tanggal: '2025-01-01', data: [{ tingkat_id: coop.tingkatIds[0], pakan_pagi: 3, pakan_sore: 4 }] });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ success: false, message: 'Permintaan terlalu lama diproses. Silakan coba lagi.' });
    await new Promise((r) => setTimeout(r, 300)); // let the abandoned handler run into its closed transaction
    const rows = await inTenant(t, a.id, () => t.app.get(TenantContext).manager.query<Array<{ n: number }>>(`select count(*)::int as n from transaksi_pakan`));
    expect(rows).toEqual([{ n: 0 }]);
    // The same request within the deadline is kept.
    await t.http().post('/api/transaksi-pakan').set(a.as('admin')).send({ tanggal: '2025-01-01', data: [{ tingkat_id: coop.tingkatIds[0], pakan_pagi: 3, pakan_sore: 4 }] }).expect(200);
    expect(await inTenant(t, a.id, () => t.app.get(TenantContext).manager.query(`select count(*)::int as n from transaksi_pakan`))).toEqual([{ n: 1 }]);
  });

  it('bounds every statement of the runtime connections by statement_timeout (the request deadline by default)', async () => {
    expect(await t.app.get(DataSource).query('show statement_timeout')).toEqual([{ statement_timeout: '30s' }]);
    expect(await slow.app.get(DataSource).query('show statement_timeout')).toEqual([{ statement_timeout: '30s' }]);
  });
});
