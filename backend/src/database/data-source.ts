import { DataSource } from 'typeorm';
import { MIGRATIONS } from './migrations';

/** Runs every pending migration as the owner role; returns the names it ran. */
export async function runMigrations(ownerUrl: string): Promise<string[]> {
  const ds = new DataSource({ type: 'postgres', url: ownerUrl, migrations: MIGRATIONS, migrationsTransactionMode: 'each' });
  await ds.initialize();
  try {
    const ran = await ds.runMigrations();
    return ran.map((m) => m.name);
  } finally {
    await ds.destroy();
  }
}
