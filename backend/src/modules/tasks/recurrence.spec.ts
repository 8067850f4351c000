import fc from 'fast-check';
import { expandOccurrences, isoDay, MAX_WINDOW_DAYS, occursOn, RecurrenceRule, toRRule, utcDate } from './recurrence';

const rule = (r: Partial<RecurrenceRule> & Pick<RecurrenceRule, 'frequency' | 'start_date'>): RecurrenceRule => ({
  interval: 1,
  by_days: [],
  by_month_days: [],
  end_date: null,
  ...r,
});

// Calendar facts used below (checked by hand): 1 Jan 2025 is a Wednesday, so 1 Jun 2025 (151 days
// later, 151 mod 7 = 4) is a Sunday and 2 Jun 2025 a Monday; 1 Dec 2025 (334 days later, 334 mod 7
// = 5) is a Monday, so 22 Dec 2025 is a Monday and 28 Dec 2025 a Sunday. 2024 is a leap year.
describe('expandOccurrences (rrule, spec part 2 §3 Schedule)', () => {
  it('DAILY every day across a month boundary (31 Jan → 1 Feb)', () => {
    expect(expandOccurrences(rule({ frequency: 'DAILY', start_date: '2025-01-30' }), '2025-01-28', '2025-02-02')).toEqual([
      '2025-01-30',
      '2025-01-31',
      '2025-02-01',
      '2025-02-02',
    ]);
  });

  it('DAILY every 3 days across a year boundary: 29 Dec + 3 = 1 Jan, 4, 7, 10 Jan', () => {
    expect(expandOccurrences(rule({ frequency: 'DAILY', interval: 3, start_date: '2024-12-29' }), '2024-12-29', '2025-01-10')).toEqual([
      '2024-12-29',
      '2025-01-01',
      '2025-01-04',
      '2025-01-07',
      '2025-01-10',
    ]);
  });

  it('respects start and an inclusive end date', () => {
    const r = rule({ frequency: 'DAILY', start_date: '2025-03-01', end_date: '2025-03-03' });
    expect(expandOccurrences(r, '2025-02-25', '2025-03-10')).toEqual(['2025-03-01', '2025-03-02', '2025-03-03']);
    expect(expandOccurrences(r, '2025-03-04', '2025-03-31')).toEqual([]);
    expect(expandOccurrences(r, '2025-02-01', '2025-02-28')).toEqual([]);
  });

  it('WEEKLY on Monday, Wednesday, Friday (by_days 1, 3, 5; Monday = 1)', () => {
    const r = rule({ frequency: 'WEEKLY', by_days: [1, 3, 5], start_date: '2025-06-02' });
    expect(expandOccurrences(r, '2025-06-01', '2025-06-15')).toEqual(['2025-06-02', '2025-06-04', '2025-06-06', '2025-06-09', '2025-06-11', '2025-06-13']);
  });

  it('WEEKLY on Sunday (7) every 2 weeks across a year boundary, weeks starting Monday', () => {
    const r = rule({ frequency: 'WEEKLY', interval: 2, by_days: [7], start_date: '2025-12-22' });
    // Week of 22–28 Dec, then every second week: 11 Jan and 25 Jan 2026.
    expect(expandOccurrences(r, '2025-12-01', '2026-01-31')).toEqual(['2025-12-28', '2026-01-11', '2026-01-25']);
  });

  it('WEEKLY every 2 weeks starting mid-week: days of the first week before the start do not occur', () => {
    // Start Wednesday 24 Dec 2025; Monday 22 Dec is before the start; the next weeks counted are 5–11 Jan and 19–25 Jan.
    const r = rule({ frequency: 'WEEKLY', interval: 2, by_days: [1, 7], start_date: '2025-12-24' });
    expect(expandOccurrences(r, '2025-12-20', '2026-01-25')).toEqual(['2025-12-28', '2026-01-05', '2026-01-11', '2026-01-19', '2026-01-25']);
  });

  it('MONTHLY on the 31st skips the months without a 31st (Feb, Apr, Jun, Sep, Nov)', () => {
    const r = rule({ frequency: 'MONTHLY', by_month_days: [31], start_date: '2025-01-01' });
    expect(expandOccurrences(r, '2025-01-01', '2025-12-31')).toEqual([
      '2025-01-31',
      '2025-03-31',
      '2025-05-31',
      '2025-07-31',
      '2025-08-31',
      '2025-10-31',
      '2025-12-31',
    ]);
  });

  it('MONTHLY on the 29th and 30th: February has the 29th only in a leap year and never the 30th', () => {
    const r = rule({ frequency: 'MONTHLY', by_month_days: [30, 29], start_date: '2024-01-15' });
    expect(expandOccurrences(r, '2024-01-01', '2024-04-30')).toEqual([
      '2024-01-29',
      '2024-01-30',
      '2024-02-29',
      '2024-03-29',
      '2024-03-30',
      '2024-04-29',
      '2024-04-30',
    ]);
    expect(expandOccurrences(r, '2025-02-01', '2025-02-28')).toEqual([]);
  });

  it('MONTHLY every 2 months on the 1st and 15th across a year boundary (Nov → Jan → Mar)', () => {
    const r = rule({ frequency: 'MONTHLY', interval: 2, by_month_days: [1, 15], start_date: '2025-11-10' });
    // 1 Nov is before the start; then January and March 2026.
    expect(expandOccurrences(r, '2025-11-01', '2026-04-30')).toEqual(['2025-11-15', '2026-01-01', '2026-01-15', '2026-03-01', '2026-03-15']);
  });

  it('occursOn answers for one date, end date included', () => {
    const r = rule({ frequency: 'WEEKLY', by_days: [2], start_date: '2025-06-02', end_date: '2025-06-10' });
    expect(occursOn(r, '2025-06-03')).toBe(true); // Tuesday
    expect(occursOn(r, '2025-06-04')).toBe(false); // Wednesday
    expect(occursOn(r, '2025-06-10')).toBe(true); // Tuesday, the end date
    expect(occursOn(r, '2025-06-17')).toBe(false); // after the end
  });
});

