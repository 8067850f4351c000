/**
 * The edges of issue #36: the customer statement on A4 paper and on a phone, the sale entry on a
 * phone, Ayam Info and Tugas Info on a tablet, a sale of a closed month, and Transaksi Keuangan at
 * 1366–1440 px. Each screen is photographed (test-results/…/artifacts) and measured.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ARTIFACTS, apiCall, farmDate, loginAs } from './helpers';

const pt = (mm: number) => (mm * 72) / 25.4;

type Statement = { rows: Array<{ code: string | null }> };

/** The demo customer with the most statement lines over the default 90 days (the longest statement to print). */
async function longestStatement(page: Page): Promise<{ id: number; lines: number }> {
  const ageing = await apiCall<{ customers: Array<{ customer_id: number }> }>(page, 'GET', `/api/receivables?asof=${farmDate()}`);
  let best = { id: 0, lines: -1 };
  for (const c of ageing.customers.slice(0, 20)) {
    const s = await apiCall<Statement>(page, 'GET', `/api/customers/${c.customer_id}/statement?from=${farmDate(-89)}&to=${farmDate()}`);
    if (s.rows.length > best.lines) best = { id: c.customer_id, lines: s.rows.length };
  }
  expect(best.id, 'a customer with a statement').toBeGreaterThan(0);
  return best;
}

/** No sideways scroll of the page. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const w = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(w.scroll, `${what}: page as wide as the screen`).toBeLessThanOrEqual(w.client);
}

/** The element's text is on one line and inside the screen's width (measured on the text itself, not the padded box). */
async function expectWholeOnScreen(el: Locator, what: string) {
  const m = await el.evaluate((e) => {
    const range = document.createRange();
    range.selectNodeContents(e);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0);
    return {
      lines: new Set(rects.map((r) => Math.round(r.top))).size,
      left: Math.min(...rects.map((r) => r.left)),
      right: Math.max(...rects.map((r) => r.right)),
      width: document.documentElement.clientWidth,
    };
  });
  expect(m.lines, `${what} on one line`).toBe(1);
  expect(m.left, `${what} inside the screen`).toBeGreaterThanOrEqual(0);
  expect(m.right, `${what} inside the screen`).toBeLessThanOrEqual(m.width);
}

test('the customer statement prints on A4: every column inside the margin, numbers whole, no empty page', async ({ page }) => {
  await loginAs(page, 'admin');
  const { id, lines } = await longestStatement(page);
  const ageing = await apiCall<{ customers: Array<{ customer_id: number; invoices: unknown[] }> }>(page, 'GET', `/api/receivables?asof=${farmDate()}`);
  const openInvoices = ageing.customers.find((c) => c.customer_id === id)?.invoices.length ?? 0;
  await page.goto(`/piutang/${id}`);
  const table = page.getByRole('table', { name: 'Mutasi piutang' });
  await expect(table.locator('tfoot')).toContainText('Saldo akhir');
  // What the screen shows: each line's document number and balance (last cell).
  const shown = await table.locator('tbody tr').evaluateAll((rows) =>
    rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')).filter((cells) => cells.length === 7),
  );
  expect(shown.length).toBe(lines);

  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  const file = `${ARTIFACTS}edges-statement-a4.pdf`;
  writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
  const pages = text.split('\f').filter((p, i, all) => i < all.length - 1 || p.trim() !== '');
  // Every page has the statement's lines on it: no page left empty by the screen around it.
  for (const p of pages) expect(p.trim().length, 'no empty page').toBeGreaterThan(0);
  // As few pages as the lines need. A4 inside 12 mm margins is 273 mm high; a printed row is 4.5 mm
  // (8.5 pt, one line), so a page holds 60 rows (273 / 4.5 = 60.7): the repeated header row and 59
  // lines. The first page also holds the farm, title and period (about 5 rows' height) and the
  // opening balance: 60 − 5 − 1 header − 1 opening = 53 lines. After the last line come the closing
  // balance (1 row), then at most 3 rows of space and title and the open invoices with their header
  // (1 + n rows), possibly split over a page. So `lines` + the closing row need 1 + ⌈(lines + 1 −
  // 53) / 59⌉ pages, and with the open invoices at most 1 + ⌈(lines + 5 + n − 53) / 59⌉.
  const pagesFor = (rows: number) => 1 + Math.max(0, Math.ceil((rows - 53) / 59));
  expect(pages.length, `${lines} lines, ${openInvoices} open invoices`).toBeGreaterThanOrEqual(pagesFor(lines + 1));
  expect(pages.length, `${lines} lines, ${openInvoices} open invoices`).toBeLessThanOrEqual(pagesFor(lines + 5 + openInvoices));
  // No page but the last is left short: each holds at least the 53 lines of the first.
  for (const p of pages.slice(0, -1)) expect(p.split('\n').filter((l) => /^\d\d\/\d\d\/\d{4} /.test(l)).length, 'lines on a full page').toBeGreaterThanOrEqual(53);
  // The closing balance is printed once, at the end (not at the foot of every page).
  expect(pages.filter((p) => p.includes('Saldo akhir per')).length).toBe(1);
  // Numbers whole: each document number and each balance is on one text line of the PDF.
  const flat = pages.join('\n');
  for (const cells of shown) {
    if (cells[2]) expect(flat, `document number ${cells[2]}`).toContain(cells[2]);
    expect(flat, `balance ${cells[6]}`).toContain(cells[6]);
  }

  // Every word (the balance column the rightmost) inside the right margin: 595.3 − 34.0 pt.
  const boxes = execFileSync('pdftotext', ['-bbox', file, '-']).toString();
  const pageWidths = [...boxes.matchAll(/<page width="([\d.]+)" height="([\d.]+)"/g)].map((m) => [Number(m[1]), Number(m[2])]);
  expect(pageWidths.length).toBe(pages.length);
  for (const [w, h] of pageWidths) {
    expect(w).toBeCloseTo(pt(210), 0);
    expect(h).toBeCloseTo(pt(297), 0);
  }
  const rights = [...boxes.matchAll(/<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)"/g)].map((m) => Number(m[2]));
  expect(rights.length).toBeGreaterThan(lines);
  expect(Math.max(...rights), 'rightmost word inside the 12 mm margin').toBeLessThanOrEqual(pt(210) - pt(12) + 1);
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: `${ARTIFACTS}edges-statement-print.png`, fullPage: true });
});

