import fc from 'fast-check';
import { availableAt, costMovements, CostState, costWithMixing, DayState, endOf, Movement, stateOf } from './feed-costing';

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

describe('usage beyond the stock (ADR 0008)', () => {
  it('re-costs the missing kg at the purchase that fills the hole, so no value is lost (the measured case)', () => {
    // 1,000 kg costing 7,843,885.45 (7,843.88545/kg) and 1,500 kg used: 500 kg beyond the stock at
    // that average (−3,921,942.73). Then 1,000 kg × 8,000 + ongkir 100,000 = 8,100,000 (8,100/kg):
    // before, the inventory value became 500 × 8,100 = 4,050,000 while the rows added up to
    // 4,178,057.27. Now the 500 missing kg are re-costed at 8,100 (−4,050,000, i.e. −128,057.27 more
    // expense, posted with the purchase) and rows, value and books agree on 4,050,000.
    const costed = costMovements([
      { kind: 'buy', date: '2025-01-01', id: 1, qty: 1000, cost: 7_843_885.45 },
      usage('2025-01-02', 1500),
      { kind: 'buy', date: '2025-01-03', id: 2, qty: 1000, cost: 8_100_000 },
    ]);
    expect(costed[1]).toMatchObject({ valueCents: -1_176_582_818, stockAfter: -500 });
    expect(costed[2]).toMatchObject({ valueCents: 810_000_000, revaluationCents: -12_805_727, stockAfter: 500, avgAfter: 8100 });
    expect(stateOf(costed)).toEqual({ stock_kg: 500, avg_cost: 8100, inventory_value: 4_050_000 });
    const rows = costed.reduce((s, c) => s + c.valueCents + c.revaluationCents, 0);
    expect(rows).toBe(405_000_000);
  });

  it('keeps value = Σ movement values and empties the value with the stock, for any history (property)', () => {
    const move = fc.oneof(
      fc.record({ kind: fc.constant('buy' as const), date: fc.integer({ min: 1, max: 20 }), qty: fc.integer({ min: 1, max: 500_000 }), cost: fc.integer({ min: 0, max: 500_000_000 }) }),
      fc.record({ kind: fc.constantFrom('sell' as const, 'usage' as const), date: fc.integer({ min: 1, max: 20 }), qty: fc.integer({ min: -500_000, max: -1 }), cost: fc.constant(0) }),
      fc.record({ kind: fc.constant('adjust' as const), date: fc.integer({ min: 1, max: 20 }), qty: fc.integer({ min: -50_000, max: 50_000 }).filter((q) => q !== 0), cost: fc.constant(0) }),
    );
    fc.assert(
      fc.property(fc.array(move, { maxLength: 40 }), (raw) => {
        const moves: Movement[] = raw.map((m, i) => ({ kind: m.kind, date: `2025-01-${String(m.date).padStart(2, '0')}`, id: m.kind === 'usage' ? null : i + 1, qty: m.qty / 1000, cost: m.cost / 100 }));
        let sum = 0;
        for (const c of costMovements(moves)) {
          expect(Number.isInteger(c.valueCents) && Number.isInteger(c.revaluationCents)).toBe(true);
          sum += c.valueCents + c.revaluationCents;
          expect(c.valueAfterCents).toBe(sum);
          if (c.stockAfter === 0) expect(c.valueAfterCents).toBe(0);
          if (c.kind !== 'buy') expect(c.revaluationCents).toBe(0);
          expect(Number.isFinite(c.avgAfter)).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('costs a mixed item at what its ingredients went out at, whatever order the items come in', () => {
    const out = (date: string, batch: number, kg: number): Movement => ({ kind: 'mix_out', date, id: batch, qty: -kg });
    const into = (date: string, batch: number, kg: number): Movement => ({ kind: 'mix_in', date, id: batch, qty: kg, cost: 0 });
    // Jagung 100 kg for 500,000 (5,000/kg), a second purchase on the batch day 100 kg for 700,000 → 6,000/kg;
    // konsentrat 50 kg for 450,000 (9,000/kg). Batch 7 on 01-05: 60 kg jagung + 40 kg konsentrat =
    // 360,000 + 360,000 = 720,000 for 100 kg → 7,200/kg; then 30 kg of it sold → 216,000.
    const costed = costWithMixing(
      new Map<number, Movement[]>([
        [3, [into('2025-01-05', 7, 100), { kind: 'sell', date: '2025-01-06', id: 9, qty: -30 }]],
        [1, [buy('2025-01-01', 1, 100, 500_000), out('2025-01-05', 7, 60), buy('2025-01-05', 4, 100, 700_000)]],
        [2, [out('2025-01-05', 7, 40), buy('2025-01-02', 2, 50, 450_000)]],
      ]),
    );
    expect(costed.get(1)!.find((c) => c.kind === 'mix_out')!.valueCents).toBe(-36_000_000);
    expect(costed.get(3)!.map((c) => [c.kind, c.valueCents, c.avgAfter])).toEqual([
      ['mix_in', 72_000_000, 7200],
      ['sell', -21_600_000, 7200],
    ]);
  });

  it('from the stored end of the day before, any date on gives the figures of the whole replay (ADR 0046, property)', () => {
    // Two ingredients (1, 2) mixed into item 3 by batches; usage beyond the stock, sales and adjustments of every item.
    const day = fc.integer({ min: 1, max: 12 });
    const move = fc.oneof(
      fc.record({ kind: fc.constant('buy' as const), item: fc.constantFrom(1, 2, 3), day, g: fc.integer({ min: 1, max: 500_000 }), cents: fc.integer({ min: 0, max: 500_000_000 }) }),
      fc.record({ kind: fc.constantFrom('sell' as const, 'usage' as const, 'adjust' as const), item: fc.constantFrom(1, 2, 3), day, g: fc.integer({ min: -300_000, max: 50_000 }).filter((g) => g !== 0), cents: fc.constant(0) }),
      fc.record({ kind: fc.constant('mix' as const), item: fc.constant(3), day, g: fc.integer({ min: 2, max: 200_000 }), cents: fc.constant(0) }),
    );
    const dateOf = (d: number) => `2025-01-${String(d).padStart(2, '0')}`;
    fc.assert(
      fc.property(fc.array(move, { maxLength: 30 }), fc.integer({ min: 1, max: 13 }), (raw, cut) => {
        const byItem = new Map<number, Movement[]>([[1, []], [2, []], [3, []]]);
        raw.forEach((m, i) => {
          const date = dateOf(m.day);
          if (m.kind === 'mix') {
            // Batch i: half of it from each ingredient (whole grams), all into item 3.
            const half = Math.floor(m.g / 2);
            byItem.get(1)!.push({ kind: 'mix_out', date, id: i, qty: -half / 1000 });
            byItem.get(2)!.push({ kind: 'mix_out', date, id: i, qty: -(m.g - half) / 1000 });
            byItem.get(3)!.push({ kind: 'mix_in', date, id: i, qty: m.g / 1000, cost: 0 });
          } else {
            const qty = m.kind === 'buy' ? m.g / 1000 : m.kind === 'adjust' ? m.g / 1000 : -Math.abs(m.g) / 1000;
            byItem.get(m.item)!.push({ kind: m.kind, date, id: m.kind === 'usage' ? null : 1000 + i, qty, cost: m.cents / 100 });
          }
        });
        const days = new Map<number, DayState[]>();
        const whole = costWithMixing(byItem, undefined, days);
        // The stored state of each item at the end of its last day before the cut, then only the movements from it.
        const from = dateOf(cut);
        const starts = new Map<number, CostState>();
        for (const [item, list] of days) {
          const before = list.filter((d) => d.day < from).at(-1);
          if (before) starts.set(item, before);
        }
        const tail = costWithMixing(new Map([...byItem].map(([item, list]) => [item, list.filter((m) => m.date >= from)])), starts);
        for (const [item, costed] of whole) {
          expect(tail.get(item)).toEqual(costed.filter((c) => c.date >= from));
          expect(endOf(tail.get(item)!, starts.get(item))).toEqual(endOf(costed));
          // The days recorded are the ends of the days with movements.
          expect(days.get(item)!.map((d) => [d.day, d.grams / 1000, d.cents])).toEqual([...new Map(costed.map((c) => [c.date, [c.date, c.stockAfter, c.valueAfterCents]])).values()]);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('offers from a stored stock what the whole history offers (availableAt with the stock before the first movement)', () => {
    // 100 kg bought 01-01 and 70 used 01-02 are stored as 30 kg at the end of 01-02; 50 kg bought 01-03, 60 used 01-04.
    const later: Movement[] = [buy('2025-01-03', 2, 50, 400_000), usage('2025-01-04', 60)];
    const whole = [buy('2025-01-01', 1, 100, 700_000), usage('2025-01-02', 70), ...later];
    const probe: Movement = { kind: 'sell', date: '2025-01-03', id: null, qty: -1 };
    // After the purchase of 01-03: 30 + 50 = 80, then 20 after 01-04 → 20 kg may go.
    expect(availableAt(later, probe, 30_000)).toBe(20);
    expect(availableAt(whole, probe)).toBe(20);
  });
});
