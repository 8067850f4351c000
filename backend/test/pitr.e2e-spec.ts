import { ChildProcess, spawn } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import { Client } from 'pg';
import { freePort } from '../src/database/bootstrap';
import { makeTempDataDir } from '../src/database/embedded';
import { readOrCreateDbPasswords } from '../src/database/secrets';
import { BACKEND_DIR, ensureBuilt, runBackupCli, waitForLine } from './utils/built-server';

/** The built server (`node dist/main.js`) on the embedded PostgreSQL of `env.DATA_DIR`, without demo data. */
async function startServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(BACKEND_DIR, 'dist', 'main.js')], { env: { ...process.env, TZ: 'Asia/Jakarta', ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  await waitForLine(child, /berjalan di http/, 180_000);
  return { child, base: `http://127.0.0.1:${port}` };
}

/** Sends SIGTERM and waits until the server has exited (it stops its PostgreSQL first). */
async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode) return;
  const done = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await done;
}

/** A superuser connection to the database `kandang` of `dataDir` while its server runs (port from postmaster.pid). */
async function superuser(dataDir: string): Promise<Client> {
  const port = Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]);
  const c = new Client({ connectionString: `postgres://postgres:${encodeURIComponent(readOrCreateDbPasswords(dataDir).pgSuperPassword)}@127.0.0.1:${port}/kandang` });
  await c.connect();
  return c;
}

