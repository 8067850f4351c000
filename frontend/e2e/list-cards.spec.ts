/**
 * The shared list table (components/DataTable, docs/adr/0027) on a 390 × 844 phone: one card per
 * row, no sideways scroll of the page, every action and amount of a card inside the screen; and on
 * a tablet (800 px) and a desktop (1366 px) the sale history's actions and the journals' amounts
 * without a sideways scroll of the table.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { ARTIFACTS, loginAs } from './helpers';

const PHONE = { width: 390, height: 844 };

/** `el` lies inside the screen's width (a box that starts left of 0 or ends right of the width is cut off). */
async function expectInsideWidth(page: Page, el: Locator, what: string) {
  const box = await el.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, what).not.toBeNull();
  expect([what, Math.round(box!.x) >= 0 && Math.round(box!.x + box!.width) <= width]).toEqual([what, true]);
}

/** The page does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect([what, overflow]).toEqual([what, 0]);
}

/** The first cards of the list `name`: each button and each amount inside the screen. */
async function expectCardsInView(page: Page, name: string, route: string) {
  const list = page.getByRole('list', { name, exact: true });
  const cards = list.getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('table', { name, exact: true })).toHaveCount(0);
  const n = Math.min(await cards.count(), 3);
  for (let i = 0; i < n; i++) {
    const card = cards.nth(i);
    for (const b of await card.getByRole('button').all()) if (await b.isVisible()) await expectInsideWidth(page, b, `${route} card ${i} button ${await b.innerText()}`);
    for (const amount of await card.locator('dd.number').all()) await expectInsideWidth(page, amount, `${route} card ${i} ${await amount.getAttribute('data-field')}`);
  }
  await expectNoSidewaysScroll(page, route);
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('the reseller sees Total, Sisa and Detail of each sale, and the Subtotal of its lines', async ({ page }) => {
    await loginAs(page, 'reseller');
    await page.goto('/transaksi-reseller');
    await expect(page.getByRole('heading', { level: 1, name: 'Transaksi Reseller' })).toBeVisible();
    await expectCardsInView(page, 'Transaksi Reseller', '/transaksi-reseller');
    const first = page.getByRole('list', { name: 'Transaksi Reseller', exact: true }).getByRole('listitem').first();
    for (const field of ['total_amount', 'amount_outstanding']) await expectInsideWidth(page, first.locator(`dd[data-field="${field}"]`), field);
    await expectAccessible(page, '/transaksi-reseller (390 px)');
    await first.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${ARTIFACTS}phone-transaksi-reseller.png` });

    await first.getByRole('button', { name: /^Detail / }).click();
    const dialog = page.getByRole('dialog');
    const lines = dialog.getByRole('table', { name: 'Baris penjualan' });
    await expect(lines).toBeVisible();
    await expectInsideWidth(page, lines.getByRole('columnheader', { name: 'Subtotal' }), 'Subtotal');
    await expectInsideWidth(page, lines.getByRole('row').nth(1).getByRole('cell').last(), 'a subtotal');
    await expectAccessible(page, '/transaksi-reseller detail (390 px)');
    await page.screenshot({ path: `${ARTIFACTS}phone-transaksi-reseller-detail.png` });
  });

  test("the admin's lists show one card per row with their actions and amounts in view", async ({ page }) => {
    test.setTimeout(180_000);
    await loginAs(page, 'admin');
    const screens: Array<[route: string, list: string]> = [
      ['/penjualantelur', 'Penjualan Telur'],
      ['/customers', 'Data Pelanggan'],
      ['/users', 'Data Users'],
      ['/abk', 'Data ABK'],
      ['/transaksikeuangan', 'Transaksi Keuangan'],
      ['/kode-akun', 'Kode Akun'],
      ['/laporanproduksi', 'Laporan Produksi'],
      ['/transaksi-reseller', 'Transaksi Reseller'],
    ];
    for (const [route, list] of screens) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectCardsInView(page, list, route);
      await expectAccessible(page, `${route} (390 px)`);
      await page.getByRole('list', { name: list, exact: true }).getByRole('listitem').first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${ARTIFACTS}phone${route.replaceAll('/', '-')}.png` });
    }
    // The pre-orders of the coming days, when the demo farm has any.
    await page.goto('/pemesanan-telur');
    await expect(page.getByRole('heading', { level: 1, name: 'Pemesanan Telur' })).toBeVisible();
    await expectNoSidewaysScroll(page, '/pemesanan-telur');
    const upcoming = page.getByRole('list', { name: 'Jadwal pesanan mendatang' });
    if (await upcoming.count()) {
      await expectCardsInView(page, 'Jadwal pesanan mendatang', '/pemesanan-telur');
      await upcoming.getByRole('listitem').first().scrollIntoViewIfNeeded();
    }
    await page.screenshot({ path: `${ARTIFACTS}phone-pemesanan-telur.png` });
  });
});

test('the sale history keeps its actions and the journals their amounts in view at 1366 and 800 px', async ({ page }) => {
  await loginAs(page, 'admin');
  for (const width of [1366, 800]) {
    await page.setViewportSize({ width, height: 1000 });
    await page.goto('/penjualantelur');
    const history = page.getByRole('region', { name: 'Penjualan Telur', exact: true });
    const row = history.getByRole('row').filter({ has: page.locator('td[data-field="actions"]') }).first();
    await expect(row).toBeVisible();
    await page.screenshot({ path: `${ARTIFACTS}sale-history-${width}.png`, fullPage: true });
    expect(await history.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    const region = await history.boundingBox();
    for (const b of await row.locator('td[data-field="actions"]').getByRole('link').or(row.locator('td[data-field="actions"]').getByRole('button')).all()) {
      const box = (await b.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(region!.x + region!.width);
    }
    await page.goto('/transaksikeuangan');
    const journals = page.getByRole('region', { name: 'Transaksi Keuangan', exact: true });
    await expect(journals.locator('td[data-field="total_debit"]').first()).toBeVisible();
    expect(await journals.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${ARTIFACTS}journals-${width}.png` });
  }
});
