import { itemStock, stockItemValues, thousandthsText } from './stock-items.rules';
import type { StockItemDto } from './dto/stock-items.dto';

const JAGUNG: StockItemDto = {
  id: 4,
  name: 'Jagung kuning',
  kind: 'bahan',
  unit: 'kg',
  nutrients: { protein_pct: 8, me_kcal_per_kg: 3322, ca_pct: 0.02, p_avail_pct: null, fibre_pct: null },
  nutrient_source: 'SNI 4483:2013',
  withdrawal_days: null,
  not_for_layers: false,
  active: true,
  is_default: false,
};

describe('stock item rules', () => {
  it('writes thousandths of a unit as a decimal string with 3 decimals', () => {
    expect([thousandthsText(1250500), thousandthsText(72000), thousandthsText(-5), thousandthsText(0)]).toEqual(['1250.500', '72.000', '-0.005', '0.000']);
  });

  it('gives use per day over 7 days and the whole days the stock lasts', () => {
    // 72 kg, 28 kg used in 7 days: 4 kg/day, 72 ÷ 4 = 18 days.
    expect(itemStock(72000, 28000)).toEqual({ qty: '72.000', use_per_day: '4.000', days_left: 18 });
    // 100 kg, 30 kg in 7 days: 4.285714… → 4.286 kg/day; 100 × 7 ÷ 30 = 23.33 → 23 days.
    expect(itemStock(100000, 30000)).toEqual({ qty: '100.000', use_per_day: '4.286', days_left: 23 });
    // Nothing used: no days; an empty or negative stock with use: 0 days.
    expect(itemStock(500, 0).days_left).toBeNull();
    expect(itemStock(-2000, 7000)).toEqual({ qty: '-2.000', use_per_day: '1.000', days_left: 0 });
  });

  it('keeps what a PUT leaves out, clears what it sets to null, and stores no nutrients for OVK', () => {
    const v = stockItemValues({ name: ' Jagung kuning ', kind: 'bahan', unit: 'kg', nutrients: { p_avail_pct: 0.1, ca_pct: null } }, JAGUNG);
    expect(v).toEqual({
      name: 'Jagung kuning',
      kind: 'bahan',
      unit: 'kg',
      protein_pct: 8,
      me_kcal_per_kg: 3322,
      ca_pct: null,
      p_avail_pct: 0.1,
      fibre_pct: null,
      nutrient_source: 'SNI 4483:2013',
      withdrawal_days: null,
      not_for_layers: false,
      active: undefined,
    });
    const ovk = stockItemValues({ name: 'Vaksin ND', kind: 'ovk', unit: 'dosis', nutrients: { protein_pct: 5 }, nutrient_source: 'label', withdrawal_days: 7 });
    expect(ovk).toMatchObject({ protein_pct: null, nutrient_source: null, withdrawal_days: 7, not_for_layers: false });
    // Not for laying hens: an OVK mark, kept by a PUT that leaves it out; a feed kind never has it.
    const banned = stockItemValues({ name: 'Enro', kind: 'ovk', unit: 'botol', not_for_layers: true });
    expect(banned.not_for_layers).toBe(true);
    expect(stockItemValues({ name: 'Enro', kind: 'ovk', unit: 'botol' }, { ...JAGUNG, kind: 'ovk', not_for_layers: true }).not_for_layers).toBe(true);
    expect(stockItemValues({ name: 'Dedak', kind: 'bahan', unit: 'kg', not_for_layers: true }).not_for_layers).toBe(false);
    expect(stockItemValues({ name: 'Dedak', kind: 'bahan', unit: 'kg', withdrawal_days: 7, nutrient_source: '  ' })).toMatchObject({ withdrawal_days: null, nutrient_source: null });
  });
});
