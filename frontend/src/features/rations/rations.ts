/**
 * Ransum (issue #37 'Rations (formula) and mixing'): the farm's formulas of feed items with their
 * shares, the nutrients and cost per kg of the mix worked out while the shares are typed, the
 * targets per phase beside them (with the source of every published figure), and the mixing
 * batch (Campur) with the shortfall of each ingredient shown before saving. Labels, rules, requests.
 */
import { api, send, type Schemas } from '../../api/client';
import { parseNumber } from '../../lib/number-input';
import { NUTRIENTS, type NutrientKey } from '../../lib/nutrients';

type StockItem = Schemas['StockItemDto'];

export type Ration = Schemas['RationDto'];
export type RationDetail = Schemas['RationDetailDto'];
export type RationBody = Schemas['RationBodyDto'];
export type RationTarget = Schemas['RationTargetDto'];
export type RationBatch = Schemas['RationBatchDto'];
export type RationPhase = Ration['phase'];
export type Nutrients = Schemas['StockItemNutrientValuesDto'];

export const RATION_TEXT = {
  load: 'Gagal memuat ransum.',
  save: 'Gagal menyimpan ransum.',
  added: 'Ransum ditambahkan.',
  saved: 'Perubahan ransum disimpan.',
  mixed: 'Campuran disimpan ke stok.',
  mixFailed: 'Gagal menyimpan campuran.',
  preview: 'Gagal menghitung kebutuhan bahan.',
  targetSaved: 'Target fase disimpan.',
  nameRequired: 'Nama ransum wajib diisi.',
  pickItem: 'Pilih bahan di setiap baris.',
  twice: 'Setiap bahan cukup satu baris.',
  pctSum: 'Komposisi harus 100 %.',
  kg: 'Jumlah campuran harus lebih dari 0 kg.',
} as const;

export const PHASE_LABELS: Record<RationPhase, string> = {
  starter: 'Starter',
  grower: 'Grower',
  developer: 'Developer',
  pre_layer: 'Pre-layer',
  layer: 'Layer (bertelur)',
};
export const PHASES = Object.keys(PHASE_LABELS) as RationPhase[];

const PCT = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 });
const KG = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 3 });
/** A share as shown: 12.5 → '12,5'. */
export const pctText = (pct: number): string => PCT.format(pct);
/** Kg as shown (a decimal string or number from the server): '1250.500' → '1.250,5'; null → '-'. */
export const kgText = (kg: string | number | null): string => (kg === null ? '-' : KG.format(Number(kg)));

/** Hundredths of a percent of a typed share ('12,5' → 1250), or null when empty or unreadable. */
export const pctHundredths = (text: string): number | null => {
  const v = parseNumber(text, 'decimal', 2).value;
  return v === null ? null : Math.round(v * 100);
};

/** One row of the editor: the item chosen ('' = none yet) and its share as typed. */
export interface IngredientRow {
  item_id: number | '';
  pct: string;
}

/** What the editor holds. */
export interface RationForm {
  name: string;
  phase: RationPhase;
  rows: IngredientRow[];
}

/** The form of a new ration (layer, three empty rows) or of the ration being edited. */
export function rationForm(r?: Ration | null): RationForm {
  return {
    name: r?.name ?? '',
    phase: r?.phase ?? 'layer',
    rows: r ? r.ingredients.map((i) => ({ item_id: i.item_id, pct: String(i.pct).replace('.', ',') })) : [{ item_id: '', pct: '' }, { item_id: '', pct: '' }, { item_id: '', pct: '' }],
  };
}

/** Σ of the shares typed, in %, exact to the hundredth (empty rows count 0). */
export const pctSum = (rows: readonly IngredientRow[]): number => rows.reduce((s, r) => s + (pctHundredths(r.pct) ?? 0), 0) / 100;

/** The first problem of the form, else null: a name, an item and a share in every row, each item once, Σ exactly 100 %. */
export function validateRationForm(f: RationForm): string | null {
  if (!f.name.trim()) return RATION_TEXT.nameRequired;
  if (!f.rows.length || f.rows.some((r) => r.item_id === '')) return RATION_TEXT.pickItem;
  if (new Set(f.rows.map((r) => r.item_id)).size !== f.rows.length) return RATION_TEXT.twice;
  if (f.rows.some((r) => (pctHundredths(r.pct) ?? 0) <= 0) || Math.round(pctSum(f.rows) * 100) !== 10_000) return RATION_TEXT.pctSum;
  return null;
}

