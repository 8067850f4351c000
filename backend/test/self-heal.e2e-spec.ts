// The built server heals its embedded PostgreSQL (issue #35; docs/adr/0036-self-healing-database.md):
// when the postmaster is killed (-9) the server starts it again itself (PostgreSQL's crash
// recovery), answering 503 with one Indonesian message meanwhile — never 500 — while the liveness
// probe fails; then it serves again and keeps what is written.
import { ChildProcess, spawn } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import { Client } from 'pg';
import { DATABASE_UNAVAILABLE } from '../src/common/errors/database-unavailable';
import { freePort } from '../src/database/bootstrap';
import { makeTempDataDir, postmasterPid } from '../src/database/embedded';
import { readOrCreateDbPasswords } from '../src/database/secrets';
import { LoginResponseDto } from '../src/modules/auth/dto/auth.dto';
import { waitFor } from '../src/scripts/local-cluster';
import { BACKEND_DIR, callServer, ensureBuilt, exited, ServerAnswer, waitForLine } from './utils/built-server';

const SUPERADMIN_PASSWORD = 'rahasia-pulih-1';
/** Safety net and promise: the server answers again this long after the kill, without a person. */
const RECOVERY_MS = 30_000;
/** Upper bound of the requests the loop sends (it stops once the server has recovered). */
const MAX_REQUESTS = 20_000;

type Answer = ServerAnswer<Record<string, unknown>>;
const call = (base: string, method: string, url: string, token?: string, body?: unknown, tenant?: string): Promise<Answer> => callServer(base, method, url, token, body, tenant);

