import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, findings, scan, writeFindings } from './a11y';
import { closePopup, concretePath, DEMO_USERS, dialogOpeners, openPopup, openScreen, POPUPS, routesFor, type DemoUser } from './app-routes';
import { loginAs } from './helpers';

/**
 * axe on every screen and its main dialogs (issue #23): no critical and no serious finding, for
 * every role, at a desktop (1366 px) here; the same screens and dialogs on a touch tablet (800 px)
 * and phone (390 px) are scanned by e2e/touch-screens.spec.ts in the same visit as its other
 * checks. The screens are the routes each role opens by the app's own route table (app/routes.ts
 * and app/access.ts), so a new screen is scanned without touching this file. All findings of the run
 * go to e2e/artifacts/axe.json. The login page and the pickers are scanned here at every width.
 */

/** The three widths, widest first; heights as on such a device. */
const WIDTHS = [
  { width: 1366, height: 900 },
  { width: 800, height: 1100 },
  { width: 390, height: 844 },
] as const;

/** Scans what the page shows at every width; returns the serious and critical findings as lines. */
async function scanAtWidths(page: Page, screen: string, widths: readonly (typeof WIDTHS)[number][] = WIDTHS, include?: string[]): Promise<string[]> {
  const bad: string[] = [];
  for (const size of widths) {
    await page.setViewportSize(size);
    const found = await scan(page, `${screen} @${size.width}`, { labelMismatch: true, include });
    bad.push(
      ...found
        .filter((f) => f.impact === 'critical' || f.impact === 'serious')
        .map((f) => `${screen} @${size.width}: ${f.impact} ${f.rule} (${f.nodes}) ${f.example}`),
    );
  }
  return bad;
}

/** Opens each kind of dialog of the screen shown, scans it at the desktop's width, and closes it. */
async function scanDialogs(page: Page, screen: string): Promise<string[]> {
  const bad: string[] = [];
  for (const opener of await dialogOpeners(page)) {
    if (!(await openPopup(page, opener))) continue;
    bad.push(...(await scanAtWidths(page, `${screen} (${opener.name})`, [WIDTHS[0]], POPUPS)));
    await closePopup(page);
  }
  return bad;
}

/** Every route `user` opens at the desktop's width, and the dialogs of each. */
async function scanRole(page: Page, user: DemoUser) {
  page.setDefaultTimeout(15_000);
  await page.setViewportSize(WIDTHS[0]);
  await loginAs(page, user.username);
  const bad: string[] = [];
  for (const route of await routesFor(user.role)) {
    const path = await concretePath(page, route);
    await openScreen(page, path);
    const screen = `${user.username} ${route.path}`;
    bad.push(...(await scanAtWidths(page, screen, [WIDTHS[0]])));
    bad.push(...(await scanDialogs(page, screen)));
  }
  expect(bad).toEqual([]);
}

test.afterAll(() => {
  const counts = writeFindings();
  console.log(`axe: ${JSON.stringify(counts)} over ${new Set(findings().map((f) => f.screen)).size} screens and dialogs`);
});

test('login page at three widths', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  expect(await scanAtWidths(page, '/login')).toEqual([]);
});

for (const user of Object.values(DEMO_USERS)) {
  test(`every screen and dialog of the ${user.role} at 1366 px`, async ({ page }) => {
    test.setTimeout(600_000);
    await scanRole(page, user);
  });
}

test('pickers: date picker, time picker and the grouped customer picker', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, 'admin');
  // The customer picker of a sale groups resellers apart: each group a named group of options.
  await openScreen(page, '/penjualantelur');
  await page.getByRole('combobox', { name: /Pelanggan/ }).click();
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('group', { name: 'Reseller' }).getByRole('option').first()).toBeVisible();
  await expect(listbox.getByRole('group', { name: 'Pelanggan' }).getByRole('option').first()).toBeVisible();
  await expectAccessible(page, '/penjualantelur (pilih pelanggan)', { labelMismatch: true });
  await page.keyboard.press('Escape');

  await openScreen(page, '/transaksipakan');
  await page.getByRole('button', { name: /Pilih tanggal/ }).first().click();
  await expect(page.getByRole('dialog').or(page.getByRole('grid')).first()).toBeVisible();
  await expectAccessible(page, '/transaksipakan (kalender terbuka)', { labelMismatch: true });
  await page.keyboard.press('Escape');

  await openScreen(page, '/tasks/schedules/new');
  await page.getByRole('button', { name: /Pilih jam/ }).first().click();
  await expectAccessible(page, '/tasks/schedules/new (jam terbuka)', { labelMismatch: true });
});
