// Two built servers (dist/main.js, as `npm start` runs them) on two loopback ports over one
// database, HAProxy (the distribution's package) in front with round robin and health checks
// (docs/adr/0034-several-instances-logs-metrics.md). Each server has its own DATA_DIR, as
// instances on two machines do: the uploads go to an S3-compatible server (s3rver, run by the
// test on 127.0.0.1) through S3_ENDPOINT/S3_BUCKET/keys, and no local uploads folder is written.
import { ChildProcess } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { Client } from 'pg';
import { MIGRATIONS } from '../src/database/migrations';
import { provisionCluster } from '../src/database/provision';
import { LocalInstance, startHaproxy, startInstance, stopAll, waitFor, waitReady } from '../src/scripts/local-cluster';
import { startS3Server, TestS3Server } from './utils/s3-server';
import { TEST_PASSWORDS } from './utils/test-database';

const DATABASE = 'kandang_scale';
const ROOT = { username: 'scale-root', password: 'scale-root-password' };
const OWNER = { username: 'pemilik@skala.test', password: 'scale-owner-password' };
const METRICS_TOKEN = 'scale-metrics-token-0123456789';
const BUCKET = 'kandang-skala';
/** The smallest PNG: one pixel. */
const PNG_1x1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

type Instance = LocalInstance;

type Answer = { status: number; body: Record<string, unknown>; headers: Headers; bytes: Buffer };

async function call(port: number, method: string, url: string, opts: { token?: string; tenant?: string; json?: unknown; form?: FormData; headers?: Record<string, string> } = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.tenant) headers['x-tenant-id'] = opts.tenant;
  if (opts.json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`http://127.0.0.1:${port}${url}`, { method, headers, body: opts.form ?? (opts.json === undefined ? undefined : JSON.stringify(opts.json)) });
  const bytes = Buffer.from(await res.arrayBuffer());
  let body: Record<string, unknown> = {};
  if ((res.headers.get('content-type') ?? '').includes('json')) body = JSON.parse(bytes.toString('utf8')) as Record<string, unknown>;
  return { status: res.status, body, headers: res.headers, bytes };
}

const login = (port: number, username: string, password: string) => call(port, 'POST', '/api/auth/login', { json: { email: username, password } });

