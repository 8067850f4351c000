import { describe, expect, it } from 'vitest';
import { groupByJalur } from '../../lib/coop';
import { buildFeedBody, copyYesterdayToEmpty, describeFeedRow, feedUnitOf, fromKg, grandTotalKg, rowTotalKg, sameFeedInputs, toKg, yesterdayInputs, type FeedRow } from './feed-usage';

const row = (id: number, jalur: string, pagi = 0, sore = 0): FeedRow => ({
  tingkat_id: id,
  jalur,
  bagian: 'Kanan',
  tingkat: `T${id}`,
  lokasi: `${jalur} / Kanan / T${id}`,
  pakan_pagi: pagi,
  pakan_sore: sore,
  version: id * 10,
});

describe('feed inputs (spec part 1 §5)', () => {
  it('accepts a comma or a dot and keeps kg with 3 decimals', () => {
    expect(toKg('82,5', 'kg')).toBe(82.5);
    expect(toKg('82.5', 'kg')).toBe(82.5);
    expect(toKg('1,2345', 'kg')).toBeNull(); // at most 3 decimals, as the field says
    expect(toKg('', 'kg')).toBe(0);
    expect(toKg('  ', 'g')).toBe(0);
  });

  it('rounds grams to whole grams first, then converts to kg', () => {
    expect(toKg('82500', 'g')).toBe(82.5); // 82 500 g = 82.5 kg
    expect(toKg('1234,6', 'g')).toBe(1.235); // 1234.6 g → 1235 g → 1.235 kg
    expect(toKg('0,4', 'g')).toBe(0); // 0.4 g → 0 g
    expect(toKg('999.5', 'g')).toBe(1); // 999.5 g → 1000 g → 1 kg
  });

  it('refuses text and negative values', () => {
    expect(toKg('abc', 'kg')).toBeNull();
    expect(toKg('-1', 'kg')).toBeNull();
    expect(toKg('1,2,3', 'g')).toBeNull();
  });

  it('shows stored kg in the display unit', () => {
    expect(fromKg(82.5, 'kg')).toBe('82,5');
    expect(fromKg(82.5, 'g')).toBe('82500');
    expect(fromKg(0.001, 'g')).toBe('1');
    expect(fromKg(0, 'kg')).toBe('');
  });

  it('reads pakan_unit from the unit settings and falls back to kg', () => {
    expect(feedUnitOf({ pakan_unit: 'g' })).toBe('g');
    expect(feedUnitOf({ pakan_unit: 'kg' })).toBe('kg');
    expect(feedUnitOf(undefined)).toBe('kg');
  });
});

describe('=kemarin and totals', () => {
  it("copies yesterday's values of the row, empty when nothing was entered", () => {
    const yesterday = [row(1, 'Jalur 1', 60.5, 49.25), row(2, 'Jalur 1')];
    expect(yesterdayInputs(yesterday, 1, 'kg')).toEqual({ pagi: '60,5', sore: '49,25' });
    expect(yesterdayInputs(yesterday, 1, 'g')).toEqual({ pagi: '60500', sore: '49250' });
    expect(yesterdayInputs(yesterday, 2, 'kg')).toEqual({ pagi: '', sore: '' });
    expect(yesterdayInputs(undefined, 1, 'kg')).toEqual({ pagi: '', sore: '' });
  });

  it('adds pagi and sore per row and every row for the overall total', () => {
    expect(rowTotalKg({ pagi: '60,5', sore: '49,25' }, 'kg')).toBe(109.75); // 60.5 + 49.25
    expect(rowTotalKg({ pagi: '60500', sore: '' }, 'g')).toBe(60.5);
    expect(rowTotalKg({ pagi: 'x', sore: '1' }, 'kg')).toBeNull();
    // 109.75 + 0.1 + 0 (the invalid row counts as nothing)
    expect(grandTotalKg({ 1: { pagi: '60,5', sore: '49,25' }, 2: { pagi: '0,1', sore: '' }, 3: { pagi: 'x', sore: '' } }, 'kg')).toBe(109.85);
  });
});

describe('saving', () => {
  it('sends the rows given (the changed ones) in kg with their versions and the unit typed in', () => {
    const rows = [row(1, 'Jalur 1'), row(2, 'Jalur 1')];
    expect(buildFeedBody('2025-06-01', rows, { 1: { pagi: '1500,4', sore: '1200' } }, 'g')).toEqual({
      body: {
        tanggal: '2025-06-01',
        client_unit: 'g',
        data: [
          { tingkat_id: 1, pakan_pagi: 1.5, pakan_sore: 1.2, version: 10 }, // 1500.4 g → 1500 g
          { tingkat_id: 2, pakan_pagi: 0, pakan_sore: 0, version: 20 },
        ],
      },
    });
  });

  it('compares rows by value: "82,5" and "82.5" are the same', () => {
    expect(sameFeedInputs({ pagi: '82,5', sore: '' }, { pagi: '82.5', sore: '0' }, 'kg')).toBe(true);
    expect(sameFeedInputs({ pagi: '82,5', sore: '' }, { pagi: '82,4', sore: '' }, 'kg')).toBe(false);
    expect(describeFeedRow({ pakan_pagi: 12.5, pakan_sore: 0 }, 'kg')).toBe('pagi 12,5 kg, sore 0 kg');
  });

  it('names the row of a value that is not a number', () => {
    expect(buildFeedBody('2025-06-01', [row(1, 'Jalur 1')], { 1: { pagi: '-2', sore: '' } }, 'kg')).toEqual({ error: 'Nilai pakan Jalur 1 / Kanan / T1 tidak valid.' });
  });

  it('groups rows per jalur in order', () => {
    const groups = groupByJalur([row(1, 'Jalur 1'), row(2, 'Jalur 1'), row(3, 'Jalur 2')]);
    expect(groups.map((g) => [g.jalur, g.rows.map((r) => r.tingkat_id)])).toEqual([
      ['Jalur 1', [1, 2]],
      ['Jalur 2', [3]],
    ]);
  });
});

describe("'Salin kemarin' of the whole table", () => {
  it('fills only the empty fields, in the display unit, and counts them', () => {
    const yesterday = [row(1, 'J1', 50, 50.125), row(2, 'J1', 60, 0), row(3, 'J1')];
    const typed = { 1: { pagi: '82,5', sore: '' }, 2: { pagi: '', sore: '35' } };
    const { inputs, filled } = copyYesterdayToEmpty(typed, [1, 2, 3], yesterday, 'kg');
    // T1 sore and T2 pagi were empty and yesterday had them; T2 sore typed; T3 had nothing yesterday.
    expect(inputs).toEqual({ 1: { pagi: '82,5', sore: '50,125' }, 2: { pagi: '60', sore: '35' }, 3: { pagi: '', sore: '' } });
    expect(filled).toBe(2);
    expect(copyYesterdayToEmpty({ 1: { pagi: '', sore: '' } }, [1], yesterday, 'g').inputs[1]).toEqual({ pagi: '50000', sore: '50125' });
    expect(copyYesterdayToEmpty(typed, [1, 2], undefined, 'kg').filled).toBe(0);
  });
});
