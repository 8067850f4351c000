import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, loginAs } from './helpers';

/**
 * The page the server sends for a logged-in route carries the navigation bar and the route's title
 * (backend common/http/page-shell.ts, issue #23): painted from the HTML before any script, then
 * replaced by the app's own. The title must sit where the app draws it — same place, same size —
 * or the screen jumps when the app takes over (and a larger title would be a later largest paint).
 * Checked on a desktop and a phone, for a route without and one with sub-navigation tabs.
 */
const ROUTES = [
  { path: '/dashboard', title: 'Ringkasan Kandang Hari Ini' },
  { path: '/transaksipakan', title: 'Pemakaian Pakan' },
  { path: '/penjualantelur', title: 'Penjualan Telur' },
];

/** The h1 with `title`: its box, rounded to whole pixels. */
async function titleBox(page: Page, title: string) {
  const h1 = page.getByRole('heading', { level: 1, name: title });
  await expect(h1).toBeVisible();
  const box = (await h1.boundingBox())!;
  return { x: Math.round(box.x), y: Math.round(box.y), height: Math.round(box.height) };
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px the title in the sent page sits where the app draws it`, async ({ browser }) => {
    const context = await browser.newContext({ viewport, isMobile: viewport.width < 600, hasTouch: viewport.width < 600 });
    const page = await context.newPage();
    await loginAs(page, 'admin');
    for (const route of ROUTES) {
      // The page as sent, no script run: the frame and the title only.
      await page.route('**/assets/**', (r) => r.abort());
      await page.goto(route.path);
      const sent = await titleBox(page, route.title);
      expect(await page.title()).toBe(`${route.title} · Kandang Petelur Modern`);
      if (route.path === '/transaksipakan') await page.screenshot({ path: `${ARTIFACTS}page-shell-sent-${viewport.width}.png` });
      await page.unroute('**/assets/**');
      // The app's own frame and title, once its page has rendered.
      await page.goto(route.path);
      await expect(page.locator('.kpm-shell')).toHaveCount(0);
      const drawn = await titleBox(page, route.title);
      expect([route.path, sent]).toEqual([route.path, drawn]);
    }
    await context.close();
  });
}
