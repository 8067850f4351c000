import { describe, expect, it } from 'vitest';
import { bandPosition, bandText, confirmWeight, pressKey, removeWeight, runningFigures, weighBody, weighLabel, WEIGH_MESSAGES } from './measurements';

describe('weighing pad', () => {
  it('types up to four digits, no leading zero, ⌫ takes the last one off', () => {
    let t = '';
    for (const k of ['0', '1', '5', '2', '0', '7'] as const) t = pressKey(t, k);
    expect(t).toBe('1520');
    expect(pressKey(t, 'back')).toBe('152');
    expect(pressKey('', 'back')).toBe('');
  });

  it('one tap confirms a bird; a weight outside 300–4,000 g or nothing typed is refused with the list unchanged', () => {
    expect(confirmWeight([1500], '1520')).toEqual({ weights: [1500, 1520], problem: null });
    expect(confirmWeight([1500], '')).toEqual({ weights: [1500], problem: WEIGH_MESSAGES.empty });
    expect(confirmWeight([1500], '299')).toEqual({ weights: [1500], problem: 'Berat harus 300–4.000 gram.' });
    expect(confirmWeight([], '4001').problem).toBe('Berat harus 300–4.000 gram.');
    expect(confirmWeight([], '300').problem).toBeNull();
    expect(confirmWeight(Array.from({ length: 500 }, () => 1500), '1500').problem).toBe(WEIGH_MESSAGES.full);
  });

  it('removes a typo by its place in the list', () => {
    expect(removeWeight([1500, 1520, 1480], 1)).toEqual([1500, 1480]);
  });

  it('running figures of 10 birds worked by hand', () => {
    // Σ 15,000 → mean 1,500; Σ squared deviations 105,800; s = √(105,800/9) = 108.42 → CV 7.228 %;
    // 1,350..1,650 holds 8 of 10 (not 1,700 nor 1,300) → 80 %.
    const f = runningFigures([1500, 1520, 1480, 1600, 1400, 1550, 1450, 1700, 1300, 1500])!;
    expect(f.n).toBe(10);
    expect(f.meanG).toBe(1500);
    expect(f.cvPct).toBeCloseTo(7.228, 3);
    expect(f.uniformityPct).toBe(80);
    // 900 and 1,100 are exactly ±10 % of 1,000: both within.
    expect(runningFigures([900, 1100])!.uniformityPct).toBe(100);
    expect(runningFigures([1234])).toEqual({ n: 1, meanG: 1234, cvPct: null, uniformityPct: 100 });
    expect(runningFigures([])).toBeNull();
  });

  it('body, label and the band texts', () => {
    expect(weighBody('2025-03-08', 7, [1500, 1520])).toEqual({ date: '2025-03-08', bagian_id: 7, weights_g: [1500, 1520] });
    expect(weighLabel('Jalur 1 / Kanan', '2025-03-08', 10)).toBe('Timbang Jalur 1 / Kanan 08/03 · 10 ekor');
    const band = { min_g: 1582, max_g: 1672, source: 'Hy-Line' };
    expect(bandText(band)).toBe('1.582–1.672 g');
    expect(bandText(null)).toBe('-');
    expect(bandPosition(1500, band)).toBe('di bawah standar');
    expect(bandPosition(1600, band)).toBe('sesuai standar');
    expect(bandPosition(1700, band)).toBe('di atas standar');
    expect(bandPosition(1600, null)).toBeNull();
  });
});
