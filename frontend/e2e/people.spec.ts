import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './helpers';

/** People of a farm (issue #15): Data Users, Data ABK and My Info against the demo farm. */

const suffix = () => Math.random().toString(36).slice(2, 7);

async function logout(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.clear());
}

async function addUser(page: Page, username: string, role: string, password: string): Promise<void> {
  await page.goto('/users');
  await page.getByRole('button', { name: '+ Tambah User' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: role, exact: true }).click();
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Konfirmasi password').fill(password);
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('User ditambahkan.')).toBeVisible();
  await expect(page.getByRole('cell', { name: username, exact: true })).toBeVisible();
}

test('the owner adds a new owner, who logs in and changes the password', async ({ page }) => {
  const username = `pemilik-${suffix()}`;
  await loginAs(page, 'owner');
  await addUser(page, username, 'Owner', 'awal-123');
  await logout(page);

  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('awal-123');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);

  await page.goto('/my-info');
  const akun = page.getByRole('region', { name: 'Akun' });
  await expect(akun.getByText(username)).toBeVisible();
  await expect(akun.getByText('Kandang Sukamaju (SKM)')).toBeVisible();
  const form = page.getByRole('region', { name: 'Ganti Password' });
  await form.getByLabel('Password lama').fill('awal-123');
  await form.getByLabel(/^Password baru/).fill('ganti-456');
  await form.getByLabel('Konfirmasi password baru').fill('ganti-456');
  await form.getByRole('button', { name: 'Simpan Password' }).click();
  await expect(form.getByText('Password berhasil diperbarui.')).toBeVisible();
  await expect(form.getByLabel('Password lama')).toHaveValue('');
  await logout(page);

  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('awal-123');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Username password salah')).toBeVisible();
  await page.getByLabel('Password').fill('ganti-456');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);
});

test('an admin adds an abk user and registers them in Data ABK', async ({ page }) => {
  const username = `abk-${suffix()}`;
  await loginAs(page, 'admin');
  await addUser(page, username, 'ABK', 'abk-pw-1');

  await page.goto('/abk');
  const summary = page.getByLabel('Ringkasan ABK');
  await expect(summary.getByText('Total ABK')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Udin', exact: true })).toBeVisible();
  const totalBefore = Number(await summary.locator('text=/^\\d+$/').first().textContent());

  await page.getByRole('button', { name: '+ ABK Baru' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'User ABK' }).click();
  await page.getByRole('option', { name: username }).click();
  await dialog.getByLabel('Nama panggilan').fill('Dadang');
  await dialog.getByLabel('Nama asli').fill('Dadang Sunarya');
  await dialog.getByLabel('No. HP').fill('0812-7777-8888');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Data ABK disimpan.')).toBeVisible();
  await expect(page.getByRole('link', { name: '6281277778888' })).toHaveAttribute('href', 'https://wa.me/6281277778888');
  await expect(summary.locator('text=/^\\d+$/').first()).toHaveText(String(totalBefore + 1));
});
