import 'reflect-metadata';
import dayjs from 'dayjs';
import * as fs from 'fs';
import * as http from 'http';
import * as os from 'os';
import * as path from 'path';
import { Client } from 'pg';
import { z } from 'zod';
import { IdRow, pg, row } from '../common/database/rows';
import { createApp } from '../create-app';
import { TenantContext } from '../common/tenancy/tenant-context';
import { AppSettings, REPO_ROOT } from '../config/settings';
import { freePort } from '../database/bootstrap';
import { runMigrations } from '../database/data-source';
import { makeTempDataDir, startEmbeddedPostgres } from '../database/embedded';
import { provisionCluster, withCredentials } from '../database/provision';
import { FeedStockService } from '../modules/feed-stock/feed-stock.service';
import { financeDemo } from '../demo/finance.demo';
import { TenantsService } from '../modules/tenants/tenants.service';
import { UsersService } from '../modules/users/users.service';
import { BenchIds, benchCases, Case } from './bench-cases';
import { feedItemIds, loadFeedItems } from './bench-feed-items';

/**
 * `npm run bench`: the speed of the dashboard, reports and feed stock metrics on a large farm.
 *
 * Starts a fresh embedded PostgreSQL in a temporary folder, loads one tenant with 300 tingkat
 * (50 jalur × 2 bagian × 3 tingkat) and 3 years of daily feed per tingkat, eggs per bagian, deaths
 * and feed purchases with bulk SQL (generate_series), starts the whole app in this process on a
 * free port and measures plain HTTP requests: median and p95 latency over 200 sequential
 * requests, and requests per second with 20 concurrent connections, next to GET /api/health
 * measured the same way in the same run. The books of those 3 years are posted through the
 * services: every feed document (FeedStockService.syncBooks) and the demo's daily egg sales,
 * wages, electricity and transfers (finance.demo). Writes the figures into docs/performance.md.
 */

const SEQUENTIAL = Number(process.env.BENCH_REQUESTS ?? 200);
const CONCURRENCY = 20;
const CONCURRENT_TOTAL = Number(process.env.BENCH_CONCURRENT_REQUESTS ?? 200);
const JALUR = 50;
const DAYS = 3 * 365;

/** `select count(*) as n`: a bigint as a string of digits. */
const CountRow = row({ n: pg.int8 });
/** The answer of POST /api/auth/login, as far as the bench reads it. */
const LoginAnswer = z.object({ token: z.string() });

interface Result {
  name: string;
  path: string;
  bytes: number;
  median: number;
  p95: number;
  rps: number;
  /** p95 target, ms (issue: 50 for 10-day views and the summary, 300 for 1-year views); null: none. */
  target?: number | null;
}


