import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { apiCall, ARTIFACTS, expectToast, farmDate, loginAs } from './helpers';

/**
 * Pengobatan & Telur Tertahan (issue #38): the admin records a treatment of a bagian with an OVK
 * item; the treatments list and the sales screen show the bagian's eggs held until the last day.
 * The treated bagian is a new one without birds or eggs (a quarantine pen), so the hold leaves the
 * demo farm's egg stock, and so the other specs' sales, as they were.
 */

async function shoot(page: Page, name: string) {
  for (const [width, height] of [[800, 1280], [390, 844]]) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${ARTIFACTS}${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

const dmy = (iso: string) => iso.split('-').reverse().join('/');

test('the admin starts a treatment and the sales screen shows the hold', async ({ page }) => {
  await loginAs(page, 'admin');
  const today = farmDate();
  const name = `Doksisiklin ${Date.now() % 100000}`;
  const item = await apiCall<{ id: number }>(page, 'POST', '/api/stock-items', { name, kind: 'ovk', unit: 'botol', withdrawal_days: 0 });
  await apiCall(page, 'POST', '/api/feed-txns/buy', { item_id: item.id, trx_date: today, qty_kg: 10, price_per_kg: 20000, method: 'cash' });
  const bagian = await apiCall<Array<{ bagian_id: number; jalur_id: number; jalur: string }>>(page, 'GET', '/api/bagian-lokasi');
  const pen = `Karantina ${Date.now() % 100000}`;
  await apiCall(page, 'POST', '/api/coop/bagian', { bagian: pen, jalur_id: bagian[0].jalur_id });
  const target = `${bagian[0].jalur} / ${pen}`;

  await page.goto('/kesehatan/pengobatan');
  await expect(page.getByRole('heading', { level: 1, name: 'Pengobatan & Telur Tertahan' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Kematian per penyebab (12 minggu)' })).toBeVisible();
  await page.getByRole('button', { name: '+ Catat Pengobatan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Catat Pengobatan' });
  await dialog.getByRole('combobox', { name: 'Bagian' }).click();
  await page.getByRole('option', { name: target, exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Obat (OVK)' }).click();
  await page.getByRole('option', { name }).click();
  await dialog.getByRole('textbox', { name: 'Dosis total (botol)' }).fill('2');
  await dialog.getByRole('textbox', { name: 'Alasan (diagnosa/gejala)' }).fill('CRD: ngorok');
  // Today + 0 days of the label: held until today.
  await expect(dialog).toContainText(`Telur tertahan sampai ${dmy(today)} (label: 0 hari)`);
  await expectAccessible(page, '/kesehatan/pengobatan (dialog)');
  await expectToast(page, 'Pengobatan dicatat; telur bagian ini tertahan.', () => dialog.getByRole('button', { name: 'Simpan' }).click());

  // The list: the bagian, the item and dose, the hold; 2 botol × 20.000 = 40.000 to Beban OVK.
  const row = page.getByRole('table', { name: 'Daftar pengobatan' }).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(target);
  await expect(row).toContainText(`${name} · 2 botol`);
  await expect(row).toContainText(`Tertahan sampai ${dmy(today)}`);
  await expect(row).toContainText('40.000');
  const notice = page.getByRole('status', { name: 'Telur tertahan' });
  await expect(notice).toContainText(`${target} sampai ${dmy(today)}`);
  await expectAccessible(page, '/kesehatan/pengobatan');
  await shoot(page, 'treatments');

  // The sales screen of today names the held bagian and the day.
  await page.goto('/penjualantelur');
  const held = page.getByRole('status', { name: 'Telur tertahan' });
  await expect(held).toContainText(`${target} sampai ${dmy(today)} (${name})`);
  await expect(held).toContainText('tidak dapat dijual');
  await expectAccessible(page, '/penjualantelur (telur tertahan)');
  await shoot(page, 'treatments-sales');
});
