import 'reflect-metadata';

// File names and retention use the farm's day (DESIGN §2), like the server.
process.env.TZ ||= 'Asia/Jakarta';
import { spawn } from 'child_process';
import * as os from 'os';
import * as path from 'path';
import { readEnv } from '../config/settings';
import { backupCommand, restoreCommand, RestoreRefused } from '../modules/operations/backup-commands';
import { pitrRestoreCommand } from '../modules/operations/pitr-restore';

/** Signals passed on to the server started after a restore (a terminal's Ctrl-C, systemd, Docker, Kubernetes). */
const FORWARDED_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * Runs the built server (`dist/main.js`, what `npm start` runs after its build) as a child process
 * with this process's environment (DATA_DIR, DATABASE_URL, PORT …), working folder and terminal.
 * SIGINT, SIGTERM and SIGHUP are passed on to it, so it drains its requests and stops its
 * database as when started by `npm start`. Resolves with its exit code (128 + the signal's number
 * when a signal ended it).
 */
function runServer(): Promise<number> {
  const child = spawn(process.execPath, [path.join(__dirname, '..', 'main.js')], { stdio: 'inherit', env: process.env });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  for (const s of FORWARDED_SIGNALS) process.on(s, forward);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? 128 + (signal ? os.constants.signals[signal] : 0)));
  });
}

const USAGE = 'Pemakaian: npm run backup | npm run restore -- <berkas.dump> [--force] [--no-start] | npm run restore -- --to "YYYY-MM-DD HH:mm:ss" [--force] [--no-start]';

/** The value of `--to <waktu>` or `--to=<waktu>` and the other arguments; `to` undefined without it, null when its value is missing. */
function takeTo(args: string[]): { to: string | null | undefined; rest: string[] } {
  const i = args.findIndex((a) => a === '--to' || a.startsWith('--to='));
  if (i === -1) return { to: undefined, rest: args };
  const inline = args[i].startsWith('--to=') ? args[i].slice(5) : null;
  const value = inline ?? args[i + 1];
  const rest = args.filter((_, j) => j !== i && (inline !== null || j !== i + 1));
  return { to: value === undefined || value.startsWith('--') ? null : value, rest };
}

/** Runs a restore; a refusal prints its message and answers exit code 2. */
async function refusalsExit2<T>(fn: () => Promise<T>): Promise<T | 2> {
  try {
    return await fn();
  } catch (err) {
    if (!(err instanceof RestoreRefused)) throw err;
    console.error(err.message);
    return 2;
  }
}

/**
 * `npm run backup` → `backup`: one backup (docs/operations.md 'Cadangan dan pemulihan').
 * `npm run restore -- --to "YYYY-MM-DD HH:mm:ss" [--force] [--no-start]`: point-in-time recovery
 * from WAL_ARCHIVE_DIR into an empty DATA_DIR (modules/operations/pitr-restore.ts), then as below.
 * `npm run restore -- <file> [--force] [--no-start]` → `restore <file> …`: restores into an empty
 * DATA_DIR / database (`--force`: a non-empty one, whose data is dropped first), runs the
 * migrations, then starts the server in this terminal as `npm start` would and ends when it ends
 * (its exit code). `--no-start`: ends after the migrations and prints how to start the server.
 * Exit code 0 on success, 1 on a failure, 2 on a refusal (nothing changed, no server started) or
 * a wrong command line.
 */
async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const env = readEnv();
  if (command === 'backup' && rest.length === 0) {
    const r = await backupCommand(env);
    console.log(`Cadangan ditulis: ${r.file} (${(r.sizeBytes / 1024 / 1024).toFixed(2)} MB${r.uploadsFile ? `, unggahan: ${path.basename(r.uploadsFile)}` : ''}).`);
    if (r.removed.length) console.log(`Cadangan lama dihapus: ${r.removed.join(', ')}`);
    if (r.base) {
      console.log(`Base backup ditulis: ${r.base.dir} (${(r.base.sizeBytes / 1024 / 1024).toFixed(2)} MB).`);
      if (r.base.pruned.backups.length || r.base.pruned.walFiles) console.log(`Arsip lama dihapus: base backup ${r.base.pruned.backups.join(', ') || '-'}, ${r.base.pruned.walFiles} berkas WAL.`);
    }
    return 0;
  }
  const { to, rest: args } = takeTo(rest);
  const options = args.filter((a) => a.startsWith('--'));
  const files = args.filter((a) => !a.startsWith('--'));
  const known = options.every((o) => o === '--force' || o === '--no-start');
  let restored: { database: string; note: string } | 2 | null = null;
  if (command === 'restore' && typeof to === 'string' && files.length === 0 && known) {
    restored = await refusalsExit2(async () => {
      const r = await pitrRestoreCommand(env, to, options.includes('--force'));
      return { database: r.database, note: ` dari base backup ${r.baseBackup} sampai ${to} WIB${r.stoppedAt ? ` (${r.stoppedAt})` : ''} dalam ${r.seconds.toFixed(1)} detik` };
    });
  } else if (command === 'restore' && to === undefined && files.length === 1 && known) {
    // npm runs the script in backend/: a relative path is the caller's (INIT_CWD).
    const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), files[0]);
    restored = await refusalsExit2(async () => {
      const r = await restoreCommand(env, file, options.includes('--force'));
      return { database: r.database, note: r.uploads ? ' (dengan unggahan)' : '' };
    });
  }
  if (restored === 2) return 2;
  if (restored) {
    console.log(`Dipulihkan ke ${restored.database}${restored.note}; migrasi dijalankan.`);
    if (options.includes('--no-start')) {
      console.log(`Jalankan server dengan: ${env.databaseUrl ? 'DATABASE_URL=… ' : ''}DATA_DIR=${env.dataDir} npm start`);
      return 0;
    }
    console.log('Menjalankan server…');
    return runServer();
  }
  console.error(USAGE);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: Error) => {
    console.error(`Gagal: ${err.message}`);
    process.exit(1);
  },
);
