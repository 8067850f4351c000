import { centsOf, centsText, decimalText, formatCents, MAX_CENTS, rupiahText, toCents } from './money';

describe('common/money: rupiah as integer cents', () => {
  it('reads numbers and decimal strings with at most two decimals, never rounding', () => {
    expect(toCents(1250000)).toBe(125000000n);
    expect(toCents('1250000.5')).toBe(125000050n);
    expect(toCents('1250000,55')).toBe(125000055n);
    expect(toCents(' 12,50 ')).toBe(1250n);
    expect(toCents(-95000)).toBe(-9500000n);
    expect(toCents('-7.5')).toBe(-750n);
    expect(toCents(7n)).toBe(700n);
    // 0.30000000000000004 and a third decimal are refused, not rounded to 0.30 / 1.01.
    expect(toCents(0.1 + 0.2)).toBeNull();
    expect(toCents('1.005')).toBeNull();
    expect(toCents(7500.555)).toBeNull();
    expect(toCents('1e3')).toBeNull();
    expect(toCents(1e-7)).toBeNull();
    expect(toCents(1e21)).toBeNull();
    expect(toCents(Number.NaN)).toBeNull();
    expect(toCents(Infinity)).toBeNull();
    expect(toCents(null)).toBeNull();
    expect(toCents({})).toBeNull();
    expect(toCents('')).toBeNull();
  });

  it('caps the whole digits: 16 by default (numeric(18,2)), or what the caller passes', () => {
    expect(toCents('9999999999999999.99')).toBe(MAX_CENTS);
    expect(toCents('10000000000000000')).toBeNull();
    expect(toCents('1'.repeat(5000))).toBeNull();
    expect(toCents('123456', { maxDigits: 5 })).toBeNull();
    expect(toCents('12345.67', { maxDigits: 5 })).toBe(1234567n);
    expect(toCents(123456n, { maxDigits: 5 })).toBeNull();
  });

  it('writes two decimals and reads what PostgreSQL prints, whatever its size', () => {
    expect(formatCents(125000000n)).toBe('1250000.00');
    expect(formatCents(-1250n)).toBe('-12.50');
    expect(formatCents(5n)).toBe('0.05');
    expect(formatCents(-5n)).toBe('-0.05');
    expect(centsOf('9999999999999999.99')).toBe(999999999999999999n);
    expect(centsOf('123456789012345678901.10')).toBe(12345678901234567890110n);
    expect(centsOf(null)).toBe(0n);
    expect(centsOf('-3')).toBe(-300n);
    expect(centsOf(12.5)).toBe(1250n);
    expect(() => centsOf('abc')).toThrow('not a rupiah amount: abc');
  });

  it('writes integer cents and rates as decimal strings', () => {
    expect(centsText(750055)).toBe('7500.55');
    expect(centsText(-5)).toBe('-0.05');
    expect(centsText(0)).toBe('0.00');
    expect(decimalText(7512.3456781, 6)).toBe('7512.345678');
    expect(decimalText(7500, 6)).toBe('7500.000000');
    expect(decimalText(-0.0000001, 6)).toBe('0.000000');
    expect(decimalText(-12.5, 2)).toBe('-12.50');
    expect(decimalText(2.675, 2)).toBe('2.68');
    expect(decimalText(3, 0)).toBe('3');
  });

  it('writes Indonesian rupiah text for messages', () => {
    expect(rupiahText(40500000n)).toBe('Rp 405.000');
    expect(rupiahText(12345n)).toBe('Rp 123,45');
    expect(rupiahText(-400668050n)).toBe('-Rp 4.006.680,50');
  });
});
