import { pageWindow } from './reports.service';

/** Which days a report page spans (rows in date order; each day with its row count). */
describe('pageWindow', () => {
  // Day 1: rows 0–2, day 2: rows 3–3, day 3: none, day 4: rows 4–8.
  const days = [
    { tanggal: '2025-04-01', n: 3 },
    { tanggal: '2025-04-02', n: 1 },
    { tanggal: '2025-04-03', n: 0 },
    { tanggal: '2025-04-04', n: 5 },
  ];

  it('starts inside the first day of the page and ends on the day of its last row', () => {
    // Rows 2–3: the last row of day 1 (offset 2 in it) and the one row of day 2.
    expect(pageWindow(days, 2, 2)).toEqual({ from: '2025-04-01', to: '2025-04-02', offset: 2 });
    // Rows 3–6: day 2 (offset 0) over the empty day 3 to the third row of day 4.
    expect(pageWindow(days, 3, 4)).toEqual({ from: '2025-04-02', to: '2025-04-04', offset: 0 });
    // Rows 5–6: inside day 4 (offset 5 − 4 = 1).
    expect(pageWindow(days, 5, 2)).toEqual({ from: '2025-04-04', to: '2025-04-04', offset: 1 });
  });

  it('runs to the last day when the page is not full, and is null past the last row', () => {
    expect(pageWindow(days, 8, 25)).toEqual({ from: '2025-04-04', to: '2025-04-04', offset: 4 });
    expect(pageWindow(days, 9, 25)).toBeNull();
    expect(pageWindow([], 0, 25)).toBeNull();
  });
});
