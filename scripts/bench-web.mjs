#!/usr/bin/env node
/**
 * `npm run bench:web`: Lighthouse (mobile preset, simulated slow 4G and 4× CPU, cold cache) on the
 * app as `npm start` serves it, with a temporary DATA_DIR (a fresh demo farm) and a free PORT:
 * /login, and /dashboard, /penjualantelur, /transaksikeuangan, /transaksipakan (issue #23), /insight
 * and /insight/ekonomi (issue #36) logged in as the demo admin. Targets: Performance ≥ 90 on /login
 * and ≥ 80 on the others, LCP ≤ 2.5 s on all seven; a missed target is printed. The machine's load
 * average (1/5/15 min) is recorded before and after the runs: on a shared machine it explains slower
 * figures. Writes the scores into docs/performance.md (section "Web"). A benchmark, not a timed test:
 * the figures depend on the machine.
 *
 * Lighthouse 12 no longer has a PWA category: the installable app (docs/adr/0024) is checked here
 * instead, with Chromium's own install check (CDP `Page.getInstallabilityErrors` empty, the
 * manifest parsed without errors) and a service worker registered and controlling the page after
 * login. The result is printed and written with the table; the bench fails when the app is not
 * installable. The measured pages stay cold: after login the worker and its caches are removed.
 *
 * Environment:
 *   BENCH_LABEL    row label in the table (default 'sesudah'); rows of the same label are replaced
 *   BENCH_APP_DIR  repository to start (default this one), e.g. an export of main for 'sebelum'
 *   BENCH_RUNS     runs per page, the median is kept (default 3)
 *   BENCH_PAGES    comma-separated paths to measure (default all seven)
 *   BENCH_LHR_DIR  folder to write each run's Lighthouse report (JSON) into, to see what a figure is made of
 *   BENCH_BASE_URL an app already running with the demo farm (e.g. http://127.0.0.1:3450): measured as is, nothing started
 *   CHROME_PATH    Chromium (default /usr/bin/chromium)
 */
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const APP_DIR = resolve(process.env.BENCH_APP_DIR ?? ROOT);
const LABEL = process.env.BENCH_LABEL ?? 'sesudah';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const DOC = join(ROOT, 'docs', 'performance.md');
const START = '<!-- bench:web -->';
/** Pages measured: path, logged in as the admin, target Performance score; LCP target for all. */
const ALL_PAGES = [
  ['/login', false, 90],
  ['/dashboard', true, 80],
  ['/penjualantelur', true, 80],
  ['/transaksikeuangan', true, 80],
  ['/transaksipakan', true, 80],
  // The farm map (Peta Kandang) and feed economics (issue #36): their data, not only the title, within the LCP target.
  ['/insight', true, 80],
  ['/insight/ekonomi', true, 80],
];
/** BENCH_PAGES=/dashboard,/login measures only those (a look at one page; the table is then partial). */
const PAGES = process.env.BENCH_PAGES ? ALL_PAGES.filter(([p]) => process.env.BENCH_PAGES.split(',').includes(p)) : ALL_PAGES;
const LCP_TARGET_S = 2.5;
const load = () => loadavg().map((x) => x.toFixed(1)).join(' / ');
const END = '<!-- /bench:web -->';

const freePort = () =>
  new Promise((res, rej) => {
    const srv = createServer();
    srv.once('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => res(port));
    });
  });

