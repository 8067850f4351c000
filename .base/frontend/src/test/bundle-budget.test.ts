/**
 * Size budgets of the production build (issue #11): gzip size of the JavaScript a route needs
 * before its first render, read from the build manifest of `npm run build`:
 * - /login: the entry chunk and everything it imports statically (main.tsx renders the login screen
 *   without the router on a page load of /login);
 * - any other route: the entry, the app (router, route table and the logged-in frame, app/App.tsx;
 *   app/layout/AppShell.tsx too if it ever becomes a chunk of its own) and the route's page, each
 *   with everything it imports statically.
 * Parts a screen loads on its own after that are listed, not counted: the data grid (loaded by the
 * first table, in parallel with the rows it waits for), the dashboard's charts (when scrolled into
 * view), the calendar of a date input (when opened) and write-excel-file (on the Excel button). docs/adr/
 * 0010-delivery-and-bundle-budgets.md gives the reasons and the totals with those parts.
 *
 * Without a build (dist/.vite/manifest.json) the test is skipped, unless CI is set; the root
 * `npm test` builds first.
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
}

const DIST = join(__dirname, '..', '..', 'dist');
const MANIFEST = join(DIST, '.vite', 'manifest.json');
const KB = 1000;

/** Budgets in KB (1000 bytes) of gzip JavaScript. */
export const BUDGETS = { login: 150, dashboard: 350, anyRoute: 350 } as const;

const built = existsSync(MANIFEST);

describe.skipIf(!built && !process.env.CI)('bundle budgets (gzip JS a route needs before its first render)', () => {
  const manifest = (built ? JSON.parse(readFileSync(MANIFEST, 'utf8')) : {}) as Record<string, Chunk>;
  const sizes = new Map<string, number>();
  const gzipOf = (file: string) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length);
    return sizes.get(file)!;
  };
  const keyOf = (suffix: string) => {
    const key = Object.keys(manifest).find((k) => k.endsWith(suffix));
    if (!key) throw new Error(`${suffix} is not in the build manifest`);
    return key;
  };

  /** `key` and every chunk it imports statically. */
  function closure(key: string, into = new Set<string>()): Set<string> {
    if (into.has(key)) return into;
    into.add(key);
    for (const k of manifest[key]?.imports ?? []) closure(k, into);
    return into;
  }
  const kb = (keys: Set<string>) => [...keys].filter((k) => manifest[k].file.endsWith('.js')).reduce((s, k) => s + gzipOf(manifest[k].file), 0) / KB;

  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry) ?? '';
  const pages = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry && /Page\.tsx$/.test(k));
  const shell = Object.keys(manifest).find((k) => k.endsWith('src/app/layout/AppShell.tsx'));
  const loggedIn = () => new Set([...closure(entry), ...closure(keyOf('src/app/App.tsx')), ...(shell ? closure(shell) : [])]);
  const routeKeys = (page: string) => new Set([...loggedIn(), ...closure(page)]);
  /** A page or part by its file name; a package by its own name. */
  const name = (key: string) =>
    /node_modules\//.test(key) ? key.replace(/^.*node_modules\/((?:@[^/]+\/)?[^/]+).*$/, '$1') : key.replace(/^.*\//, '').replace(/\.tsx?$/, '');

  it('has a build to measure', () => {
    expect(built, 'dist/.vite/manifest.json is missing: run `npm run build` first').toBe(true);
    expect(pages.length).toBeGreaterThan(10);
  });

  it(`/login ≤ ${BUDGETS.login} KB, /dashboard ≤ ${BUDGETS.dashboard} KB, no route over ${BUDGETS.anyRoute} KB`, () => {
    const login = kb(closure(entry));
    const routes = Object.fromEntries(pages.filter((p) => !p.endsWith('/LoginPage.tsx')).map((p) => [name(p), kb(routeKeys(p))]));
    // Each part beyond a route that loads it (what it adds there).
    const laterOn: Array<[string, string]> = [
      ['DataGridView.tsx', 'reports/FeedReportPage.tsx'],
      ['DashboardCharts.tsx', 'dashboard/DashboardPage.tsx'],
      ['DateCalendarPopover.tsx', 'feed-usage/FeedUsagePage.tsx'],
      ['write-excel-file/universal/index.js', 'reports/FeedReportPage.tsx'],
    ];
    const later = laterOn.map(([part, page]) => {
      const there = routeKeys(keyOf(page));
      const added = kb(new Set([...closure(keyOf(part))].filter((c) => !there.has(c))));
      return `  ${name(keyOf(part)).padEnd(22)} +${added.toFixed(1)} on ${name(page)}`;
    });
    console.log(
      [
        `gzip JS before the first render (KB): /login ${login.toFixed(1)}`,
        ...Object.entries(routes)
          .sort((a, b) => b[1] - a[1])
          .map(([n, s]) => `  ${n.padEnd(28)} ${s.toFixed(1)}`),
        'loaded later by a screen (KB it adds to a route that shows it):',
        ...later,
      ].join('\n'),
    );
    expect(login).toBeLessThanOrEqual(BUDGETS.login);
    expect(routes.DashboardPage).toBeLessThanOrEqual(BUDGETS.dashboard);
    expect(Object.entries(routes).filter(([, s]) => s > BUDGETS.anyRoute)).toEqual([]);
  });

  it('keeps the xlsx writer, the data grid, the charts and the calendar out of what a route needs before its first render', () => {
    const later = ['write-excel-file/universal/index.js', 'components/DataGridView.tsx', 'dashboard/DashboardCharts.tsx', 'components/DateCalendarPopover.tsx'].map(keyOf);
    for (const p of [entry, ...pages]) {
      const keys = p === entry ? closure(entry) : routeKeys(p);
      const files = new Set([...keys].map((k) => manifest[k].file));
      expect([name(p), later.filter((k) => keys.has(k) || files.has(manifest[k].file))]).toEqual([name(p), []]);
    }
  });
});