test.describe('phone 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sale entry shows each subtotal and the total whole; the statement fits', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/penjualantelur');
    const entry = page.getByRole('group', { name: 'Isian penjualan' });
    await expect(entry).toBeVisible();
    // 1,25 kg A at Rp 27.500 = Rp 34.375; 2 kg B at Rp 23.000 = Rp 46.000; total Rp 80.375.
    await page.getByLabel('Qty A (kg)').fill('1,25');
    await page.getByLabel('Harga A per kg (Rp)').fill('27500');
    await page.getByLabel('Qty B (kg)').fill('2');
    await page.getByLabel('Harga B per kg (Rp)').fill('23000');
    await expect(page.getByTestId('subtotal-A')).toHaveText('Rp 34.375');
    await expect(page.getByTestId('subtotal-B')).toHaveText('Rp 46.000');
    await expect(page.getByTestId('subtotal-C')).toHaveText('-');
    await expect(page.getByTestId('sale-total')).toHaveText('Rp 80.375');
    for (const id of ['subtotal-A', 'subtotal-B', 'sale-total']) await expectWholeOnScreen(page.getByTestId(id), id);
    await expectNoSidewaysScroll(page, 'Penjualan Telur');
    await entry.screenshot({ path: `${ARTIFACTS}edges-sale-entry-390.png` });

    const { id } = await longestStatement(page);
    await page.goto(`/piutang/${id}`);
    const list = page.getByRole('list', { name: 'Mutasi piutang' });
    await expect(list).toContainText('Saldo akhir');
    await expectNoSidewaysScroll(page, 'Kartu piutang');
    const sheet = page.getByRole('article', { name: /^Kartu piutang / });
    const wide = await sheet.evaluate((el) => [...el.querySelectorAll('*')].filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5).length);
    expect(wide, 'nothing of the statement beyond the screen').toBe(0);
    await page.screenshot({ path: `${ARTIFACTS}edges-statement-390.png`, fullPage: true });
  });
});

