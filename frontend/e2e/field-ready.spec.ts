import ExcelJS from 'exceljs';
import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import { ARTIFACTS, expectToast, farmDate, loginAs, typeDay } from './helpers';

/**
 * Issue #11 "Field-ready daily entry": the farm's own network (a plain-http name, not localhost),
 * two people on the same day, Indonesian numbers on real screens, no future days, the tablet and
 * the phone, unsaved entries, the abk's tasks, a superadmin without a tenant and the Excel file.
 */

const FEED_DAY = '2024-02-12';
const EGG_DAY = '2024-02-13';

const feedInput = (page: Page, when: 'pagi' | 'sore', lokasi: string) => page.getByRole('textbox', { name: `Pakan ${when} ${lokasi}` });

async function openFeedDay(page: Page, day = FEED_DAY) {
  await page.goto('/transaksipakan');
  await expect(page.getByRole('heading', { level: 1, name: 'Pemakaian Pakan' })).toBeVisible();
  await typeDay(page, 'Tanggal', day);
  await expect(feedInput(page, 'pagi', 'Jalur 1 / Kanan / T1')).toBeEditable();
}

async function save(page: Page, message = '✅ Data berhasil disimpan!') {
  await expectToast(page, message, () => page.getByRole('button', { name: 'Simpan', exact: true }).click());
}

test.describe('the farm network: a plain-http address that is not localhost', () => {
  let lan: Browser;
  test.beforeAll(async () => {
    lan = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP kandang.lan 127.0.0.1'],
    });
  });
  test.afterAll(() => lan.close());

  test('http://kandang.lan:<port> loads, logs in and saves feed (no upgrade to https, no HSTS)', async ({ baseURL }) => {
    const port = new URL(baseURL!).port;
    const context = await lan.newContext({ locale: 'id-ID', timezoneId: 'Asia/Jakarta', baseURL: `http://kandang.lan:${port}` });
    const page = await context.newPage();
    // Requests that did not reach the server; aborted ones (a full page load after login leaves
    // the login page's requests behind) are not failures of the network.
    const failed: string[] = [];
    page.on('requestfailed', (r) => {
      if (r.failure()?.errorText !== 'net::ERR_ABORTED') failed.push(`${r.url()} ${r.failure()?.errorText}`);
    });
    const first = await page.goto('/');
    const headers = first!.headers();
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers['strict-transport-security']).toBeUndefined();
    await expect(page).toHaveURL(/\/login$/);
    await loginAs(page, 'abk');
    await openFeedDay(page, '2024-02-10');
    await feedInput(page, 'pagi', 'Jalur 1 / Kanan / T1').fill('41,5');
    await save(page);
    expect(page.url()).toMatch(/^http:\/\/kandang\.lan:\d+\/transaksipakan$/);
    expect(failed).toEqual([]);
    await page.screenshot({ path: `${ARTIFACTS}lan-transaksipakan.png` });
    await context.close();
  });
});

