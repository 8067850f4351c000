import { expect, test } from '@playwright/test';
import { expectAccessible } from './a11y';
import { apiCall as call, ARTIFACTS, farmDate, idNumber, loginAs } from './helpers';

/** Piutang (issue #20 'Receivables (piutang) per customer') against the demo farm. */

test('admin sells on credit 40 days ago, finds the customer 35 days overdue on /piutang and opens the statement', async ({ page }) => {
  test.setTimeout(180_000);
  await loginAs(page, 'admin');

  // A new customer buys 1 kg on credit 40 days ago, due 5 days later: at today 35 days past due (31–60).
  const name = `Warung Piutang ${Date.now() % 100000}`;
  const customer = await call<{ id: number }>(page, 'POST', '/api/customers', { name, phone: '0812-5555-0101', status: 'active' });
  const saleDay = farmDate(-40);
  const avail = await call<{ available: Record<'a' | 'b' | 'c', number> }>(page, 'GET', `/api/egg-sales/available?date=${saleDay}`);
  const grade = (['a', 'b', 'c'] as Array<'a' | 'b' | 'c'>).sort((x, y) => avail.available[y] - avail.available[x])[0];
  expect(avail.available[grade]).toBeGreaterThanOrEqual(1);
  const sale = await call<{ header: { finance_code: string } }>(page, 'POST', '/api/egg-sales', {
    sale_date: saleDay,
    customer_id: customer.id,
    payment_method: 'piutang',
    due_date: farmDate(-35),
    lines: [{ grade: grade.toUpperCase(), qty_kg: 1, unit_price: 27000 }],
  });
  const code = sale.header.finance_code;

  await page.goto('/menu');
  await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: /Piutang/ }).click();
  await expect(page).toHaveURL(/\/piutang$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Piutang' })).toBeVisible();
  const table = page.getByRole('table', { name: /Piutang per pelanggan/ });
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: `Kartu piutang ${name}` }) });
  // Columns: Pelanggan, Belum jatuh tempo, 1–30, 31–60, 61–90, > 90, Total.
  await expect(row.getByRole('cell')).toHaveText([new RegExp(name), '-', '-', 'Rp 27.000', '-', '-', 'Rp 27.000']);

  // The footer is the sum of the rows, and the Total piutang card equals it.
  const cells = async (r: ReturnType<typeof table.getByRole>) => (await r.getByRole('cell').allTextContents()).map((t) => (t === '-' ? 0 : idNumber(t)));
  const body = table.locator('tbody tr');
  const sums = [0, 0, 0, 0, 0, 0];
  for (let i = 0; i < (await body.count()); i++) (await cells(body.nth(i))).slice(1).forEach((v, k) => (sums[k] += v));
  const footer = await cells(table.locator('tfoot tr'));
  expect(footer.slice(1)).toEqual(sums);
  expect(idNumber(await page.getByRole('group', { name: 'Total piutang' }).getByTestId('card-value').textContent())).toBe(sums[5]);
  await page.screenshot({ path: `${ARTIFACTS}receivables-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 800, height: 1280 });
  await page.screenshot({ path: `${ARTIFACTS}receivables-800.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await expectAccessible(page, '/piutang', { labelMismatch: true });

  // The statement: the sale on its day, balance Rp 27.000, the open nota 35 days late, WhatsApp with the total.
  await row.getByRole('link', { name: `Kartu piutang ${name}` }).click();
  await expect(page).toHaveURL(/\/piutang\/\d+$/);
  const sheet = page.getByRole('article', { name: `Kartu piutang ${name}` });
  const lines = sheet.getByRole('table', { name: 'Mutasi piutang' });
  await expect(lines.getByRole('row').filter({ hasText: code })).toContainText('Penjualan');
  await expect(lines.locator('tfoot')).toContainText('Rp 27.000');
  await expect(sheet.getByRole('table', { name: 'Nota belum lunas' }).getByRole('row').filter({ hasText: code })).toContainText('35 hari');
  const wa = page.getByRole('link', { name: 'Kirim via WhatsApp' });
  await expect(wa).toHaveAttribute('href', /^https:\/\/wa\.me\/6281255550101\?text=/);
  expect(decodeURIComponent((await wa.getAttribute('href'))!.split('?text=')[1])).toContain('*Total sisa piutang: Rp 27.000*');
  await page.screenshot({ path: `${ARTIFACTS}receivables-statement-1366.png`, fullPage: true });
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: `${ARTIFACTS}receivables-statement-print.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await expectAccessible(page, '/piutang/:customerId', { labelMismatch: true });
});
