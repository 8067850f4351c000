/**
 * Pure logic of the early warnings (issue #24 'Early warnings'; docs/adr/0031-early-warnings.md):
 * where a warning links, how its place is named, and the thresholds' form.
 */
import { api, send, type Schemas } from '../../api/client';
import { at, type FormProblem } from '../../lib/form-problem';
import { checkNumber, formatNumberText, type NumberMode } from '../../lib/number-input';

export type Warning = Schemas['WarningDto'];
export type WarningSettings = Schemas['WarningSettingsDto'];

export const WARNING_TEXT = {
  load: 'Gagal mengambil peringatan',
  none: 'Tidak ada peringatan',
  loadSettings: 'Gagal mengambil pengaturan peringatan',
  save: 'Gagal menyimpan pengaturan peringatan.',
  saved: 'Pengaturan peringatan disimpan',
} as const;

/** The feed stock screen (admin): where the farm's stock warning leads. */
const FEED_STOCK_PATH = '/transaksipakan-akuntansi';

/**
 * The link of a warning: its tingkat or bagian on the farm map (`/insight?tingkat=<id>`,
 * `/insight?bagian=<id>`), the feed stock screen for the farm's stock (admin only), else none.
 */
export function warningLink(w: Warning, admin: boolean): string | null {
  if (w.tingkat_id !== null) return `/insight?tingkat=${w.tingkat_id}`;
  if (w.bagian_id !== null) return `/insight?bagian=${w.bagian_id}`;
  return admin ? FEED_STOCK_PATH : null;
}

/** The place of a warning as the coop names it: 'Jalur 1 / Kanan / T1', 'Jalur 1 / Kanan', or 'Seluruh kandang'. */
export function warningPlace(w: Warning): string {
  const names = [w.jalur, w.bagian, w.tingkat].filter((n): n is string => !!n);
  return names.length ? names.join(' / ') : 'Seluruh kandang';
}

/** The thresholds' form: each field as typed. */
export type SettingsForm = Record<keyof WarningSettings, string>;

/** One field of the thresholds' dialog, with the range the server accepts (WarningSettingsDto). */
export interface SettingsField {
  key: keyof WarningSettings;
  label: string;
  unit: string;
  mode: NumberMode;
  decimals: number;
  min: number;
  max: number;
}

/** The fields of 'Pengaturan peringatan', in the order of the rules. */
export const SETTINGS_FIELDS: readonly SettingsField[] = [
  { key: 'hd_selisih_poin', label: 'HD di bawah batas bawah standar lebih dari', unit: 'poin', mode: 'decimal', decimals: 2, min: 0, max: 100 },
  { key: 'hd_hari', label: 'HD rendah selama', unit: 'hari', mode: 'integer', decimals: 0, min: 1, max: 7 },
  { key: 'berat_telur_hari', label: 'Berat telur di luar standar selama', unit: 'hari', mode: 'integer', decimals: 0, min: 1, max: 7 },
  { key: 'berat_telur_toleransi_g', label: 'Toleransi berat telur', unit: 'g', mode: 'decimal', decimals: 1, min: 0, max: 20 },
  { key: 'konsumsi_turun_persen', label: 'Konsumsi pakan turun dari rata-rata 7 hari lebih dari', unit: '%', mode: 'decimal', decimals: 2, min: 0.01, max: 100 },
  { key: 'mati_harian_persen', label: 'Kematian sehari lebih dari', unit: '% populasi', mode: 'decimal', decimals: 3, min: 0, max: 100 },
  { key: 'mati_mingguan_persen', label: 'Kematian 7 hari lebih dari', unit: '% populasi', mode: 'decimal', decimals: 3, min: 0, max: 100 },
  { key: 'stok_pakan_hari', label: 'Stok pakan cukup untuk paling lama', unit: 'hari', mode: 'integer', decimals: 0, min: 0, max: 60 },
];

/** The form of saved thresholds. */
export function settingsForm(s: WarningSettings): SettingsForm {
  return Object.fromEntries(SETTINGS_FIELDS.map((f) => [f.key, formatNumberText(s[f.key], f.mode, f.decimals)])) as SettingsForm;
}

/** The first problem of the form at its field: empty ('<label> wajib diisi'), not a number, or out of its range. */
export function validateSettings(form: SettingsForm): FormProblem<SettingsForm> {
  for (const f of SETTINGS_FIELDS) {
    const text = form[f.key].trim();
    if (text === '') return at(f.key, `${f.label} wajib diisi.`);
    const { error } = checkNumber(text, f.mode, { decimals: f.decimals, min: f.min, max: f.max });
    if (error) return at(f.key, error);
  }
  return null;
}

/** The body of PUT /api/insight/warning-settings from a checked form. */
export function settingsBody(form: SettingsForm): WarningSettings {
  return Object.fromEntries(SETTINGS_FIELDS.map((f) => [f.key, checkNumber(form[f.key], f.mode, { decimals: f.decimals }).value ?? 0])) as WarningSettings;
}

/** Saves the thresholds. */
export const putSettings = (body: WarningSettings) => send(api.PUT('/api/insight/warning-settings', { body }));
