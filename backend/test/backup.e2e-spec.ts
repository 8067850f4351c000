import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import { Client } from 'pg';
import request from 'supertest';
import JSZip from 'jszip';
import { DataSource } from 'typeorm';
import { today } from '../src/common/dates/farm-day';
import { createApp } from '../src/create-app';
import { makeTempDataDir } from '../src/database/embedded';
import { BalanceSheetService } from '../src/modules/balance-sheet/balance-sheet.service';
import { FinanceAccountDto } from '../src/modules/finance/dto/finance.dto';
import { runningEmbeddedPort } from '../src/modules/operations/backup-commands';
import { BackupScheduler } from '../src/modules/operations/backup.scheduler';
import { BackupStatusDto } from '../src/modules/operations/dto/operations.dto';
import { findPgTool } from '../src/modules/operations/pg-tools';
import { ProfitLossService } from '../src/modules/profit-loss/profit-loss.service';
import { LocalInstance, startInstance, stopAll, waitReady } from '../src/scripts/local-cluster';
import { SubTaskDto } from '../src/modules/tasks/dto/task-library.dto';
import { createTestApp, TEST_ROOT, TestApp } from './utils/create-test-app';
import { addCustomer, enterEggs } from './utils/egg-sales';
import { createCoop, createTenant, inTenant, loginAs, TestTenant } from './utils/factories';
import { bodyOf, messageOf } from './utils/http';
import { BACKUP_CLI, embeddedSettings, ensureBuilt, runBackupCli } from './utils/built-server';
import { BookOp, bookOpRunner } from './utils/random-books';
import { apiMain, PNG_1x1 } from './utils/tasks';
import { testDatabaseUrls } from './utils/test-database';

const FIRST = '2025-03-01';

/** The same documents in every farm of the test: sales (cash, transfer, piutang), a receipt, a return, feed bought and used, a manual journal. */
const OPS: BookOp[] = [
  { kind: 'sale', day: 0, method: 'cash', kg: 12.5, price: 24000 },
  { kind: 'sale', day: 1, method: 'piutang', kg: 20, price: 25000 },
  { kind: 'sale', day: 1, method: 'transfer', kg: 3.25, price: 26000 },
  { kind: 'pay', pick: 0, after: 1, share: 60, discount: 500 },
  { kind: 'return', pick: 1, after: 2, share: 10 },
  { kind: 'buy', day: 0, kg: 500, price: 7250.5 },
  { kind: 'usage', day: 2, kg: 61.125 },
  { kind: 'manual', day: 3, debit: 5, credit: 1, amount: 1_500_000 },
];

/** Rows of every table of the public schema, read by a superuser (row-level security does not apply). */
async function rowCounts(url: string): Promise<Record<string, number>> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    const tables = (await c.query<{ name: string }>(`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`)).rows;
    const out: Record<string, number> = {};
    for (const { name } of tables) out[name] = Number((await c.query<{ n: string }>(`select count(*) as n from "${name}"`)).rows[0].n);
    return out;
  } finally {
    await c.end();
  }
}

/** Ids of every farm of the database at `url`. */
async function tenantIds(url: string): Promise<string[]> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<{ id: string }>('select id from tenants order by id')).rows.map((r) => r.id);
  } finally {
    await c.end();
  }
}

/** Laba rugi (2000-01-01 … today) and Neraca (today) of every farm of `t`'s database, by tenant id. */
async function booksOfEveryFarm(t: TestApp, ids: string[]): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const id of ids) {
    out[id] = await inTenant(t, id, async () => ({
      pl: await t.app.get(ProfitLossService).report({ start: '2000-01-01', end: today() }),
      neraca: await t.app.get(BalanceSheetService).balanceSheet({ date: today() }),
    }));
  }
  return out;
}

/**
 * Backups that restore (issue #25; docs/adr/0033-backups-and-crash-safety.md): data made through
 * the real services and the API (sales, receipts, a return, feed, journals, an uploaded image) in
 * the test database, `npm run backup`'s function against it as an external DATABASE_URL, then
 * `npm run restore` into a fresh DATA_DIR (a new embedded PostgreSQL), which starts the server
 * there: every table has the same number of rows, every farm the same Laba Rugi and Neraca, a
 * login works on the started server and the image is back and served by it; SIGTERM stops it
 * (exit 0). `--no-start` ends after the migrations.
 */
