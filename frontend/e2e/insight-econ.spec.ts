import { expect, test, type Locator } from '@playwright/test';
import { ARTIFACTS, idNumber, loginAs } from './helpers';

test('Ekonomi Pakan of the demo farm: a chart and a table per month whose total feed cost is the sum of its rows', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, 'admin');
  await page.goto('/menu');
  await page.getByRole('link', { name: /Ekonomi Pakan/ }).click();
  await expect(page).toHaveURL(/\/insight\/ekonomi$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ekonomi Pakan' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Ekonomi pakan per periode' });
  await expect(table.getByRole('row', { name: /^Total/ })).toBeVisible();

  await page.getByRole('combobox', { name: 'Kelompokkan' }).click();
  await page.getByRole('option', { name: 'Bulanan' }).click();
  // The last 30 days touch one or two months.
  await expect(table.getByRole('row', { name: /^Total/ })).toBeVisible();
  const rows = table.getByRole('row').filter({ hasNotText: 'Total' }).filter({ hasNotText: 'Periode' });
  const count = await rows.count();
  expect(count === 1 || count === 2).toBe(true);
  // Feed cost (the second column) of the rows adds up to the total, in cents.
  const cents = async (row: ReturnType<typeof rows.nth>) => Math.round(idNumber(await row.getByRole('cell').nth(1).textContent()) * 100);
  let sum = 0;
  for (let i = 0; i < count; i++) sum += await cents(rows.nth(i));
  expect(sum).toBeGreaterThan(0);
  expect(sum).toBe(await cents(table.getByRole('row', { name: /^Total/ })));
  await expect(page.getByRole('figure', { name: /Penjualan telur, biaya pakan dan IOFC/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Excel' })).toBeEnabled();
  await page.screenshot({ path: `${ARTIFACTS}insight-ekonomi.png`, fullPage: true });
});

test('Ekonomi Pakan per bagian: the bagian’s feed costs add up to the farm’s feed cost of the same range', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, 'admin');
  await page.goto('/insight/ekonomi');
  const cents = async (row: Locator) => Math.round(idNumber(await row.getByRole('cell').nth(1).textContent()) * 100);
  const farmTotal = page.getByRole('table', { name: 'Ekonomi pakan per periode' }).getByRole('row', { name: /^Total/ });
  await expect(farmTotal).toBeVisible();
  const farmFeedCost = await cents(farmTotal);

  await page.getByRole('combobox', { name: 'Kelompokkan' }).click();
  await page.getByRole('option', { name: 'Per bagian' }).click();
  const table = page.getByRole('table', { name: 'Ekonomi pakan per bagian' });
  await expect(table.getByRole('row', { name: /^Total/ })).toBeVisible();
  await expect(page.getByText(/Penjualan telur tercatat untuk seluruh farm, jadi tidak dibagi per bagian/)).toBeVisible();
  const rows = table.getByRole('row').filter({ hasNotText: 'Total' }).filter({ hasNotText: 'Biaya pakan' });
  const count = await rows.count();
  expect(count).toBeGreaterThan(1);
  let sum = 0;
  for (let i = 0; i < count; i++) sum += await cents(rows.nth(i));
  expect(sum).toBe(await cents(table.getByRole('row', { name: /^Total/ })));
  expect(sum).toBe(farmFeedCost);
  await expect(page.getByRole('button', { name: 'CSV' })).toBeEnabled();
  await page.screenshot({ path: `${ARTIFACTS}insight-ekonomi-bagian.png`, fullPage: true });
});

test('the dashboard offers yesterday’s summary to send on WhatsApp', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/dashboard');
  const summary = page.getByRole('region', { name: 'Ringkasan kemarin untuk dikirim' });
  await expect(summary).toContainText('Populasi:');
  const href = await summary.getByRole('link', { name: 'Kirim via WhatsApp' }).getAttribute('href');
  expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/);
  expect(decodeURIComponent(href!.split('?text=')[1])).toContain('Ringkasan Kandang Sukamaju');
  // The demo farm has its structure, birds, customers and abk but no opening balances: the
  // checklist shows the one step left, beside the day's figures (the farm has birds).
  const checklist = page.getByRole('region', { name: 'Mulai dari sini' });
  await expect(checklist).toContainText('4 dari 5 langkah selesai');
  // Steps after what they need: struktur, ayam, pelanggan, then saldo awal (its receivables name customers), pengguna.
  await expect(checklist.getByRole('link', { name: /4\. Saldo awal/ })).toHaveAttribute('href', '/saldo-awal');
  await expect(page.getByLabel('Ringkasan hari ini')).toBeVisible();
  await summary.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${ARTIFACTS}insight-ringkasan.png`, fullPage: true });
});