test('two people save the same day: nothing is lost, and a row changed meanwhile is named with its value now', async ({ browser }) => {
  const a = await (await browser.newContext()).newPage();
  const b = await (await browser.newContext()).newPage();
  await loginAs(a, 'admin');
  await loginAs(b, 'abk');
  await openFeedDay(a);
  await openFeedDay(b);

  // A saves Jalur 1, then B saves Jalur 2 from the page B loaded before A's save.
  await feedInput(a, 'pagi', 'Jalur 1 / Kanan / T1').fill('11');
  await save(a);
  await feedInput(b, 'pagi', 'Jalur 2 / Kanan / T1').fill('22');
  await save(b);
  // Nothing lost: both values are stored.
  for (const page of [a, b]) {
    await page.reload();
    await typeDay(page, 'Tanggal', FEED_DAY);
    await expect(feedInput(page, 'pagi', 'Jalur 1 / Kanan / T1')).toHaveValue('11');
    await expect(feedInput(page, 'pagi', 'Jalur 2 / Kanan / T1')).toHaveValue('22');
  }

  // Both change the same row: A first; B's save is refused and names the row with A's value.
  await feedInput(a, 'pagi', 'Jalur 1 / Kanan / T2').fill('33');
  await save(a);
  await feedInput(b, 'pagi', 'Jalur 1 / Kanan / T2').fill('44');
  await feedInput(b, 'sore', 'Jalur 2 / Kanan / T2').fill('5');
  await b.getByRole('button', { name: 'Simpan', exact: true }).click();
  const notice = b.getByRole('alert').filter({ hasText: 'sudah diubah pengguna lain' }).first();
  await expect(notice).toContainText('Jalur 1 / Kanan / T2: sekarang pagi 33 kg, sore 0 kg');
  await b.screenshot({ path: `${ARTIFACTS}conflict.png`, fullPage: true });
  await expect(feedInput(b, 'pagi', 'Jalur 1 / Kanan / T2')).toHaveValue('44'); // B's typing is kept until B decides
  await notice.getByRole('button', { name: 'Muat ulang' }).click();
  await expect(feedInput(b, 'pagi', 'Jalur 1 / Kanan / T2')).toHaveValue('33');
  await expect(feedInput(b, 'sore', 'Jalur 2 / Kanan / T2')).toHaveValue('5'); // B's other change is still there
  await save(b);
  await a.reload();
  await typeDay(a, 'Tanggal', FEED_DAY);
  await expect(feedInput(a, 'pagi', 'Jalur 1 / Kanan / T2')).toHaveValue('33');
  await expect(feedInput(a, 'sore', 'Jalur 2 / Kanan / T2')).toHaveValue('5');

  // The same on the egg screen: two people, two bagian, both kept.
  for (const page of [a, b]) {
    await page.goto('/produksitelur');
    await typeDay(page, 'Tanggal', EGG_DAY);
    await expect(page.getByRole('textbox', { name: 'Butir grade A Jalur 1 / Kanan' })).toBeEditable();
  }
  await a.getByRole('textbox', { name: 'Butir grade A Jalur 1 / Kanan' }).fill('1.000');
  await save(a, 'Data berhasil disimpan');
  await b.getByRole('textbox', { name: 'Butir grade A Jalur 2 / Kanan' }).fill('800');
  await save(b, 'Data berhasil disimpan');
  await a.reload();
  await typeDay(a, 'Tanggal', EGG_DAY);
  await expect(a.getByRole('textbox', { name: 'Butir grade A Jalur 1 / Kanan' })).toHaveValue('1.000');
  await expect(a.getByRole('textbox', { name: 'Butir grade A Jalur 2 / Kanan' })).toHaveValue('800');
});

