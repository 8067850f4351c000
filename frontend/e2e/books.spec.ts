import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { apiCall, ARTIFACTS, farmDate, idNumber, typeDay } from './helpers';

/**
 * Books an accountant signs (issue #20), on a new farm: it enters its opening balances, sells on
 * credit last month, closes last month, cannot edit that sale any more and is offered a return,
 * records the return today, and reads the Neraca and the receivables.
 */

const MONTHS = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];

/** YYYY-MM-DD of a UTC date. */
const iso = (d: Date) => d.toISOString().slice(0, 10);
/** dd/mm/yyyy of a YYYY-MM-DD day. */
const dmy = (day: string) => day.split('-').reverse().join('/');

/** Creates a farm as the platform superadmin (through the API) and answers its owner's login. */
async function newFarm(page: Page): Promise<{ nama: string; email: string; password: string }> {
  const s = String(Date.now() % 1_000_000);
  const farm = { nama: `Kandang Buku ${s}`, kode: `BK${s}`, owner_email: `buku-${s}@contoh.id`, owner_password: 'rahasia-buku-1' };
  const login = await page.request.post('/api/auth/login', { data: { email: 'superadmin', password: 'superadmin123' } });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const created = await page.request.post('/api/superadmin/tenants', { headers: { authorization: `Bearer ${token}` }, data: farm });
  expect(created.status(), await created.text()).toBe(201);
  return { nama: farm.nama, email: farm.owner_email, password: farm.owner_password };
}

