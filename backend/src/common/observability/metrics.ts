import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request, Response } from 'express';
import { promises as fs } from 'fs';
import * as path from 'path';
import type { Pool } from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import type { AppSettings } from '../../config/settings';

/** The token under which app.module.ts provides AppSettings (a string, to avoid an import cycle). */
const APP_SETTINGS = 'APP_SETTINGS';

/** Upper bounds of the latency histogram (seconds): 5 ms … 10 s, 500 ms (the capacity limit) among them. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Folder of the backups whose newest file gives the backup age: BACKUP_DIR, else `<dataDir>/backups`. */
export const backupDirOf = (settings: Pick<AppSettings, 'dataDir' | 'backupDir'>) => settings.backupDir ?? path.join(settings.dataDir, 'backups');

/**
 * Route label of a request: the matched route's pattern (`/api/coops/:id`, never the raw ids, so
 * the series stay few), `/uploads/:key` for the signed image URLs, `unmatched` for another /api
 * path and `static` for the frontend's files and pages.
 */
export function routeOf(req: Request): string {
  const pattern = (req.route as { path?: unknown } | undefined)?.path;
  const url = req.originalUrl ?? req.url;
  // A catch-all pattern ('/api/{*path}', mounted for the middleware) is no route of the API.
  if (typeof pattern === 'string' && !pattern.includes('{*')) return `${req.baseUrl ?? ''}${pattern}`;
  if (url.startsWith('/uploads/')) return '/uploads/:key';
  return url.startsWith('/api') ? 'unmatched' : 'static';
}

/**
 * The server's Prometheus metrics (prom-client, one registry per app), read at GET /api/metrics:
 * - `http_requests_total{method,route,status}` and `http_request_duration_seconds{method,route,status}`
 *   (histogram, {@link LATENCY_BUCKETS}); route per {@link routeOf};
 * - `db_pool_connections{state}`: the runtime role's pool, state `total` (open), `idle` and
 *   `waiting` (requests queued for a connection; above 0 the pool of 10 is the bottleneck);
 * - `login_failures_total`: wrong passwords at login and at the own password change;
 * - `idempotency_replays_total`: writes answered from a stored Idempotency-Key answer;
 * - `backup_age_seconds`: age of the newest file in the backup folder ({@link backupDirOf}),
 *   `+Inf` when there is none;
 * - Node's process metrics (`process_cpu_seconds_total`, `process_resident_memory_bytes`,
 *   `nodejs_eventloop_lag_seconds`, …).
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();
  readonly httpRequests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, per route pattern and status', labelNames: ['method', 'route', 'status'], registers: [this.registry] });
  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the end of its answer (seconds), per route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  readonly loginFailures = new Counter({ name: 'login_failures_total', help: 'Wrong passwords (login and own password change)', registers: [this.registry] });
  readonly idempotencyReplays = new Counter({ name: 'idempotency_replays_total', help: 'Writes answered from the stored answer of their Idempotency-Key', registers: [this.registry] });

  constructor(@Inject(APP_SETTINGS) settings: Pick<AppSettings, 'dataDir' | 'backupDir'>, @InjectDataSource() dataSource: DataSource) {
    collectDefaultMetrics({ register: this.registry });
    const pool = () => (dataSource.driver as unknown as { master?: Pool }).master;
    new Gauge({
      name: 'db_pool_connections',
      help: 'Connections of the runtime pool: total (open), idle, waiting (requests queued for one)',
      labelNames: ['state'],
      registers: [this.registry],
      collect() {
        const p = pool();
        this.set({ state: 'total' }, p?.totalCount ?? 0);
        this.set({ state: 'idle' }, p?.idleCount ?? 0);
        this.set({ state: 'waiting' }, p?.waitingCount ?? 0);
      },
    });
    const dir = backupDirOf(settings);
    new Gauge({
      name: 'backup_age_seconds',
      help: `Age of the newest file in the backup folder (seconds); +Inf when there is none`,
      registers: [this.registry],
      async collect() {
        this.set(await newestAgeSeconds(dir));
      },
    });
  }

  /** Counts and times `req` once its answer is sent (called first for every request, configure-app.ts). */
  track(req: Request, res: Response): void {
    const stop = this.httpDuration.startTimer();
    res.once('finish', () => {
      const labels = { method: req.method, route: routeOf(req), status: String(res.statusCode) };
      stop(labels);
      this.httpRequests.inc(labels);
    });
  }
}

/** Seconds since the newest regular file in `dir` was written; Infinity when there is none (or no folder). */
export async function newestAgeSeconds(dir: string, now = Date.now()): Promise<number> {
  let newest = -Infinity;
  try {
    for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const stat = await fs.stat(path.join(dir, entry.name)).catch(() => null);
      if (stat && stat.mtimeMs > newest) newest = stat.mtimeMs;
    }
  } catch {
    return Infinity;
  }
  return newest === -Infinity ? Infinity : Math.max(0, (now - newest) / 1000);
}
