import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../api/client';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { memberToken } from '../../test/tokens';

const item = (over: Partial<Schemas['DueItemDto']>) =>
  ({ program_row_id: 1, age_days: 28, due_date: '2025-03-15', disease: 'ND-IB', item_id: 7, item_name: 'Medivac ND-IB', route: 'air_minum', note: null, status: 'due', vaccination_id: null, vaccinated_on: null, ...over }) satisfies Schemas['DueItemDto'];
const DUE = {
  date: '2025-03-15',
  program_id: 1,
  program_name: 'Program Uji',
  flocks: [
    {
      bagian_id: 3,
      lokasi: 'Jalur 1 / Kanan',
      populasi: 1000,
      arrival_date: '2025-03-01',
      hatch_date: '2025-02-15',
      age_days: 28,
      age_weeks: 4,
      items: [
        item({ program_row_id: 1, age_days: 10, disease: 'Marek', status: 'before_arrival' }),
        item({ program_row_id: 2, age_days: 21, disease: 'Gumboro', status: 'done', vaccination_id: 5, vaccinated_on: '2025-03-08' }),
        item({ program_row_id: 3, age_days: 28, disease: 'ND-IB', status: 'due' }),
        item({ program_row_id: 4, age_days: 42, disease: 'IB', status: 'upcoming', item_id: null, item_name: null }),
      ],
    },
  ],
} satisfies Schemas['DueDto'];
const PROGRAMS = [{ id: 1, name: 'Program Uji', is_default: true, is_example: false, source: null, rows: [] }] satisfies Schemas['ProgramDto'][];

describe('Kesehatan Flok', () => {
  it('shows the flock’s age and progress, and records the due row with its vaccine, batch, expiry and one dose per bird', async () => {
    localStorage.setItem('token', memberToken('abk'));
    const calls = mockFetch({
      'GET /api/health/due': { body: DUE },
      'GET /api/health/programs': { body: PROGRAMS },
      'POST /api/health/vaccinations': { status: 201, body: { id: 9 } },
    });
    renderApp('/kesehatan');
    const card = await screen.findByRole('region', { name: 'Flok Jalur 1 / Kanan' });
    expect(card).toHaveTextContent('Umur 4 minggu (28 hari) · 1.000 ekor');
    // Marek came with the pullets (not counted); Gumboro done; ND-IB today; IB later.
    const chips = within(within(card).getByLabelText('Kemajuan program'));
    expect(chips.getByText('Selesai 1')).toBeInTheDocument();
    expect(chips.getByText('Hari ini 1')).toBeInTheDocument();
    expect(chips.getByText('Akan datang 1')).toBeInTheDocument();

    await userEvent.click(await within(card).findByRole('button', { name: 'Catat vaksinasi ND-IB umur 28 hari Jalur 1 / Kanan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Catat Vaksinasi' });
    expect(within(dialog).getByText('Vaksin: Medivac ND-IB')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Jumlah dosis' })).toHaveValue('1.000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('Nomor batch vaksin wajib diisi.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nomor batch' }), 'B2503');
    const expiry = within(dialog).getByRole('textbox', { name: 'Kedaluwarsa' });
    await userEvent.click(expiry);
    await userEvent.type(await within(dialog).findByRole('textbox', { name: 'Kedaluwarsa' }), '30092030');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await screen.findByText('ND-IB: Vaksinasi tersimpan.');
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      date: dayjs().format('YYYY-MM-DD'),
      bagian_id: 3,
      program_row_id: 3,
      item_id: 7,
      batch_no: 'B2503',
      expiry: '2030-09-30',
      doses: 1000,
      route: 'air_minum',
      note: null,
    });
  });
});
