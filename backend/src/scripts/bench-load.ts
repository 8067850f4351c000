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
import { DayFarm, farmDay, PLAY_EXTRA_CALLS } from './bench-load-day';
import { fillFarms, OWNER_PASSWORD } from './bench-load-fill';
import { haproxyPath, LocalInstance, startHaproxy, startInstance, stopAll, waitReady } from './local-cluster';

/**
 * `npm run bench:load`: how many farms one and two app instances carry (issues #25 and #35;
 * docs/adr/0034-several-instances-logs-metrics.md, docs/adr/0041-one-postgresql-and-beyond.md).
 *
 * Starts a fresh embedded PostgreSQL in a temporary folder and two built servers over it (as
 * `npm start` runs them, JSON logs off), fills it with BENCH_FARMS farms (default 1,000) of
 * BENCH_TINGKAT tingkat (default 20) and BENCH_DAYS days of history (default 365) in bulk SQL
 * (bench-load-fill.ts), and logs every owner in through the API. Then `autocannon` plays a farm's
 * day — the 284 API calls (33 writes) and 24 static requests the screens make for a 20-tingkat
 * farm, derived from the frontend's code (bench-load-day.ts, table there and in
 * docs/performance.md) — each connection one day after another, each day for a random farm, at
 * rising numbers of connections (BENCH_CONNECTIONS, default 5,10,20,40,80), first against one
 * instance, then against both behind HAProxy (when installed), each step BENCH_SECONDS long
 * (default 15), until p95 passes 500 ms. Beside each step: the machine's load average
 * (os.loadavg()), the database's connections (most seen in pg_stat_activity) and the CPU used by
 * PostgreSQL and by the app processes (from /proc). Farms per instance = the best step's
 * requests per second (p95 ≤ 500 ms, no failed answer), counted in farm days, over a farm's
 * busiest hour (25 % of its day). Writes the table into docs/performance.md between
 * `<!-- bench:load -->` markers. Shrink a run with BENCH_FARMS=50 BENCH_DAYS=30 BENCH_SECONDS=5.
 */

const FARMS = Number(process.env.BENCH_FARMS ?? 1000);
const TINGKAT = Number(process.env.BENCH_TINGKAT ?? 20);
const HISTORY_DAYS = Number(process.env.BENCH_DAYS ?? 365);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const STEPS = (process.env.BENCH_CONNECTIONS ?? '5,10,20,40,80').split(',').map(Number);
/** The p95 (ms) past which a step is the last one. */
const P95_LIMIT_MS = 500;
/** Share of a farm's day in its busiest hour (entries of the morning; an assumption, stated in the report). */
const PEAK_HOUR_SHARE = 0.25;
/** Whether the built frontend is there: then the day's static requests are played too. */
const WITH_STATIC = fs.existsSync(path.join(REPO_ROOT, 'frontend', 'dist', 'index.html'));

const Token = z.object({ token: z.string() });
const Executed = z.object({ id: z.number() });

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
  /** os.loadavg()[0] at the end of the step: the whole machine, other users' work included. */
  load: number;
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

/** Every farm's ids (tingkat, bagian, first customer, task schedules), in one query as the superuser. */
async function farmIds(url: string, tenantIds: string[]): Promise<Map<string, Pick<DayFarm, 'tingkat' | 'bagian' | 'customer' | 'schedules'>>> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    const rows = await c.query<{ id: string; tingkat: number[]; bagian: number[]; customer: number; schedules: number[] }>(
      `select t.id,
              array(select id from tingkat where tenant_id = t.id order by id) as tingkat,
              array(select id from bagian where tenant_id = t.id order by id) as bagian,
              (select min(id) from customers where tenant_id = t.id) as customer,
              array(select id from task_schedule where tenant_id = t.id order by id) as schedules
         from tenants t where t.id = any($1)`,
      [tenantIds],
    );
    return new Map(rows.rows.map((r) => [r.id, { tingkat: r.tingkat, bagian: r.bagian, customer: r.customer, schedules: r.schedules }]));
  } finally {
    await c.end();
  }
}

