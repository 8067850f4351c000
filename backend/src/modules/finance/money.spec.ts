import { centsOfDb, formatCents, toCents } from './money';

describe('rupiah as integer cents', () => {
  it('reads numbers and numeric strings with at most two decimals, nothing else', () => {
    expect(toCents(1250000)).toBe(125000000n);
    expect(toCents('1250000.5')).toBe(125000050n);
    expect(toCents('1250000,55')).toBe(125000055n);
    expect(toCents(0.1 + 0.2)).toBeNull(); // 0.30000000000000004: refused, not rounded
    expect(toCents('12.345')).toBeNull();
    expect(toCents('1e3')).toBeNull();
    expect(toCents(Number.NaN)).toBeNull();
    expect(toCents(null)).toBeNull();
    expect(toCents('-7.5')).toBe(-750n);
  });

  it('writes two decimals and reads what PostgreSQL prints', () => {
    expect(formatCents(125000000n)).toBe('1250000.00');
    expect(formatCents(-1250n)).toBe('-12.50');
    expect(formatCents(5n)).toBe('0.05');
    expect(centsOfDb('9999999999999999.99')).toBe(999999999999999999n);
    expect(centsOfDb(null)).toBe(0n);
    expect(centsOfDb('-3')).toBe(-300n);
  });
});
