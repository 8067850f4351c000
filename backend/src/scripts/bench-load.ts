import 'reflect-metadata';

// The farm day (entry dates, "today") is Asia/Jakarta, as in main.ts.
process.env.TZ ||= 'Asia/Jakarta';
import autocannon from 'autocannon';
import dayjs from 'dayjs';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { Client } from 'pg';
import { z } from 'zod';
import { REPO_ROOT } from '../config/settings';
import { freePort } from '../database/bootstrap';
import { makeTempDataDir, startEmbeddedPostgres } from '../database/embedded';
import { provisionCluster, withCredentials } from '../database/provision';
import { haproxyPath, LocalInstance, startHaproxy, startInstance, stopAll, waitReady } from './local-cluster';

/**
 * `npm run bench:load`: how many farms one and two app instances carry (issue #25, "Capacity,
 * measured"; docs/adr/0034-several-instances-logs-metrics.md).
 *
 * Starts a fresh embedded PostgreSQL in a temporary folder and two built servers over it (as
 * `npm start` runs them, JSON logs off), creates BENCH_FARMS farms (default 200) through the API
 * with BENCH_TINGKAT tingkat each (default 20; a multiple of 4: jalur × 2 bagian × 2 tingkat),
 * 30 days of feed and egg history and one customer each, and logs every owner in. Then
 * `autocannon` plays a farm's day of work — the visit below, each visit for a random farm — at
 * rising numbers of connections, first against one instance, then against both behind HAProxy
 * (when installed), each step BENCH_SECONDS long (default 15), until p95 passes 500 ms. Beside
 * each step: the database's connections (most seen in pg_stat_activity) and the CPU used by
 * PostgreSQL and by the app processes (from /proc). Writes the table into docs/performance.md
 * between `<!-- bench:load -->` markers.
 */

const FARMS = Number(process.env.BENCH_FARMS ?? 200);
const TINGKAT = Number(process.env.BENCH_TINGKAT ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const STEPS = (process.env.BENCH_CONNECTIONS ?? '5,10,20,40,80,160').split(',').map(Number);
const HISTORY_DAYS = 30;
/** The p95 (ms) past which a step is the last one. */
const P95_LIMIT_MS = 500;
/** Realistic daily load of one farm (stated in the report): requests a day, share of them in the busiest hour. */
const DAILY_REQUESTS = 200;
const PEAK_HOUR_SHARE = 0.25;
const PEAK_RPS_PER_FARM = (DAILY_REQUESTS * PEAK_HOUR_SHARE) / 3600;

const Token = z.object({ token: z.string() });
const Created = z.object({ id: z.string() });

interface Farm {
  tenantId: string;
  token: string;
  tingkat: number[];
  bagian: number[];
  customer: number;
}

interface Step {
  target: string;
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  non2xx: number;
  dbConnections: number;
  dbCpu: number;
  appCpu: number;
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0);

/** The fields of `/proc/<pid>/stat` after the command's name (field 3, the state, is [0]); null when the process is gone. */
function statFields(pid: number | string): string[] | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

const USER_HZ = 100;

/** CPU seconds (user + system) of the given processes, from /proc (0 for one that is gone). */
function cpuSeconds(pids: number[]): number {
  return pids.reduce((sum, pid) => {
    const f = statFields(pid);
    return f ? sum + (Number(f[11]) + Number(f[12])) / USER_HZ : sum;
  }, 0);
}

/**
 * CPU seconds (user + system) PostgreSQL of the data folder has used so far: the postmaster's own,
 * that of its ended children (reaped: its cutime and cstime) and that of its live children
 * (backends, also those opened during a step, and background workers) — a count that only grows.
 */
function postgresCpuSeconds(pgDir: string): number {
  const master = Number(fs.readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const own = statFields(master);
  let sum = own ? (Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14])) / USER_HZ : 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const f = statFields(entry);
    if (f && Number(f[1]) === master) sum += (Number(f[11]) + Number(f[12])) / USER_HZ;
  }
  return sum;
}