test('a new farm: opening balances, a sale, month close, a refused edit, a return, then the Neraca and the receivables', async ({ page }) => {
  test.setTimeout(300_000);
  // Days, from the farm's today: last month's first day is the start of the books; the sale is on
  // its second day; last month is closed; the return comes back today.
  const today = farmDate();
  const [y, m] = today.split('-').map(Number);
  const start = iso(new Date(Date.UTC(y, m - 2, 1)));
  const saleDay = iso(new Date(Date.UTC(y, m - 2, 2)));
  const lastMonthEnd = iso(new Date(Date.UTC(y, m - 1, 0)));
  const invoiceDay = iso(new Date(Date.UTC(y, m - 2, -9)));
  const invoiceDue = iso(new Date(Date.UTC(y, m - 2, 21)));
  const lastMonthLabel = `${MONTHS[(m + 10) % 12]} ${m === 1 ? y - 1 : y}`;

  const farm = await newFarm(page);
  await page.goto('/login');
  await page.getByLabel('Username').fill(farm.email);
  await page.getByLabel('Password').fill(farm.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // What the farm has that the books do not show: a coop laying on the day of the sale, a customer.
  const lokasi = await apiCall<{ id: number }>(page, 'POST', '/api/coop/lokasi', { lokasi: 'Farm Buku' });
  const plant = await apiCall<{ id: number }>(page, 'POST', '/api/coop/plant', { plant: 'Plant 1', lokasi_id: lokasi.id });
  const jalur = await apiCall<{ id: number }>(page, 'POST', '/api/coop/jalur', { jalur: 'Jalur 1', plant_id: plant.id });
  const bagian = await apiCall<{ id: number }>(page, 'POST', '/api/coop/bagian', { bagian: 'Kanan', jalur_id: jalur.id });
  await apiCall(page, 'POST', '/api/transaksi-telur', { tanggal: saleDay, data: [{ bagian_id: bagian.id, grade_a: 100, butir_a: 1600 }] });
  const customer = 'Toko Sumber Rezeki';
  await apiCall(page, 'POST', '/api/customers', { name: customer, phone: '0812-7777-0101', status: 'active' });

  // 1. The empty dashboard of the new farm leads to Saldo Awal.
  await page.reload();
  await page.getByRole('link', { name: 'Isi Saldo Awal', exact: true }).click();
  await expect(page).toHaveURL(/\/saldo-awal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Saldo Awal' })).toBeVisible();
  await typeDay(page, 'Tanggal mulai', start);
  await page.getByRole('textbox', { name: 'Kas (Rp)' }).fill('10000000');
  await page.getByRole('button', { name: 'Tambah tagihan' }).click();
  await page.getByRole('combobox', { name: 'Pelanggan tagihan 1' }).click();
  await page.getByRole('option', { name: customer }).click();
  await typeDay(page, 'Tanggal tagihan 1', invoiceDay);
  await typeDay(page, 'Jatuh tempo 1', invoiceDue);
  await page.getByRole('textbox', { name: 'Jumlah tagihan 1 (Rp)' }).fill('2000000');
  // What the farm owed its feed mill at the start, the supplier added in place: 3.000.000.
  const supplier = 'PT Pakan Awal';
  await page.getByRole('button', { name: 'Tambah hutang' }).click();
  await page.getByRole('combobox', { name: 'Pemasok hutang 1' }).click();
  await page.getByRole('option', { name: 'Tambah pemasok' }).click();
  const addSupplier = page.getByRole('dialog', { name: 'Tambah Pemasok' });
  await addSupplier.getByRole('textbox', { name: 'Nama pemasok' }).fill(supplier);
  await addSupplier.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByRole('combobox', { name: 'Pemasok hutang 1' })).toHaveText(supplier);
  await typeDay(page, 'Tanggal hutang 1', invoiceDay);
  await typeDay(page, 'Jatuh tempo 1', invoiceDue, page.getByRole('region', { name: 'Hutang per pemasok' }));
  await page.getByRole('textbox', { name: 'Jumlah hutang 1 (Rp)' }).fill('3000000');
  // Kas 10.000.000 + piutang 2.000.000 = 12.000.000 of assets; hutang 3.000.000; Saldo Awal Ekuitas 9.000.000.
  await expect(page.getByTestId('total-aset')).toHaveText('Rp 12.000.000');
  await expect(page.getByTestId('total-kewajiban')).toHaveText('Rp 3.000.000');
  await expect(page.getByTestId('saldo-awal-ekuitas')).toHaveText('Rp 9.000.000');
  await expectAccessible(page, '/saldo-awal', { labelMismatch: true });
  await page.screenshot({ path: `${ARTIFACTS}books-saldo-awal.png`, fullPage: true });
  await page.getByRole('button', { name: 'Posting saldo awal' }).click();
  const posting = page.getByRole('dialog', { name: 'Posting saldo awal?' });
  const dayBeforeStart = iso(new Date(Date.UTC(y, m - 2, 0)));
  await expect(posting).toContainText(`Jurnal saldo awal tanggal ${dmy(dayBeforeStart)}`);
  await posting.getByRole('button', { name: 'Posting' }).click();
  await expect(page.getByText('Saldo awal diposting.')).toBeVisible();
  await expect(page.getByText(/Saldo awal sudah diposting: jurnal SA-/)).toBeVisible();
  // The opening bill is owed on Hutang.
  await page.goto('/hutang');
  const owed = page.getByRole('region', { name: `Hutang ke ${supplier}` });
  await expect(owed).toContainText('Rp 3.000.000');
  await expect(owed).toContainText('Saldo awal hutang');

  // 2. A sale on credit on the second day of last month: 10 kg A × Rp 25.000 = Rp 250.000.
  await page.goto('/penjualantelur');
  await expect(page.getByRole('heading', { level: 1, name: 'Penjualan Telur' })).toBeVisible();
  await typeDay(page, 'Tanggal', saleDay);
  await page.getByRole('combobox', { name: /^Pelanggan/ }).click();
  await page.getByRole('option', { name: customer }).click();
  await page.getByRole('combobox', { name: /^Metode bayar/ }).click();
  await page.getByRole('option', { name: 'Piutang' }).click();
  await page.getByRole('textbox', { name: 'Qty A (kg)' }).fill('10');
  await page.getByRole('textbox', { name: 'Harga A per kg (Rp)' }).fill('25000');
  await expect(page.getByRole('table', { name: 'Tabel isian penjualan' })).toContainText('Rp 250.000');
  await page.getByRole('button', { name: 'Simpan Penjualan' }).click();
  const toast = page.getByText(/Penjualan tersimpan\. Nota PT-/);
  await expect(toast).toBeVisible();
  const code = /Nota (PT-\d{4}-\d{4})/.exec((await toast.textContent()) ?? '')![1];

  // 3. Last month is closed from Transaksi Keuangan, after a confirmation.
  await page.goto('/transaksikeuangan');
  const card = page.getByRole('region', { name: 'Tutup Buku' });
  await expect(card.getByTestId('book-lock-status')).toBeVisible();
  await card.getByRole('combobox', { name: 'Tutup sampai akhir bulan' }).click();
  await page.getByRole('option', { name: lastMonthLabel }).click();
  await card.getByRole('button', { name: 'Tutup Buku' }).click();
  const confirmClose = page.getByRole('dialog', { name: 'Tutup buku?' });
  await expect(confirmClose).toContainText(`Tutup buku sampai ${dmy(lastMonthEnd)}?`);
  await confirmClose.getByRole('button', { name: 'Tutup Buku' }).click();
  await expect(card.getByTestId('book-lock-status')).toContainText(dmy(lastMonthEnd));
  await page.screenshot({ path: `${ARTIFACTS}books-tutup-buku.png`, fullPage: true });

  // 4. The sale of the closed month cannot be edited: the edit says so, is read-only and offers a return.
  await page.goto('/penjualantelur');
  const history = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Jurnal ${code}` }) });
  // The history lists this month by default: look back to the sale's month.
  await typeDay(page, 'Dari', saleDay);
  await history.getByRole('button', { name: `Aksi lain ${code}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: `Edit Penjualan ${code}` });
  const refusal = edit.getByRole('alert').filter({ hasText: `Periode sampai ${dmy(lastMonthEnd)} sudah ditutup.` });
  await expect(refusal).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}books-edit-ditolak.png` });
  // Read-only: no Simpan; the return is the dialog's action.
  await expect(edit.getByRole('button', { name: 'Simpan', exact: true })).toHaveCount(0);
  // The dialog keeps its size when its lines' stock arrives (egg-sales.spec.ts): its action is pressed at once.
  await edit.getByRole('button', { name: 'Catat Retur' }).click();

  // 5. 2 kg come back broken today: Rp 50.000 off what the customer owes, posted today.
  const retur = page.getByRole('dialog', { name: `Retur Penjualan ${code}` });
  await expect(retur).toBeVisible();
  await typeDay(page, 'Tanggal retur', today);
  await retur.getByRole('textbox', { name: 'Retur A (kg)' }).fill('2');
  await retur.getByRole('textbox', { name: 'Alasan' }).fill('Telur pecah di jalan');
  await expect(retur).toContainText('Rp 50.000');
  await expectAccessible(page, 'Retur Penjualan', { labelMismatch: true });
  await retur.getByRole('button', { name: 'Catat Retur' }).click();
  await retur.getByRole('button', { name: 'Ya, Catat Retur' }).click();
  await expect(retur).toBeHidden();
  await expect(history).toContainText('200.000');

  // 6. Neraca today: Kas 10.000.000 + Piutang 2.000.000 + 250.000 − 50.000 = 12.200.000 of assets,
  // equal to Hutang Usaha 3.000.000 + Saldo Awal Ekuitas 9.000.000 + the profit 250.000 − 50.000.
  await page.goto('/neraca');
  const assets = page.getByRole('table', { name: 'Aset' });
  await expect(assets.getByRole('row', { name: /^Total Aset/ }).getByRole('cell').last()).toHaveText('Rp 12.200.000');
  await expect(assets.getByRole('row', { name: /Piutang Usaha/ }).getByRole('cell').last()).toHaveText('Rp 2.200.000');
  await expect(page.getByRole('table', { name: 'Liabilitas' }).getByRole('row', { name: /Hutang Usaha/ }).getByRole('cell').last()).toHaveText('Rp 3.000.000');
  const equity = page.getByRole('table', { name: 'Ekuitas' });
  await expect(equity.getByRole('row', { name: /Saldo Awal Ekuitas/ }).getByRole('cell').last()).toHaveText('Rp 9.000.000');
  await expect(equity.getByRole('row', { name: /^Total Liabilitas \+ Ekuitas/ }).getByRole('cell').last()).toHaveText('Rp 12.200.000');
  await expect(page.getByRole('status', { name: 'Keseimbangan neraca' })).toContainText('Seimbang');
  await page.screenshot({ path: `${ARTIFACTS}books-neraca.png`, fullPage: true });

  // 7. Receivables: the customer owes the opening invoice and the sale net of the return.
  await page.goto('/piutang');
  const row = page.getByRole('table', { name: /Piutang per pelanggan/ }).getByRole('row').filter({ has: page.getByRole('link', { name: `Kartu piutang ${customer}` }) });
  expect(idNumber(await row.getByRole('cell').last().textContent())).toBe(2200000);
  expect(idNumber(await page.getByRole('group', { name: 'Total piutang' }).getByTestId('card-value').textContent())).toBe(2200000);
  await row.getByRole('link', { name: `Kartu piutang ${customer}` }).click();
  const sheet = page.getByRole('article', { name: `Kartu piutang ${customer}` });
  const lines = sheet.getByRole('table', { name: 'Mutasi piutang' });
  await expect(lines.getByRole('row').filter({ hasText: code }).filter({ hasText: 'Retur' })).toBeVisible();
  await expect(lines.locator('tfoot')).toContainText('Rp 2.200.000');
  await page.screenshot({ path: `${ARTIFACTS}books-kartu-piutang.png`, fullPage: true });
});
