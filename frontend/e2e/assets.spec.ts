import { expect, test } from '@playwright/test';
import { expectAccessible } from './a11y';
import { expectToast, idNumber, loginAs, shoot } from './helpers';

/** Fixed assets (issue #40 'Houses, cages and equipment'): add a cage, run 'Susutkan bulan ini', see its book value fall. */

test('admin adds a battery cage, depreciates this month after a confirmation, and sees its book value fall by a month', async ({ page }) => {
  const name = `Kandang baterai uji ${Date.now() % 100000}`;
  await loginAs(page, 'admin');
  await page.goto('/aset');
  await expect(page.getByRole('heading', { level: 1, name: 'Aset Tetap' })).toBeVisible();

  // Rp 30.000.000 over 60 months, residual 0: Rp 500.000 a month.
  await page.getByRole('button', { name: '+ Tambah Aset' }).click();
  const add = page.getByRole('dialog', { name: 'Tambah Aset' });
  await add.getByRole('textbox', { name: 'Nama aset' }).fill(name);
  await add.getByRole('textbox', { name: 'Harga beli (Rp)' }).fill('30000000');
  await add.getByRole('textbox', { name: 'Umur manfaat (bulan)' }).fill('60');
  await add.getByRole('textbox', { name: 'Lokasi (bagian / jalur)' }).fill('Bagian A jalur 1');
  await expectAccessible(page, '/aset (dialog tambah aset)');
  await shoot(page, 'assets-tambah', [800, 390]);
  await expectToast(page, 'Aset ditambahkan.', () => add.getByRole('button', { name: 'Simpan' }).click());

  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Rp 30.000.000');
  await expect(row).toContainText('0/60 bln');
  const bookBefore = idNumber(await page.getByRole('group', { name: 'Nilai buku' }).getByTestId('card-value').innerText());

  await page.getByRole('button', { name: 'Susutkan bulan ini' }).click();
  const confirm = page.getByRole('dialog', { name: 'Susutkan bulan ini' });
  await expect(confirm).toContainText('Posting penyusutan');
  await expectAccessible(page, '/aset (konfirmasi susutkan)');
  await confirm.getByRole('button', { name: 'Susutkan' }).click();
  await expect(page.getByText(/^Penyusutan \d{2}\/\d{4} diposting: \d+ aset/)).toBeVisible();
  await expect(confirm).toBeHidden();

  // The cage: one month, Rp 500.000 depreciated, book value Rp 29.500.000.
  await expect(row).toContainText('1/60 bln');
  await expect(row).toContainText('Rp 29.500.000');
  const bookAfter = idNumber(await page.getByRole('group', { name: 'Nilai buku' }).getByTestId('card-value').innerText());
  expect(bookBefore - bookAfter).toBeGreaterThanOrEqual(500000);

  // A second run of the same month posts nothing and says so.
  await page.getByRole('button', { name: 'Susutkan bulan ini' }).click();
  await page.getByRole('dialog', { name: 'Susutkan bulan ini' }).getByRole('button', { name: 'Susutkan' }).click();
  await expect(page.getByText(/sudah diposting .*tidak ada yang diposting lagi\./)).toBeVisible();
  await expect(row).toContainText('1/60 bln');
  await expectAccessible(page, '/aset');
  await shoot(page, 'assets-list', [800, 390]);
});
