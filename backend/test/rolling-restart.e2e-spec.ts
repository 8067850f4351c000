// A rolling restart behind the shipped HAProxy configuration (deploy/haproxy.cfg, run through
// src/scripts/local-cluster.ts with only its bind address and server lines replaced): two built
// servers (dist/main.js, as `npm start` runs them) over one database, a steady load of reads,
// writes with an Idempotency-Key and writes without one through the proxy while instance a is stopped with SIGTERM and started again,
// then instance b. Not one request may fail (docs/adr/0038-rolling-restarts.md).
import { randomUUID } from 'crypto';
import { ChildProcess } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { Client } from 'pg';
import { provisionCluster } from '../src/database/provision';
import { LocalInstance, SERVER_MAIN, startHaproxy, startInstance, stopAll, waitFor, waitReady } from '../src/scripts/local-cluster';
import { ensureBuilt } from './utils/built-server';
import { TEST_PASSWORDS } from './utils/test-database';

const DATABASE = 'kandang_rolling';
const ROOT = { username: 'rolling-root', password: 'rolling-root-password' };
const OWNER = { username: 'pemilik@bergilir.test', password: 'rolling-owner-password' };
/** Requests sent at the same time through the proxy during the restarts. */
const WORKERS = 4;

/** One request of the load: what was asked, what came back (status 0: the connection broke), which instance answered. */
interface Outcome {
  method: string;
  url: string;
  status: number;
  by: string | null;
  error?: string;
}