test('Indonesian numbers: a purchase of "5.000" kg at "7.900" is Rp 39.500.000; "1,5" eggs is refused, not 15', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/transaksipakan-akuntansi');
  await page.getByRole('button', { name: /Pembelian/ }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Qty (kg)' }).pressSequentially('5000');
  await expect(dialog.getByRole('textbox', { name: 'Qty (kg)' })).toHaveValue('5.000');
  await dialog.getByRole('textbox', { name: 'Harga/kg (Rp)' }).pressSequentially('7.900');
  await expect(dialog.getByText('Total: Rp 39.500.000')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Qty (kg)' }).fill('1.234,5');
  await expect(dialog.getByText('Total: Rp 9.752.550')).toBeVisible(); // 1234.5 × 7900
  await dialog.getByRole('textbox', { name: 'Qty (kg)' }).fill('5.5');
  await dialog.getByRole('textbox', { name: 'Harga/kg (Rp)' }).focus();
  await expect(dialog.getByText('Pakai koma untuk desimal dan titik untuk ribuan (contoh 1.234,5).')).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}pembelian-angka.png` });
  await dialog.getByRole('button', { name: 'Batal' }).click();

  await page.goto('/produksitelur');
  await typeDay(page, 'Tanggal', '2024-02-14');
  const butir = page.getByRole('textbox', { name: 'Butir grade A Jalur 1 / Kanan' });
  await butir.fill('1,5');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Butir grade A Jalur 1 / Kanan harus bilangan bulat.' })).toBeVisible();
  await butir.fill('');
});

test("no day after the farm's today: the calendar offers none and a typed one is refused before any request", async ({ page }) => {
  const tomorrow = farmDate(1);
  const asked: string[] = [];
  page.on('request', (r) => asked.push(r.url()));
  await loginAs(page, 'abk');
  await page.goto('/transaksipakan');
  await expect(feedInput(page, 'pagi', 'Jalur 1 / Kanan / T1')).toBeVisible();
  await typeDay(page, 'Tanggal', tomorrow);
  const [y, m, d] = farmDate().split('-');
  await expect(page.getByText(`Tanggal tidak boleh melewati ${d}/${m}/${y}.`)).toBeVisible();
  expect(asked.filter((u) => u.includes(`tanggal=${tomorrow}`))).toEqual([]);
  // The calendar: today can be picked, tomorrow cannot (in this month, or the next month is closed).
  await page.getByRole('button', { name: /^Pilih tanggal/ }).click();
  const calendar = page.getByRole('dialog', { name: 'Kalender Tanggal' });
  await expect(calendar).toBeVisible();
  if (tomorrow.slice(0, 7) === farmDate().slice(0, 7)) {
    await expect(calendar.getByRole('gridcell', { name: String(Number(tomorrow.slice(8))), exact: true })).toBeDisabled();
  } else {
    await expect(calendar.getByRole('button', { name: 'Bulan berikutnya' })).toBeDisabled();
  }
  await page.keyboard.press('Escape');
});

test('tablet and phone: full values, Simpan always in view, tap targets of 44 px, asking before unsaved entries are left', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 1280 });
  await loginAs(page, 'abk');
  await openFeedDay(page, '2024-02-15');
  await feedInput(page, 'pagi', 'Jalur 1 / Kanan / T1').fill('1234.567');
  await feedInput(page, 'sore', 'Jalur 1 / Kanan / T1').click();
  await expect(feedInput(page, 'pagi', 'Jalur 1 / Kanan / T1')).toHaveValue('1234,567');
  // The whole value is visible in its field.
  const fits = await feedInput(page, 'pagi', 'Jalur 1 / Kanan / T1').evaluate((el: HTMLInputElement) => el.scrollWidth <= el.clientWidth);
  expect(fits).toBe(true);
  await expect(page.getByRole('button', { name: 'Simpan', exact: true })).toBeInViewport();
  await expect(page.getByText('1 baris belum disimpan')).toBeInViewport();
  await page.screenshot({ path: `${ARTIFACTS}tablet-transaksipakan.png` });
  await expectTapTargets(page);

  // Leaving with unsaved entries asks first.
  await page.getByRole('button', { name: 'Buka navigasi' }).click();
  await page.getByRole('link', { name: 'Produksi Telur' }).click();
  const ask = page.getByRole('dialog', { name: 'Belum disimpan' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Tetap di sini' }).click();
  await expect(page).toHaveURL(/\/transaksipakan$/);
  await expect(feedInput(page, 'pagi', 'Jalur 1 / Kanan / T1')).toHaveValue('1234,567');
  const openNav = page.getByRole('button', { name: 'Buka navigasi' });
  if (await openNav.isVisible()) await openNav.click(); // the panel is still open after staying
  await page.getByRole('link', { name: 'Produksi Telur' }).click();
  await page.getByRole('dialog', { name: 'Belum disimpan' }).getByRole('button', { name: 'Tinggalkan' }).click();
  await expect(page).toHaveURL(/\/produksitelur$/);

  await typeDay(page, 'Tanggal', '2024-02-15');
  await page.getByRole('textbox', { name: 'Kg grade A Jalur 1 / Kanan' }).fill('1234,567');
  await page.getByRole('textbox', { name: 'Butir grade A Jalur 1 / Kanan' }).fill('12345');
  await expect(page.getByRole('textbox', { name: 'Butir grade A Jalur 1 / Kanan' })).toHaveValue('12.345');
  for (const name of ['Kg grade A Jalur 1 / Kanan', 'Butir grade A Jalur 1 / Kanan']) {
    expect(await page.getByRole('textbox', { name }).evaluate((el: HTMLInputElement) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
  await expect(page.getByRole('button', { name: 'Simpan', exact: true })).toBeInViewport();
  await page.screenshot({ path: `${ARTIFACTS}tablet-produksitelur.png` });
  await expectTapTargets(page);

  // A phone: 390 px wide.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Simpan', exact: true })).toBeInViewport();
  expect(await page.getByRole('textbox', { name: 'Kg grade A Jalur 1 / Kanan' }).evaluate((el: HTMLInputElement) => el.scrollWidth <= el.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNothingCut(page);
  await page.screenshot({ path: `${ARTIFACTS}phone-produksitelur.png` });
  page.once('dialog', (d) => void d.accept());
  await page.goto('/transaksipakan');
  await typeDay(page, 'Tanggal', '2024-02-15');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNothingCut(page);
  await page.screenshot({ path: `${ARTIFACTS}phone-transaksipakan.png` });
});

/** No button or input of the page's content sticks out of its card (a table wider than the phone would). */
async function expectNothingCut(page: Page) {
  const cut = await page.locator('main').evaluate((main) =>
    [...main.querySelectorAll<HTMLElement>('button, input:not([type=hidden])')]
      .filter((el) => el.offsetParent !== null)
      .map((el) => {
        const box = (el.closest('.MuiPaper-root') ?? main).getBoundingClientRect();
        const r = el.getBoundingClientRect();
        return { name: el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName, right: Math.round(r.right), edge: Math.round(box.right) };
      })
      .filter((t) => t.right > t.edge + 1),
  );
  expect(cut).toEqual([]);
}

/** Every button and input of the page's content is at least 44 × 44 px (the nav bar's are checked by axe's own rule). */
async function expectTapTargets(page: Page) {
  const small = await page.locator('main').evaluate((main) =>
    [...main.querySelectorAll<HTMLElement>('button, input:not([type=hidden]), [role=button], a[href]')]
      .filter((el) => el.offsetParent !== null && !el.closest('[aria-hidden=true]'))
      .map((el) => {
        const target = el.tagName === 'INPUT' ? (el.closest('.MuiInputBase-root') as HTMLElement | null) ?? el : el;
        const r = target.getBoundingClientRect();
        return { name: el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName, w: Math.round(r.width), h: Math.round(r.height) };
      })
      .filter((t) => t.w < 44 || t.h < 44),
  );
  expect(small).toEqual([]);
}

test("the abk lands on the dashboard, reaches today's tasks in one tap, and can take back a mistaken Selesai", async ({ page }) => {
  await loginAs(page, 'abk');
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = page.getByRole('link', { name: /^Tugas hari ini/ });
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(/\/tasks\/today$/);
  const item = page.getByRole('list', { name: 'Daftar tugas' }).getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Selesai' }) }).first();
  const label = (await item.getAttribute('aria-label'))!;
  const task = page.getByRole('listitem', { name: label });
  await task.getByRole('button', { name: 'Selesai' }).click();
  await expect(task.getByText('DONE')).toBeVisible();
  // 'Batalkan' on the toast takes it back.
  await page.getByRole('alert').getByRole('button', { name: 'Batalkan' }).click();
  await expect(task.getByRole('button', { name: 'Selesai' })).toBeVisible();
  // … and on the badge.
  await task.getByRole('button', { name: 'Lewati' }).click();
  await expect(task.getByText('SKIPPED')).toBeVisible();
  await task.getByRole('button', { name: /^Batalkan / }).click();
  await expect(task.getByRole('button', { name: 'Selesai' })).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}tugas-batalkan.png` });
});

