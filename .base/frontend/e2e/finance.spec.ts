import { expect, test, type Locator, type Page } from '@playwright/test';
import { ARTIFACTS, idNumber, loginAs, rupiahCard as card } from './helpers';

/** Picks `option` in the MUI select named `label` inside `scope`. */
async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Debit and credit of the class card `n` on /transaksikeuangan. */
async function classCard(page: Page, n: number): Promise<{ debit: number; credit: number }> {
  const button = page.getByRole('button', { name: new RegExp(`^${n} .*: rincian$`) });
  await expect(button.getByTestId('card-debit')).toHaveText(/^Rp/);
  return { debit: idNumber(await button.getByTestId('card-debit').textContent()), credit: idNumber(await button.getByTestId('card-credit').textContent()) };
}

test('a quick expense posts, balances and shows in the list; a class card opens its donut', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/transaksikeuangan');
  await expect(page.getByRole('heading', { level: 1, name: 'Transaksi Keuangan' })).toBeVisible();
  const before = await classCard(page, 6);

  await page.getByRole('button', { name: 'Transaksi Baru' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transaksi Baru' });
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Nominal (Rp)' })).toHaveAccessibleDescription('Nominal belum diisi');
  await dialog.getByRole('textbox', { name: 'Nominal (Rp)' }).fill('125000');
  await choose(page, dialog, 'Akun biaya', '6-100 · Beban Operasional');
  await expect(dialog.getByRole('combobox', { name: 'Akun kas' })).toHaveText('1-100 · Kas');
  await dialog.getByRole('textbox', { name: 'Memo' }).fill('Uji pengeluaran cepat e2e');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Jurnal JU-\d{4}-\d{4} disimpan\.$/)).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: 'Uji pengeluaran cepat e2e' });
  await expect(row).toContainText('Seimbang');
  await expect(row).toContainText('Rp 125.000');
  // Class 6 gets the debit: + 125.000; its credit is unchanged.
  await expect.poll(async () => (await classCard(page, 6)).debit).toBe(before.debit + 125000);
  expect((await classCard(page, 6)).credit).toBe(before.credit);

  // The detail: Beban Operasional debited, Kas credited.
  await row.click();
  const detail = page.getByRole('dialog', { name: /^Jurnal JU-/ });
  await expect(detail.getByRole('row').filter({ hasText: '6-100' })).toContainText('Beban Operasional');
  await expect(detail.getByRole('row').filter({ hasText: '1-100' })).toContainText('Kas');
  await expect(detail.getByRole('row').filter({ hasText: 'Total' })).toContainText('Rp 125.000');
  await expect(detail.getByRole('button', { name: 'Buat jurnal balik' })).toBeVisible();
  await detail.getByRole('button', { name: 'Tutup' }).click();

  await page.getByRole('button', { name: /^6 .*: rincian$/ }).click();
  const breakdown = page.getByRole('dialog', { name: /^Rincian 6/ });
  await expect(breakdown.getByTestId('donut').locator('svg path').first()).toBeVisible();
  await expect(breakdown.getByRole('table', { name: 'Legenda per akun' })).toContainText('6-100 · Beban Operasional');
  await page.screenshot({ path: `${ARTIFACTS}finance-donut.png` });
  await breakdown.getByRole('button', { name: 'Tutup' }).click();
  await page.screenshot({ path: `${ARTIFACTS}finance.png`, fullPage: true });
});

