import { BATCH_MSG, firstDuplicateIndex, rowLabel, totalBirds } from './batch';

describe('batch placement rules', () => {
  it('finds the first repeated tingkat, -1 when every row has its own', () => {
    expect(firstDuplicateIndex([4, 5, 6])).toBe(-1);
    expect(firstDuplicateIndex([])).toBe(-1);
    // 5 appears again at index 3 (before 4 repeats at index 4).
    expect(firstDuplicateIndex([4, 5, 6, 5, 4])).toBe(3);
  });

  it('names a row by its location, or by position and id when the tingkat is not the farm’s', () => {
    const lokasi = new Map([[7, 'Jalur 1 / Kanan / T1']]);
    expect(rowLabel(0, 7, lokasi)).toBe('Jalur 1 / Kanan / T1');
    expect(rowLabel(2, 999, lokasi)).toBe('Baris 3 (tingkat 999)');
    expect(BATCH_MSG.row('Jalur 1 / Kanan / T1', 'Jumlah wajib angka > 0.')).toBe('Jalur 1 / Kanan / T1: Jumlah wajib angka > 0.');
  });

  it('adds the birds of all rows', () => {
    // 6 rows of 5,000 and one edited to 4,500: 5 × 5,000 + 4,500 = 29,500.
    expect(totalBirds([5000, 5000, 5000, 4500, 5000, 5000].map((jumlah) => ({ jumlah })))).toBe(29_500);
    expect(totalBirds([])).toBe(0);
  });
});
