import { describe, expect, it } from 'vitest';
import { cellColours, DIVERGING, mapTree, seriesOf, textOn, valueRange, viridis, type MapCell, type PlaceDay } from './map';

const cell = (over: Partial<MapCell>): MapCell => ({
  breed: 'hyline_w80',
  lokasi_id: 1, lokasi: 'Farm', plant_id: 2, plant: 'Plant 1', jalur_id: 3, jalur: 'Jalur 1', bagian_id: 4, bagian: 'Kanan', tingkat_id: 5, tingkat: 'T1',
  value: 100, band_min: 99, band_max: 108, status: 'within', ...over,
});

describe('map colours', () => {
  it('runs viridis from dark purple to yellow, the middle stop at 0.5', () => {
    expect(viridis(0)).toBe('#440154');
    expect(viridis(0.5)).toBe('#21918c');
    expect(viridis(1)).toBe('#fde725');
    // Halfway between #440154 and #3b528b (t = 0.125): (0x44+0x3b)/2 = 63.5 → 0x40, (0x01+0x52)/2 = 41.5 → 0x2a, (0x54+0x8b)/2 = 111.5 → 0x70.
    expect(viridis(0.125)).toBe('#402a70');
    expect(viridis(-3)).toBe('#440154');
  });

  it('prints black on light and white on dark backgrounds, whichever contrasts more', () => {
    expect(textOn('#fde725')).toBe('#000000');
    expect(textOn('#440154')).toBe('#ffffff');
    // Teal (relative luminance ≈ 0.23): black 5.5:1 beats white 3.8:1.
    expect(textOn('#21918c')).toBe('#000000');
    expect(textOn(DIVERGING.deepBelow)).toBe('#ffffff');
  });

  it('colours a banded value by how far it lies outside the band', () => {
    expect(cellColours(cell({}), true, null)).toEqual({ bg: DIVERGING.within, fg: '#000000' });
    // A full band width (9 g) or more below → the deepest blue; above → the deepest orange.
    expect(cellColours(cell({ value: 80, status: 'below' }), true, null).bg).toBe(DIVERGING.deepBelow);
    expect(cellColours(cell({ value: 120, status: 'above' }), true, null).bg).toBe(DIVERGING.deepAbove);
    // Half a band width under 99 (94.5): halfway from #92c5de to #2166ac → (0x92+0x21)/2 = 89.5 → 0x5a, (0xc5+0x66)/2 = 149.5 → 0x96, (0xde+0xac)/2 = 197 → 0xc5.
    expect(cellColours(cell({ value: 94.5, status: 'below' }), true, null).bg).toBe('#5a96c5');
    expect(cellColours(cell({ value: 135, band_min: null, band_max: null, status: 'none' }), true, null).bg).toBe(DIVERGING.noBand);
    expect(cellColours(cell({ value: null, status: 'none' }), true, null).bg).toBeNull();
  });

  it('spreads an unbanded measure over the lowest and highest value of the map', () => {
    const cells = [cell({ value: 10 }), cell({ value: 30 }), cell({ value: null })];
    const range = valueRange(cells);
    expect(range).toEqual({ lo: 10, hi: 30 });
    expect(cellColours(cells[0], false, range).bg).toBe('#440154');
    expect(cellColours(cell({ value: 20 }), false, range).bg).toBe('#21918c');
    expect(cellColours(cells[1], false, range).bg).toBe('#fde725');
    // One value only: the middle of the scale.
    expect(cellColours(cells[0], false, { lo: 10, hi: 10 }).bg).toBe('#21918c');
  });
});

describe('map layout', () => {
  it('groups the cells lokasi › plant › jalur › bagian in their order', () => {
    const cells = [
      cell({ tingkat_id: 5, tingkat: 'T1' }),
      cell({ tingkat_id: 6, tingkat: 'T2' }),
      cell({ bagian_id: 7, bagian: 'Kiri', tingkat_id: 8, tingkat: 'T1' }),
      cell({ jalur_id: 9, jalur: 'Jalur 2', bagian_id: 10, tingkat_id: 11 }),
    ];
    const tree = mapTree(cells);
    expect(tree).toHaveLength(1);
    expect(tree[0].plants[0].jalur.map((j) => [j.jalur, j.bagian.map((b) => [b.bagian, b.cells.map((c) => c.tingkat_id)])])).toEqual([
      ['Jalur 1', [['Kanan', [5, 6]], ['Kiri', [8]]]],
      ['Jalur 2', [['Kanan', [11]]]],
    ]);
  });

  it("takes a chart's band from the measure's standard columns", () => {
    const day = { tanggal: '2025-04-01', population: 1000, age_weeks: 30, feed_g_per_bird: 110, deaths_per_1000: 0, hen_day_pct: null, egg_weight_g: null,
      std_fi_min: 99, std_fi_max: 108, std_prod_min: 95.5, std_prod_max: 97.5, std_egg_g_min: 58, std_egg_g_max: 62 } satisfies PlaceDay;
    expect(seriesOf('feed_g_per_bird', [day])).toEqual({ values: [110], min: [99], max: [108] });
    expect(seriesOf('egg_weight_g', [day])).toEqual({ values: [null], min: [58], max: [62] });
    expect(seriesOf('population', [day])).toEqual({ values: [1000], min: null, max: null });
  });
});
