import { expect, test } from '@playwright/test';
import { expectAccessible } from './a11y';
import { ARTIFACTS, loginAs } from './helpers';

/**
 * The audit trail (issue #19): the superadmin enters the demo farm, changes a customer and leaves;
 * the farm's owner reads that change on /audit with the superadmin as actor, acting for the farm.
 */
test("the owner reads the superadmin's change made while impersonating the farm", async ({ page, browser }) => {
  const note = `Catatan audit ${Math.random().toString(36).slice(2, 7)}`;

  await loginAs(page, 'superadmin');
  await expect(page).toHaveURL(/\/superadmin$/);
  await page.getByRole('button', { name: 'Masuk ke Kandang Sukamaju' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const banner = page.getByRole('status').filter({ hasText: 'Mode impersonasi' });
  await expect(banner).toBeVisible();

  await page.goto('/customers');
  await page.getByRole('button', { name: /^Edit / }).first().click();
  const dialog = page.getByRole('dialog');
  const before = await dialog.getByLabel('Catatan').inputValue();
  await dialog.getByLabel('Catatan').fill(note);
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toHaveCount(0);

  await banner.getByRole('button', { name: 'Keluar' }).click();
  await expect(page).toHaveURL(/\/superadmin$/);

  // The owner, in its own browser.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await loginAs(owner, 'owner');
  await owner.goto('/menu');
  await owner.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: /Jejak Audit/ }).click();
  await expect(owner).toHaveURL(/\/audit$/);
  await expect(owner.getByRole('heading', { name: 'Jejak Audit' })).toBeVisible();

  await owner.getByRole('combobox', { name: 'Data / kejadian' }).click();
  await owner.getByRole('option', { name: 'Pelanggan', exact: true }).click();
  const table = owner.getByRole('table', { name: 'Jejak audit' });
  const row = table.getByRole('row').filter({ hasText: `note: ${before || '-'} → ${note}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('superadmin');
  await expect(row).toContainText('atas nama Kandang Sukamaju');
  await expect(row).toContainText('Ubah Pelanggan #');
  await owner.screenshot({ path: `${ARTIFACTS}audit-customer-change.png`, fullPage: true });
  await expectAccessible(owner, '/audit', { labelMismatch: true });

  // Start and end of the visit are events of the farm too.
  await owner.getByRole('combobox', { name: 'Data / kejadian' }).click();
  await owner.getByRole('option', { name: 'Superadmin keluar kandang (kejadian)' }).click();
  await expect(table.getByRole('row').filter({ hasText: 'Superadmin keluar kandang' }).first()).toContainText('superadmin');

  // The actor filter: the owner's own rows do not include the superadmin's change.
  await owner.getByRole('combobox', { name: 'Data / kejadian' }).click();
  await owner.getByRole('option', { name: 'Semua' }).click();
  await owner.getByLabel('Pelaku (username)').fill('owner');
  await owner.getByLabel('Pelaku (username)').press('Enter');
  await expect(table.getByRole('row').filter({ hasText: note })).toHaveCount(0);
  await expect(owner.getByRole('button', { name: 'Excel' })).toBeVisible();
  await ownerContext.close();
});
