import { expect, test, type Locator } from '@playwright/test';
import { expectAccessible } from './a11y';
import { ARTIFACTS, farmDate, idNumber, loginAs } from './helpers';

/** The figures of a table row, as numbers (the cells after the first `skip`; an empty cell is 0). */
async function figures(row: Locator, skip: number): Promise<number[]> {
  const cells = await row.getByRole('cell').allTextContents();
  return cells.slice(skip).map((t) => (t.trim() === '' ? 0 : idNumber(t)));
}

/** Rupiah in cents from the screen's text ('Rp 1.500,25' → 150025), so the sums stay whole numbers. */
const centsOfText = (text: string | null) => Math.round(idNumber(text) * 100);

test('the demo farm balance sheet balances on screen; the trial balance debits equal its credits', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, 'admin');
  // Reached from the finance screens' tabs.
  await page.goto('/transaksikeuangan');
  await page.getByRole('tablist', { name: 'Menu keuangan' }).getByRole('tab', { name: 'Neraca', exact: true }).click();
  await expect(page).toHaveURL(/\/neraca$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Neraca' })).toBeVisible();
  // The day defaults to the farm's today.
  const [y, m, d] = farmDate().split('-');
  await expect(page.getByRole('textbox', { name: 'Per tanggal', exact: true })).toHaveValue(`${d}/${m}/${y}`);

  const assets = page.getByRole('table', { name: 'Aset' });
  await expect(assets).toBeVisible();
  const totalAssets = centsOfText(await assets.getByRole('row', { name: /^Total Aset/ }).getByRole('cell').last().textContent());
  const equity = page.getByRole('table', { name: 'Ekuitas' });
  const totalLE = centsOfText(await equity.getByRole('row', { name: /^Total Liabilitas \+ Ekuitas/ }).getByRole('cell').last().textContent());
  const totalL = centsOfText(await page.getByRole('table', { name: 'Liabilitas' }).getByRole('row', { name: /^Total Liabilitas/ }).getByRole('cell').last().textContent());
  const totalE = centsOfText(await equity.getByRole('row', { name: /^Total Ekuitas/ }).getByRole('cell').last().textContent());
  // The demo farm has sales, receipts and feed: a non-zero balance sheet where assets = liabilities + equity.
  expect(totalAssets).toBeGreaterThan(0);
  expect(totalAssets).toBe(totalLE);
  expect(totalL + totalE).toBe(totalLE);
  await expect(page.getByRole('status', { name: 'Keseimbangan neraca' })).toContainText('Seimbang');
  // Equity carries the running year's profit as its own line.
  await expect(equity.getByRole('row', { name: /Laba Tahun Berjalan/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Excel' })).toBeEnabled();
  await page.screenshot({ path: `${ARTIFACTS}neraca.png`, fullPage: true });
  await expectAccessible(page, '/neraca', { labelMismatch: true });

  // Neraca Saldo of this year: Σ debit = Σ credit in each pair of columns.
  await page.getByRole('tablist', { name: 'Jenis laporan neraca' }).getByRole('tab', { name: 'Neraca Saldo' }).click();
  const trial = page.getByRole('table', { name: 'Neraca saldo per kode akun' });
  await expect(trial).toBeVisible();
  const total = await figures(trial.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Total', exact: true }) }), 1);
  const [od, oc, dd, dc, cd, cc] = total.map((v) => Math.round(v * 100));
  expect(dd).toBeGreaterThan(0);
  expect([od, dd, cd]).toEqual([oc, dc, cc]);
  // Both reports end today: the closing debit balances hold every asset with a debit balance (and the
  // expenses), so they are at least the balance sheet's total assets.
  expect(cd).toBeGreaterThanOrEqual(totalAssets);
  await expect(page.getByRole('status', { name: 'Keseimbangan neraca saldo' })).toContainText('Seimbang');
  await page.screenshot({ path: `${ARTIFACTS}neraca-saldo.png`, fullPage: true });
  await expectAccessible(page, '/neraca (Neraca Saldo)', { labelMismatch: true });

  // Print: an A4 page with the report only.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('tablist', { name: 'Jenis laporan neraca' })).toBeHidden();
  await expect(trial).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}neraca-saldo-print.png`, fullPage: true });
  // The PDF of the print takes the page size of the print styles: A4 landscape (842 × 595 pt) for the eight columns.
  const pdf = await page.pdf({ path: `${ARTIFACTS}neraca-saldo.pdf`, preferCSSPageSize: true });
  expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 84[12](\.\d+)? 59[45](\.\d+)?\]/);
  await page.emulateMedia({ media: 'screen' });
});
