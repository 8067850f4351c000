import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../api/client';
import { economicsCsv, isEmptyEconomics, periodLabel } from './economics';

const FIGURES = {
  feed_cost: '1400000.00',
  feed_kg: 200,
  egg_kg: 110,
  feed_cost_per_kg_egg: '12727.27',
  egg_revenue: '1750000.00',
  egg_value_unsold: '400000.00',
  iofc: '750000.00',
  iofc_per_bird: '750.00',
  avg_population: 1000,
} satisfies Schemas['EconomicsFiguresDto'];

describe('Ekonomi pakan: labels and files', () => {
  it('labels a day, a week cut to the range, and a month in Indonesian', () => {
    expect(periodLabel({ period: '2025-01-05', start: '2025-01-05', end: '2025-01-05' }, 'day')).toBe('05/01/2025');
    expect(periodLabel({ period: '2024-12-30', start: '2025-01-01', end: '2025-01-05' }, 'week')).toBe('01/01/2025–05/01/2025');
    expect(periodLabel({ period: '2025-01', start: '2025-01-01', end: '2025-01-31' }, 'month')).toBe('Januari 2025');
  });

  it('writes the CSV with numbers as numbers, a negative unsold value as a number, and the totals row', () => {
    const data = {
      start: '2025-01-05',
      end: '2025-01-05',
      group: 'day',
      rows: [{ period: '2025-01-05', start: '2025-01-05', end: '2025-01-05', ...FIGURES, egg_value_unsold: '-750000.00', iofc_per_bird: null }],
      totals: { ...FIGURES, egg_value_unsold: '-750000.00', iofc_per_bird: null },
    } satisfies Schemas['EconomicsDto'];
    const lines = economicsCsv(data).split('\r\n');
    expect(lines[0]).toBe(
      'Periode,Dari,Sampai,Biaya pakan (Rp),Pakan (kg),Telur (kg),Biaya pakan per kg telur (Rp),Penjualan telur bersih (Rp),Nilai telur belum terjual (Rp),IOFC (Rp),IOFC per ekor (Rp),Populasi rata-rata (ekor)',
    );
    // -750000 is a number (no apostrophe: a spreadsheet sums it); a null per-bird figure is an empty cell.
    expect(lines[1]).toBe('05/01/2025,2025-01-05,2025-01-05,1400000,200,110,12727.27,1750000,-750000,750000,,1000');
    expect(lines[2]).toBe('Total,2025-01-05,2025-01-05,1400000,200,110,12727.27,1750000,-750000,750000,,1000');
  });

  it('calls a range without feed, eggs or sales empty', () => {
    const zero = { ...FIGURES, feed_cost: '0.00', feed_kg: 0, egg_kg: 0, egg_revenue: '0.00' };
    expect(isEmptyEconomics({ start: '2025-01-01', end: '2025-01-02', group: 'day', rows: [], totals: zero })).toBe(true);
    expect(isEmptyEconomics({ start: '2025-01-01', end: '2025-01-02', group: 'day', rows: [], totals: FIGURES })).toBe(false);
  });
});