describe('The built server restarts its embedded PostgreSQL after kill -9 of the postmaster', () => {
  let dataDir: string;
  let child: ChildProcess;
  let base: string;
  let log = '';

  beforeAll(async () => {
    ensureBuilt();
    dataDir = makeTempDataDir('kpm-selfheal-');
    const port = await freePort();
    child = spawn(process.execPath, [path.join(BACKEND_DIR, 'dist', 'main.js')], {
      env: { ...process.env, TZ: 'Asia/Jakarta', DATA_DIR: dataDir, PORT: String(port), DEMO_DATA: 'off', BACKUP_NIGHTLY: 'off', INITIAL_SUPERADMIN_PASSWORD: SUPERADMIN_PASSWORD, LOGIN_LIMIT_PER_IP: '100000', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (c: Buffer) => (log += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (log += c.toString()));
    await waitForLine(child, /berjalan di http/, 120_000);
    base = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    if (child?.exitCode === null && !child.signalCode) {
      child.kill('SIGTERM');
      await exited(child);
    }
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 (never 500) during the outage, fails liveness, answers again within 30 s and keeps a write', async () => {
    const login = await call(base, 'POST', '/api/auth/login', undefined, { email: 'superadmin', password: SUPERADMIN_PASSWORD });
    const root = (login.body as unknown as LoginResponseDto).token;
    const tenant = (await call(base, 'POST', '/api/superadmin/tenants', root, { nama: 'Kandang Pulih', kode: 'PLH', owner_email: 'pemilik@pulih.id', owner_password: 'pemilik-pulih' })).body!.id as string;
    const owner = ((await call(base, 'POST', '/api/auth/login', undefined, { email: 'pemilik@pulih.id', password: 'pemilik-pulih' })).body as unknown as LoginResponseDto).token;
    expect([typeof tenant, typeof owner]).toEqual(['string', 'string']);

    // Requests in a loop: reads, writes and logins (the login role's own pool), two at a time.
    const answers: Array<{ what: string; afterKill: boolean } & Answer> = [];
    let sent = 0;
    let killed = false;
    let recovered = false;
    const requests: Array<() => Promise<[string, Answer]>> = [
      async () => ['GET /api/customers', await call(base, 'GET', '/api/customers', owner, undefined, tenant)],
      async () => ['POST /api/customers', await call(base, 'POST', '/api/customers', owner, { name: `Toko ${sent}`, phone: '081234567890' }, tenant)],
      async () => ['POST /api/auth/login', await call(base, 'POST', '/api/auth/login', undefined, { email: 'pemilik@pulih.id', password: 'pemilik-pulih' })],
      async () => ['GET /api/superadmin/tenants', await call(base, 'GET', '/api/superadmin/tenants', root)],
    ];
    const loop = async () => {
      while (!recovered && sent < MAX_REQUESTS) {
        const [what, answer] = await requests[sent++ % requests.length]();
        answers.push({ what, afterKill: killed, ...answer });
        // Paced, so that the restarting PostgreSQL shares the two cores with the loop.
        await new Promise((r) => setTimeout(r, 10));
      }
    };
    const loops = [loop(), loop()];

    // The probes, polled meanwhile: what they answered after the kill.
    const probes: Array<{ url: string; status: number }> = [];
    await waitFor('a few answers before the kill', async () => answers.length >= 20);
    const pid = postmasterPid(path.join(dataDir, 'pg'))!;
    process.kill(pid, 'SIGKILL');
    killed = true;
    await waitFor(
      () => `the server to answer again (log:\n${log.slice(-2000)})`,
      async () => {
        for (const url of ['/api/health/live', '/api/health/ready']) probes.push({ url, status: (await call(base, 'GET', url)).status });
        const again = await call(base, 'GET', '/api/customers', owner, undefined, tenant);
        recovered = again.status === 200 && probes.at(-1)!.status === 200 && probes.at(-2)!.status === 200;
        return recovered;
      },
      RECOVERY_MS,
    );
    await Promise.all(loops);

    // Every answer is a success or the one 503 with its message and Retry-After; none is a 500.
    const odd = answers.filter((a) => !(a.status >= 200 && a.status < 300) && !(a.status === 503 && a.body?.message === DATABASE_UNAVAILABLE && a.retryAfter !== null));
    // (On a failure the server's error lines say what was not mapped.)
    const errors = odd.length ? log.split('\n').filter((l) => /"level":50|Error/.test(l)) : [];
    expect([...odd.map((a) => `${a.what}: ${a.status} ${JSON.stringify(a.body)}`), ...errors]).toEqual([]);
    // The outage was seen: requests answered 503, and so did the liveness probe (and readiness).
    expect(answers.filter((a) => a.afterKill && a.status === 503).length).toBeGreaterThan(0);
    expect(probes.some((p) => p.url === '/api/health/live' && p.status === 503)).toBe(true);
    expect(probes.some((p) => p.url === '/api/health/ready' && p.status === 503)).toBe(true);
    expect(sent).toBeLessThan(MAX_REQUESTS);
    // The server itself started a new postmaster and said so; the process never exited.
    const again = postmasterPid(path.join(dataDir, 'pg'));
    expect(again).not.toBe(pid);
    expect(log).toMatch(/PostgreSQL tertanam berhenti mendadak/);
    expect(log).toMatch(/PostgreSQL tertanam berjalan lagi/);
    expect(child.exitCode).toBeNull();

    // A write after recovery is answered and is in the database (read past row-level security).
    const written = await call(base, 'POST', '/api/customers', owner, { name: 'Toko Setelah Pulih', phone: '081200000001' }, tenant);
    expect(written.status).toBe(201);
    const port = Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]);
    const c = new Client({ connectionString: `postgres://postgres:${encodeURIComponent(readOrCreateDbPasswords(dataDir).pgSuperPassword)}@127.0.0.1:${port}/kandang` });
    await c.connect();
    try {
      const { rows } = await c.query<{ n: number }>(`select count(*)::int as n from customers where tenant_id = $1 and name = 'Toko Setelah Pulih'`, [tenant]);
      expect(rows[0].n).toBe(1);
    } finally {
      await c.end();
    }

    // The restarted PostgreSQL stops with the server: SIGTERM ends both, exit code 0, no postmaster left.
    child.kill('SIGTERM');
    expect(await exited(child)).toBe(0);
    expect(postmasterPid(path.join(dataDir, 'pg'))).toBeNull();
  });
});
