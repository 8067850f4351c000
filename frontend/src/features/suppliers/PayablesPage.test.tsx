import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../api/client';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { memberToken } from '../../test/tokens';

const z = '0.00';
/** The backend e2e spec's farm at 31/03/2025: PB-0001 owes 4,700,000 (16 days late), PB-0002 1,600,000 not yet due. */
const PAYABLES = {
  asof: '2025-03-31',
  suppliers: [
    {
      supplier_id: 3,
      name: 'PT Pakan Jaya',
      phone: '6281234567890',
      outstanding: '6300000.00',
      buckets: { belum_jatuh_tempo: '1600000.00', hari_1_30: '4700000.00', hari_31_60: z, hari_61_90: z, lebih_90: z },
      purchases: [
        { kind: 'pembelian', purchase_id: 41, code: 'PB-2503-0001', date: '2025-03-01', due_date: '2025-03-15', description: 'Pakan 1000 kg', total: '7700000.00', paid: '3000000.00', outstanding: '4700000.00', days_overdue: 16, bucket: 'hari_1_30' },
        { kind: 'pembelian', purchase_id: 42, code: 'PB-2503-0002', date: '2025-03-10', due_date: '2025-04-30', description: 'Pakan 200 kg', total: '1600000.00', paid: z, outstanding: '1600000.00', days_overdue: 0, bucket: 'belum_jatuh_tempo' },
      ],
    },
  ],
  buckets: { belum_jatuh_tempo: '1600000.00', hari_1_30: '4700000.00', hari_31_60: z, hari_61_90: z, lebih_90: z },
  total: '6300000.00',
  ledger_balance: '6300000.00',
} satisfies Schemas['PayablesDto'];

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => localStorage.setItem('tenant_id', '1'));

describe('Hutang', () => {
  it('shows the buckets and each supplier’s open purchases, and pays part of one', async () => {
    localStorage.setItem('token', memberToken('admin'));
    const calls = mockFetch({
      'GET /api/payables': { body: PAYABLES },
      'GET /api/finance/lock': { body: { lock_date: null, can_reopen: true } },
      'POST /api/supplier-payments': {
        status: 201,
        body: { id: 9, supplier_id: 3, date: '2025-04-05', method: 'transfer', bank_account_id: null, amount_total: '1000000.00', journal_code: 'BH-2504-0001' } satisfies Schemas['SupplierPaymentDto'],
      },
    });
    renderApp('/hutang');
    const cards = await screen.findByRole('region', { name: /Ringkasan hutang per 31\/03\/2025/ });
    expect(within(within(cards).getByRole('group', { name: '1–30 hari' })).getByText('Rp 4.700.000')).toBeInTheDocument();
    expect(within(within(cards).getByRole('group', { name: 'Total hutang' })).getByText('Rp 6.300.000')).toBeInTheDocument();
    const block = screen.getByRole('region', { name: 'Hutang ke PT Pakan Jaya' });
    expect(await within(block).findByText('PB-2503-0001')).toBeInTheDocument();
    expect(within(block).getByText('16 hari')).toBeInTheDocument();
    expect(within(block).getByRole('link', { name: 'PT Pakan Jaya' })).toHaveAttribute('href', '/hutang/3');

    await userEvent.click(within(block).getByRole('button', { name: 'Bayar hutang PT Pakan Jaya' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bayar Hutang: PT Pakan Jaya' });
    // Both purchases in full at first: 4,700,000 + 1,600,000.
    expect(within(dialog).getByText('Total bayar: Rp 6.300.000')).toBeInTheDocument();
    const first = within(dialog).getByLabelText(/PB-2503-0001/);
    await userEvent.clear(first);
    await userEvent.type(first, '4700001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bayar' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/PB-2503-0001/)).toHaveAccessibleDescription('Melebihi sisa hutang (Rp 4.700.000).'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.clear(first);
    await userEvent.type(first, '1000000');
    await userEvent.clear(within(dialog).getByLabelText(/PB-2503-0002/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bayar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({ supplier_id: 3, method: 'transfer', allocations: [{ purchase_id: 41, amount: 1000000 }] });
    expect(await screen.findByText('Pembayaran hutang disimpan.')).toBeInTheDocument();
  });

  it('lets the viewer read without Bayar, and says when nothing is owed', async () => {
    localStorage.setItem('token', memberToken('viewer'));
    mockFetch({ 'GET /api/payables': { body: { ...PAYABLES, suppliers: [], buckets: { belum_jatuh_tempo: z, hari_1_30: z, hari_31_60: z, hari_61_90: z, lebih_90: z }, total: z, ledger_balance: z } } });
    renderApp('/hutang');
    expect(await screen.findByText('Tidak ada hutang per 31/03/2025.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Bayar/ })).toBeNull();
  });
});
