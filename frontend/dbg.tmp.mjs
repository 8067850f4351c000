import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console', m.type(), m.text().slice(0, 400)); });
page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 600)));
await page.goto('http://localhost:3222/login');
await page.getByLabel('Username').fill('admin');
await page.getByLabel('Password').fill('admin123');
await page.getByRole('button', { name: 'Login', exact: true }).click();
await page.waitForTimeout(6000);
console.log('url', page.url());
console.log((await page.content()).slice(0, 500));
for (const p of process.argv.slice(2)) {
  await page.goto('http://localhost:3222' + p);
  await page.waitForTimeout(5000);
  console.log(p, (await page.locator('h1').allTextContents()));
}
await browser.close();
