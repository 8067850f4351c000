import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../api/client';
import { daysLeftText, nutrientValue, stockItemBody, stockItemForm, stockRows, stockTotals, validateStockItemForm, type StockItem } from './stock-items';

const JAGUNG = {
  id: 4,
  name: 'Jagung kuning',
  kind: 'bahan',
  unit: 'kg',
  nutrients: { protein_pct: 8, me_kcal_per_kg: 3322, ca_pct: 0.02, p_avail_pct: null, fibre_pct: null },
  nutrient_source: 'SNI 4483:2013 Mutu I',
  withdrawal_days: null,
  not_for_layers: false,
  active: true,
  is_default: false,
} satisfies StockItem;

describe('stock items', () => {
  it('shows a nutrient with Indonesian decimals, and - when no source gives it', () => {
    expect([nutrientValue('protein_pct', 8), nutrientValue('me_kcal_per_kg', 3322), nutrientValue('ca_pct', 0.02), nutrientValue('p_avail_pct', null)]).toEqual(['8', '3.322', '0,02', '-']);
  });

  it('turns an item into its form and back into the same body', () => {
    const form = stockItemForm(JAGUNG);
    expect(form).toMatchObject({ protein_pct: '8', me_kcal_per_kg: '3322', ca_pct: '0,02', p_avail_pct: '', nutrient_source: 'SNI 4483:2013 Mutu I' });
    expect(validateStockItemForm(form)).toBeNull();
    expect(stockItemBody(form)).toEqual({
      name: 'Jagung kuning',
      kind: 'bahan',
      unit: 'kg',
      nutrients: { protein_pct: 8, me_kcal_per_kg: 3322, ca_pct: 0.02, p_avail_pct: null, fibre_pct: null },
      nutrient_source: 'SNI 4483:2013 Mutu I',
      withdrawal_days: undefined,
      not_for_layers: undefined,
      active: true,
    });
  });

  it('sends no nutrients for OVK, only its withdrawal days', () => {
    const form = { ...stockItemForm(null), name: 'Vaksin ND', kind: 'ovk' as const, unit: 'dosis' as const, protein_pct: '5', withdrawal_days: '7' };
    expect(stockItemBody(form)).toEqual({ name: 'Vaksin ND', kind: 'ovk', unit: 'dosis', nutrients: undefined, nutrient_source: undefined, withdrawal_days: 7, not_for_layers: false, active: true });
    // Marked not for laying hens (issue #38): the mark goes with the OVK body, and comes back in the form.
    expect(stockItemBody({ ...form, not_for_layers: 'true' }).not_for_layers).toBe(true);
    expect(stockItemForm({ ...JAGUNG, kind: 'ovk', not_for_layers: true }).not_for_layers).toBe('true');
  });

  it('checks the name, the nutrient ranges and the withdrawal days at their field', () => {
    const empty = stockItemForm(null);
    expect(validateStockItemForm(empty)).toEqual({ field: 'name', message: 'Nama barang wajib diisi.' });
    expect(validateStockItemForm({ ...empty, name: 'X', protein_pct: '120' })).toEqual({ field: 'protein_pct', message: 'Protein harus 0–100 %.' });
    expect(validateStockItemForm({ ...empty, name: 'X', kind: 'ovk', withdrawal_days: '400' })).toEqual({ field: 'withdrawal_days', message: 'Masa henti obat harus bilangan bulat 0–365 hari.' });
  });

  it('joins the stock to the items and adds the values in cents per control account', () => {
    const stock = [
      { item_id: 1, name: 'Pakan', kind: 'pakan_jadi', unit: 'kg', qty: '72.000', value: '504000.00', avg_cost: '7000.000000', use_per_day: '4.000', days_left: 18 },
      { item_id: 4, name: 'Jagung kuning', kind: 'bahan', unit: 'kg', qty: '1380.000', value: '7176000.10', avg_cost: '5200.000072', use_per_day: '0.000', days_left: null },
      { item_id: 9, name: 'Vaksin ND', kind: 'ovk', unit: 'dosis', qty: '900.000', value: '135000.25', avg_cost: '150.000278', use_per_day: '0.000', days_left: null },
    ] satisfies Schemas['ItemStockDto'][];
    // Feed: 504,000 + 7,176,000.10 = 7,680,000.10; OVK 135,000.25.
    expect(stockTotals(stock)).toEqual({ feedCents: 768000010, ovkCents: 13500025 });
    const rows = stockRows([JAGUNG, { ...JAGUNG, id: 5, name: 'Premix' }], stock);
    expect(rows.map((r) => [r.name, r.qty, r.value])).toEqual([
      ['Jagung kuning', '1380.000', '7176000.10'],
      ['Premix', null, null],
    ]);
    expect([daysLeftText(18), daysLeftText(0), daysLeftText(null)]).toEqual(['18 hari', 'habis', '-']);
  });
});
