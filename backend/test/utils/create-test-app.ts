import { NestExpressApplication } from '@nestjs/platform-express';
import { randomBytes } from 'crypto';
import request from 'supertest';
import { createApp } from '../../src/common/http/configure-app';
import { AppSettings } from '../../src/config/settings';
import { runMigrations } from '../../src/database/data-source';
import { provisionCluster } from '../../src/database/provision';

/** A running API on the test cluster (started in global-setup.mjs) with its settings. */
export interface TestApp {
  app: NestExpressApplication;
  http: () => ReturnType<typeof request>;
  settings: AppSettings;
  close: () => Promise<void>;
}

/** Provisions the test database (roles, migrations; idempotent) and returns the owner/app connection strings. */
export async function prepareTestDatabase(): Promise<{ ownerUrl: string; appUrl: string }> {
  const adminUrl = process.env.TEST_PG_ADMIN_URL;
  if (!adminUrl) throw new Error('TEST_PG_ADMIN_URL is not set: run the tests through jest (global-setup.mjs)');
  const urls = await provisionCluster(adminUrl, { database: 'kandang_test', ownerPassword: 'owner-test', appPassword: 'app-test' });
  await runMigrations(urls.ownerUrl);
  return urls;
}

/** Creates the whole API (as `npm start` does, without the demo seed) against the test database. */
export async function createTestApp(overrides: Partial<AppSettings> = {}): Promise<TestApp> {
  const { ownerUrl, appUrl } = await prepareTestDatabase();
  const settings: AppSettings = {
    port: 0,
    dataDir: '/tmp',
    jwtSecret: 'test-secret-'.padEnd(48, 'x'),
    jwtTtlHours: 1,
    loginLimitPerAccount: 10,
    loginLimitPerIp: 1000,
    appDatabaseUrl: appUrl,
    ownerDatabaseUrl: ownerUrl,
    demo: false,
    staticDir: null,
    ...overrides,
  };
  const app = await createApp(settings);
  await app.init();
  const server = app.getHttpServer();
  return { app, settings, http: () => request(server), close: () => app.close() };
}

/** A short random suffix, so each test file owns its tenants and usernames in the shared database. */
export const uniq = () => randomBytes(4).toString('hex');