test("a superadmin without a tenant sees 'Tenant belum dipilih' on tenant screens and no request fails", async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/api/') && r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  await loginAs(page, 'superadmin');
  for (const path of ['/tasks/today', '/tasks/tugasinfo', '/dashboard', '/transaksipakan', '/laporanpakan']) {
    await page.goto(path);
    await expect(page.getByText('Tenant belum dipilih')).toBeVisible();
  }
  expect(failed).toEqual([]);
});

test('the feed report downloads an Excel file with numeric cells beside the CSV', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/laporanpakan');
  await page.getByRole('button', { name: 'Tampilkan' }).click();
  await expect(page.getByRole('button', { name: 'CSV' })).toBeEnabled();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Excel' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^laporan-pakan_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0];
  expect(sheet.getRow(1).values).toEqual([undefined, 'Tanggal', 'Tingkat ID', 'Lokasi', 'Populasi', 'Kematian', 'Usia (minggu)', 'Pakan (kg)', 'Konsumsi pakan (g/ekor)']);
  const row = sheet.getRow(2);
  expect(row.getCell(1).type).toBe(ExcelJS.ValueType.Date);
  expect(row.getCell(3).type).toBe(ExcelJS.ValueType.String);
  expect(row.getCell(4).type).toBe(ExcelJS.ValueType.Number);
  expect(row.getCell(7).type).toBe(ExcelJS.ValueType.Number);
  expect(row.getCell(7).numFmt).toBe('#,##0.000');
  expect(sheet.rowCount).toBeGreaterThan(1);
});
