import { describe, expect, it } from 'vitest';
import { creditSide, debitSide, topSum, cents, withOwnRows } from './balance-sheet';

const r = (account_id: number, code: string, depth: number, parent_id: number | null, has_children: boolean, amount: string) => ({
  account_id,
  code,
  name: code,
  depth,
  parent_id,
  has_children,
  amount,
});

describe('withOwnRows', () => {
  it("adds a parent's own postings as a row so that every level adds up, and nothing when the children cover it", () => {
    // 1-200 = 1.000,50: children 1-210 (700) and 1-220 (300,50, itself = its child 1-221 300,50) → no own row anywhere.
    const covered = [r(1, '1-200', 0, null, true, '1000.50'), r(2, '1-210', 1, 1, false, '700.00'), r(3, '1-220', 1, 1, true, '300.50'), r(4, '1-221', 2, 3, false, '300.50')];
    expect(withOwnRows(covered, ['amount']).map((x) => x.name)).toEqual(['1-200', '1-210', '1-220', '1-221']);
    // 1-220 = 300,50 but its child 1-221 only 0,75 → own row of 299,75 at depth 2, right after 1-220.
    const own = covered.map((x) => (x.code === '1-221' ? { ...x, amount: '0.75' } : x));
    const shown = withOwnRows(own, ['amount']);
    expect(shown.map((x) => [x.name, x.depth, x.row.amount])).toEqual([
      ['1-200', 0, '1000.50'],
      ['1-210', 1, '700.00'],
      ['1-220', 1, '300.50'],
      ['Saldo langsung 1-220', 2, '299.75'],
      ['1-221', 2, '0.75'],
    ]);
    // The top total is the sum of the depth-0 rows only (a parent already includes its children).
    expect(topSum(own, (x) => cents(x.amount))).toBe(100050);
  });

  it('splits a balance on its side', () => {
    expect([debitSide(1250), creditSide(1250), debitSide(-99), creditSide(-99), debitSide(0), creditSide(0)]).toEqual([1250, 0, 0, 99, 0, 0]);
  });
});
