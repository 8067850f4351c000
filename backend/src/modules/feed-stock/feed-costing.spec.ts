import { availableAt, costMovements, Movement, stateOf } from './feed-costing';

const buy = (date: string, id: number, qty: number, cost: number): Movement => ({ kind: 'buy', date, id, qty, cost });
const usage = (date: string, kg: number): Movement => ({ kind: 'usage', date, id: null, qty: -kg });

describe('moving-average feed costing', () => {
  it('averages purchases by value and takes outflows out at the average', () => {
    // 100 kg for 700,000 → 7,000/kg; use 40 → 60 kg; buy 40 kg for 320,000:
    // (60 × 7,000 + 320,000) / 100 = 740,000 / 100 = 7,400/kg; stock 100 kg, value 740,000.
    const costed = costMovements([buy('2025-01-03', 2, 40, 320_000), usage('2025-01-02', 40), buy('2025-01-01', 1, 100, 700_000)]);
    expect(costed.map((c) => [c.kind, c.stockAfter, c.avgAfter])).toEqual([
      ['buy', 100, 7000],
      ['usage', 60, 7000],
      ['buy', 100, 7400],
    ]);
    expect(costed[1].value).toBe(-280_000); // 40 × 7,000
    expect(stateOf(costed)).toEqual({ stock_kg: 100, avg_cost: 7400, inventory_value: 740_000 });
  });

  it('applies a purchase before the usage of the same day, and values a purchase onto empty stock at its own price', () => {
    // Day 1: 10 kg used from nothing (−10 kg), then the same day 50 kg bought for 400,000 (8,000/kg) → 40 kg at 8,000.
    const costed = costMovements([usage('2025-01-01', 10), buy('2025-01-01', 1, 50, 400_000)]);
    expect(costed.map((c) => c.kind)).toEqual(['buy', 'usage']);
    expect(stateOf(costed)).toEqual({ stock_kg: 40, avg_cost: 8000, inventory_value: 320_000 });
    expect(stateOf([])).toEqual({ stock_kg: 0, avg_cost: 0, inventory_value: 0 });
  });

  it('offers for an outflow only what stays non-negative at its date and later', () => {
    const moves = [buy('2025-01-01', 1, 100, 700_000), usage('2025-01-02', 70), buy('2025-01-03', 2, 50, 400_000)];
    // A sale on 01-02 comes before that day's usage: 100 on hand, but 70 is used afterwards → 30.
    expect(availableAt(moves, { kind: 'sell', date: '2025-01-02', id: null, qty: -1 })).toBe(30);
    // On 01-03 after the purchase: 100 − 70 + 50 = 80.
    expect(availableAt(moves, { kind: 'sell', date: '2025-01-03', id: null, qty: -1 })).toBe(80);
    expect(availableAt(moves, { kind: 'adjust', date: '2024-12-31', id: null, qty: -1 })).toBe(0);
  });
});