describe('Several instances behind HAProxy over one database', () => {
  let dataDir: string;
  let a: Instance;
  let b: Instance;
  let proxyPort: number;
  let haproxy: ChildProcess;
  let ownerUrl: string;
  let s3: TestS3Server;

  beforeAll(async () => {
    const adminUrl = process.env.TEST_PG_ADMIN_URL!;
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${DATABASE} with (force)`).finally(() => admin.end());
    const urls = await provisionCluster(adminUrl, { database: DATABASE, ...TEST_PASSWORDS });
    ownerUrl = urls.ownerUrl;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kpm-scale-'));
    s3 = await startS3Server(path.join(dataDir, 's3'), BUCKET);
    const env = {
      TZ: 'Asia/Jakarta',
      DATABASE_URL: urls.ownerUrl,
      DATABASE_APP_URL: urls.appUrl,
      DATABASE_LOGIN_URL: urls.loginUrl,
      JWT_SECRET: 'scale-test-secret-'.padEnd(48, 'x'),
      TRUST_PROXY: 'loopback',
      INITIAL_SUPERADMIN_USERNAME: ROOT.username,
      INITIAL_SUPERADMIN_PASSWORD: ROOT.password,
      LOG_LEVEL: 'info',
      METRICS_TOKEN,
      ...s3.env,
    };
    // Both start together on an empty database: the migrations run once, under the advisory lock.
    // The built server of dist/ (npm test builds it first); each with a data folder of its own.
    [a, b] = await Promise.all(['a', 'b'].map((name) => startInstance(name, { ...env, DATA_DIR: path.join(dataDir, name) })));
    await Promise.all([waitReady(a), waitReady(b)]);
    const proxy = await startHaproxy(dataDir, [a, b]);
    proxyPort = proxy.port;
    haproxy = proxy.proc;
  });

  afterAll(async () => {
    await stopAll([haproxy, a?.proc, b?.proc]);
    await s3?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('ran every migration once although both instances started together', async () => {
    const c = new Client({ connectionString: ownerUrl });
    await c.connect();
    try {
      const { rows } = await c.query<{ name: string; n: number }>('select name, count(*)::int as n from migrations group by name');
      expect(rows).toHaveLength(MIGRATIONS.length);
      expect(rows.every((r) => r.n === 1)).toBe(true);
    } finally {
      await c.end();
    }
  });

  it('a login through one instance works on the other, and through the proxy on both', async () => {
    const res = await login(a.port, ROOT.username, ROOT.password);
    expect(res.status).toBe(200);
    const token = res.body.token as string;
    expect((await call(b.port, 'GET', '/api/auth/summary', { token })).status).toBe(200);
    const served = [];
    for (let i = 0; i < 2; i++) {
      const r = await call(proxyPort, 'GET', '/api/auth/summary', { token });
      expect(r.status).toBe(200);
      served.push(r.headers.get('x-instance'));
    }
    expect(served.sort()).toEqual(['a', 'b']);
  });

  it('11 wrong passwords spread over both instances: the 11th is 429', async () => {
    const account = `tebak-${Date.now()}`;
    const answers: { status: number; by: string | null }[] = [];
    for (let i = 0; i < 11; i++) {
      const r = await call(proxyPort, 'POST', '/api/auth/login', { json: { email: account, password: `salah-${i}` } });
      answers.push({ status: r.status, by: r.headers.get('x-instance') });
    }
    expect(answers.slice(0, 10).map((x) => x.status)).toEqual(Array(10).fill(401));
    expect(answers[10].status).toBe(429);
    // Round robin: each instance saw 5 or 6 of them, none alone reached the limit of 10.
    expect(answers.filter((x) => x.by === 'a').length).toBeGreaterThanOrEqual(5);
    expect(answers.filter((x) => x.by === 'b').length).toBeGreaterThanOrEqual(5);
    // The failures as the two instances' metrics count them: 5 + 5 (the refused 11th is no failure).
    const failures = async (s: Instance) => {
      const text = (await call(s.port, 'GET', `/api/metrics?token=${METRICS_TOKEN}`)).bytes.toString('utf8');
      return Number(/^login_failures_total (\d+)/m.exec(text)![1]);
    };
    expect((await failures(a)) + (await failures(b))).toBe(10);
  });

  describe('a farm owner', () => {
    let tenantId: string;
    let ownerToken: string;
    let ownerId: string;

    beforeAll(async () => {
      const root = (await login(a.port, ROOT.username, ROOT.password)).body.token as string;
      const created = await call(a.port, 'POST', '/api/superadmin/tenants', {
        token: root,
        json: { nama: 'Kandang Skala', kode: `SKL${Date.now() % 100000}`, owner_email: OWNER.username, owner_password: OWNER.password },
      });
      expect(created.status).toBe(201);
      tenantId = created.body.id as string;
      const res = await login(b.port, OWNER.username, OWNER.password);
      expect(res.status).toBe(200);
      ownerToken = res.body.token as string;
      ownerId = (res.body.user as { id: string }).id;
    });

    it('uploads an image through one instance into the object store, the other serves it, and a removal deletes it', async () => {
      const main = await call(a.port, 'POST', '/api/tasks/main', { token: ownerToken, tenant: tenantId, json: { nama: 'Kesehatan' } });
      expect(main.status).toBe(201);
      const form = new FormData();
      form.set('main_id', String(main.body.id));
      form.set('nama', 'Cek ayam sakit');
      form.set('image', new Blob([PNG_1x1], { type: 'image/png' }), 'foto.png');
      const sub = await call(a.port, 'POST', '/api/tasks/sub', { token: ownerToken, tenant: tenantId, form });
      expect(sub.status).toBe(201);
      // The signed URL names the key under the farm; the object is in the bucket (read through the S3 API).
      const imageUrl = sub.body.image_url as string;
      const key = new RegExp(`^/uploads/(${tenantId}/[0-9a-f-]{36}\\.png)\\?exp=\\d+&sig=`).exec(imageUrl)![1];
      expect((await s3.object(key))?.equals(PNG_1x1)).toBe(true);
      // The URL that instance a handed out, served by instance b from the bucket.
      const img = await call(b.port, 'GET', imageUrl);
      expect(img.status).toBe(200);
      expect(img.headers.get('content-type')).toBe('image/png');
      expect(img.bytes.equals(PNG_1x1)).toBe(true);

      // Removing the image through instance b deletes the object; the old URL is 404 on a.
      const edit = new FormData();
      edit.set('main_id', String(main.body.id));
      edit.set('nama', 'Cek ayam sakit');
      edit.set('remove_image', 'true');
      const removed = await call(b.port, 'PUT', `/api/tasks/sub/${sub.body.id as number}`, { token: ownerToken, tenant: tenantId, form: edit });
      expect(removed.status).toBe(200);
      expect(removed.body.image_url).toBeNull();
      expect(await s3.object(key)).toBeNull();
      expect((await call(a.port, 'GET', imageUrl)).status).toBe(404);
      // Neither instance wrote an uploads folder.
      for (const name of ['a', 'b']) expect(fs.existsSync(path.join(dataDir, name, 'uploads'))).toBe(false);
    });

    it('logs one JSON line per request with its request id, route pattern, farm, user, status and duration; no secret', async () => {
      const mine = await call(b.port, 'GET', '/api/tasks/main', { token: ownerToken, tenant: tenantId, headers: { 'x-request-id': 'uji-skala-1' } });
      expect(mine.headers.get('x-request-id')).toBe('uji-skala-1');
      const odd = await call(b.port, 'GET', '/api/health/live', { headers: { 'x-request-id': 'bukan id yang wajar <x>' } });
      expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      await waitFor(`the log line in ${b.out.slice(-5).join('\n')}`, async () => b.out.some((l) => l.includes('"uji-skala-1"')), 5000);
      const line = JSON.parse(b.out.find((l) => l.includes('"uji-skala-1"'))!) as Record<string, unknown>;
      expect(line).toMatchObject({ reqId: 'uji-skala-1', route: '/api/tasks/main', tenantId, userId: ownerId, req: { method: 'GET', url: '/api/tasks/main' }, res: { statusCode: 200 } });
      expect(typeof line.responseTime).toBe('number');
      const all = [...a.out, ...b.out].join('\n');
      for (const secret of [ROOT.password, OWNER.password, ownerToken, METRICS_TOKEN, 'salah-3']) expect(all).not.toContain(secret);
      // The signed image URL's signature stays out of the log too (paths only, no query).
      expect(all).not.toMatch(/sig=/);
      // Nest's start-up list of modules and routes is left out; the log is the requests.
      expect(all).not.toContain('RouterExplorer');
    });

    it('a logout through one instance ends the session on the other', async () => {
      expect((await call(a.port, 'GET', '/api/auth/summary', { token: ownerToken })).status).toBe(200);
      expect((await call(a.port, 'POST', '/api/auth/logout', { token: ownerToken })).status).toBe(200);
      expect((await call(b.port, 'GET', '/api/auth/summary', { token: ownerToken })).status).toBe(401);
    });
  });
});
