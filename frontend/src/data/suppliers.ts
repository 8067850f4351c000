/**
 * Supplier rules and requests shared by the screens that add or edit a supplier (issue #37
 * 'Suppliers and payables'): Pemasok and the feed purchase dialog (its supplier picker adds one in
 * place) through `components/SupplierDialog`.
 */
import { api, send, type Schemas } from '../api/client';
import { at, type FormProblem } from '../lib/form-problem';
import { parseNumber } from '../lib/number-input';

export type Supplier = Schemas['SupplierDto'];
export type SupplierBody = Schemas['SupplierBodyDto'];

export const SUPPLIER_TEXT = {
  load: 'Gagal memuat data pemasok.',
  add: 'Gagal menambah pemasok.',
  save: 'Gagal menyimpan pemasok.',
  nameRequired: 'Nama pemasok wajib diisi.',
  terms: 'Tempo harus 0–365 hari.',
  added: 'Pemasok ditambahkan.',
  saved: 'Perubahan pemasok disimpan.',
} as const;

/** What the supplier modal holds: texts as typed ('' for an empty field). */
export interface SupplierForm {
  name: string;
  phone: string;
  address: string;
  terms: string;
}

/** The form of a new supplier (terms 0 days), or of the supplier being edited. */
export const supplierForm = (s?: Supplier | null): SupplierForm => ({ name: s?.name ?? '', phone: s?.phone ?? '', address: s?.address ?? '', terms: String(s?.terms_days ?? 0) });

/** Days of the terms as typed: a whole number 0–365, else null ('' is 0). */
const termsOf = (text: string): number | null => {
  if (text.trim() === '') return 0;
  const days = parseNumber(text, 'integer').value;
  return days !== null && Number.isInteger(days) && days >= 0 && days <= 365 ? days : null;
};

/** First problem of the form: a blank name, terms outside 0–365 days; else null. */
export function validateSupplierForm(f: SupplierForm): FormProblem<SupplierForm> {
  if (!f.name.trim()) return at('name', SUPPLIER_TEXT.nameRequired);
  if (termsOf(f.terms) === null) return at('terms', SUPPLIER_TEXT.terms);
  return null;
}

/** Body of POST and PUT /api/suppliers: trimmed texts, empty ones as null; the server normalises the phone to 62…. */
export const supplierBody = (f: SupplierForm): SupplierBody => ({
  name: f.name.trim(),
  phone: f.phone.trim() || null,
  address: f.address.trim() || null,
  terms_days: termsOf(f.terms) ?? 0,
});

/** POST /api/suppliers. */
export const addSupplier = (body: SupplierBody): Promise<Supplier> => send(api.POST('/api/suppliers', { body }));
/** PUT /api/suppliers/{id}. */
export const updateSupplier = ({ id, body }: { id: number; body: SupplierBody }): Promise<Supplier> => send(api.PUT('/api/suppliers/{id}', { params: { path: { id } }, body }));
