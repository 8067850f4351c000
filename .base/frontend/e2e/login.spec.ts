import { expect, test } from '@playwright/test';
import { ARTIFACTS, loginAs, menuTiles } from './helpers';
import { EVERY_TILE } from '../src/test/expected-menu';

const USERS = [
  { username: 'admin', landing: '/dashboard', heading: 'Ringkasan Kandang Hari Ini', logo: 'Kandang Sukamaju', tiles: EVERY_TILE },
  { username: 'abk', landing: '/dashboard', heading: 'Ringkasan Kandang Hari Ini', logo: 'Kandang Sukamaju', tiles: ['Ayam Info', 'Tugas Info', 'My Info'] },
  // The viewer's role default is /dashboard, which the route table does not allow: the guard sends it to /menu.
  { username: 'viewer', landing: '/menu', heading: 'Menu Utama', logo: 'Kandang Sukamaju', tiles: EVERY_TILE },
  { username: 'reseller', landing: '/menu', heading: 'Menu Utama', logo: 'Kandang Sukamaju', tiles: ['Transaksi Reseller', 'My Info'] },
  { username: 'superadmin', landing: '/superadmin', heading: 'Manajemen Tenant', logo: 'Superadmin', tiles: EVERY_TILE },
];

test('the login page shows the brand panel and the form', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expect(page.getByText('Petelur Modern')).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}login.png`, fullPage: true });
});

test('a wrong password shows the server message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('bukan-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Username password salah');
  await expect(page).toHaveURL(/\/login$/);
});

for (const user of USERS) {
  test(`${user.username} lands on ${user.landing} and sees their menu tiles`, async ({ page }) => {
    await loginAs(page, user.username);
    await expect(page).toHaveURL(new RegExp(`${user.landing}$`));
    await expect(page.getByRole('heading', { level: 1, name: user.heading })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(user.logo);
    await page.mouse.move(0, 0);
    await page.waitForTimeout(300); // let hover and active transitions settle for the screenshot
    await page.screenshot({ path: `${ARTIFACTS}landing-${user.username}.png`, fullPage: true });

    await page.getByRole('banner').getByRole('link', { name: 'Menu' }).click();
    await expect(page).toHaveURL(/\/menu$/);
    expect(await menuTiles(page)).toEqual(user.tiles);
  });
}

test('logout returns to the login page and forgets the session', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/menu');
  await expect(page).toHaveURL(/\/login$/);
});