/**
 * The played requests: a farm's day ({@link farmDay}), the farm drawn at random (among those no
 * other connection plays) at the start of each day of each connection. A task tick's undo deletes
 * the execution its answer named. Failed answers are counted in {@link failures}.
 */
function play(farms: DayFarm[]): autocannon.Request[] {
  type Ctx = { farm?: DayFarm; day?: ReturnType<typeof farmDay>; execution?: number };
  const template = farmDay(farms[0], dayjs(), WITH_STATIC);
  const busy = new Set<DayFarm>();
  return template.map((call, i) => ({
    method: call.method,
    setupRequest: (req, context) => {
      const ctx = context as Ctx;
      if (i === 0 || !ctx.farm) {
        // A farm no other connection is playing: two plays of one farm's day at once would tick the same task twice (409).
        if (ctx.farm) busy.delete(ctx.farm);
        do ctx.farm = farms[Math.floor(Math.random() * farms.length)];
        while (busy.has(ctx.farm) && busy.size < farms.length);
        busy.add(ctx.farm);
        ctx.day = farmDay(ctx.farm, dayjs(), WITH_STATIC);
      }
      const c = ctx.day![i];
      const headers: Record<string, string> = c.anonymous ? {} : { authorization: `Bearer ${ctx.farm.token}`, 'x-tenant-id': ctx.farm.tenantId };
      if (c.body !== undefined) headers['content-type'] = 'application/json';
      const p = c.undoTick ? `/api/task-executions/${ctx.execution ?? 0}` : c.path;
      return { ...req, method: c.method, path: p, headers, body: c.body === undefined ? undefined : JSON.stringify(c.body) };
    },
    onResponse: (status, body, context) => {
      if (status < 200 || status >= 300) {
        const key = `${status} ${call.method} ${call.path.split('?')[0] || '/api/task-executions/:id'}: ${body.slice(0, 120)}`;
        failures.set(key, (failures.get(key) ?? 0) + 1);
      }
      if (call.path !== '/api/task-executions') return;
      const parsed = status === 201 || status === 200 ? Executed.safeParse(JSON.parse(body)) : null;
      (context as Ctx).execution = parsed?.success ? parsed.data.id : undefined;
    },
  }));
}

/** Failed answers of the current step: status, method, path and the start of the answer, with their count. */
const failures = new Map<string, number>();

/** One step: `connections` connections for SECONDS seconds; latencies, statuses, DB connections and CPU beside it. */
async function step(target: string, port: number, connections: number, farms: DayFarm[], dbUrl: string, pgDir: string, appPids: number[]): Promise<Step> {
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
    const instance = autocannon({ url: `http://127.0.0.1:${port}`, connections, duration: SECONDS, requests: play(farms), timeout: 30 }, (err) => (err ? reject(err) : resolve()));
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode < 200 || statusCode >= 300) non2xx++;
    });
  });
  clearInterval(sampler);
  for (const [what, count] of failures) console.log(`    ${count}× ${what}`);
  failures.clear();
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
    load: os.loadavg()[0],
  };
  await db.end();
  latencies.sort((a, b) => a - b);
  result.p50 = percentile(latencies, 50);
  result.p95 = percentile(latencies, 95);
  console.log(`  ${target}, ${connections} koneksi: ${result.rps.toFixed(1)} req/s, p50 ${result.p50.toFixed(0)} ms, p95 ${result.p95.toFixed(0)} ms, non-2xx ${non2xx}, DB ${dbConnections} koneksi, CPU DB ${result.dbCpu.toFixed(2)} app ${result.appCpu.toFixed(2)}, load ${result.load.toFixed(1)}`);
  return result;
}

/** The requests of a farm's day the bench plays (the day, and the undo of each task tick). */
const dayCalls = () => farmDay({ tenantId: '', token: '', tingkat: Array<number>(TINGKAT).fill(0), bagian: Array<number>(TINGKAT / 2).fill(0), customer: 0, schedules: Array<number>(10).fill(0), email: '', password: '' }, dayjs(), WITH_STATIC);

