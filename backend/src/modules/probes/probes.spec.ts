import { NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import type { Response } from 'express';
import { databaseAvailability } from '../../common/database/availability';
import { Metrics } from '../../common/observability/metrics';
import { leaveRotation, SERVER_STOPPING, shutdownState } from '../../common/shutdown/drain';
import { LATEST_MIGRATION } from '../../database/data-source';
import { FakeDb } from '../../../test/utils/fake-db';
import { DATABASE_DOWN, HealthController, LIVE_GRACE_MS, MIGRATIONS_PENDING } from './health.controller';
import { MetricsController } from './metrics.controller';

/** A pool whose every statement fails, as when the database cannot be reached. */
const down = () =>
  new FakeDb().on('', () => {
    throw new Error('connect ECONNREFUSED');
  });

describe('HealthController (probes, ADR 0034)', () => {
  const health = (db: FakeDb) => new HealthController(db.manager as never);

  it('liveness: ok while the database answers, and while it has refused for less than the grace', async () => {
    await expect(health(new FakeDb()).live()).resolves.toEqual({ status: 'ok' });
    // One refused round trip starts the count; within LIVE_GRACE_MS the process is still live.
    await expect(health(down()).live()).resolves.toEqual({ status: 'ok' });
    databaseAvailability.noteProbe(true);
  });

  it('liveness: 503 once the database has refused for longer than the grace, and at once while the embedded PostgreSQL is down', async () => {
    try {
      databaseAvailability.noteProbe(false, Date.now() - LIVE_GRACE_MS - 1);
      await expect(health(down()).live()).rejects.toEqual(new ServiceUnavailableException(DATABASE_DOWN));
      // An answer ends the outage.
      await expect(health(new FakeDb()).live()).resolves.toEqual({ status: 'ok' });
      databaseAvailability.watchEmbedded(() => false);
      await expect(health(new FakeDb()).live()).rejects.toEqual(new ServiceUnavailableException(DATABASE_DOWN));
    } finally {
      databaseAvailability.watchEmbedded(null);
      databaseAvailability.noteProbe(true);
    }
  });

  it('the database check: ok, or 503 when the database cannot be reached', async () => {
    await expect(health(new FakeDb()).check()).resolves.toEqual({ status: 'ok', database: 'up' });
    await expect(health(down()).check()).rejects.toEqual(new ServiceUnavailableException(DATABASE_DOWN));
  });

  it('readiness: 503 telling a database down from migrations not yet run; ready names the newest migration', async () => {
    await expect(health(down()).ready()).rejects.toEqual(new ServiceUnavailableException(DATABASE_DOWN));
    const db = new FakeDb().on('app_migration_applied', () => [{ ok: false }]);
    await expect(health(db).ready()).rejects.toEqual(new ServiceUnavailableException(MIGRATIONS_PENDING));
    expect(db.statements('app_migration_applied')[0].params).toEqual([LATEST_MIGRATION]);
    db.on('app_migration_applied', () => [{ ok: true }]);
    await expect(health(db).ready()).resolves.toEqual({ status: 'ok', database: 'up', migration: LATEST_MIGRATION });
  });

  describe('a stopping instance (SIGTERM, the drain window)', () => {
    afterEach(() => {
      shutdownState.stopping = false;
      jest.useRealTimers();
    });

    it('is not ready from the signal on, with the database up, but stays live; the window ends after its ms', async () => {
      jest.useFakeTimers();
      const db = new FakeDb().on('app_migration_applied', () => [{ ok: true }]);
      let windowOver = false;
      const window = leaveRotation(5000).then(() => (windowOver = true));
      await expect(health(db).ready()).rejects.toEqual(new ServiceUnavailableException(SERVER_STOPPING));
      await expect(health(db).live()).resolves.toEqual({ status: 'ok' });
      await jest.advanceTimersByTimeAsync(4999);
      expect(windowOver).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      await window;
      expect(windowOver).toBe(true);
    });
  });
});

describe('MetricsController (GET /api/metrics only with METRICS_TOKEN)', () => {
  const metrics = { registry: { metrics: () => Promise.resolve('login_failures_total 2'), contentType: 'text/plain; version=0.0.4' } } as unknown as Metrics;
  const res = () => ({ type: jest.fn() });
  const hidden = new NotFoundException('Alamat tidak ditemukan.');

  it('answers the text to the bearer token or the token in the query, with its content type', async () => {
    const controller = new MetricsController(metrics, { metricsToken: 'token-scrape' });
    const r = res();
    await expect(controller.read(r as unknown as Response, 'Bearer token-scrape')).resolves.toBe('login_failures_total 2');
    expect(r.type).toHaveBeenCalledWith('text/plain; version=0.0.4');
    await expect(controller.read(res() as unknown as Response, 'bearer token-scrape')).resolves.toBe('login_failures_total 2');
    await expect(controller.read(res() as unknown as Response, undefined, 'token-scrape')).resolves.toBe('login_failures_total 2');
  });

  it('404 like an unknown address: no token set, none given, a wrong or a longer one, a token that is not text', async () => {
    await expect(new MetricsController(metrics, { metricsToken: null }).read(res() as unknown as Response, 'Bearer x')).rejects.toEqual(hidden);
    const controller = new MetricsController(metrics, { metricsToken: 'token-scrape' });
    for (const [header, query] of [[undefined, undefined], ['Bearer token-scrapf', undefined], ['Bearer token-scrape2', undefined], ['token-scrape', undefined], [undefined, ['token-scrape']]]) {
      await expect(controller.read(res() as unknown as Response, header as string | undefined, query)).rejects.toEqual(hidden);
    }
  });
});
