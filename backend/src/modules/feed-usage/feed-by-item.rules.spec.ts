import { costPerKg } from './feed-by-item.rules';

describe('cost per kg of an item', () => {
  it('divides the cost by the kg and rounds to whole cents', () => {
    // Rp 560,000 on 80 kg = Rp 7,000 per kg.
    expect(costPerKg(56_000_000n, 80_000)).toBe('7000.00');
    // Rp 100 on 3 kg = 33.333… → 33.33; Rp 200 on 3 kg = 66.666… → 66.67.
    expect(costPerKg(10_000n, 3_000)).toBe('33.33');
    expect(costPerKg(20_000n, 3_000)).toBe('66.67');
    // A negative cost (stock found) keeps its sign: −Rp 200 on 3 kg → −66.67.
    expect(costPerKg(-20_000n, 3_000)).toBe('-66.67');
  });

  it('has no figure without kg or without cost', () => {
    expect(costPerKg(10_000n, 0)).toBeNull();
    expect(costPerKg(0n, 5_000)).toBeNull();
  });
});