test.describe('tablet 800 px', () => {
  test.use({ viewport: { width: 800, height: 1280 } });

  test('Ayam Info actions and every Tugas Info column are reachable', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/ayaminfo');
    await expect(page.getByRole('heading', { level: 1, name: 'Ayam Info' })).toBeVisible();
    // The rows are there (their Ubah buttons), not only the headers of a loading table.
    await expect(page.getByRole('button', { name: /^Ubah transaksi / }).first()).toBeVisible();
    await expect(page.getByText('Memuat data…')).toHaveCount(0);
    await expectNoSidewaysScroll(page, 'Ayam Info');
    const buttons = page.locator('main button:visible');
    const outside = await buttons.evaluateAll((all) =>
      all.filter((b) => b.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5).map((b) => b.getAttribute('aria-label') ?? b.textContent),
    );
    expect(outside, 'Ayam Info actions beyond the screen').toEqual([]);
    await page.screenshot({ path: `${ARTIFACTS}edges-ayaminfo-800.png`, fullPage: true });

    await page.goto('/tasks/tugasinfo');
    await expect(page.getByRole('heading', { level: 1, name: 'Tugas Info' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Tabel tugas yang sudah dikerjakan' })).toBeVisible();
    await expect(page.getByText('Memuat data…')).toHaveCount(0);
    await expectNoSidewaysScroll(page, 'Tugas Info');
    const headers = page.locator('main th:visible, main [role="columnheader"]:visible');
    const cut = await headers.evaluateAll((all) =>
      all.filter((h) => h.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5).map((h) => h.textContent),
    );
    expect(cut, 'Tugas Info columns beyond the screen').toEqual([]);
    await page.screenshot({ path: `${ARTIFACTS}edges-tugasinfo-800.png`, fullPage: true });
  });
});

for (const width of [1366, 1440]) {
  test(`Transaksi Keuangan at ${width} px: the month close and the date shortcuts on one line each, dates whole`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await loginAs(page, 'admin');
    await page.goto('/transaksikeuangan');
    const card = page.locator('section[aria-labelledby="book-lock-title"]');
    await expect(card).toBeVisible();
    await expect(page.locator('table tbody td[data-field="trx_date"]').first()).toBeVisible();
    await page.screenshot({ path: `${ARTIFACTS}edges-finance-${width}.png`, fullPage: true });
    // The visible children of a row share one line (their middles within 12 px), and each child's own text is on one line.
    const oneLine = async (row: Locator, what: string) => {
      const m = await row.evaluate((e) => {
        const kids = [...e.children].filter((c) => (c as HTMLElement).offsetParent !== null);
        const lines = (el: Element) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
        };
        return {
          middles: kids.map((c) => Math.round(c.getBoundingClientRect().top + c.getBoundingClientRect().height / 2)),
          wrapped: [...e.querySelectorAll('button, p, h2, span.MuiTypography-root')].filter((el) => (el as HTMLElement).offsetParent !== null && lines(el) > 1).map((el) => el.textContent),
        };
      });
      expect(m.middles.length, what).toBeGreaterThan(1);
      expect(Math.max(...m.middles) - Math.min(...m.middles), `${what}: one line`).toBeLessThanOrEqual(12);
      expect(m.wrapped, `${what}: texts broken over lines`).toEqual([]);
    };
    await oneLine(card.locator('> div').first(), 'month close');
    await oneLine(page.getByRole('group', { name: 'Pilihan periode' }).locator('..'), 'dates and shortcuts');
    await oneLine(page.getByRole('group', { name: 'Pilihan periode' }), 'date shortcuts');
    const dates = page.locator('table tbody td[data-field="trx_date"]');
    await expect(dates.first()).toBeVisible();
    for (const d of (await dates.all()).slice(0, 10)) await expectWholeOnScreen(d, 'date');
  });
}

test('a sale of a closed month opens read-only: no Simpan, Catat Retur offered', async ({ page }) => {
  await loginAs(page, 'admin');
  const sales = await apiCall<Array<{ sale_id: number; sale_date: string; finance_code: string | null }>>(page, 'GET', '/api/egg-sales/list');
  // The newest sale (on the first page of the history) and the books closed up to its day.
  const sale = sales.reduce((a, b) => (b.sale_date > a.sale_date || (b.sale_date === a.sale_date && b.sale_id > a.sale_id) ? b : a));
  await apiCall(page, 'PUT', '/api/finance/lock', { lock_date: sale.sale_date });
  try {
  await page.goto('/penjualantelur');
  await page.getByRole('button', { name: `Aksi lain ${sale.finance_code}` }).first().click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: `Edit Penjualan ${sale.finance_code}` });
  await expect(dialog.getByRole('alert')).toContainText('sudah ditutup');
  await expect(dialog.getByLabel('Catatan')).toBeDisabled();
  await expect(dialog.getByLabel('Qty A (kg)')).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Simpan' })).toHaveCount(0);
  await dialog.screenshot({ path: `${ARTIFACTS}edges-closed-sale.png` });
  await dialog.getByRole('button', { name: 'Catat Retur' }).click();
  await expect(page.getByRole('heading', { name: `Retur Penjualan ${sale.finance_code}` })).toBeVisible();
  } finally {
    // The owner reopens the books for the specs after this one, also when a step above failed.
    await page.keyboard.press('Escape');
    await page.evaluate(() => localStorage.clear());
    await loginAs(page, 'owner');
    await apiCall(page, 'PUT', '/api/finance/lock', { lock_date: null });
  }
});
