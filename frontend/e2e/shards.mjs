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
 * Seconds per file in a full fresh-clone run on the 2-core machine beside Vitest (2026-12-07, after the
 * touch sweep took in the phone and tap-area checks and the browser tests asked for reduced motion).
 * Only their ratios matter.
 */
export const SECONDS = {
  'touch-screens.spec.ts': 420,
  'accessibility.spec.ts': 320,
  'field-ready.spec.ts': 85,
  'list-cards.spec.ts': 58,
  'daily-operations.spec.ts': 57,
  'offline-entry.spec.ts': 54,
  'finance.spec.ts': 42,
  'tasks.spec.ts': 40,
  'customers.spec.ts': 38,
  'edges.spec.ts': 36,
  'login.spec.ts': 35,
  'new-farm.spec.ts': 34,
  'egg-sales.spec.ts': 33,
  'accounts.spec.ts': 29,
  'dashboard-reports.spec.ts': 27,
  'superadmin.spec.ts': 26,
  'books.spec.ts': 26,
  'insight-map.spec.ts': 25,
  'insight-warnings.spec.ts': 23,
  'coop.spec.ts': 21,
  'delivery-budget.spec.ts': 20,
  'page-shell.spec.ts': 20,
  'people.spec.ts': 18,
  'audit.spec.ts': 18,
  'insight-econ.spec.ts': 17,
  'offline-app.spec.ts': 16,
  'words.spec.ts': 16,
  'print.spec.ts': 15,
  'farms.spec.ts': 14,
  'batch-placement.spec.ts': 14,
  'stock-items.spec.ts': 13,
  'shared-tablet.spec.ts': 12,
  'feed-stock.spec.ts': 8,
  'receivables.spec.ts': 7,
  'balance-sheet.spec.ts': 7,
  'rations.spec.ts': 75,
  'feed-by-item.spec.ts': 18,
  'suppliers.spec.ts': 20,
  'health.spec.ts': 30,
  'treatments.spec.ts': 25,
  'measurements.spec.ts': 30,
  'assets.spec.ts': 20,
  'payroll.spec.ts': 15,
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
