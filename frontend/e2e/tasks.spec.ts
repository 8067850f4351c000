import { expect, test, type Locator, type Page } from '@playwright/test';
import { ARTIFACTS, farmWeekdayIndex, loginAs, logoutFromBar } from './helpers';

// The server decides what "today" is (an abk may mark only today); the config runs the server
// and the browser in the same time zone (Asia/Jakarta).

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const WEEKDAYS = ['Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab', 'Min'];

async function choose(page: Page, scope: Page | Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}


test('admin builds a task with an image and a weekly schedule; abk marks it Selesai; the calendar shows it done', async ({ page }) => {
  const suffix = Date.now().toString().slice(-5);
  const mainName = `Uji Main ${suffix}`;
  const subName = `Uji Sub ${suffix}`;

  await loginAs(page, 'admin');
  await page.goto('/tasks/library');
  await expect(page.getByRole('heading', { level: 1, name: 'Nama Tugas' })).toBeVisible();
  // the demo library is there
  await expect(page.getByRole('cell', { name: 'Vaksinasi', exact: true }).first()).toBeVisible();

  // Main task: the §5 message first, then a real one.
  await page.getByRole('button', { name: 'Tambah Main Task' }).click();
  let dialog = page.getByRole('dialog', { name: 'Tambah Main Task' });
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Nama main task' })).toHaveAccessibleDescription('Nama main task wajib diisi');
  await dialog.getByRole('textbox', { name: 'Nama main task' }).fill(mainName);
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Main task tersimpan')).toBeVisible();

  // Sub task with an image.
  await page.getByRole('button', { name: 'Tambah Sub Task' }).click();
  dialog = page.getByRole('dialog', { name: 'Tambah Sub Task' });
  await choose(page, dialog, 'Main task', mainName);
  await dialog.getByRole('textbox', { name: 'Nama sub task' }).fill(subName);
  await dialog.getByRole('textbox', { name: 'Deskripsi' }).fill('Tugas uji otomatis');
  await dialog.getByRole('textbox', { name: 'Instruksi' }).fill('1. Lakukan tugas\n2. Tandai selesai');
  await dialog.getByLabel('File gambar').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('img', { name: 'Gambar sub task' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Sub task tersimpan')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Cari sub task' }).fill(subName);
  await expect(page.getByRole('img', { name: `Gambar ${subName}` })).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}tasks-library.png`, fullPage: true });

  // Weekly schedule on today's weekday.
  await page.goto('/tasks/schedules/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Buat Jadwal Tugas' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Form jadwal tugas' });
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(form.getByRole('alert')).toHaveText('Pilih sub task terlebih dahulu');
  await choose(page, form, 'Main task', mainName);
  await choose(page, form, 'Sub task', subName);
  await choose(page, form, 'Frekuensi', 'Mingguan');
  const weekday = WEEKDAYS[farmWeekdayIndex()];
  await form.getByRole('button', { name: weekday, exact: true }).click();
  // Jam: a 24-hour time picker; type the hour and minute sections.
  await form.getByRole('group', { name: 'Jam' }).getByRole('spinbutton').first().click();
  await page.keyboard.type('0700');
  await expect(form.getByRole('group', { name: 'Jam' })).toContainText('07');
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Jadwal tersimpan')).toBeVisible();
  await choose(page, page, 'Filter main task', mainName);
  const row = page.getByRole('row').filter({ hasText: subName });
  await expect(row).toContainText('Mingguan');
  await expect(row).toContainText(weekday);
  await expect(row).toContainText('07:00');
  await page.screenshot({ path: `${ARTIFACTS}tasks-schedule.png`, fullPage: true });
  await logoutFromBar(page);

  // abk: today's list, Selesai.
  await loginAs(page, 'abk');
  await page.goto('/tasks/today');
  await expect(page.getByRole('heading', { level: 1, name: 'Tugas Saya' })).toBeVisible();
  const item = page.getByRole('listitem', { name: `${subName} 07:00` });
  await expect(item).toContainText(mainName);
  await expect(item).toContainText('Mingguan');
  await item.getByRole('button', { name: 'Selesai' }).click();
  await expect(item.getByText('DONE', { exact: true })).toBeVisible();
  await expect(item.getByRole('button', { name: 'Selesai' })).toHaveCount(0);
  await expect(item.getByRole('button', { name: 'Lewati' })).toHaveCount(0);
  await page.screenshot({ path: `${ARTIFACTS}tasks-today.png`, fullPage: true });

  // abk: the calendar shows it done; no library or schedule buttons for abk.
  await page.goto('/tasks/tugasinfo');
  await expect(page.getByRole('heading', { level: 1, name: 'Tugas Info' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nama Tugas' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Jadwal Tugas' })).toHaveCount(0);
  const event = page.getByRole('grid', { name: 'Kalender mingguan' }).getByRole('button', { name: new RegExp(`^${subName},.*sudah dikerjakan$`) });
  await expect(event).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}tasks-calendar-week.png`, fullPage: true });
  await event.click();
  const detail = page.getByRole('dialog', { name: subName });
  await expect(detail.getByText('Sudah dikerjakan')).toBeVisible();
  await expect(detail.getByText('Tugas uji otomatis')).toBeVisible();
  await expect(detail.getByRole('img', { name: `Gambar ${subName}` })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Tandai Dikerjakan' })).toHaveCount(0);
  await page.screenshot({ path: `${ARTIFACTS}tasks-calendar-detail.png` });
  await detail.getByRole('button', { name: 'Tutup' }).click();
  await expect(page.getByRole('region', { name: 'Tugas yang sudah dikerjakan' }).getByRole('row').filter({ hasText: subName })).toContainText('abk');

  // Month view: BASIC hidden, the new task shown.
  await page.getByRole('button', { name: 'Bulanan' }).click();
  const month = page.getByRole('grid', { name: 'Kalender bulanan' });
  await expect(month.getByRole('gridcell')).toHaveCount(42);
  await expect(month.getByRole('button', { name: new RegExp(`^${subName},.*sudah dikerjakan$`) })).toBeVisible();
  await expect(month.locator('[data-basic="true"]')).toHaveCount(0);
  await page.screenshot({ path: `${ARTIFACTS}tasks-calendar-month.png`, fullPage: true });
  await page.setViewportSize({ width: 800, height: 1280 });
  await page.getByRole('button', { name: 'Mingguan' }).click();
  await page.screenshot({ path: `${ARTIFACTS}tasks-calendar-tablet.png`, fullPage: true });
});