describe('Rolling restart of two instances behind the shipped HAProxy configuration', () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  const instances: Record<'a' | 'b', LocalInstance | undefined> = { a: undefined, b: undefined };
  let proxy: { port: number; proc: ChildProcess };
  let tenant: string;
  let token: string;

  /** A JSON request through the proxy as the farm owner; never throws (a broken connection is status 0). */
  async function send(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Outcome & { body: unknown }> {
    try {
      const res = await fetch(`http://127.0.0.1:${proxy.port}${url}`, {
        method,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(tenant ? { 'x-tenant-id': tenant } : {}), 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { method, url, status: res.status, by: res.headers.get('x-instance'), body: text.startsWith('{') || text.startsWith('[') ? (JSON.parse(text) as unknown) : text };
    } catch (err) {
      return { method, url, status: 0, by: null, error: String(err), body: null };
    }
  }

  beforeAll(async () => {
    ensureBuilt();
    const adminUrl = process.env.TEST_PG_ADMIN_URL!;
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${DATABASE} with (force)`).finally(() => admin.end());
    const urls = await provisionCluster(adminUrl, { database: DATABASE, ...TEST_PASSWORDS });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kpm-rolling-'));
    // SHUTDOWN_DRAIN_MS is left at its default for instances over DATABASE_URL (5 s).
    env = {
      TZ: 'Asia/Jakarta',
      DATABASE_URL: urls.ownerUrl,
      DATABASE_APP_URL: urls.appUrl,
      DATABASE_LOGIN_URL: urls.loginUrl,
      JWT_SECRET: 'rolling-test-secret-'.padEnd(48, 'x'),
      TRUST_PROXY: 'loopback',
      INITIAL_SUPERADMIN_USERNAME: ROOT.username,
      INITIAL_SUPERADMIN_PASSWORD: ROOT.password,
      BACKUP_NIGHTLY: 'off',
      LOG_LEVEL: 'warn',
    };
    for (const name of ['a', 'b'] as const) instances[name] = await startInstance(name, { ...env, DATA_DIR: path.join(dataDir, name) });
    await Promise.all([waitReady(instances.a!), waitReady(instances.b!)]);
    proxy = await startHaproxy(dataDir, [instances.a!, instances.b!]);

    const login = async (who: { username: string; password: string }) => {
      const r = await send('POST', '/api/auth/login', { email: who.username, password: who.password });
      expect(r.status).toBe(200);
      return (r.body as { token: string }).token;
    };
    token = await login(ROOT);
    const created = await send('POST', '/api/superadmin/tenants', { nama: 'Kandang Bergilir', kode: 'BGL', owner_email: OWNER.username, owner_password: OWNER.password });
    expect(created.status).toBe(201);
    tenant = (created.body as { id: string }).id;
    token = await login(OWNER);
  });

  afterAll(async () => {
    await stopAll([proxy?.proc, instances.a?.proc, instances.b?.proc]);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /**
   * Stops `name` with SIGTERM while the load runs and starts it again on the same port with `extra`
   * added to its environment: resolves once it exited, started and is answering through the proxy
   * again. Answers its exit code and the lines it wrote while stopping.
   */
  async function restart(name: 'a' | 'b', served: Set<string | null>, extra: NodeJS.ProcessEnv = {}): Promise<{ code: number | null; out: string[] }> {
    const old = instances[name]!;
    const exited = new Promise<number | null>((resolve) => old.proc.once('exit', (code) => resolve(code)));
    old.proc.kill('SIGTERM');
    const code = await exited;
    instances[name] = await startInstance(name, { ...env, ...extra, DATA_DIR: path.join(dataDir, name) }, [SERVER_MAIN], old.port);
    await waitReady(instances[name]);
    // Back in the proxy's rotation: the load is answered by it again.
    served.clear();
    await waitFor(`instance ${name} answering through the proxy`, async () => served.has(name), 60_000);
    return { code, out: old.out };
  }

  /**
   * Runs {@link WORKERS} loops of requests through the proxy until `during` (the restarts) is
   * over: reads of the customer list, PUTs of one customer with an Idempotency-Key, and creates
   * with a key, plus creates without one when `withoutKey`. Answers every outcome, the names of
   * the acknowledged creates, and whether every create is in the list exactly once.
   */
  async function underLoad(withoutKey: boolean, during: (served: Set<string | null>) => Promise<void>) {
    const run = randomUUID().slice(0, 8);
    const customer = await send('POST', '/api/customers', { name: `Toko ${run}`, phone: '081234567890' }, { 'idempotency-key': randomUUID() });
    expect(customer.status).toBe(201);
    const customerId = (customer.body as { id: number }).id;
    const outcomes: Outcome[] = [];
    const created: string[] = [];
    const served = new Set<string | null>();
    let done = false;
    let n = 0;
    const worker = async () => {
      while (!done) {
        const i = n++;
        let r: Outcome & { body: unknown };
        if (i % 4 === 0) r = await send('GET', '/api/customers');
        else if (i % 4 === 2) r = await send('PUT', `/api/customers/${customerId}`, { name: `Toko ${run} ${i}` }, { 'idempotency-key': randomUUID() });
        else {
          // With a key the proxy may send it again; without one (an old client) only the drain window keeps it whole.
          const name = `Pelanggan ${run} ${i}`;
          r = await send('POST', '/api/customers', { name }, withoutKey && i % 4 === 3 ? {} : { 'idempotency-key': randomUUID() });
          if (r.status === 201) created.push(name);
        }
        outcomes.push({ method: r.method, url: r.url, status: r.status, by: r.by, error: r.error });
        served.add(r.by);
      }
    };
    const load = Promise.all(Array.from({ length: WORKERS }, worker));
    try {
      // Both instances carry the load before the first restart.
      await waitFor('both instances under load', async () => served.has('a') && served.has('b'), 60_000);
      await during(served);
    } finally {
      done = true;
      await load;
    }
    const list = await send('GET', '/api/customers');
    const names = (list.body as { name: string }[]).map((c) => c.name).filter((x) => x.startsWith(`Pelanggan ${run} `));
    return { outcomes, failed: outcomes.filter((o) => o.status < 200 || o.status > 299), createdOnce: names.sort().join('\n') === created.sort().join('\n') };
  }

  it('answers every read and write while a and then b are restarted: no 5xx, no broken connection, no duplicate', async () => {
    const stops: { code: number | null; out: string[] }[] = [];
    const { outcomes, failed, createdOnce } = await underLoad(true, async (served) => {
      stops.push(await restart('a', served));
      stops.push(await restart('b', served));
    });
    expect(failed).toEqual([]);
    // A real load: hundreds of requests over the two restarts.
    expect(outcomes.length).toBeGreaterThan(100);
    // Every acknowledged create is there once: a retried write was answered from its key, not written twice.
    expect(createdOnce).toBe(true);
    // Each left the rotation first (the drain window, 5 s by default), then closed its port and exited 0.
    expect(stops.map((x) => x.code)).toEqual([0, 0]);
    for (const x of stops) expect(x.out.join('\n')).toMatch(/Keluar dari rotasi proxy: port ditutup 5000 ms lagi/);
  });

  it('an instance that closes its port without a drain window (SHUTDOWN_DRAIN_MS=0): the proxy sends reads and keyed writes again to the other one', async () => {
    const { outcomes, failed, createdOnce } = await underLoad(false, async (served) => {
      // a comes back without a window; its next stop gives the proxy no warning.
      await restart('a', served, { SHUTDOWN_DRAIN_MS: '0' });
      const stop = await restart('a', served);
      expect(stop.out.join('\n')).not.toMatch(/Keluar dari rotasi proxy/);
    });
    expect(failed).toEqual([]);
    expect(outcomes.length).toBeGreaterThan(100);
    expect(createdOnce).toBe(true);
  });
});
