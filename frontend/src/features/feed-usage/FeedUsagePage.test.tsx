import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type RecordedCall } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { memberToken } from '../../test/tokens';

const today = dayjs().format('YYYY-MM-DD');
const row = (id: number, tingkat: string, pagi = 0, sore = 0) => ({
  tingkat_id: id,
  jalur: 'Jalur 1',
  bagian: 'Kanan',
  tingkat,
  lokasi: `Jalur 1 / Kanan / ${tingkat}`,
  pakan_pagi: pagi,
  pakan_sore: sore,
});
/** Today: T1 holds 82.5 + 67.25 kg; yesterday: T2 held 60 + 40 kg. */
const feedDay = (call: RecordedCall) => ({
  body: new URL(call.url, 'http://x').searchParams.get('tanggal') === today ? [row(1, 'T1', 82.5, 67.25), row(2, 'T2')] : [row(1, 'T1'), row(2, 'T2', 60, 40)],
});

function login(role: string) {
  localStorage.setItem('token', memberToken(role));
  localStorage.setItem('tenant_id', '1');
}
afterEach(() => vi.unstubAllGlobals());

describe('Pemakaian Pakan (/transaksipakan)', () => {
  it('falls back to kg when the unit settings cannot be loaded, copies yesterday and saves kg', async () => {
    login('abk');
    const calls = mockFetch({
      'GET /api/dashboard/unit-settings': { status: 404, body: { success: false, message: 'Alamat tidak ditemukan.' } },
      'GET /api/transaksi-pakan': feedDay,
      'POST /api/transaksi-pakan': { body: { success: true, tanggal: today, saved: 2 } },
    });
    renderApp('/transaksipakan');
    const pagi1 = await screen.findByRole('textbox', { name: 'Pakan pagi Jalur 1 / Kanan / T1' }, { timeout: 8000 });
    expect(screen.getByRole('columnheader', { name: 'Pagi (kg)' })).toBeInTheDocument();
    expect(pagi1).toHaveValue('82,5');
    expect(screen.getByLabelText('Total Jalur 1 / Kanan / T1')).toHaveTextContent('149,750 kg'); // 82.5 + 67.25

    await userEvent.click(screen.getByRole('button', { name: 'Salin kemarin Jalur 1 / Kanan / T2' }));
    expect(screen.getByRole('textbox', { name: 'Pakan pagi Jalur 1 / Kanan / T2' })).toHaveValue('60');
    expect(screen.getByLabelText('Total keseluruhan')).toHaveTextContent('249,750 kg'); // 149.75 + 60 + 40

    await userEvent.clear(pagi1);
    await userEvent.type(pagi1, '80,1234');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('✅ Data berhasil disimpan!')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({
      tanggal: today,
      client_unit: 'kg',
      data: [
        { tingkat_id: 1, pakan_pagi: 80.123, pakan_sore: 67.25 },
        { tingkat_id: 2, pakan_pagi: 60, pakan_sore: 40 },
      ],
    });
  });

  it('shows and takes grams when pakan_unit is g (rounded to whole grams, sent in kg)', async () => {
    login('admin');
    const calls = mockFetch({
      'GET /api/dashboard/unit-settings': { body: { telur_unit: 'kg', avg_butir_unit: 'g', pakan_unit: 'g', fi_unit: 'g/ekor' } },
      'GET /api/transaksi-pakan': feedDay,
      'POST /api/transaksi-pakan': { status: 404, body: { success: false, message: 'Tingkat tidak ditemukan.' } },
    });
    renderApp('/transaksipakan');
    const pagi2 = await screen.findByRole('textbox', { name: 'Pakan pagi Jalur 1 / Kanan / T2' }, { timeout: 8000 });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Pakan pagi Jalur 1 / Kanan / T1' })).toHaveValue('82500'));
    expect(screen.getByRole('columnheader', { name: 'Sore (g)' })).toBeInTheDocument();
    await userEvent.type(pagi2, '1500,6');
    expect(screen.getByLabelText('Total Jalur 1 / Kanan / T2')).toHaveTextContent('1.501 g'); // 1500.6 g → 1501 g
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    // The server's message is shown in preference to '❌ Gagal menyimpan data'.
    expect(await screen.findByRole('alert')).toHaveTextContent('Tingkat tidak ditemukan.');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({ client_unit: 'g', data: [{ tingkat_id: 1, pakan_pagi: 82.5, pakan_sore: 67.25 }, { tingkat_id: 2, pakan_pagi: 1.501, pakan_sore: 0 }] });
    // The sub-navigation of the feed screens, for an admin.
    const tabs = screen.getByRole('tablist', { name: 'Menu pakan' });
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Pemakaian Pakan', 'Laporan Pakan', 'Transaksi Pakan (Akuntansi)']);
  });

  it('lets the viewer read without inputs to change', async () => {
    login('viewer');
    mockFetch({
      'GET /api/dashboard/unit-settings': { status: 404, body: {} },
      'GET /api/transaksi-pakan': feedDay,
    });
    renderApp('/transaksipakan');
    expect(await screen.findByRole('textbox', { name: 'Pakan pagi Jalur 1 / Kanan / T1' }, { timeout: 8000 })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Simpan' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Salin kemarin/ })).toBeNull();
  });

  it("reports a load failure with 'Gagal memuat data.'", async () => {
    login('abk');
    mockFetch({ 'GET /api/transaksi-pakan': { status: 500, body: { success: false, message: 'x' } } });
    renderApp('/transaksipakan');
    expect(await screen.findByText('Gagal memuat data.', {}, { timeout: 8000 })).toBeInTheDocument();
  });
});
