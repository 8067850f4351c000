import dayjs from 'dayjs';

/**
 * A farm's day of API calls, as the screens make them (`npm run bench:load`, issue #35).
 *
 * Source: the data calls of the frontend's screens (`frontend/src/features/<feature>/`, the
 * `useApiQuery` reads each page opens with, the write it sends and the reads it reloads after the
 * write — `mutate()` / `useRevalidate()`), for a farm of 20 tingkat (5 jalur × 2 bagian × 2
 * tingkat = 10 bagian) run by three people: the owner (admin) and two workers (abk). SWR does not
 * reload on focus (app/AppProviders.tsx), so a screen makes its calls when it is opened and after
 * a write, not while it stays open. /menu makes no API call (features/menu/MenuPage.tsx).
 *
 * | Screen (frontend file) | Visits a day | Calls per visit | Calls |
 * |---|---:|---|---:|
 * | Login (data/login-flow.ts), two workers on the tablet | 2 | POST /api/auth/login | 2 |
 * | Dashboard, owner (dashboard/DashboardPage.tsx + the insight panels) | 8 | tasks/due, finance/opening-balances, dashboard/summary, feed-txns/metrics, dashboard-table (10 days), dashboard/unit-settings, dashboard/breed-standard, insight/setup-checklist, insight/warnings, insight/daily-summary, insight/map | 88 |
 * | Dashboard, workers (abk: no opening balances, no checklist) | 7 | the same 9 | 63 |
 * | Pakan harian, pagi and sore (feed-usage/FeedUsagePage.tsx) | 2 | finance/lock, dashboard/unit-settings, transaksi-pakan (today, yesterday), POST transaksi-pakan (20 tingkat), reload today | 12 |
 * | Produksi telur, three collections (egg-production/EggProductionPage.tsx) | 3 | transaksi-telur/settings, transaksi-telur/weights, transaksi-telur (today, yesterday), POST transaksi-telur (10 bagian), reload today | 18 |
 * | Ayam info, deaths (chickens/AyamInfoPage.tsx) | 1 | populasi-info, transaksi-ayam (month), tingkat-lokasi, transaksi-telur/settings; per tingkat with a death (12 of 20): POST transaksi-ayam, reload populasi-info and transaksi-ayam | 40 |
 * | Tugas saya (tasks/TugasSayaPage.tsx) | 3 | tasks/due; 10 ticks a day over the visits: POST task-executions, reload tasks/due | 23 |
 * | Penjualan telur (egg-sales/EggSalesPage.tsx, SaleEntry, SaleHistory) | 1 | customers, egg-sales/available, finance/lock, egg-sales/list, egg-sales/list/totals; 4 sales: egg-sales/last-prices, POST egg-sales, reload available, list, totals | 25 |
 * | Laporan produksi and pakan (reports/*ReportPage.tsx) | 1 each | laporan-produksi + bagian-lokasi, summary-txn-pakan + tingkat-lokasi; a second page of each | 6 |
 * | Stok pakan (feed-stock/FeedStockPage.tsx) | 1 | feed-txns (month), feed-txns/metrics | 2 |
 * | Keuangan (finance/FinancePage.tsx) | 1 | finance/lock, finance/journals, finance/summary | 3 |
 * | Piutang (receivables/ReceivablesPage.tsx) | 1 | receivables | 1 |
 * | Ekonomi pakan (insight/EconomicsPage.tsx) | 1 | insight/economics | 1 |
 * | Total | | | **284 API calls, 33 of them writes** |
 *
 * Static files: `navigateFallback` is off in the service worker (frontend/pwa.config.ts), so each
 * app open (12 a day over the three people) asks the server for the page (`GET /<route>`) and the
 * service worker's update check (`GET /sw.js`): 24 static requests; scripts and styles come from
 * the precache. A day is 308 requests. {@link farmDay} plays the static requests only when the
 * built frontend exists (`frontend/dist/index.html`; else the server has none to send).
 *
 * The task ticks mark a schedule's occurrence of today; a second play of the same farm's day
 * would get 409 ('sudah ditandai'), so each tick is followed in the play by its undo (DELETE,
 * the screen's own "batal"), which is not part of the day: {@link PLAY_EXTRA_CALLS}.
 */

