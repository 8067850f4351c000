import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { ARTIFACTS, logoutFromBar } from './helpers';

/**
 * Several farms, one person (issue #36): a user of two farms picks the farm after login, switches
 * from the top bar, and the next login on the device opens the farm chosen last.
 */

const suffix = Math.random().toString(36).slice(2, 7);
const USERNAME = `tani-${suffix}`;
const PASSWORD = 'tani12345';

interface Session {
  token: string;
  tenant: { id: string } | null;
}

/** Logs in through the API; the session's token and its farm. */
async function apiLogin(request: APIRequestContext, username: string, password: string): Promise<Session> {
  const res = await request.post('/api/auth/login', { data: { email: username, password } });
  expect(res.ok(), `login ${username}: ${res.status()}`).toBe(true);
  return (await res.json()) as Session;
}

/** A JSON POST as `session` in its farm; fails the test on an error answer. */
async function post<T>(request: APIRequestContext, session: Session, path: string, data: unknown): Promise<T> {
  const res = await request.post(path, { headers: { authorization: `Bearer ${session.token}`, 'x-tenant-id': session.tenant?.id ?? '' }, data });
  expect(res.ok(), `POST ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

async function loginForm(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(USERNAME);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test('a user of two farms picks Kandang Berkah, switches to Kandang Sukamaju from the top bar, and lands there at the next login', async ({ page, request }) => {
  // The owner of Kandang Berkah adds an admin account; the owner of Kandang Sukamaju invites it as viewer; it accepts.
  const owner2 = await apiLogin(request, 'owner2', 'owner2123');
  await post(request, owner2, '/api/users', { email: USERNAME, role: 'admin', password: PASSWORD });
  const owner = await apiLogin(request, 'owner', 'owner123');
  const invitation = await post<{ code: string }>(request, owner, '/api/users/invitations', { role: 'viewer' });
  const tani = await apiLogin(request, USERNAME, PASSWORD);
  await post(request, tani, '/api/my/invitations/accept', { code: invitation.code });

  // First login on this device: the picker, each farm with its kode and the role there.
  await page.setViewportSize({ width: 1366, height: 900 });
  await loginForm(page);
  await expect(page).toHaveURL(/\/pilih-kandang$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pilih Kandang' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Daftar kandang' });
  const berkah = list.getByRole('button', { name: /Kandang Berkah/ });
  await expect(berkah).toContainText('Kode BRK · Admin');
  await expect(list.getByRole('button', { name: /Kandang Sukamaju/ })).toContainText('Kode SKM · Viewer');
  expect((await berkah.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await expectAccessible(page, 'farm picker 1366');
  await page.screenshot({ path: `${ARTIFACTS}farms-picker-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, 'farm picker 390');
  await page.screenshot({ path: `${ARTIFACTS}farms-picker-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });

  // Kandang Berkah: the admin's dashboard there, and its own data.
  await berkah.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const bar = page.getByRole('banner');
  await expect(bar.getByRole('button', { name: 'Kandang Berkah, pindah kandang' })).toBeVisible();
  await page.goto('/my-info');
  await expect(page.getByRole('region', { name: 'Akun' }).getByText('Kandang Berkah (BRK)')).toBeVisible();
  const farms = page.getByRole('region', { name: 'Kandang saya' });
  await expect(farms.getByRole('listitem').filter({ hasText: 'Kandang Berkah' })).toContainText('Sedang dibuka');
  await expect(farms.getByRole('button', { name: 'Pindah ke Kandang Sukamaju' })).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}farms-my-info.png`, fullPage: true });

  // The top bar: the farm's name opens the farms; Kandang Sukamaju, where it is a viewer (its default: /menu).
  await bar.getByRole('button', { name: 'Kandang Berkah, pindah kandang' }).click();
  const menu = page.getByRole('menu', { name: 'Pindah kandang' });
  // Oldest membership first: the account was made in Kandang Berkah, then joined Kandang Sukamaju.
  await expect(menu.getByRole('menuitem')).toHaveText([/Kandang Berkah\s*Kode BRK · Admin$/, /Kandang Sukamaju\s*Kode SKM · Viewer$/]);
  await expect(menu.getByRole('menuitem', { name: /Kandang Berkah/ })).toHaveClass(/Mui-selected/);
  await page.screenshot({ path: `${ARTIFACTS}farms-switcher.png` });
  await menu.getByRole('menuitem', { name: /Kandang Sukamaju/ }).click();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(bar.getByRole('button', { name: 'Kandang Sukamaju, pindah kandang' })).toBeVisible();
  await page.goto('/my-info');
  await expect(page.getByRole('region', { name: 'Akun' }).getByText('Kandang Sukamaju (SKM)')).toBeVisible();

  // Out and in again: this device remembers Kandang Sukamaju, no picker.
  await logoutFromBar(page);
  await loginForm(page);
  await expect(page).toHaveURL(/\/menu$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Kandang Sukamaju, pindah kandang' })).toBeVisible();
});
