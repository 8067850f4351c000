import { centsOf, centsOfNumber, centsText, decimalText, formatCents, MAX_CENTS, numberText, rupiahText, toCents } from './money';

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

  it('reads a number on its decimal text, never with float arithmetic', () => {
    // In floats 4.35 × 100 = 434.99999999999994 and 1.1 × 100 = 110.00000000000001; the text gives 435 and 110 cents.
    expect(toCents(4.35)).toBe(435n);
    expect(toCents(1.1)).toBe(110n);
    // 1234567890123.45: 123456789012345 cents exactly (beyond what a float of cents would keep safely once summed).
    expect(toCents(1234567890123.45)).toBe(123456789012345n);
    expect(numberText(1e21)).toBe('1000000000000000000000');
    expect(numberText(1.2345e25)).toBe('12345000000000000000000000');
    expect(numberText(-1.5e-7)).toBe('-0.00000015');
    expect(numberText(0.1 + 0.2)).toBe('0.30000000000000004');
    expect(numberText(Number.NaN)).toBeNull();
    // 1e21 rupiah = 1e23 cents, past any float's exact integers, still exact in bigint.
    expect(toCents(1e21, { maxDigits: Infinity })).toBe(10n ** 23n);
    // The digits after the second decimal are cut, never rounded: 7500.555 → 750055 cents and more.
    expect(centsOfNumber(7500.555)).toEqual({ cents: 750055n, more: true });
    expect(centsOfNumber(4.35)).toEqual({ cents: 435n, more: false });
    expect(centsOfNumber(1.1)).toEqual({ cents: 110n, more: false });
    // 1e21 × 100 in floats is 99999999999999991611392; the text gives 10^23.
    expect(centsOfNumber(1e21)).toEqual({ cents: 10n ** 23n, more: false });
    expect(centsOfNumber(0.1 + 0.2)).toEqual({ cents: 30n, more: true });
    expect(centsOfNumber(1234567890123.45)).toEqual({ cents: 123456789012345n, more: false });
    expect(centsOfNumber(-7.005)).toEqual({ cents: -700n, more: true });
    expect(centsOfNumber(1e-7)).toEqual({ cents: 0n, more: true });
    expect(centsOfNumber(Infinity)).toBeNull();
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