describe('Backup and restore', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  let imageSub: number;
  let sourceDir: string;
  let restoredDir: string;
  let backupDir: string;
  let sourceUrl: string;
  let server: LocalInstance | undefined;

  beforeAll(async () => {
    ensureBuilt();
    sourceDir = makeTempDataDir('kpm-backup-src-');
    restoredDir = makeTempDataDir('kpm-backup-dst-');
    backupDir = makeTempDataDir('kpm-backups-');
    t = await createTestApp({ dataDir: sourceDir });
    sourceUrl = testDatabaseUrls().adminUrl;
    a = await createTenant(t, 'Cadangan A');
    b = await createTenant(t, 'Cadangan B');
    for (const farm of [a, b]) {
      const coop = await createCoop(t, farm.id);
      await enterEggs(t, farm, coop.bagianIds[0], FIRST, { a: 400 });
      const customer = await addCustomer(t, farm, { name: 'Toko Cadangan', phone: '081298765432' });
      const accounts = bodyOf<FinanceAccountDto[]>(await t.http().get('/api/finance/accounts').set(farm.as('admin')).expect(200));
      const runner = bookOpRunner(t, { firstDay: FIRST, customer, tingkatId: coop.tingkatIds[0], accounts: Object.fromEntries(accounts.map((r) => [r.code, r.id])) });
      await inTenant(t, farm.id, async () => {
        for (const op of OPS) expect((await runner.apply(op)).refused).toBeUndefined();
      });
      expect(runner.done).toEqual({ sale: 3, pay: 1, refund: 0, return: 1, buy: 1, usage: 1, manual: 1, refused: 0 });
    }
    const main = await apiMain(t, a, 'Foto cadangan');
    const sub = await t.http().post('/api/tasks/sub').set(a.as('admin')).field('main_id', String(main)).field('nama', 'Dengan foto').attach('image', PNG_1x1, { filename: 'f.png', contentType: 'image/png' }).expect(201);
    imageSub = bodyOf<SubTaskDto>(sub).id;
  });
  afterAll(async () => {
    await stopAll([server?.proc]);
    await t.close();
    for (const dir of [sourceDir, restoredDir, backupDir]) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('restores into a fresh data folder and starts the server there: the same rows, the same books of every farm, the upload, a login', async () => {
    // `npm run backup` against the test database as an external DATABASE_URL. Counted before the
    // backup records itself (and before the books below open sessions).
    const before = await rowCounts(sourceUrl);
    fs.chmodSync(backupDir, 0o755); // a folder made by hand, readable by every user of the server
    const made = runBackupCli(['backup'], { DATA_DIR: sourceDir, DATABASE_URL: sourceUrl, BACKUP_DIR: backupDir });
    expect(made).toMatchObject({ code: 0, out: expect.stringMatching(/^Cadangan ditulis: .*kandang-\d{8}-\d{4}(\d{2})?\.dump/) as unknown });
    const [dumpName] = fs.readdirSync(backupDir).filter((f) => f.endsWith('.dump'));
    const dump = path.join(backupDir, dumpName);
    expect(fs.existsSync(dump.replace(/\.dump$/, '.uploads.tar.gz'))).toBe(true);
    // Owner-only: every farm's books and the password hashes are in there.
    expect(fs.statSync(backupDir).mode & 0o777).toBe(0o700);
    for (const f of fs.readdirSync(backupDir)) expect([f, fs.statSync(path.join(backupDir, f)).mode & 0o777]).toEqual([f, 0o600]);
    // A pg_dump custom-format archive (magic "PGDMP"), compressed.
    expect(fs.readFileSync(dump).subarray(0, 5).toString()).toBe('PGDMP');
    expect(execFileSync((await findPgTool('pg_restore', 18)).path, ['--list', dump]).toString()).toMatch(/Compression: gzip/);
    const farms = await tenantIds(sourceUrl);
    expect(farms).toEqual(expect.arrayContaining([a.id, b.id]));
    const books = await booksOfEveryFarm(t, farms);

    // `npm run restore -- <file>` into a fresh DATA_DIR: restores, runs the migrations, then starts
    // the server there (dist/main.js, as `npm start`) on PORT, in the same terminal.
    server = await startInstance('restored', { DATA_DIR: restoredDir }, [BACKUP_CLI, 'restore', dump]);
    await waitReady(server);
    expect(server.out.join('\n')).toMatch(/dengan unggahan\); migrasi dijalankan\.\nMenjalankan server…/);
    // Refused while that server runs: exit 2, nothing started.
    expect(runBackupCli(['restore', dump, '--force'], { DATA_DIR: restoredDir })).toEqual({ code: 2, out: expect.stringMatching(/Server masih berjalan/) as unknown });

    // The started server's embedded PostgreSQL, read as its superuser and by an app of the test.
    const pgPort = runningEmbeddedPort(path.join(restoredDir, 'pg'))!;
    const settings = embeddedSettings(restoredDir, pgPort);
    const after = await rowCounts(settings.backup!.databaseUrl);
    expect(Object.keys(after).length).toBeGreaterThan(40);
    expect(after).toEqual(before);
    expect(await tenantIds(settings.backup!.databaseUrl)).toEqual(farms);
    const app = await createApp({ ...settings, backup: { ...settings.backup!, dir: backupDir } });
    await app.init();
    try {
      expect(app.get(DataSource).options).toMatchObject({ url: expect.stringContaining(`@127.0.0.1:${pgPort}/kandang`) as unknown });
      const t2: TestApp = { app, http: () => request(app.getHttpServer()), settings, rootId: t.rootId, close: () => app.close() };
      expect(await booksOfEveryFarm(t2, farms)).toEqual(books);

      // The farm's admin logs in on the started server; the image is back and served by it.
      const base = `http://127.0.0.1:${server.port}`;
      const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: a.users.admin.username, password: a.users.admin.password }) });
      expect(login.status).toBe(200);
      const { token } = (await login.json()) as { token: string };
      const subs = await fetch(`${base}/api/tasks/sub`, { headers: { authorization: `Bearer ${token}`, 'x-tenant-id': a.id } });
      expect(subs.status).toBe(200);
      const url = ((await subs.json()) as SubTaskDto[]).find((s) => s.id === imageSub)!.image_url!;
      const img = await fetch(`${base}${url}`);
      expect(img.status).toBe(200);
      expect(Buffer.compare(Buffer.from(await img.arrayBuffer()), PNG_1x1)).toBe(0);

      // A backup of the running embedded database (the command finds its port) is recorded for the superadmin.
      expect(runBackupCli(['backup'], { DATA_DIR: restoredDir, BACKUP_DIR: backupDir }).code).toBe(0);
      const root = await loginAs(t2, TEST_ROOT, `${TEST_ROOT}-pw`);
      const status = bodyOf<BackupStatusDto>(await t2.http().get('/api/superadmin/backups').set({ authorization: `Bearer ${root}` }).expect(200));
      expect(status).toMatchObject({ nightly: true, directory: backupDir, keep_daily: 14, keep_weekly: 8 });
      expect(status.last).toMatchObject({ kind: 'manual', file: expect.stringMatching(/^kandang-\d{8}-\d{4}(\d{2})?\.dump$/) as unknown, error: null });
      expect(status.last!.size_bytes).toBe(fs.statSync(path.join(backupDir, status.last!.file!)).size + fs.statSync(path.join(backupDir, status.last!.file!.replace('.dump', '.uploads.tar.gz'))).size);
      expect(status.last_success).toEqual(status.last);
      const adminToken = await loginAs(t2, a.users.admin.username, a.users.admin.password);
      await t2.http().get('/api/superadmin/backups').set({ authorization: `Bearer ${adminToken}`, 'x-tenant-id': a.id }).expect(403);
    } finally {
      await app.close();
    }

    // SIGTERM to the command reaches the server: it stops its database and both exit 0.
    const exit = new Promise<number | null>((resolve) => server!.proc.once('exit', (code) => resolve(code)));
    server.proc.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(server.out.join('\n')).toMatch(/SIGTERM: menghentikan server/);
    expect(runningEmbeddedPort(path.join(restoredDir, 'pg'))).toBeNull();

    // The folder is not empty now: refused (exit 2) without --force; with it and --no-start, the
    // restore ends after the migrations, says how to start, and leaves nothing running.
    expect(runBackupCli(['restore', dump], { DATA_DIR: restoredDir })).toEqual({ code: 2, out: expect.stringMatching(/tidak kosong .*--force/) as unknown });
    expect(runBackupCli(['restore', dump, '--force', '--no-start'], { DATA_DIR: restoredDir })).toEqual({ code: 0, out: expect.stringMatching(/dengan unggahan\); migrasi dijalankan\.\nJalankan server dengan: DATA_DIR=.* npm start\n$/) as unknown });
    expect(runningEmbeddedPort(path.join(restoredDir, 'pg'))).toBeNull();
    expect(runBackupCli(['restore', dump, '--start'], { DATA_DIR: restoredDir })).toMatchObject({ code: 2, out: expect.stringMatching(/^Pemakaian: .*--no-start/) as unknown });
  });

  it("exports one farm as a zip of CSVs with that farm's rows only (superadmin only; 404 unknown, 400 bad id)", async () => {
    const root = await loginAs(t, TEST_ROOT, `${TEST_ROOT}-pw`);
    const res = await t
      .http()
      .get(`/api/superadmin/tenants/${a.id}/export`)
      .set({ authorization: `Bearer ${root}` })
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="ekspor-${a.kode}-\\d{8}\\.zip"$`));
    const zip = await JSZip.loadAsync(bodyOf<Buffer>(res));
    const names = Object.keys(zip.files).sort();
    expect(names).toEqual(expect.arrayContaining(['tenants.csv', 'users.csv', 'memberships.csv', 'egg_sales.csv', 'egg_sale_lines.csv', 'ar_receipts.csv', 'journals.csv', 'journal_lines.csv', 'feed_txns.csv', 'transaksi_pakan.csv', 'task_sub.csv']));
    expect(names).not.toContain('auth_sessions.csv');
    expect(names).not.toContain('idempotency_keys.csv');
    const csv: Record<string, string> = {};
    for (const n of names) csv[n] = await zip.file(n)!.async('string');
    // Not one row of the other farm in any file; this farm's id in every file that has rows.
    for (const n of names) {
      expect([n, csv[n].includes(b.id)]).toEqual([n, false]);
      const lines = csv[n].trimEnd().split('\n');
      if (lines.length > 1 && n !== 'users.csv') expect([n, csv[n].includes(a.id)]).toEqual([n, true]);
    }
    const rows = (n: string) => csv[n].trimEnd().split('\n').length - 1;
    // Hand-counted from OPS: 3 sales of one line each, 1 receipt; the farm itself; its 5 members.
    expect({ sales: rows('egg_sales.csv'), lines: rows('egg_sale_lines.csv'), receipts: rows('ar_receipts.csv'), tenants: rows('tenants.csv'), users: rows('users.csv') }).toEqual({
      sales: 3,
      lines: 3,
      receipts: 1,
      tenants: 1,
      users: 5,
    });
    expect(csv['users.csv'].split('\n')[0]).not.toMatch(/password/);
    expect(csv['tenants.csv']).toContain(a.kode);

    const unknown = await t.http().get(`/api/superadmin/tenants/00000000-0000-4000-8000-000000000000/export`).set({ authorization: `Bearer ${root}` }).expect(404);
    expect(messageOf(unknown)).toBe('Tenant tidak ditemukan.');
    await t.http().get(`/api/superadmin/tenants/x/export`).set({ authorization: `Bearer ${root}` }).expect(400);
    await t.http().get(`/api/superadmin/tenants/${a.id}/export`).set(a.as('owner')).expect(403);
  });

  it('takes the nightly backup on one instance only, and shows a failed one to the superadmin', async () => {
    const nightlyDir = makeTempDataDir('kpm-nightly-');
    const clearNightly = async () => {
      const c = new Client({ connectionString: sourceUrl });
      await c.connect();
      await c.query(`delete from backup_runs where kind = 'nightly'`);
      await c.end();
    };
    await clearNightly();
    const backup = { dir: nightlyDir, keepDaily: 14, keepWeekly: 8, databaseUrl: sourceUrl, nightly: false };
    // Two instances over one database reach 01:00 together: one backup.
    const one = await createTestApp({ dataDir: sourceDir, backup });
    const two = await createTestApp({ dataDir: sourceDir, backup });
    try {
      const outcomes = await Promise.all([one.app.get(BackupScheduler).runNightly(), two.app.get(BackupScheduler).runNightly()]);
      expect(outcomes.sort()).toEqual(['done', 'skipped']);
      expect(fs.readdirSync(nightlyDir).filter((f) => f.endsWith('.dump'))).toHaveLength(1);
      // An instance whose clock is late finds tonight's backup taken.
      expect(await two.app.get(BackupScheduler).runNightly()).toBe('skipped');
    } finally {
      await one.close();
      await two.close();
    }

    await clearNightly();
    const broken = await createTestApp({ dataDir: sourceDir, backup: { ...backup, databaseUrl: 'postgres://nobody:x@127.0.0.1:1/kandang' } });
    try {
      expect(await broken.app.get(BackupScheduler).runNightly()).toBe('failed');
      const root = await loginAs(broken, TEST_ROOT, `${TEST_ROOT}-pw`);
      const status = bodyOf<BackupStatusDto>(await broken.http().get('/api/superadmin/backups').set({ authorization: `Bearer ${root}` }).expect(200));
      expect(status.last).toMatchObject({ kind: 'nightly', file: null, size_bytes: null, error: expect.stringMatching(/ECONNREFUSED/) as unknown });
      expect(status.last_success?.error).toBeNull();
    } finally {
      await broken.close();
      fs.rmSync(nightlyDir, { recursive: true, force: true });
    }
  });
});