async function waitFor(url, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

/** `npm start` in APP_DIR with a fresh data directory; resolves once /api/health answers. */
async function startApp() {
  if (process.env.BENCH_BASE_URL) return { base: process.env.BENCH_BASE_URL.replace(/\/$/, ''), stop: async () => {} };
  const dataDir = mkdtempSync(join(tmpdir(), 'kpm-bench-web-'));
  chmodSync(dataDir, 0o755); // the embedded PostgreSQL runs as `postgres` when started as root
  const port = await freePort();
  const child = spawn('npm', ['start'], {
    cwd: APP_DIR,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, TZ: 'Asia/Jakarta' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const exited = new Promise((_, rej) => child.once('exit', (code) => rej(new Error(`npm start ended (${code}):\n${log.slice(-3000)}`))));
  await Promise.race([waitFor(`http://127.0.0.1:${port}/api/health`, 15 * 60_000), exited]);
  const stop = async () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
    await new Promise((r) => setTimeout(r, 3000));
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { base: `http://127.0.0.1:${port}`, stop };
}

/** Logs in through the form as the demo admin (the browser keeps the session in localStorage). */
async function logIn(page, base) {
  await page.goto(`${base}/login`, { waitUntil: 'networkidle0' });
  await page.locator('::-p-aria(Username)').fill('admin');
  await page.locator('::-p-aria(Password)').fill('admin123');
  await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.locator('::-p-aria(Login[role="button"])').click()]);
  if (!page.url().endsWith('/dashboard')) throw new Error(`login did not reach /dashboard: ${page.url()}`);
}

/** One cold Lighthouse run of `path` in a fresh browser; `loggedIn` logs in first and keeps only the session. */
async function measure(base, path, loggedIn) {
  const browser = await puppeteer.launch({ executablePath: CHROME, args: CHROME_FLAGS, headless: true });
  try {
    const page = await browser.newPage();
    if (loggedIn) {
      await logIn(page, base);
      await page.evaluate(removeServiceWorker);
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await page.goto('about:blank');
    }
    const flags = { onlyCategories: ['performance'], disableStorageReset: loggedIn, logLevel: 'error' };
    const { lhr } = await lighthouse(`${base}${path}`, flags, undefined, page);
    if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.message}`);
    if (process.env.BENCH_LHR_DIR) writeFileSync(join(process.env.BENCH_LHR_DIR, `${path.replace(/\W+/g, '_')}-${Date.now()}.json`), JSON.stringify(lhr));
    if (lhr.finalDisplayedUrl && !lhr.finalDisplayedUrl.endsWith(path)) throw new Error(`${path} ended at ${lhr.finalDisplayedUrl}`);
    const a = lhr.audits;
    const scripts = a['resource-summary'].details.items.find((i) => i.resourceType === 'script');
    return {
      score: Math.round(lhr.categories.performance.score * 100),
      fcp: a['first-contentful-paint'].numericValue / 1000,
      lcp: a['largest-contentful-paint'].numericValue / 1000,
      tbt: a['total-blocking-time'].numericValue,
      cls: a['cumulative-layout-shift'].numericValue,
      si: a['speed-index'].numericValue / 1000,
      jsKb: (scripts?.transferSize ?? 0) / 1024,
      totalKb: a['total-byte-weight'].numericValue / 1024,
      // What the page painted as its largest paint, and when in the unthrottled load (ms): which element to make earlier.
      lcpElement: a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '?',
      observedLcpMs: a.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? null,
      observedFcpMs: a.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? null,
    };
  } finally {
    await browser.close();
  }
}

/** In the page: unregisters the app's service worker and deletes its caches (a cold load again, only the session kept). */
async function removeServiceWorker() {
  for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
  for (const key of await caches.keys()) await caches.delete(key);
}

/**
 * Whether the app can be installed (Lighthouse 12 dropped its PWA checks): in a fresh browser
 * (a normal profile, not incognito, where Chromium never offers installing), logged in as the demo
 * admin, Chromium's install check finds no error, the manifest parses without errors, and a
 * service worker is registered and controls the page. `problems` lists what failed.
 */
async function installability(base) {
  const browser = await puppeteer.launch({ executablePath: CHROME, args: CHROME_FLAGS, headless: true });
  try {
    const page = await browser.newPage();
    await logIn(page, base);
    const controlled = await page
      .waitForFunction(() => navigator.serviceWorker?.controller != null, { timeout: 60_000 })
      .then(() => true)
      .catch(() => false);
    const cdp = await page.createCDPSession();
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const { url: manifestUrl, errors: manifestErrors } = await cdp.send('Page.getAppManifest');
    const worker = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL ?? null);
    const problems = [
      ...installabilityErrors.map((e) => `install: ${e.errorId}${e.errorArguments?.length ? ` (${e.errorArguments.map((a) => `${a.name}=${a.value}`).join(', ')})` : ''}`),
      ...manifestErrors.map((e) => `manifest: ${e.message}`),
      ...(manifestUrl ? [] : ['manifest: not linked']),
      ...(worker ? [] : ['service worker: not registered']),
      ...(controlled ? [] : ['service worker: not controlling the page']),
    ];
    return { installable: problems.length === 0, worker, manifestUrl, problems };
  } finally {
    await browser.close();
  }
}

/** Lighthouse now and then loses its trace (NO_NAVSTART, NO_FCP): such a run is done again, up to twice. */
async function retry(fn, left = 2) {
  try {
    return await fn();
  } catch (err) {
    if (left === 0) throw err;
    console.log(`  (diulang: ${err.message.split('\n')[0]})`);
    return retry(fn, left - 1);
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function row(page, runs) {
  const m = (k) => median(runs.map((r) => r[k]));
  return (
    `| ${LABEL} | ${page} | ${m('score')} | ${m('fcp').toFixed(1)} s | ${m('lcp').toFixed(1)} s | ${Math.round(m('tbt'))} ms | ` +
    `${m('cls').toFixed(3)} | ${m('si').toFixed(1)} s | ${m('jsKb').toFixed(0)} KB | ${m('totalKb').toFixed(0)} KB | ${runs.map((r) => r.score).join(', ')} |`
  );
}

function writeDoc(rows, when, install, loads) {
  const header = [
    '| Build | Halaman | Performance | FCP | LCP | TBT | CLS | Speed Index | JS terkirim | Total terkirim | Skor per run |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  const text = existsSync(DOC) ? readFileSync(DOC, 'utf8') : '# Kinerja\n';
  const old = text.includes(START) ? text.slice(text.indexOf(START), text.indexOf(END) + END.length) : '';
  const kept = old
    .split('\n')
    .filter((l) => l.startsWith('| ') && !l.startsWith('| Build') && !l.startsWith(`| ${LABEL} |`))
    .filter((l) => !l.startsWith('|---'));
  const notes = old.split('\n').filter((l) => l.startsWith('- '));
  const installText = install.installable ? 'installable: ya (manifest tanpa error, service worker mengontrol halaman)' : `installable: TIDAK (${install.problems.join('; ')})`;
  const runLine =
    `- ${LABEL}: ${when}; ${RUNS} run per halaman (median); ${installText}; beban mesin (load average 1/5/15 menit) sebelum ${loads.before}, sesudah ${loads.after}; Node.js ${process.version}; ${cpus().length} core ${cpus()[0]?.model ?? ''}`.trim();
  const section = [
    START,
    '## Web: Lighthouse (mobile, cold)',
    '',
    'Hasil `npm run bench:web` (scripts/bench-web.mjs): Lighthouse 12, preset mobile (simulasi 4G lambat dan CPU 4× lebih',
    'lambat), cache kosong, pada aplikasi yang dijalankan `npm start` dengan DATA_DIR dan PORT sementara. Halaman selain /login',
    'diukur setelah login sebagai `admin` (hanya sesi yang disimpan, cache dikosongkan). Benchmark, bukan tes berwaktu; beban',
    'mesin (load average) dicatat sebelum dan sesudah run: di atas 2 (2 core) proses lain ikut memakai CPU.',
    'Target: Performance ≥ 90 untuk /login, ≥ 80 untuk halaman lain, LCP ≤ 2,5 s di ketujuh halaman. Lighthouse 12 tidak lagi punya kategori PWA:',
    '"installable" di bawah adalah pemeriksaan Chromium sendiri (CDP `Page.getInstallabilityErrors` kosong, manifest tanpa',
    'error, service worker terdaftar dan mengontrol halaman setelah login); bench gagal bila tidak installable. Halaman yang',
    'diukur tetap dingin: setelah login service worker dan cache-nya dihapus (docs/adr/0024).',
    '',
    ...header,
    ...[...kept, ...rows].sort(),
    '',
    ...[...notes.filter((l) => !l.startsWith(`- ${LABEL}:`)), runLine].sort(),
    END,
  ].join('\n');
  const next = old ? text.replace(old, section) : `${text.trimEnd()}\n\n${section}\n`;
  writeFileSync(DOC, next);
}

async function main() {
  console.log(`bench:web — ${APP_DIR} (${LABEL}), ${RUNS} run per halaman; npm start membangun dan memuat data demo…`);
  const app = await startApp();
  try {
    const install = await retry(() => installability(app.base));
    console.log(install.installable ? `Installable: ya (${install.worker})` : `Installable: TIDAK — ${install.problems.join('; ')}`);
    const results = {};
    const loads = { before: load(), after: '' };
    console.log(`Beban mesin sebelum: ${loads.before}`);
    for (const [path, loggedIn] of PAGES) {
      results[path] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const r = await retry(() => measure(app.base, path, loggedIn));
        console.log(`${path} run ${i + 1}: Performance ${r.score}, LCP ${r.lcp.toFixed(2)} s, TBT ${Math.round(r.tbt)} ms, JS ${r.jsKb.toFixed(0)} KB; largest paint ${r.lcpElement} (unthrottled FCP ${Math.round(r.observedFcpMs)} ms, LCP ${Math.round(r.observedLcpMs)} ms)`);
        results[path].push(r);
      }
    }
    loads.after = load();
    console.log(`Beban mesin sesudah: ${loads.after}`);
    const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
    const rows = Object.entries(results).map(([p, runs]) => row(p, runs));
    writeDoc(rows, when, install, loads);
    for (const [path, , target] of PAGES) {
      const score = median(results[path].map((r) => r.score));
      const lcp = median(results[path].map((r) => r.lcp));
      if (score < target) console.log(`Target tidak tercapai: ${path} Performance ${score} < ${target} (kurang ${target - score})`);
      if (lcp > LCP_TARGET_S) console.log(`Target tidak tercapai: ${path} LCP ${lcp.toFixed(2)} s > ${LCP_TARGET_S} s (lebih ${(lcp - LCP_TARGET_S).toFixed(2)} s)`);
    }
    console.log(['', '| Build | Halaman | Performance | FCP | LCP | TBT | CLS | Speed Index | JS terkirim | Total terkirim | Skor per run |', ...rows].join('\n'));
    console.log(install.installable ? 'Installable: ya' : `Installable: TIDAK — ${install.problems.join('; ')}`);
    console.log(`Ditulis ke ${DOC}`);
    if (!install.installable) throw new Error('the app is not installable (see above)');
  } finally {
    await app.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
