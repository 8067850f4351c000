import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../api/client';
import { CUSTOMERS, DETAIL, header, posted, routes } from '../../test/egg-sales';
import { mockFetch, type RecordedCall } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { memberToken } from '../../test/tokens';

/** Typing without a pause between keys (the screen re-renders on each). */
let user: ReturnType<typeof userEvent.setup>;

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  user = userEvent.setup({ delay: null });
  localStorage.setItem('token', memberToken('admin'));
  localStorage.setItem('tenant_id', '1');
});

describe('Penjualan Telur', () => {
  it('records a sale: availability cards, only active customers (resellers first), MAX and the cap, the body and the toast', async () => {
    // An empty history (its empty state) keeps the grid out of this test.
    const calls = mockFetch(
      routes({ 'GET /api/egg-sales/list': { body: [] satisfies Schemas['SaleRowDto'][] }, 'POST /api/egg-sales': { status: 201, body: { ...DETAIL, header: { ...header(9), finance_code: 'PT-2611-0009' } } satisfies Schemas['SaleDetailDto'] } }),
    );
    renderApp('/penjualantelur');
    const cards = await screen.findByRole('group', { name: 'Ketersediaan telur' });
    await waitFor(() => expect(within(cards).getByRole('group', { name: 'Grade A tersedia' })).toHaveTextContent('40,40 kg'));
    expect(within(cards).getByRole('group', { name: 'Grade A tersedia' })).toHaveTextContent('Dipesan 5,00 kg');

    const save = screen.getByRole('button', { name: 'Simpan Penjualan' });
    await user.click(save);
    expect(screen.getByRole('alert')).toHaveTextContent('Pelanggan wajib diisi.');

    await user.click(screen.getByRole('combobox', { name: /^Pelanggan/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Reseller Sari', 'Warung Budi']);
    await user.click(options[1]);
    await user.click(save);
    expect(screen.getByRole('alert')).toHaveTextContent('Silakan pilih metode bayar.');

    await user.click(screen.getByRole('combobox', { name: /^Metode bayar/ }));
    await user.click(await screen.findByRole('option', { name: 'Piutang' }));
    await user.click(save);
    expect(screen.getByRole('alert')).toHaveTextContent('Isi minimal satu Qty.');

    // A: MAX fills 40,4 kg; B: 50 typed is capped at 12 kg when the field is left
    await user.click(screen.getByRole('button', { name: 'MAX A' }));
    expect(screen.getByLabelText('Qty A (kg)')).toHaveValue('40,4');
    await user.type(screen.getByLabelText('Qty B (kg)'), '50');
    fireEvent.blur(screen.getByLabelText('Qty B (kg)'));
    expect(screen.getByLabelText('Qty B (kg)')).toHaveValue('12');
    await user.type(screen.getByLabelText('Harga A per kg (Rp)'), '27500');
    await user.type(screen.getByLabelText('Harga B per kg (Rp)'), '25000');
    // 40,4 × 27.500 = 1.111.000; 12 × 25.000 = 300.000; total Rp 1.411.000
    expect(screen.getByRole('table', { name: 'Tabel isian penjualan' })).toHaveTextContent('Rp 1.411.000');
    await user.click(save);

    await waitFor(() => expect(posted(calls, '/api/egg-sales')).toBeDefined());
    expect(posted(calls, '/api/egg-sales')!.body).toMatchObject({
      customer_id: 1,
      payment_method: 'piutang',
      due_date: null,
      notes: null,
      lines: [
        { grade: 'A', qty_kg: 40.4, unit_price: 27500 },
        { grade: 'B', qty_kg: 12, unit_price: 25000 },
      ],
    });
    expect(await screen.findByText(/Penjualan tersimpan\. Nota PT-2611-0009/)).toBeInTheDocument();
    expect(screen.getByLabelText('Qty A (kg)')).toHaveValue('');
    expect(screen.getByText('Tidak ada data.')).toBeInTheDocument();
  });

  it("fills each empty price with the customer's last price of that grade; typed prices stay, another customer's are replaced", async () => {
    const last = (call: RecordedCall) => {
      const id = Number(new URL(call.url, 'http://x').searchParams.get('customer_id'));
      const prices: Schemas['LastPriceDto'][] =
        id === 1
          ? [
              { grade: 'A', unit_price: '27500.00', sale_date: '2026-10-30', sale_id: 7 },
              { grade: 'B', unit_price: '25000.00', sale_date: '2026-10-28', sale_id: 6 },
            ]
          : [{ grade: 'A', unit_price: '26000.00', sale_date: '2026-11-01', sale_id: 8 }];
      return { body: { customer_id: id, prices } satisfies Schemas['LastPricesDto'] };
    };
    const calls = mockFetch(routes({ 'GET /api/egg-sales/list': { body: [] satisfies Schemas['SaleRowDto'][] }, 'GET /api/egg-sales/last-prices': last }));
    renderApp('/penjualantelur');
    await screen.findByRole('group', { name: 'Ketersediaan telur' });
    const price = (g: string) => screen.getByLabelText(`Harga ${g} per kg (Rp)`);
    // C's price typed before the customer is chosen.
    await user.type(price('C'), '21000');
    await user.click(screen.getByRole('combobox', { name: /^Pelanggan/ }));
    await user.click(await screen.findByRole('option', { name: 'Warung Budi' }));
    await waitFor(() => expect(price('A')).toHaveValue('27.500'));
    expect(price('B')).toHaveValue('25.000');
    expect(price('C')).toHaveValue('21.000');
    expect(price('A')).toHaveAccessibleDescription('Harga terakhir 30/10/2026');
    expect(calls.some((c) => c.url.includes('/api/egg-sales/last-prices?customer_id=1'))).toBe(true);
    // The filled price is editable; typed over, it stays when another customer is chosen. B (filled for Budi) is
    // emptied: Sari never bought B.
    await user.clear(price('A'));
    await user.type(price('A'), '28000');
    expect(price('A')).not.toHaveAccessibleDescription('Harga terakhir 30/10/2026');
    await user.click(screen.getByRole('combobox', { name: /^Pelanggan/ }));
    await user.click(await screen.findByRole('option', { name: 'Reseller Sari' }));
    await waitFor(() => expect(price('B')).toHaveValue(''));
    expect(price('A')).toHaveValue('28.000');
    expect(price('C')).toHaveValue('21.000');
  });

  it('lists the history with totals and the Terima / Refund actions, and receives a partial payment', async () => {
    const calls = mockFetch(routes({ 'POST /api/ar-receipts': {
          status: 201,
          body: {
            id: 1, receipt_date: '2026-11-20', customer_id: 1, method: 'cash', memo: 'Pelunasan nota PT-2611-0001 (Warung Budi)', is_refund: false,
            amount_total: '300000.00', discount_total: '0.00', bank_fee: '0.00', journal_id: 200, journal_code: 'PP-2611-0001',
            allocations: [{ sale_id: 1, finance_code: 'PT-2611-0001', amount_applied: '300000.00', discount_applied: '0.00', amount_outstanding: '450000.00', amount_paid: '300000.00', payment_status: 'sebagian' }],
          } satisfies Schemas['ReceiptDto'],
        } }));
    renderApp('/penjualantelur');
    expect(await screen.findByRole('button', { name: 'Terima PT-2611-0001' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refund PT-2611-0002' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Terima|Refund) PT-2611-0003/ })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Sisa piutang' })).toHaveTextContent('Rp 700.000');
    expect(calls.some((c) => c.url.startsWith('/api/egg-sales/list?from='))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Terima PT-2611-0001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terima Pembayaran' });
    const amount = within(dialog).getByLabelText('Nilai bayar (Rp)');
    expect(amount).toHaveValue('750.000');
    await user.clear(amount);
    await user.type(amount, '800000');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    // The §5 rule answers under the amount it is about.
    await waitFor(() => expect(amount).toHaveAccessibleDescription('Nilai melebihi sisa nota.'));
    expect(posted(calls, '/api/ar-receipts')).toBeUndefined();
    await user.clear(amount);
    await user.type(amount, '300000');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(posted(calls, '/api/ar-receipts')).toBeDefined());
    expect(posted(calls, '/api/ar-receipts')!.body).toMatchObject({
      customer_id: 1,
      method: 'cash',
      is_refund: false,
      memo: 'Pelunasan nota PT-2611-0001 (Warung Budi)',
      allocations: [{ sale_id: 1, amount_applied: '300000.00', discount_applied: '0.00' }],
    });
    expect(await screen.findByText('Pembayaran tersimpan.')).toBeInTheDocument();
  });

  it('offers a refund of an overpaid sale, without a discount', async () => {
    mockFetch(routes());
    renderApp('/penjualantelur');
    await user.click(await screen.findByRole('button', { name: 'Refund PT-2611-0002' }));
    const refund = await screen.findByRole('dialog', { name: 'Refund Pembayaran' });
    expect(within(refund).getByLabelText('Nilai refund (Rp)')).toHaveValue('50.000');
    await user.type(within(refund).getByLabelText('Diskon (Rp)'), '1000');
    await user.click(within(refund).getByRole('button', { name: 'Simpan Refund' }));
    await waitFor(() => expect(within(refund).getByLabelText('Diskon (Rp)')).toHaveAccessibleDescription('Refund tidak boleh digabung dengan diskon. Kosongkan Diskon.'));
  });

  it("asks before deleting and shows the server's refusal of a sale with payments", async () => {
    const calls = mockFetch(routes({ 'DELETE /api/egg-sales/1': { status: 422, body: { success: false, message: 'Penjualan ini sudah ada pembayaran. Refund dulu sebelum menghapus.' } } }));
    renderApp('/penjualantelur');
    await user.click(await screen.findByRole('button', { name: 'Aksi lain PT-2611-0001' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Hapus' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Hapus transaksi PT-2611-0001?');
    await user.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    expect(await within(dialog).findByText('Penjualan ini sudah ada pembayaran. Refund dulu sebelum menghapus.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it("adds a customer ('Nama pelanggan wajib.', 'Gagal menambah pelanggan')", async () => {
    const calls = mockFetch(routes({ 'GET /api/egg-sales/list': { body: [] satisfies Schemas['SaleRowDto'][] }, 'POST /api/customers': { status: 500, body: {} } }));
    renderApp('/penjualantelur');
    await user.click(await screen.findByRole('button', { name: 'Tambah pelanggan baru' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Pelanggan' });
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/Nama pelanggan/)).toHaveAccessibleDescription('Nama pelanggan wajib.'));
    expect(posted(calls, '/api/customers')).toBeUndefined();
    await user.type(within(dialog).getByLabelText(/Nama pelanggan/), 'Toko Baru');
    await user.type(within(dialog).getByLabelText(/Telepon/), '0812 555');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('Gagal menambah pelanggan')).toBeInTheDocument();
    expect(posted(calls, '/api/customers')!.body).toMatchObject({ name: 'Toko Baru', phone: '0812 555', status: 'active' });
  });

  it('shows a refused phone under Telepon, and opens empty again', async () => {
    mockFetch(routes({ 'POST /api/customers': { status: 400, body: { success: false, message: 'Nomor telepon tidak valid.', field: 'phone' } } }));
    renderApp('/penjualantelur');
    await user.click(await screen.findByRole('button', { name: 'Tambah pelanggan baru' }));
    let dialog = await screen.findByRole('dialog', { name: 'Tambah Pelanggan' });
    await user.type(within(dialog).getByLabelText(/Nama pelanggan/), 'Toko Baru');
    await user.type(within(dialog).getByLabelText(/Telepon/), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/Telepon/)).toHaveAccessibleDescription('Nomor telepon tidak valid.'));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Tambah Pelanggan' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Tambah pelanggan baru' }));
    dialog = await screen.findByRole('dialog', { name: 'Tambah Pelanggan' });
    expect(within(dialog).getByLabelText(/Nama pelanggan/)).toHaveValue('');
    expect(within(dialog).getByLabelText(/Telepon/)).toHaveValue('');
    expect(within(dialog).getByLabelText(/Telepon/)).toHaveAccessibleDescription('Contoh 0812…; disimpan dengan awalan 62');
  });

  it('opens the customer detail with the phone as a WhatsApp link', async () => {
    mockFetch(routes({ 'GET /api/customers/1': { body: CUSTOMERS[0] } }));
    renderApp('/penjualantelur');
    await user.click((await screen.findAllByRole('button', { name: 'Warung Budi' }))[0]);
    const detail = await screen.findByRole('dialog', { name: 'Warung Budi' });
    expect(within(detail).getByRole('link', { name: /6281234567890/ })).toHaveAttribute('href', 'https://wa.me/6281234567890');
  });

  it('edits a sale: the lines filled in, the price changed, PUT without a due date', async () => {
    const calls = mockFetch(routes({ 'PUT /api/egg-sales/1': { body: DETAIL } }));
    renderApp('/penjualantelur');
    await user.click(await screen.findByRole('button', { name: 'Aksi lain PT-2611-0001' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Penjualan PT-2611-0001' });
    const price = await within(dialog).findByLabelText('Harga A per kg (Rp)');
    expect(within(dialog).getByLabelText('Qty A (kg)')).toHaveValue('30');
    expect(price).toHaveValue('25.000');
    await user.clear(price);
    await user.type(price, '26000');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toBe('/api/egg-sales/1');
    expect(put.body).toEqual({ sale_date: '2026-11-18', customer_id: 1, payment_method: 'piutang', notes: null, lines: [{ grade: 'A', qty_kg: 30, unit_price: 26000 }] });
    expect(await screen.findByText('Penjualan diperbarui.')).toBeInTheDocument();
  });

  it('edit: a missing price under its grade, a refused customer under Pelanggan, and the next sale opens with its own values', async () => {
    const DETAIL_3 = {
      ...DETAIL,
      header: { ...header(3), customer_id: 3, customer: 'Reseller Sari', payment_method: 'cash', notes: 'Ambil sendiri' },
      lines: [{ grade: 'B', qty_kg: 12.5, unit_price: '23000.00', amount: '287500.00' }],
    } satisfies Schemas['SaleDetailDto'];
    const calls = mockFetch(
      routes({
        'GET /api/egg-sales/3': { body: DETAIL_3 },
        'PUT /api/egg-sales/1': { status: 400, body: { success: false, message: 'Pelanggan tidak ditemukan.', field: 'customer_id' } },
      }),
    );
    renderApp('/penjualantelur');
    await user.click(await screen.findByRole('button', { name: 'Aksi lain PT-2611-0001' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Penjualan PT-2611-0001' });
    const price = await within(dialog).findByLabelText('Harga A per kg (Rp)');
    await user.clear(price);
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(price).toHaveAccessibleDescription('Grade A: Isi harga per kg untuk setiap grade yang ada Qty-nya.'));
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    await user.type(price, '26000');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Pelanggan/ })).toHaveAccessibleDescription('Pelanggan tidak ditemukan.'));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(price).not.toHaveAccessibleDescription('Grade A: Isi harga per kg untuk setiap grade yang ada Qty-nya.');

    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Aksi lain PT-2611-0003' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Penjualan PT-2611-0003' });
    // Sale 3 as loaded: its own customer, method, line and note.
    expect(await within(dialog).findByLabelText('Qty B (kg)')).toHaveValue('12,5');
    expect(within(dialog).getByLabelText('Harga B per kg (Rp)')).toHaveValue('23.000');
    expect(within(dialog).getByLabelText('Qty A (kg)')).toHaveValue('');
    expect(within(dialog).getByRole('combobox', { name: /Pelanggan/ })).toHaveTextContent('Reseller Sari');
    expect(within(dialog).getByRole('combobox', { name: /Pelanggan/ })).not.toHaveAccessibleDescription('Pelanggan tidak ditemukan.');
    expect(within(dialog).getByRole('combobox', { name: /Metode bayar/ })).toHaveTextContent('Tunai');
    expect(within(dialog).getByLabelText('Catatan')).toHaveValue('Ambil sendiri');
  });

  it('month close: a sale of a closed period opens read-only with the message, no Simpan, and Catat Retur as its action', async () => {
    const lock = { lock_date: '2026-11-18', first_open_date: '2026-11-19', updated_by: 'admin', updated_at: null, can_reopen: false } satisfies Schemas['BookLockDto'];
    const calls = mockFetch(routes({ 'GET /api/finance/lock': { body: lock } }));
    renderApp('/penjualantelur');
    await user.click(await screen.findByRole('button', { name: 'Aksi lain PT-2611-0001' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Penjualan PT-2611-0001' });
    // Said before anything is typed, with the return offered instead.
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Periode sampai 18/11/2026 sudah ditutup.');
    // Every field only shows the sale: 30 kg of A at Rp 25.000/kg, Rp 750.000.
    const priceA = await within(dialog).findByLabelText('Harga A per kg (Rp)');
    expect(priceA).toHaveValue('25.000');
    expect(priceA).toBeDisabled();
    expect(within(dialog).getByLabelText('Qty A (kg)')).toHaveValue('30');
    expect(within(dialog).getByLabelText('Qty A (kg)')).toBeDisabled();
    expect(within(dialog).getByLabelText('Catatan')).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: /Pelanggan/ })).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByRole('button', { name: 'MAX A' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Simpan' })).not.toBeInTheDocument();
    // The one action is the return: it opens the return modal of the same sale; nothing was sent.
    expect(within(dialog).getAllByRole('button', { name: 'Catat Retur' })).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Catat Retur' }));
    expect(await screen.findByRole('dialog', { name: 'Retur Penjualan PT-2611-0001' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('opens the journal of a sale from its nota number', async () => {
    const journal = {
      header: {
        id: 101,
        code: 'PT-2611-0001',
        trx_date: '2026-11-18',
        memo: 'Penjualan telur',
        party: 'Warung Budi',
        total_debit: '750000.00',
        total_credit: '750000.00',
        balanced: true,
        source_type: 'egg_sale',
        source_id: '1',
        kind: 'original',
        corrects_id: null,
        reverses_id: null,
        reversed: false,
        reversed_by_id: null,
        reversed_by_code: null,
        classes: [1, 4],
      },
      lines: [
        { id: 1, line_no: 1, account_id: 3, account_code: '1-300', account_name: 'Piutang Usaha', account_type: 'asset', debit: '750000.00', credit: '0.00', note: null },
        { id: 2, line_no: 2, account_id: 9, account_code: '4-100', account_name: 'Penjualan Telur', account_type: 'income', debit: '0.00', credit: '750000.00', note: 'Grade A' },
      ],
      related: [],
    } satisfies Schemas['JournalDetailDto'];
    mockFetch(routes({ 'GET /api/finance/journals/101': { body: journal } }));
    renderApp('/penjualantelur');
    await user.click(await screen.findByRole('button', { name: 'Jurnal PT-2611-0001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Jurnal PT-2611-0001' });
    expect(within(dialog).getByText('Seimbang')).toBeInTheDocument();
    // The journal lines as every journal modal shows them (components/JournalLinesTable).
    const rows = within(await within(dialog).findByRole('table', { name: 'Baris jurnal' })).getAllByRole('row');
    expect(rows.slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['1-300', 'Piutang Usaha', 'Rp 750.000', '', ''],
      ['4-100', 'Penjualan Telur', '', 'Rp 750.000', 'Grade A'],
      ['Total', 'Rp 750.000', 'Rp 750.000', ''],
    ]);
  });

  it('shows the load errors of part 2 §8', async () => {
    mockFetch(routes({ 'GET /api/egg-sales/available': { status: 500, body: {} }, 'GET /api/egg-sales/list': { status: 500, body: {} } }));
    renderApp('/penjualantelur');
    expect(await screen.findByText('Gagal memuat ketersediaan')).toBeInTheDocument();
    expect(await screen.findByText('Gagal memuat transaksi')).toBeInTheDocument();
  });
});
