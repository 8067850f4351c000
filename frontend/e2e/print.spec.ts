/**
 * Printing (issue #23 'Print'): the nota on a 58 mm roll and on A5, chosen on the nota; the Neraca
 * and the Laba Rugi on A4. Each page is printed to PDF with the page's own @page size and the PDF's
 * page boxes are read back: 58 mm = 164.4 pt wide, A5 = 419.5 × 595.3 pt, A4 = 595.3 × 841.9 pt.
 */
import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, apiCall, loginAs } from './helpers';

interface Box {
  width: number;
  height: number;
}

/** The page boxes of a PDF as Chromium writes it (one uncompressed `/MediaBox [x0 y0 x1 y1]` per page), in points. */
function pageBoxes(pdf: Buffer): Box[] {
  const text = pdf.toString('latin1');
  return [...text.matchAll(/\/MediaBox\s*\[\s*([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s*\]/g)].map((m) => ({
    width: Number(m[3]) - Number(m[1]),
    height: Number(m[4]) - Number(m[2]),
  }));
}

/** Prints the page as the browser's print dialog would with the page's @page size, keeps the PDF, and answers its page boxes. */
async function printedPages(page: Page, name: string): Promise<Box[]> {
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  writeFileSync(`${ARTIFACTS}${name}.pdf`, pdf);
  const boxes = pageBoxes(pdf);
  expect(boxes.length, `${name}: pages in the PDF`).toBeGreaterThan(0);
  return boxes;
}

/** mm → PDF points (72 per inch). */
const pt = (mm: number) => (mm * 72) / 25.4;

type SaleRow = { sale_id: number; finance_code: string | null; payment_method: string; amount_paid: string; total_amount: string };

/** The demo farm's sale with the largest total among those with a payment (long money lines, a payment list). */
async function largestPaidSale(page: Page): Promise<SaleRow> {
  const rows = await apiCall<SaleRow[]>(page, 'GET', '/api/egg-sales/list');
  const paid = rows.filter((r) => r.payment_method === 'piutang' && Number(r.amount_paid) > 0);
  const pool = paid.length ? paid : rows;
  expect(pool.length, 'the demo farm has sales').toBeGreaterThan(0);
  return pool.reduce((a, b) => (Number(b.total_amount) > Number(a.total_amount) ? b : a));
}

test.describe('nota', () => {
  let sale: SaleRow;

  test.beforeEach(async ({ page }) => {
    await loginAs(page, 'admin');
    sale ??= await largestPaidSale(page);
    await page.goto(`/penjualantelur/nota/${sale.sale_id}`);
    await expect(page.getByRole('article', { name: /^Nota / })).toContainText('Terima kasih.');
  });

  test('prints on A5 (420 × 595 pt)', async ({ page }) => {
    await expect(page.getByRole('button', { name: 'A5', exact: true })).toHaveAttribute('aria-pressed', 'true');
    const pages = await printedPages(page, 'print-nota-a5');
    for (const p of pages) {
      expect(p.width).toBeCloseTo(pt(148), 0); // 419.53 pt
      expect(p.height).toBeCloseTo(pt(210), 0); // 595.28 pt
    }
    expect(pages).toHaveLength(1);
  });

  test('prints on a 58 mm roll (164 pt wide), the whole nota on one page as long as it is', async ({ page }) => {
    await page.getByRole('button', { name: 'Thermal 58 mm' }).click();
    const pages = await printedPages(page, 'print-nota-58mm');
    expect(pages).toHaveLength(1);
    expect(Math.abs(pages[0].width - 164.4)).toBeLessThanOrEqual(1); // 58 mm = 164.41 pt
    // Longer than wide and not the Letter or A4 sheet of an ignored @page rule (792 / 842 pt).
    expect(pages[0].height).toBeGreaterThan(pt(80) - 1);
    expect([792, 842].some((h) => Math.abs(pages[0].height - h) < 1)).toBe(false);
  });

  test('on a 58 mm page every money line stays on one line and nothing runs off the paper', async ({ page }) => {
    await page.getByRole('button', { name: 'Thermal 58 mm' }).click();
    await page.setViewportSize({ width: Math.round((58 * 96) / 25.4), height: 900 }); // 219 px
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Cetak' })).toBeHidden();
    const nota = page.getByRole('article', { name: /^Nota / });
    await page.screenshot({ path: `${ARTIFACTS}print-nota-58mm-media.png`, fullPage: true });

    const measured = await nota.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const lines = [...el.querySelectorAll<HTMLElement>('.nota-money')].map((line) => {
        const r = line.getBoundingClientRect();
        const value = line.lastElementChild as HTMLElement;
        const lineHeight = parseFloat(getComputedStyle(value).lineHeight);
        return { text: line.textContent, height: r.height, lineHeight, right: r.right, valueRight: value.getBoundingClientRect().right, valueHeight: value.getBoundingClientRect().height };
      });
      return {
        width: box.width,
        right: box.right,
        scrollWidth: el.scrollWidth,
        clientWidth: el.clientWidth,
        pageScrollWidth: document.documentElement.scrollWidth,
        pageWidth: document.documentElement.clientWidth,
        lines,
      };
    });
    // The nota is 54 mm (204 px) wide inside the 58 mm page; nothing is wider than it or the page.
    expect(measured.width).toBeCloseTo((54 * 96) / 25.4, 0);
    expect(measured.scrollWidth).toBeLessThanOrEqual(measured.clientWidth);
    expect(measured.pageScrollWidth).toBeLessThanOrEqual(measured.pageWidth);
    // Total, Dibayar, Sisa, the line subtotals and the payments at least.
    expect(measured.lines.length).toBeGreaterThanOrEqual(5);
    for (const l of measured.lines) {
      expect(l.height, `one line: ${l.text}`).toBeLessThan(l.lineHeight * 1.5);
      expect(l.valueHeight, `amount on one line: ${l.text}`).toBeLessThan(l.lineHeight * 1.5);
      expect(l.valueRight, `amount inside the paper: ${l.text}`).toBeLessThanOrEqual(measured.right + 0.5);
    }
  });
});

test('the Neraca and the Laba Rugi print on A4 portrait (595 × 842 pt)', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/neraca');
  await expect(page.getByRole('table', { name: 'Aset' })).toBeVisible();
  for (const p of await printedPages(page, 'print-neraca')) {
    expect(p.width).toBeCloseTo(pt(210), 0); // 595.28 pt
    expect(p.height).toBeCloseTo(pt(297), 0); // 841.89 pt
  }
  await page.goto('/laba-rugi');
  await expect(page.getByRole('table', { name: 'Laba rugi per kode akun' })).toContainText('Laba (rugi) bersih');
  for (const p of await printedPages(page, 'print-laba-rugi')) {
    expect(p.width).toBeCloseTo(pt(210), 0);
    expect(p.height).toBeCloseTo(pt(297), 0);
  }
});
