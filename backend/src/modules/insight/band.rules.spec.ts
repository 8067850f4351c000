import { bandStatus } from './band.rules';

describe('bandStatus (the berat_telur warning rule, also the map colouring of egg weight)', () => {
  // A standard of one figure (as W-80 Plus publishes for some weeks): 61.5 g, band 61.5 … 61.5; the default tolerance 1 g → 60.5 … 62.5 g.
  const single = { band_min: 61.5, band_max: 61.5 };

  it('a weight 0.05 g off a single-value standard is within with the 1 g tolerance, off-standard without it', () => {
    expect(bandStatus(61.45, single, 1)).toBe('within'); // 61.45 ≥ 60.5
    expect(bandStatus(61.55, single, 1)).toBe('within'); // 61.55 ≤ 62.5
    expect(bandStatus(61.45, single)).toBe('below');
    expect(bandStatus(61.55, single)).toBe('above');
  });

  it('fires only past the widened bound, a weight exactly at it stays within', () => {
    expect(bandStatus(60.5, single, 1)).toBe('within'); // 61.5 − 1 = 60.5, not under it
    expect(bandStatus(60.4, single, 1)).toBe('below'); // 0.1 g under 60.5
    expect(bandStatus(62.5, single, 1)).toBe('within'); // 61.5 + 1 = 62.5
    expect(bandStatus(62.6, single, 1)).toBe('above');
  });

  it('widens both ends of a two-value band', () => {
    // Band 58.0 … 63.0 g, tolerance 0.5 g → 57.5 … 63.5 g.
    const band = { band_min: 58, band_max: 63 };
    expect(bandStatus(57.6, band, 0.5)).toBe('within');
    expect(bandStatus(57.4, band, 0.5)).toBe('below');
    expect(bandStatus(63.5, band, 0.5)).toBe('within');
    expect(bandStatus(63.6, band, 0.5)).toBe('above');
  });

  it('is none without a value or a band', () => {
    expect(bandStatus(null, single, 1)).toBe('none');
    expect(bandStatus(61.5, { band_min: null, band_max: null }, 1)).toBe('none');
  });
});