async function api<T>(port: number, method: string, url: string, schema: z.ZodType<T>, body?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`http://127.0.0.1:${port}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return schema.parse(JSON.parse(text));
}

/** Runs `fn` over `items`, `n` at a time. */
async function inParallel<T, R>(items: T[], n: number, fn: (x: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}

/** Coops, 30 days of feed and eggs, and a customer for every farm, in bulk SQL as the superuser. */
async function loadFarms(url: string, tenantIds: string[], first: string, last: string): Promise<void> {
  const c = new Client({ connectionString: url });
  await c.connect();
  const q = (sql: string, params: unknown[] = []) => c.query(sql, params);
  try {
    await q('begin');
    await q(`insert into lokasi (tenant_id, nama) select unnest($1::uuid[]), 'Farm'`, [tenantIds]);
    await q(`insert into plant (tenant_id, lokasi_id, nama) select tenant_id, id, 'Plant 1' from lokasi where tenant_id = any($1)`, [tenantIds]);
    await q(`insert into jalur (tenant_id, plant_id, nama) select p.tenant_id, p.id, 'Jalur ' || g from plant p, generate_series(1, $2) g where p.tenant_id = any($1)`, [tenantIds, TINGKAT / 4]);
    await q(`insert into bagian (tenant_id, jalur_id, nama) select j.tenant_id, j.id, b from jalur j, unnest(array['Kanan', 'Kiri']) b where j.tenant_id = any($1)`, [tenantIds]);
    await q(`insert into tingkat (tenant_id, bagian_id, nama) select b.tenant_id, b.id, 'T' || g from bagian b, generate_series(1, 2) g where b.tenant_id = any($1)`, [tenantIds]);
    await q(
      `insert into transaksi_ayam (tenant_id, tanggal, aksi, jumlah, tujuan_tingkat_id, usia_minggu, usia_hari, keterangan)
       select t.tenant_id, $2::date, 'masuk', 1500, t.id, 20, 140, 'Populasi awal' from tingkat t where t.tenant_id = any($1)`,
      [tenantIds, first],
    );
    await q(
      `insert into transaksi_pakan (tenant_id, tanggal, tingkat_id, pakan_pagi, pakan_sore)
       select t.tenant_id, d::date, t.id, 90, 75 from tingkat t, generate_series($2::date, $3::date - 1, interval '1 day') d where t.tenant_id = any($1)`,
      [tenantIds, first, last],
    );
    await q(
      `insert into transaksi_telur (tenant_id, tanggal, bagian_id, grade_a, grade_b, grade_c, butir_a, butir_b, butir_c)
       select b.tenant_id, d::date, b.id, 160, 18, 8, 2550, 300, 150 from bagian b, generate_series($2::date, $3::date - 1, interval '1 day') d where b.tenant_id = any($1)`,
      [tenantIds, first, last],
    );
    await q(`insert into customers (tenant_id, name, phone) select unnest($1::uuid[]), 'Pelanggan Tetap', '6281200000001'`, [tenantIds]);
    await q('commit');
    await q('vacuum (analyze)');
  } finally {
    await c.end();
  }
}

async function farmIds(url: string, tenantId: string): Promise<Omit<Farm, 'token' | 'tenantId'>> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    const ids = async (sql: string) => (await c.query<{ id: number }>(sql, [tenantId])).rows.map((r) => r.id);
    return {
      tingkat: await ids('select id from tingkat where tenant_id = $1 order by id'),
      bagian: await ids('select id from bagian where tenant_id = $1 order by id'),
      customer: (await ids('select id from customers where tenant_id = $1 order by id'))[0],
    };
  } finally {
    await c.end();
  }
}

/** A farm user's visit: dashboard, feed and egg entries of today, one sale, three report reads. 3 writes of 8. */
function visit(farms: Farm[]): autocannon.Request[] {
  const today = dayjs().format('YYYY-MM-DD');
  const tenDays = dayjs().subtract(9, 'day').format('YYYY-MM-DD');
  const monthStart = dayjs().startOf('month').format('YYYY-MM-DD');
  type Ctx = { farm?: Farm };
  const as = (make: (f: Farm) => { path: string; body?: unknown }, method: 'GET' | 'POST' = 'GET', first = false): autocannon.Request => ({
    method,
    setupRequest: (req, context) => {
      const ctx = context as Ctx;
      if (first || !ctx.farm) ctx.farm = farms[Math.floor(Math.random() * farms.length)];
      const { path: p, body } = make(ctx.farm);
      const headers: Record<string, string> = { authorization: `Bearer ${ctx.farm.token}`, 'x-tenant-id': ctx.farm.tenantId };
      if (body !== undefined) headers['content-type'] = 'application/json';
      return { ...req, method, path: p, headers, body: body === undefined ? undefined : JSON.stringify(body) };
    },
  });
  return [
    as(() => ({ path: '/api/dashboard/summary' }), 'GET', true),
    as((f) => ({ path: '/api/transaksi-pakan', body: { tanggal: today, data: f.tingkat.map((id) => ({ tingkat_id: id, pakan_pagi: 90, pakan_sore: 75 })) } }), 'POST'),
    as((f) => ({ path: '/api/transaksi-telur', body: { tanggal: today, data: f.bagian.map((id) => ({ bagian_id: id, grade_a: 160, grade_b: 18, grade_c: 8, butir_a: 2550, butir_b: 300, butir_c: 150 })) } }), 'POST'),
    as((f) => ({ path: '/api/egg-sales', body: { sale_date: today, customer_id: f.customer, payment_method: 'cash', lines: [{ grade: 'A', qty_kg: 1, unit_price: 28000 }] } }), 'POST'),
    as(() => ({ path: `/api/dashboard-table?start_date=${tenDays}&to_date=${today}` })),
    as(() => ({ path: `/api/laporan-produksi?start_date=${tenDays}&to_date=${today}&page=1&page_size=25` })),
    as(() => ({ path: `/api/summary-txn-pakan?start_date=${tenDays}&to_date=${today}&page=1&page_size=25` })),
    as(() => ({ path: `/api/egg-sales/list?from=${monthStart}&to=${today}` })),
  ];
}

/** One step: `connections` connections for SECONDS seconds; latencies, statuses, DB connections and CPU beside it. */
async function step(target: string, port: number, connections: number, farms: Farm[], dbUrl: string, pgDir: string, appPids: number[]): Promise<Step> {
  const latencies: number[] = [];
  let non2xx = 0;
  const db = new Client({ connectionString: dbUrl });
  await db.connect();
  let dbConnections = 0;
  const sampler = setInterval(() => {
    db.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where datname = 'kandang' and pid <> pg_backend_pid()`)
      .then((r) => (dbConnections = Math.max(dbConnections, r.rows[0].n)))
      .catch(() => undefined);
  }, 500);
  const cpu0 = { db: postgresCpuSeconds(pgDir), app: cpuSeconds(appPids), at: Date.now() };
  await new Promise<void>((resolve, reject) => {
    const instance = autocannon({ url: `http://127.0.0.1:${port}`, connections, duration: SECONDS, requests: visit(farms), timeout: 30 }, (err) => (err ? reject(err) : resolve()));
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode < 200 || statusCode >= 300) non2xx++;
    });
  });
  clearInterval(sampler);
  const wall = (Date.now() - cpu0.at) / 1000;
  const result: Step = {
    target,
    connections,
    requests: latencies.length,
    rps: latencies.length / SECONDS,
    p50: 0,
    p95: 0,
    non2xx,
    dbConnections,
    dbCpu: (postgresCpuSeconds(pgDir) - cpu0.db) / wall,
    appCpu: (cpuSeconds(appPids) - cpu0.app) / wall,
  };
  await db.end();
  latencies.sort((a, b) => a - b);
  result.p50 = percentile(latencies, 50);
  result.p95 = percentile(latencies, 95);
  console.log(`  ${target}, ${connections} koneksi: ${result.rps.toFixed(1)} req/s, p50 ${result.p50.toFixed(0)} ms, p95 ${result.p95.toFixed(0)} ms, non-2xx ${non2xx}, DB ${dbConnections} koneksi, CPU DB ${result.dbCpu.toFixed(2)} app ${result.appCpu.toFixed(2)}`);
  return result;
}

