import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { apiCall, ARTIFACTS, farmDate, loginAs } from './helpers';

interface Warnings {
  date: string;
  warnings: Array<{ rule: string; tingkat_id: number | null; bagian_id: number | null }>;
}
type Settings = Record<string, number>;

const RULES = ['hd_rendah', 'berat_telur', 'konsumsi_turun', 'kematian_harian', 'kematian_mingguan', 'stok_pakan', 'input_pakan_kosong', 'input_telur_kosong'];

/** Types `text` into the thresholds dialog's field `label`. */
async function setField(page: Page, label: string, text: string) {
  const field = page.getByRole('dialog', { name: 'Pengaturan peringatan' }).getByRole('textbox', { name: label });
  await field.fill(text);
}

test('the demo farm fires every warning rule in its last 30 days', async ({ page }) => {
  await loginAs(page, 'admin');
  const seen = new Set<string>();
  for (let k = 0; k < 30; k++) {
    const w = await apiCall<Warnings>(page, 'GET', `/api/insight/warnings?date=${farmDate(-k)}`);
    w.warnings.forEach((x) => seen.add(x.rule));
  }
  expect(RULES.filter((r) => !seen.has(r))).toEqual([]);
});

for (const size of [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'tablet', viewport: { width: 800, height: 1280 } },
]) {
  test(`Peringatan on the dashboard (${size.name}): a stricter threshold lists more, each warning links to its place on the map`, async ({ page }) => {
    await page.setViewportSize(size.viewport);
    await loginAs(page, 'admin');
    const before = await apiCall<Settings>(page, 'GET', '/api/insight/warning-settings');
    try {
      await page.goto('/dashboard');
      const panel = page.getByRole('region', { name: 'Peringatan' });
      await expect(panel.getByText(/^\d+ peringatan$/)).toBeVisible();

      // Any death in 7 days now counts: the demo farm has deaths on its tingkat every week.
      await panel.getByRole('button', { name: 'Pengaturan peringatan' }).click();
      const dialog = page.getByRole('dialog', { name: 'Pengaturan peringatan' });
      await expect(dialog.getByRole('textbox', { name: 'Kematian 7 hari lebih dari' })).toHaveValue('0,2');
      await page.screenshot({ path: `${ARTIFACTS}warnings-settings-${size.name}.png` });
      await expectAccessible(page, `pengaturan peringatan @${size.name}`, { labelMismatch: true, include: ['[role="dialog"]'] });
      await setField(page, 'Kematian 7 hari lebih dari', '0');
      await dialog.getByRole('button', { name: 'Simpan' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Pengaturan peringatan disimpan')).toBeVisible();

      const today = await apiCall<Warnings>(page, 'GET', `/api/insight/warnings?date=${farmDate()}`);
      const weekly = today.warnings.filter((w) => w.rule === 'kematian_mingguan');
      expect(weekly.length).toBeGreaterThan(0);
      await expect(panel.getByText(`${today.warnings.length} peringatan`)).toBeVisible();
      const link = panel.getByRole('link', { name: /^Kematian mingguan tinggi · / }).first();
      await expect(link).toHaveAttribute('href', `/insight?tingkat=${weekly[0].tingkat_id}`);
      await expect(link).toContainText(/Kematian 7 hari \d+ ekor = [\d,]+ % dari [\d.]+ ekor, di atas batas mingguan 0 %/);
      await panel.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${ARTIFACTS}warnings-panel-${size.name}.png`, fullPage: true });
      await expectAccessible(page, `peringatan @${size.name}`, { labelMismatch: true, include: ['section[aria-labelledby="peringatan-judul"]'] });
    } finally {
      await apiCall(page, 'PUT', '/api/insight/warning-settings', before);
    }
  });
}
