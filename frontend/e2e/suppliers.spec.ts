import { expect, test } from '@playwright/test';
import { expectAccessible } from './a11y';
import { apiCall, expectToast, farmDate, loginAs, shoot } from './helpers';

/** Suppliers and payables (issue #37): buy feed on credit from a supplier added in place, pay it in two parts, nothing owed after. */


test('admin buys feed on credit from a new supplier, pays it in two parts on Hutang, and owes nothing after', async ({ page }) => {
  const name = `PT Pakan Uji ${Date.now() % 100000}`;
  await loginAs(page, 'admin');
  await page.goto('/transaksipakan-akuntansi');
  await page.getByRole('button', { name: 'Pembelian', exact: true }).click();
  const buy = page.getByRole('dialog', { name: 'Pembelian Pakan' });
  // 100 kg × Rp 7.000 = Rp 700.000 on credit.
  await buy.getByRole('textbox', { name: 'Qty (kg)' }).fill('100');
  await buy.getByRole('textbox', { name: 'Harga/kg (Rp)' }).fill('7000');
  // Tunai leaves the main Kas unless another Kas account is chosen; on credit nothing leaves, so the picker goes.
  await expect(buy.getByRole('combobox', { name: 'Dari akun' })).toHaveText(/Kas$/);
  await buy.getByRole('combobox', { name: 'Metode bayar' }).click();
  await page.getByRole('option', { name: 'Kredit' }).click();
  await expect(buy.getByRole('combobox', { name: 'Dari akun' })).toBeHidden();
  await buy.getByRole('combobox', { name: 'Pemasok' }).click();
  await page.getByRole('option', { name: '+ Tambah pemasok' }).click();
  const add = page.getByRole('dialog', { name: 'Tambah Pemasok' });
  await add.getByRole('textbox', { name: 'Nama pemasok' }).fill(name);
  await add.getByRole('textbox', { name: 'Tempo (hari)' }).fill('14');
  await add.getByRole('button', { name: 'Simpan' }).click();
  await expect(add).toBeHidden();
  await expect(buy.getByRole('combobox', { name: 'Pemasok' })).toHaveText(name);
  await expect(buy.getByText('Kosong: tanggal pembelian + tempo pemasok (14 hari)')).toBeVisible();
  await expectAccessible(page, '/transaksipakan-akuntansi (pembelian kredit)');
  await expectToast(page, 'Transaksi pakan disimpan.', () => buy.getByRole('button', { name: 'Simpan' }).click());

  await page.goto('/hutang');
  await expect(page.getByRole('heading', { level: 1, name: 'Hutang' })).toBeVisible();
  const block = page.getByRole('region', { name: `Hutang ke ${name}` });
  await expect(block).toContainText('Rp 700.000');
  await expect(block).toContainText('Pakan 100 kg');
  await expectAccessible(page, '/hutang');
  await shoot(page, 'suppliers-hutang');

  // First part: Rp 300.000 of 700.000.
  await block.getByRole('button', { name: `Bayar hutang ${name}` }).click();
  let pay = page.getByRole('dialog', { name: `Bayar Hutang: ${name}` });
  const amount = pay.getByRole('textbox', { name: /^PB-/ });
  await expect(amount).toHaveValue('700.000');
  await amount.fill('300000');
  await expect(pay.getByText('Total bayar: Rp 300.000')).toBeVisible();
  await expectAccessible(page, '/hutang (dialog bayar)');
  await shoot(page, 'suppliers-bayar');
  await expectToast(page, 'Pembayaran hutang disimpan.', () => pay.getByRole('button', { name: 'Bayar' }).click());
  await expect(block).toContainText('Rp 400.000');

  // Second part: the rest, Rp 400.000, as the dialog offers it, by transfer from a Bank sub-account (not the main Bank).
  const accounts = await apiCall<{ id: number; system_key: string | null }[]>(page, 'GET', '/api/finance/accounts?active=true');
  const code = `1-2U${Date.now() % 100000}`;
  await apiCall(page, 'POST', '/api/finance-accounts', { code, name: 'Bank Uji', type: 'asset', parent_id: accounts.find((a) => a.system_key === 'bank')!.id });
  await block.getByRole('button', { name: `Bayar hutang ${name}` }).click();
  pay = page.getByRole('dialog', { name: `Bayar Hutang: ${name}` });
  await expect(pay.getByRole('textbox', { name: /^PB-/ })).toHaveValue('400.000');
  await expect(pay.getByRole('combobox', { name: 'Dari akun' })).toHaveText(/Bank$/);
  await pay.getByRole('combobox', { name: 'Dari akun' }).click();
  await page.getByRole('option', { name: `${code} Bank Uji` }).click();
  await expectToast(page, 'Pembayaran hutang disimpan.', () => pay.getByRole('button', { name: 'Bayar' }).click());
  await expect(block).toBeHidden();
  // The 400.000 left the chosen account: its ledger today has that credit and nothing else.
  const ledger = await apiCall<{ total_credit: string }>(page, 'GET', `/api/finance/ledger?account_code=${code}&from=${farmDate(-1)}&to=${farmDate()}`);
  expect(ledger.total_credit).toBe('400000.00');

  // Pemasok shows Rp 0 owed; its kartu hutang: bought 700.000, paid 300.000 + 400.000, nothing left.
  await page.goto('/pemasok');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Rp 0');
  await expectAccessible(page, '/pemasok');
  await row.getByRole('link', { name: `Kartu hutang ${name}` }).click();
  const card = page.getByRole('article', { name: `Kartu hutang ${name}` });
  await expect(card).toContainText('Pembelian Rp 700.000 · Pembayaran Rp 700.000');
  await expect(card).toContainText('Rp 0');
  await expect(page.getByRole('button', { name: 'Cetak' })).toBeEnabled();
  await expectAccessible(page, '/hutang/:supplierId');
  await shoot(page, 'suppliers-kartu');
});
