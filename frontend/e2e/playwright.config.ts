import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const frontendDir = fileURLToPath(new URL('..', import.meta.url));
/** Port of the started app (3123; E2E_PORT lets two runs share a machine). */
const PORT = Number(process.env.E2E_PORT ?? 3123);
/** E2E_BASE_URL points the specs at an app that is already running (no server is started). */
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://localhost:${PORT}`;

// Started by Playwright the way `npm start` runs the backend; a fresh data
// directory means a fresh embedded database loaded with the demo farm.
// Set once and passed through the environment so that the config, which
// Playwright also loads in its worker, does not create a second directory.
// As root the embedded PostgreSQL runs as the `postgres` user, which must be
// able to enter the directory (mkdtemp creates it private).
if (!external && !process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'kpm-e2e-'));
  chmodSync(process.env.E2E_DATA_DIR, 0o755);
}

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // E2E_OUTPUT: a folder of its own for each of several runs side by side (scripts/test.sh's shards).
  outputDir: join(frontendDir, process.env.E2E_OUTPUT ?? 'test-results'),
  workers: 1,
  fullyParallel: false,
  retries: 0,
  // Safety nets many times a test's normal time (most take 2–20 s): a busy machine makes a test
  // slower, never red. An expectation polls until it holds, so a long wait costs only a failing run.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // The app's service worker (docs/adr/0024) would answer navigations and some /api lists from its
    // caches and hide requests from page.route; only e2e/offline-app.spec.ts lets it run (test.use).
    serviceWorkers: 'block',
    locale: 'id-ID',
    // The system's "reduce motion" (the app's theme honours it): no frames drawn for fades, ripples and
    // spinners, which were a large part of the browser's processor time; no check looks at motion.
    reducedMotion: 'reduce',
    timezoneId: 'Asia/Jakarta',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Every spec but the touch screens', once, on a desktop screen.
    { name: 'chromium', testIgnore: /touch-screens\.spec\.ts$/, use: { browserName: 'chromium', viewport: { width: 1366, height: 900 } } },
    // A 390 × 844 phone with a touch screen (issues #23, #36): e2e/touch-screens.spec.ts only.
    {
      name: 'phone',
      testMatch: /touch-screens\.spec\.ts$/,
      use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    },
  ],
  webServer: external
    ? undefined
    : {
      command: 'node ../backend/dist/main.js',
      cwd: frontendDir,
      url: `${baseURL}/api/health`,
      // KPM_CHECK_ROWS: every query row is compared with its schema (docs/adr/0021), as under Jest.
      // LOG_LEVEL error: the server's request log shows only 5xx answers beside the test output.
      env: { PORT: String(PORT), DATA_DIR: process.env.E2E_DATA_DIR ?? '', TZ: 'Asia/Jakarta', KPM_CHECK_ROWS: '1', LOG_LEVEL: process.env.LOG_LEVEL ?? 'error' },
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      },
});
