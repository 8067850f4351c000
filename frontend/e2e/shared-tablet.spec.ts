/**
 * A shared coop tablet (issue #35, ADR 0025 'A shared tablet'): a logout with the user's entries
 * unsent asks first ('1 entri belum terkirim': 'Kirim dulu' / 'Tetap keluar'); after 'Tetap keluar'
 * the next user of the tablet sees nothing of them nor the previous user's name (screen, chip,
 * login form, localStorage, sessionStorage, IndexedDB); the entry is sent when its user is back.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiCall, loginAs, logoutFromBar } from './helpers';

interface FeedRow {
  tingkat_id: number;
  lokasi: string;
  pakan_pagi: number;
  version: number;
}

// A past day without demo data and used by no other spec.
const DAY = '2024-03-14';
const T1 = 'Jalur 1 / Kanan / T1';
const QUEUED = 'Tersimpan di tablet, akan dikirim saat online';

const chip = (page: Page) => page.getByTestId('outbox-chip');
const pagiOf = async (page: Page) => (await apiCall<FeedRow[]>(page, 'GET', `/api/transaksi-pakan?tanggal=${DAY}`)).find((r) => r.lokasi === T1)!.pakan_pagi;

/** What the app keeps in the browser: localStorage (but the token), sessionStorage and the outbox's entries (IndexedDB). */
async function storedByTheApp(page: Page): Promise<string> {
  return page.evaluate(async () => {
    // The session token (base64 of the admin's claims) is left out: random letters, not a name.
    const items = (s: Storage) => Array.from({ length: s.length }, (_, i) => s.key(i)!).filter((k) => k !== 'token').map((k) => `${k}=${s.getItem(k)}`);
    const entries = await new Promise<unknown[]>((resolve, reject) => {
      const open = indexedDB.open('kandang-petelur');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const all = open.result.transaction('outbox').objectStore('outbox').getAll();
        all.onsuccess = () => resolve(all.result as unknown[]);
        all.onerror = () => reject(all.error);
      };
    });
    return JSON.stringify({ local: items(localStorage), session: items(sessionStorage), entries });
  });
}

test("a logout with unsent entries asks first; the next user sees nothing of them; they go when their user is back", async ({ page }) => {
  await loginAs(page, 'abk');
  const pagiBefore = await pagiOf(page);
  // The server is out of reach for the day's save: no answer, so the write waits on the tablet.
  await page.route('**/api/transaksi-pakan', (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue()));
  await page.goto(`/transaksipakan?tanggal=${DAY}`);
  const pagi = page.getByRole('textbox', { name: `Pakan pagi ${T1}` });
  await expect(pagi).toBeVisible();
  await pagi.fill('4,5');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(page.getByText(QUEUED).first()).toBeVisible();
  await expect(chip(page)).toHaveText('1 menunggu');

  // Logout asks; 'Kirim dulu' tries, says what is left and stays.
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog', { name: '1 entri belum terkirim' });
  await expect(dialog).toContainText('Tetap keluar: data tetap tersimpan di tablet untuk akun Anda dan dikirim saat Anda login lagi di tablet ini; pengguna lain tidak melihatnya.');
  await expect(dialog.getByRole('button')).toHaveText(['Tetap keluar', 'Kirim dulu']);
  await dialog.getByRole('button', { name: 'Kirim dulu' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/^Masih 1 entri belum terkirim \(1 menunggu\)\./);
  await expect(page).toHaveURL(/\/transaksipakan/);

  // 'Tetap keluar': the login page, with no username filled in.
  await dialog.getByRole('button', { name: 'Tetap keluar' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Username')).toHaveValue('');

  // The next user (the admin of the same farm) on the same tablet.
  await loginAs(page, 'admin');
  await page.goto(`/transaksipakan?tanggal=${DAY}`);
  await expect(pagi).toBeVisible();
  await expect(pagi).not.toHaveValue('4,5');
  await expect(page.getByText(QUEUED)).toHaveCount(0);
  await expect(chip(page)).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText('abk');
  const stored = await storedByTheApp(page);
  expect(stored).toContain('Pakan 14/03'); // the entry is still on the tablet…
  expect(stored).not.toContain('abk'); // …without the name of its user
  await logoutFromBar(page); // nothing of the admin's waits: no question

  // abk is back: the day is sent under abk's login.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await loginAs(page, 'abk');
  await expect(chip(page)).toHaveText(/^Tersinkron \d\d:\d\d$/, { timeout: 30_000 });
  expect(await pagiOf(page)).toBe(4.5);
  expect(pagiBefore).not.toBe(4.5);
});
