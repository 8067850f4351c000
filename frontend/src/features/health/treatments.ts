/**
 * Pengobatan & Telur Tertahan (issue #38 'Treatments and egg withdrawal', 'Causes of death'): the
 * treatment dialog's form, checks and request, the hold each treatment puts on its bagian's eggs,
 * and the deaths-by-cause table.
 */
import dayjs, { type Dayjs } from 'dayjs';
import { api, send, type Schemas } from '../../api/client';
import { DEATH_CAUSE_LABELS, DEATH_CAUSES, type DeathCause } from '../../lib/death-causes';
import { formatDate } from '../../lib/format';
import { at, type FormProblem } from '../../lib/form-problem';
import { parseNumber } from '../../lib/number-input';

export type Treatment = Schemas['TreatmentDto'];
export type TreatmentBody = Schemas['TreatmentBodyDto'];
export type StockItem = Schemas['StockItemDto'];
export type MortalityRow = Schemas['MortalityRowDto'];

export const TREATMENT_TEXT = {
  load: 'Gagal memuat pengobatan.',
  mortality: 'Gagal memuat kematian per penyebab.',
  save: 'Gagal menyimpan pengobatan.',
  saved: 'Pengobatan dicatat; telur bagian ini tertahan.',
  bagian: 'Bagian wajib dipilih.',
  item: 'Obat wajib dipilih.',
  start: 'Tanggal mulai wajib diisi.',
  end: 'Tanggal selesai wajib diisi.',
  endBefore: 'Tanggal selesai tidak boleh sebelum tanggal mulai.',
  dose: 'Dosis wajib angka > 0 (paling banyak 3 angka desimal).',
  reason: 'Alasan pengobatan wajib diisi (maksimal 200 karakter).',
  withdrawal: 'Masa henti obat harus bilangan bulat 0–365 hari.',
  confirm: 'Obat ini tidak untuk ayam petelur produksi: centang konfirmasi untuk tetap mencatat.',
} as const;

/** What the dialog holds: texts as typed ('' = empty). */
export interface TreatmentForm {
  bagian_id: number | '';
  item_id: number | '';
  start: Dayjs | null;
  end: Dayjs | null;
  dose: string;
  reason: string;
  /** '' = the item's label value. */
  withdrawal_days: string;
  vet_note: string;
  /** The user confirmed an item not for laying hens. */
  confirm: boolean;
}

/** A new treatment starting and ending `today`. */
export function emptyTreatmentForm(today: Dayjs): TreatmentForm {
  const day = today.startOf('day');
  return { bagian_id: '', item_id: '', start: day, end: day, dose: '', reason: '', withdrawal_days: '', vet_note: '', confirm: false };
}

/** The OVK items a treatment may use: active OVK, by name. */
export const medicines = (items: readonly StockItem[]): StockItem[] => items.filter((i) => i.kind === 'ovk' && i.active).sort((a, b) => a.name.localeCompare(b.name, 'id'));

/**
 * The last day whose eggs will be held, as the server computes it (ADR 0048): end + withdrawal
 * days (the form's, else the item's label, else 0); null for an item not for laying hens without a
 * vet's note (the whole flock life, when the bagian has birds). Null while the dates are missing.
 */
export function holdUntil(f: TreatmentForm, item: StockItem | undefined): string | null {
  if (!f.end?.isValid()) return null;
  if (item?.not_for_layers && !f.vet_note.trim()) return null;
  const typed = parseNumber(f.withdrawal_days, 'integer').value;
  return f.end.add(typed ?? item?.withdrawal_days ?? 0, 'day').format('YYYY-MM-DD');
}

/** The line under the withdrawal field: until when the eggs are held. */
export function holdHint(f: TreatmentForm, item: StockItem | undefined): string {
  if (!item) return 'Kosong: dari label obat';
  if (item.not_for_layers && !f.vet_note.trim()) return 'Obat tidak untuk ayam petelur produksi: telur tertahan selama masa flok (kecuali ada catatan dokter hewan)';
  const until = holdUntil(f, item);
  const label = item.withdrawal_days === null ? 'label: tidak ada' : `label: ${item.withdrawal_days} hari`;
  return until ? `Telur tertahan sampai ${formatDate(until)} (${label})` : `Kosong: dari label obat (${label})`;
}

