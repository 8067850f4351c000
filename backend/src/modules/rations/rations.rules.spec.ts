import { batchQuantities, costPerKg, mixNutrients, Nutrients, pctProblem, RationPart, shortfalls } from './rations.rules';

const none: Nutrients = { protein_pct: null, me_kcal_per_kg: null, ca_pct: null, p_avail_pct: null, fibre_pct: null };
const part = (name: string, pct: number, avg_cost: number, n: Partial<Nutrients> = {}): RationPart => ({ name, pct, avg_cost, nutrients: { ...none, ...n } });

describe('ration rules', () => {
  it('accepts shares adding up to exactly 100 % and refuses any other sum', () => {
    expect(pctProblem([50, 15, 35])).toBeNull();
    expect(pctProblem([33.33, 33.33, 33.34])).toBeNull();
    expect(pctProblem([50, 15, 34.99])).toBe('Komposisi harus 100 %.');
    expect(pctProblem([60, 50])).toBe('Komposisi harus 100 %.');
    expect(pctProblem([])).toBe('Komposisi harus 100 %.');
  });

  it('weights each nutrient by % and gives null, naming the ingredient, where one lacks it', () => {
    const parts = [
      part('Jagung', 50, 0, { protein_pct: 8, me_kcal_per_kg: 3322, ca_pct: 0.02 }),
      part('Dedak', 15, 0, { protein_pct: 12, me_kcal_per_kg: 2868, ca_pct: 0.05, fibre_pct: 12 }),
      part('Konsentrat', 35, 0, { protein_pct: 36, me_kcal_per_kg: 2600, ca_pct: 3 }),
    ];
    const { values, missing } = mixNutrients(parts);
    // Protein 0.50×8 + 0.15×12 + 0.35×36 = 4 + 1.8 + 12.6 = 18.4 %.
    expect(values.protein_pct).toBe(18.4);
    // ME 0.50×3322 + 0.15×2868 + 0.35×2600 = 1661 + 430.2 + 910 = 3001.2 kcal/kg.
    expect(values.me_kcal_per_kg).toBe(3001.2);
    // Ca 0.50×0.02 + 0.15×0.05 + 0.35×3 = 0.01 + 0.0075 + 1.05 = 1.0675 → 1.07 %.
    expect(values.ca_pct).toBe(1.07);
    expect(values.fibre_pct).toBeNull();
    expect(missing.fibre_pct).toEqual(['Jagung', 'Konsentrat']);
    expect(values.p_avail_pct).toBeNull();
    expect(missing.protein_pct).toEqual([]);
  });

  it('costs a kg of the mix exactly at the moving averages', () => {
    // 0.50 × 5,000 + 0.15 × 3,000 + 0.35 × 9,000.123457 = 2,500 + 450 + 3,150.04320995 = 6,100.043210 (rounded to 6 decimals).
    expect(costPerKg([part('a', 50, 5000), part('b', 15, 3000), part('c', 35, 9000.123457)])).toBe('6100.043210');
    expect(costPerKg([])).toBe('0.000000');
  });

  it('splits a batch into whole grams that add up to the batch', () => {
    expect(batchQuantities(1000, [50, 15, 35])).toEqual([500, 150, 350]);
    // 100 g at 33.33/33.33/33.34 %: 33.33 g, 33.33 g, 33.34 g → floored 33, 33, 33; 1 g left to the largest remainder (33.34 → .34).
    expect(batchQuantities(0.1, [33.33, 33.33, 33.34])).toEqual([0.033, 0.033, 0.034]);
    // 1 g at 50/50: 0.5 g each → floored 0, 0; the 1 g left goes to the first.
    expect(batchQuantities(0.001, [50, 50])).toEqual([0.001, 0]);
    const q = batchQuantities(123.457, [12.34, 56.78, 30.88]);
    expect(Math.round(q.reduce((s, x) => s + x, 0) * 1000)).toBe(123457);
  });

  it('gives the kg missing of each ingredient, none when covered or beyond a negative stock', () => {
    expect(shortfalls([500, 150, 350], [600, 100, -20])).toEqual([0, 50, 350]);
  });
});
