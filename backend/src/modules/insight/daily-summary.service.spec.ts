import { stockDays, summaryText } from './daily-summary.service';

describe('daily summary', () => {
  it('estimates the days of feed stock from the days with use, rounded up', () => {
    // Use on 2 of the 7 days: 100.5 + 99.5 = 200 kg → mean 100 kg/day.
    const week = [0, 100.5, 99.5, 0, 0, 0, 0];
    expect(stockDays(240, week)).toBe(3); // 240 / 100 = 2.4 → 3
    expect(stockDays(200, week)).toBe(2); // exactly 2, not 3
    expect(stockDays(0, week)).toBe(0);
    expect(stockDays(500, [0, 0, 0, 0, 0, 0, 0])).toBeNull();
  });

  it('writes the day in lines for WhatsApp', () => {
    const text = summaryText({
      date: '2025-06-02',
      farm: 'Kandang Sejahtera',
      populasi: 12500,
      kematian: 3,
      pakan_kg: 1375.25,
      telur_kg: 702.5,
      telur_butir: 11250,
      hd_persen: 90,
      fcr: 1.957,
      stok_pakan_kg: 2750,
      stok_hari: 2,
      peringatan: 0,
    });
    expect(text.split('\n')).toEqual([
      '*Ringkasan Kandang Sejahtera*',
      'Senin, 02/06/2025',
      'Populasi: 12.500 ekor',
      'Kematian: 3 ekor',
      'Pakan: 1.375,25 kg',
      'Telur: 702,5 kg (11.250 butir)',
      'HD: 90 %',
      'FCR: 1,96',
      'Stok pakan: 2.750 kg (cukup ± 2 hari)',
      'Peringatan: tidak ada',
    ]);
  });
});