/** What a played request needs of its farm: ids read once after the fill. */
export interface DayFarm {
  tenantId: string;
  token: string;
  tingkat: number[];
  bagian: number[];
  customer: number;
  schedules: number[];
  /** The owner's login, for the day's logins. */
  email: string;
  password: string;
}

/** One request of the day: path (with query), method, body; `tick`: a task tick whose undo follows it. */
export interface DayCall {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  body?: unknown;
  /** The request needs no token (login, static files). */
  anonymous?: boolean;
  /** Undo of the task tick just before it: DELETE /api/task-executions/<id of that answer>. */
  undoTick?: boolean;
  /** Static file (played only when the frontend is built). */
  static?: boolean;
}

/** Task ticks a day (2 workers × 5 tasks), each followed in the play by its undo. */
export const PLAY_EXTRA_CALLS = 10;

/** Tingkat with a death entered on a day (60 %: the death rate of `npm run bench`'s farm). */
const DEATH_TINGKAT = 12;

const get = (path: string): DayCall => ({ method: 'GET', path });

/**
 * The day of one farm, in the order the screens make the calls (see the table above). Dates are
 * the farm's day (`today`, Asia/Jakarta); the bodies are those the screens send for the farm's
 * 20 tingkat and 10 bagian. `withStatic`: also the 20 static requests of the app opens.
 */
