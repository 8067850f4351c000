import { Client } from 'pg';
import { hashPassword } from '../../src/common/auth/password';
import { runMigrations } from '../../src/database/data-source';
import { APP_ROLE, LOGIN_ROLE, OWNER_ROLE, provisionCluster, withCredentials } from '../../src/database/provision';

/**
 * The test databases of one Jest run on the cluster of global-setup.ts: a template migrated once
 * (`kandang_tpl`, with the fixtures' superadmin) and, for each Jest worker, a copy of it
 * (`CREATE DATABASE … TEMPLATE`), so that workers run side by side without seeing each other's rows
 * and no test file runs the migrations again.
 */

/** Username of the superadmin the fixtures act as (created once in the template). */
export const TEST_ROOT = 'kpm-test-root';
/** The migrated template every worker's database is copied from. */
export const TEMPLATE_DATABASE = 'kandang_tpl';
/** Passwords of the cluster's roles in every test (one set: a role's password is cluster-wide). */
export const TEST_PASSWORDS = { ownerPassword: 'owner-test', appPassword: 'app-test', loginPassword: 'login-test' } as const;

/** The superuser connection string of the test cluster (set by global-setup.ts). */
export function testAdminUrl(): string {
  const adminUrl = process.env.TEST_PG_ADMIN_URL;
  if (!adminUrl) throw new Error('TEST_PG_ADMIN_URL is not set: run the tests through jest (global-setup.ts)');
  return adminUrl;
}

/** The database of Jest worker `worker` (JEST_WORKER_ID, 1-based; 1 outside a worker). */
export function testDatabaseName(worker = process.env.JEST_WORKER_ID ?? '1'): string {
  return `kandang_test_${worker}`;
}

async function asAdmin<T>(fn: (c: Client) => Promise<T>): Promise<T> {
  const c = new Client({ connectionString: testAdminUrl() });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** Creates the roles and the template database, runs the migrations on it and adds {@link TEST_ROOT}. */
export async function createTemplateDatabase(): Promise<void> {
  const { ownerUrl } = await provisionCluster(testAdminUrl(), { database: TEMPLATE_DATABASE, ...TEST_PASSWORDS });
  await runMigrations(ownerUrl);
  const c = new Client({ connectionString: ownerUrl });
  await c.connect();
  try {
    await c.query(`insert into users (email, password_hash, global_role) values ($1, $2, 'superadmin')`, [TEST_ROOT, await hashPassword(`${TEST_ROOT}-pw`)]);
  } finally {
    await c.end();
  }
}

/** Copies the template into the databases of workers 1…`workers` (before any worker connects to the template's copies). */
export async function createWorkerDatabases(workers: number): Promise<void> {
  await asAdmin(async (c) => {
    for (let w = 1; w <= workers; w++) {
      await c.query(`drop database if exists ${testDatabaseName(String(w))} with (force)`);
      await c.query(`create database ${testDatabaseName(String(w))} template ${TEMPLATE_DATABASE} owner ${OWNER_ROLE}`);
    }
  });
}

/** Connection strings of this worker's database for the owner, runtime and login roles, and the superuser. */
export function testDatabaseUrls(): { ownerUrl: string; appUrl: string; loginUrl: string; adminUrl: string } {
  const admin = new URL(testAdminUrl());
  const db = testDatabaseName();
  return {
    ownerUrl: withCredentials(admin.toString(), OWNER_ROLE, TEST_PASSWORDS.ownerPassword, db),
    appUrl: withCredentials(admin.toString(), APP_ROLE, TEST_PASSWORDS.appPassword, db),
    loginUrl: withCredentials(admin.toString(), LOGIN_ROLE, TEST_PASSWORDS.loginPassword, db),
    adminUrl: withCredentials(admin.toString(), decodeURIComponent(admin.username), decodeURIComponent(admin.password), db),
  };
}
