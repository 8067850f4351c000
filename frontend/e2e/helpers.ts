import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

/** Folder for screenshots (git-ignored). */
export const ARTIFACTS = fileURLToPath(new URL('./artifacts/', import.meta.url));

/** Logs in through the login form with the demo password `<username>123`. */
export async function loginAs(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(`${username}123`);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/** Tile names of the main menu. */
export async function menuTiles(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Menu utama' });
  await expect(nav).toBeVisible();
  return nav.getByRole('heading').allTextContents();
}

/** A number as the screens show it in the Indonesian locale: '12.345,678 kg' → 12345.678, 'Rp 1.500' → 1500. */
export const idNumber = (text: string | null): number => Number((text ?? '').replace(/[^\d,-]/g, '').replace(',', '.'));
