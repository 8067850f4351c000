import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatRupiah, parseDecimal } from './format';

describe('format', () => {
  it('formats numbers the Indonesian way with the given decimals', () => {
    expect(formatNumber(1234.5)).toBe('1.234,50');
    expect(formatNumber(1234.5678, 3)).toBe('1.234,568');
    expect(formatNumber('12', 0)).toBe('12');
    expect(formatNumber(null)).toBe('-');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('-');
    expect(formatNumber('abc')).toBe('-');
  });

  it('formats rupiah without decimals', () => {
    expect(formatRupiah(1500000)).toBe('Rp 1.500.000');
    expect(formatRupiah(999.6)).toBe('Rp 999,60');
    expect(formatRupiah('-4006680.10')).toBe('Rp -4.006.680,10');
    expect(formatRupiah('abc')).toBe('-');
    expect(formatRupiah(undefined)).toBe('-');
  });

  it('formats dates as dd/mm/yyyy', () => {
    expect(formatDate('2025-03-07')).toBe('07/03/2025');
    expect(formatDate(new Date(2024, 11, 31))).toBe('31/12/2024');
    expect(formatDate('')).toBe('-');
    expect(formatDate('bukan tanggal')).toBe('-');
  });

  it('parses decimals typed with a comma or a dot', () => {
    expect(parseDecimal('1,5')).toBe(1.5);
    expect(parseDecimal('2.25')).toBe(2.25);
    expect(parseDecimal(' ')).toBeNull();
    expect(parseDecimal('1,2,3')).toBeNull();
  });
});
