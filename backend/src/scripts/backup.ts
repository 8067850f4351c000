import 'reflect-metadata';

// File names and retention use the farm's day (DESIGN §2), like the server.
process.env.TZ ||= 'Asia/Jakarta';
import * as path from 'path';
import { readEnv } from '../config/settings';
import { backupCommand, restoreCommand, RestoreRefused } from '../modules/operations/backup-commands';

/**
 * `npm run backup` → `backup`: one backup (docs/operations.md 'Cadangan dan pemulihan').
 * `npm run restore -- <file> [--force]` → `restore <file> [--force]`: restores into an empty
 * DATA_DIR / database, runs the migrations, then says how to start the server.
 * Exit code 0 on success, 1 on a failure, 2 on a refusal (nothing changed) or a wrong command line.
 */
async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const env = readEnv();
  if (command === 'backup') {
    const r = await backupCommand(env);
    console.log(`Cadangan ditulis: ${r.file} (${(r.sizeBytes / 1024 / 1024).toFixed(2)} MB${r.uploadsFile ? `, unggahan: ${path.basename(r.uploadsFile)}` : ''}).`);
    if (r.removed.length) console.log(`Cadangan lama dihapus: ${r.removed.join(', ')}`);
    return 0;
  }
  const files = rest.filter((a) => a !== '--force');
  if (command === 'restore' && files.length === 1) {
    try {
      // npm runs the script in backend/: a relative path is the caller's (INIT_CWD).
      const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), files[0]);
      const r = await restoreCommand(env, file, rest.includes('--force'));
      console.log(`Dipulihkan ke ${r.database}${r.uploads ? ' (dengan unggahan)' : ''}; migrasi dijalankan.`);
      console.log(`Jalankan server dengan: ${env.databaseUrl ? 'DATABASE_URL=… ' : ''}DATA_DIR=${env.dataDir} npm start`);
      return 0;
    } catch (err) {
      if (!(err instanceof RestoreRefused)) throw err;
      console.error(err.message);
      return 2;
    }
  }
  console.error('Pemakaian: npm run backup | npm run restore -- <berkas.dump> [--force]');
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: Error) => {
    console.error(`Gagal: ${err.message}`);
    process.exit(1);
  },
);
