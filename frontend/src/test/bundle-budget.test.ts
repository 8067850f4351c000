/**
 * Size budgets of the production build (issue #11), gzip sizes of the JavaScript a route loads:
 * the entry chunk with everything it imports statically, the route's page chunk with everything
 * it imports statically, and what those chunks import dynamically (lazy parts a page loads on its
 * own, counted to be safe) except the files made on demand (exceljs for the Excel button).
 *
 * Reads `dist/.vite/manifest.json` of `npm run build` (the root `npm test` builds first); without a
 * build the test is skipped, unless CI is set.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const DIST = join(__dirname, '..', '..', 'dist');
const MANIFEST = join(DIST, '.vite', 'manifest.json');
const KB = 1000;

/** Budgets in KB (1000 bytes) of gzip JavaScript. */
export const BUDGETS = { login: 150, dashboard: 350, anyRoute: 350 } as const;

/** Chunks loaded only when asked for (a button), never with a route. */
const ON_DEMAND = /node_modules\/exceljs\/|src\/lib\/spreadsheet\.ts$/;

const required = !!process.env.CI;
const built = existsSync(MANIFEST);

describe.skipIf(!built && !required)('bundle budgets (gzip JS per route)', () => {
  const manifest = (built ? JSON.parse(readFileSync(MANIFEST, 'utf8')) : {}) as Record<string, Chunk>;
  const gz = new Map<string, number>();
  const gzipOf = (file: string) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length);
    return gz.get(file)!;
  };
  const isPage = (key: string, c: Chunk) => !!c.isDynamicEntry && /Page\.tsx$/.test(c.src ?? key);

  /** Keys of `key` and every chunk it imports statically. */
  function staticClosure(key: string, into = new Set<string>()): Set<string> {
    if (into.has(key)) return into;
    into.add(key);
    for (const k of manifest[key]?.imports ?? []) staticClosure(k, into);
    return into;
  }

  /** What a route loads: entry closure, page closure, and the page's own lazy parts (not other pages, not on-demand files). */
  function routeChunks(pageKey: string): Set<string> {
    const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
    const keys = staticClosure(entryKey);
    const queue = [...staticClosure(pageKey)];
    while (queue.length) {
      const k = queue.shift()!;
      if (keys.has(k)) continue;
      keys.add(k);
      for (const d of manifest[k]?.dynamicImports ?? []) {
        if (ON_DEMAND.test(d) || isPage(d, manifest[d] ?? { file: '' })) continue;
        queue.push(...staticClosure(d));
      }
    }
    return keys;
  }

  const routeKb = (pageKey: string) => [...routeChunks(pageKey)].filter((k) => manifest[k].file.endsWith('.js')).reduce((s, k) => s + gzipOf(manifest[k].file), 0) / KB;
  const pages = Object.keys(manifest).filter((k) => isPage(k, manifest[k]));
  const page = (name: string) => {
    const key = pages.find((k) => k.endsWith(`/${name}.tsx`));
    if (!key) throw new Error(`${name} is not a lazy route in the build`);
    return key;
  };

  it('has a build to measure', () => {
    expect(built, 'dist/.vite/manifest.json is missing: run `npm run build` first').toBe(true);
    expect(pages.length).toBeGreaterThan(10);
  });

  it(`login ≤ ${BUDGETS.login} KB, dashboard ≤ ${BUDGETS.dashboard} KB, no route over ${BUDGETS.anyRoute} KB`, () => {
    const sizes = Object.fromEntries(pages.map((k) => [k.replace(/^.*\//, '').replace(/\.tsx$/, ''), Math.round(routeKb(k) * 10) / 10]));
    console.log(`gzip JS per route (KB):\n${Object.entries(sizes).sort((a, b) => b[1] - a[1]).map(([n, s]) => `  ${n.padEnd(28)} ${s}`).join('\n')}`);
    expect(routeKb(page('LoginPage'))).toBeLessThanOrEqual(BUDGETS.login);
    expect(routeKb(page('DashboardPage'))).toBeLessThanOrEqual(BUDGETS.dashboard);
    const over = Object.entries(sizes).filter(([, s]) => s > BUDGETS.anyRoute);
    expect(over).toEqual([]);
  });

  it('keeps exceljs out of every route (loaded when an Excel file is made)', () => {
    for (const k of pages) {
      const files = [...routeChunks(k)].map((c) => `${c} ${manifest[c].src ?? ''}`);
      expect(files.filter((f) => /exceljs/.test(f))).toEqual([]);
    }
  });
});
