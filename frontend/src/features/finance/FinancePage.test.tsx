import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../api/client';
import { mockFetch, type RecordedCall } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { memberToken } from '../../test/tokens';

const acc = (id: number, code: string, name: string, system_key: string | null = null) => ({
  id, code, name, system_key, is_active: true, type: code.startsWith('1-') ? 'asset' : 'expense', class: Number(code[0]), parent_id: null, controlled: false,
}) satisfies Schemas['FinanceAccountDto'];
const ACCOUNTS = [acc(1, '1-100', 'Kas', 'kas'), acc(2, '1-200', 'Bank', 'bank'), acc(9, '6-100', 'Beban Operasional'), acc(11, '6-500', 'Beban Listrik dan Air')];
const HEADER = {
  id: 7, code: 'JU-2611-0001', trx_date: '2026-11-02', memo: 'Bayar listrik', party: 'PLN', total_debit: '50000.00', total_credit: '50000.00', balanced: true,
  source_type: 'manual', source_id: null, kind: 'original', corrects_id: null, reverses_id: null, reversed: false, reversed_by_id: null, reversed_by_code: null, classes: [1, 6],
} satisfies Schemas['JournalHeaderDto'];
const LABELS = ['Aset', 'Kewajiban', 'Modal', 'Pendapatan', 'Harga Pokok', 'Beban'];
const SUMMARY = {
  from: '2026-11-01', to: '2026-11-30',
  classes: LABELS.map((label, i) => ({
    class: i + 1, label, debit: i === 5 ? '50000.00' : '0.00', credit: i === 0 ? '50000.00' : '0.00',
    accounts: i === 5 ? [{ id: 11, code: '6-500', name: 'Beban Listrik dan Air', type: 'expense', debit: '50000.00', credit: '0.00' }] : [],
  })),
} satisfies Schemas['SummaryDto'];

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  localStorage.setItem('token', memberToken('admin'));
  localStorage.setItem('tenant_id', '1');
});

function routes(extra: Record<string, { status?: number; body?: unknown }> = {}) {
  return mockFetch({
    'GET /api/finance/journals': { body: [HEADER] },
    'GET /api/finance/summary': { body: SUMMARY },
    'GET /api/finance/accounts': { body: ACCOUNTS },
    'POST /api/finance/journals': { status: 201, body: { header: { ...HEADER, id: 8, code: 'JU-2611-0002' }, lines: [], related: [] } satisfies Schemas['JournalDetailDto'] },
    ...extra,
  });
}

async function openNew() {
  await userEvent.click(await screen.findByRole('button', { name: 'Transaksi Baru' }));
  return screen.findByRole('dialog', { name: 'Transaksi Baru' });
}

