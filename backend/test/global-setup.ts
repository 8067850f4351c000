// Starts one real PostgreSQL for the whole Jest run, on a random port in a temporary folder, with
// the same function as `npm start` (src/database/embedded.ts), migrates a template database once and
// copies it for every Jest worker (test/utils/test-database.ts): the workers run side by side, each
// on a database of its own; test files take theirs through test/utils/create-test-app.ts.
import type { Config } from '@jest/types';
import * as path from 'path';
import { freePort } from '../src/database/bootstrap';
import { EmbeddedCluster, makeTempDataDir, startEmbeddedPostgres } from '../src/database/embedded';
import { createTemplateDatabase, createWorkerDatabases } from './utils/test-database';

declare global {
  var __KPM_PG__: { cluster: EmbeddedCluster; dir: string } | undefined;
}

export default async function globalSetup(config: Config.GlobalConfig): Promise<void> {
  const dir = makeTempDataDir('kpm-test-');
  const port = await freePort();
  const cluster = await startEmbeddedPostgres(path.join(dir, 'pg'), port, 'postgres', {
    persistent: false,
    postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=300'],
  });
  globalThis.__KPM_PG__ = { cluster, dir };
  process.env.TEST_PG_ADMIN_URL = cluster.adminUrl;
  await createTemplateDatabase();
  // In band (one file, --runInBand) Jest still names the worker 1.
  await createWorkerDatabases(Math.max(1, config.maxWorkers));
}
