import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, FARM_TZ, farmDate, loginAs } from './helpers';

/**
 * The installable app (issue #22, docs/adr/0024): the service worker precaches the abk's screens,
 * a reload without a connection opens them, and of the API only the entry screens' lists are
 * answered from the tablet's copy — with their age on screen. The other specs block service workers
 * (playwright.config.ts); this one lets the app's run.
 */
test.use({ serviceWorkers: 'allow' });

const LISTS = 'kpm-api-lists';

/** GET `path` from the page as the app would (token and farm headers); the status, or 'gagal' when no answer came. */
function getFromPage(page: Page, path: string): Promise<number | 'gagal'> {
  return page.evaluate(async (p) => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('token') ?? ''}`, 'x-tenant-id': localStorage.getItem('tenant_id') ?? '' };
    try {
      return (await fetch(p, { headers })).status;
    } catch {
      return 'gagal' as const;
    }
  }, path);
}

/** URLs of the kept lists (cache keys, with the farm as `__tenant`). */
function keptLists(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => ((await caches.has(name)) ? (await (await caches.open(name)).keys()).map((r) => r.url) : []), LISTS);
}

test('abk: the installed app opens without a connection, the feed list from the tablet with its age; other API calls are not served stale', async ({ page, context }) => {
  await loginAs(page, 'abk');
  // Installable: manifest and worker as Chromium's install check sees them.
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's contexts are incognito, where Chromium never offers installing: the only error allowed.
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
  const manifest = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json() as Promise<Record<string, unknown>>);
  expect(manifest).toMatchObject({ name: 'Kandang Petelur Modern', short_name: 'Kandang', start_url: '/menu', display: 'standalone', lang: 'id', theme_color: '#2f6b3a' });

  // Online: the day's feed rows come from the server (no notice) and are kept for the farm.
  const today = farmDate();
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/transaksi-pakan' && r.url().includes(`tanggal=${today}`));
  await page.goto('/transaksipakan');
  const served = (await answered).headers()['date'];
  const pagi = page.getByRole('textbox', { name: 'Pakan pagi Jalur 1 / Kanan / T1' });
  await expect(pagi).toBeVisible();
  await expect(page.getByText(/Data tersimpan/)).toHaveCount(0);
  const tenant = await page.evaluate(() => localStorage.getItem('tenant_id') ?? '');
  expect(tenant).not.toBe('');
  await expect.poll(() => keptLists(page)).toContainEqual(expect.stringContaining(`/api/transaksi-pakan?tanggal=${today}&__tenant=${tenant}`));
  // A call outside the kept lists answers online and is never kept.
  expect(await getFromPage(page, '/api/auth/summary')).toBe(200);
  expect((await keptLists(page)).filter((u) => u.includes('/api/auth/summary'))).toEqual([]);

  // Ten minutes later (at most to the farm day's last second: a later day would be a day whose list
  // was never kept), without a connection: reload.
  const dayEnd = Date.parse(`${farmDate(1)}T00:00:00+07:00`) - 1000;
  await page.clock.install({ time: Math.max(Date.now() + 1000, Math.min(Date.now() + 10 * 60_000, dayEnd)) });
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Pemakaian Pakan' })).toBeVisible();
  await expect(pagi).toBeVisible();
  // The time of the server's answer kept, in the farm's zone (the browser's, playwright.config.ts).
  const hhmm = new Intl.DateTimeFormat('en-GB', { timeZone: FARM_TZ, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(served));
  await expect(page.getByRole('status').filter({ hasText: 'Data tersimpan' })).toHaveText(new RegExp(`^Data tersimpan (\\d\\d/\\d\\d )?${hhmm} \\(offline\\)$`));
  await page.screenshot({ path: `${ARTIFACTS}offline-transaksipakan.png` });

  // Other API calls fail instead of being answered from a copy; so does a list never fetched.
  expect(await getFromPage(page, '/api/auth/summary')).toBe('gagal');
  expect(await getFromPage(page, '/api/transaksi-pakan?tanggal=2020-01-01')).toBe('gagal');

  // The menu and the other screens of an abk open from the precache.
  await page.goto('/menu');
  await expect(page.getByRole('heading', { level: 1, name: 'Menu Utama' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu utama' })).toBeVisible();
  for (const [path, title] of [
    ['/produksitelur', 'Produksi Telur'],
    ['/ayaminfo', 'Ayam Info'],
    ['/tasks/today', 'Tugas Saya'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }

  // Back online (and back to the real time): the server's rows again, no notice.
  await page.clock.setSystemTime(new Date());
  await context.setOffline(false);
  await page.goto('/transaksipakan');
  await expect(pagi).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Data tersimpan' })).toHaveCount(0);

  // Logout removes the kept lists: the next user of the tablet does not read them.
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate((name) => caches.has(name), LISTS)).toBe(false);
});