test('a general journal: a debit clears the credit, an unbalanced journal is refused, a balanced one posts', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/transaksikeuangan');
  await page.getByRole('button', { name: 'Transaksi Baru' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transaksi Baru' });
  await dialog.getByRole('tab', { name: 'Umum' }).click();
  const line1 = dialog.getByRole('group', { name: 'Baris 1' });
  const line2 = dialog.getByRole('group', { name: 'Baris 2' });
  await choose(page, line1, 'Akun', '6-500 · Beban Listrik dan Air');
  await line1.getByRole('textbox', { name: 'Kredit' }).fill('100');
  await line1.getByRole('textbox', { name: 'Debit' }).fill('50000');
  await expect(line1.getByRole('textbox', { name: 'Kredit' })).toHaveValue('');
  await choose(page, line2, 'Akun', '1-100 · Kas');
  await line2.getByRole('textbox', { name: 'Kredit' }).fill('40000');
  await expect(dialog.getByRole('status', { name: 'Keseimbangan' })).toContainText('Selisih: Rp 10.000');
  await expect(dialog.getByRole('status', { name: 'Keseimbangan' })).toContainText('Tidak seimbang');
  // Two lines are always kept.
  await expect(line2.getByRole('button', { name: 'Hapus baris 2' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Jurnal belum seimbang / baris belum valid');

  await line2.getByRole('textbox', { name: 'Kredit' }).fill('50000');
  await expect(dialog.getByRole('status', { name: 'Keseimbangan' })).toContainText('Seimbang');
  await dialog.getByRole('textbox', { name: 'Memo' }).fill('Listrik uji e2e');
  await dialog.getByRole('textbox', { name: 'Pihak' }).fill('PLN');
  await page.screenshot({ path: `${ARTIFACTS}finance-general.png` });
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: 'Listrik uji e2e' });
  await expect(row).toContainText('Seimbang');
  await expect(row).toContainText('Rp 50.000');

  // Reverse it: a RV journal with the sides swapped appears.
  await row.click();
  const detail = page.getByRole('dialog', { name: /^Jurnal JU-/ });
  await detail.getByRole('button', { name: 'Buat jurnal balik' }).click();
  await page.getByRole('dialog', { name: 'Buat jurnal balik' }).getByRole('button', { name: 'Buat jurnal balik' }).click();
  await expect(detail.getByText(/sudah dibalik oleh RV-/)).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Buat jurnal balik' })).toBeHidden();
  await detail.getByRole('button', { name: 'Tutup' }).click();
  await expect(page.getByRole('row').filter({ hasText: /Pembalik JU-/ }).first()).toContainText('Seimbang');
});

test('a feed purchase on /transaksipakan-akuntansi shows in the books and in the Kas balance of the laba rugi', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/laba-rugi');
  await expect(page.getByRole('heading', { level: 1, name: 'Laporan Laba Rugi' })).toBeVisible();
  const kasBefore = await card(page, 'Kas');
  const incomeBefore = await card(page, 'Pendapatan');
  await page.goto('/transaksikeuangan');
  const class1Before = await classCard(page, 1);

  // Purchase today, paid in cash: 500 kg × Rp 7.000 + Rp 100.000 freight + Rp 25.000 unloading = Rp 3.625.000.
  await page.goto('/transaksipakan-akuntansi');
  await page.getByRole('button', { name: 'Pembelian', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Pembelian Pakan' });
  await dialog.getByRole('textbox', { name: 'Qty (kg)' }).fill('500');
  await dialog.getByRole('textbox', { name: 'Harga/kg (Rp)' }).fill('7000');
  await dialog.getByRole('textbox', { name: 'Ongkir (Rp)' }).fill('100000');
  await dialog.getByRole('textbox', { name: 'Bongkar (Rp)' }).fill('25000');
  await expect(dialog.getByText('Total: Rp 3.625.000')).toBeVisible();
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toBeHidden();

  // The books: a PB journal of Rp 3.625.000 (Persediaan Pakan debit, Kas credit), both class 1. Today's feed
  // usage may be re-costed by the new average (a correction between Persediaan Pakan and Beban Pakan), so
  // class 1 moves by at least the purchase on each side; the Kas balance below moves by exactly the purchase.
  await page.goto('/transaksikeuangan');
  const pb = page.getByRole('row').filter({ hasText: /PB-\d{4}-\d{4}/ }).filter({ hasText: 'Rp 3.625.000' }).first();
  await expect(pb).toContainText('Seimbang');
  const class1 = await classCard(page, 1);
  expect(class1.debit).toBeGreaterThanOrEqual(class1Before.debit + 3625000);
  expect(class1.credit).toBeGreaterThanOrEqual(class1Before.credit + 3625000);
  await pb.click();
  const detail = page.getByRole('dialog', { name: /^Jurnal PB-/ });
  await expect(detail.getByRole('row').filter({ hasText: '1-400' })).toContainText('Rp 3.625.000');
  await expect(detail.getByRole('row').filter({ hasText: '1-100' })).toContainText('Rp 3.625.000');
  await expect(detail.getByRole('button', { name: 'Buat jurnal balik' })).toBeHidden();
  await detail.getByRole('button', { name: 'Tutup' }).click();

  // Laba rugi: Kas falls by the purchase; a purchase is no income.
  await page.goto('/laba-rugi');
  await expect.poll(() => card(page, 'Kas')).toBe(kasBefore - 3625000);
  expect(await card(page, 'Pendapatan')).toBe(incomeBefore);
  await expect(page.getByRole('table', { name: 'Laba rugi per kode akun' })).toContainText('Laba (rugi) bersih');
  await page.screenshot({ path: `${ARTIFACTS}laba-rugi.png`, fullPage: true });
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: `${ARTIFACTS}laba-rugi-print.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });
});

test('kode akun: counts, filters, the required message, a type change clears the parent, and a duplicate code is refused', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/kode-akun');
  await expect(page.getByRole('heading', { level: 1, name: 'Kode Akun' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '1-100' })).toContainText('Kas');
  const expenses = Number(await page.getByRole('group', { name: 'Beban', exact: true }).getByTestId('card-value').textContent());
  expect(expenses).toBeGreaterThanOrEqual(8);

  await page.getByRole('textbox', { name: 'Cari kode atau nama' }).fill('listrik');
  await expect(page.getByRole('row').filter({ hasText: '6-500' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '1-100' })).toBeHidden();
  await page.getByRole('textbox', { name: 'Cari kode atau nama' }).fill('');

  await page.getByRole('button', { name: 'Tambah Akun' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Akun' });
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Kode' })).toHaveAccessibleDescription('Kode, nama, dan tipe wajib diisi');
  await choose(page, dialog, 'Tipe', 'Beban');
  await choose(page, dialog, 'Induk', '6-100 · Beban Operasional');
  await choose(page, dialog, 'Tipe', 'Aset');
  await expect(dialog.getByRole('combobox', { name: 'Induk' })).toHaveText('Tanpa induk');
  await dialog.getByRole('combobox', { name: 'Induk' }).click();
  await expect(page.getByRole('option', { name: '1-100 · Kas' })).toBeVisible();
  await expect(page.getByRole('option', { name: '6-100 · Beban Operasional' })).toBeHidden();
  await page.keyboard.press('Escape');
  await choose(page, dialog, 'Tipe', 'Beban');
  await dialog.getByRole('textbox', { name: 'Kode' }).fill('6-100');
  await dialog.getByRole('textbox', { name: 'Nama' }).fill('Beban Transportasi');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(dialog.getByRole('alert')).not.toHaveText('Kode, nama, dan tipe wajib diisi');
  await expect(dialog.getByRole('textbox', { name: 'Kode' })).not.toHaveAccessibleDescription('Kode, nama, dan tipe wajib diisi');
  await dialog.getByRole('textbox', { name: 'Kode' }).fill('6-710');
  await choose(page, dialog, 'Induk', '6-100 · Beban Operasional');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: '6-710' });
  await expect(row).toContainText('Beban Transportasi');
  await expect(row).toContainText('6-100 · Beban Operasional');
  await expect(page.getByRole('group', { name: 'Beban', exact: true }).getByTestId('card-value')).toHaveText(String(expenses + 1));
  await page.screenshot({ path: `${ARTIFACTS}kode-akun.png`, fullPage: true });
});