/** First problem of the form at its field, else null (the server checks the same, ADR 0048). */
export function validateTreatmentForm(f: TreatmentForm, item: StockItem | undefined): FormProblem<TreatmentForm> {
  if (f.bagian_id === '') return at('bagian_id', TREATMENT_TEXT.bagian);
  if (f.item_id === '') return at('item_id', TREATMENT_TEXT.item);
  if (!f.start?.isValid()) return at('start', TREATMENT_TEXT.start);
  if (!f.end?.isValid()) return at('end', TREATMENT_TEXT.end);
  if (f.end.isBefore(f.start, 'day')) return at('end', TREATMENT_TEXT.endBefore);
  const dose = parseNumber(f.dose, 'decimal', 3);
  if (dose.error || dose.value === null || dose.value <= 0 || dose.value > 1_000_000) return at('dose', TREATMENT_TEXT.dose);
  if (!f.reason.trim() || f.reason.trim().length > 200) return at('reason', TREATMENT_TEXT.reason);
  const w = parseNumber(f.withdrawal_days, 'integer');
  if (w.error || (w.value !== null && (w.value < 0 || w.value > 365))) return at('withdrawal_days', TREATMENT_TEXT.withdrawal);
  if (item?.not_for_layers && !f.confirm) return at('confirm', TREATMENT_TEXT.confirm);
  return null;
}

/** Body of POST /api/health/treatments of a valid form. */
export function treatmentBody(f: TreatmentForm, item: StockItem | undefined): TreatmentBody {
  return {
    bagian_id: f.bagian_id as number,
    item_id: f.item_id as number,
    start_date: f.start!.format('YYYY-MM-DD'),
    end_date: f.end!.format('YYYY-MM-DD'),
    dose: parseNumber(f.dose, 'decimal', 3).value!,
    reason: f.reason.trim(),
    withdrawal_days: parseNumber(f.withdrawal_days, 'integer').value,
    ...(item?.not_for_layers ? { confirm: f.confirm } : {}),
    vet_note: f.vet_note.trim() || null,
  };
}

/** POST /api/health/treatments. */
export const postTreatment = (body: TreatmentBody): Promise<Treatment> => send(api.POST('/api/health/treatments', { body }));

/** The hold of a treatment as listed: 'sampai 09/03/2025', 'selama masa flok', or 'selesai' once the day is past `today`. */
export function holdState(t: Pick<Treatment, 'hold_until'>, today: string): { text: string; active: boolean } {
  if (t.hold_until === null) return { text: 'Tertahan selama masa flok', active: true };
  const active = t.hold_until >= today;
  return { text: `${active ? 'Tertahan sampai' : 'Selesai'} ${formatDate(t.hold_until)}`, active };
}

/** Held eggs of a treatment: '2.400 butir · 150 kg' (kg of all grades). */
export function heldText(t: Pick<Treatment, 'held'>): string {
  const kg = Number(t.held.kg_a) + Number(t.held.kg_b) + Number(t.held.kg_c);
  return `${t.held.butir.toLocaleString('id-ID')} butir · ${kg.toLocaleString('id-ID', { maximumFractionDigits: 3 })} kg`;
}

/** One row of the deaths table: a period and bagian, birds per cause and in all. */
export interface MortalityLine {
  id: string;
  period: string;
  bagian: string;
  total: number;
  byCause: Partial<Record<DeathCause, number>>;
  diseases: string | null;
}

/** The report's rows (period × bagian × cause) pivoted to one line per period and bagian, newest period first, with the causes that occur. */
export function mortalityTable(rows: readonly MortalityRow[]): { lines: MortalityLine[]; causes: DeathCause[] } {
  const lines = new Map<string, MortalityLine>();
  const seen = new Set<DeathCause>();
  for (const r of rows) {
    const id = `${r.period}/${r.bagian_id}`;
    const line = lines.get(id) ?? { id, period: r.period, bagian: r.bagian, total: 0, byCause: {}, diseases: null };
    line.byCause[r.cause] = (line.byCause[r.cause] ?? 0) + r.ekor;
    line.total += r.ekor;
    if (r.diseases) line.diseases = line.diseases ? `${line.diseases}, ${r.diseases}` : r.diseases;
    seen.add(r.cause);
    lines.set(id, line);
  }
  const sorted = [...lines.values()].sort((a, b) => b.period.localeCompare(a.period) || a.bagian.localeCompare(b.bagian, 'id'));
  return { lines: sorted, causes: DEATH_CAUSES.filter((c) => seen.has(c)) };
}

/** The report's range: the 12 weeks ending `today` (84 days). */
export const mortalityRange = (today: Dayjs = dayjs()) => ({ start: today.subtract(83, 'day').format('YYYY-MM-DD'), end: today.format('YYYY-MM-DD') });

export { DEATH_CAUSE_LABELS };
