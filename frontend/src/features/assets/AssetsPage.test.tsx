import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../api/client';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { memberToken } from '../../test/tokens';
import { asset } from './assets.fixtures';

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => localStorage.setItem('tenant_id', '1'));

const MIXER = asset({ id: 2, name: 'Mesin pencampur', group: 'peralatan', cost: '1000000.00', accumulated_depreciation: '1000000.00', book_value: '0.00', status: 'habis', depreciated_months: 3, useful_life_months: 3 });

describe('Aset Tetap', () => {
  it('shows the totals of the rows, runs Susutkan bulan ini after a confirmation and says what was posted', async () => {
    localStorage.setItem('token', memberToken('admin'));
    const calls = mockFetch({
      'GET /api/assets': { body: [asset(), MIXER] },
      'POST /api/assets/depreciation': {
        status: 201,
        body: { period: '2025-06', posted: true, journal_code: 'SU-2506-0001', date: '2025-06-30', assets: 1, total: '500000.00', message: 'Penyusutan 06/2025 diposting: 1 aset, Rp 500.000 (SU-2506-0001).' } satisfies Schemas['DepreciationResultDto'],
      },
    });
    renderApp('/aset');
    // Cost 30,000,000 + 1,000,000; accumulated 2,500,000 + 1,000,000; book 27,500,000 + 0.
    expect(within(await screen.findByRole('group', { name: 'Harga beli' })).getByText('Rp 31.000.000')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Akumulasi penyusutan' })).getByText('Rp 3.500.000')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Nilai buku' })).getByText('Rp 27.500.000')).toBeInTheDocument();
    expect(await screen.findByText('Mesin pencampur')).toBeInTheDocument();
    expect(screen.getByText('Habis disusutkan')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Susutkan bulan ini' }));
    const confirm = await screen.findByRole('dialog', { name: 'Susutkan bulan ini' });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Susutkan' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ period: expect.stringMatching(/^\d{4}-\d{2}$/) as unknown });
    expect(await screen.findByText('Penyusutan 06/2025 diposting: 1 aset, Rp 500.000 (SU-2506-0001).')).toBeInTheDocument();
  });

  it('lets the viewer read without the buttons, and says when there is no asset yet', async () => {
    localStorage.setItem('token', memberToken('viewer'));
    mockFetch({ 'GET /api/assets': { body: [] } });
    renderApp('/aset');
    expect(await screen.findByText('Belum ada aset')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Susutkan|Tambah/ })).toBeNull();
  });
});
