import { gramsByItem, splitUsage } from './usage-by-item';

describe('daily usage split per item', () => {
  it('gives each item its assigned kg and the default item the rest of the day, exactly', () => {
    // 01/03: 100.5 kg in all, 40.125 of item 7 → default 60.375; 02/03: all 30 kg of item 7; 03/03: no assignment.
    const split = splitUsage(
      [
        { date: '2026-03-01', kg: 100.5 },
        { date: '2026-03-02', kg: 30 },
        { date: '2026-03-03', kg: 12.001 },
      ],
      [
        { date: '2026-03-01', item_id: 7, kg: 40.125 },
        { date: '2026-03-02', item_id: 7, kg: 30 },
      ],
      1,
    );
    expect(split.get(1)).toEqual([
      { date: '2026-03-01', kg: 60.375 },
      { date: '2026-03-03', kg: 12.001 },
    ]);
    expect(split.get(7)).toEqual([
      { date: '2026-03-01', kg: 40.125 },
      { date: '2026-03-02', kg: 30 },
    ]);
    // Σ grams: default 72,376; item 7 70,125; together the 142,501 g of the three days.
    expect(gramsByItem(split)).toEqual(new Map([[1, 72376], [7, 70125]]));
  });

  it('without assignments every day is the default item’s, as before', () => {
    expect(splitUsage([{ date: '2026-03-01', kg: 5 }], [], 1)).toEqual(new Map([[1, [{ date: '2026-03-01', kg: 5 }]]]));
  });
});
