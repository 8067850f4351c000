import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { ARTIFACTS, loginAs } from './helpers';

/**
 * Accounts that only their owner controls (issue #19): an existing account joins another farm by an
 * invitation it accepts itself, and leaves it again; a member switched off loses its open session.
 */

const suffix = () => Math.random().toString(36).slice(2, 7);

/** A second browser (its own storage), logged in as `username` with `password`. */
async function secondBrowser(browser: Browser, username: string, password: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  return page;
}

test("the farm's admin invites another farm's owner, who accepts on /my-info, sees the farm, then leaves it", async ({ page, browser }) => {
  await loginAs(page, 'admin');
  await page.goto('/users');
  await page.getByRole('button', { name: 'Undang akun yang sudah ada' }).click();
  const dialog = page.getByRole('dialog', { name: 'Undang akun yang sudah ada' });
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Viewer', exact: true }).click();
  await dialog.getByRole('button', { name: 'Buat undangan' }).click();
  await expect(dialog.getByText(/hanya ditampilkan sekali/)).toBeVisible();
  const code = await dialog.getByLabel('Kode undangan').inputValue();
  const link = await dialog.getByLabel('Tautan undangan').inputValue();
  expect(code).toMatch(/^[A-Za-z0-9_-]{24}$/);
  expect(link).toMatch(new RegExp(`/my-info\\?undangan=${code}$`));
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Viewer' })).toHaveCount(1);
  await expectAccessible(page, 'users invite dialog', { labelMismatch: true });
  await page.screenshot({ path: `${ARTIFACTS}accounts-invite.png` });
  await dialog.getByRole('button', { name: 'Tutup' }).click();

  // The owner of Kandang Berkah opens the link in its own browser.
  const other = await secondBrowser(browser, 'owner2', 'owner2123');
  await other.goto(new URL(link).pathname + new URL(link).search);
  const card = other.getByRole('region', { name: 'Terima undangan' });
  await expect(card.getByLabel(/Kode undangan/)).toHaveValue(code);
  await card.getByRole('button', { name: 'Terima undangan' }).click();
  await expect(card.getByText(/Anda bergabung dengan Kandang Sukamaju \(SKM\)/)).toBeVisible();
  await card.getByRole('button', { name: 'Buka Kandang Sukamaju' }).click();
  await expect(other.getByRole('region', { name: 'Akun' }).getByText('Kandang Sukamaju (SKM)')).toBeVisible();

  // A second use of the same code is refused.
  await other.goto(`/my-info?undangan=${code}`);
  const again = other.getByRole('region', { name: 'Terima undangan' });
  await again.getByRole('button', { name: 'Terima undangan' }).click();
  await expect(again.getByRole('alert')).toHaveText('Undangan ini sudah dipakai.');

  // The admin sees the new member.
  await page.reload();
  await expect(page.getByRole('cell', { name: 'owner2', exact: true })).toBeVisible();

  // It leaves Kandang Sukamaju and is back in its own farm.
  const leave = other.getByRole('region', { name: 'Keluar dari kandang ini' });
  await leave.getByRole('button', { name: 'Keluar dari kandang ini' }).click();
  const confirm = other.getByRole('dialog', { name: 'Keluar dari kandang' });
  await expect(confirm).toContainText('Keluar dari Kandang Sukamaju (SKM)?');
  await expectAccessible(other, 'my-info leave dialog', { labelMismatch: true });
  await confirm.getByRole('button', { name: 'Keluar', exact: true }).click();
  await expect(other.getByRole('region', { name: 'Akun' }).getByText('Kandang Berkah (BRK)')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('cell', { name: 'owner2', exact: true })).toHaveCount(0);
  await other.context().close();
});

test('an admin switches a user off; its open browser is sent to /login and cannot log in to the farm', async ({ page, browser }) => {
  const username = `lepas-${suffix()}`;
  await loginAs(page, 'admin');
  await page.goto('/users');
  await page.getByRole('button', { name: '+ Tambah User' }).click();
  const add = page.getByRole('dialog');
  await add.getByLabel('Username').fill(username);
  await add.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Viewer', exact: true }).click();
  await add.getByLabel('Password', { exact: true }).fill('lepas-123');
  await add.getByLabel('Konfirmasi password').fill('lepas-123');
  await add.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('User ditambahkan.')).toBeVisible();

  const other = await secondBrowser(browser, username, 'lepas-123');
  await other.goto('/my-info');
  await expect(other.getByRole('region', { name: 'Akun' }).getByText('Kandang Sukamaju (SKM)')).toBeVisible();

  await page.getByRole('switch', { name: `Nonaktifkan ${username}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Nonaktifkan user' });
  await expect(confirm).toContainText('Semua sesinya langsung berakhir');
  await expectAccessible(page, 'users deactivate dialog', { labelMismatch: true });
  await confirm.getByRole('button', { name: 'Nonaktifkan' }).click();
  await expect(page.getByText(`${username} dinonaktifkan; sesinya diakhiri.`)).toBeVisible();
  await expect(page.getByRole('switch', { name: `Aktifkan ${username}` })).toBeVisible();

  // Its next request answers that the session ended by the deactivation: the browser goes to /login and says so.
  await other.reload();
  await expect(other).toHaveURL(/\/login$/);
  await expect(other.getByText('Akun Anda dinonaktifkan di kandang ini.')).toBeVisible();
  await other.getByLabel('Username').fill(username);
  await other.getByLabel('Password').fill('lepas-123');
  await other.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(other.getByRole('alert')).toHaveText('Akun Anda dinonaktifkan di kandang ini.');
  await other.screenshot({ path: `${ARTIFACTS}accounts-deactivated-login.png` });
  await other.context().close();
});
