import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../api/client';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { memberToken } from '../../test/tokens';

const BAGIAN = [{ bagian_id: 7, lokasi: 'Jalur 1 / Kanan', jalur_id: 2, jalur: 'Jalur 1', bagian: 'Kanan' }] satisfies Schemas['BagianLokasiDto'][];
const WEIGHTS = [1500, 1520, 1480, 1600, 1400, 1550, 1450, 1700, 1300, 1500];
/** The backend e2e spec's sample: mean 1,500 g, CV 7.2 %, uniformity 80 %, Brown week 21 (1,582–1,672 g). */
const SAVED = {
  id: 1,
  date: '2025-03-08',
  bagian_id: 7,
  n: 10,
  mean_g: 1500,
  cv_pct: 7.2,
  uniformity_pct: 80,
  age_weeks: 21,
  breed: 'hyline_brown',
  standard: { min_g: 1582, max_g: 1672, source: 'Standar Hy-Line Brown' },
  weights_g: WEIGHTS,
} satisfies Schemas['BodyWeightSampleDto'];

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => localStorage.setItem('tenant_id', '1'));

describe('Timbang Ayam', () => {
  it('an abk types 10 weights on the pad, removes a typo, sees the running figures and saves one sample', async () => {
    localStorage.setItem('token', memberToken('abk'));
    let saved = false;
    const calls = mockFetch({
      'GET /api/bagian-lokasi': { body: BAGIAN },
      'GET /api/measurements/body-weights': () => ({ body: { samples: saved ? [SAVED] : [], advice: 'Timbang minimal 100 ekor' } satisfies Schemas['BodyWeightListDto'] }),
      'POST /api/measurements/body-weights': () => {
        saved = true;
        return { status: 201, body: SAVED };
      },
    });
    renderApp('/timbang');
    await userEvent.click(await screen.findByRole('combobox', { name: 'Bagian' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Jalur 1 / Kanan' }));
    const pad = screen.getByRole('group', { name: 'Papan angka berat' });
    const type = async (digits: string) => {
      for (const d of digits) await userEvent.click(within(pad).getByRole('button', { name: d }));
      await userEvent.click(within(pad).getByRole('button', { name: 'Catat' }));
    };
    // A weight under 300 g is refused at the pad.
    await type('250');
    expect(within(pad).getByRole('alert')).toHaveTextContent('Berat harus 300–4.000 gram.');
    await userEvent.click(within(pad).getByRole('button', { name: 'Hapus angka terakhir' }));
    await userEvent.click(within(pad).getByRole('button', { name: 'Hapus angka terakhir' }));
    await userEvent.click(within(pad).getByRole('button', { name: 'Hapus angka terakhir' }));
    await type('1500');
    await type('9990'); // 9,990 g: refused
    expect(within(pad).getByRole('alert')).toHaveTextContent('Berat harus 300–4.000 gram.');
    for (let i = 0; i < 4; i++) await userEvent.click(within(pad).getByRole('button', { name: 'Hapus angka terakhir' }));
    await type('1250'); // a typo, removed below
    for (const w of WEIGHTS.slice(1)) await type(String(w));
    await userEvent.click(screen.getByRole('button', { name: 'Hapus berat ke-2 (1.250 g)' }));
    // Σ 15,000 / 10 = 1,500 g; CV 7.2 %; 8 of 10 within 1,350–1,650 g = 80 %.
    expect(within(screen.getByRole('group', { name: 'Jumlah ditimbang' })).getByText('10 ekor')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Rata-rata' })).getByText('1.500 g')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'CV' })).getByText('7,2 %')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Keseragaman' })).getByText('80,0 %')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Simpan sampel (10 ekor)' }));
    expect(await screen.findByText(/Standar umur 21 minggu: 1\.582–1\.672 g \(di bawah standar\)\. Sumber: Standar Hy-Line Brown/)).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown, bagian_id: 7, weights_g: WEIGHTS });
    expect(screen.getByRole('button', { name: 'Simpan sampel (0 ekor)' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('table', { name: 'Riwayat timbang' })).toHaveTextContent('1.582–1.672 g · di bawah standar'));
  });
});
