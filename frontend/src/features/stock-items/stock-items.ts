/**
 * Barang Stok (issue #37 'Stock items'): the farm's feed ingredients, bought and mixed feed and
 * OVK, with their nutrients (and where those come from) and the stock of each. Labels, the form of
 * the add/edit dialog, its checks and requests.
 */
import { api, send, type Schemas } from '../../api/client';
import { at, type FormProblem } from '../../lib/form-problem';
import { formatNumber } from '../../lib/format';
import { centsOf } from '../../lib/money';
import { parseNumber } from '../../lib/number-input';
import { NUTRIENTS, type NutrientKey, nutrientValue } from '../../lib/nutrients';

export { NUTRIENTS, type NutrientKey, nutrientValue };

export type StockItem = Schemas['StockItemDto'];
export type ItemStock = Schemas['ItemStockDto'];
export type StockItemBody = Schemas['StockItemBodyDto'];
export type StockItemKind = StockItem['kind'];
export type StockItemUnit = StockItem['unit'];

export const STOCK_ITEM_TEXT = {
  load: 'Gagal memuat barang stok.',
  stock: 'Gagal memuat stok per barang.',
  save: 'Gagal menyimpan barang.',
  added: 'Barang ditambahkan.',
  saved: 'Perubahan barang disimpan.',
  nameRequired: 'Nama barang wajib diisi.',
} as const;

export const KIND_LABELS: Record<StockItemKind, string> = {
  bahan: 'Bahan pakan',
  pakan_jadi: 'Pakan jadi',
  campuran: 'Pakan campuran',
  ovk: 'OVK (obat, vaksin, vitamin)',
};
export const UNITS: readonly StockItemUnit[] = ['kg', 'gram', 'liter', 'botol', 'dosis'];

/** A row of the screen: the item with its stock (null while the stock is not known). */
export type StockRow = StockItem & Pick<ItemStock, 'days_left'> & { qty: string | null; value: string | null; avg_cost: string | null; use_per_day: string | null };

/** The items in the server's order (default first, then by name), each with its stock from GET /api/stock-items/stock. */
export function stockRows(items: readonly StockItem[], stock: readonly ItemStock[]): StockRow[] {
  const byId = new Map(stock.map((s) => [s.item_id, s]));
  return items.map((i) => {
    const s = byId.get(i.id);
    return { ...i, qty: s?.qty ?? null, value: s?.value ?? null, avg_cost: s?.avg_cost ?? null, use_per_day: s?.use_per_day ?? null, days_left: s?.days_left ?? null };
  });
}

/** Σ of the values in cents: of the feed items (= Persediaan Pakan) and of the OVK items (= Persediaan OVK). */
export function stockTotals(stock: readonly ItemStock[]): { feedCents: number; ovkCents: number } {
  let feedCents = 0;
  let ovkCents = 0;
  for (const s of stock) {
    const c = centsOf(s.value) ?? 0;
    if (s.kind === 'ovk') ovkCents += c;
    else feedCents += c;
  }
  return { feedCents, ovkCents };
}

/** Days a stock lasts as shown: '12 hari', 'habis' at 0, '-' when nothing was used. */
export const daysLeftText = (days: number | null): string => (days === null ? '-' : days === 0 ? 'habis' : `${days} hari`);

/** What the add/edit dialog holds: texts as typed ('' = empty). */
export interface StockItemForm {
  name: string;
  kind: StockItemKind;
  unit: StockItemUnit;
  protein_pct: string;
  me_kcal_per_kg: string;
  ca_pct: string;
  p_avail_pct: string;
  fibre_pct: string;
  nutrient_source: string;
  withdrawal_days: string;
  /** OVK: 'true' when marked not for laying hens in production (issue #38). */
  not_for_layers: 'true' | 'false';
  /** 'true' or 'false' (the status select). */
  active: 'true' | 'false';
}

/** A number as the form shows it: 0.02 → '0,02', 3322 → '3322', null → ''. */
const typed = (v: number | null) => (v === null ? '' : String(v).replace('.', ','));

