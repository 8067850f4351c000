import { expect, test } from '@playwright/test';
import { expectAccessible } from './a11y';
import { apiCall, expectToast, farmDate, loginAs, shoot } from './helpers';

/**
 * Ransum (issue #37): a ration of three ingredients with its live sum, nutrients against the target
 * and cost per kg; the ingredients bought; a batch mixed with the shortfall shown before saving; the
 * mixed feed in stock.
 */


test('admin makes a ration from three ingredients, buys them, mixes a batch and sees the mixed stock', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/ransum');
  await expect(page.getByRole('heading', { level: 1, name: 'Ransum' })).toBeVisible();
  await expect(page.getByText('Belum ada ransum')).toBeVisible();

  const name = `Ransum uji ${Date.now() % 100000}`;
  await page.getByRole('button', { name: '+ Tambah Ransum' }).click();
  const editor = page.getByRole('dialog', { name: 'Tambah Ransum' });
  await editor.getByRole('textbox', { name: 'Nama ransum' }).fill(name);
  const parts: Array<[string, string]> = [
    ['Jagung kuning', '50'],
    ['Dedak padi / bekatul', '15'],
    ['Konsentrat', '30'],
  ];
  for (const [i, [item, pct]] of parts.entries()) {
    await editor.getByRole('combobox', { name: `Bahan ${i + 1}` }).click();
    await page.getByRole('option', { name: item, exact: true }).click();
    await editor.getByRole('textbox', { name: '%' }).nth(i).fill(pct);
  }
  // 50 + 15 + 30 = 95: the sum says so and the form refuses it with the server's words.
  await expect(editor.getByText('Jumlah: 95 % (harus 100 %)')).toBeVisible();
  await editor.getByRole('button', { name: 'Simpan' }).click();
  await expect(editor.getByRole('alert')).toHaveText('Komposisi harus 100 %.');
  await editor.getByRole('textbox', { name: '%' }).nth(2).fill('35');
  await expect(editor.getByText('Jumlah: 100 %', { exact: true })).toBeVisible();
  // Jagung 8 % protein (SNI) and dedak 12 %, konsentrat has no value yet: protein cannot be computed, and says why.
  await expect(editor.getByText('Belum bisa dihitung: Konsentrat tanpa nilai').first()).toBeVisible();
  await expect(editor.getByText(/Rekomendasi: EM 11,4 MJ\/kg.*sumber: Lohmann/)).toBeVisible();
  await expectAccessible(page, '/ransum (dialog tambah)');
  await shoot(page, 'rations-editor', [800, 390]);
  await expectToast(page, 'Ransum ditambahkan.', () => editor.getByRole('button', { name: 'Simpan' }).click());

  // Buy the three: jagung 100 kg @ 5.000, dedak 100 kg @ 3.000, konsentrat 20 kg @ 9.000 (35 kg needed: 15 short).
  const items = await apiCall<Array<{ id: number; name: string }>>(page, 'GET', '/api/stock-items');
  const idOf = (n: string) => items.find((i) => i.name === n)!.id;
  for (const [item, kg, price] of [['Jagung kuning', 100, 5000], ['Dedak padi / bekatul', 100, 3000], ['Konsentrat', 20, 9000]] as const) {
    await apiCall(page, 'POST', '/api/feed-txns/buy', { item_id: idOf(item), trx_date: farmDate(), qty_kg: kg, price_per_kg: price });
  }
  await page.reload();
  const row = page.getByRole('table', { name: 'Daftar ransum' }).getByRole('row').filter({ hasText: name });
  // 0.50 × 5.000 + 0.15 × 3.000 + 0.35 × 9.000 = 2.500 + 450 + 3.150 = 6.100 per kg.
  await expect(row).toContainText('6.100');
  await expectAccessible(page, '/ransum');

  await row.getByRole('button', { name: `Campur ${name}` }).click();
  const mix = page.getByRole('dialog', { name: `Campur ${name}` });
  await mix.getByRole('textbox', { name: 'Jumlah campuran (kg)' }).fill('100');
  // 100 kg: jagung 50, konsentrat 35 (20 in stock: 15 short), dedak 15.
  const need = mix.getByRole('table', { name: 'Kebutuhan bahan' });
  await expect(need.getByRole('row').filter({ hasText: 'Konsentrat' }).getByRole('cell')).toHaveText([/Konsentrat/, '35', '20', '15']);
  await expect(mix.getByText(/Stok kurang: Konsentrat kurang 15 kg\./)).toBeVisible();
  await expectAccessible(page, '/ransum (dialog campur)');
  await shoot(page, 'rations-mix', [800, 390]);
  await expectToast(page, 'Campuran disimpan ke stok.', () => mix.getByRole('button', { name: 'Simpan' }).click());
  await expect(row).toContainText('100 kg');
  await shoot(page, 'rations', [800, 390]);

  // The mixed feed is a stock item of its own, 100 kg.
  await page.goto('/stok-barang');
  await expect(page.getByRole('table', { name: 'Stok per barang' }).getByRole('row').filter({ hasText: name })).toContainText('100 kg');
});
