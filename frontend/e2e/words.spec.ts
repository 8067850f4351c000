/**
 * Indonesian words on the screens (issue #23 'Words'): the English words found on them before
 * ('Print', 'Income', 'Expense', 'Feed intake', 'active', 'Email owner') are not shown; their
 * Indonesian words are.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiCall, loginAs, logoutFromBar } from './helpers';

const ENGLISH = /\b(Print|Income|Expense|Feed intake|active|inactive|Email owner)\b/;

/** The text a person reads on the page (visible text and the open dialog), with what it must say. */
async function expectIndonesian(page: Page, present: readonly string[]): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(text.match(ENGLISH)?.[0] ?? null, `English on ${page.url()}`).toBeNull();
  for (const word of present) expect(text, `on ${page.url()}`).toContain(word);
}

test('admin screens: Cetak, Pendapatan and Beban, Konsumsi pakan', async ({ page }) => {
  await loginAs(page, 'admin');
  const [sale] = await apiCall<{ sale_id: number }[]>(page, 'GET', '/api/egg-sales/list');
  await page.goto(`/penjualantelur/nota/${sale.sale_id}`);
  await expect(page.getByRole('button', { name: 'Cetak' })).toBeEnabled();
  await expectIndonesian(page, ['Cetak']);

  await page.goto('/transaksikeuangan');
  await expect(page.getByRole('button', { name: '4 Pendapatan', exact: true })).toBeVisible();
  await expectIndonesian(page, ['4 Pendapatan', '6 Beban']);

  await page.goto('/dashboard');
  await expect(page.getByRole('group', { name: 'Konsumsi pakan', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Pengaturan satuan' }).click();
  await expect(page.getByRole('dialog').getByRole('combobox', { name: 'Konsumsi pakan' })).toBeVisible();
  await expectIndonesian(page, ['Konsumsi pakan', 'Stok awal hari']);
});

test('reseller my-info says Aktif; the superadmin asks for the owner username or email', async ({ page }) => {
  await loginAs(page, 'reseller');
  await page.goto('/my-info');
  const card = page.getByRole('region', { name: 'Info Reseller' });
  await expect(card).toContainText('Aktif');
  await expectIndonesian(page, ['Aktif']);
  await logoutFromBar(page);

  await loginAs(page, 'superadmin');
  await page.getByRole('button', { name: '+ Tambah Tenant' }).click();
  await expect(page.getByRole('dialog').getByLabel('Username atau email owner')).toBeVisible();
  await expectIndonesian(page, ['Username atau email owner']);
});
