/**
 * Daily entry without a connection (issue #22, ADR 0025): what the abk enters offline waits in the
 * outbox (IndexedDB), survives closing the page, and reaches the server exactly once when the
 * connection returns — also when the answer of the first attempt is lost; a day changed meanwhile
 * by an admin shows both values and the choice is saved; a session ended meanwhile asks for the
 * password and then sends what waits.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ARTIFACTS, apiCall, farmDate, loginAs } from './helpers';

interface FeedRow {
  tingkat_id: number;
  lokasi: string;
  pakan_pagi: number;
  pakan_sore: number;
  version: number;
}
interface EggRow {
  bagian_id: number;
  lokasi: string;
  grade_a: number;
  butir_a: number;
  version: number;
}
interface ChickenTxn {
  id: number;
  aksi: string;
  jumlah: number;
  keterangan: string | null;
}

const T1 = 'Jalur 1 / Kanan / T1';
const BAGIAN = 'Jalur 1 / Kanan';

/** Goes to `url` inside the app (no page load: the router follows the history), as a tap on a link does. */
async function spaGo(page: Page, url: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

const chip = (page: Page) => page.getByTestId('outbox-chip');
const feedOf = async (page: Page, day: string) => (await apiCall<FeedRow[]>(page, 'GET', `/api/transaksi-pakan?tanggal=${day}`)).find((r) => r.lokasi === T1)!;
const eggsOf = async (page: Page, day: string) => (await apiCall<EggRow[]>(page, 'GET', `/api/transaksi-telur?tanggal=${day}`)).find((r) => r.lokasi === BAGIAN)!;
/** Today's chicken transactions of this test (by their note). */
const txnsOf = async (page: Page, note: string) => {
  const today = farmDate();
  const rows = await apiCall<ChickenTxn[] | { data: ChickenTxn[] }>(page, 'GET', `/api/transaksi-ayam?aksi=mati&start_date=${today}&to_date=${today}`);
  return (Array.isArray(rows) ? rows : rows.data).filter((t) => t.keterangan === note);
};

/** Records a death of `jumlah` at T1 today through the chicken dialog. */
async function addDeath(page: Page, jumlah: number, note: string) {
  await page.getByRole('button', { name: 'Tambah Transaksi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Transaksi Ayam' });
  await dialog.getByRole('combobox', { name: 'Aksi' }).click();
  await page.getByRole('option', { name: 'Mati', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Jumlah (ekor)' }).fill(String(jumlah));
  await dialog.getByRole('combobox', { name: 'Asal' }).click();
  await page.getByRole('option', { name: T1, exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Keterangan' }).fill(note);
  await dialog.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Opens the feed screen of `day` inside the app and waits for its rows. */
async function openFeed(page: Page, day: string) {
  await spaGo(page, `/transaksipakan?tanggal=${day}`);
  await expect(page.getByRole('textbox', { name: `Pakan pagi ${T1}` })).toBeVisible();
}

async function openEggs(page: Page, day: string) {
  await spaGo(page, `/produksitelur?tanggal=${day}`);
  await expect(page.getByRole('textbox', { name: `Kg grade A ${BAGIAN}` })).toBeVisible();
}

async function openChickens(page: Page) {
  await spaGo(page, '/ayaminfo');
  await expect(page.getByRole('table', { name: 'Tabel populasi' }).getByRole('cell', { name: T1, exact: true })).toBeVisible();
}

test.describe('with the installed app (service worker)', () => {
  // The other tests here block service workers (playwright.config.ts) so that page.route sees every call.
  test.use({ serviceWorkers: 'allow' });

  test('a day of feed and eggs and two deaths entered offline survive closing the page and reach the server exactly once', async ({ page, context }) => {
    // A past day without demo data (the demo holds the last 120 days); deaths are today's (population there).
    const day = '2024-03-05';
    const note = 'offline e2e 1';
    await loginAs(page, 'abk');
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
    const feedBefore = await feedOf(page, day);
    const eggsBefore = await eggsOf(page, day);
    expect(await txnsOf(page, note)).toHaveLength(0);

    // The screens are opened once online (their code and the day's rows are in the page), then the signal goes.
    await openChickens(page);
    await openEggs(page, day);
    await openFeed(page, day);
    await context.setOffline(true);
    // Without signal the app reloads from the tablet (precached screens, the day's kept rows).
    await page.reload();
    await expect(page.getByRole('textbox', { name: `Pakan pagi ${T1}` })).toBeVisible();

    await page.getByRole('textbox', { name: `Pakan pagi ${T1}` }).fill('12,5');
    await page.getByRole('textbox', { name: `Pakan sore ${T1}` }).fill('3,25');
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(page.getByText('Tersimpan di tablet, akan dikirim saat online')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Menunggu dikirim$/ })).toBeVisible();

    await openEggs(page, day);
    await page.getByRole('textbox', { name: `Butir grade A ${BAGIAN}` }).fill('800');
    await page.getByRole('textbox', { name: `Kg grade A ${BAGIAN}` }).fill('50,4');
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(page.getByText('Tersimpan di tablet, akan dikirim saat online')).toBeVisible();

    await openChickens(page);
    await addDeath(page, 2, note);
    await expect(page.getByText('Tersimpan di tablet, akan dikirim saat online')).toBeVisible();
    await addDeath(page, 1, note);

    // Reopening the day while it waits shows the tablet's values, not the server's older ones.
    await openFeed(page, day);
    await expect(page.getByRole('textbox', { name: `Pakan pagi ${T1}` })).toHaveValue('12,5');
    await expect(page.getByText(/Tersimpan di tablet, akan dikirim saat online · 1 tingkat menunggu dikirim/)).toBeVisible();
    await expect(chip(page)).toHaveText('Offline · 4 menunggu');
    await chip(page).click();
    const panel = page.getByRole('dialog', { name: 'Data di tablet' });
    await expect(panel.getByRole('listitem')).toHaveText([/Pakan 05\/03 · 1 tingkat/, /Telur 05\/03 · 1 bagian/, /Ayam mati .* · 2 ekor/, /Ayam mati .* · 1 ekor/]);
    await page.screenshot({ path: `${ARTIFACTS}outbox-offline.png` });
    await page.keyboard.press('Escape');

    // The page is closed; a new one opens, still without signal: the app and its outbox are there.
    await page.close();
    const next = await context.newPage();
    await next.goto('/menu');
    await expect(next.getByRole('navigation', { name: 'Menu utama' })).toBeVisible();
    await expect(chip(next)).toHaveText('Offline · 4 menunggu');

    // The connection returns: the outbox empties.
    await context.setOffline(false);
    await expect(chip(next)).toHaveText(/^Tersinkron \d\d:\d\d$/, { timeout: 30_000 });

    // Each row exactly once: the day's feed and eggs as entered (a new version), the two deaths.
    const feed = await feedOf(next, day);
    expect([feed.pakan_pagi, feed.pakan_sore]).toEqual([12.5, 3.25]);
    expect(feed.version).toBeGreaterThan(feedBefore.version);
    const eggs = await eggsOf(next, day);
    expect([eggs.grade_a, eggs.butir_a]).toEqual([50.4, 800]);
    expect(eggs.version).toBeGreaterThan(eggsBefore.version);
    expect((await txnsOf(next, note)).map((t) => t.jumlah).sort()).toEqual([1, 2]);
  });
});

test('a write whose first answer is lost is sent again with the same key and stored once', async ({ page }) => {
  const day = '2024-03-06';
  const note = 'offline e2e 2';
  await loginAs(page, 'abk');
  const feedBefore = await feedOf(page, day);
  const keys: string[] = [];
  // The server handles the first attempt of each write, then its answer is dropped.
  for (const path of ['**/api/transaksi-ayam', '**/api/transaksi-pakan']) {
    let dropped = false;
    await page.route(path, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      keys.push((await route.request().headerValue('idempotency-key')) ?? '');
      if (dropped) return route.continue();
      dropped = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
  }

  await openChickens(page);
  await addDeath(page, 1, note);
  await openFeed(page, day);
  await page.getByRole('textbox', { name: `Pakan pagi ${T1}` }).fill('7');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();

  // Two attempts of each write, each pair with one key; then nothing waits.
  await expect.poll(() => keys.length).toBe(4);
  await expect(chip(page)).toHaveText(/^Tersinkron \d\d:\d\d$/, { timeout: 30_000 });
  await chip(page).click();
  await expect(page.getByRole('dialog', { name: 'Data di tablet' })).toContainText('Tidak ada data yang menunggu.');
  expect(keys[0]).toBe(keys[1]);
  expect(keys[2]).toBe(keys[3]);
  expect(keys[0]).not.toBe(keys[2]);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  expect(await txnsOf(page, note)).toHaveLength(1);
  const feed = await feedOf(page, day);
  expect(feed.pakan_pagi).toBe(7);
  expect(feed.version).toBeGreaterThan(feedBefore.version);
});

/** An admin's session in a context of its own; returns its page (for API calls as the admin). */
async function adminPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, timezoneId: 'Asia/Jakarta', locale: 'id-ID' });
  const page = await context.newPage();
  await loginAs(page, 'admin');
  return page;
}

test('a day changed by an admin while the tablet was offline shows both values; the choice per field is saved', async ({ page, context, browser, baseURL }) => {
  const day = '2024-03-07';
  await loginAs(page, 'abk');
  await openFeed(page, day);
  const before = await feedOf(page, day);
  await context.setOffline(true);
  await page.getByRole('textbox', { name: `Pakan pagi ${T1}` }).fill('20');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(page.getByText('Tersimpan di tablet, akan dikirim saat online')).toBeVisible();

  // Meanwhile the admin stores pagi 30 kg, sore 5 kg for the same tingkat and day.
  const admin = await adminPage(browser, baseURL);
  await apiCall(admin, 'POST', '/api/transaksi-pakan', { tanggal: day, client_unit: 'kg', data: [{ tingkat_id: before.tingkat_id, pakan_pagi: 30, pakan_sore: 5, version: before.version }] });
  const adminVersion = (await feedOf(admin, day)).version;

  await context.setOffline(false);
  await expect(chip(page)).toHaveText('1 konflik', { timeout: 30_000 });
  const conflict = page.getByRole('region', { name: `Konflik ${T1}` });
  await expect(conflict.getByRole('button', { name: 'di tablet: 20 kg' })).toBeVisible();
  await expect(conflict.getByRole('button', { name: 'di server: 30 kg' })).toBeVisible();
  await expect(conflict.getByRole('button', { name: 'di tablet: 0 kg' })).toBeVisible();
  await expect(conflict.getByRole('button', { name: 'di server: 5 kg' })).toBeVisible();
  await page.setViewportSize({ width: 800, height: 1280 });
  await page.screenshot({ path: `${ARTIFACTS}outbox-conflict.png`, fullPage: true });
  // Nothing was overwritten on the server.
  expect((await feedOf(page, day)).pakan_pagi).toBe(30);

  // Pagi from the tablet, sore from the server.
  await conflict.getByRole('button', { name: 'di server: 5 kg' }).click();
  await page.getByRole('button', { name: 'Simpan pilihan' }).click();
  await expect(chip(page)).toHaveText(/^Tersinkron \d\d:\d\d$/, { timeout: 30_000 });
  const after = await feedOf(page, day);
  expect([after.pakan_pagi, after.pakan_sore]).toEqual([20, 5]);
  expect(after.version).toBeGreaterThan(adminVersion);
  await expect(page.getByRole('textbox', { name: `Pakan pagi ${T1}` })).toHaveValue('20');
  await expect(page.getByRole('textbox', { name: `Pakan sore ${T1}` })).toHaveValue('5');
  await admin.context().close();
});

test('a session ended while the day waits on the tablet asks for the password again, then the day is sent; nothing is cleared', async ({ page, context, browser, baseURL }) => {
  const day = '2024-03-09';
  // abk2 (no other spec logs in with it): its password is changed here and set back at the end.
  await loginAs(page, 'abk2');
  await openFeed(page, day);
  const before = await feedOf(page, day);
  await context.setOffline(true);
  await page.getByRole('textbox', { name: `Pakan pagi ${T1}` }).fill('6,75');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(page.getByText('Tersimpan di tablet, akan dikirim saat online')).toBeVisible();

  // Meanwhile the admin sets a new password for abk2: every session of abk2 ends (its token answers 401).
  const admin = await adminPage(browser, baseURL);
  const { items } = await apiCall<{ items: Array<{ id: string; email: string }> }>(admin, 'GET', '/api/users');
  const abk2 = items.find((u) => u.email === 'abk2')!;
  await apiCall(admin, 'PUT', `/api/users/${abk2.id}`, { password: 'abk2baru' });

  try {
    await context.setOffline(false);
    const prompt = page.getByRole('dialog', { name: 'Masuk lagi' });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    await expect(prompt).toContainText('Sesi berakhir — masukkan kata sandi untuk mengirim data yang menunggu');
    await expect(prompt.getByRole('textbox', { name: 'Username' })).toHaveValue('abk2');
    // The day still waits on the tablet; the server has not got it.
    await expect(chip(page)).toHaveText('1 menunggu');
    expect((await feedOf(admin, day)).pakan_pagi).toBe(before.pakan_pagi);

    await prompt.getByLabel('Kata sandi').fill('abk2baru');
    await prompt.getByRole('button', { name: 'Masuk dan kirim' }).click();
    await expect(prompt).toBeHidden();
    await expect(chip(page)).toHaveText(/^Tersinkron \d\d:\d\d$/, { timeout: 30_000 });
    const after = await feedOf(admin, day);
    expect(after.pakan_pagi).toBe(6.75);
    expect(after.version).toBeGreaterThan(before.version);
    // Still on the entry screen with the day shown, not sent to the login page.
    await expect(page).toHaveURL(/\/transaksipakan/);
  } finally {
    await apiCall(admin, 'PUT', `/api/users/${abk2.id}`, { password: 'abk2123' });
    await admin.context().close();
  }
});