/** Body of POST / PUT /api/rations of a valid form. */
export const rationBody = (f: RationForm): RationBody => ({
  name: f.name.trim(),
  phase: f.phase,
  ingredients: f.rows.map((r) => ({ item_id: Number(r.item_id), pct: (pctHundredths(r.pct) ?? 0) / 100 })),
});

/** Items a ration may take: active feed items in kg that are not mixed feed nor the default item (the server's rule). */
export const ingredientChoices = (items: readonly StockItem[]): StockItem[] =>
  items.filter((i) => i.active && i.unit === 'kg' && i.kind !== 'ovk' && i.kind !== 'campuran' && !i.is_default);

/**
 * The nutrients of the mix while it is typed, as the server computes them: Σ share × value ÷ 100
 * (% 2 decimals, ME 1), null when a chosen item lacks the value (`missing` names them).
 */
export function liveNutrients(rows: readonly IngredientRow[], items: readonly StockItem[]): { values: Record<NutrientKey, number | null>; missing: Record<NutrientKey, string[]> } {
  const chosen = rows.flatMap((r) => {
    const item = items.find((i) => i.id === r.item_id);
    return item ? [{ item, h: pctHundredths(r.pct) ?? 0 }] : [];
  });
  const values = {} as Record<NutrientKey, number | null>;
  const missing = {} as Record<NutrientKey, string[]>;
  for (const d of NUTRIENTS) {
    missing[d.key] = chosen.filter((c) => c.item.nutrients[d.key] === null).map((c) => c.item.name);
    if (!chosen.length || missing[d.key].length) {
      values[d.key] = null;
      continue;
    }
    const sum = chosen.reduce((s, c) => s + c.h * Math.round(c.item.nutrients[d.key]! * 100), 0);
    const f = 10 ** d.decimals;
    values[d.key] = Math.round((sum / 1_000_000) * f) / f;
  }
  return { values, missing };
}

/** Cost of a kg of the mix at the moving averages (`avg` per item id, rupiah per kg), rupiah rounded to the cent; null while a row has no item. */
export function liveCostPerKg(rows: readonly IngredientRow[], avg: ReadonlyMap<number, number>): number | null {
  if (!rows.length || rows.some((r) => r.item_id === '')) return null;
  const sum = rows.reduce((s, r) => s + (pctHundredths(r.pct) ?? 0) * (avg.get(Number(r.item_id)) ?? 0), 0);
  return Math.round(sum) / 10_000;
}

/** Whether a computed value meets the farm's target: 'ok', 'low' (below it), or null when either is unknown. */
export const againstTarget = (value: number | null, target: number | null): 'ok' | 'low' | null => (value === null || target === null ? null : value >= target ? 'ok' : 'low');

/** What the Campur dialog holds. */
export interface BatchForm {
  date: string;
  kg: string;
}

/** The kg typed, or null when not a number above 0 with at most 3 decimals. */
export const batchKg = (text: string): number | null => {
  const p = parseNumber(text, 'decimal', 3);
  return p.error || p.value === null || p.value <= 0 ? null : p.value;
};

/** The ingredients a batch would leave short, as a sentence: 'Jagung kuning kurang 500 kg, Konsentrat kurang 50 kg.'; null when all are covered. */
export function shortfallText(batch: Pick<RationBatch, 'lines'>): string | null {
  const short = batch.lines.filter((l) => Number(l.shortfall_kg ?? 0) > 0).map((l) => `${l.name} kurang ${kgText(l.shortfall_kg)} kg`);
  return short.length ? `${short.join(', ')}.` : null;
}

/** POST /api/rations. */
export const addRation = (body: RationBody): Promise<RationDetail> => send(api.POST('/api/rations', { body }));
/** PUT /api/rations/{id}. */
export const updateRation = ({ id, body }: { id: number; body: RationBody }): Promise<RationDetail> => send(api.PUT('/api/rations/{id}', { params: { path: { id } }, body }));
/** POST /api/rations/{id}/batches. */
export const mixBatch = ({ id, date, kg }: { id: number; date: string; kg: number }): Promise<RationBatch> =>
  send(api.POST('/api/rations/{id}/batches', { params: { path: { id } }, body: { date, kg } }));
/** PUT /api/rations/targets/{phase}. */
export const setTarget = ({ phase, nutrients, source }: { phase: RationPhase; nutrients: Nutrients; source: string | null }): Promise<RationTarget> =>
  send(api.PUT('/api/rations/targets/{phase}', { params: { path: { phase } }, body: { nutrients, source } }));