/** Ends the current WAL segment (`pg_switch_wal`) and polls until the archive holds it: what was written so far is archived. */
async function switchAndWaitArchived(c: Client, archive: string): Promise<string> {
  const { rows } = await c.query<{ f: string }>('select pg_walfile_name(pg_switch_wal()) as f');
  const file = path.join(archive, rows[0].f);
  const until = Date.now() + 120_000;
  while (!fs.existsSync(file)) {
    if (Date.now() > until) throw new Error(`${rows[0].f} not archived within 120 s`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return rows[0].f;
}

const mode = (p: string) => fs.statSync(p).mode & 0o777;

/**
 * Point-in-time recovery (issue #35; docs/adr/0035-point-in-time-recovery.md): the built server
 * archives its WAL into WAL_ARCHIVE_DIR, `npm run backup` takes a base backup there, rows are
 * written before and after a moment T, and `npm run restore -- --to T --no-start` into a new
 * DATA_DIR brings back exactly the rows written before T; the restored server starts and is
 * ready. The archive is private (folders 0700, files 0600); bad, future or too early moments and
 * a non-empty DATA_DIR are refused with exit code 2.
 */
describe('Point-in-time recovery from the WAL archive', () => {
  let root: string;
  let archive: string;
  let env: NodeJS.ProcessEnv;
  let target = '';
  const running: ChildProcess[] = [];

  beforeAll(() => {
    ensureBuilt();
    root = makeTempDataDir('kpm-pitr-');
    archive = path.join(root, 'arsip-wal');
    env = { DATA_DIR: path.join(root, 'asal'), WAL_ARCHIVE_DIR: archive, DEMO_DATA: 'off', BACKUP_NIGHTLY: 'off', INITIAL_SUPERADMIN_PASSWORD: 'rahasia-pitr-1' };
  });
  afterAll(async () => {
    for (const child of running) await stopServer(child);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('restores every write before the moment and none after', async () => {
    const source = await startServer(env);
    running.push(source.child);
    const backup = runBackupCli(['backup'], env);
    expect(backup).toEqual({ code: 0, out: expect.stringMatching(/Base backup ditulis: .*arsip-wal\/base\/\d{8}-\d{6}/) as string });

    const c = await superuser(env.DATA_DIR!);
    await c.query('create table pitr_marks (n int primary key, written_at timestamptz not null default clock_timestamp())');
    for (let n = 1; n <= 5; n++) await c.query('insert into pitr_marks (n) values ($1)', [n]);
    await switchAndWaitArchived(c, archive);
    target = (await c.query<{ t: string }>(`select to_char(now() at time zone 'Asia/Jakarta', 'YYYY-MM-DD HH24:MI:SS.US') as t`)).rows[0].t;
    for (let n = 6; n <= 8; n++) await c.query('insert into pitr_marks (n) values ($1)', [n]);
    await switchAndWaitArchived(c, archive);
    const size = (await c.query<{ s: string }>(`select pg_size_pretty(pg_database_size('kandang')) as s`)).rows[0].s;
    await c.end();
    await stopServer(source.child); // the disk with DATA_DIR is gone; the archive is left

    const restoredEnv = { ...env, DATA_DIR: path.join(root, 'pulih') };
    const began = Date.now();
    const restore = runBackupCli(['restore', '--to', target, '--no-start'], restoredEnv);
    console.log(`Point-in-time restore of a ${size} database: ${((Date.now() - began) / 1000).toFixed(1)} s\n${backup.out}${restore.out}`);
    expect(restore).toEqual({ code: 0, out: expect.stringContaining(`sampai ${target} WIB`) as string });

    const restored = await startServer(restoredEnv);
    running.push(restored.child);
    const r = await superuser(restoredEnv.DATA_DIR);
    try {
      const rows = (await r.query<{ n: number }>('select n from pitr_marks order by n')).rows.map((x) => x.n);
      expect(rows).toEqual([1, 2, 3, 4, 5]);
      expect((await r.query<{ recovering: boolean }>('select pg_is_in_recovery() as recovering')).rows[0].recovering).toBe(false);
    } finally {
      await r.end();
    }
    expect((await fetch(`${restored.base}/api/health/ready`)).status).toBe(200);
    await stopServer(restored.child);
  });

  it('keeps the archive private: folders 0700, files 0600', () => {
    const folders = [archive, path.join(archive, 'base'), ...fs.readdirSync(path.join(archive, 'base')).map((b) => path.join(archive, 'base', b))];
    const files = [
      ...fs.readdirSync(archive).filter((f) => /^[0-9A-F]{24}/.test(f)).map((f) => path.join(archive, f)),
      ...folders.slice(2).flatMap((d) => fs.readdirSync(d).map((f) => path.join(d, f))),
    ];
    expect(files.length).toBeGreaterThan(3);
    expect(folders.map((d) => [path.basename(d), mode(d).toString(8)])).toEqual(folders.map((d) => [path.basename(d), '700']));
    expect(files.map((f) => [path.basename(f), mode(f).toString(8)])).toEqual(files.map((f) => [path.basename(f), '600']));
  });

  it('refuses bad, future and too early moments and a non-empty DATA_DIR (exit 2)', () => {
    const fresh = { ...env, DATA_DIR: path.join(root, 'kosong') };
    expect(runBackupCli(['restore', '--to', 'kemarin sore', '--no-start'], fresh)).toEqual({ code: 2, out: expect.stringContaining('Waktu --to "kemarin sore" tidak dikenali') as string });
    expect(runBackupCli(['restore', '--to', '2026-02-30 10:00', '--no-start'], fresh)).toEqual({ code: 2, out: expect.stringContaining('tidak dikenali') as string });
    expect(runBackupCli(['restore', '--to', '2999-01-01 00:00', '--no-start'], fresh)).toEqual({ code: 2, out: expect.stringContaining('masih di masa depan') as string });
    expect(runBackupCli(['restore', '--to', '2020-01-01 00:00', '--no-start'], fresh)).toEqual({ code: 2, out: expect.stringContaining('Tidak ada base backup yang selesai sebelum 2020-01-01 00:00') as string });
    expect(runBackupCli(['restore', '--to', target, '--no-start'], { ...env, DATA_DIR: path.join(root, 'pulih') })).toEqual({ code: 2, out: expect.stringContaining('tidak kosong') as string });
    expect(fs.existsSync(path.join(root, 'kosong', 'pg'))).toBe(false);
  });
});