function report(steps: Step[], startedAt: string, loadBefore: number[]): string {
  const cpu = os.cpus();
  const best = (target: string) => Math.max(0, ...steps.filter((s) => s.target === target && s.p95 <= P95_LIMIT_MS && s.non2xx === 0).map((s) => s.rps));
  const one = best('1 instance');
  const two = best('2 instance');
  const farms = (rps: number) => Math.floor(rps / PEAK_RPS_PER_FARM).toLocaleString('id-ID');
  return [
    '<!-- bench:load -->',
    '## Kapasitas: banyak peternakan, satu dan dua instance',
    '',
    'Hasil `npm run bench:load` (backend/src/scripts/bench-load.ts). PostgreSQL tertanam baru dan server hasil',
    '`npm run build` (seperti `npm start`, log JSON dimatikan) di mesin yang sama; `autocannon` memainkan kunjungan',
    'pengguna peternakan, tiap kunjungan untuk peternakan acak: ringkasan dashboard, simpan pakan hari ini (semua',
    'tingkat), simpan produksi telur hari ini (semua bagian), simpan satu nota penjualan telur 1 kg, tabel dashboard',
    '10 hari, laporan produksi dan laporan pakan 10 hari (halaman 25 baris), daftar penjualan bulan ini: 3 tulisan',
    `dari 8 permintaan. Tiap langkah ${SECONDS} detik; koneksi dinaikkan sampai p95 melewati ${P95_LIMIT_MS} ms.`,
    '',
    `- Run: ${startedAt}; Node.js ${process.version}; ${FARMS} peternakan × ${TINGKAT} tingkat, riwayat ${HISTORY_DAYS} hari pakan dan telur`,
    `- Mesin: ${cpu.length} core ${cpu[0]?.model?.trim() ?? ''}, RAM ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB. PostgreSQL, server dan autocannon berbagi core yang sama,`,
    '  jadi dua instance di mesin ini tidak mendapat CPU tambahan: angkanya menunjukkan bahwa beban terbagi dan tidak',
    '  ada yang rusak, bukan kapasitas dua mesin.',
    `- Beban mesin (load average 1/5/15 menit) sebelum: ${loadBefore.map((l) => l.toFixed(1)).join(' / ')}, sesudah: ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')}`,
    '- "Koneksi DB": koneksi terbanyak ke database `kandang` yang terlihat di pg_stat_activity (tiap instance paling',
    '  banyak 10 di pool runtime, ditambah role login dan pool batas login). "CPU DB" dan "CPU app": detik CPU per detik',
    '  (1,00 = satu core penuh) proses PostgreSQL dan proses server, dari /proc.',
    '',
    '| Target | Koneksi | Permintaan | req/s | p50 (ms) | p95 (ms) | non-2xx | Koneksi DB | CPU DB | CPU app |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...steps.map(
      (s) =>
        `| ${s.target} | ${s.connections} | ${s.requests} | ${s.rps.toFixed(1)} | ${s.p50.toFixed(0)} | ${s.p95.toFixed(0)} | ${s.non2xx} | ${s.dbConnections} | ${s.dbCpu.toFixed(2)} | ${s.appCpu.toFixed(2)} |`,
    ),
    '',
    `Beban harian yang realistis (asumsi): satu peternakan mengirim sekitar ${DAILY_REQUESTS} permintaan API sehari (entri pagi dan`,
    `sore, penjualan, layar dashboard dan laporan beberapa pengguna), ${PEAK_HOUR_SHARE * 100} % di antaranya pada jam tersibuk:`,
    `${PEAK_RPS_PER_FARM.toFixed(4)} req/s per peternakan pada jam itu. Laju tertinggi dengan p95 ≤ ${P95_LIMIT_MS} ms tanpa jawaban gagal:`,
    `satu instance ${one.toFixed(1)} req/s → sekitar **${farms(one)} peternakan per instance**` +
      (two ? `; dua instance di belakang HAProxy ${two.toFixed(1)} req/s → ${farms(two)} peternakan (mesin yang sama).` : '; dua instance: tidak diukur (haproxy tidak terpasang).'),
    '<!-- /bench:load -->',
    '',
  ].join('\n');
}

