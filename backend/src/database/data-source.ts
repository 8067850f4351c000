import { DataSource } from 'typeorm';
import { MIGRATIONS } from './migrations';

/** Key of the PostgreSQL advisory lock under which migrations run (any fixed bigint; 'kpm migrations'). */
export const MIGRATION_LOCK_KEY = 7_306_745_291_801;

/** Name of the newest migration this build knows (GET /api/health/ready compares the database with it). */
export const LATEST_MIGRATION = new MIGRATIONS[MIGRATIONS.length - 1]().name!;

/**
 * Runs every pending migration as the owner role; returns the names it ran. Several instances
 * starting together run them once: each waits for the session advisory lock
 * {@link MIGRATION_LOCK_KEY} (held on its own connection for the whole run), and whoever gets it
 * second finds nothing pending.
 */
export async function runMigrations(ownerUrl: string): Promise<string[]> {
  const ds = new DataSource({ type: 'postgres', url: ownerUrl, migrations: MIGRATIONS, migrationsTransactionMode: 'each' });
  await ds.initialize();
  const lock = ds.createQueryRunner();
  try {
    await lock.connect();
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const ran = await ds.runMigrations();
    return ran.map((m) => m.name);
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await lock.release();
    await ds.destroy();
  }
}
