import { expect, test } from '@playwright/test';
import { expectAccessible } from './a11y';
import { expectToast, loginAs, shoot } from './helpers';

/** Barang Stok (issue #37): the demo farm's stock items, their nutrients with the source, an edit and a new OVK item. */


test('admin reads the stock per item and the shipped nutrients with their source, edits one and adds an OVK item', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/stok-barang');
  await expect(page.getByRole('heading', { level: 1, name: 'Barang Stok' })).toBeVisible();
  // The default item carries the demo's feed stock; the shipped ingredients their SNI values and source.
  const stock = page.getByRole('table', { name: 'Stok per barang' });
  await expect(stock.getByRole('row').filter({ hasText: 'Pakan jadi · bawaan' })).toContainText(' kg');
  const jagung = page.getByRole('table', { name: 'Nutrisi bahan pakan' }).getByRole('row').filter({ hasText: 'Jagung kuning' });
  // Protein 8, EM 3.322, Ca 0,02 from the shipped list, with its source.
  await expect(jagung.getByRole('cell')).toHaveText([/Jagung kuning/, '8', '3.322', '0,02', '-', '-', /SNI 4483:2013/]);
  await expect(page.getByLabel('Nilai persediaan')).toContainText('Persediaan OVK');
  await expectAccessible(page, '/stok-barang');

  await page.getByRole('button', { name: 'Edit Jagung kuning' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Barang' });
  await expect(edit.getByRole('textbox', { name: 'Sumber nilai nutrisi' })).toHaveValue(/SNI 4483:2013/);
  await edit.getByRole('textbox', { name: 'P tersedia (%)' }).fill('0,08');
  await expectAccessible(page, '/stok-barang (dialog edit)');
  await expectToast(page, 'Perubahan barang disimpan.', () => edit.getByRole('button', { name: 'Simpan' }).click());
  await expect(jagung.getByRole('cell').nth(4)).toHaveText('0,08');

  const name = `Vaksin ND ${Date.now() % 100000}`;
  await page.getByRole('button', { name: '+ Tambah Barang' }).click();
  const add = page.getByRole('dialog', { name: 'Tambah Barang' });
  await add.getByRole('textbox', { name: 'Nama barang' }).fill(name);
  await add.getByRole('combobox', { name: 'Jenis' }).click();
  await page.getByRole('option', { name: 'OVK (obat, vaksin, vitamin)' }).click();
  await add.getByRole('combobox', { name: 'Satuan' }).click();
  await page.getByRole('option', { name: 'dosis' }).click();
  await expect(add.getByRole('textbox', { name: 'Protein (%)' })).toBeHidden();
  await add.getByRole('textbox', { name: 'Masa henti telur (hari)' }).fill('0');
  await expectAccessible(page, '/stok-barang (dialog tambah)');
  await expectToast(page, 'Barang ditambahkan.', () => add.getByRole('button', { name: 'Simpan' }).click());
  await expect(stock.getByRole('row').filter({ hasText: name })).toContainText('0 dosis');
  await shoot(page, 'stock-items');
});

test('the viewer reads the stock items without add or edit', async ({ page }) => {
  await loginAs(page, 'viewer');
  await page.goto('/stok-barang');
  await expect(page.getByRole('table', { name: 'Stok per barang' }).getByRole('row').filter({ hasText: 'Jagung kuning' })).toBeVisible();
  await expect(page.getByRole('button', { name: '+ Tambah Barang' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit Jagung kuning' })).toHaveCount(0);
});
