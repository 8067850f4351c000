import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, findings, scan, writeFindings } from './a11y';
import { loginAs } from './helpers';

/**
 * axe on every screen of the app (issue #11): 0 critical and 0 serious findings, for the admin
 * (who reaches every screen), the abk (its dashboard and task screens) and the login page; also
 * with a dialog and a picker open. All findings of the run are written to e2e/artifacts/axe.json.
 */

const ADMIN_SCREENS = [
  '/dashboard',
  '/menu',
  '/transaksipakan',
  '/produksitelur',
  '/ayaminfo',
  '/laporanpakan',
  '/laporanproduksi',
  '/transaksipakan-akuntansi',
  '/tasks/today',
  '/tasks/tugasinfo',
  '/tasks/library',
  '/tasks/schedules/new',
  '/struktur-kandang',
  '/penjualantelur',
  '/pemesanan-telur',
  '/transaksikeuangan',
  '/kode-akun',
  '/laba-rugi',
  '/piutang',
  '/customers',
  '/users',
  '/abk',
  '/transaksi-reseller',
  '/my-info',
];

/** Opens `path` and waits until its requests are answered and the page has a heading. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

test.afterAll(() => {
  const counts = writeFindings();
  console.log(`axe: ${JSON.stringify(counts)} over ${new Set(findings().map((f) => f.screen)).size} screens`);
});

test('login page', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expectAccessible(page, '/login');
});

test('every admin screen', async ({ page }) => {
  test.setTimeout(600_000);
  await loginAs(page, 'admin');
  const failed: string[] = [];
  for (const path of ADMIN_SCREENS) {
    await open(page, path);
    const bad = (await scan(page, path)).filter((f) => f.impact === 'critical' || f.impact === 'serious');
    failed.push(...bad.map((f) => `${path}: ${f.impact} ${f.rule} (${f.nodes}) ${f.example}`));
  }
  expect(failed).toEqual([]);
});

test('dialogs and pickers: feed purchase, date picker and time picker', async ({ page }) => {
  test.setTimeout(300_000);
  await loginAs(page, 'admin');
  await open(page, '/transaksipakan-akuntansi');
  await page.getByRole('button', { name: /Pembelian/ }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, '/transaksipakan-akuntansi (dialog pembelian)');
  await page.keyboard.press('Escape');

  await open(page, '/transaksipakan');
  await page.getByRole('button', { name: /Pilih tanggal/ }).first().click();
  await expect(page.getByRole('dialog').or(page.getByRole('grid')).first()).toBeVisible();
  await expectAccessible(page, '/transaksipakan (kalender terbuka)');
  await page.keyboard.press('Escape');

  await open(page, '/tasks/schedules/new');
  await page.getByRole('button', { name: /Pilih jam/ }).first().click();
  await expectAccessible(page, '/tasks/schedules/new (jam terbuka)');
});

test('abk screens', async ({ page }) => {
  test.setTimeout(300_000);
  await loginAs(page, 'abk');
  const failed: string[] = [];
  for (const path of ['/dashboard', '/menu', '/transaksipakan', '/produksitelur', '/tasks/today', '/tasks/tugasinfo', '/ayaminfo']) {
    await open(page, path);
    const bad = (await scan(page, `abk ${path}`)).filter((f) => f.impact === 'critical' || f.impact === 'serious');
    failed.push(...bad.map((f) => `abk ${path}: ${f.impact} ${f.rule} (${f.nodes}) ${f.example}`));
  }
  expect(failed).toEqual([]);
});
