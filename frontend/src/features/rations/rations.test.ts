import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../api/client';
import { againstTarget, batchKg, ingredientChoices, liveCostPerKg, liveNutrients, pctSum, rationBody, rationForm, shortfallText, validateRationForm, type RationForm } from './rations';

type Item = Schemas['StockItemDto'];
const item = (id: number, name: string, nutrients: Partial<Item['nutrients']>, over: Partial<Item> = {}): Item => ({
  id,
  name,
  kind: 'bahan',
  unit: 'kg',
  nutrients: { protein_pct: null, me_kcal_per_kg: null, ca_pct: null, p_avail_pct: null, fibre_pct: null, ...nutrients },
  nutrient_source: null,
  withdrawal_days: null,
  not_for_layers: false,
  active: true,
  is_default: false,
  ...over,
});
const JAGUNG = item(4, 'Jagung kuning', { protein_pct: 8, me_kcal_per_kg: 3322, ca_pct: 0.02 });
const DEDAK = item(5, 'Dedak', { protein_pct: 12, me_kcal_per_kg: 2868, ca_pct: 0.05, fibre_pct: 12 });
const KONSENTRAT = item(6, 'Konsentrat', { protein_pct: 36, me_kcal_per_kg: 2600, ca_pct: 3 });
const form = (pcts: string[]): RationForm => ({ name: 'Layer', phase: 'layer', rows: [4, 5, 6].map((id, i) => ({ item_id: id, pct: pcts[i] })) });

describe('rations', () => {
  it('sums the shares exactly and refuses anything but 100 %, an empty row or an item twice', () => {
    expect(pctSum(form(['50', '15', '35']).rows)).toBe(100);
    expect(pctSum(form(['33,33', '33,33', '33,34']).rows)).toBe(100);
    expect(validateRationForm(form(['50', '15', '35']))).toBeNull();
    expect(validateRationForm(form(['50', '15', '34,99']))).toBe('Komposisi harus 100 %.');
    expect(validateRationForm({ ...form(['50', '15', '35']), name: ' ' })).toBe('Nama ransum wajib diisi.');
    expect(validateRationForm({ ...form(['50', '50', '']), rows: [{ item_id: 4, pct: '50' }, { item_id: '', pct: '50' }] })).toBe('Pilih bahan di setiap baris.');
    expect(validateRationForm({ ...form([]), rows: [{ item_id: 4, pct: '50' }, { item_id: 4, pct: '50' }] })).toBe('Setiap bahan cukup satu baris.');
  });

  it('computes the nutrients of the mix while typed, null naming the items without a value', () => {
    const { values, missing } = liveNutrients(form(['50', '15', '35']).rows, [JAGUNG, DEDAK, KONSENTRAT]);
    // Protein 0.50×8 + 0.15×12 + 0.35×36 = 18.4; ME 1,661 + 430.2 + 910 = 3,001.2; Ca 0.01 + 0.0075 + 1.05 = 1.0675 → 1.07.
    expect(values).toEqual({ protein_pct: 18.4, me_kcal_per_kg: 3001.2, ca_pct: 1.07, p_avail_pct: null, fibre_pct: null });
    expect(missing.fibre_pct).toEqual(['Jagung kuning', 'Konsentrat']);
    expect(againstTarget(values.protein_pct, 17)).toBe('ok');
    expect(againstTarget(values.ca_pct, 3.8)).toBe('low');
    expect(againstTarget(values.fibre_pct, 5)).toBeNull();
  });

  it('costs a kg at the moving averages, and not before every row has an item', () => {
    const avg = new Map([
      [4, 5000],
      [5, 3000],
      [6, 9050],
    ]);
    // 0.50 × 5,000 + 0.15 × 3,000 + 0.35 × 9,050 = 2,500 + 450 + 3,167.5.
    expect(liveCostPerKg(form(['50', '15', '35']).rows, avg)).toBe(6117.5);
    expect(liveCostPerKg([{ item_id: '', pct: '100' }], avg)).toBeNull();
  });

  it('offers only plain feed items in kg as ingredients', () => {
    const choices = ingredientChoices([
      JAGUNG,
      item(1, 'Pakan', {}, { kind: 'pakan_jadi', is_default: true }),
      item(7, 'Vitamin', {}, { kind: 'ovk' }),
      item(8, 'Ransum A', {}, { kind: 'campuran' }),
      item(9, 'Premix', {}, { unit: 'gram' }),
      item(10, 'Lama', {}, { active: false }),
    ]);
    expect(choices.map((c) => c.name)).toEqual(['Jagung kuning']);
  });

  it('turns a stored ration into its form and back into the same body', () => {
    const stored = { id: 1, name: 'Layer', phase: 'layer' as const, mixed_item_id: 9, ingredients: [{ item_id: 4, name: 'Jagung kuning', pct: 62.5 }, { item_id: 5, name: 'Dedak', pct: 37.5 }] };
    expect(rationForm(stored).rows).toEqual([{ item_id: 4, pct: '62,5' }, { item_id: 5, pct: '37,5' }]);
    expect(rationBody(rationForm(stored))).toEqual({ name: 'Layer', phase: 'layer', ingredients: [{ item_id: 4, pct: 62.5 }, { item_id: 5, pct: 37.5 }] });
  });

  it('reads the kg of a batch and words the shortfall', () => {
    expect([batchKg('1.000'), batchKg('2,5'), batchKg('0'), batchKg('')]).toEqual([1000, 2.5, null, null]);
    const line = (name: string, shortfall_kg: string) => ({ item_id: 1, name, pct: 50, qty_kg: '1', value: '0.00', available_kg: '0.000', shortfall_kg });
    expect(shortfallText({ lines: [line('Jagung kuning', '500.000'), line('Dedak', '0.000'), line('Konsentrat', '50.5')] })).toBe('Jagung kuning kurang 500 kg, Konsentrat kurang 50,5 kg.');
    expect(shortfallText({ lines: [line('Dedak', '0.000')] })).toBeNull();
  });
});
