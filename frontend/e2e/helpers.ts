import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';

/** Folder for screenshots (git-ignored). */
export const ARTIFACTS = fileURLToPath(new URL('./artifacts/', import.meta.url));

/** The heights shown with each width: the 1366 px desktop, the 800 × 1280 tablet, the 390 × 844 phone. */
const SCREEN_HEIGHTS: Record<number, number> = { 1366: 900, 800: 1280, 390: 844 };

/**
 * Full-page screenshots of what the page shows at each width (1366, 800, 390 px by default) into
 * ARTIFACTS as `<name>-<width>.png`, for a person to look at; the page is left at 1366 × 900.
 */
export async function shoot(page: Page, name: string, widths: number[] = [1366, 800, 390]): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: SCREEN_HEIGHTS[width] ?? 900 });
    await page.screenshot({ path: `${ARTIFACTS}${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** Logs in through the login form with the demo password `<username>123`. */
export async function loginAs(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(`${username}123`);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/**
 * Logs out through the top bar's Logout and waits for the login page it loads (logout clears the
 * kept offline lists first, then loads /login: a goto before that load would be cut off by it).
 */
export async function logoutFromBar(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await page.waitForLoadState('load');
}

/** Tile names of the main menu. */
export async function menuTiles(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Menu utama' });
  await expect(nav).toBeVisible();
  return nav.getByRole('heading').allTextContents();
}

/** The farm's time zone: the server, the browser and these helpers agree on the day. */
export const FARM_TZ = 'Asia/Jakarta';

/**
 * The farm's calendar day `offsetDays` from today, as `YYYY-MM-DD`, whatever zone the runner's
 * machine is in (the farm's day is Asia/Jakarta; a bare `new Date()` in another zone is not).
 */
export function farmDate(offsetDays = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: FARM_TZ, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offsetDays);
  return d.toISOString().slice(0, 10);
}

/** Day of the week of the farm's today, Monday = 0 … Sunday = 6. */
export function farmWeekdayIndex(): number {
  return (new Date(`${farmDate()}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** A number as the screens show it in the Indonesian locale: '12.345,678 kg' → 12345.678, 'Rp 1.500' → 1500. */
export const idNumber = (text: string | null): number => Number((text ?? '').replace(/[^\d,-]/g, '').replace(',', '.'));

/**
 * Types the day `iso` (YYYY-MM-DD) into the date input labelled `label` (a text box, dd/mm/yyyy) in
 * `scope` (the page, or a dialog), as a person would: click into it (the first touch of a date input
 * loads its field; the read-only stand-in shown before is not editable), wait for the field, select
 * what it shows and type the 8 digits.
 * The day reaches the screen on the 8th digit.
 */
export async function typeDay(page: Page, label: string, iso: string, scope: Page | Locator = page): Promise<void> {
  const [yyyy, mm, dd] = iso.split('-');
  const box = scope.getByRole('textbox', { name: label, exact: true }).first();
  // The field's code loads at the first touch of a date input (components/DateInput): touch, then wait for it.
  await box.click();
  await expect(box).toBeEditable();
  await box.press('ControlOrMeta+a');
  await page.keyboard.type(`${dd}${mm}${yyyy}`);
}

/** The figure shown in the card (StatCard) named `label`, in rupiah. */
export async function rupiahCard(page: Page, label: string): Promise<number> {
  const value = page.getByRole('group', { name: label, exact: true }).getByTestId('card-value');
  await expect(value).toHaveText(/^Rp/);
  return idNumber(await value.textContent());
}

/** A JSON call to the API as the logged-in user (token and farm as the app stored them); fails the test on an error answer. */
export async function apiCall<T>(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
  const auth = await page.evaluate(() => ({ token: localStorage.getItem('token') ?? '', tenant: localStorage.getItem('tenant_id') ?? '' }));
  const headers = { authorization: `Bearer ${auth.token}`, 'x-tenant-id': auth.tenant };
  const res =
    method === 'GET'
      ? await page.request.get(path, { headers })
      : method === 'POST'
        ? await page.request.post(path, { headers, data: body })
        : await page.request.put(path, { headers, data: body });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/**
 * Does `act` and expects the short toast `text` it brings (components/useToast: 2 s). The wait starts
 * before the act, so the toast is seen even when a busy machine answers the test's next call after
 * the toast has gone (no timeout of its own: the test's is the safety net).
 */
export async function expectToast(page: Page, text: string, act: () => Promise<unknown>, exact = true): Promise<void> {
  const seen = page.getByText(text, { exact }).first().waitFor({ state: 'visible', timeout: 0 });
  await act();
  await seen;
}
