import { randomUUID } from 'crypto';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { Client } from 'pg';
import { LATEST_MIGRATION } from '../src/database/data-source';
import { createTestApp, TestApp } from './utils/create-test-app';
import { createTenant, TestTenant } from './utils/factories';

/** Health probes and GET /api/metrics (docs/adr/0034-several-instances-logs-metrics.md). */
describe('Health probes and metrics', () => {
  const TOKEN = 'metrics-token-for-tests-0123';
  let t: TestApp;
  let a: TestTenant;
  let backups: string;

  beforeAll(async () => {
    backups = fs.mkdtempSync(path.join(os.tmpdir(), 'kpm-backups-'));
    t = await createTestApp({ metricsToken: TOKEN, backupDir: backups });
    a = await createTenant(t, 'Metrik');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(backups, { recursive: true, force: true });
  });

  const metrics = () => t.http().get('/api/metrics').set('authorization', `Bearer ${TOKEN}`).expect(200);
  /** The value of one series in the Prometheus text, 0 when absent. */
  const valueOf = (text: string, series: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${series} `));
    return line ? Number(line.slice(series.length + 1)) : 0;
  };

  it('live answers without the database; ready names the newest migration', async () => {
    expect((await t.http().get('/api/health/live').expect(200)).body).toEqual({ status: 'ok' });
    expect((await t.http().get('/api/health/ready').expect(200)).body).toEqual({ status: 'ok', database: 'up', migration: LATEST_MIGRATION });
    expect((await t.http().get('/api/health').expect(200)).body).toEqual({ status: 'ok', database: 'up' });
  });

  it('ready answers 503 while the newest migration has not run', async () => {
    const owner = new Client({ connectionString: t.settings.ownerDatabaseUrl });
    await owner.connect();
    try {
      const timestamp = LATEST_MIGRATION.replace(/^\D+/, '');
      await owner.query('delete from migrations where name = $1', [LATEST_MIGRATION]);
      try {
        const res = await t.http().get('/api/health/ready').expect(503);
        expect(res.body).toEqual({ success: false, message: 'Migrasi database belum dijalankan.' });
      } finally {
        await owner.query('insert into migrations (timestamp, name) values ($1, $2)', [timestamp, LATEST_MIGRATION]);
      }
      await t.http().get('/api/health/ready').expect(200);
    } finally {
      await owner.end();
    }
  });

  it('answers 404 like an unknown address without the token or with a wrong one, and when no token is set', async () => {
    const unknown = await t.http().get('/api/tidak-ada').expect(404);
    for (const req of [t.http().get('/api/metrics'), t.http().get('/api/metrics').set('authorization', 'Bearer salah'), t.http().get('/api/metrics?token=salah')]) {
      expect((await req.expect(404)).body).toEqual(unknown.body);
    }
    const closed = await createTestApp({ metricsToken: null });
    try {
      await closed.http().get('/api/metrics').set('authorization', `Bearer ${TOKEN}`).expect(404);
    } finally {
      await closed.close();
    }
  });

  it('counts requests per route pattern and status, reads the pool, and opens with ?token too', async () => {
    await t.http().get(`/api/tasks/main`).set(a.as('admin')).expect(200);
    await t.http().get(`/api/tasks/main`).set(a.as('admin')).expect(200);
    await t.http().put('/api/tasks/main/999999').set(a.as('admin')).send({ nama: 'X' }).expect(404);
    const text = (await t.http().get(`/api/metrics?token=${TOKEN}`).expect(200)).text;
    expect(valueOf(text, 'http_requests_total{method="GET",route="/api/tasks/main",status="200"}')).toBe(2);
    expect(valueOf(text, 'http_requests_total{method="PUT",route="/api/tasks/main/:id",status="404"}')).toBe(1);
    expect(valueOf(text, 'http_request_duration_seconds_count{method="GET",route="/api/tasks/main",status="200"}')).toBe(2);
    // No raw id becomes a label.
    expect(text).not.toMatch(/route="[^"]*999999/);
    expect(valueOf(text, 'db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^db_pool_connections\{state="waiting"\} \d+$/m);
  });

  it('counts wrong passwords and idempotent replays', async () => {
    const before = (await metrics()).text;
    await t.http().post('/api/auth/login').send({ email: a.users.viewer.username, password: 'salah' }).expect(401);
    await t.http().post('/api/auth/login').send({ email: a.users.viewer.username, password: 'salah lagi' }).expect(401);
    const key = randomUUID();
    await t.http().post('/api/tasks/main').set(a.as('admin')).set('Idempotency-Key', key).send({ nama: `Metrik ${key.slice(0, 6)}` }).expect(201);
    await t.http().post('/api/tasks/main').set(a.as('admin')).set('Idempotency-Key', key).send({ nama: `Metrik ${key.slice(0, 6)}` }).expect(201);
    const after = (await metrics()).text;
    expect(valueOf(after, 'login_failures_total') - valueOf(before, 'login_failures_total')).toBe(2);
    expect(valueOf(after, 'idempotency_replays_total') - valueOf(before, 'idempotency_replays_total')).toBe(1);
  });

  it('gives the age of the newest backup file, +Inf without one', async () => {
    expect((await metrics()).text).toMatch(/^backup_age_seconds \+Inf$/m);
    const file = path.join(backups, 'kandang-20260101-0100.dump');
    fs.writeFileSync(file, 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    fs.utimesSync(file, twoHoursAgo, twoHoursAgo);
    const age = valueOf((await metrics()).text, 'backup_age_seconds');
    expect(age).toBeGreaterThanOrEqual(7200);
    expect(age).toBeLessThan(7260);
  });
});
