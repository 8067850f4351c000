/**
 * Aset Tetap (/aset, issue #40 'Houses, cages and equipment'): the forms of an asset and of its
 * disposal, their checks and requests, the run of 'Susutkan bulan ini', and the register's totals in
 * integer cents (every total the sum of the rows shown).
 */
import dayjs, { type Dayjs } from 'dayjs';
import { api, send, type Schemas } from '../../api/client';
import { at, type FormProblem } from '../../lib/form-problem';
import { centsInputText, centsOf, toCents } from '../../lib/money';
import { parseNumber } from '../../lib/number-input';

export type Asset = Schemas['AssetDto'];
export type AssetBody = Schemas['AssetBodyDto'];
export type AssetGroup = AssetBody['group'];
export type DisposeBody = Schemas['DisposeBodyDto'];
export type DepreciationResult = Schemas['DepreciationResultDto'];

export const ASSET_TEXT = {
  load: 'Gagal memuat data aset.',
  add: 'Gagal menambah aset.',
  save: 'Gagal menyimpan aset.',
  added: 'Aset ditambahkan.',
  saved: 'Perubahan aset disimpan.',
  run: 'Gagal menyusutkan aset.',
  dispose: 'Gagal melepas aset.',
  disposed: 'Aset dilepas.',
  name: 'Nama aset wajib diisi.',
  date: 'Tanggal wajib diisi',
  cost: 'Harga beli harus lebih dari 0.',
  residual: 'Nilai sisa harus lebih kecil dari harga beli.',
  life: 'Umur manfaat harus 1–600 bulan.',
  price: 'Harga jual harus 0 atau lebih.',
} as const;

/** The groups and their Indonesian labels, in the order of the select. */
export const ASSET_GROUP_LABELS: Record<AssetGroup, string> = {
  kandang: 'Kandang / bangunan',
  kandang_baterai: 'Kandang baterai',
  peralatan: 'Peralatan',
  kendaraan: 'Kendaraan',
  lainnya: 'Lainnya',
};

/** Labels of an asset's status. */
export const ASSET_STATUS_LABELS: Record<Asset['status'], string> = { aktif: 'Aktif', habis: 'Habis disusutkan', dilepas: 'Dilepas' };

/** Cents of a decimal string from the server (0 when unreadable: the server always sends one). */
export const cents = (decimal: string | null | undefined): number => centsOf(decimal) ?? 0;

/** Σ cost, accumulated depreciation and book value of the rows shown (cents); disposed assets count in none. */
export function assetTotals(rows: readonly Asset[]): { cost: number; accumulated: number; book: number } {
  const owned = rows.filter((r) => r.status !== 'dilepas');
  const sum = (f: (r: Asset) => string) => owned.reduce((s, r) => s + cents(f(r)), 0);
  return { cost: sum((r) => r.cost), accumulated: sum((r) => r.accumulated_depreciation), book: sum((r) => r.book_value) };
}

/** The period of 'Susutkan bulan ini': the month of `today`, YYYY-MM. */
export const currentPeriod = (today: Dayjs = dayjs()): string => today.format('YYYY-MM');

/** What the asset modal holds: texts as typed ('' for an empty field). */
export interface AssetForm {
  name: string;
  group: AssetGroup;
  tanggal: Dayjs | null;
  cost: string;
  life: string;
  residual: string;
  place: string;
  method: 'cash' | 'transfer';
}

/** The form of a new asset (today, transfer, residual 0), or of the asset being edited. */
export const assetForm = (a?: Asset | null, today: Dayjs = dayjs()): AssetForm => ({
  name: a?.name ?? '',
  group: a?.group ?? 'kandang_baterai',
  tanggal: a ? dayjs(a.date) : today.startOf('day'),
  cost: a ? centsInputText(cents(a.cost)) : '',
  life: a ? String(a.useful_life_months) : '',
  residual: a ? centsInputText(cents(a.residual_value)) : '0',
  place: a?.place ?? '',
  method: a?.method ?? 'transfer',
});

const lifeOf = (text: string): number | null => {
  const v = parseNumber(text, 'integer').value;
  return v !== null && Number.isInteger(v) && v >= 1 && v <= 600 ? v : null;
};

/** First problem of the asset form (at its field), else null: name, date, cost > 0, life 1–600, 0 ≤ residual < cost. */
export function validateAssetForm(f: AssetForm): FormProblem<AssetForm> {
  if (!f.name.trim()) return at('name', ASSET_TEXT.name);
  if (!f.tanggal || !f.tanggal.isValid()) return at('tanggal', ASSET_TEXT.date);
  const cost = toCents(f.cost);
  if (cost === null || cost <= 0) return at('cost', ASSET_TEXT.cost);
  if (lifeOf(f.life) === null) return at('life', ASSET_TEXT.life);
  const residual = toCents(f.residual);
  if (residual === null || residual < 0 || residual >= cost) return at('residual', ASSET_TEXT.residual);
  return null;
}

/** Body of POST /api/assets or PUT /api/assets/{id} of a valid form (rupiah with at most 2 decimals). */
export function assetBody(f: AssetForm): AssetBody {
  return {
    name: f.name.trim(),
    group: f.group,
    date: f.tanggal!.format('YYYY-MM-DD'),
    cost: toCents(f.cost)! / 100,
    useful_life_months: lifeOf(f.life)!,
    residual_value: (toCents(f.residual) ?? 0) / 100,
    place: f.place.trim() || null,
    method: f.method,
  };
}

/** What the disposal modal holds. */
export interface DisposeForm {
  tanggal: Dayjs | null;
  price: string;
  method: 'cash' | 'transfer';
}

export const disposeForm = (today: Dayjs = dayjs()): DisposeForm => ({ tanggal: today.startOf('day'), price: '0', method: 'cash' });

/** First problem of the disposal form, else null. */
export function validateDisposeForm(f: DisposeForm): FormProblem<DisposeForm> {
  if (!f.tanggal || !f.tanggal.isValid()) return at('tanggal', ASSET_TEXT.date);
  const price = toCents(f.price);
  if (price === null || price < 0) return at('price', ASSET_TEXT.price);
  return null;
}

export const disposeBody = (f: DisposeForm): DisposeBody => ({ date: f.tanggal!.format('YYYY-MM-DD'), price: (toCents(f.price) ?? 0) / 100, method: f.method });

/** The gain (positive) or loss (negative) of selling `asset` for `priceCents`: price − book value. */
export const disposalGain = (asset: Asset, priceCents: number): number => priceCents - cents(asset.book_value);

export const addAsset = (body: AssetBody) => send(api.POST('/api/assets', { body }));
export const updateAsset = ({ id, body }: { id: number; body: AssetBody }) => send(api.PUT('/api/assets/{id}', { params: { path: { id } }, body }));
export const runDepreciation = (period: string) => send(api.POST('/api/assets/depreciation', { body: { period } }));
export const disposeAsset = ({ id, body }: { id: number; body: DisposeBody }) => send(api.POST('/api/assets/{id}/dispose', { params: { path: { id } }, body }));