/** The form of a new item (bahan, kg, active) or of the item being edited. */
export function stockItemForm(item?: StockItem | null): StockItemForm {
  const n = item?.nutrients;
  return {
    name: item?.name ?? '',
    kind: item?.kind ?? 'bahan',
    unit: item?.unit ?? 'kg',
    protein_pct: typed(n?.protein_pct ?? null),
    me_kcal_per_kg: typed(n?.me_kcal_per_kg ?? null),
    ca_pct: typed(n?.ca_pct ?? null),
    p_avail_pct: typed(n?.p_avail_pct ?? null),
    fibre_pct: typed(n?.fibre_pct ?? null),
    nutrient_source: item?.nutrient_source ?? '',
    withdrawal_days: item?.withdrawal_days === null || item?.withdrawal_days === undefined ? '' : String(item.withdrawal_days),
    not_for_layers: item?.not_for_layers ? 'true' : 'false',
    active: item?.active === false ? 'false' : 'true',
  };
}

/** First problem of the form at its field, else null: a name, nutrients within 0..max with the decimals kept, whole withdrawal days 0–365. */
export function validateStockItemForm(f: StockItemForm): FormProblem<StockItemForm> {
  if (!f.name.trim()) return at('name', STOCK_ITEM_TEXT.nameRequired);
  if (f.kind !== 'ovk') {
    for (const d of NUTRIENTS) {
      const p = parseNumber(f[d.key], 'decimal', d.decimals);
      if (p.error) return at(d.key, `${d.label}: ${p.error}`);
      if (p.value !== null && (p.value < 0 || p.value > d.max)) return at(d.key, `${d.label} harus 0–${formatNumber(d.max, 0)} ${d.unit}.`);
    }
  } else {
    const w = parseNumber(f.withdrawal_days, 'integer');
    if (w.error || (w.value !== null && (w.value < 0 || w.value > 365))) return at('withdrawal_days', 'Masa henti obat harus bilangan bulat 0–365 hari.');
  }
  return null;
}

/** Body of POST and PUT /api/stock-items of a valid form: empty numbers as null, nutrients only for feed kinds, withdrawal days only for OVK. */
export function stockItemBody(f: StockItemForm): StockItemBody {
  const ovk = f.kind === 'ovk';
  const value = (text: string, decimals: number) => parseNumber(text, 'decimal', decimals).value;
  return {
    name: f.name.trim(),
    kind: f.kind,
    unit: f.unit,
    nutrients: ovk
      ? undefined
      : {
          protein_pct: value(f.protein_pct, 2),
          me_kcal_per_kg: value(f.me_kcal_per_kg, 1),
          ca_pct: value(f.ca_pct, 2),
          p_avail_pct: value(f.p_avail_pct, 2),
          fibre_pct: value(f.fibre_pct, 2),
        },
    nutrient_source: ovk ? undefined : f.nutrient_source.trim() || null,
    withdrawal_days: ovk ? parseNumber(f.withdrawal_days, 'integer').value : undefined,
    not_for_layers: ovk ? f.not_for_layers === 'true' : undefined,
    active: f.active === 'true',
  };
}

/** Form fields of the server's body fields with another name (a nutrient refused by the server shows under its field). */
export const STOCK_ITEM_SERVER_FIELDS = {
  'nutrients.protein_pct': 'protein_pct',
  'nutrients.me_kcal_per_kg': 'me_kcal_per_kg',
  'nutrients.ca_pct': 'ca_pct',
  'nutrients.p_avail_pct': 'p_avail_pct',
  'nutrients.fibre_pct': 'fibre_pct',
} as const;

/** POST /api/stock-items. */
export const addStockItem = (body: StockItemBody): Promise<StockItem> => send(api.POST('/api/stock-items', { body }));
/** PUT /api/stock-items/{id}. */
export const updateStockItem = ({ id, body }: { id: number; body: StockItemBody }): Promise<StockItem> =>
  send(api.PUT('/api/stock-items/{id}', { params: { path: { id } }, body }));
