// Starts one real PostgreSQL for the whole Jest run, on a random port in a temporary folder, with
// the same function as `npm start` (src/database/embedded.ts). Test files provision their database
// and run the migrations through test/utils/create-test-app.ts.
import * as path from 'path';
import { freePort } from '../src/database/bootstrap';
import { EmbeddedCluster, makeTempDataDir, startEmbeddedPostgres } from '../src/database/embedded';

declare global {
  var __KPM_PG__: { cluster: EmbeddedCluster; dir: string } | undefined;
}

export default async function globalSetup(): Promise<void> {
  const dir = makeTempDataDir('kpm-test-');
  const port = await freePort();
  const cluster = await startEmbeddedPostgres(path.join(dir, 'pg'), port, 'postgres', {
    persistent: false,
    postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=200'],
  });
  globalThis.__KPM_PG__ = { cluster, dir };
  process.env.TEST_PG_ADMIN_URL = cluster.adminUrl;
}
