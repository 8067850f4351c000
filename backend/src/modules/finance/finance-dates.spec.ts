import { monthEnd, monthRange, monthStart } from './finance-dates';

describe('finance month bounds', () => {
  it('answers the first and last day of the month of a date', () => {
    expect(monthStart('2026-11-17')).toBe('2026-11-01');
    expect(monthEnd('2026-11-17')).toBe('2026-11-30');
    // 2028 is a leap year (divisible by 4, not by 100): February has 29 days; 2026 has 28.
    expect(monthEnd('2028-02-10')).toBe('2028-02-29');
    expect(monthEnd('2026-02-10')).toBe('2026-02-28');
    expect(monthEnd('2026-12-31')).toBe('2026-12-31');
  });

  it('keeps a given range and refuses one that runs backwards', () => {
    expect(monthRange('2026-10-05', '2026-11-20')).toEqual({ from: '2026-10-05', to: '2026-11-20' });
    expect(monthRange('2026-11-20', '2026-11-20')).toEqual({ from: '2026-11-20', to: '2026-11-20' });
    expect(() => monthRange('2026-11-21', '2026-11-20')).toThrow('Tanggal mulai tidak boleh sesudah tanggal akhir.');
  });
});
