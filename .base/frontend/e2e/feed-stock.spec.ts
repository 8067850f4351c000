import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, idNumber, loginAs } from './helpers';

async function stockKg(page: Page): Promise<number> {
  const value = page.getByRole('group', { name: /^Stok per / }).getByTestId('card-value');
  await expect(value).toHaveText(/kg$/);
  return idNumber(await value.textContent());
}

test('admin buys feed and sees the stock rise; a sale larger than the stock is refused with the server message', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/transaksipakan-akuntansi');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const before = await stockKg(page);

  // Purchase today: 1000 kg at Rp 8.000/kg plus Rp 150.000 freight and Rp 50.000 unloading.
  await page.getByRole('button', { name: 'Pembelian', exact: true }).click();
  let dialog = page.getByRole('dialog', { name: 'Pembelian Pakan' });
  await dialog.getByRole('textbox', { name: 'Qty (kg)' }).fill('1000');
  await dialog.getByRole('textbox', { name: 'Harga/kg (Rp)' }).fill('8000');
  await dialog.getByRole('textbox', { name: 'Ongkir (Rp)' }).fill('150000');
  await dialog.getByRole('textbox', { name: 'Bongkar (Rp)' }).fill('50000');
  // 1000 × 8000 + 150000 + 50000 = 8.200.000
  await expect(dialog.getByText('Total: Rp 8.200.000')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Catatan' }).fill('Beli uji e2e');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Transaksi pakan disimpan.')).toBeVisible();
  await expect.poll(() => stockKg(page)).toBeCloseTo(before + 1000, 3);
  const row = page.getByRole('row').filter({ hasText: 'Beli uji e2e' });
  await expect(row).toContainText('Pembelian');
  await expect(row).toContainText('1.000,000');
  await page.screenshot({ path: `${ARTIFACTS}feed-stock.png`, fullPage: true });

  // A sale of more than the whole stock is refused; the stock does not change.
  await page.getByRole('button', { name: 'Penjualan', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Penjualan Pakan' });
  await dialog.getByRole('textbox', { name: 'Qty (kg)' }).fill(String(Math.ceil(before + 1000) + 5000));
  await dialog.getByRole('textbox', { name: 'Harga jual/kg (Rp)' }).fill('9000');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Stok pakan tidak cukup');
  await dialog.getByRole('button', { name: 'Batal' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  expect(await stockKg(page)).toBeCloseTo(before + 1000, 3);
});
