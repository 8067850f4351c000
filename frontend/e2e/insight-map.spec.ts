import { expect, test, type Page } from '@playwright/test';
import { apiCall, ARTIFACTS, farmDate, idNumber, loginAs } from './helpers';

/** The farm map (issue #24) on the demo farm: /insight and the dashboard's section. */

interface MapAnswer {
  date: string;
  cells: Array<{ tingkat_id?: number; tingkat?: string; jalur: string; bagian: string; value: number | null }>;
}

/** The map's cells (buttons holding a place's name and its value) inside the jalur cards. */
/** The cells of the demo farm's jalur ('Jalur …'; other specs may add jalur of their own names). */
const cells = (page: Page) => page.getByRole('region', { name: /^Jalur/ }).getByRole('button');
const demoCells = (answer: MapAnswer) => answer.cells.filter((c) => /^Jalur/.test(c.jalur ?? '')).length;

test('admin sees every tingkat coloured with its value on a desktop, and a cell opens its 28-day chart', async ({ page }) => {
  await loginAs(page, 'admin');
  const answer = await apiCall<MapAnswer>(page, 'GET', '/api/insight/map?measure=feed_g_per_bird&window=7');
  expect(answer.date).toBe(farmDate(-1));
  await page.goto('/insight');
  await expect(page.getByRole('heading', { level: 1, name: 'Peta Kandang' })).toBeVisible();
  await expect(cells(page)).toHaveCount(demoCells(answer));
  await expect(page.getByRole('group', { name: 'Keterangan warna' })).toContainText('Pita standar: Standar Hy-Line W-80 Plus');
  // The first tingkat with birds: its value printed in its cell as the API has it (Indonesian decimals).
  const first = answer.cells.find((c) => c.value !== null)!;
  const cell = page.getByRole('region', { name: first.jalur }).getByRole('button', { name: new RegExp(`^${first.tingkat} `) }).first();
  expect(idNumber((await cell.textContent())!.replace(first.tingkat!, ''))).toBeCloseTo(first.value!, 1);
  const colour = await cell.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(colour).not.toBe('rgba(0, 0, 0, 0)');
  await page.screenshot({ path: `${ARTIFACTS}insight-map-desktop.png`, fullPage: true });

  await cell.click();
  const dialog = page.getByRole('dialog', { name: `${first.jalur} › ${first.bagian} › ${first.tingkat} — Konsumsi pakan` });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('path[class*="MuiLineChart-line"]').last()).toBeVisible();
  await expect(dialog).toContainText('Pita standar');
  await page.screenshot({ path: `${ARTIFACTS}insight-map-chart.png` });
  await dialog.getByRole('button', { name: 'Tutup' }).click();
  await expect(dialog).toBeHidden();

  // Hen-day % per bagian over 28 days: one cell per bagian, reached from the keyboard.
  await page.getByRole('combobox', { name: 'Ukuran' }).click();
  await page.getByRole('option', { name: 'Produksi hen-day (per bagian)' }).click();
  await expect(page).toHaveURL(/measure=hen_day_pct/);
  const bagian = await apiCall<MapAnswer>(page, 'GET', '/api/insight/map?measure=hen_day_pct&window=7');
  await expect(cells(page)).toHaveCount(demoCells(bagian));
  await cells(page).first().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: /Produksi hen-day/ })).toBeVisible();
  await page.keyboard.press('Escape');
});

test('a link to a tingkat marks it on the map', async ({ page }) => {
  await loginAs(page, 'admin');
  const answer = await apiCall<MapAnswer>(page, 'GET', '/api/insight/map');
  const target = answer.cells.filter((c) => c.value !== null).at(-1)!;
  await page.goto(`/insight?tingkat=${target.tingkat_id}`);
  const marked = page.locator('[data-marked="true"]');
  await expect(marked).toHaveCount(1);
  await expect(marked).toHaveText(new RegExp(`^${target.tingkat}`));
  await expect(marked).toBeInViewport();
});

test.describe('on the 800 × 1280 tablet', () => {
  test.use({ viewport: { width: 800, height: 1280 } });

  test('the dashboard shows the map below its own content and a cell opens its chart', async ({ page }) => {
    await loginAs(page, 'abk');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Ringkasan Kandang Hari Ini' })).toBeVisible();
    const section = page.getByRole('region', { name: 'Peta Kandang' });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('heading', { name: 'Peta Kandang' })).toBeVisible();
    await expect(cells(page).first()).toBeVisible();
    // Nothing sticks out of the screen's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(800);
    await section.screenshot({ path: `${ARTIFACTS}insight-map-tablet.png` });
    await cells(page).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('path[class*="MuiLineChart-line"]').last()).toBeVisible();
    await page.screenshot({ path: `${ARTIFACTS}insight-map-tablet-chart.png` });
  });

  test('a viewer opens the map from the menu', async ({ page }) => {
    await loginAs(page, 'viewer');
    await page.goto('/menu');
    await page.getByRole('link', { name: /Peta Kandang/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Peta Kandang' })).toBeVisible();
    await expect(cells(page).first()).toBeVisible();
    await page.screenshot({ path: `${ARTIFACTS}insight-map-viewer.png`, fullPage: true });
  });
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the map fits the width', async ({ page }) => {
    await loginAs(page, 'abk');
    await page.goto('/insight?measure=population&window=1');
    await expect(cells(page).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${ARTIFACTS}insight-map-phone.png`, fullPage: true });
  });
});
