import { fix, profitLossPeriod } from './profit-loss.rules';

describe('profit and loss rules', () => {
  it('defaults to the month of today up to today, the year to date from 1 January of the end', () => {
    expect(profitLossPeriod(undefined, undefined, '2026-11-17')).toEqual({ start: '2026-11-01', end: '2026-11-17', ytdStart: '2026-01-01' });
    // An end in another year than today: the year to date follows the end.
    expect(profitLossPeriod('2025-12-01', '2025-12-31', '2026-11-17')).toEqual({ start: '2025-12-01', end: '2025-12-31', ytdStart: '2025-01-01' });
    expect(() => profitLossPeriod('2026-11-18', undefined, '2026-11-17')).toThrow('Tanggal mulai tidak boleh sesudah tanggal akhir.');
  });

  it('writes a numeric with exactly two decimals, without a negative zero', () => {
    expect(fix('12.5')).toBe('12.50');
    expect(fix('0')).toBe('0.00');
    expect(fix('-3.10')).toBe('-3.10');
    expect(fix('1250000.00')).toBe('1250000.00');
    expect(fix('-0.00')).toBe('0.00');
  });
});
