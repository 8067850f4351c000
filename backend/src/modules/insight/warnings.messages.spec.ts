import { WarningRow } from './warnings.rows';
import { itemStockMessage, stockMessage, warningMessage } from './warnings.messages';
import { DEFAULT_WARNING_SETTINGS } from './warnings.service';

/** A row of the warnings statement with the numbers of one rule. */
const at = (rule: WarningRow['rule'], n: Partial<Pick<WarningRow, 'value' | 'bound' | 'ref' | 'birds' | 'deaths'>>): WarningRow => ({
  rule,
  lokasi_id: 1,
  lokasi: 'Kandang Utara',
  plant_id: 1,
  plant: 'Plant 1',
  jalur_id: 1,
  jalur: 'Jalur 1',
  bagian_id: 1,
  bagian: 'Bagian 1',
  tingkat_id: null,
  tingkat: null,
  value: null,
  bound: null,
  ref: null,
  birds: null,
  deaths: null,
  ...n,
});

const s = DEFAULT_WARNING_SETTINGS;
const D = '2025-06-02';

describe('early warning messages', () => {
  it('explains the hen-day and egg weight rules with Indonesian numbers', () => {
    expect(warningMessage(at('hd_rendah', { value: '78.14', ref: '84' }), s, D)).toBe('HD 78,1 % di bawah batas bawah standar 84,0 % lebih dari 3 poin selama 3 hari');
    // Over the band: 66.5 g > 64 + 1 g tolerance; under it: 55.2 g < 57 − 1 g.
    expect(warningMessage(at('berat_telur', { value: '66.5', bound: '65', ref: '64' }), s, D)).toBe(
      'Berat telur rata-rata 66,5 g di atas standar 64,0 g (batas 65,0 g, toleransi 1 g) selama 5 hari',
    );
    expect(warningMessage(at('berat_telur', { value: '55.2', bound: '56', ref: '57' }), s, D)).toBe(
      'Berat telur rata-rata 55,2 g di bawah standar 57,0 g (batas 56,0 g, toleransi 1 g) selama 5 hari',
    );
  });

  it('works out the feed intake drop and quotes the death limits as typed', () => {
    // (110 − 95) / 110 × 100 = 13.636… % → 13,6 %.
    expect(warningMessage(at('konsumsi_turun', { value: '95.0', bound: '99.0', ref: '110.0' }), s, D)).toBe(
      'Konsumsi pakan 95,0 g/ekor turun 13,6 % dari rata-rata 7 hari 110,0 g/ekor (batas turun 10 %)',
    );
    // 12 × 100 / 5,000 = 0.240 %.
    expect(warningMessage(at('kematian_harian', { value: '0.240', bound: '0.1', birds: 5000, deaths: 12 }), s, D)).toBe(
      'Kematian 12 ekor hari ini = 0,240 % dari 5.000 ekor, di atas batas harian 0,1 %',
    );
    expect(warningMessage(at('kematian_mingguan', { value: '0.350', bound: '0.2', birds: 4000, deaths: 14 }), s, D)).toBe(
      'Kematian 7 hari 14 ekor = 0,350 % dari 4.000 ekor, di atas batas mingguan 0,2 %',
    );
  });

  it('names yesterday for a missing entry', () => {
    expect(warningMessage(at('input_pakan_kosong', { birds: 4800 }), s, D)).toBe('Belum ada input pakan untuk kemarin (01/06/2025) padahal ada 4.800 ekor');
    expect(warningMessage(at('input_telur_kosong', { birds: 4800 }), s, '2025-03-01')).toBe('Belum ada input telur untuk kemarin (28/02/2025) padahal ada 4.800 ekor');
  });

  it('words the feed stock warning of one item in its unit', () => {
    expect(itemStockMessage({ name: 'Jagung', unit: 'kg', qty: '500.000', use_per_day: '250.000', days_left: 2 }, 2)).toBe(
      'Stok Jagung 500,0 kg cukup untuk 2 hari (pemakaian 250,0 kg/hari), batas 2 hari',
    );
    expect(itemStockMessage({ name: 'Campuran Layer', unit: 'kg', qty: '-2.500', use_per_day: '80.000', days_left: 0 }, 2)).toBe('Stok Campuran Layer habis (0,0 kg); pemakaian 80,0 kg/hari');
  });

  it('words the feed stock warning by whether anything is left', () => {
    expect(stockMessage(1500.25, 2, 812.4, 2)).toBe('Stok pakan 1.500,3 kg cukup untuk 2 hari (rata-rata pemakaian 812,4 kg/hari), batas 2 hari');
    expect(stockMessage(-3, 0, 80, 2)).toBe('Stok pakan habis (0,0 kg); rata-rata pemakaian 80,0 kg/hari');
  });
});
