import { Dayjs } from 'dayjs';

/** One measured case: GET unless a JSON body is given (then POST). */
export interface Case {
  name: string;
  path: string;
  /** p95 target, ms; null: none. */
  target: number | null;
  body?: unknown;
  /** Requests instead of BENCH_REQUESTS / BENCH_CONCURRENT_REQUESTS (slow downloads, writes that add rows). */
  requests?: number;
  /** The status every answer must have (default 200 or 201): 400 for a date outside the window, refused before any work. */
  status?: number;
}

/** The ids of the loaded farm that the cases ask for (bench.ts idsOf). */
export interface BenchIds {
  tingkat: number;
  tingkatAll: number[];
  bagian: number;
  customer: number;
  /** An ingredient of the ration (Jagung kuning) and the ration (bench-feed-items.ts). */
  ingredient: number;
  ration: number;
}

/**
 * The rows of `npm run bench` (docs/performance.md): each screen's request on the loaded farm
 * whose last day is `last` (`today`), with its p95 target in ms (null: measured, no target).
 */
export function benchCases(today: Dayjs, last: string, ids: BenchIds): Case[] {
  const days = (n: number) => today.subtract(n - 1, 'day').format('YYYY-MM-DD');
  const tomorrow = today.add(1, 'day').format('YYYY-MM-DD');
  const monthStart = today.startOf('month').format('YYYY-MM-DD');
  const monthEnd = today.endOf('month').format('YYYY-MM-DD');
  const page = '&page=1&page_size=25';
  const year = `start_date=${days(365)}&to_date=${last}`;
  // A report screen asks for one page of 25 rows; CSV asks for every row (fewer requests: each is ~10 MB).
  return [
    { name: 'GET /api/health (pembanding)', path: '/api/health', target: null },
    { name: 'Ringkasan dashboard (hari ini + 7 hari pakan)', path: '/api/dashboard/summary', target: 50 },
    { name: 'Tabel dashboard 10 hari', path: `/api/dashboard-table?start_date=${days(10)}&to_date=${last}`, target: 50 },
    { name: 'Tabel dashboard 1 tahun', path: `/api/dashboard-table?${year}`, target: 300 },
    { name: 'Laporan pakan 10 hari, semua tingkat, halaman 1', path: `/api/summary-txn-pakan?start_date=${days(10)}&to_date=${last}${page}`, target: 50 },
    { name: 'Laporan pakan 1 tahun, satu tingkat, halaman 1', path: `/api/summary-txn-pakan?${year}&tingkat_id=${ids.tingkat}${page}`, target: 300 },
    { name: 'Laporan pakan 1 tahun, semua tingkat, halaman 1', path: `/api/summary-txn-pakan?${year}${page}`, target: 300 },
    { name: 'Laporan pakan 1 tahun, semua tingkat, halaman terakhir', path: `/api/summary-txn-pakan?${year}&page=4380&page_size=25`, target: 300 },
    { name: 'Laporan produksi 10 hari, semua bagian, halaman 1', path: `/api/laporan-produksi?start_date=${days(10)}&to_date=${last}${page}`, target: 50 },
    { name: 'Laporan produksi 1 tahun, satu bagian, halaman 1', path: `/api/laporan-produksi?${year}&bagian_id=${ids.bagian}${page}`, target: 300 },
    { name: 'Laporan produksi 1 tahun, semua bagian, halaman 1', path: `/api/laporan-produksi?${year}${page}`, target: 300 },
    { name: 'CSV: laporan pakan 1 tahun, semua tingkat, semua baris', path: `/api/summary-txn-pakan?${year}`, target: null, requests: 20 },
    { name: 'CSV: laporan produksi 1 tahun, semua bagian, semua baris', path: `/api/laporan-produksi?${year}`, target: null, requests: 20 },
    { name: 'Stok pakan (metrics, asof besok)', path: `/api/feed-txns/metrics?asof=${tomorrow}`, target: 50 },
    // Issue #37: stock, value and use per stock item of the 6 (the stored state before the last 7 days, then their movements; ADR 0046).
    { name: 'Stok per barang (hari ini, 6 barang)', path: `/api/stock-items/stock?asof=${last}`, target: 50 },
    // Payables: ~620 credit purchases of the ingredients from 2 suppliers, all but the last 60 days' paid.
    { name: 'Umur hutang per pemasok hari ini', path: `/api/payables?asof=${last}`, target: 100 },
    { name: 'Peta kandang 7 hari, pakan per tingkat (300 tingkat)', path: `/api/insight/map?measure=feed_g_per_bird&window=7&date=${last}`, target: 100 },
    { name: 'Peta kandang 28 hari, hen-day per bagian', path: `/api/insight/map?measure=hen_day_pct&window=28&date=${last}`, target: null },
    { name: 'Grafik 28 hari satu tingkat (peta)', path: `/api/insight/place-series?level=tingkat&id=${ids.tingkat}&date=${last}`, target: null },
    // The warning rules of one day for every tingkat and bagian (one statement) and the farm's feed stock (docs/adr/0031).
    { name: 'Peringatan dini hari ini, 300 tingkat', path: `/api/insight/warnings?date=${last}`, target: 100 },
    { name: 'Tugas hari ini, 200 jadwal sejak 3 tahun', path: '/api/tasks/due', target: 50 },
    // Far dates (issue #34 moved these speed targets here from the e2e tests): the tasks of the
    // last day of the read window come from that window, not from the schedules' start; a date
    // beyond it is refused before any work.
    { name: 'Tugas pada hari terakhir jendela baca (hari ini + 5 tahun), 200 jadwal', path: `/api/tasks/due?date=${today.add(5, 'year').format('YYYY-MM-DD')}`, target: 300 },
    { name: 'Tugas pada 9999-12-31 (ditolak 400)', path: '/api/tasks/due?date=9999-12-31', target: 50, status: 400 },
    { name: 'Kalender bulan 2100-12 (ditolak 400)', path: '/api/calendar/month?year=2100&month=12', target: 50, status: 400 },
    { name: 'Kalender minggu 9999-12-27 (ditolak 400)', path: '/api/calendar/week?start=9999-12-27', target: 50, status: 400 },
    { name: 'Simpan pakan 9999-12-31 (ditolak 400)', path: '/api/transaksi-pakan', target: 50, status: 400, body: { tanggal: '9999-12-31', data: [{ tingkat_id: ids.tingkat, pakan_pagi: 1 }] } },
    { name: 'Jurnal keuangan 1 bulan', path: `/api/finance/journals?from=${monthStart}&to=${monthEnd}&limit=500`, target: 50 },
    { name: 'Ringkasan 6 kartu keuangan 1 bulan', path: `/api/finance/summary?from=${monthStart}&to=${monthEnd}`, target: null },
    { name: 'Buku besar Kas 1 tahun', path: `/api/finance/ledger?account_code=1-100&from=${days(365)}&to=${last}`, target: 200 },
    { name: 'Laba rugi 1 tahun', path: `/api/laba-rugi?start=${days(365)}&end=${last}`, target: 300 },
    { name: 'Ekonomi pakan 1 tahun per bulan (IOFC)', path: `/api/insight/economics?start=${days(365)}&end=${last}&group=month`, target: 300 },
    { name: 'Ekonomi pakan 1 tahun per bagian (biaya pakan dialokasikan per hari)', path: `/api/insight/economics/bagian?start=${days(365)}&end=${last}`, target: 300 },
    { name: 'Neraca per hari terakhir (3 tahun jurnal)', path: `/api/finance/balance-sheet?date=${last}`, target: 300 },
    { name: 'Neraca saldo 1 tahun', path: `/api/finance/trial-balance?start=${days(365)}&end=${last}`, target: 300 },
    { name: 'Penjualan telur 1 tahun (daftar, 1.825 nota)', path: `/api/egg-sales/list?from=${days(365)}&to=${last}`, target: 100 },
    { name: 'Total penjualan telur 1 tahun (footer)', path: `/api/egg-sales/list/totals?from=${days(365)}&to=${last}`, target: 100 },
    { name: 'Ketersediaan telur hari ini', path: `/api/egg-sales/available?date=${last}`, target: 100 },
    { name: 'Ketersediaan telur 1 tahun lalu (min hari sesudahnya)', path: `/api/egg-sales/available?date=${days(365)}`, target: 100 },
    // Receivables: ~730 open piutang nota of 3 customers (the year of sales above, half paid) with their ageing buckets.
    { name: 'Umur piutang per pelanggan hari ini', path: `/api/receivables?asof=${last}`, target: 100 },
    { name: 'Umur piutang per pelanggan 6 bulan lalu', path: `/api/receivables?asof=${days(183)}`, target: 100 },
    { name: 'Kartu piutang satu pelanggan 1 tahun', path: `/api/customers/${ids.customer}/statement?from=${days(366)}&to=${last}`, target: null },
    {
      // Each request sells 1 kg of grade A today: stock check over 3 years of eggs and a year of sales, the sale and its journal.
      name: 'Simpan penjualan telur hari ini',
      path: '/api/egg-sales',
      target: null,
      body: { sale_date: last, customer_id: ids.customer, payment_method: 'cash', lines: [{ grade: 'A', qty_kg: 1, unit_price: 28000 }] },
      requests: 50,
    },
    {
      // Re-costs today only (6 items from their stored state of yesterday) and posts today's usage corrections.
      name: 'Simpan pemakaian pakan hari ini, 300 tingkat',
      path: '/api/transaksi-pakan',
      target: 40,
      body: { tanggal: last, data: ids.tingkatAll.map((id) => ({ tingkat_id: id, pakan_pagi: 90, pakan_sore: 75 })) },
    },
    {
      // Each request buys 100 kg of an ingredient a year back: that ingredient, the year of daily batches of
      // the ration, the mixed item and its usage are re-costed from that day, their changed journals corrected.
      name: 'Simpan pembelian bahan (jagung) mundur 1 tahun',
      path: '/api/feed-txns/buy',
      target: 300,
      body: { trx_date: days(365), qty_kg: 100, price_per_kg: 5600, method: 'cash', item_id: ids.ingredient, note: 'bench' },
      requests: 20,
    },
    {
      name: 'Simpan pembelian pakan mundur 1 tahun',
      path: '/api/feed-txns/buy',
      target: 300,
      body: { trx_date: days(365), qty_kg: 100, price_per_kg: 7400, method: 'cash', note: 'bench' },
      requests: 20,
    },
    {
      // Each request mixes 100 kg of the ration today (preview of the ingredients' stock, the batch, the sync).
      name: 'Simpan pencampuran ransum hari ini',
      path: `/api/rations/${ids.ration}/batches`,
      target: null,
      body: { date: last, kg: 100 },
      requests: 20,
    },
    {
      // Each request adds 1 bird a year back: the day book of that tingkat is rewritten for 365 days.
      name: 'Simpan ayam masuk mundur 1 tahun, satu tingkat',
      path: '/api/transaksi-ayam',
      target: null,
      body: { tanggal: days(365), aksi: 'masuk', jumlah: 1, asal_tingkat_id: null, tujuan_tingkat_id: ids.tingkat, usia_minggu: 20, keterangan: 'bench' },
      requests: 50,
    },
  ];
}
