import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { apiCall, ARTIFACTS, expectToast, farmDate, loginAs, typeDay } from './helpers';

/**
 * Flock health (issue #38): a program row due today for a demo flock appears in the abk's Tugas Saya
 * (and on the dashboard) as a derived item; the abk records it on the tablet, the doses leave OVK
 * stock and the row is done on /kesehatan.
 */

interface DueFlock {
  bagian_id: number;
  lokasi: string;
  populasi: number;
  age_days: number;
  items: Array<{ program_row_id: number; disease: string; status: string }>;
}
interface Program {
  id: number;
  name: string;
  is_default: boolean;
  is_example: boolean;
  rows: Array<{ id: number; age_days: number; disease: string; item_id: number | null; route: string; note: string | null }>;
}

async function shoot(page: Page, name: string, width: number, height: number) {
  await page.setViewportSize({ width, height });
  await page.screenshot({ path: `${ARTIFACTS}${name}-${width}.png`, fullPage: true });
}

test('the abk sees the day’s vaccination in Tugas Saya and records it on the tablet', async ({ page, browser }) => {
  const n = Date.now() % 100000;
  const disease = `ND-IB uji ${n}`;
  // The admin sets the farm up in its own browser; the abk works on `page`.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginAs(admin, 'admin');
  const today = farmDate();
  const due = await apiCall<{ flocks: DueFlock[] }>(admin, 'GET', `/api/health/due?date=${today}`);
  expect(due.flocks.length).toBeGreaterThan(0);
  const flock = due.flocks[0];
  // A vaccine with stock, and the farm's own program with a row at the flock's age today.
  const item = await apiCall<{ id: number }>(admin, 'POST', '/api/stock-items', { name: `Vaksin uji ${n}`, kind: 'ovk', unit: 'dosis' });
  await apiCall(admin, 'POST', '/api/feed-txns/buy', { item_id: item.id, trx_date: today, qty_kg: flock.populasi + 100, price_per_kg: 150, method: 'cash' });
  const shipped = (await apiCall<Program[]>(admin, 'GET', '/api/health/programs')).find((p) => p.is_default)!;
  await apiCall(admin, 'POST', '/api/health/programs', { name: `Program uji ${n}`, is_default: true, rows: [{ age_days: flock.age_days, disease, item_id: item.id, route: 'air_minum' }] });
  try {
    await page.setViewportSize({ width: 800, height: 1280 });
    await loginAs(page, 'abk');
    // The abk's dashboard shows it too.
    const line = page.getByRole('alert', { name: 'Vaksinasi hari ini' });
    await expect(line).toContainText(flock.lokasi);
    await expect(line.getByRole('link', { name: 'Buka Tugas Saya ›' })).toHaveAttribute('href', '/tasks/today');

    await page.goto('/tasks/today');
    const entry = page.getByRole('list', { name: 'Daftar vaksinasi' }).getByRole('listitem', { name: `Vaksinasi ${disease} ${flock.lokasi}` });
    await expect(entry).toContainText('Hari ini');
    await expect(entry).toContainText(`Vaksin uji ${n}`);
    await expectAccessible(page, '/tasks/today (vaksinasi)');
    await shoot(page, 'health-tugas-saya', 800, 1280);

    await entry.getByRole('button', { name: `Catat vaksinasi ${disease} ${flock.lokasi}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Catat Vaksinasi' });
    // One dose per bird by default.
    await expect(dialog.getByRole('textbox', { name: 'Jumlah dosis' })).toHaveValue(flock.populasi.toLocaleString('id-ID'));
    const expiry = farmDate(180);
    // The date field's code loads at its first touch: type again until the day is in the box.
    await expect(async () => {
      await typeDay(page, 'Kedaluwarsa', expiry, dialog);
      await expect(dialog.getByRole('textbox', { name: 'Kedaluwarsa' })).toHaveValue(expiry.split('-').reverse().join('/'), { timeout: 2000 });
    }).toPass();
    await dialog.getByRole('textbox', { name: 'Nomor batch' }).fill('B-UJI-1');
    await expectAccessible(page, '/tasks/today (dialog vaksinasi)');
    await shoot(page, 'health-dialog', 800, 1280);
    await expectToast(page, `${disease}: Vaksinasi tersimpan.`, () => dialog.getByRole('button', { name: 'Simpan' }).click());
    await expect(entry).toHaveCount(0);

    // /kesehatan on the phone: the row is done today.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/kesehatan');
    const card = page.getByRole('region', { name: `Flok ${flock.lokasi}` });
    await expect(card).toContainText(disease);
    await expect(card).toContainText('Selesai 1');
    await expectAccessible(page, '/kesehatan');
    await shoot(page, 'health-kesehatan', 390, 844);
    await shoot(page, 'health-kesehatan', 800, 1280);
  } finally {
    // The shipped example is the default again for the other specs.
    await apiCall(admin, 'PUT', `/api/health/programs/${shipped.id}`, {
      name: shipped.name,
      is_default: true,
      rows: shipped.rows.map(({ id, age_days, disease: d, item_id, route, note }) => ({ id, age_days, disease: d, item_id, route, note })),
    });
    await adminContext.close();
  }
});

test('the admin reads the shipped example program with its sources', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/kesehatan/program');
  await expect(page.getByRole('heading', { level: 1, name: 'Program Vaksinasi' })).toBeVisible();
  const example = page.getByRole('region', { name: /Program Contoh program layer komersial/ });
  await expect(example).toContainText('UPENN-SYLLABUS-p13');
  await expect(example).toContainText('sesuaikan');
  await expectAccessible(page, '/kesehatan/program');
  await shoot(page, 'health-program', 800, 1280);
  await shoot(page, 'health-program', 390, 844);
});
