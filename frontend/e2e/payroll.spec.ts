import { expect, test } from '@playwright/test';
import { expectAccessible } from './a11y';
import { expectToast, loginAs, shoot } from './helpers';

/** Wages (issue #40 'Wages'): an owed wage slip, paid after a confirmation, and its payslip. */

test('admin records an owed wage slip for an ABK, pays it, and opens the payslip', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/gaji');
  await expect(page.getByRole('heading', { level: 1, name: 'Gaji ABK' })).toBeVisible();

  // Gross 2.600.000 − potongan 100.000 = 2.500.000, not paid yet.
  await page.getByRole('button', { name: '+ Slip Gaji' }).click();
  const add = page.getByRole('dialog', { name: 'Slip Gaji Baru' });
  await add.getByRole('combobox', { name: 'ABK' }).click();
  const first = page.getByRole('option').first();
  const abk = (await first.innerText()).trim();
  await first.click();
  await add.getByRole('textbox', { name: 'Gaji kotor (Rp)' }).fill('2600000');
  await add.getByRole('textbox', { name: 'Potongan (Rp)' }).fill('100000');
  await add.getByRole('combobox', { name: 'Pembayaran' }).click();
  await page.getByRole('option', { name: 'Belum dibayar (hutang)' }).click();
  await expect(add.getByText('Gaji bersih: Rp 2.500.000')).toBeVisible();
  await expectAccessible(page, '/gaji (dialog slip gaji)');
  await shoot(page, 'payroll-slip', [800, 390]);
  await expectToast(page, 'Slip gaji disimpan.', () => add.getByRole('button', { name: 'Simpan' }).click());

  const row = page.getByRole('row').filter({ hasText: abk }).filter({ hasText: 'Belum dibayar' }).first();
  await expect(row).toContainText('Rp 2.500.000');
  await row.getByRole('button', { name: new RegExp(`^Bayar gaji ${abk}`) }).click();
  const confirm = page.getByRole('dialog', { name: 'Bayar gaji' });
  await expect(confirm).toContainText('Rp 2.500.000');
  await expectToast(page, 'Gaji dibayar.', () => confirm.getByRole('button', { name: 'Bayar' }).click());
  await expectAccessible(page, '/gaji');
  await shoot(page, 'payroll-list', [800, 390]);

  await page.getByRole('link', { name: new RegExp(`^Slip gaji ${abk}`) }).first().click();
  const slip = page.getByRole('article', { name: `Slip gaji ${abk}` });
  await expect(slip).toContainText('Gaji bersih');
  await expect(slip).toContainText('Rp 2.500.000');
  await expect(page.getByRole('button', { name: 'Cetak' })).toBeEnabled();
  await expectAccessible(page, '/gaji/:slipId');
  await shoot(page, 'payroll-payslip', [800, 390]);
});
