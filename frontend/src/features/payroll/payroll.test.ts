import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../api/client';
import { periodOf, slipBody, slipForm, slipText, slipTotals, validateSlipForm, type Slip, type SlipForm } from './payroll';

/** The backend e2e spec's March slip of Jono: 2,500,000 − 100,000 = 2,400,000 in cash. */
const slip = (over: Partial<Slip> = {}): Slip =>
  ({
    id: 1,
    period: '2025-03',
    abk_id: 3,
    abk_name: 'Jono',
    abk_phone: '6281234567890',
    date: '2025-03-31',
    gross: '2500000.00',
    deductions: '100000.00',
    net: '2400000.00',
    method: 'cash',
    note: null,
    journal_code: 'GJ-2503-0001',
    status: 'lunas',
    paid_date: null,
    paid_journal_code: null,
    ...over,
  }) satisfies Schemas['PayrollSlipDto'];

const form = (over: Partial<SlipForm> = {}): SlipForm => ({ ...slipForm(dayjs('2025-03-31')), abk: '3', gross: '2.500.000', deductions: '100.000', ...over });

describe('payroll', () => {
  it('reads the period as MM/YYYY and checks the form at its fields', () => {
    expect(periodOf('3/2025')).toBe('2025-03');
    expect(periodOf('13/2025')).toBeNull();
    expect(validateSlipForm(form({ abk: '' }))).toEqual({ field: 'abk', message: 'Pilih ABK.' });
    expect(validateSlipForm(form({ period: '2025-03' }))).toEqual({ field: 'period', message: 'Periode harus bulan (MM/YYYY).' });
    expect(validateSlipForm(form({ deductions: '2.500.001' }))).toEqual({ field: 'deductions', message: 'Potongan tidak boleh melebihi gaji kotor.' });
    expect(validateSlipForm(form())).toBeNull();
    expect(slipBody(form({ note: ' ' }))).toEqual({ abk_id: 3, period: '2025-03', date: '2025-03-31', gross: 2500000, deductions: 100000, method: 'cash', note: null });
  });

  it('adds up the slips shown and writes the payslip text', () => {
    // Gross 2,500,000 + 2,600,000; deductions 100,000 + 0; net 2,400,000 + 2,600,000.
    const rows = [slip(), slip({ id: 2, period: '2025-04', gross: '2600000.00', deductions: '0.00', net: '2600000.00', method: 'hutang', status: 'belum_dibayar' })];
    expect(slipTotals(rows)).toEqual({ gross: 510_000_000, deductions: 10_000_000, net: 500_000_000 });
    expect(slipText(slip(), 'Kandang Sukamaju')).toBe(
      ['*Slip Gaji* Kandang Sukamaju', 'Nama: Jono', 'Periode: 03/2025 (tanggal 31/03/2025)', 'Gaji kotor: Rp 2.500.000', 'Potongan: Rp 100.000', '*Gaji bersih: Rp 2.400.000*', 'Dibayar tunai'].join('\n'),
    );
  });
});
