import { describe, expect, it } from 'vitest';
import { pageRule, rollPageMm } from './nota-print';

describe('nota paper', () => {
  it('prints A5 as a named portrait sheet', () => {
    expect(pageRule('a5', 120)).toEqual({ size: 'A5 portrait', margin: '10mm' });
  });

  it('prints the roll 58 mm wide with two lengths, never the invalid "58mm auto"', () => {
    expect(pageRule('thermal', 143)).toEqual({ size: '58mm 143mm', margin: '2mm' });
  });

  it('makes the roll page as long as the nota plus margins and slack', () => {
    // 480 px = 480 × 25.4 / 96 = 127 mm; + 2 × 2 mm margins + 6 mm slack = 137 mm.
    expect(rollPageMm(480)).toBe(137);
    // 500 px = 132.291… mm → 142.29… → 143 mm (rounded up, never cut short).
    expect(rollPageMm(500)).toBe(143);
  });

  it('keeps the roll page between 80 mm and 2,000 mm', () => {
    expect(rollPageMm(0)).toBe(80);
    expect(rollPageMm(Number.NaN)).toBe(80);
    expect(rollPageMm(100)).toBe(80); // 26.5 + 10 = 36.5 mm → the shortest page
    expect(rollPageMm(10_000)).toBe(2000); // 2,645.8 mm → the longest page
  });
});
