#!/usr/bin/env node
/* global process, console, URL */
/**
 * `node e2e/shards.mjs N I`: the spec files of shard I of N (one per line, as Playwright file filters),
 * the shards as even in time as whole files allow. Playwright's own `--shard` cuts the files in their
 * order by test count, which put the accessibility sweep (about a third of all browser time) and the
 * files after it in one shard. Here each file, longest first, goes to the shard with the least time so
 * far, by the seconds each file took in a full run (SECONDS; a file not listed counts DEFAULT). Every
 * spec file is in exactly one shard. scripts/test.sh runs each shard with its own server and database.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Seconds per file in a full run on the 2-core CI machine beside Vitest (the CI run of 2026-12-07; files
 * it did not list: half their time in a run on a busier machine). Only their ratios matter.
 */
export const SECONDS = {
  // The desktop half of the accessibility sweep; its touch half with the phone and tap-area checks.
  'accessibility.spec.ts': 420,
  'touch-screens.spec.ts': 420,
  // Files added since that run: estimates from a run on a busy machine.
  'new-farm.spec.ts': 60,
  'farms.spec.ts': 40,
  'edges.spec.ts': 40,
  'batch-placement.spec.ts': 30,
  'daily-operations.spec.ts': 78,
  'offline-entry.spec.ts': 61,
  'tasks.spec.ts': 59,
  'list-cards.spec.ts': 57,
  'field-ready.spec.ts': 55,
  'egg-sales.spec.ts': 52,
  'login.spec.ts': 43,
  'customers.spec.ts': 42,
  'superadmin.spec.ts': 42,
  'dashboard-reports.spec.ts': 38,
  'delivery-budget.spec.ts': 32,
  'people.spec.ts': 32,
  'finance.spec.ts': 30,
  'insight-map.spec.ts': 28,
  'print.spec.ts': 27,
  'insight-warnings.spec.ts': 26,
  'books.spec.ts': 23,
  'insight-econ.spec.ts': 23,
  'words.spec.ts': 23,
  'page-shell.spec.ts': 22,
  'shared-tablet.spec.ts': 22,
  'accounts.spec.ts': 18,
  'coop.spec.ts': 16,
  'offline-app.spec.ts': 15,
  'receivables.spec.ts': 10,
  'audit.spec.ts': 9,
  'feed-stock.spec.ts': 6,
  'balance-sheet.spec.ts': 4,
};
/** A file without a measured time. */
export const DEFAULT = 30;

/** The files of each of `n` shards. */
export function shards(files, n) {
  const out = Array.from({ length: n }, () => ({ seconds: 0, files: [] }));
  const order = [...files].sort((a, b) => (SECONDS[b] ?? DEFAULT) - (SECONDS[a] ?? DEFAULT) || a.localeCompare(b));
  for (const file of order) {
    const least = out.reduce((best, s) => (s.seconds < best.seconds ? s : best), out[0]);
    least.files.push(file);
    least.seconds += SECONDS[file] ?? DEFAULT;
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [n, i] = process.argv.slice(2).map(Number);
  if (!(n >= 1 && i >= 1 && i <= n)) {
    console.error('pakai: node e2e/shards.mjs JUMLAH_SHARD NOMOR_SHARD');
    process.exit(2);
  }
  const dir = fileURLToPath(new URL('.', import.meta.url));
  const files = readdirSync(dir).filter((f) => f.endsWith('.spec.ts'));
  for (const f of shards(files, n)[i - 1].files.sort()) console.log(`e2e/${f.replace(/\./g, '\\.')}$`);
}