test('admin marks a demo task in the calendar detail; BASIC is drawn apart in the week view', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/tasks/tugasinfo');
  const week = page.getByRole('grid', { name: 'Kalender mingguan' });
  await expect(week.locator('[data-basic="true"]').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nama Tugas' })).toBeVisible();
  const pending = week.getByRole('button', { name: /belum dikerjakan$/ }).first();
  const label = (await pending.getAttribute('aria-label')) ?? '';
  const subName = label.split(',')[0];
  await pending.click();
  const detail = page.getByRole('dialog', { name: subName });
  await expect(detail.getByText('Instruksi')).toBeVisible();
  await detail.getByRole('button', { name: 'Tandai Dikerjakan' }).click();
  await expect(detail.getByText('Sudah dikerjakan')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Tandai Dikerjakan' })).toHaveCount(0);
  await detail.getByRole('button', { name: 'Tutup' }).click();
  await expect(week.getByRole('button', { name: label.replace('belum dikerjakan', 'sudah dikerjakan') })).toBeVisible();
});

test('admin edits a schedule with Update, Batal resets an edit and leaves an untouched form; a sub task is switched Nonaktif and back', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/tasks/schedules/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Buat Jadwal Tugas' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Form jadwal tugas' });
  const edit = page.getByRole('button', { name: /^Edit jadwal / }).first();
  const subName = ((await edit.getAttribute('aria-label')) ?? '').replace('Edit jadwal ', '');
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Edit jadwal ${subName}`, exact: true }) });

  // Edit loads the schedule into the form; Update saves the new time.
  await edit.click();
  await expect(form.getByRole('button', { name: 'Update' })).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Sub task' })).toHaveText(subName);
  await form.getByRole('group', { name: 'Jam' }).getByRole('spinbutton').first().click();
  await page.keyboard.type('2145');
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Jadwal diperbarui')).toBeVisible();
  await expect(row).toContainText('21:45');
  await expect(form.getByRole('button', { name: 'Simpan' })).toBeVisible();

  // Batal on an edit resets the form and changes nothing; Batal on an untouched form goes to the calendar.
  await page.getByRole('button', { name: `Edit jadwal ${subName}`, exact: true }).click();
  await form.getByRole('group', { name: 'Jam' }).getByRole('spinbutton').first().click();
  await page.keyboard.type('0600');
  await form.getByRole('button', { name: 'Batal' }).click();
  await expect(form.getByRole('button', { name: 'Simpan' })).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Sub task' })).not.toHaveText(subName);
  await page.reload();
  await expect(row).toContainText('21:45');
  await form.getByRole('button', { name: 'Batal' }).click();
  await expect(page).toHaveURL(/\/tasks\/tugasinfo$/);

  // Library: a sub task switched Nonaktif stays so after a reload, then back to Aktif.
  await page.goto('/tasks/library');
  await page.getByRole('searchbox', { name: 'Cari sub task' }).fill(subName);
  const status = page.getByRole('switch', { name: `Status ${subName}` });
  await expect(status).toBeChecked();
  await status.click();
  await expect(status).not.toBeChecked();
  await page.reload();
  await page.getByRole('searchbox', { name: 'Cari sub task' }).fill(subName);
  await expect(status).not.toBeChecked();
  await expect(page.getByRole('row').filter({ has: status })).toContainText('Nonaktif');
  await status.click();
  await expect(status).toBeChecked();
});
