#!/usr/bin/env node
/**
 * Draws the app's PNG icons (frontend/public/icons/) from the brand mark of frontend/public/favicon.svg
 * (green tile, egg with its yolk) with the Chromium of Playwright: 192 and 512 px with rounded corners
 * (purpose "any"), 512 px full-bleed with the egg inside the central safe circle (purpose "maskable",
 * for Android's round and squircle masks) and 180 px full-bleed for iOS's home screen. Run again after
 * changing the mark: `node scripts/pwa-icons.mjs` (CHROME_PATH, default /usr/bin/chromium).
 */
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'frontend', 'public', 'icons');
const { chromium } = createRequire(join(ROOT, 'frontend', 'package.json'))('@playwright/test');

const GREEN = '#2f6b3a';
const egg = '<ellipse cx="32" cy="35" rx="15" ry="19" fill="#fdf6e3"/><ellipse cx="32" cy="40" rx="7" ry="7" fill="#f2a516"/>';
/** Rounded tile, as the favicon. */
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${GREEN}"/>${egg}</svg>`;
/** Full-bleed tile, the egg (38 of 76 units high) well inside the 80 % safe circle of a maskable icon. */
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-6 -3 76 76"><rect x="-6" y="-3" width="76" height="76" fill="${GREEN}"/>${egg}</svg>`;

const ICONS = [
  ['icon-192.png', 192, rounded],
  ['icon-512.png', 512, rounded],
  ['icon-maskable-512.png', 512, fullBleed],
  ['apple-touch-icon-180.png', 180, fullBleed],
];

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const [file, size, svg] of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`);
    await page.locator('svg').screenshot({ path: join(OUT, file), omitBackground: true });
    await page.close();
    console.log(`${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