describe('expandOccurrences is bounded by the window, not by the schedule age (issue #12)', () => {
  const day = (from: string, days: number) => isoDay(new Date(utcDate(from).getTime() + days * 86_400_000));
  /** Reference: rrule walked from start_date, as before the anchor. */
  const walked = (r: RecurrenceRule, from: string, to: string) =>
    toRRule(r)
      .between(utcDate(from), utcDate(to), true)
      .map(isoDay);

  const ruleArb = fc
    .record({
      frequency: fc.constantFrom('DAILY' as const, 'WEEKLY' as const, 'MONTHLY' as const),
      interval: fc.integer({ min: 1, max: 5 }),
      by_days: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }),
      by_month_days: fc.uniqueArray(fc.integer({ min: 1, max: 31 }), { minLength: 0, maxLength: 4 }),
      startOffset: fc.integer({ min: 0, max: 1500 }),
      endOffset: fc.option(fc.integer({ min: 0, max: 1500 }), { nil: null }),
    })
    .map(({ startOffset, endOffset, ...r }) => {
      const start_date = day('2022-01-01', startOffset);
      return { ...r, start_date, end_date: endOffset === null ? null : day(start_date, endOffset) } satisfies RecurrenceRule;
    });

  it('gives the same occurrences as rrule walked from the start, for any rule and window (property)', () => {
    fc.assert(
      fc.property(ruleArb, fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 0, max: 62 }), (r, fromOffset, length) => {
        const from = day('2021-06-01', fromOffset);
        const to = day(from, length);
        expect(expandOccurrences(r, from, to)).toEqual(walked(r, from, to));
      }),
      { numRuns: 400 },
    );
  });

  it('answers a far date (9999-12-31) of a daily schedule started years ago at once', () => {
    const r = rule({ frequency: 'DAILY', start_date: '2023-01-01' });
    const started = performance.now();
    expect(occursOn(r, '9999-12-31')).toBe(true);
    expect(expandOccurrences(r, '9999-12-01', '9999-12-31')).toHaveLength(31);
    expect(expandOccurrences(rule({ frequency: 'WEEKLY', interval: 3, by_days: [5], start_date: '2023-01-02' }), '2100-12-01', '2100-12-31').length).toBeGreaterThan(0);
    expect(expandOccurrences(rule({ frequency: 'MONTHLY', by_month_days: [], start_date: '2023-01-31' }), '9999-12-01', '9999-12-31')).toEqual(['9999-12-31']);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('refuses a window longer than ten years (a caller bug, not a request)', () => {
    expect(() => expandOccurrences(rule({ frequency: 'DAILY', start_date: '2000-01-01' }), '2000-01-01', day('2000-01-01', MAX_WINDOW_DAYS + 1))).toThrow(RangeError);
  });
});