async function choose(scope: HTMLElement, label: string, option: string) {
  await userEvent.click(within(scope).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

const posts = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'POST');

describe('Transaksi Keuangan', () => {
  it('lists the journals of this month with Seimbang and the six cards of the server', async () => {
    const calls = routes();
    renderApp('/transaksikeuangan');
    expect(await screen.findByText('Bayar listrik')).toBeInTheDocument();
    expect(screen.getAllByText('Seimbang').length).toBeGreaterThan(0);
    const journals = calls.find((c) => c.url.startsWith('/api/finance/journals'))!;
    expect(journals.url).toMatch(/limit=500/);
    expect(journals.url).toMatch(/from=\d{4}-\d{2}-01/);
    const cards = screen.getByRole('region', { name: 'Ringkasan per kelas akun' });
    expect(within(cards).getAllByRole('button')).toHaveLength(6);
    await userEvent.click(within(cards).getByRole('button', { name: /^6 · Beban .*: rincian$/ }));
    const breakdown = await screen.findByRole('dialog', { name: /Rincian 6/ });
    expect(within(breakdown).getByRole('table', { name: 'Legenda per akun' })).toHaveTextContent('6-500 · Beban Listrik dan Air');
    expect(within(breakdown).getByText('100,0%')).toBeInTheDocument();
  });

  it('posts a quick expense: debit the expense account, credit Kas', async () => {
    const calls = routes();
    renderApp('/transaksikeuangan');
    const dialog = await openNew();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByRole('textbox', { name: /Nominal/ })).toHaveAccessibleDescription('Nominal belum diisi');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nominal/ }), '125000,5');
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Akun kas' })).toHaveTextContent('1-100 · Kas'));
    await choose(dialog, 'Akun biaya', '6-500 · Beban Listrik dan Air');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Memo' }), 'Token listrik');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0].body).toMatchObject({
      memo: 'Token listrik',
      lines: [
        { account_id: 11, debit: '125000.50', credit: '0' },
        { account_id: 1, debit: '0', credit: '125000.50' },
      ],
    });
    expect(await screen.findByText('Jurnal JU-2611-0002 disimpan.')).toBeInTheDocument();
  });

  it('says when no expense or cash account exists', async () => {
    routes({ 'GET /api/finance/accounts': { body: [acc(2, '1-200', 'Bank', 'bank')].map((a) => ({ ...a, system_key: null, name: 'Rekening' }) satisfies Schemas['FinanceAccountDto']) } });
    renderApp('/transaksikeuangan');
    const dialog = await openNew();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nominal/ }), '1000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Akun biaya (6-xxx) atau Kas belum ditemukan.');
  });

  it('general journal: the control accounts are not offered, and the server refusal naming one is shown in the dialog', async () => {
    const piutang = { ...acc(3, '1-300', 'Piutang Usaha', 'piutang'), controlled: true } satisfies Schemas['FinanceAccountDto'];
    const message = 'Akun 1-310 Piutang Reseller (sub-akun 1-300 Piutang Usaha) hanya diisi dari Penjualan Telur dan Terima Pembayaran.';
    routes({ 'GET /api/finance/accounts': { body: [...ACCOUNTS, piutang] }, 'POST /api/finance/journals': { status: 422, body: { success: false, message } } });
    renderApp('/transaksikeuangan');
    const dialog = await openNew();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Umum' }));
    expect(within(dialog).getByText(/Piutang Usaha, Persediaan Pakan dan Penjualan Telur \(dan sub-akunnya\) tidak tersedia di sini/)).toBeInTheDocument();
    const line1 = within(dialog).getByRole('group', { name: 'Baris 1' });
    await userEvent.click(within(line1).getByRole('combobox', { name: 'Akun' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['1-100 · Kas', '1-200 · Bank', '6-100 · Beban Operasional', '6-500 · Beban Listrik dan Air']);
    await userEvent.click(screen.getByRole('option', { name: '6-500 · Beban Listrik dan Air' }));
    await userEvent.type(within(line1).getByRole('textbox', { name: 'Debit' }), '1000');
    const line2 = within(dialog).getByRole('group', { name: 'Baris 2' });
    await choose(line2, 'Akun', '1-100 · Kas');
    await userEvent.type(within(line2).getByRole('textbox', { name: 'Kredit' }), '1000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  });

  it('general journal: a debit clears the credit, an unbalanced journal is refused, the server message is shown', async () => {
    const calls = routes({ 'POST /api/finance/journals': { status: 422, body: { success: false, message: 'Akun 6-500 tidak aktif.' } } });
    renderApp('/transaksikeuangan');
    const dialog = await openNew();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Umum' }));
    const line1 = within(dialog).getByRole('group', { name: 'Baris 1' });
    const line2 = within(dialog).getByRole('group', { name: 'Baris 2' });
    await choose(line1, 'Akun', '6-500 · Beban Listrik dan Air');
    await userEvent.type(within(line1).getByRole('textbox', { name: 'Kredit' }), '100');
    await userEvent.type(within(line1).getByRole('textbox', { name: 'Debit' }), '50000');
    expect(within(line1).getByRole('textbox', { name: 'Kredit' })).toHaveValue('');
    await userEvent.type(within(line1).getByRole('textbox', { name: 'Kredit' }), '1');
    expect(within(line1).getByRole('textbox', { name: 'Debit' })).toHaveValue('');
    await userEvent.clear(within(line1).getByRole('textbox', { name: 'Kredit' }));
    await userEvent.type(within(line1).getByRole('textbox', { name: 'Debit' }), '50000');
    // Step 0.01: a third decimal is not taken.
    await choose(line2, 'Akun', '1-100 · Kas');
    await userEvent.type(within(line2).getByRole('textbox', { name: 'Kredit' }), '40000,129');
    expect(within(line2).getByRole('textbox', { name: 'Kredit' })).toHaveValue('40.000,12'); // grouped as typed (issue #11)
    const status = within(dialog).getByRole('status', { name: 'Keseimbangan' });
    // 50.000,00 − 40.000,12 = 9.999,88
    expect(status).toHaveTextContent('Selisih: Rp 9.999,88');
    expect(status).toHaveTextContent('Tidak seimbang');
    expect(within(line1).getByRole('button', { name: 'Hapus baris 1' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Jurnal belum seimbang / baris belum valid');
    expect(posts(calls)).toHaveLength(0);

    await userEvent.clear(within(line2).getByRole('textbox', { name: 'Kredit' }));
    await userEvent.type(within(line2).getByRole('textbox', { name: 'Kredit' }), '50000');
    expect(status).toHaveTextContent('Seimbang');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('Akun 6-500 tidak aktif.')).toBeInTheDocument();
    expect(posts(calls)[0].body).toMatchObject({
      lines: [
        { account_id: 11, debit: '50000.00', credit: '0.00' },
        { account_id: 1, debit: '0.00', credit: '50000.00' },
      ],
    });
  });

  it('a refusal naming the date shows under Tanggal, a refused line at the top; reopening starts an empty journal', async () => {
    let answer = { status: 400, body: { success: false, message: 'Tanggal tidak boleh melewati hari ini.', field: 'trx_date' } };
    const calls = mockFetch({
      'GET /api/finance/journals': { body: [HEADER] },
      'GET /api/finance/summary': { body: SUMMARY },
      'GET /api/finance/accounts': { body: ACCOUNTS },
      'POST /api/finance/journals': () => answer,
    });
    renderApp('/transaksikeuangan');
    let dialog = await openNew();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nominal/ }), '5000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /^Tanggal/ })).toHaveAccessibleDescription('Tanggal tidak boleh melewati hari ini.'));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('tab', { name: 'Umum' }));
    const line1 = within(dialog).getByRole('group', { name: 'Baris 1' });
    const line2 = within(dialog).getByRole('group', { name: 'Baris 2' });
    await choose(line1, 'Akun', '6-500 · Beban Listrik dan Air');
    await userEvent.type(within(line1).getByRole('textbox', { name: 'Debit' }), '7000');
    await choose(line2, 'Akun', '1-100 · Kas');
    await userEvent.type(within(line2).getByRole('textbox', { name: 'Kredit' }), '7000');
    answer = { status: 400, body: { success: false, message: 'lines.1.credit harus angka ≥ 0 dengan paling banyak 2 desimal.', field: 'lines.1.credit' } };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('lines.1.credit harus angka ≥ 0 dengan paling banyak 2 desimal.');
    expect(posts(calls)).toHaveLength(2);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openNew();
    expect(within(dialog).getByRole('textbox', { name: /Nominal/ })).toHaveValue('');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Umum' }));
    expect(within(within(dialog).getByRole('group', { name: 'Baris 1' })).getByRole('textbox', { name: 'Debit' })).toHaveValue('');
    expect(within(dialog).getByRole('status', { name: 'Keseimbangan' })).toHaveTextContent('Total debit: Rp 0');
  });

  it('shows a journal with its lines and reverses a manual one after a confirmation', async () => {
    const calls = routes({
      'GET /api/finance/journals/7': {
        body: {
          header: HEADER,
          lines: [
            { id: 1, line_no: 1, account_id: 11, account_code: '6-500', account_name: 'Beban Listrik dan Air', account_type: 'expense', debit: '50000.00', credit: '0.00', note: null },
            { id: 2, line_no: 2, account_id: 1, account_code: '1-100', account_name: 'Kas', account_type: 'asset', debit: '0.00', credit: '50000.00', note: null },
          ],
          related: [],
        } satisfies Schemas['JournalDetailDto'],
      },
      'POST /api/finance/journals/7/reverse': { status: 201, body: { header: { ...HEADER, id: 9, code: 'RV-2611-0001', kind: 'reversal' }, lines: [], related: [] } satisfies Schemas['JournalDetailDto'] },
    });
    renderApp('/transaksikeuangan');
    await userEvent.click(await screen.findByText('Bayar listrik'));
    const detail = await screen.findByRole('dialog', { name: 'Jurnal JU-2611-0001' });
    expect(await within(detail).findByText('Beban Listrik dan Air')).toBeInTheDocument();
    expect(within(detail).getByRole('row', { name: /Total/ })).toHaveTextContent('Rp 50.000Rp 50.000');
    await userEvent.click(within(detail).getByRole('button', { name: 'Buat jurnal balik' }));
    const confirm = await screen.findByRole('dialog', { name: 'Buat jurnal balik' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Buat jurnal balik' }));
    await waitFor(() => expect(posts(calls).map((c) => c.url)).toEqual(['/api/finance/journals/7/reverse']));
    expect(await screen.findByText('Jurnal balik RV-2611-0001 dibuat.')).toBeInTheDocument();
  });
});
