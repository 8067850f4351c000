import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, farmDate, idNumber, loginAs, typeDay } from './helpers';

const CARDS = [
  'Populasi',
  'Kematian hari ini',
  'Pakan hari ini',
  'Konsumsi pakan',
  'Jumlah telur',
  'Berat telur',
  'FCR',
  'Produksi',
  'Stok pakan',
  'Estimasi pakan habis',
];

const cardValue = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true }).getByTestId('card-value');

const isoDaysAgo = (n: number) => farmDate(-n);

test('admin sees the ten cards and four charts of the demo farm, and a unit change updates the cards', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Ringkasan Kandang Hari Ini' })).toBeVisible();
  for (const label of CARDS) {
    await expect(cardValue(page, label)).not.toHaveText('-');
    await expect(cardValue(page, label)).not.toHaveText('');
  }
  await expect(cardValue(page, 'Stok pakan')).toHaveText(/^\d[\d.]* karung \+ [\d.,]+ kg$/);
  await expect(cardValue(page, 'Estimasi pakan habis')).toHaveText(/^\d+ hari$/);
  // Ten rows of the last 10 days, then four charts each drawing lines.
  await expect(page.getByRole('table', { name: 'Ringkasan per hari' }).getByRole('row')).toHaveCount(11);
  // The charts load when their place scrolls into view (the farm insight panels may push it below the fold).
  await page.getByLabel('Grafik', { exact: true }).scrollIntoViewIfNeeded();
  const charts = page.getByRole('figure');
  await expect(charts).toHaveCount(4);
  for (let i = 0; i < 4; i++) await expect(charts.nth(i).locator('path[class*="MuiLineChart-line"]').last()).toBeVisible();
  await expect(page.getByText(/Pita standar: Standar Hy-Line W-80 Plus/).first()).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}dashboard.png`, fullPage: true });

  // Start from kg and g/ekor (a previous run may have left other units), then switch to g and kg/ekor.
  await setUnits(page, 'kg', 'g/ekor');
  const feedKg = await cardValue(page, 'Pakan hari ini').textContent();
  expect(feedKg).toMatch(/ kg$/);
  await setUnits(page, 'g', 'kg/ekor');
  // kg → g: e.g. '2.594,100 kg' becomes '2.594.100 g'.
  const grams = Math.round(idNumber(feedKg) * 1000);
  await expect(cardValue(page, 'Pakan hari ini')).toHaveText(`${grams.toLocaleString('id-ID')} g`);
  await expect(cardValue(page, 'Konsumsi pakan')).toHaveText(/ kg\/ekor$/);
  await page.reload();
  await expect(cardValue(page, 'Pakan hari ini')).toHaveText(/ g$/);
  await page.screenshot({ path: `${ARTIFACTS}dashboard-units.png`, fullPage: true });
  await setUnits(page, 'kg', 'g/ekor');
  await expect(cardValue(page, 'Pakan hari ini')).toHaveText(/ kg$/);
});

/** Chooses the feed and feed-intake units in the gear modal and saves. */
async function setUnits(page: Page, pakan: string, fi: string) {
  await page.getByRole('button', { name: 'Pengaturan satuan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pengaturan Satuan' });
  await dialog.getByRole('combobox', { name: 'Pakan', exact: true }).click();
  await page.getByRole('option', { name: pakan, exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Konsumsi pakan' }).click();
  await page.getByRole('option', { name: fi, exact: true }).click();
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toBeHidden();
}

for (const report of [
  { path: '/laporanpakan', title: 'Laporan Pakan', columns: 8, file: /^laporan-pakan_.*\.csv$/, shot: 'laporan-pakan.png' },
  { path: '/laporanproduksi', title: 'Laporan Produksi', columns: 13, file: /^laporan-produksi_.*\.csv$/, shot: 'laporan-produksi.png' },
]) {
  test(`admin opens ${report.title} for the last 30 days and downloads the CSV`, async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto(report.path);
    await expect(page.getByRole('heading', { name: report.title })).toBeVisible();
    const from = isoDaysAgo(29);
    await typeDay(page, 'Tanggal mulai', from);
    await page.getByRole('button', { name: 'Tampilkan' }).click();
    const [d, m, y] = [from.slice(8, 10), from.slice(5, 7), from.slice(0, 4)];
    await expect(page.getByRole('cell', { name: `${d}/${m}/${y}` }).first()).toBeVisible();
    await expect(page.getByLabel('Total')).toBeVisible();
    await page.screenshot({ path: `${ARTIFACTS}${report.shot}`, fullPage: true });
    // The table shows one page; its footer counts every row of the 30 days ('1–25 dari N').
    const footer = await page.locator('.MuiTablePagination-displayedRows').innerText();
    const total = idNumber(/(\d[\d.]*)\s*$/.exec(footer)![1]);
    expect(total).toBeGreaterThan(25);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(report.file);
    const text = readFileSync(await download.path(), 'utf8').replace(/^\ufeff/, '');
    const lines = text.trim().split('\r\n');
    expect(lines[0].split(',')).toHaveLength(report.columns);
    // Every row of the range, not only the page on screen.
    expect(lines.length - 1).toBe(total);
    expect(lines[1].startsWith(from)).toBe(true);
  });
}