/** The docs/performance.md section: the run's conditions, the steps, and farms per instance with what they rest on. */
function report(steps: Step[], startedAt: string, loadBefore: number[], fill: { counts: Record<string, number>; seconds: number }): string {
  const cpu = os.cpus();
  const played = dayCalls();
  const day = played.filter((c) => !c.undoTick).length;
  const writes = played.filter((c) => !c.undoTick && c.method !== 'GET').length;
  const statics = played.filter((c) => c.static).length;
  const peakPerFarm = (day * PEAK_HOUR_SHARE) / 3600;
  const best = (target: string) => steps.filter((s) => s.target === target && s.p95 <= P95_LIMIT_MS && s.non2xx === 0).sort((a, b) => b.rps - a.rps)[0];
  // Requests per second in farm-day requests: the undo of a task tick is played but not part of the day.
  const farms = (s: Step | undefined) => (s ? Math.floor((s.rps * (day / played.length)) / peakPerFarm) : 0);
  const one = best('1 instance');
  const two = best('2 instance');
  const n = (x: number) => x.toLocaleString('id-ID');
  const loads = steps.map((s) => s.load);
  return [
    '<!-- bench:load -->',
    '## Kapasitas: banyak peternakan, satu dan dua instance',
    '',
    'Hasil `npm run bench:load` (backend/src/scripts/bench-load.ts). PostgreSQL tertanam baru, diisi dengan SQL massal',
    '(generate_series, backend/src/scripts/bench-load-fill.ts), dan server hasil `npm run build` (seperti `npm start`, log',
    'JSON dimatikan) di mesin yang sama. `autocannon` memainkan hari kerja satu peternakan 20 tingkat seperti layar',
    `membuatnya (tabel "Hari kerja satu peternakan" di bawah): ${day} permintaan, ${writes} di antaranya tulisan` +
      (statics ? `, ${statics} berkas statis.` : ' (berkas statis tidak dimainkan: frontend/dist belum dibangun).'),
    'Tiap koneksi memainkan hari demi hari, tiap hari untuk peternakan acak. Tiap centang tugas diikuti pembatalannya',
    `(DELETE) agar hari yang sama bisa dimainkan lagi; pembatalan itu tidak dihitung sebagai bagian hari. Tiap langkah ${SECONDS}`,
    `detik; koneksi dinaikkan sampai p95 melewati ${P95_LIMIT_MS} ms.`,
    '',
    `- Run: ${startedAt}; Node.js ${process.version}; ${n(FARMS)} peternakan × ${TINGKAT} tingkat, riwayat ${HISTORY_DAYS} hari. Isi database:`,
    `  ${Object.entries(fill.counts).map(([k, v]) => `${k} ${n(v)}`).join(', ')} (terisi dalam ${n(Math.round(fill.seconds))} s)`,
    `- Mesin: ${cpu.length} core ${cpu[0]?.model?.trim() ?? ''}, RAM ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB. PostgreSQL, server dan autocannon berbagi core yang sama,`,
    '  jadi dua instance di mesin ini tidak mendapat CPU tambahan: angkanya menunjukkan bahwa beban terbagi dan tidak',
    '  ada yang rusak, bukan kapasitas dua mesin.',
    `- Beban mesin (load average 1/5/15 menit) sebelum: ${loadBefore.map((l) => l.toFixed(1)).join(' / ')}, sesudah: ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')};`,
    `  selama langkah (1 menit): ${loads.length ? `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}` : '–'}. Mesin dipakai bersama: beban di atas jumlah core berarti proses lain ikut memakai CPU.`,
    '- "Koneksi DB": koneksi terbanyak ke database `kandang` yang terlihat di pg_stat_activity (tiap instance paling',
    '  banyak 10 di pool runtime, ditambah role login dan pool batas login). "CPU DB" dan "CPU app": detik CPU per detik',
    '  (1,00 = satu core penuh) proses PostgreSQL dan proses server, dari /proc. "Load": load average 1 menit di akhir langkah.',
    '',
    '| Target | Koneksi | Permintaan | req/s | p50 (ms) | p95 (ms) | non-2xx | Koneksi DB | CPU DB | CPU app | Load |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...steps.map(
      (s) =>
        `| ${s.target} | ${s.connections} | ${s.requests} | ${s.rps.toFixed(1)} | ${s.p50.toFixed(0)} | ${s.p95.toFixed(0)} | ${s.non2xx} | ${s.dbConnections} | ${s.dbCpu.toFixed(2)} | ${s.appCpu.toFixed(2)} | ${s.load.toFixed(1)} |`,
    ),
    '',
    `Satu peternakan: ${day} permintaan sehari, ${PEAK_HOUR_SHARE * 100} % di antaranya pada jam tersibuk (asumsi: entri pagi):`,
    `${peakPerFarm.toFixed(4)} req/s per peternakan pada jam itu. Laju tertinggi dengan p95 ≤ ${P95_LIMIT_MS} ms tanpa jawaban gagal,`,
    `dalam permintaan hari kerja (tanpa pembatalan tugas): satu instance ${one ? ((one.rps * day) / played.length).toFixed(1) : '0'} req/s → sekitar **${n(farms(one))} peternakan per instance**` +
      (two ? `; dua instance di belakang HAProxy ${((two.rps * day) / played.length).toFixed(1)} req/s → ${n(farms(two))} peternakan (mesin yang sama).` : '; dua instance: tidak diukur (haproxy tidak terpasang).'),
    ...(one ? dbShare(one, peakPerFarm, played.length / day) : []),
    '<!-- /bench:load -->',
    '',
  ].join('\n');
}