async function main() {
  if (TINGKAT % 4 !== 0 || TINGKAT < 4) throw new Error('BENCH_TINGKAT must be a multiple of 4 (jalur × 2 bagian × 2 tingkat)');
  const loadBefore = os.loadavg();
  const startedAt = `${dayjs().format('YYYY-MM-DD HH:mm')} WIB`; // the process runs in Asia/Jakarta (above)
  const dir = makeTempDataDir('kpm-bench-load-');
  const pgDir = path.join(dir, 'pg');
  const pgPort = await freePort();
  console.log(`PostgreSQL tertanam di ${dir} (port ${pgPort})…`);
  const cluster = await startEmbeddedPostgres(pgDir, pgPort, 'bench', { postgresFlags: ['-c', 'max_connections=200'] });
  const procs: LocalInstance[] = [];
  let haproxy: Awaited<ReturnType<typeof startHaproxy>> | undefined;
  try {
    const urls = await provisionCluster(cluster.adminUrl, { database: 'kandang', ownerPassword: 'bench-owner', appPassword: 'bench-app', loginPassword: 'bench-login' });
    const env = {
      DATABASE_URL: urls.ownerUrl,
      DATABASE_APP_URL: urls.appUrl,
      DATABASE_LOGIN_URL: urls.loginUrl,
      JWT_SECRET: 'bench-load-secret-'.padEnd(48, 'x'),
      DATA_DIR: dir,
      TRUST_PROXY: 'loopback',
      INITIAL_SUPERADMIN_USERNAME: 'bench-root',
      INITIAL_SUPERADMIN_PASSWORD: 'bench-root-password',
      LOG_LEVEL: 'silent',
      LOGIN_LIMIT_PER_IP: '1000000',
    };
    procs.push(await startInstance('a', env));
    await waitReady(procs[0]);
    procs.push(await startInstance('b', env));
    await waitReady(procs[1]);
    const [a] = procs;

    console.log(`Membuat ${FARMS} peternakan lewat API…`);
    const root = (await api(a.port, 'POST', '/api/auth/login', Token, { email: 'bench-root', password: 'bench-root-password' })).token;
    const owners = Array.from({ length: FARMS }, (_, i) => ({ email: `pemilik${i + 1}@bench.test`, password: `bench-pw-${i + 1}` }));
    const tenantIds = await inParallel(owners, 4, async (o, i) => {
      const body = { nama: `Kandang Uji ${i + 1}`, kode: `LD${i + 1}`, owner_email: o.email, owner_password: o.password };
      return (await api(a.port, 'POST', '/api/superadmin/tenants', Created, body, root)).id;
    });
    const today = dayjs().format('YYYY-MM-DD');
    const first = dayjs().subtract(HISTORY_DAYS, 'day').format('YYYY-MM-DD');
    const superUrl = withCredentials(cluster.adminUrl, 'postgres', 'bench', 'kandang');
    console.log(`Memuat kandang (${TINGKAT} tingkat) dan riwayat ${HISTORY_DAYS} hari…`);
    await loadFarms(superUrl, tenantIds, first, today);
    console.log('Login pemilik…');
    const farms = await inParallel(owners, 4, async (o, i) => ({
      tenantId: tenantIds[i],
      token: (await api(a.port, 'POST', '/api/auth/login', Token, { email: o.email, password: o.password })).token,
      ...(await farmIds(superUrl, tenantIds[i])),
    }));

    const appPids = procs.map((p) => p.proc.pid!);
    const steps: Step[] = [];
    const targets: { name: string; port: number }[] = [{ name: '1 instance', port: a.port }];
    if (haproxyPath()) {
      haproxy = await startHaproxy(dir, procs);
      targets.push({ name: '2 instance', port: haproxy.port });
    } else {
      console.log('haproxy tidak terpasang: dua instance tidak diukur.');
    }
    for (const target of targets) {
      console.log(`${target.name}:`);
      for (const connections of STEPS) {
        const s = await step(target.name, target.port, connections, farms, superUrl, pgDir, appPids);
        steps.push(s);
        if (s.p95 > P95_LIMIT_MS) break;
      }
    }
    const file = path.join(REPO_ROOT, 'docs', 'performance.md');
    const old = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    const section = report(steps, startedAt, loadBefore);
    const marked = /<!-- bench:load -->[\s\S]*<!-- \/bench:load -->\n?/;
    fs.writeFileSync(file, marked.test(old) ? old.replace(marked, section) : `${old.trimEnd()}\n\n${section}`);
    console.log(`\nDitulis ke ${path.relative(REPO_ROOT, file)}`);
  } finally {
    await stopAll([haproxy?.proc, ...procs.map((p) => p.proc)]);
    await cluster.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
