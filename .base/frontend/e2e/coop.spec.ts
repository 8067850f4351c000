import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, loginAs } from './helpers';

/** Opens the collapsible navigation and waits until it has finished opening. */
async function openNavPanel(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Buka navigasi' }).click();
  await expect(page.locator('#nav-collapse')).toHaveClass(/MuiCollapse-entered/);
  return page.getByRole('navigation', { name: 'Navigasi utama' });
}

async function chooseOption(page: Page, scope: ReturnType<Page['getByRole']> | Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('admin builds a jalur with a bagian and a tingkat', async ({ page }) => {
  const suffix = Date.now().toString().slice(-5);
  const jalurName = `Jalur Uji ${suffix}`;

  await loginAs(page, 'admin');
  await page.goto('/struktur-kandang');
  await expect(page.getByRole('heading', { level: 1, name: 'Struktur Kandang' })).toBeVisible();
  await chooseOption(page, page, 'Lokasi', 'Farm Sukamaju');
  await chooseOption(page, page, 'Plant', 'Plant 1');

  // Jalur through the '+ Tambah' menu.
  await page.getByRole('button', { name: 'Tambah', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Jalur', exact: true }).click();
  let dialog = page.getByRole('dialog', { name: 'Tambah Jalur' });
  await expect(dialog.getByRole('combobox', { name: 'Plant' })).toHaveText('Plant 1');
  await dialog.getByRole('textbox', { name: 'Nama Jalur' }).fill(jalurName);
  await dialog.getByRole('button', { name: 'Tambah', exact: true }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('region', { name: jalurName });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Belum ada bagian di jalur ini.');

  // Bagian through the menu, choosing the new jalur.
  await page.getByRole('button', { name: 'Tambah', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Bagian', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Tambah Bagian' });
  await chooseOption(page, dialog, 'Jalur', jalurName);
  await dialog.getByRole('textbox', { name: 'Nama Bagian' }).fill('kanan');
  await dialog.getByRole('button', { name: 'Tambah', exact: true }).click();
  await expect(dialog).toBeHidden();
  const bagian = card.getByRole('listitem', { name: 'Bagian kanan' });
  await expect(bagian).toContainText('Belum ada tingkat');

  // Tingkat from the bagian row (jalur and bagian are filled in).
  await bagian.getByRole('button', { name: 'Tambah tingkat di bagian kanan' }).click();
  dialog = page.getByRole('dialog', { name: 'Tambah Tingkat' });
  await expect(dialog.getByRole('combobox', { name: 'Bagian' })).toHaveText('kanan');
  await dialog.getByRole('textbox', { name: 'Nama Tingkat' }).fill('T1');
  await page.screenshot({ path: `${ARTIFACTS}struktur-kandang-dialog.png` });
  await dialog.getByRole('button', { name: 'Tambah', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(bagian.getByRole('button', { name: 'T1', exact: true })).toBeVisible();
  await expect(card).toContainText('1 bagian · 1 tingkat');

  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${ARTIFACTS}struktur-kandang.png`, fullPage: true });
  await page.setViewportSize({ width: 800, height: 1280 });
  await page.screenshot({ path: `${ARTIFACTS}struktur-kandang-tablet.png`, fullPage: true });
});

test('empty fields are refused with the spec message', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/struktur-kandang');
  await page.getByRole('button', { name: 'Tambah', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Lokasi', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Lokasi' });
  await dialog.getByRole('button', { name: 'Tambah', exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: 'Nama Lokasi' })).toHaveAccessibleDescription('Mohon lengkapi semua field.');
});

test('the menu and navigation work on a 10-inch tablet in portrait', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 1280 });
  await loginAs(page, 'abk');
  await expect(page.getByRole('heading', { level: 1, name: 'Ringkasan Kandang Hari Ini' })).toBeVisible();
  const nav = await openNavPanel(page);
  await expect(nav.getByRole('link', { name: 'Produksi Telur' })).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}tablet-nav-open.png` });
  await nav.getByRole('link', { name: 'Pemakaian Pakan' }).click();
  await expect(page).toHaveURL(/\/transaksipakan$/);
  await expect(nav).toBeHidden();
  await page.goto('/menu');
  await expect(page.getByRole('heading', { level: 1, name: 'Menu Utama' })).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}tablet-menu-abk.png`, fullPage: true });

  await (await openNavPanel(page)).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}tablet-login.png`, fullPage: true });
});
