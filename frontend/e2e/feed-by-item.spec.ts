import { expect, test } from '@playwright/test';
import { expectAccessible } from './a11y';
import { apiCall, ARTIFACTS, expectToast, farmDate, idNumber, loginAs } from './helpers';

/** Feeding by item (issue #37): a jalur eats another stock item from a date; its usage takes that item's stock down. */

type Label = { jalur_id: number; jalur: string; item_name: string; tingkat_ids: number[] };
type Row = { tingkat_id: number; lokasi: string; pakan_pagi: number };
type Stock = { item_id: number; name: string; qty: string };

test('the admin assigns an item to a jalur from today, enters the day on the tablet and the item’s stock falls', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, 'admin');
  const today = farmDate(0);
  // A bought feed with 1,000 kg in stock at Rp 7.500/kg.
  const name = `Layer Uji ${Date.now() % 100000}`;
  const item = await apiCall<{ id: number }>(page, 'POST', '/api/stock-items', { name, kind: 'pakan_jadi', unit: 'kg' });
  await apiCall(page, 'POST', '/api/feed-txns/buy', { item_id: item.id, trx_date: today, qty_kg: 1000, price_per_kg: 7500 });
  const qtyOf = async () => Number((await apiCall<Stock[]>(page, 'GET', `/api/stock-items/stock?asof=${today}`)).find((s) => s.item_id === item.id)!.qty);
  expect(await qtyOf()).toBe(1000);

  // The last jalur of the demo farm (the other screens' tests use the first).
  const labels = await apiCall<Label[]>(page, 'GET', `/api/transaksi-pakan/items?tanggal=${today}`);
  const jalur = labels.at(-1)!;
  const rows = await apiCall<Row[]>(page, 'GET', `/api/transaksi-pakan?tanggal=${today}`);
  const first = rows.find((r) => r.tingkat_id === jalur.tingkat_ids[0])!;

  await page.setViewportSize({ width: 800, height: 1280 });
  await page.goto('/transaksipakan');
  await expect(page.getByLabel(`Pakan ${jalur.jalur}: ${jalur.item_name}`)).toBeVisible();
  await page.getByRole('button', { name: `Ganti pakan ${jalur.jalur}` }).click();
  const dialog = page.getByRole('dialog', { name: `Ganti pakan jalur: ${jalur.jalur}` });
  await dialog.getByRole('combobox', { name: /Barang pakan/ }).click();
  await page.getByRole('option', { name, exact: true }).click();
  await expectAccessible(page, '/transaksipakan (dialog ganti pakan)');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${ARTIFACTS}feed-by-item-dialog-390.png` });
  await page.setViewportSize({ width: 800, height: 1280 });
  await expectToast(page, `${jalur.jalur} memakai ${name} mulai`, () => dialog.getByRole('button', { name: 'Simpan' }).click(), false);
  await expect(page.getByLabel(`Pakan ${jalur.jalur}: ${name}`)).toBeVisible();

  // What the jalur already ate today now comes out of the item; then 12,5 kg more in the morning of its first tingkat.
  const before = await qtyOf();
  const pagi = page.getByRole('textbox', { name: `Pakan pagi ${first.lokasi}` });
  await pagi.fill(String(first.pakan_pagi + 12.5).replace('.', ','));
  await expectToast(page, '✅ Data berhasil disimpan!', () => page.getByRole('button', { name: 'Simpan' }).click());
  await expect.poll(qtyOf).toBeCloseTo(before - 12.5, 3);
  await expectAccessible(page, '/transaksipakan (pakan per jalur)');
  for (const [width, height] of [[1366, 900], [800, 1280], [390, 844]]) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${ARTIFACTS}feed-by-item-${width}.png`, fullPage: true });
  }

  // The stock screen shows the item's stock after the day's usage.
  await page.setViewportSize({ width: 800, height: 1280 });
  await page.goto('/stok-barang');
  const row = page.getByRole('table', { name: 'Stok per barang' }).getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  expect(idNumber(await row.getByRole('cell').nth(1).textContent())).toBeCloseTo(before - 12.5, 3);

  // The feed report of the last days splits the feed per item: the new item is there with its cost.
  await page.goto('/laporanpakan');
  const split = page.getByRole('table', { name: 'Pakan per barang' });
  await expect(split.getByRole('row').filter({ hasText: name })).toContainText('Rp');
  await expectAccessible(page, '/laporanpakan (pakan per barang)');
  await page.screenshot({ path: `${ARTIFACTS}feed-by-item-report-800.png`, fullPage: true });

  // Ekonomi Pakan grouped per feed item.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/insight/ekonomi');
  await page.getByRole('combobox', { name: 'Kelompokkan' }).click();
  await page.getByRole('option', { name: 'Per barang pakan' }).click();
  await expect(page.getByRole('table', { name: 'Pakan per barang' }).getByRole('row').filter({ hasText: name })).toContainText('Rp 7.500');
  for (const [width, height] of [[1366, 900], [390, 844]]) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${ARTIFACTS}feed-by-item-economics-${width}.png`, fullPage: true });
  }
});
