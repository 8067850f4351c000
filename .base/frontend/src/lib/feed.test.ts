import { describe, expect, it } from 'vitest';
import { toSacks } from './feed';

describe('sacks of 50 kg', () => {
  it('splits the stock into whole sacks and the remaining kg', () => {
    expect(toSacks(1234.5)).toEqual({ sacks: 24, remainderKg: 34.5 }); // 24 × 50 = 1,200; 1,234.5 − 1,200 = 34.5
    expect(toSacks(100)).toEqual({ sacks: 2, remainderKg: 0 });
    expect(toSacks(49.999)).toEqual({ sacks: 0, remainderKg: 49.999 });
    expect(toSacks(0)).toEqual({ sacks: 0, remainderKg: 0 });
    expect(toSacks(-3)).toEqual({ sacks: 0, remainderKg: -3 });
  });

  it('shows the stock as sacks of 50 kg plus the remainder', () => {
    // 7,808.1 kg = 156 × 50 (7,800) + 8.1
    expect(toSacks(7808.1)).toEqual({ sacks: 156, remainderKg: 8.1 });
  });
});
