import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { ARTIFACTS, loginAs } from './helpers';

/** Superadmin tenants and impersonation (issue #15) against the demo platform (superadmin / superadmin123). */

const suffix = () => Math.random().toString(36).slice(2, 7);

/** Creates a farm through '+ Tambah Tenant' and waits for it in the list. */
async function addFarm(page: Page, farm: { nama: string; kode: string; email: string; password: string }, scanDialog = false): Promise<void> {
  await page.getByRole('button', { name: '+ Tambah Tenant' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Nama kandang' })).toHaveAccessibleDescription('Nama wajib diisi');
  if (scanDialog) await expectAccessible(page, '/superadmin (tambah tenant)');
  await dialog.getByLabel('Nama kandang').fill(farm.nama);
  await dialog.getByLabel('Kode').fill(farm.kode);
  await dialog.getByLabel('Username atau email owner').fill(farm.email);
  await dialog.getByLabel('Password owner').fill(farm.password);
  await dialog.getByLabel('Kontak (nama)').fill('Pak Uji');
  await dialog.getByLabel('No. HP').fill('0812 1111 2222');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText(`Tenant ${farm.nama} dibuat.`)).toBeVisible();
  await expect(page.getByRole('cell', { name: farm.nama, exact: true })).toBeVisible();
}

test('the superadmin creates a farm, enters it, sees the banner on every screen and leaves back to /superadmin', async ({ page }) => {
  const s = suffix();
  const farm = { nama: `Kandang Uji ${s}`, kode: `U${s}`.toUpperCase(), email: `pemilik-${s}@contoh.id`, password: 'rahasia-1' };
  await loginAs(page, 'superadmin');
  await expect(page).toHaveURL(/\/superadmin$/);
  await expect(page.getByRole('heading', { name: 'Manajemen Tenant' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Kandang Sukamaju', exact: true })).toBeVisible();
  // The demo's inactive farm.
  await page.getByLabel('Cari nama atau kode').fill('lst');
  await expect(page.getByRole('cell', { name: 'Kandang Lestari', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Kandang Sukamaju', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Aktifkan Kandang Lestari' })).toBeVisible();
  await page.getByLabel('Cari nama atau kode').fill('');
  await expectAccessible(page, '/superadmin');
  await page.screenshot({ path: `${ARTIFACTS}superadmin-list.png`, fullPage: true });

  await addFarm(page, farm, true);
  await page.getByRole('button', { name: 'Tes Push Gorichi' }).click();
  await expect(page.getByText(/Tes push gagal: Integrasi akuntansi belum dikonfigurasi/)).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}superadmin-created.png`, fullPage: true });

  await page.getByRole('button', { name: `Masuk ke ${farm.nama}` }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const banner = page.getByRole('status').filter({ hasText: 'Mode impersonasi' });
  await expect(banner).toHaveText(`Mode impersonasi: ${farm.nama} — Keluar`);
  await expect(page.getByRole('banner').getByText(farm.nama)).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}superadmin-impersonating.png`, fullPage: true });
  // Every screen of the new farm opens (as its admin) with the banner.
  for (const path of ['/users', '/kode-akun', '/transaksipakan']) {
    await page.goto(path);
    await expect(banner).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: /Gagal|Tenant belum dipilih/ })).toHaveCount(0);
  }
  await page.goto('/users');
  await expect(page.getByRole('cell', { name: farm.email, exact: true })).toBeVisible();
  await expectAccessible(page, '/users (impersonasi)');

  await banner.getByRole('button', { name: 'Keluar' }).click();
  await expect(page).toHaveURL(/\/superadmin$/);
  await expect(page.getByRole('heading', { name: 'Manajemen Tenant' })).toBeVisible();
  await expect(page.getByText('Mode impersonasi')).toHaveCount(0);
  await expect(page.getByRole('cell', { name: farm.nama, exact: true })).toBeVisible();

  // The superadmin's Dashboard: the platform's figures.
  await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/superadmin\/dashboard$/);
  await expect(page.getByRole('group', { name: 'Kandang', exact: true })).toContainText(/\d/);
  await expect(page.getByRole('group', { name: 'Entri minggu ini' })).toBeVisible();
  await expectAccessible(page, '/superadmin/dashboard');
  await page.screenshot({ path: `${ARTIFACTS}superadmin-dashboard.png`, fullPage: true });
});

test("a deactivated farm's owner is sent to the login screen, which says the farm is inactive", async ({ page, browser }) => {
  const s = suffix();
  const farm = { nama: `Kandang Tutup ${s}`, kode: `T${s}`.toUpperCase(), email: `tutup-${s}@contoh.id`, password: 'rahasia-2' };
  await loginAs(page, 'superadmin');
  await addFarm(page, farm);

  // The owner works in its own browser.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await owner.goto('/login');
  await owner.getByLabel('Username').fill(farm.email);
  await owner.getByLabel('Password').fill(farm.password);
  await owner.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(owner).toHaveURL(/\/dashboard$/);
  // The owner then waits on the menu, which asks nothing more: a dashboard panel loading late would meet the
  // deactivation itself and end the session before the call below (the login screen says why only once).
  await owner.goto('/menu');
  await expect(owner.getByRole('heading', { level: 1, name: 'Menu Utama' })).toBeVisible();
  await owner.waitForLoadState('networkidle');

  await page.getByRole('button', { name: `Nonaktifkan ${farm.nama}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Nonaktifkan ${farm.nama} (${farm.kode})?`);
  await expectAccessible(page, '/superadmin (konfirmasi)');
  await dialog.getByRole('button', { name: 'Nonaktifkan' }).click();
  await expect(page.getByText(`${farm.nama} dinonaktifkan.`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Aktifkan ${farm.nama}` })).toBeVisible();

  // Its next call answers 403 'Tenant nonaktif': the session ends and the login screen says why.
  await owner.goto('/users');
  await expect(owner).toHaveURL(/\/login$/);
  await expect(owner.getByText(/Tenant nonaktif: kandang Anda sedang dinonaktifkan/)).toBeVisible();
  await owner.getByLabel('Username').fill(farm.email);
  await owner.getByLabel('Password').fill(farm.password);
  await owner.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(owner.getByRole('alert')).toContainText('Tenant nonaktif: kandang Anda sedang dinonaktifkan');
  await owner.screenshot({ path: `${ARTIFACTS}superadmin-owner-inactive.png`, fullPage: true });

  // Activated again, the owner logs in.
  await page.getByRole('button', { name: `Aktifkan ${farm.nama}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Aktifkan' }).click();
  await expect(page.getByText(`${farm.nama} diaktifkan.`)).toBeVisible();
  await owner.getByRole('button', { name: 'Login', exact: true }).click();
  // Back where the session ended.
  await expect(owner).toHaveURL(/\/users$/);
  await ownerContext.close();
});
