import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { axisFloor } from '../../components/charts';
import { defaultTableRange, feedIntake, feedRunOut, massFromGram, massFromKg, runOutColor, runOutDays, showText, stockAsOf } from './dashboard';

describe('feed run-out estimate (part 1 §9, §4.6)', () => {
  it('divides the stock by the mean of the non-zero days of the last 7 and rounds up', () => {
    // Mean of 100, 120, 80 (zeros ignored) = 100 kg/day; 250 / 100 = 2.5 → 3 days.
    expect(runOutDays(250, [0, 100, 0, 120, 80, 0, 0])).toBe(3);
    // Exactly 4 days' use stays 4: 400 / 100.
    expect(runOutDays(400, [100, 100])).toBe(4);
    // Only the last 7 days count: the first 1,000 is dropped; mean of seven 50s = 50 → 120 / 50 = 2.4 → 3.
    expect(runOutDays(120, [1000, 50, 50, 50, 50, 50, 50, 50])).toBe(3);
    expect(runOutDays(0, [100])).toBe(0);
    expect(runOutDays(500, [0, 0, 0])).toBeNull();
    expect(runOutDays(null, [100])).toBeNull();
  });

  it('colours 2 days or fewer red, 6 or fewer amber, more green', () => {
    expect([0, 1, 2, 3, 6, 7, 30].map(runOutColor)).toEqual(['error', 'error', 'error', 'warning', 'warning', 'success', 'success']);
    expect(runOutColor(null)).toBe('default');
  });
});

describe('unit settings (part 1 §3, §9: 1 kg = 1000 g)', () => {
  it('converts kg and g both ways and formats them in the Indonesian locale', () => {
    expect(showText(massFromKg(1406.75, 'kg'))).toBe('1.406,75 kg');
    expect(showText(massFromKg(1406.75, 'g'))).toBe('1.406.750 g'); // × 1000
    expect(showText(massFromKg(2594.1, 'kg', 3))).toBe('2.594,100 kg');
    expect(showText(massFromGram(63.38, 'g'))).toBe('63,38 g');
    expect(showText(massFromGram(63.38, 'kg'))).toBe('0,0634 kg'); // ÷ 1000
    expect(showText(feedIntake(106.4, 'g/ekor'))).toBe('106,40 g/ekor');
    expect(showText(feedIntake(106.4, 'kg/ekor'))).toBe('0,1064 kg/ekor');
    expect(showText(feedIntake(null, 'kg/ekor'))).toBe('-');
  });
});

describe('dashboard ranges and charts', () => {
  it('shows the last 10 days and asks the stock as of tomorrow', () => {
    const today = dayjs('2025-06-10');
    const r = defaultTableRange(today);
    expect([r.start.format('YYYY-MM-DD'), r.end.format('YYYY-MM-DD')]).toEqual(['2025-06-01', '2025-06-10']);
    expect(stockAsOf(today)).toBe('2025-06-11');
  });

  it('starts a band chart a little under its lowest value', () => {
    // 91..96: spread 5 → floor 91 − max(2.5, 9.1) = 81.9
    expect(axisFloor([91, null, 96])).toBeCloseTo(81.9);
    expect(axisFloor([null])).toBe(0);
    expect(axisFloor([0.5, 3])).toBe(0);
  });
});

describe('run-out per feed item', () => {
  const item = (name: string, kind: 'bahan' | 'pakan_jadi' | 'campuran' | 'ovk', days_left: number | null) => ({ name, kind, days_left });

  it('takes the fewest days of the feed items in use and names every item lasting that long', () => {
    // Pakan 10 days, Jagung and Konsentrat 3, the OVK item 1 (not feed), Dedak unused: 3 days, Jagung and Konsentrat first.
    const items = [item('Pakan', 'pakan_jadi', 10), item('Jagung', 'bahan', 3), item('Konsentrat', 'bahan', 3), item('Vita Stress', 'ovk', 1), item('Dedak', 'bahan', null)];
    expect(feedRunOut(items, 4)).toEqual({ days: 3, first: ['Jagung', 'Konsentrat'] });
    expect(feedRunOut([item('Campuran Layer', 'campuran', 0), item('Pakan', 'pakan_jadi', 12)], 4)).toEqual({ days: 0, first: ['Campuran Layer'] });
  });

  it("keeps the farm's estimate with one feed item in use, none, or the stock per item unknown", () => {
    expect(feedRunOut([item('Pakan', 'pakan_jadi', 3), item('Dedak', 'bahan', null)], 4)).toEqual({ days: 4, first: [] });
    expect(feedRunOut([], null)).toEqual({ days: null, first: [] });
    expect(feedRunOut(undefined, 4)).toEqual({ days: 4, first: [] });
  });
});