function send(port: number, c: Case, headers: Record<string, string>): Promise<{ status: number; bytes: number; ms: number }> {
  const started = process.hrtime.bigint();
  const body = c.body === undefined ? undefined : JSON.stringify(c.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: c.path, method: body ? 'POST' : 'GET', headers: body ? { ...headers, 'content-type': 'application/json' } : headers, agent: keepAlive },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measure(port: number, c: Case, headers: Record<string, string>): Promise<Result> {
  const sequential = c.requests ?? SEQUENTIAL;
  const concurrent = c.requests ?? CONCURRENT_TOTAL;
  const name = c.requests ? `${c.name} (${c.requests} permintaan)` : c.name;
  let bytes = 0;
  for (let i = 0; i < 5; i++) {
    const r = await send(port, c, headers);
    if (c.status ? r.status !== c.status : r.status !== 200 && r.status !== 201) throw new Error(`${c.path}: HTTP ${r.status}`);
    bytes = r.bytes;
  }
  const times: number[] = [];
  for (let i = 0; i < sequential; i++) times.push((await send(port, c, headers)).ms);
  times.sort((a, b) => a - b);
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < concurrent) {
        next++;
        await send(port, c, headers);
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const result = { name, path: c.body === undefined ? c.path : `POST ${c.path}`, bytes, median: percentile(times, 50), p95: percentile(times, 95), rps: concurrent / seconds, target: c.target };
  console.log(`${name.padEnd(44)} median ${result.median.toFixed(1).padStart(7)} ms  p95 ${result.p95.toFixed(1).padStart(7)} ms  ${result.rps.toFixed(0).padStart(5)} req/s`);
  return result;
}

/** Bulk load of the large farm as the cluster superuser (row-level security does not apply to it). */
async function loadFarm(url: string, tenantId: string, first: string, last: string): Promise<Record<string, number>> {
  const c = new Client({ connectionString: url });
  await c.connect();
  const q = (sql: string, params: unknown[] = []) => c.query(sql, params);
  try {
    await q('begin');
    await q(`insert into lokasi (tenant_id, nama) values ($1, 'Farm Besar')`, [tenantId]);
    await q(`insert into plant (tenant_id, lokasi_id, nama) select $1, id, 'Plant 1' from lokasi where tenant_id = $1`, [tenantId]);
    await q(`insert into jalur (tenant_id, plant_id, nama) select $1, p.id, 'Jalur ' || g from plant p, generate_series(1, $2) g where p.tenant_id = $1`, [tenantId, JALUR]);
    await q(`insert into bagian (tenant_id, jalur_id, nama) select $1, j.id, b from jalur j, unnest(array['Kanan', 'Kiri']) b where j.tenant_id = $1`, [tenantId]);
    await q(`insert into tingkat (tenant_id, bagian_id, nama) select $1, b.id, 'T' || g from bagian b, generate_series(1, 3) g where b.tenant_id = $1`, [tenantId]);
    // Each tingkat receives 1,500 pullets of 18 weeks on the first day; deaths on ~60 % of the days.
    await q(
      `insert into transaksi_ayam (tenant_id, tanggal, aksi, jumlah, tujuan_tingkat_id, usia_minggu, usia_hari, keterangan)
       select $1, $2::date, 'masuk', 1500, t.id, 18, 126, 'Populasi awal' from tingkat t where t.tenant_id = $1`,
      [tenantId, first],
    );
    await q(
      `insert into transaksi_ayam (tenant_id, tanggal, aksi, jumlah, asal_tingkat_id, usia_hari)
       select $1, d::date, 'mati', 1 + (random() * 1.5)::int, t.id, 126 + (d::date - $2::date)
         from tingkat t, generate_series($2::date + 1, $3::date, interval '1 day') d
        where t.tenant_id = $1 and random() < 0.6`,
      [tenantId, first, last],
    );
    await q(
      `insert into transaksi_pakan (tenant_id, tanggal, tingkat_id, pakan_pagi, pakan_sore)
       select $1, d::date, t.id, round((85 + random() * 10)::numeric, 1), round((70 + random() * 10)::numeric, 1)
         from tingkat t, generate_series($2::date, $3::date, interval '1 day') d where t.tenant_id = $1`,
      [tenantId, first, last],
    );
    await q(
      `insert into transaksi_telur (tenant_id, tanggal, bagian_id, grade_a, grade_b, grade_c, butir_a, butir_b, butir_c)
       select $1, d::date, b.id, round((3300 * 0.85 * 0.062 * (0.95 + random() * 0.1))::numeric, 3), round((3300 * 0.1 * 0.056)::numeric, 3),
              round((3300 * 0.05 * 0.05)::numeric, 3), (3300 * 0.85)::int, (3300 * 0.1)::int, (3300 * 0.05)::int
         from bagian b, generate_series($2::date, $3::date, interval '1 day') d where b.tenant_id = $1`,
      [tenantId, first, last],
    );
    // 200 task schedules started on the first day (daily, every 2 or 3 days, weekly on 2 days, monthly on
    // 2 dates), each marked done on the days of its last 30 days it occurs on (daily ones only, for brevity).
    await q(`insert into task_main (tenant_id, nama) values ($1, 'Rutin')`, [tenantId]);
    await q(
      `insert into task_sub (tenant_id, main_id, nama) select $1, m.id, 'Tugas ' || g from task_main m, generate_series(1, 200) g where m.tenant_id = $1`,
      [tenantId],
    );
    await q(
      `insert into task_schedule (tenant_id, sub_id, frequency, "interval", by_days, by_month_days, time_of_day, start_date)
       select $1, s.id, (array['DAILY', 'DAILY', 'WEEKLY', 'MONTHLY'])[1 + s.id % 4], 1 + s.id % 3,
              case when s.id % 4 = 2 then array[1 + s.id % 7, 1 + (s.id + 3) % 7]::smallint[] else '{}' end,
              case when s.id % 4 = 3 then array[1 + s.id % 28, 15]::smallint[] else '{}' end,
              make_time(6 + s.id % 12, 0, 0), $2::date
         from task_sub s where s.tenant_id = $1`,
      [tenantId, first],
    );
    await q(
      `insert into task_execution (tenant_id, schedule_id, due_date, status)
       select $1, sc.id, d::date, 'DONE' from task_schedule sc, generate_series($2::date - 29, $2::date, interval '1 day') d
        where sc.tenant_id = $1 and sc.frequency = 'DAILY' and sc."interval" = 1`,
      [tenantId, last],
    );
    // Feed bought every 3 days: enough for 3 days of 300 tingkat × ~165 kg.
    await q(
      `insert into feed_txns (tenant_id, trx_date, type, qty_kg, price_per_kg, ongkir, bongkar, method, note)
       select $1, d::date, 'buy', 160000, 7000 + (random() * 800)::int, 500000, 3200000, 'transfer', 'Pembelian rutin'
         from generate_series($2::date, $3::date, interval '3 days') d`,
      [tenantId, first, last],
    );
    await loadFeedItems(q, tenantId, first, last);
    // A year of egg sales: 5 a day (cash, transfer, piutang) to 3 customers, A 3,000 + B 300 + C 150 kg each —
    // within the ~17,000 / 1,850 / 825 kg produced per day; the piutang ones half paid.
    await q(`insert into customers (tenant_id, name, phone) select $1, 'Pelanggan ' || g, '62812000000' || g from generate_series(1, 3) g`, [tenantId]);
    await q(
      `insert into egg_sales (tenant_id, sale_date, customer_id, payment_method, total_amount, amount_paid, finance_code)
       select $1, d::date, c.id, m.method, 0, 0, 'PT-' || to_char(d, 'YYMM') || '-' || lpad((row_number() over ())::text, 4, '0')
         from generate_series($2::date, $3::date, interval '1 day') d
        cross join generate_series(1, 5) n
        cross join lateral (select (array(select id from customers where tenant_id = $1 order by id))[1 + n % 3] as id) c
        cross join lateral (select (array['cash', 'transfer', 'piutang'])[1 + n % 3] as method) m`,
      [tenantId, dayjs(last).subtract(364, 'day').format('YYYY-MM-DD'), last],
    );
    await q(
      `insert into egg_sale_lines (tenant_id, sale_id, sale_date, grade, qty_kg, unit_price)
       select s.tenant_id, s.id, s.sale_date, g.grade, g.kg, g.price
         from egg_sales s cross join (values ('A', 3000, 28000), ('B', 300, 26000), ('C', 150, 24500)) as g(grade, kg, price)
        where s.tenant_id = $1`,
      [tenantId],
    );
    await q(
      `update egg_sales s set total_amount = x.total, amount_paid = case when s.payment_method = 'piutang' then round(x.total / 2, 2) else x.total end,
              kg_a = x.a, kg_b = x.b, kg_c = x.c
         from (select sale_id, sum(amount) as total, sum(qty_kg) filter (where grade = 'A') as a, sum(qty_kg) filter (where grade = 'B') as b,
                      sum(qty_kg) filter (where grade = 'C') as c
                 from egg_sale_lines where tenant_id = $1 group by sale_id) x
        where s.tenant_id = $1 and s.id = x.sale_id`,
      [tenantId],
    );
    await q('commit');
    // A farm in use is vacuumed by autovacuum; do it now so that it does not run during the measurements.
    await q('vacuum (analyze)');
    const counts: Record<string, number> = {};
    for (const t of ['tingkat', 'bagian', 'transaksi_ayam', 'transaksi_pakan', 'transaksi_telur', 'feed_txns', 'ration_batches', 'supplier_payments', 'tingkat_harian', 'task_schedule', 'egg_sales', 'egg_sale_lines', 'journals', 'journal_lines']) {
      counts[t] = Number(CountRow.parse((await q(`select count(*) as n from ${t} where tenant_id = $1`, [tenantId])).rows[0]).n);
    }
    return counts;
  } finally {
    await c.end();
  }
}

/** What the figures rest on, written under the table. */
const NOTES = [
  '## Catatan',
  '',
  '- Populasi, umur, pakan dan kematian per tingkat per hari dibaca dari buku harian `tingkat_harian`',
  '  (migrasi TingkatHarian, docs/adr/0005-tingkat-day-book.md): satu baris per tingkat per hari, dijaga',
  '  trigger pada transaksi_pakan dan transaksi_ayam. Laporan dan dashboard tidak lagi menjumlah ulang',
  '  riwayat mutasi ayam setiap kali dipanggil. Pemuatan massal di atas ikut membangun buku itu (karena itu',
  '  waktu muatnya lebih lama).',
  '- Layar laporan meminta satu halaman (25 baris) dari server. Satu kueri berkelompok menghitung baris per',
  '  hari dan total seluruh rentang (grouping sets); baris halaman dibaca hanya dari hari-hari yang dicakup',
  '  halaman itu, sehingga halaman pertama dan terakhir dari 109.500 baris sama cepatnya.',
  '- Baris "CSV" adalah unduhan semua baris (tanpa halaman): tidak ada target; 1 tahun × 300 tingkat',
  '  adalah 109.500 baris JSON, waktunya sebanding dengan ukuran itu.',
  '- Baris "Simpan" mengukur tulisan (tanpa target). Simpan pakan hari ini untuk 300 tingkat menulis ulang',
  '  300 baris buku harian. Ayam masuk mundur 1 tahun menulis ulang 365 hari buku harian satu tingkat,',
  '  jumlah bulanan flock_month tingkat itu, dan umur transaksi ayam sesudah tanggal itu hanya pada tingkat',
  '  yang terjangkau (tingkat itu dan tujuan pindah berikutnya; ChickensService.deriveAges, ADR 0002).',
  '  Fungsi pembangun ulang membaca dengan batas per tenant (ADR 0004): di bawah row-level security',
  '  semi-join lama membaca ulang semua transaksi ayam peternakan (sekitar 1 detik per tulisan).',
  '- "Tugas hari ini" menjabarkan 200 jadwal yang dimulai 3 tahun lalu. Kejadian dihitung dari jendela yang',
  '  diminta, bukan dijalani dari tanggal mulai jadwal (modules/tasks/recurrence.ts, issue #12): tanggal jauh',
  '  sama murahnya dengan hari ini.',
  '- Indeks penutup `(tenant_id, tanggal) include (…)` pada tingkat_harian dan transaksi_telur membuat',
  '  rentang tanggal dibaca dari indeks saja (setelah vacuum). Stok pakan memakai `pakan_harian`',
  '  (docs/adr/0004-feed-stock-costing-and-report-sums.md).',
  '- Pembukuan 3 tahun diposting lewat layanan aplikasi: semua dokumen pakan (FeedStockService.syncBooks: satu',
  '  jurnal per pembelian dan per hari pemakaian) dan data demo keuangan (rekap penjualan telur harian, gaji,',
  '  listrik, transfer). Baris jurnal menyimpan tanggal jurnalnya; indeks `(tenant_id, account_id, trx_date)` dan',
  '  `(tenant_id, trx_date)` dengan include (debit, kredit) melayani buku besar dan laba rugi',
  '  (docs/adr/0008-feed-stock-in-the-books.md).',
  '- Ketersediaan telur (docs/adr/0009-egg-sales-and-receivables.md) membaca produksi per hari dari',
  '  `telur_harian` (satu baris per hari, dijaga trigger pada transaksi_telur) dan kg terjual dari baris nota,',
  '  lalu jumlah berjalan per hari dan nilai terkecil pada hari-hari sesudah tanggal yang diminta: satu kueri.',
  '- Biaya pakan per barang (docs/adr/0046-feed-costing-from-the-changed-date.md): simpanan menghitung ulang rata-rata',
  '  bergerak hanya dari tanggal paling awal yang berubah (dicatat trigger di `feed_cost_dirty`), mulai dari keadaan',
  '  akhir hari sebelumnya per barang (`feed_cost_days`); stok per barang dan metrik membaca keadaan itu, bukan riwayat.',
  '',
];

function writeReport(results: Result[], counts: Record<string, number>, pgVersion: string, first: string, last: string): string {
  const health = results[0];
  const cpu = os.cpus();
  const lines = [
    '# Kinerja dashboard dan laporan',
    '',
    'Hasil `npm run bench` (backend/src/scripts/bench.ts). Benchmark, bukan tes berwaktu: angka bergantung',
    'pada mesin. Skrip membuat PostgreSQL tertanam baru di folder sementara, memuat satu peternakan besar',
    'dengan SQL massal (generate_series), menjalankan aplikasi utuh di proses yang sama pada port bebas, lalu',
    `mengukur permintaan HTTP biasa: median dan p95 dari ${SEQUENTIAL} permintaan berurutan, dan permintaan per detik`,
    `dengan ${CONCURRENCY} koneksi bersamaan (${CONCURRENT_TOTAL} permintaan). Kolom "× health" membandingkan median dengan`,
    '`GET /api/health` yang diukur dengan cara sama pada run yang sama.',
    '',
    `- Tanggal run: ${dayjs().format('YYYY-MM-DD HH:mm')}; Node.js ${process.version}; ${pgVersion.split(' on ')[0]}`,
    `- Mesin: ${cpu.length} core ${cpu[0]?.model?.trim() ?? ''}, RAM ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, ${os.platform()} ${os.release()}`,
    `- Beban mesin saat selesai (load average 1/5/15 menit): ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')}; di atas ${cpu.length} berarti proses lain ikut memakai CPU dan angka di bawah lebih lambat dari mesin yang tenang`,
    `- Data: ${counts.tingkat} tingkat, ${counts.bagian} bagian; ${first} … ${last} (3 tahun); transaksi_pakan ${counts.transaksi_pakan.toLocaleString('id-ID')} baris,`,
    `  transaksi_telur ${counts.transaksi_telur.toLocaleString('id-ID')}, transaksi_ayam ${counts.transaksi_ayam.toLocaleString('id-ID')} (kematian harian), feed_txns ${counts.feed_txns.toLocaleString('id-ID')},`,
    `  6 barang stok pakan (Pakan, 4 bahan dibeli kredit dari 2 pemasok, 1 campuran): pencampuran ration_batches ${counts.ration_batches.toLocaleString('id-ID')}, pembayaran pemasok ${counts.supplier_payments.toLocaleString('id-ID')},`,
    `  buku harian tingkat_harian ${counts.tingkat_harian.toLocaleString('id-ID')} baris; ${counts.task_schedule} jadwal tugas sejak ${first}; pembukuan ${counts.journals.toLocaleString('id-ID')} jurnal,`,
    `  ${counts.journal_lines.toLocaleString('id-ID')} baris jurnal; penjualan telur 1 tahun: egg_sales ${counts.egg_sales.toLocaleString('id-ID')}, egg_sale_lines ${counts.egg_sale_lines.toLocaleString('id-ID')}`,
    '- Target (2 core): p95 ≤ 50 ms untuk tampilan 10 hari dan jurnal 1 bulan, ≤ 100 ms untuk daftar penjualan telur 1 tahun dan',
    '  ketersediaan telur, ≤ 200 ms untuk buku besar Kas 1 tahun, ≤ 300 ms untuk laporan dan laba rugi 1 tahun; pakan per barang',
    '  (issue #37): simpan pakan 300 tingkat ≤ 40 ms, pembelian mundur 1 tahun ≤ 300 ms, stok per barang ≤ 50 ms, hutang ≤ 100 ms.',
    '',
    '| Permintaan | Ukuran jawaban | Median (ms) | p95 (ms) | × health (median) | req/s (20 koneksi) | × health (req/s) | Target p95 |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
    ...results.map((r) => {
      const verdict = r.target == null ? '–' : `${r.p95 <= r.target ? 'tercapai' : 'tidak tercapai'} (≤ ${r.target} ms)`;
      return `| ${r.name} \`${r.path.replace(/\|/g, '\\|')}\` | ${(r.bytes / 1024).toFixed(1)} KiB | ${r.median.toFixed(1)} | ${r.p95.toFixed(1)} | ${(r.median / health.median).toFixed(1)} | ${r.rps.toFixed(0)} | ${(r.rps / health.rps).toFixed(2)} | ${verdict} |`;
    }),
    '',
    ...NOTES,
  ];
  return lines.join('\n');
}

async function main() {
  const dir = makeTempDataDir('kpm-bench-');
  const pgPort = await freePort();
  console.log(`PostgreSQL tertanam di ${dir} (port ${pgPort})…`);
  const cluster = await startEmbeddedPostgres(path.join(dir, 'pg'), pgPort, 'bench');
  let app: Awaited<ReturnType<typeof createApp>> | undefined;
  try {
    const { ownerUrl, appUrl, loginUrl } = await provisionCluster(cluster.adminUrl, {
      database: 'kandang',
      ownerPassword: 'bench-owner',
      appPassword: 'bench-app',
      loginPassword: 'bench-login',
    });
    await runMigrations(ownerUrl);
    const port = await freePort();
    const settings: AppSettings = {
      port,
      dataDir: dir,
      jwtSecret: 'bench-secret-'.padEnd(48, 'x'),
      jwtTtlHours: 2,
      loginLimitPerAccount: 100,
      loginLimitPerIp: 1000,
      appDatabaseUrl: appUrl,
      loginDatabaseUrl: loginUrl,
      ownerDatabaseUrl: ownerUrl,
      demo: false,
      staticDir: null,
    };
    app = await createApp(settings);
    await app.listen(port, '127.0.0.1');
    // The client keeps up to 20 sockets open between cases; a server closing one of them while idle
    // (Node's default 5 s) races with its reuse and fails the run with ECONNRESET.
    const server = app.getHttpServer() as http.Server;
    server.keepAliveTimeout = 10 * 60_000;

    // The tenant and its owner are created as the database's first superadmin (row-level security on tenants and users).
    const users = app.get(UsersService);
    const ctx = app.get(TenantContext);
    const rootId = (await users.bootstrapSuperadmin('bench-root', 'bench-root-pw'))!;
    const root = { userId: rootId, email: 'bench-root', globalRole: 'superadmin' as const, claims: {} as never };
    const tenant = await ctx.runAs(root, () => app!.get(TenantsService).create({ kode: 'BIG', nama: 'Kandang Besar' }));
    const owner = await ctx.runAs(root, () => users.createAccount('bench-owner', 'bench-owner-pw'));
    await ctx.runAs({ ...root, tenantId: tenant.id, role: 'superadmin' }, () => users.addMembership(owner.id, 'owner'));
    const today = dayjs();
    const first = today.subtract(DAYS - 1, 'day').format('YYYY-MM-DD');
    const last = today.format('YYYY-MM-DD');
    console.log('Memuat peternakan besar…');
    const loadStarted = Date.now();
    const counts = await loadFarm(withCredentials(cluster.adminUrl, 'postgres', 'bench', 'kandang'), tenant.id, first, last);
    const booksStarted = Date.now();
    const ownerActor = { userId: owner.id, email: 'bench-owner', globalRole: 'superadmin' as const, claims: {} as never, tenantId: tenant.id, role: 'superadmin' as const };
    await app.get(TenantContext).runAs(ownerActor, () => app!.get(FeedStockService).syncBooks());
    await financeDemo(app, { kode: 'BIG', tenantId: tenant.id, ownerId: owner.id });
    const books = await countBooks(withCredentials(cluster.adminUrl, 'postgres', 'bench', 'kandang'), tenant.id);
    Object.assign(counts, books);
    console.log(`  ${JSON.stringify(counts)} dalam ${((Date.now() - loadStarted) / 1000).toFixed(1)} s (pembukuan ${((Date.now() - booksStarted) / 1000).toFixed(1)} s)`);

    if (process.env.BENCH_KEEP) {
      // Keeps the loaded database for EXPLAIN ANALYZE (Ctrl-C to stop).
      console.log(`Database: ${withCredentials(cluster.adminUrl, 'postgres', 'bench', 'kandang')} tenant ${tenant.id}`);
      await new Promise((resolve) => process.once('SIGINT', resolve));
      return;
    }
    const login = await new Promise<string>((resolve, reject) => {
      const body = JSON.stringify({ email: 'bench-owner', password: 'bench-owner-pw' });
      const req = http.request({ host: '127.0.0.1', port, path: '/api/auth/login', method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => (res.statusCode === 200 ? resolve(LoginAnswer.parse(JSON.parse(text)).token) : reject(new Error(`login ${res.statusCode} ${text}`))));
      });
      req.on('error', reject);
      req.end(body);
    });
    const headers = { authorization: `Bearer ${login}`, 'x-tenant-id': tenant.id };
    const ids = await idsOf(ownerUrl, tenant.id);
    const cases = benchCases(today, last, ids);
    const only = process.env.BENCH_ONLY;
    const results: Result[] = [];
    for (const c of cases) {
      if (only && results.length && !only.split(',').some((o) => c.name.includes(o))) continue;
      results.push(await measure(port, c, headers));
    }
    if (!only) {
      const file = path.join(REPO_ROOT, 'docs', 'performance.md');
      // Everything from the section of `npm run bench:web` (Lighthouse) on — it, its dated notes and the section of
      // `npm run bench:load` (capacity) — stays as it is.
      const old = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
      const from = old.indexOf('<!-- bench:web -->');
      const kept = from >= 0 ? old.slice(from) : '';
      fs.writeFileSync(file, writeReport(results, counts, ids.version, first, last) + (kept ? `\n${kept}` : ''));
      console.log(`\nDitulis ke ${path.relative(REPO_ROOT, file)}`);
    }
  } finally {
    keepAlive.destroy();
    await app?.close();
    await cluster.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Journals and journal lines of the tenant after the books were posted. */
async function countBooks(url: string, tenantId: string): Promise<Record<string, number>> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    await c.query('vacuum (analyze) journals, journal_lines');
    const out: Record<string, number> = {};
    for (const t of ['journals', 'journal_lines']) out[t] = Number(CountRow.parse((await c.query(`select count(*) as n from ${t} where tenant_id = $1`, [tenantId])).rows[0]).n);
    return out;
  } finally {
    await c.end();
  }
}

/** Every tingkat id (the first as "one tingkat"), one bagian id, one customer id, and the server version. */
async function idsOf(url: string, tenantId: string): Promise<BenchIds & { version: string }> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(`select set_config('app.tenant_id', $1, false)`, [tenantId]);
    const tingkatAll = (await c.query(`select id from tingkat order by id`)).rows.map((r: unknown) => IdRow.parse(r).id);
    const tingkat = tingkatAll[0];
    const bagian = IdRow.parse((await c.query(`select min(id) as id from bagian`)).rows[0]).id;
    const customer = IdRow.parse((await c.query(`select min(id) as id from customers`)).rows[0]).id;
    const version = row({ v: pg.text }).parse((await c.query('select version() as v')).rows[0]).v;
    return { tingkat, tingkatAll, bagian, customer, ...(await feedItemIds(c)), version };
  } finally {
    await c.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
