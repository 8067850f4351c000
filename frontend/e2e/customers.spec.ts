import { expect, test } from '@playwright/test';
import { expectAccessible } from './a11y';
import { ARTIFACTS, loginAs, logoutFromBar, shoot } from './helpers';

/** Data Pelanggan, Transaksi Reseller and Pemesanan Telur (issue #14) against the demo farm. */


test('admin adds a customer with an 08… phone and sees it as a wa.me/628… link', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/customers');
  await expect(page.getByRole('heading', { level: 1, name: 'Data Pelanggan' })).toBeVisible();
  // the demo's reseller customer, linked to the demo reseller user
  const reseller = page.getByRole('row').filter({ hasText: 'Reseller Sukamaju' });
  await expect(reseller).toContainText('reseller');
  await expect(reseller.getByRole('link', { name: '6281234500001' })).toHaveAttribute('href', 'https://wa.me/6281234500001');

  const name = `Toko Uji ${Date.now() % 100000}`;
  await page.getByRole('button', { name: '+ Tambah Pelanggan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Pelanggan' });
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Nama pelanggan' })).toHaveAccessibleDescription('Nama pelanggan wajib.');
  await dialog.getByRole('textbox', { name: 'Nama pelanggan' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Telepon / WhatsApp' }).fill('0812-7777-1234');
  await dialog.getByRole('textbox', { name: 'Alamat' }).fill('Jl. Uji 1');
  await expectAccessible(page, '/customers (dialog tambah)');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Pelanggan ditambahkan.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  // the server normalised 0812-7777-1234 to 6281277771234
  await expect(row.getByRole('link', { name: '6281277771234' })).toHaveAttribute('href', 'https://wa.me/6281277771234');
  await expect(row).toContainText('Aktif');
  await expectAccessible(page, '/customers');
  await shoot(page, 'customers', [1366, 800]);
});

test('admin takes a pre-order, sees it in the day and the schedule, and cancels it after the confirmation', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/pemesanan-telur');
  await expect(page.getByRole('heading', { level: 1, name: 'Pemesanan Telur' })).toBeVisible();
  await page.getByRole('button', { name: '+ Tambah Pesanan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Pesanan' });
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog.getByRole('combobox', { name: /Pelanggan/ })).toHaveAccessibleDescription('Pilih pelanggan.');
  await dialog.getByRole('combobox', { name: /Pelanggan/ }).click();
  await page.getByRole('option', { name: 'Warung Bu Sri' }).click();
  await dialog.getByRole('button', { name: 'Saran Qty A' }).click();
  await expect(dialog.getByText(/Rata-rata grade A/)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Qty B (kg)' }).fill('12,5');
  await dialog.getByRole('textbox', { name: 'Catatan' }).fill('Pesanan uji e2e');
  await expectAccessible(page, '/pemesanan-telur (dialog tambah)');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Pesanan tersimpan.')).toBeVisible();

  // picked up tomorrow (the default): in the upcoming schedule
  const schedule = page.getByRole('region', { name: 'Jadwal mendatang' });
  const row = schedule.getByRole('row').filter({ hasText: 'Pesanan uji e2e' });
  await expect(row).toContainText('Warung Bu Sri');
  await expect(row).toContainText('12,50');
  await expect(row).toContainText('Dikonfirmasi');
  await expectAccessible(page, '/pemesanan-telur');
  await shoot(page, 'pemesanan-telur', [1366, 800]);

  await row.getByRole('button', { name: /^Batalkan pesanan Warung Bu Sri/ }).click();
  await expect(page.getByText('Batalkan/hapus pesanan ini?')).toBeVisible();
  await page.getByRole('button', { name: 'Batalkan pesanan', exact: true }).click();
  await expect(page.getByText('Pesanan dibatalkan.')).toBeVisible();
  await expect(row).toContainText('Dibatalkan');
  await expect(row.getByRole('button', { name: /^Edit pesanan/ })).toBeDisabled();
  await expect(row.getByRole('button', { name: /^Eksekusi pesanan/ })).toBeDisabled();
  await expect(row.getByRole('button', { name: /^Batalkan pesanan/ })).toHaveCount(0);
  await expect(row.locator('[data-field="customer_name"]')).toHaveCSS('text-decoration-line', 'line-through');
});

