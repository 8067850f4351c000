import dayjs from 'dayjs';
import { TransaksiAyamDto } from '../src/modules/chickens/dto/chickens.dto';
import { FeedMetricsDto } from '../src/modules/feed-stock/dto/feed-stock.dto';
import { FeedUsageRowDto } from '../src/modules/feed-usage/dto/feed-usage.dto';
import { createTestApp, TestApp } from './utils/create-test-app';
import { bodyOf, messageOf } from './utils/http';
import { createCoop, createTenant, TestCoop, TestTenant } from './utils/factories';
import { apiMain, apiSchedule, apiSub } from './utils/tasks';

/**
 * The dates a farm needs (issues #11/#12): entries up to the farm's today, reads up to today + 5
 * years, never before 2000-01-01; and ids that are integers only. Every refusal is a 400 with an
 * Indonesian message, answered before any work (no years of occurrences expanded).
 */
describe('Date window and integer ids', () => {
  let t: TestApp;
  let a: TestTenant;
  let coop: TestCoop;
  let sub: number;
  let daily: number; // DAILY from 2025-01-01

  const day = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');
  const today = day(dayjs());
  const tomorrow = day(dayjs().add(1, 'day'));
  const lastRead = dayjs().add(5, 'year');
  const FUTURE = 'Tanggal tidak boleh melewati hari ini.';
  const TOO_OLD = 'Tanggal tidak boleh sebelum 01/01/2000.';
  const outside = (field: string) => `${field} harus antara 01/01/2000 dan ${lastRead.format('DD/MM/YYYY')}.`;

  const post = (path: string, body: object) => t.http().post(path).set(a.as('admin')).send(body);
  const get = (path: string) => t.http().get(path).set(a.as('admin'));
  /** Calls `send` and expects 400 with `message` (how fast: `npm run bench`, the far-date rows). */
  const refused = async (send: () => ReturnType<typeof get>, message: string) => {
    const res = await send();
    expect({ status: res.status, message: messageOf(res) }).toEqual({ status: 400, message });
  };

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'Jendela');
    coop = await createCoop(t, a.id, { bagian: ['Kanan'], tingkat: ['T1', 'T2'] });
    const main = await apiMain(t, a, 'BASIC');
    sub = await apiSub(t, a, main, 'Ambil telur pagi');
    daily = await apiSchedule(t, a, { sub_id: sub, frequency: 'DAILY', time_of_day: '06:00', start_date: '2025-01-01' });
  });
  afterAll(() => t.close());

  describe('entries are dated up to the farm’s today', () => {
    const [t1, t2] = [() => coop.tingkatIds[0], () => coop.tingkatIds[1]];
    const feed = (tanggal: string) => ({ tanggal, data: [{ tingkat_id: t1(), pakan_pagi: 10, pakan_sore: 5 }] });
    const eggs = (tanggal: string) => ({ tanggal, data: [{ bagian_id: coop.bagianIds[0], grade_a: 6, butir_a: 100 }] });
    const masuk = (tanggal: string) => ({ tanggal, aksi: 'masuk', jumlah: 100, tujuan_tingkat_id: t2(), usia_minggu: 20 });

    it('feed usage: today is saved, tomorrow is refused and nothing of it is stored', async () => {
      await post('/api/transaksi-pakan', feed(today)).expect(200);
      await refused(() => post('/api/transaksi-pakan', feed(tomorrow)), FUTURE);
      await refused(() => post('/api/transaksi-pakan', feed('1999-12-31')), TOO_OLD);
      const stored = await get(`/api/transaksi-pakan?tanggal=${tomorrow}`).expect(200); // reads may look ahead
      expect(bodyOf<FeedUsageRowDto[]>(stored).find((r) => r.tingkat_id === t1())).toMatchObject({ pakan_pagi: 0, pakan_sore: 0 });
    });

    it('egg production: today is saved, tomorrow is refused', async () => {
      await post('/api/transaksi-telur', eggs(today)).expect(200);
      await refused(() => post('/api/transaksi-telur', eggs(tomorrow)), FUTURE);
      await refused(() => post('/api/transaksi-telur', eggs('1999-12-31')), TOO_OLD);
    });

    it('chicken transactions: a new one or an edit dated tomorrow is refused', async () => {
      const created = await post('/api/transaksi-ayam', masuk(today)).expect(201);
      await refused(() => post('/api/transaksi-ayam', masuk(tomorrow)), FUTURE);
      await refused(() => t.http().put(`/api/transaksi-ayam/${bodyOf<TransaksiAyamDto>(created).id}`).set(a.as('admin')).send(masuk(tomorrow)), FUTURE);
      const kept = await get(`/api/transaksi-ayam?start_date=${today}&to_date=${tomorrow}`).expect(200);
      expect(bodyOf<TransaksiAyamDto[]>(kept).map((r) => `${r.tanggal} ${r.jumlah}`)).toEqual([`${today} 100`]);
    });

    it('feed stock: a purchase, sale or count correction dated tomorrow is refused; today is recorded', async () => {
      await post('/api/feed-txns/buy', { trx_date: today, qty_kg: 500, price_per_kg: 7500 }).expect(201);
      await post('/api/feed-txns/sell', { trx_date: today, qty_kg: 50, price_per_kg: 8000 }).expect(201);
      await post('/api/feed-txns/adjust', { trx_date: today, qty_kg: -2 }).expect(201);
      await refused(() => post('/api/feed-txns/buy', { trx_date: tomorrow, qty_kg: 500, price_per_kg: 7500 }), FUTURE);
      await refused(() => post('/api/feed-txns/sell', { trx_date: tomorrow, qty_kg: 1, price_per_kg: 8000 }), FUTURE);
      await refused(() => post('/api/feed-txns/adjust', { trx_date: tomorrow, qty_kg: 1 }), FUTURE);
      // Stock after today: 500 bought − 50 sold − 2 counted short − 15 kg fed (10 + 5, test above) = 433 kg.
      const metrics = await get(`/api/feed-txns/metrics?asof=${tomorrow}`).expect(200);
      expect(bodyOf<FeedMetricsDto>(metrics).stock_kg).toBe(433);
    });

    it('task executions: today is marked, tomorrow is refused even for an admin', async () => {
      await post('/api/task-executions', { schedule_id: daily, due_date: today }).expect(201);
      await refused(() => post('/api/task-executions', { schedule_id: daily, due_date: tomorrow }), FUTURE);
      await refused(() => post('/api/task-executions', { schedule_id: daily, due_date: '2026-02-30' }), 'due_date harus tanggal (YYYY-MM-DD).');
    });
  });

  describe('reads stay within 2000-01-01 … today + 5 years and answer at once', () => {
    it.each(['9999-12-31', '2100-12-31'])('refuses %s on tasks due, the calendar and feed usage', async (far) => {
      await refused(() => get(`/api/tasks/due?date=${far}`), outside('date'));
      await refused(() => get(`/api/calendar/detail?schedule_id=${daily}&due_date=${far}`), outside('due_date'));
      await refused(() => get(`/api/calendar/month?year=${far.slice(0, 4)}&month=12`), `year harus tahun 2000..${lastRead.year()}.`);
      await refused(() => get(`/api/calendar/week?start=${far}`), outside('start'));
      await refused(() => post('/api/transaksi-pakan', { tanggal: far, data: [] }), FUTURE);
    });

    it('takes the last day of the window and refuses the day after', async () => {
      await get(`/api/tasks/due?date=${day(lastRead)}`).expect(200);
      await refused(() => get(`/api/tasks/due?date=${day(lastRead.add(1, 'day'))}`), outside('date'));
      await refused(() => get('/api/tasks/due?date=1999-12-31'), outside('date'));
    });

    it('refuses days that do not exist', async () => {
      await refused(() => get('/api/tasks/due?date=2026-02-30'), 'date harus tanggal (YYYY-MM-DD).');
      await refused(() => get('/api/calendar/week?start=2026-02-30'), 'start harus tanggal (YYYY-MM-DD).');
      await refused(() => get(`/api/calendar/detail?schedule_id=${daily}&due_date=2026-02-30`), 'due_date harus tanggal (YYYY-MM-DD).');
      await refused(() => get('/api/summary-txn-pakan?start_date=2026-02-29&to_date=2026-03-01'), 'start_date harus tanggal (YYYY-MM-DD).');
    });

    it('bounds report ranges, executions lists and schedules the same way', async () => {
      await refused(() => get(`/api/laporan-produksi?start_date=2025-01-01&to_date=9999-12-31`), outside('to_date'));
      await refused(() => get(`/api/tasks/executions/list?start=1999-01-01&end=2025-01-31`), outside('start'));
      await refused(() => get(`/api/feed-txns?from=2025-01-01&to=2100-12-31`), outside('to'));
      await refused(() => post('/api/tasks/schedules', { sub_id: sub, frequency: 'DAILY', start_date: '2100-12-31' }), outside('start_date'));
      await refused(() => post('/api/tasks/schedules', { sub_id: sub, frequency: 'DAILY', start_date: '2025-06-01', end_date: '9999-12-31' }), outside('end_date'));
    });

    it('answers one message for a range whose start is after its end, on every list', async () => {
      const ORDER = 'Tanggal mulai tidak boleh sesudah tanggal akhir.';
      await refused(() => get('/api/summary-txn-pakan?start_date=2025-06-10&to_date=2025-06-01'), ORDER);
      await refused(() => get('/api/dashboard-table?start_date=2025-06-10&to_date=2025-06-01'), ORDER);
      await refused(() => get('/api/feed-txns?from=2025-06-10&to=2025-06-01'), ORDER);
      await refused(() => get('/api/tasks/executions?start=2025-06-10&end=2025-06-01'), ORDER);
      await refused(() => get('/api/transaksi-ayam?start_date=2025-06-10&to_date=2025-06-01'), ORDER);
    });
  });

  describe('ids are integers only', () => {
    it.each([true, '0x10', '16', 1.5, 0])('a schedule refuses sub_id %j', async (bad) => {
      await refused(() => post('/api/tasks/schedules', { sub_id: bad, frequency: 'DAILY', start_date: '2025-06-01' }), 'Pilih sub task terlebih dahulu');
    });

    it('refuses non-decimal ids in query strings and paths', async () => {
      await refused(() => get('/api/tasks/schedules?main_id=0x10'), 'main_id tidak valid.');
      await refused(() => get('/api/tasks/schedules?main_id=1e3'), 'main_id tidak valid.');
      await refused(() => get(`/api/calendar/detail?schedule_id=${daily}.0&due_date=${today}`), 'schedule_id tidak valid.');
      await refused(() => t.http().put('/api/tasks/schedules/0x10').set(a.as('admin')).send({ sub_id: sub, frequency: 'DAILY', start_date: '2025-06-01' }), 'ID tidak valid.');
      await refused(() => t.http().delete('/api/transaksi-ayam/-1').set(a.as('admin')), 'ID tidak valid.');
      const found = await get(`/api/tasks/schedules?main_id=${'0'.repeat(3)}1`);
      expect(found.status).toBe(200); // decimal digits, leading zeros included
    });

    it('refuses ids sent as text or true in JSON bodies', async () => {
      await refused(() => post('/api/transaksi-pakan', { tanggal: today, data: [{ tingkat_id: String(coop.tingkatIds[0]), pakan_pagi: 1 }] }), 'data.0.tingkat_id harus bilangan bulat.');
      await refused(() => post('/api/transaksi-ayam', { tanggal: today, aksi: 'mati', jumlah: 1, asal_tingkat_id: true }), 'asal_tingkat_id harus bilangan bulat.');
      await refused(() => post('/api/task-executions', { schedule_id: '0x10', due_date: today }), 'schedule_id tidak valid.');
      await refused(() => post('/api/coop/plant', { plant: 'Plant 9', lokasi_id: true }), 'lokasi_id harus bilangan bulat.');
    });
  });
});
