import type { StockItemBodyDto, StockItemDto, StockItemKind, StockItemUnit } from './dto/stock-items.dto';

/** The stored values of an item from a POST/PUT body (and on PUT the item as it was). */
export interface StockItemValues {
  name: string;
  kind: StockItemKind;
  unit: StockItemUnit;
  protein_pct: number | null;
  me_kcal_per_kg: number | null;
  ca_pct: number | null;
  p_avail_pct: number | null;
  fibre_pct: number | null;
  nutrient_source: string | null;
  withdrawal_days: number | null;
  not_for_layers: boolean;
  active: boolean | undefined;
}

type Nutrient = 'protein_pct' | 'me_kcal_per_kg' | 'ca_pct' | 'p_avail_pct' | 'fibre_pct';

/**
 * What an item stores from `body` (issue #37): a nutrient, the source or the withdrawal days left
 * out keep `old`'s value (none on POST), null clears it. Nutrients belong to feed kinds (an OVK
 * item stores none) and withdrawal days to OVK (a feed item stores none). A blank source is null.
 */
export function stockItemValues(body: StockItemBodyDto, old?: StockItemDto): StockItemValues {
  const ovk = body.kind === 'ovk';
  const nutrient = (k: Nutrient) => {
    const given = body.nutrients?.[k];
    return ovk ? null : given !== undefined ? given : (old?.nutrients[k] ?? null);
  };
  const source = body.nutrient_source !== undefined ? body.nutrient_source : (old?.nutrient_source ?? null);
  const withdrawal = body.withdrawal_days !== undefined ? body.withdrawal_days : (old?.withdrawal_days ?? null);
  return {
    name: body.name.trim(),
    kind: body.kind,
    unit: body.unit,
    protein_pct: nutrient('protein_pct'),
    me_kcal_per_kg: nutrient('me_kcal_per_kg'),
    ca_pct: nutrient('ca_pct'),
    p_avail_pct: nutrient('p_avail_pct'),
    fibre_pct: nutrient('fibre_pct'),
    nutrient_source: ovk ? null : source?.trim() || null,
    withdrawal_days: ovk ? withdrawal : null,
    not_for_layers: ovk && (body.not_for_layers ?? old?.not_for_layers ?? false),
    active: body.active,
  };
}

/** Whole grams (or thousandths of the item's unit) as a decimal string with 3 decimals: 1250500 → '1250.500', -5 → '-0.005'. */
export function thousandthsText(n: number): string {
  const abs = Math.abs(n);
  return `${n < 0 ? '-' : ''}${Math.floor(abs / 1000)}.${String(abs % 1000).padStart(3, '0')}`;
}

/**
 * Stock figures of an item from its stock and its use over 7 days, both in thousandths of its unit
 * (integers): qty; use per day = used ÷ 7 rounded to a thousandth; days left = ⌊stock × 7 ÷ used⌋
 * (0 when the stock is empty or negative), null when nothing was used.
 */
export function itemStock(stock: number, used7: number): { qty: string; use_per_day: string; days_left: number | null } {
  return {
    qty: thousandthsText(stock),
    use_per_day: thousandthsText(Math.round(used7 / 7)),
    days_left: used7 > 0 ? (stock <= 0 ? 0 : Math.floor((stock * 7) / used7)) : null,
  };
}
