import { checkDisposal, depreciationDate, depreciationOf, disposalResult, lastDayOf, lifeMonth } from './assets.rules';

const rp = (n: number) => BigInt(n) * 100n;

describe('fixed asset rules', () => {
  it('depreciates straight line in whole rupiah, the last month taking the rest', () => {
    // 1,000,000 / 3 = 333,333.33… → 333,333 and 333,333; the last 1,000,000 − 666,666 = 333,334.
    expect([1, 2, 3].map((m) => depreciationOf(rp(1_000_000), 0n, 3, m))).toEqual([rp(333_333), rp(333_333), rp(333_334)]);
    // A cage of 30,000,000 over 60 months, residual 0: 500,000 every month, the 60th too.
    expect(depreciationOf(rp(30_000_000), 0n, 60, 1)).toBe(rp(500_000));
    expect(depreciationOf(rp(30_000_000), 0n, 60, 60)).toBe(rp(500_000));
    // Cost with cents and a residual: (10,000,000.50 − 1,000,000) / 7 = 1,285,714.35… → 1,285,714; last 9,000,000.50 − 6 × 1,285,714 = 1,285,716.50.
    expect(depreciationOf(1_000_000_050n, rp(1_000_000), 7, 1)).toBe(rp(1_285_714));
    expect(depreciationOf(1_000_000_050n, rp(1_000_000), 7, 7)).toBe(128_571_650n);
    // Never before the purchase month nor past the end of life.
    expect(depreciationOf(rp(1_000_000), 0n, 3, 0)).toBe(0n);
    expect(depreciationOf(rp(1_000_000), 0n, 3, 4)).toBe(0n);
  });

  it('counts life months from the month of purchase', () => {
    expect(lifeMonth('2025-01-31', '2025-01')).toBe(1);
    expect(lifeMonth('2025-11-15', '2026-02')).toBe(4);
    expect(lifeMonth('2025-03-01', '2025-02')).toBe(0);
  });

  it('books a month on its last day, the current month today, a later month refused', () => {
    expect(lastDayOf('2024-02')).toBe('2024-02-29');
    expect(depreciationDate('2025-02', '2025-06-10')).toBe('2025-02-28');
    expect(depreciationDate('2025-06', '2025-06-10')).toBe('2025-06-10');
    expect(() => depreciationDate('2025-07', '2025-06-10')).toThrow('Periode 07/2025 belum dimulai.');
  });

  it('works out the gain or loss of a disposal and refuses a disposal before the last depreciated month', () => {
    // Cost 1,000,000, depreciated 666,666 → book 333,334; sold at 400,000 → gain 66,666; at 300,000 → loss 33,334.
    expect(disposalResult({ cost: rp(1_000_000), accumulated: rp(666_666), price: rp(400_000) })).toEqual({ book: rp(333_334), gain: rp(66_666) });
    expect(disposalResult({ cost: rp(1_000_000), accumulated: rp(666_666), price: rp(300_000) }).gain).toBe(-rp(33_334));
    const ok = { date: '2025-03-10', purchaseDate: '2025-01-05', disposed: false, lastPeriod: '2025-03' };
    expect(() => checkDisposal(ok)).not.toThrow();
    expect(() => checkDisposal({ ...ok, lastPeriod: '2025-04' })).toThrow('Aset sudah disusutkan sampai 04/2025: tanggal pelepasan paling awal bulan itu.');
    expect(() => checkDisposal({ ...ok, date: '2025-01-04' })).toThrow('Tanggal pelepasan tidak boleh sebelum tanggal beli (05/01/2025).');
    expect(() => checkDisposal({ ...ok, disposed: true })).toThrow('Aset sudah dilepas.');
  });
});
