import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../api/client';
import { DETAIL, header, posted, ROWS, routes, row } from '../../test/egg-sales';
import { mockFetch } from '../../test/fetch';
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

describe('Retur', () => {
  /** A sale of two days ago (the return day defaults to today): A 30 kg × 25.000, 2 kg already returned. */
  const saleDay = dayjs().subtract(2, 'day').format('YYYY-MM-DD');
  const RETURN_DETAIL = {
    ...DETAIL,
    header: { ...header(1), sale_date: saleDay, amount_returned: '50000.00', amount_outstanding: '700000.00' },
    returns: [
      {
        id: 5,
        return_date: saleDay,
        reason: 'Pecah di jalan',
        total_amount: '50000.00',
        journal_id: 300,
        journal_code: 'RP-2611-0001',
        lines: [{ grade: 'A', qty_kg: 2, unit_price: '25000.00', amount: '50000.00' }],
      },
    ],
    returnable: [{ grade: 'A', sold_kg: 30, returned_kg: 2, returnable_kg: 28, unit_price: '25000.00' }],
  } satisfies Schemas['SaleDetailDto'];

  it('offers Retur, not Refund, on a paid sale that owes nothing; Refund only where there is a credit', async () => {
    const paid = row(4, { payment_status: 'lunas', amount_outstanding: '0.00', amount_paid: '750000.00' });
    mockFetch(routes({ 'GET /api/egg-sales/list': { body: [...ROWS, paid] } }));
    renderApp('/penjualantelur');
    expect(await screen.findByRole('button', { name: 'Retur PT-2611-0004' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund PT-2611-0004' })).not.toBeInTheDocument();
    // The overpaid sale (credit 50.000) keeps Refund; the unpaid one Terima; the cash sale neither.
    expect(screen.getByRole('button', { name: 'Refund PT-2611-0002' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Terima PT-2611-0001' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Terima|Refund|Retur) PT-2611-0003$/ })).not.toBeInTheDocument();
  });

  it('records a return: its earlier returns, kg up to what is left, the amount, a confirmation, the body and the toast', async () => {
    const calls = mockFetch(routes({ 'GET /api/egg-sales/1': { body: RETURN_DETAIL }, 'POST /api/egg-sales/1/returns': { status: 201, body: RETURN_DETAIL } }));
    renderApp('/penjualantelur');
    await user.click(await screen.findByRole('button', { name: 'Aksi lain PT-2611-0001' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Retur' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retur Penjualan PT-2611-0001' });
    expect(await within(dialog).findByRole('table', { name: 'Retur sebelumnya' })).toHaveTextContent('RP-2611-0001');
    expect(within(dialog).getByText(/maks 28,00 kg/)).toBeInTheDocument();
    const kg = within(dialog).getByLabelText('Retur A (kg)');
    await user.type(kg, '28,5');
    await user.click(within(dialog).getByRole('button', { name: 'Catat Retur' }));
    await waitFor(() => expect(kg).toHaveAccessibleDescription('Retur grade A paling banyak 28,00 kg.'));
    await user.clear(kg);
    await user.type(kg, '1,5');
    await user.click(within(dialog).getByRole('button', { name: 'Catat Retur' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^Alasan/)).toHaveAccessibleDescription('Alasan retur wajib diisi.'));
    expect(within(dialog).queryByRole('status')).toBeNull();
    await user.type(within(dialog).getByLabelText(/^Alasan/), 'Ditolak pembeli');
    // 1,5 × 25.000 = 37.500; owed 700.000 − 37.500 = 662.500.
    expect(dialog).toHaveTextContent('Nilai retur: Rp 37.500');
    expect(dialog).toHaveTextContent('Sisa piutang menjadi Rp 662.500.');
    await user.click(within(dialog).getByRole('button', { name: 'Catat Retur' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Catat retur Rp 37.500 untuk nota PT-2611-0001');
    expect(posted(calls, '/api/egg-sales/1/returns')).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Ya, Catat Retur' }));
    await waitFor(() => expect(posted(calls, '/api/egg-sales/1/returns')).toBeDefined());
    expect(posted(calls, '/api/egg-sales/1/returns')!.body).toEqual({ return_date: dayjs().format('YYYY-MM-DD'), reason: 'Ditolak pembeli', lines: [{ grade: 'A', qty_kg: 1.5 }] });
    expect(await screen.findByText('Retur tersimpan.')).toBeInTheDocument();
  });

  it('shows a refused return day under Tanggal retur, asks again after a change, and opens empty again', async () => {
    const calls = mockFetch(
      routes({
        'GET /api/egg-sales/1': { body: RETURN_DETAIL },
        'POST /api/egg-sales/1/returns': { status: 400, body: { success: false, message: 'Tanggal retur tidak boleh sebelum tanggal penjualan.', field: 'return_date' } },
      }),
    );
    renderApp('/penjualantelur');
    await user.click(await screen.findByRole('button', { name: 'Aksi lain PT-2611-0001' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Retur' }));
    let dialog = await screen.findByRole('dialog', { name: 'Retur Penjualan PT-2611-0001' });
    const kg = await within(dialog).findByLabelText('Retur A (kg)');
    await user.type(kg, '1');
    await user.type(within(dialog).getByLabelText(/^Alasan/), 'Pecah');
    await user.click(within(dialog).getByRole('button', { name: 'Catat Retur' }));
    // The form's check runs asynchronously (react-hook-form): wait for the question.
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Catat retur Rp 25.000');
    // A change after the question asks it again, with the new amount (2 × 25.000).
    await user.clear(kg);
    await user.type(kg, '2');
    await waitFor(() => expect(within(dialog).queryByRole('status')).toBeNull());
    await user.click(within(dialog).getByRole('button', { name: 'Catat Retur' }));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Catat retur Rp 50.000'));
    await user.click(within(dialog).getByRole('button', { name: 'Ya, Catat Retur' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Tanggal retur/ })).toHaveAccessibleDescription('Tanggal retur tidak boleh sebelum tanggal penjualan.'));
    expect(calls.filter((c) => c.method === 'POST' && c.url === '/api/egg-sales/1/returns')).toHaveLength(1);
    expect(within(dialog).queryByRole('alert')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Aksi lain PT-2611-0001' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Retur' }));
    dialog = await screen.findByRole('dialog', { name: 'Retur Penjualan PT-2611-0001' });
    expect(await within(dialog).findByLabelText('Retur A (kg)')).toHaveValue('');
    expect(within(dialog).getByLabelText(/^Alasan/)).toHaveValue('');
    expect(within(dialog).getByRole('textbox', { name: /Tanggal retur/ })).not.toHaveAccessibleDescription('Tanggal retur tidak boleh sebelum tanggal penjualan.');
    expect(within(dialog).getByRole('button', { name: 'Catat Retur' })).toBeInTheDocument();
  });

  it('shows the returns on the nota', async () => {
    mockFetch(routes({ 'GET /api/egg-sales/1': { body: RETURN_DETAIL } }));
    renderApp('/penjualantelur/nota/1');
    const nota = await screen.findByRole('article', { name: 'Nota PT-2611-0001' });
    expect(nota).toHaveTextContent('A 2,00 kg · Pecah di jalan');
    expect(nota).toHaveTextContent('ReturRp 50.000');
    expect(nota).toHaveTextContent('SisaRp 700.000');
  });

  it('offers Catat Retur when an edit is refused because the period is closed', async () => {
    const closed = 'Periode sampai 31/10/2026 sudah ditutup.';
    mockFetch(routes({ 'PUT /api/egg-sales/1': { status: 422, body: { success: false, message: closed } }, 'GET /api/egg-sales/1': { body: RETURN_DETAIL } }));
    renderApp('/penjualantelur');
    await user.click(await screen.findByRole('button', { name: 'Aksi lain PT-2611-0001' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Penjualan PT-2611-0001' });
    await within(edit).findByLabelText('Harga A per kg (Rp)');
    await user.click(within(edit).getByRole('button', { name: 'Simpan' }));
    const alert = await within(edit).findByRole('alert');
    expect(alert).toHaveTextContent(closed);
    await user.click(within(alert).getByRole('button', { name: 'Catat Retur' }));
    expect(await screen.findByRole('dialog', { name: 'Retur Penjualan PT-2611-0001' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Edit Penjualan PT-2611-0001' })).not.toBeInTheDocument();
  });
});

describe('Nota', () => {
  it('shows the nota with its WhatsApp link and Cetak button', async () => {
    mockFetch(routes());
    renderApp('/penjualantelur/nota/1');
    const nota = await screen.findByRole('article', { name: 'Nota PT-2611-0001' });
    expect(nota).toHaveTextContent('Kandang Sukamaju');
    expect(nota).toHaveTextContent('Telur A');
    expect(nota).toHaveTextContent('Rp 750.000');
    expect(nota).toHaveTextContent('Jl. Melati 3');
    const wa = screen.getByRole('link', { name: 'Kirim via WhatsApp' });
    const href = wa.getAttribute('href')!;
    expect(href.startsWith('https://wa.me/6281234567890?text=')).toBe(true);
    expect(decodeURIComponent(href.split('text=')[1])).toContain('Nota: PT-2611-0001');
    expect(screen.getByRole('button', { name: 'Cetak' })).toBeEnabled();
  });

  it('prints A5 by default and the 58 mm roll with a valid page size and the lines in two columns', async () => {
    mockFetch(routes());
    renderApp('/penjualantelur/nota/1');
    const nota = await screen.findByRole('article', { name: 'Nota PT-2611-0001' });
    const pageRules = () => [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n');
    expect(pageRules()).toMatch(/@page\s*\{[^}]*size:\s*A5 portrait/);
    expect(within(nota).getByRole('table', { name: 'Rincian nota' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Thermal 58 mm' }));
    // 30 kg × Rp 25.000 = Rp 750.000: the grade and kg, then the price per kg beside the subtotal.
    const lines = within(nota).getByRole('group', { name: 'Rincian nota' });
    expect(lines).toHaveTextContent('Telur A · 30,00 kg');
    expect(lines).toHaveTextContent('@ Rp 25.000/kg');
    expect(lines).toHaveTextContent('Rp 750.000');
    expect(within(nota).queryByRole('table')).toBeNull();
    // Two lengths (the roll's width and the nota's length), never the invalid 'size: 58mm auto'.
    await waitFor(() => expect(pageRules()).toMatch(/@page\s*\{[^}]*size:\s*58mm \d+mm/));
    expect(pageRules()).not.toMatch(/58mm auto/);
  });

  it('opens the next nota on the paper chosen last on this device', async () => {
    localStorage.setItem('nota_layout', 'thermal');
    mockFetch(routes());
    renderApp('/penjualantelur/nota/1');
    await screen.findByRole('article', { name: 'Nota PT-2611-0001' });
    expect(screen.getByRole('button', { name: 'Thermal 58 mm' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'A5' }));
    expect(localStorage.getItem('nota_layout')).toBe('a5');
  });
});
