import { ChildProcess, spawn } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import { Client } from 'pg';
import { today } from '../src/common/dates/farm-day';
import { freePort } from '../src/database/bootstrap';
import { makeTempDataDir } from '../src/database/embedded';
import { readOrCreateDbPasswords } from '../src/database/secrets';
import { LoginResponseDto } from '../src/modules/auth/dto/auth.dto';
import { BalanceSheetDto, TrialBalanceDto } from '../src/modules/balance-sheet/dto/balance-sheet.dto';
import { AvailabilityDto, SaleDetailDto } from '../src/modules/egg-sales/dto/egg-sales.dto';
import { waitFor } from '../src/scripts/local-cluster';
import { BACKEND_DIR, callServer, ensureBuilt, exited, waitForLine } from './utils/built-server';

const SUPERADMIN_PASSWORD = 'rahasia-crash-1';
const PRICE = 25_000; // rupiah per kg
const TINGKAT = 24;
const EGGS_KG = 30;

/** The built server (`node dist/main.js`) on the embedded PostgreSQL of `dataDir`, without demo data. */
async function startServer(dataDir: string): Promise<{ child: ChildProcess; base: string; log: () => string }> {
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, [path.join(BACKEND_DIR, 'dist', 'main.js')], {
    env: { ...process.env, TZ: 'Asia/Jakarta', DATA_DIR: dataDir, PORT: String(port), DEMO_DATA: 'off', BACKUP_NIGHTLY: 'off', INITIAL_SUPERADMIN_PASSWORD: SUPERADMIN_PASSWORD, LOGIN_LIMIT_PER_IP: '1000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (log += c.toString()));
  await waitForLine(child, /berjalan di http/, 120_000);
  return { child, base: `http://127.0.0.1:${port}`, log: () => log };
}

/** A JSON call; answers the status and the body (null when the connection broke). */
const call = (base: string, method: string, url: string, token: string | null, body?: unknown, tenant?: string) => callServer(base, method, url, token, body, tenant);

async function ok<T = { id: number }>(base: string, method: string, url: string, token: string | null, body?: unknown, tenant?: string): Promise<T> {
  const r = await call(base, method, url, token, body, tenant);
  if (r.status < 200 || r.status > 299) throw new Error(`${method} ${url}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body as T;
}

/** A superuser connection to the embedded database of `dataDir` while its server runs (port from postmaster.pid). */
async function superuser(dataDir: string): Promise<Client> {
  const port = Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]);
  const c = new Client({ connectionString: `postgres://postgres:${encodeURIComponent(readOrCreateDbPasswords(dataDir).pgSuperPassword)}@127.0.0.1:${port}/kandang` });
  await c.connect();
  return c;
}

/** What the burst got acknowledged (2xx). */
interface Acked {
  sales: Map<number, { method: string }>;
  paid: Set<number>;
  feed: Map<number, number>;
  refused: number;
  broken: number;
}

/**
 * Survives a crash (issue #25; docs/adr/0033-backups-and-crash-safety.md): the built server runs
 * on the embedded PostgreSQL of its own data folder; a burst of egg sales (more kg than there
 * are eggs), receipts of the piutang sales and feed saves is cut by `kill -9` of the server (and
 * in the second round of its PostgreSQL too). After the restart every answered (2xx) write is
 * there, no document is half-written, the books balance and the eggs available never went
 * negative. Then SIGTERM: new connections are refused while a request in flight finishes.
 */
describe('Crash safety and graceful stop of the built server', () => {
  let dataDir: string;
  let server: Awaited<ReturnType<typeof startServer>>;
  let tenant: string;
  let owner: string;
  let customer: number;
  let tingkat: number[];
  const acked: Acked = { sales: new Map(), paid: new Set(), feed: new Map(), refused: 0, broken: 0 };
  const day = today();

  beforeAll(async () => {
    ensureBuilt();
    dataDir = makeTempDataDir('kpm-crash-');
    server = await startServer(dataDir);
    const b = server.base;
    const root = (await ok<LoginResponseDto>(b, 'POST', '/api/auth/login', null, { email: 'superadmin', password: SUPERADMIN_PASSWORD })).token;
    tenant = (await ok<{ id: string }>(b, 'POST', '/api/superadmin/tenants', root, { nama: 'Kandang Uji Crash', kode: 'CRS', owner_email: 'pemilik@crash.id', owner_password: 'pemilik-crash' })).id;
    owner = (await ok<LoginResponseDto>(b, 'POST', '/api/auth/login', null, { email: 'pemilik@crash.id', password: 'pemilik-crash' })).token;
    const post = (url: string, body: unknown) => ok<{ id: number }>(b, 'POST', url, owner, body, tenant);
    const lokasi = (await post('/api/coop/lokasi', { lokasi: 'Farm' })).id;
    const plant = (await post('/api/coop/plant', { plant: 'Plant 1', lokasi_id: lokasi })).id;
    const jalur = (await post('/api/coop/jalur', { jalur: 'Jalur 1', plant_id: plant })).id;
    const bagian = (await post('/api/coop/bagian', { bagian: 'Kanan', jalur_id: jalur })).id;
    tingkat = [];
    for (let i = 1; i <= TINGKAT; i++) {
      const id = (await post('/api/coop/tingkat', { tingkat: `T${i}`, bagian_id: bagian })).id;
      tingkat.push(id);
      await post('/api/transaksi-ayam', { tanggal: day, aksi: 'masuk', jumlah: 100, tujuan_tingkat_id: id, asal_tingkat_id: null, usia_minggu: 30, keterangan: null });
    }
    await post('/api/transaksi-telur', { tanggal: day, data: [{ bagian_id: bagian, grade_a: EGGS_KG, butir_a: EGGS_KG * 16 }] });
    customer = (await post('/api/customers', { name: 'Toko Crash', phone: '081298765432' })).id;
  });
  afterAll(async () => {
    if (server?.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await exited(server.child);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Fires `count` writes, 6 at a time, and `kill -9`s the server (and its PostgreSQL) once `killAfter` have answered. */
  async function burstAndKill(round: number, count: number, killAfter: number, killPostgres: boolean): Promise<void> {
    const b = server.base;
    let answered = 0;
    let killed = false;
    const pgPid = Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    const kill = () => {
      if (killed) return;
      killed = true;
      server.child.kill('SIGKILL');
      if (killPostgres) process.kill(pgPid, 'SIGKILL');
    };
    const feedSlots = tingkat.slice((round - 1) * (TINGKAT / 2), round * (TINGKAT / 2));
    const ops: Array<() => Promise<void>> = [];
    for (let i = 0; i < count; i++) {
      const kind = i % 3;
      ops.push(async () => {
        if (kind === 0 || (kind === 2 && !feedSlots.length)) {
          const method = i % 2 ? 'piutang' : 'cash';
          const r = await call(b, 'POST', '/api/egg-sales', owner, { sale_date: day, customer_id: customer, payment_method: method, due_date: null, lines: [{ grade: 'A', qty_kg: 1, unit_price: PRICE }] }, tenant);
          if (r.status === 201) acked.sales.set((r.body as SaleDetailDto).header.id, { method });
          else if (r.status === 422) acked.refused++;
          else if (r.status === 0) acked.broken++;
          else throw new Error(`sale: ${r.status} ${JSON.stringify(r.body)}`);
        } else if (kind === 1) {
          const open = [...acked.sales].find(([id, s]) => s.method === 'piutang' && !acked.paid.has(id) && !pending.has(id));
          if (!open) return;
          pending.add(open[0]);
          const r = await call(b, 'POST', '/api/ar-receipts', owner, { receipt_date: day, customer_id: customer, method: 'transfer', allocations: [{ sale_id: open[0], amount_applied: `${PRICE}.00`, discount_applied: '0.00' }] }, tenant);
          if (r.status === 201) acked.paid.add(open[0]);
          else if (r.status === 0) acked.broken++;
          else throw new Error(`receipt: ${r.status} ${JSON.stringify(r.body)}`);
        } else {
          const t = feedSlots.shift()!;
          const kg = 10 + t / 10;
          const r = await call(b, 'POST', '/api/transaksi-pakan', owner, { tanggal: day, data: [{ tingkat_id: t, pakan_pagi: kg, pakan_sore: 0 }] }, tenant);
          if (r.status === 200 || r.status === 201) acked.feed.set(t, kg);
          else if (r.status === 0) acked.broken++;
          else throw new Error(`feed: ${r.status} ${JSON.stringify(r.body)}`);
        }
        answered++;
        if (answered >= killAfter) kill();
      });
    }
    const pending = new Set<number>();
    let next = 0;
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        while (next < ops.length) await ops[next++]();
      }),
    );
    kill();
    await exited(server.child);
    if (killPostgres) while (isAlive(pgPid)) await new Promise((r) => setTimeout(r, 50));
  }

  const isAlive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch (err) {
      return (err as NodeJS.ErrnoException).code === 'EPERM';
    }
  };

  /** After the restart: every acknowledged write is there, nothing half-written, the books balance, availability ≥ 0. */
  async function checkAfterRestart(): Promise<void> {
    const b = server.base;
    const get = <T>(url: string) => ok<T>(b, 'GET', url, owner, undefined, tenant);
    for (const [id, s] of acked.sales) {
      const sale = await get<SaleDetailDto>(`/api/egg-sales/${id}`);
      expect([id, sale.header.payment_method, sale.header.journal_id !== null, sale.lines.length]).toEqual([id, s.method, true, 1]);
      expect([id, sale.header.amount_paid]).toEqual([id, s.method === 'cash' || acked.paid.has(id) ? `${PRICE}.00` : '0.00']);
    }
    const feed = await get<Array<{ tingkat_id: number; pakan_pagi: number }>>(`/api/transaksi-pakan?tanggal=${day}`);
    for (const [t, kg] of acked.feed) expect([t, feed.find((f) => f.tingkat_id === t)?.pakan_pagi]).toEqual([t, kg]);

    const stock = await get<AvailabilityDto>(`/api/egg-sales/available?date=${day}`);
    expect(stock.A.avail_kg).toBeGreaterThanOrEqual(0);
    expect(stock.A.sold_kg).toBeLessThanOrEqual(EGGS_KG);
    const neraca = await get<BalanceSheetDto>(`/api/finance/balance-sheet?date=${day}`);
    expect([neraca.balanced, neraca.totals.difference]).toEqual([true, '0.00']);
    const saldo = await get<TrialBalanceDto>(`/api/finance/trial-balance?start=${day.slice(0, 4)}-01-01&end=${day}`);
    expect(saldo.balanced).toBe(true);

    // No half-written document: every sale has its line and its journal, every receipt its
    // allocation and journal, every journal balances and has lines (read past row-level security).
    const c = await superuser(dataDir);
    try {
      const { rows } = await c.query<{ sales_without: string; receipts_without: string; unbalanced: string; sold: string }>(`select
        (select count(*) from egg_sales s where not exists (select 1 from egg_sale_lines l where l.sale_id = s.id)
            or not exists (select 1 from journals j where j.tenant_id = s.tenant_id and j.source_type = 'egg_sale' and j.source_id = s.id::text)) as sales_without,
        (select count(*) from ar_receipts r where not exists (select 1 from ar_receipt_allocations a where a.receipt_id = r.id)
            or not exists (select 1 from journals j where j.tenant_id = r.tenant_id and j.source_type = 'ar_receipt' and j.source_id = r.id::text)) as receipts_without,
        (select count(*) from journals j where coalesce((select sum(debit) - sum(credit) from journal_lines l where l.journal_id = j.id), 1) <> 0) as unbalanced,
        (select coalesce(sum(l.qty_kg), 0) from egg_sale_lines l join egg_sales s on s.id = l.sale_id where s.deleted_at is null) as sold`);
      expect(rows[0]).toMatchObject({ sales_without: '0', receipts_without: '0', unbalanced: '0' });
      expect(Number(rows[0].sold)).toBeLessThanOrEqual(EGGS_KG);
    } finally {
      await c.end();
    }
  }

  it('loses no acknowledged write when the server is killed (-9) mid-burst', async () => {
    await burstAndKill(1, 45, 20, false);
    // The orphaned PostgreSQL of the killed server is stopped by the next start.
    server = await startServer(dataDir);
    expect(server.log()).toMatch(/dihentikan dulu/);
    await checkAfterRestart();
  });

  it('loses no acknowledged write when the server and its PostgreSQL are killed (-9) mid-burst', async () => {
    const before = acked.sales.size;
    await burstAndKill(2, 45, 20, true);
    server = await startServer(dataDir);
    await checkAfterRestart();
    // Both bursts were cut with work answered, refused (no eggs left) and broken by the kill.
    expect(acked.sales.size).toBeGreaterThan(before);
    expect(acked.sales.size).toBeLessThanOrEqual(EGGS_KG);
    expect(acked.paid.size).toBeGreaterThan(0);
    expect(acked.feed.size).toBeGreaterThan(0);
    expect(acked.refused + acked.broken).toBeGreaterThan(0);
  });

  it('on SIGTERM refuses new connections and lets the request in flight finish, then exits 0', async () => {
    const b = server.base;
    // Hold the sales table so that a sale waits in flight.
    const c = await superuser(dataDir);
    await c.query('begin');
    await c.query('lock table egg_sales in share row exclusive mode');
    const inFlight = call(b, 'POST', '/api/egg-sales', owner, { sale_date: day, customer_id: customer, payment_method: 'cash', due_date: null, lines: [{ grade: 'A', qty_kg: 0.01, unit_price: PRICE }] }, tenant);
    // The sale is in flight once its transaction waits for the lock (however long that takes here).
    await waitFor('the sale waiting on the lock', async () => (await c.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`)).rows[0].n > 0);
    server.child.kill('SIGTERM');
    await waitForLine(server.child, /SIGTERM: menghentikan server/, 60_000);
    // The port stops listening (the refused call answers status 0) while the sale still waits.
    await waitFor('the port to close', async () => (await call(b, 'GET', '/api/health', null)).status === 0);
    await c.query('commit');
    await c.end().catch(() => undefined);
    const answer = await inFlight;
    if (answer.status !== 201) console.log(server.log());
    expect([answer.status, (answer.body as SaleDetailDto | null)?.header.total_amount]).toEqual([201, '250.00']);
    expect(await exited(server.child)).toBe(0);
    // Drained, not cut at the grace's end (main.ts says so when it cuts).
    expect(server.log()).not.toMatch(/setelah 10 detik diputus/);
  });
});
