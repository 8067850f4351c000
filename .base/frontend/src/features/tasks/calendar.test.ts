import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { byDate, hourRow, HOURS, isBasic, monthGrid, monthViewItems, mondayOf, periodTitle, shiftAnchor, weekCellItems, weekDays } from './calendar';

const d = (s: string) => dayjs(s);
const keys = (days: dayjs.Dayjs[]) => days.map((x) => x.format('YYYY-MM-DD'));

// Calendar facts (by hand): 1 Jun 2025 is a Sunday, 2 Jun a Monday; 1 Feb 2026 a Sunday; 1 Sep 2025 a Monday.
describe('week grid', () => {
  it('starts on Monday, also for a Sunday (which belongs to the week before)', () => {
    expect(mondayOf(d('2025-06-04')).format('YYYY-MM-DD')).toBe('2025-06-02');
    expect(mondayOf(d('2025-06-01')).format('YYYY-MM-DD')).toBe('2025-05-26');
    expect(keys(weekDays(d('2025-06-02')))).toEqual(['2025-06-02', '2025-06-03', '2025-06-04', '2025-06-05', '2025-06-06', '2025-06-07', '2025-06-08']);
  });

  it('crosses a year boundary: the week of Wed 31 Dec 2025 is 29 Dec – 4 Jan', () => {
    expect(keys(weekDays(d('2025-12-31')))).toEqual(['2025-12-29', '2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04']);
  });

  it('has 14 hour rows 05:00 … 18:00; earlier and later times go to the first and last row', () => {
    expect(HOURS).toHaveLength(18 - 5 + 1);
    expect(HOURS[0]).toBe(5);
    expect(HOURS[13]).toBe(18);
    expect([hourRow('04:30'), hourRow('06:00'), hourRow('09:59'), hourRow('18:30'), hourRow('22:00')]).toEqual([5, 6, 9, 18, 18]);
  });

  it('puts each item in its day and hour cell', () => {
    const items = [
      { due_date: '2025-06-02', time_of_day: '06:00', id: 'a' },
      { due_date: '2025-06-02', time_of_day: '06:45', id: 'b' },
      { due_date: '2025-06-03', time_of_day: '06:00', id: 'c' },
    ];
    expect(weekCellItems(items, '2025-06-02', 6).map((i) => i.id)).toEqual(['a', 'b']);
    expect(weekCellItems(items, '2025-06-02', 7)).toEqual([]);
  });
});

describe('month grid', () => {
  it('has 42 cells starting on the Monday on or before the 1st', () => {
    const june = monthGrid(d('2025-06-15'));
    expect(june).toHaveLength(42);
    // 1 Jun 2025 is a Sunday: the grid starts Monday 26 May (6 leading days) and ends 6 Jul.
    expect(june[0].key).toBe('2025-05-26');
    expect(june[6].key).toBe('2025-06-01');
    expect(june[41].key).toBe('2025-07-06');
    // 6 leading + 30 June days + 6 trailing = 42
    expect(june.filter((c) => c.inMonth)).toHaveLength(30);
    expect(june.slice(0, 6).every((c) => !c.inMonth)).toBe(true);
  });

  it('starts on the 1st itself when the month begins on a Monday (Sep 2025)', () => {
    const sep = monthGrid(d('2025-09-10'));
    expect(sep[0].key).toBe('2025-09-01');
    // 30 days + 12 days of October
    expect(sep[41].key).toBe('2025-10-12');
  });

  it('keeps 42 cells for a short February (Feb 2026, starting Sunday)', () => {
    const feb = monthGrid(d('2026-02-01'));
    expect(feb).toHaveLength(42);
    expect(feb[0].key).toBe('2026-01-26');
    expect(feb.filter((c) => c.inMonth)).toHaveLength(28);
  });

  it('hides the main task BASIC (any case) and groups by date', () => {
    const items = [
      { main_task: 'BASIC', due_date: '2025-06-02' },
      { main_task: 'Vaksinasi', due_date: '2025-06-02' },
      { main_task: 'basic', due_date: '2025-06-03' },
      { main_task: 'Kebersihan', due_date: '2025-06-05' },
    ];
    const shown = monthViewItems(items);
    expect(shown.map((i) => i.main_task)).toEqual(['Vaksinasi', 'Kebersihan']);
    expect([...byDate(shown).keys()]).toEqual(['2025-06-02', '2025-06-05']);
    expect(isBasic(' Basic ')).toBe(true);
    expect(isBasic('BASIC 2')).toBe(false);
  });
});

describe('navigation', () => {
  it('moves a week by 7 days and a month to the 1st of the next/previous month', () => {
    expect(shiftAnchor(d('2025-06-04'), 'week', 1).format('YYYY-MM-DD')).toBe('2025-06-11');
    expect(shiftAnchor(d('2025-01-31'), 'month', 1).format('YYYY-MM-DD')).toBe('2025-02-01');
    expect(shiftAnchor(d('2025-01-15'), 'month', -1).format('YYYY-MM-DD')).toBe('2024-12-01');
  });

  it('titles the period in Indonesian', () => {
    expect(periodTitle(d('2025-06-04'), 'week')).toBe('2 – 8 Jun 2025');
    expect(periodTitle(d('2025-06-30'), 'week')).toBe('30 Jun – 6 Jul 2025');
    expect(periodTitle(d('2025-06-04'), 'month')).toBe('Juni 2025');
  });
});
