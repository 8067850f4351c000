import { describe, expect, it } from 'vitest';
import { amountOf, centsInputText, centsOf, centsRupiah, centsText, rupiahOf, toCents } from './money';

describe('money in integer cents', () => {
  it('reads the decimal strings of the server digit by digit', () => {
    expect(centsOf('1250000.00')).toBe(125000000);
    expect(centsOf('698358.15')).toBe(69835815);
    expect(centsOf('-12.5')).toBe(-1250);
    expect(centsOf('0.1')).toBe(10);
    expect(centsOf(null)).toBe(0);
    expect(centsOf('abc')).toBeNull();
    // A rate with six decimals is taken to the nearest cent (half away from zero), not cut.
    expect(centsOf('7512.345678')).toBe(751235);
    expect(centsOf('-7512.344999')).toBe(-751234);
    expect(centsOf(999.6)).toBe(99960);
    expect(centsOf(-0.001)).toBe(0);
  });

  it('reads typed amounts in the Indonesian form and writes the API decimal', () => {
    expect(toCents('550.000,5')).toBe(55000050);
    expect(toCents('')).toBe(0);
    expect(toCents('12.34')).toBeNull();
    expect(centsText(toCents('0,1')! + toCents('0,2')!)).toBe('0.30');
    expect(centsText(-1250)).toBe('-12.50');
    expect(centsText(-5)).toBe('-0.05');
  });

  it('shows amounts exactly: whole rupiah without decimals, cents when there are any', () => {
    expect(centsInputText(69835815)).toBe('698.358,15');
    expect(centsInputText(50000000)).toBe('500.000');
    expect(centsRupiah(69835815)).toBe('Rp 698.358,15');
    expect(centsRupiah(-400668010)).toBe('Rp -4.006.680,10');
    expect(centsRupiah(-5)).toBe('Rp -0,05');
    expect(rupiahOf('1500000.00')).toBe('Rp 1.500.000');
    expect(rupiahOf(null)).toBe('-');
    expect(rupiahOf('x')).toBe('-');
    expect(amountOf('702625.50')).toBe('702.625,50');
    expect(amountOf(undefined)).toBe('-');
  });

  it('keeps a total equal to the sum of its rows as shown (no rounding to the rupiah)', () => {
    // Rounded to the rupiah these rows showed 6.503.341 + 2.503.340 = 9.006.681 beside a total of 9.006.680.
    const rows = ['6503340.50', '2503339.60'];
    const total = rows.reduce((s, r) => s + centsOf(r)!, 0);
    const shown = rows.map((r) => toCents(amountOf(r))!);
    expect(shown.reduce((s, c) => s + c, 0)).toBe(toCents(amountOf(centsText(total))));
    expect(rupiahOf(centsText(total))).toBe('Rp 9.006.680,10');
  });
});
