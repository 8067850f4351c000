import { expect, test } from '@playwright/test';
import { ARTIFACTS, loginAs, menuTiles } from './helpers';
import { EVERY_TILE } from '../src/test/expected-menu';

const USERS = [
  { username: 'admin', landing: '/dashboard', heading: 'Ringkasan Kandang Hari Ini', logo: 'Kandang Sukamaju', tiles: EVERY_TILE },
  { username: 'abk', landing: '/dashboard', heading: 'Ringkasan Kandang Hari Ini', logo: 'Kandang Sukamaju', tiles: ['Ayam Info', 'Timbang Ayam', 'Air & Iklim', 'Peta Kandang', 'Kesehatan Flok', 'Tugas Info', 'My Info'] },
  // The viewer lands on /menu (it may not open the dashboard, spec §6).
  { username: 'viewer', landing: '/menu', heading: 'Menu Utama', logo: 'Kandang Sukamaju', tiles: ['Air & Iklim', 'Laporan Pakan', 'Peta Kandang', 'Kesehatan Flok', 'Barang Stok', 'Ransum', 'Pemasok', 'Hutang', 'Aset Tetap', 'Gaji ABK', 'My Info'] },
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

test('every tile and top-bar link a viewer sees opens its screen, none leads back to /menu', async ({ page }) => {
  await loginAs(page, 'viewer');
  await page.goto('/menu');
  const bar = page.getByRole('banner');
  await expect(bar.getByRole('link', { name: 'Pemakaian Pakan' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  const targets: { name: string; where: 'tile' | 'bar'; path: string; heading: string }[] = [
    { name: 'Laporan Pakan', where: 'tile', path: '/laporanpakan', heading: 'Laporan Pakan' },
    { name: 'My Info', where: 'tile', path: '/my-info', heading: 'My Info' },
    { name: 'Pemakaian Pakan', where: 'bar', path: '/transaksipakan', heading: 'Pemakaian Pakan' },
    { name: 'Produksi Telur', where: 'bar', path: '/produksitelur', heading: 'Produksi Telur' },
    { name: 'Kandang Sukamaju, ke beranda', where: 'bar', path: '/menu', heading: 'Menu Utama' },
  ];
  for (const t of targets) {
    await page.goto('/menu');
    const scope = t.where === 'tile' ? page.getByRole('navigation', { name: 'Menu utama' }) : bar;
    await scope.getByRole('link', { name: t.name }).click();
    await expect(page).toHaveURL(new RegExp(`${t.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
  }
  // A screen of another role, opened by its address: back on /menu, with a word saying which one.
  await page.goto('/kode-akun');
  await expect(page).toHaveURL(/\/menu$/);
  await expect(page.getByRole('status').filter({ hasText: 'tidak tersedia untuk peran Anda' })).toContainText('Kode Akun');
});

test('logout returns to the login page and forgets the session', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/menu');
  await expect(page).toHaveURL(/\/login$/);
});
