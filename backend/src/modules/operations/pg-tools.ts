import { execFile } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import { promisify } from 'util';

const run = promisify(execFile);

/** A PostgreSQL client program found for a server major version. */
export interface PgTool {
  path: string;
  major: number;
}

/**
 * Folders searched for `pg_dump`/`pg_restore` of server major `major`, in order: `PG_BIN_DIR`,
 * the Debian/Ubuntu layout `/usr/lib/postgresql/<major>/bin` (postgresql-client-<major>),
 * `/opt/postgresql-<major>/bin` (what `.ci/pg-client.sh` builds), then every folder of PATH.
 */
export function pgBinCandidates(major: number, env: NodeJS.ProcessEnv = process.env): string[] {
  const dirs = [env.PG_BIN_DIR, `/usr/lib/postgresql/${major}/bin`, `/opt/postgresql-${major}/bin`, ...(env.PATH ?? '').split(path.delimiter)];
  return [...new Set(dirs.filter((d): d is string => !!d))];
}

/** Major version printed by `<tool> --version` ("pg_dump (PostgreSQL) 18.6" → 18); null when it does not run. */
export async function toolMajor(file: string): Promise<number | null> {
  try {
    const { stdout } = await run(file, ['--version'], { timeout: 10_000 });
    const m = /\(PostgreSQL\)\s+(\d+)/.exec(stdout);
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

/**
 * The first `name` (pg_dump, pg_restore or pg_basebackup) of {@link pgBinCandidates} whose major version equals
 * the server's: pg_dump refuses a newer server and a dump of an older one may not restore into a
 * newer one cleanly. Throws a message naming every file tried (and its version) otherwise.
 */
export async function findPgTool(name: 'pg_dump' | 'pg_restore' | 'pg_basebackup', major: number, env: NodeJS.ProcessEnv = process.env): Promise<PgTool> {
  const tried: string[] = [];
  for (const dir of pgBinCandidates(major, env)) {
    const file = path.join(dir, name);
    if (!fs.existsSync(file)) continue;
    const found = await toolMajor(file);
    if (found === major) return { path: file, major };
    tried.push(`${file} (${found ?? 'tidak jalan'})`);
  }
  throw new Error(
    `${name} versi ${major} (sama dengan server PostgreSQL) tidak ditemukan. Pasang postgresql-client-${major} atau setel PG_BIN_DIR ke folder bin-nya` +
      (tried.length ? `; yang ditemukan: ${tried.join(', ')}` : '') +
      '.',
  );
}
