import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../api/client';
import { bagianLabel, economicsBagianCsv, economicsCsv, economicsSummary, isEmptyEconomics, periodLabel } from './economics';

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

  it('says the range and its figures in one sentence, without the ratios the server has none of', () => {
    expect(economicsSummary({ start: '2026-11-09', end: '2026-12-08', totals: FIGURES })).toBe(
      '09/11/2026–08/12/2026: IOFC Rp 750.000 (Rp 750 per ekor). Penjualan telur bersih Rp 1.750.000, telur belum terjual Rp 400.000, biaya pakan Rp 1.400.000 (Rp 12.727,27 per kg telur).',
    );
    expect(economicsSummary({ start: '2026-12-01', end: '2026-12-01', totals: { ...FIGURES, iofc: '-1400000.00', egg_revenue: '0.00', egg_value_unsold: '0.00', iofc_per_bird: null, feed_cost_per_kg_egg: null } })).toBe(
      '01/12/2026–01/12/2026: IOFC Rp -1.400.000. Penjualan telur bersih Rp 0, telur belum terjual Rp 0, biaya pakan Rp 1.400.000.',
    );
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

describe('Ekonomi pakan per bagian: labels and files', () => {
  const figures = { feed_kg: 0, egg_kg: 0, feed_cost_per_kg_egg: null, egg_value: '0.00', iofc_per_bird: null, birds: 0 };
  const data = {
    start: '2025-03-01',
    end: '2025-03-05',
    rows: [
      { bagian_id: 13, bagian: 'Tengah', jalur: 'Jalur 1', plant: 'Plant 1', lokasi: 'Farm Uji', ...figures, feed_cost: '121935.33', feed_kg: 17, egg_kg: 4, feed_cost_per_kg_egg: '30483.83', egg_value: '60000.00', iofc: '-61935.33', iofc_per_bird: '-658.89', birds: 94 },
      { bagian_id: null, bagian: null, jalur: null, plant: null, lokasi: null, ...figures, feed_cost: '14360.00', iofc: '-14360.00' },
    ],
    totals: { ...figures, feed_cost: '136295.33', feed_kg: 17, egg_kg: 4, feed_cost_per_kg_egg: '34073.83', egg_value: '60000.00', iofc: '-76295.33', iofc_per_bird: '-811.65', birds: 94 },
  } satisfies Schemas['EconomicsBagianDto'];

  it('names a bagian by its place, and the feed cost of days without usage as unallocated', () => {
    expect(bagianLabel(data.rows[0])).toBe('Tengah · Jalur 1 · Plant 1 · Farm Uji');
    expect(bagianLabel(data.rows[1])).toBe('Tidak teralokasi (hari tanpa pemakaian pakan)');
  });

  it('writes the rows and the totals with numbers as numbers', () => {
    const lines = economicsBagianCsv(data).split('\r\n');
    expect(lines[0]).toBe('Bagian,Biaya pakan (Rp),Pakan (kg),Telur (kg),Biaya pakan per kg telur (Rp),Nilai telur (Rp),IOFC perkiraan (Rp),IOFC per ekor (Rp),Populasi rata-rata (ekor)');
    expect(lines[1]).toBe('Tengah · Jalur 1 · Plant 1 · Farm Uji,121935.33,17,4,30483.83,60000,-61935.33,-658.89,94');
    expect(lines[2]).toBe('Tidak teralokasi (hari tanpa pemakaian pakan),14360,0,0,,0,-14360,,0');
    expect(lines[3]).toBe('Total,136295.33,17,4,34073.83,60000,-76295.33,-811.65,94');
  });
});
