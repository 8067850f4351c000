import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, loginAs } from './helpers';

/**
 * The page the server sends for a logged-in route carries the navigation bar, the route's title and
 * its fixed subtitle (backend common/http/page-shell.ts, issue #23): painted from the HTML before any
 * script, then replaced by the app's own. The subtitle — the screen's largest text — must have the
 * size the app gives it, or the app's paint of it would be a later, larger paint (Lighthouse's
 * largest contentful paint); the title must sit where the app draws it, or the screen jumps when the
 * app takes over. Checked on a desktop and a phone, for routes without and with sub-navigation tabs.
 */
const ROUTES = [
  { path: '/dashboard', title: 'Ringkasan Kandang Hari Ini', subtitle: 'Populasi, kematian, pakan, telur dan stok pakan hari ini' },
  { path: '/transaksipakan', title: 'Pemakaian Pakan', subtitle: 'Isian dalam satuan di kepala kolom', tabs: 'Menu pakan' },
  { path: '/transaksikeuangan', title: 'Transaksi Keuangan', subtitle: 'Jurnal umum kandang', tabs: 'Menu keuangan' },
  { path: '/penjualantelur', title: 'Penjualan Telur', subtitle: 'Catat penjualan telur per grade' },
];

/** The h1 with `title` and the text under it: their boxes, rounded to whole pixels (the title's place, the subtitle's size). */
async function header(page: Page, title: string, subtitle: string) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // While a page's lazy parts load, it may be shown again (its header with it): read boxes that stay.
  let boxes: { x: number; y: number; height: number; subtitle: { width: number; height: number } } | null = null;
  await expect(async () => {
    const h1 = await page.getByRole('heading', { level: 1, name: title }).boundingBox({ timeout: 1000 });
    // The text's own extent (what the largest paint measures), not its block's.
    const sub = await page
      .getByText(subtitle)
      .filter({ visible: true })
      .evaluate((p) => {
        const range = document.createRange();
        range.selectNodeContents(p);
        return range.getBoundingClientRect().toJSON() as DOMRect;
      }, undefined, { timeout: 1000 });
    expect(h1 && sub).toBeTruthy();
    boxes = { x: Math.round(h1!.x), y: Math.round(h1!.y), height: Math.round(h1!.height), subtitle: { width: Math.round(sub!.width), height: Math.round(sub!.height) } };
  }).toPass();
  return boxes!;
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px the title and subtitle in the sent page are where and as large as the app draws them`, async ({ browser }) => {
    const context = await browser.newContext({ viewport, isMobile: viewport.width < 600, hasTouch: viewport.width < 600 });
    const page = await context.newPage();
    await loginAs(page, 'admin');
    for (const route of ROUTES) {
      // The page as sent, no script run: the frame, the title and the subtitle only.
      await page.route('**/assets/**', (r) => r.abort());
      await page.goto(route.path);
      const sent = await header(page, route.title, route.subtitle);
      expect(await page.title()).toBe(`${route.title} · Kandang Petelur Modern`);
      if (route.path === '/transaksipakan') await page.screenshot({ path: `${ARTIFACTS}page-shell-sent-${viewport.width}.png` });
      await page.unroute('**/assets/**');
      // The app's own frame, title and subtitle, once its page has rendered.
      await page.goto(route.path);
      await expect(page.locator('.kpm-shell')).toHaveCount(0);
      // The app's sub-navigation is loaded after its first frame: the title is read once it is there
      // (on a phone the admin's three feed tabs once wrapped onto two rows and pushed the title 48 px down).
      if (route.tabs) await expect(page.getByRole('tablist', { name: route.tabs })).toBeVisible();
      const drawn = await header(page, route.title, route.subtitle);
      expect([route.path, sent.x, sent.y, sent.height]).toEqual([route.path, drawn.x, drawn.y, drawn.height]);
      // The app's subtitle is no larger than the one sent (else it would be a later largest paint).
      expect(drawn.subtitle.width * drawn.subtitle.height).toBeLessThanOrEqual(sent.subtitle.width * sent.subtitle.height);
    }
    await context.close();
  });
}
