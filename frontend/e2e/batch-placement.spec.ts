import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { apiCall, ARTIFACTS, idNumber, loginAs } from './helpers';

/** A new jalur with one empty bagian, made through the API (names sort before the demo's 'Jalur …'). */
async function emptyBagian(page: Page, jalur: string): Promise<void> {
  const tree = await apiCall<Array<{ nama: string; plants: Array<{ id: number; nama: string }> }>>(page, 'GET', '/api/coop/structure');
  const plant = tree.find((l) => l.nama === 'Farm Sukamaju')!.plants.find((p) => p.nama === 'Plant 1')!;
  const created = await apiCall<{ id: number }>(page, 'POST', '/api/coop/jalur', { jalur, plant_id: plant.id });
  await apiCall(page, 'POST', '/api/coop/bagian', { bagian: 'Kanan', jalur_id: created.id });
}

/** Counts the clicks of a flow (what a user taps; typing is not counted). */
function clickCounter() {
  const counter = {
    n: 0,
    click: async (target: Locator) => {
      counter.n += 1;
      await target.click();
    },
  };
  return counter;
}

const populationOf = (page: Page, lokasi: string) =>
  page.getByRole('table', { name: 'Tabel populasi' }).getByRole('row').filter({ has: page.getByRole('cell', { name: lokasi, exact: true }) });

test('a new bagian: 6 tingkat in one step, birds in all 6 with one form, population on Ayam Info', async ({ page }) => {
  const jalur = `Blok Uji ${Date.now().toString().slice(-5)}`;
  await loginAs(page, 'admin');
  await emptyBagian(page, jalur);

  // Struktur Kandang: Tambah N tingkat, 6 in the new bagian.
  await page.goto('/struktur-kandang');
  await expect(page.getByRole('heading', { level: 1, name: 'Struktur Kandang' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Lokasi' }).click();
  await page.getByRole('option', { name: 'Farm Sukamaju', exact: true }).click();
  await page.getByRole('combobox', { name: 'Plant' }).click();
  await page.getByRole('option', { name: 'Plant 1', exact: true }).click();
  await page.getByRole('button', { name: 'Tambah N tingkat' }).click();
  let dialog = page.getByRole('dialog', { name: 'Tambah N tingkat' });
  await dialog.getByRole('combobox', { name: 'Bagian' }).click();
  await page.getByRole('option', { name: `${jalur} / Kanan (0 tingkat)`, exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Jumlah tingkat' }).fill('6');
  await expectAccessible(page, 'tambah-n-tingkat', { include: ['[role="dialog"]'] });
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('6 tingkat berhasil ditambahkan (T1–T6).')).toBeVisible();
  const bagian = page.getByRole('region', { name: jalur }).getByRole('listitem', { name: 'Bagian Kanan' });
  for (const t of ['T1', 'T6']) await expect(bagian.getByRole('button', { name: t, exact: true })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${ARTIFACTS}batch-struktur-phone.png` });
  await page.setViewportSize({ width: 1366, height: 900 });

  // Ayam Info: one form places 5,000 birds in each of the 6 (T4 edited to 4,500).
  await page.goto('/ayaminfo');
  await expect(page.getByRole('heading', { level: 1, name: 'Ayam Info' })).toBeVisible();
  const counter = clickCounter();
  await counter.click(page.getByRole('button', { name: 'Masukkan ayam (banyak tingkat)' }));
  dialog = page.getByRole('dialog', { name: 'Masukkan ayam (banyak tingkat)' });
  await counter.click(dialog.getByRole('combobox', { name: 'Jalur / bagian' }));
  await counter.click(page.getByRole('option', { name: `${jalur} / Kanan`, exact: true }));
  await dialog.getByRole('textbox', { name: 'Ayam per tingkat' }).fill('5000');
  await dialog.getByRole('textbox', { name: `Jumlah ${jalur} / Kanan / T4` }).fill('4500');
  await dialog.getByRole('textbox', { name: /Usia datang/ }).fill('16');
  // 5 × 5,000 + 4,500 = 29,500.
  await expect(dialog.getByText('Total: 29.500 ekor di 6 tingkat')).toBeVisible();
  await expectAccessible(page, 'masukkan-ayam-banyak-tingkat', { include: ['[role="dialog"]'] });
  for (const [width, height, name] of [
    [1366, 900, 'desktop'],
    [800, 1280, 'tablet'],
    [390, 844, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${ARTIFACTS}batch-placement-${name}.png` });
  }
  await counter.click(dialog.getByRole('button', { name: 'Simpan' }));
  await expect(dialog).toBeHidden();
  await expect(page.getByText('6 tingkat diisi, total 29.500 ekor.')).toBeVisible();
  // Four taps: open, the place, its option, Simpan.
  expect(counter.n).toBeLessThanOrEqual(8);
  expect(counter.n).toBe(4);

  await page.setViewportSize({ width: 1366, height: 900 });
  for (const [t, birds] of [
    ['T1', 5000],
    ['T4', 4500],
    ['T6', 5000],
  ] as const) {
    const row = populationOf(page, `${jalur} / Kanan / ${t}`);
    await expect(row).toBeVisible();
    expect(idNumber(await row.getByRole('cell').nth(1).textContent())).toBe(birds);
  }
  await page.screenshot({ path: `${ARTIFACTS}batch-placement-ayaminfo.png`, fullPage: true });
});