test('a reseller sees only their own sales (Detail only); the admin sees every customer with the filter', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/transaksi-reseller');
  await expect(page.getByRole('heading', { level: 1, name: 'Transaksi Reseller' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /Pelanggan/ })).toBeVisible();
  const grid = page.getByRole('table');
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await expect(grid.locator('td[data-field="customer"]').first()).toBeVisible();
  const customers = new Set(await grid.locator('td[data-field="customer"]').allTextContents());
  expect(customers.size).toBeGreaterThan(1);
  await expect(page.getByRole('region', { name: 'Ringkasan total' })).toContainText('Rp');
  await expectAccessible(page, '/transaksi-reseller (admin)');
  await shoot(page, 'transaksi-reseller-admin', [1366, 800]);

  await logoutFromBar(page);
  await loginAs(page, 'reseller');
  await page.goto('/transaksi-reseller');
  await expect(page.getByRole('heading', { level: 1, name: 'Transaksi Reseller' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /Pelanggan/ })).toHaveCount(0);
  // The reseller's own rows, not the loading row before them.
  await expect(grid.locator('td[data-field="customer"]').first()).toBeVisible();
  const own = new Set(await grid.locator('td[data-field="customer"]').allTextContents());
  expect([...own]).toEqual(['Reseller Sukamaju']);
  await expect(page.getByRole('button', { name: /^(Terima|Edit|Hapus) / })).toHaveCount(0);
  await page.getByRole('button', { name: /^Detail / }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('table', { name: 'Baris penjualan' })).toBeVisible();
  await expectAccessible(page, '/transaksi-reseller (reseller, detail)');
  await dialog.getByRole('button', { name: 'Tutup' }).click();
  await shoot(page, 'transaksi-reseller-reseller', [1366, 800]);
});

test('a pre-order executed in two parts becomes a sale each time and ends Selesai', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/pemesanan-telur');
  await page.getByRole('button', { name: '+ Tambah Pesanan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Pesanan' });
  await dialog.getByRole('combobox', { name: /Pelanggan/ }).click();
  await page.getByRole('option', { name: 'Toko Roti Enak' }).click();
  await dialog.getByRole('textbox', { name: 'Qty A (kg)' }).fill('2');
  await dialog.getByRole('textbox', { name: 'Catatan' }).fill('Eksekusi dua kali');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('region', { name: 'Jadwal mendatang' }).getByRole('row').filter({ hasText: 'Eksekusi dua kali' });
  await expect(row).toContainText('Dikonfirmasi');

  // first part: 1,5 of the 2 kg at Rp 28.000/kg
  await row.getByRole('button', { name: /^Eksekusi pesanan/ }).click();
  let execute = page.getByRole('dialog', { name: /Eksekusi Penjualan/ });
  await expect(execute.getByRole('table', { name: 'Stok per grade' })).toContainText(',');
  await expect(execute.getByRole('textbox', { name: 'Qty A (kg)' })).toHaveValue('2');
  await execute.getByRole('textbox', { name: 'Qty A (kg)' }).fill('1,5');
  // The customer's last price of A (the demo's sales) is filled in, editable; emptied, the sale is refused.
  const priceA = execute.getByRole('textbox', { name: 'Harga A (Rp/kg)' });
  await expect(priceA).toHaveAccessibleDescription(/^Harga terakhir \d{2}\/\d{2}\/\d{4}$/);
  await expect(priceA).not.toHaveValue('');
  await priceA.fill('');
  await execute.getByRole('button', { name: 'Simpan Penjualan' }).click();
  await expect(priceA).toHaveAccessibleDescription('Qty/harga belum valid atau melebihi stok.');
  await execute.getByRole('textbox', { name: 'Harga A (Rp/kg)' }).fill('28000');
  await expectAccessible(page, '/pemesanan-telur (dialog eksekusi)');
  await page.setViewportSize({ width: 800, height: 1280 });
  await page.screenshot({ path: `${ARTIFACTS}pemesanan-telur-eksekusi-800.png` });
  await page.setViewportSize({ width: 1366, height: 900 });
  await execute.getByRole('button', { name: 'Simpan Penjualan' }).click();
  await expect(execute).toBeHidden();
  await expect(page.getByText('Penjualan tersimpan.')).toBeVisible();
  await expect(row).toContainText('2,00 (sisa 0,50)');
  await expect(row).toContainText('Dikonfirmasi');

  // second part: the remaining 0,5 kg
  await row.getByRole('button', { name: /^Eksekusi pesanan/ }).click();
  execute = page.getByRole('dialog', { name: /Eksekusi Penjualan/ });
  await expect(execute.getByRole('textbox', { name: 'Qty A (kg)' })).toHaveValue('0,5');
  await execute.getByRole('textbox', { name: 'Harga A (Rp/kg)' }).fill('28000');
  await execute.getByRole('button', { name: 'Simpan Penjualan' }).click();
  await expect(execute).toBeHidden();
  await expect(row).toContainText('Selesai');
  await expect(row.getByRole('button', { name: /^Eksekusi pesanan/ })).toBeDisabled();
});
