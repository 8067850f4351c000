import { describe, expect, it } from 'vitest';
import { centsInputText, centsOf, centsRupiah, centsText } from './money';

describe('money in integer cents', () => {
  it('reads the decimal strings of the server digit by digit', () => {
    expect(centsOf('1250000.00')).toBe(125000000);
    expect(centsOf('698358.15')).toBe(69835815);
    expect(centsOf('-12.5')).toBe(-1250);
    expect(centsOf('0.1')).toBe(10);
    expect(centsOf(null)).toBe(0);
    expect(centsOf('abc')).toBeNull();
    expect(centsInputText(69835815)).toBe('698.358,15');
    expect(centsInputText(50000000)).toBe('500.000');
    expect(centsText(-1250)).toBe('-12.50');
    expect(centsRupiah(69835815)).toBe('Rp 698.358,15');
  });
});