export function farmDay(f: DayFarm, today: dayjs.Dayjs, withStatic: boolean): DayCall[] {
  const d = today.format('YYYY-MM-DD');
  const yesterday = today.subtract(1, 'day').format('YYYY-MM-DD');
  const tenDays = today.subtract(9, 'day').format('YYYY-MM-DD');
  const monthStart = today.startOf('month').format('YYYY-MM-DD');
  const range = `start_date=${tenDays}&to_date=${d}`;
  const calls: DayCall[] = [];
  const open = (route: string) => {
    if (withStatic) calls.push({ method: 'GET', path: route, anonymous: true, static: true }, { method: 'GET', path: '/sw.js', anonymous: true, static: true });
  };
  const dashboard = (owner: boolean) => {
    calls.push(get(`/api/tasks/due?date=${d}`));
    if (owner) calls.push(get('/api/finance/opening-balances'));
    calls.push(get('/api/dashboard/summary'), get(`/api/feed-txns/metrics?asof=${d}`), get(`/api/dashboard-table?${range}`));
    calls.push(get('/api/dashboard/unit-settings'), get('/api/dashboard/breed-standard'));
    if (owner) calls.push(get('/api/insight/setup-checklist'));
    calls.push(get('/api/insight/warnings'), get('/api/insight/daily-summary'), get('/api/insight/map'));
  };
  const feed = () => {
    calls.push(get('/api/finance/lock'), get('/api/dashboard/unit-settings'), get(`/api/transaksi-pakan?tanggal=${d}`), get(`/api/transaksi-pakan?tanggal=${yesterday}`));
    calls.push({ method: 'POST', path: '/api/transaksi-pakan', body: { tanggal: d, data: f.tingkat.map((id) => ({ tingkat_id: id, pakan_pagi: 90, pakan_sore: 75 })) } });
    calls.push(get(`/api/transaksi-pakan?tanggal=${d}`));
  };
  const eggs = () => {
    calls.push(get('/api/transaksi-telur/settings'), get(`/api/transaksi-telur/weights?tanggal=${d}`), get(`/api/transaksi-telur?tanggal=${d}`), get(`/api/transaksi-telur?tanggal=${yesterday}`));
    const data = f.bagian.map((id) => ({ bagian_id: id, grade_a: 160, grade_b: 18, grade_c: 8, butir_a: 2550, butir_b: 300, butir_c: 150 }));
    calls.push({ method: 'POST', path: '/api/transaksi-telur', body: { tanggal: d, data } }, get(`/api/transaksi-telur?tanggal=${d}`));
  };
  const tasks = (ticks: number[]) => {
    calls.push(get(`/api/tasks/due?date=${d}`));
    for (const s of ticks) {
      calls.push({ method: 'POST', path: '/api/task-executions', body: { schedule_id: s, due_date: d, status: 'DONE' } }, { method: 'DELETE', path: '', undoTick: true });
      calls.push(get(`/api/tasks/due?date=${d}`));
    }
  };

  const login = () => calls.push({ method: 'POST', path: '/api/auth/login', body: { email: f.email, password: f.password }, anonymous: true });
  const sales = `from=${monthStart}&to=${d}`;
  // Morning: a worker logs in on the farm's tablet, enters feed, eggs, deaths and ticks tasks.
  login();
  open('/menu');
  dashboard(false);
  feed();
  eggs();
  tasks(f.schedules.slice(0, 4));
  calls.push(get('/api/populasi-info'), get(`/api/transaksi-ayam?start_date=${monthStart}&to_date=${d}`), get('/api/tingkat-lokasi'), get('/api/transaksi-telur/settings'));
  for (const t of f.tingkat.slice(0, DEATH_TINGKAT)) {
    calls.push({ method: 'POST', path: '/api/transaksi-ayam', body: { tanggal: d, aksi: 'mati', jumlah: 1, asal_tingkat_id: t } });
    calls.push(get('/api/populasi-info'), get(`/api/transaksi-ayam?start_date=${monthStart}&to_date=${d}`));
  }
  // The owner, on a phone through the day: the dashboard, the day's sales, the reports.
  for (let i = 0; i < 4; i++) {
    open('/dashboard');
    dashboard(true);
  }
  open('/penjualantelur');
  calls.push(get('/api/customers'), get(`/api/egg-sales/available?date=${d}`), get('/api/finance/lock'), get(`/api/egg-sales/list?${sales}`), get(`/api/egg-sales/list/totals?${sales}`));
  for (let i = 0; i < 4; i++) {
    calls.push(get(`/api/egg-sales/last-prices?customer_id=${f.customer}`));
    calls.push({ method: 'POST', path: '/api/egg-sales', body: { sale_date: d, customer_id: f.customer, payment_method: 'cash', lines: [{ grade: 'A', qty_kg: 15, unit_price: 28000 }] } });
    calls.push(get(`/api/egg-sales/available?date=${d}`), get(`/api/egg-sales/list?${sales}`), get(`/api/egg-sales/list/totals?${sales}`));
  }
  for (const [report, places] of [['laporan-produksi', 'bagian-lokasi'], ['summary-txn-pakan', 'tingkat-lokasi']]) {
    calls.push(get(`/api/${report}?${range}&page=1&page_size=25`), get(`/api/${places}`), get(`/api/${report}?${range}&page=2&page_size=25`));
  }
  // Midday: the second worker collects eggs and ticks tasks.
  login();
  open('/menu');
  dashboard(false);
  eggs();
  tasks(f.schedules.slice(4, 8));
  dashboard(false);
  // Afternoon: sore feed and eggs, the last tasks; the owner's evening look at the books.
  open('/transaksipakan');
  feed();
  eggs();
  tasks(f.schedules.slice(8, 10));
  for (let i = 0; i < 4; i++) {
    open('/dashboard');
    dashboard(true);
  }
  calls.push(get(`/api/feed-txns?from=${monthStart}&to=${d}`), get(`/api/feed-txns/metrics?asof=${d}`));
  calls.push(get('/api/finance/lock'), get('/api/finance/journals'), get(`/api/finance/summary?from=${monthStart}&to=${d}`));
  calls.push(get(`/api/receivables?asof=${d}`), get('/api/insight/economics'));
  for (let i = 0; i < 4; i++) dashboard(false);
  return calls;
}
