import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../api/client';
import { mockFetch, type RecordedCall } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { memberToken } from '../../test/tokens';
import { closableMonths } from './finance';

// Dates relative to the farm's today: the lock four months back, and the newest month that has ended (offered first).
const lock = dayjs().subtract(4, 'month').endOf('month');
const lastMonthEnd = dayjs(closableMonths(dayjs(), lock.format('YYYY-MM-DD'))[0].end);
const ddmmyyyy = (d: dayjs.Dayjs) => d.format('DD/MM/YYYY');
const answer = (lock_date: string | null, can_reopen: boolean) => ({
  lock_date,
  first_open_date: lock_date ? dayjs(lock_date).add(1, 'day').format('YYYY-MM-DD') : null,
  updated_by: 'admin',
  updated_at: null,
  can_reopen,
}) satisfies Schemas['BookLockDto'];
const SUMMARY = { from: '2026-11-01', to: '2026-11-30', classes: [1, 2, 3, 4, 5, 6].map((c) => ({ class: c, label: `K${c}`, debit: '0.00', credit: '0.00', accounts: [] })) } satisfies Schemas['SummaryDto'];

afterEach(() => vi.unstubAllGlobals());

function routes(role: 'owner' | 'admin') {
  localStorage.setItem('token', memberToken(role));
  localStorage.setItem('tenant_id', '1');
  let current: string | null = lock.format('YYYY-MM-DD');
  return mockFetch({
    'GET /api/finance/journals': { body: [] satisfies Schemas['JournalHeaderDto'][] },
    'GET /api/finance/summary': { body: SUMMARY },
    'GET /api/finance/accounts': { body: [] satisfies Schemas['FinanceAccountDto'][] },
    'GET /api/finance/lock': () => ({ body: answer(current, role === 'owner') }),
    'PUT /api/finance/lock': (call) => {
      current = (call.body as { lock_date: string | null }).lock_date;
      return { body: answer(current, role === 'owner') };
    },
  });
}
const puts = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'PUT').map((c) => c.body);

describe('Tutup Buku card (Transaksi Keuangan)', () => {
  beforeEach(() => localStorage.clear());

  it('shows the lock, closes up to the end of the chosen month after a confirmation; an admin is offered no reopening', async () => {
    const calls = routes('admin');
    renderApp('/transaksikeuangan');
    const card = await screen.findByRole('region', { name: 'Tutup Buku' });
    expect(await within(card).findByText(`Buku ditutup sampai ${ddmmyyyy(lock)}`)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Buka Kembali' })).not.toBeInTheDocument();
    // The newest month that has ended is chosen first.
    expect(within(card).getByRole('combobox', { name: 'Tutup sampai akhir bulan' })).toHaveTextContent(closableMonths(dayjs(), lock.format('YYYY-MM-DD'))[0].label);

    await userEvent.click(within(card).getByRole('button', { name: 'Tutup Buku' }));
    const confirm = await screen.findByRole('dialog', { name: 'Tutup buku?' });
    expect(confirm).toHaveTextContent(`Tutup buku sampai ${ddmmyyyy(lastMonthEnd)}?`);
    // Nothing is sent before the confirmation.
    expect(puts(calls)).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Tutup Buku' }));
    await waitFor(() => expect(puts(calls)).toEqual([{ lock_date: lastMonthEnd.format('YYYY-MM-DD') }]));
    expect(await within(card).findByText(`Buku ditutup sampai ${ddmmyyyy(lastMonthEnd)}`)).toBeInTheDocument();
  });

  it('the owner reopens after a confirmation; cancelling sends nothing', async () => {
    const calls = routes('owner');
    renderApp('/transaksikeuangan');
    const card = await screen.findByRole('region', { name: 'Tutup Buku' });
    const reopen = await within(card).findByRole('button', { name: 'Buka Kembali' });
    await userEvent.click(reopen);
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Buka kembali buku?' })).getByRole('button', { name: 'Tidak' }));
    expect(puts(calls)).toEqual([]);
    await userEvent.click(reopen);
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Buka kembali buku?' })).getByRole('button', { name: 'Buka Kembali' }));
    await waitFor(() => expect(puts(calls)).toEqual([{ lock_date: null }]));
    expect(await within(card).findByText('Belum ada periode yang ditutup')).toBeInTheDocument();
  });

  it('the new journal form refuses a day of the closed period with the message', async () => {
    const calls = routes('admin');
    renderApp('/transaksikeuangan');
    await within(await screen.findByRole('region', { name: 'Tutup Buku' })).findByText(`Buku ditutup sampai ${ddmmyyyy(lock)}`);
    await userEvent.click(screen.getByRole('button', { name: 'Transaksi Baru' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transaksi Baru' });
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Tanggal' }));
    await userEvent.keyboard(lock.format('DDMMYYYY'));
    expect(within(dialog).getByText(`Periode sampai ${ddmmyyyy(lock)} sudah ditutup.`)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