/**
 * What one PostgreSQL carries, from the CPU of the best one-instance step: CPU milliseconds per
 * request of PostgreSQL and of the app, and the farms a PostgreSQL alone on this machine's cores
 * would carry at that cost (docs/adr/0041). `perDay`: played requests per day request.
 */
function dbShare(s: Step, peakPerFarm: number, perDay: number): string[] {
  const cores = os.cpus().length;
  const dbMs = (s.dbCpu / s.rps) * 1000;
  const appMs = (s.appCpu / s.rps) * 1000;
  const dbFarms = Math.floor(cores / (dbMs / 1000) / perDay / peakPerFarm);
  return [
    '',
    `CPU per permintaan pada langkah itu: PostgreSQL ${dbMs.toFixed(1)} ms, server ${appMs.toFixed(1)} ms. PostgreSQL sendirian di ${cores} core`,
    `mesin ini (server di mesin lain) dengan biaya itu: sekitar ${dbFarms.toLocaleString('id-ID')} peternakan — batas satu PostgreSQL (docs/adr/0041).`,
  ];
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
    const [a] = procs;
    const superUrl = withCredentials(cluster.adminUrl, 'postgres', 'bench', 'kandang');
    const first = dayjs().subtract(HISTORY_DAYS, 'day').format('YYYY-MM-DD');
    const yesterday = dayjs().subtract(1, 'day').format('YYYY-MM-DD');
    console.log(`Mengisi ${FARMS} peternakan × ${TINGKAT} tingkat, ${HISTORY_DAYS} hari (SQL massal)…`);
    const fillStarted = Date.now();
    const filled = await fillFarms(superUrl, { farms: FARMS, tingkat: TINGKAT, first, last: yesterday }, (line) => console.log(line));
    const fill = { counts: filled.counts, seconds: (Date.now() - fillStarted) / 1000 };
    console.log(`  ${JSON.stringify(filled.counts)}`);
    procs.push(await startInstance('b', env));
    await waitReady(procs[1]);

    console.log('Login pemilik…');
    const ids = await farmIds(superUrl, filled.tenantIds);
    const farms = await inParallel(filled.tenantIds, 2, async (tenantId, i) => ({
      tenantId,
      email: filled.emails[i],
      password: OWNER_PASSWORD,
      token: (await api(a.port, 'POST', '/api/auth/login', Token, { email: filled.emails[i], password: OWNER_PASSWORD })).token,
      ...ids.get(tenantId)!,
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
    console.log(`Hari satu peternakan: ${dayCalls().length - PLAY_EXTRA_CALLS} permintaan${WITH_STATIC ? '' : ' (tanpa berkas statis: frontend/dist belum dibangun)'}; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')}`);
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
    const section = report(steps, startedAt, loadBefore, fill);
    if (process.env.BENCH_NO_WRITE) {
      console.log(section);
      return;
    }
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
