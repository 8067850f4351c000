import { NestExpressApplication } from '@nestjs/platform-express';
import { randomBytes } from 'crypto';
import { Client } from 'pg';
import request from 'supertest';
import { createApp } from '../../src/create-app';
import { AppSettings } from '../../src/config/settings';
import { TEST_ROOT, testDatabaseUrls } from './test-database';

export { TEST_ROOT } from './test-database';

/** A running API on the test cluster (started in global-setup.ts) with its settings. */
export interface TestApp {
  app: NestExpressApplication;
  http: () => ReturnType<typeof request>;
  settings: AppSettings;
  /** Id of the test superadmin {@link TEST_ROOT}: fixtures create tenants and accounts as it. */
  rootId: string;
  close: () => Promise<void>;
}

/**
 * This Jest worker's database, a copy of the migrated template made by global-setup.ts
 * (test/utils/test-database.ts): the owner/app/login connection strings and the id of the test
 * superadmin {@link TEST_ROOT} (read as the owner role, which row-level security on `users` does not bind).
 */
export async function prepareTestDatabase(): Promise<{ ownerUrl: string; appUrl: string; loginUrl: string; rootId: string }> {
  const { ownerUrl, appUrl, loginUrl } = testDatabaseUrls();
  const c = new Client({ connectionString: ownerUrl });
  await c.connect();
  try {
    const found = await c.query<{ id: string }>('select id from users where email = $1', [TEST_ROOT]);
    return { ownerUrl, appUrl, loginUrl, rootId: found.rows[0].id };
  } finally {
    await c.end();
  }
}

/**
 * Creates the whole API (as `npm start` does, without the demo seed) against the test database.
 * Like a new deployment it starts with no counted login attempts: the shared counts (table
 * rate_limits, kept in the database for every instance) left by earlier test apps are cleared.
 */
export async function createTestApp(overrides: Partial<AppSettings> = {}): Promise<TestApp> {
  const { ownerUrl, appUrl, loginUrl, rootId } = await prepareTestDatabase();
  const owner = new Client({ connectionString: ownerUrl });
  await owner.connect();
  await owner.query('delete from rate_limits').finally(() => owner.end());
  const settings: AppSettings = {
    port: 0,
    dataDir: '/tmp',
    jwtSecret: 'test-secret-'.padEnd(48, 'x'),
    jwtTtlHours: 1,
    loginLimitPerAccount: 10,
    loginLimitPerIp: 1000,
    appDatabaseUrl: appUrl,
    loginDatabaseUrl: loginUrl,
    ownerDatabaseUrl: ownerUrl,
    demo: false,
    staticDir: null,
    // Quiet unless asked (LOG_LEVEL=info npx jest …): the request log of the app under test.
    logLevel: process.env.LOG_LEVEL ?? 'silent',
    ...overrides,
  };
  const app = await createApp(settings);
  await app.init();
  const server = app.getHttpServer();
  return { app, settings, rootId, http: () => request(server), close: () => app.close() };
}

/** A short random suffix, so each test file owns its tenants and usernames in the shared database. */
export const uniq = () => randomBytes(4).toString('hex');
