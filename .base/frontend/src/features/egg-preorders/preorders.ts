/**
 * Rules and requests of Pemesanan Telur (spec part 2 'Pemesanan Telur', §3 'Egg pre-order', §4
 * 'Pre-order', §5 'Pre-order' and 'Execute sale', §7 'Pre-orders', §8, §9). Kg have 2 decimals;
 * sums of kg are made in whole hundredths so that no float noise shows.
 */
import dayjs, { type Dayjs } from 'dayjs';
import { ApiError, api, send, type Schemas } from '../../api/client';
import { formatNumber } from '../../lib/format';
import { parseNumber } from '../../lib/number-input';
import { at, type FormProblem } from '../../lib/useDialogForm';

export type Preorder = Schemas['PreorderDto'];
export type PreorderBody = Schemas['PreorderCreateDto'];
export type Availability = Schemas['AvailabilityDto'];
export type SaleBody = Schemas['SaleCreateDto'];
export type Grade = 'A' | 'B' | 'C';
export const GRADES: readonly Grade[] = ['A', 'B', 'C'];

export const PREORDER_TEXT = {
  load: 'Gagal memuat',
  cancel: 'Gagal membatalkan pesanan.',
  canceled: 'Pesanan dibatalkan.',
  add: 'Gagal simpan pesanan',
  update: 'Gagal update pesanan',
  added: 'Pesanan tersimpan.',
  updated: 'Pesanan diperbarui.',
  suggest: 'Gagal ambil saran Qty A. Silakan isi manual.',
  sale: 'Gagal simpan penjualan',
  sold: 'Penjualan tersimpan.',
  customer: 'Pilih pelanggan.',
  qty: 'Isi minimal satu Qty.',
  due: 'Tanggal ambil wajib diisi.',
  order: 'Tanggal ambil tidak boleh sebelum tanggal pesan.',
  invalid: 'Qty/harga belum valid atau melebihi stok.',
  method: 'Silakan pilih metode bayar.',
  confirmCancel: 'Batalkan/hapus pesanan ini?',
  empty: 'Tidak ada data.',
} as const;

/** '{prefix}: {message}' as §8 writes the pre-order failures ('Gagal simpan pesanan: ...'); the prefix alone when nothing more is known. */
export const failure = (prefix: string, message: string | null): string | null => (message === null ? null : message === prefix ? `${prefix}.` : `${prefix}: ${message}`);

/**
 * `onError` of a dialog's save: a refusal of one of `fields` (the body fields the form shows) as the
 * server words it, under that field; any other as '{prefix}: {message}' (§8) at the top.
 */
export function prefixedServerError(prefix: string, fields: readonly string[], onServerError: (message: string, arg: unknown, error: unknown) => void) {
  return (message: string, arg: unknown, error: unknown) => {
    const field = error instanceof ApiError ? error.field : null;
    onServerError(field !== null && fields.includes(field) ? message : (failure(prefix, message) ?? message), arg, error);
  };
}

export const STATUS_LABELS: Record<Preorder['status'], string> = { confirmed: 'Dikonfirmasi', selesai: 'Selesai', canceled: 'Dibatalkan' };

/** Shown as it comes (§4), in Indonesian. */
export const statusLabel = (status: string): string => (STATUS_LABELS as Record<string, string>)[status] ?? status;

/** §4: a canceled order is struck out, cannot be edited, executed or canceled again. */
export const isCanceled = (o: Pick<Preorder, 'status'>): boolean => o.status === 'canceled';
/** Edit while not canceled (§4). */
export const canEdit = (o: Pick<Preorder, 'status'>): boolean => !isCanceled(o);
/** Execute while not canceled and something remains (a finished order answers 422). */
export const canExecute = (o: Pick<Preorder, 'status' | 'remaining_a' | 'remaining_b' | 'remaining_c'>): boolean =>
  !isCanceled(o) && o.status !== 'selesai' && o.remaining_a + o.remaining_b + o.remaining_c > 0;

/** The upcoming schedule's default range (§9): today … today + 14 days ('reset 14 hari'). */
export const upcomingRange = (today: Dayjs = dayjs()) => ({ start: today, end: today.add(14, 'day') });

const hundredths = (kg: number): number => Math.round(kg * 100);

/** Reserved kg per grade of a day's orders (the totals line): the remaining kg of the orders not canceled. */
export function reservedKg(orders: readonly Pick<Preorder, 'status' | 'remaining_a' | 'remaining_b' | 'remaining_c'>[]): Record<Grade, number> {
  const sum = { A: 0, B: 0, C: 0 };
  for (const o of orders) {
    if (isCanceled(o)) continue;
    sum.A += hundredths(o.remaining_a);
    sum.B += hundredths(o.remaining_b);
    sum.C += hundredths(o.remaining_c);
  }
  return { A: sum.A / 100, B: sum.B / 100, C: sum.C / 100 };
}

/** Kg of a typed text (NumberInput `decimal`, 2 decimals); 0 for empty, null when invalid or negative. */
export function kgOf(text: string): number | null {
  const { value, error } = parseNumber(text, 'decimal', 2);
  if (error) return null;
  if (value === null) return 0;
  return value < 0 ? null : value;
}

/** A kg as NumberInput `decimal` shows it ('25,5'); '' for 0. */
export const kgText = (kg: number): string => (kg > 0 ? String(Math.round(kg * 100) / 100).replace('.', ',') : '');

/** The add/edit modal. */
export interface PreorderForm {
  orderDate: Dayjs | null;
  dueDate: Dayjs | null;
  customerId: string;
  qty: Record<Grade, string>;
  notes: string;
}

/** A new order (taken today, picked up tomorrow) or the order being edited. */
export function preorderForm(o: Preorder | null, today: Dayjs = dayjs()): PreorderForm {
  if (!o) return { orderDate: today, dueDate: today.add(1, 'day'), customerId: '', qty: { A: '', B: '', C: '' }, notes: '' };
  return {
    orderDate: dayjs(o.order_date),
    dueDate: dayjs(o.due_date),
    customerId: String(o.customer_id),
    qty: { A: kgText(o.qty_a), B: kgText(o.qty_b), C: kgText(o.qty_c) },
    notes: o.notes ?? '',
  };
}

/** First problem of the order (§5 'Pre-order') at its field ('Isi minimal satu Qty.' for the whole form when no grade has kg), else null. */
export function validatePreorder(f: PreorderForm): FormProblem<PreorderForm> {
  if (!f.customerId) return at('customerId', PREORDER_TEXT.customer);
  if (!f.dueDate?.isValid()) return at('dueDate', PREORDER_TEXT.due);
  if (f.orderDate?.isValid() && f.dueDate.isBefore(f.orderDate, 'day')) return at('dueDate', PREORDER_TEXT.order);
  const unreadable = GRADES.find((g) => kgOf(f.qty[g]) === null);
  if (unreadable) return at(`qty.${unreadable}`, PREORDER_TEXT.qty);
  if (!GRADES.some((g) => (kgOf(f.qty[g]) ?? 0) > 0)) return PREORDER_TEXT.qty;
  return null;
}

/** Form fields of the order's body fields with another name (a refused `due_date` shows under Tanggal ambil). */
export const PREORDER_SERVER_FIELDS = { order_date: 'orderDate', due_date: 'dueDate', customer_id: 'customerId', qty_a: 'qty.A', qty_b: 'qty.B', qty_c: 'qty.C' } as const;

const day = (d: Dayjs | null): string | undefined => (d?.isValid() ? d.format('YYYY-MM-DD') : undefined);

/** Body of POST (status confirmed, §7) or PUT (without status) /api/egg-preorders. */
export function preorderBody(f: PreorderForm, create: boolean): PreorderBody {
  const body: PreorderBody = {
    order_date: day(f.orderDate),
    due_date: day(f.dueDate) ?? '',
    customer_id: Number(f.customerId),
    qty_a: kgOf(f.qty.A) ?? 0,
    qty_b: kgOf(f.qty.B) ?? 0,
    qty_c: kgOf(f.qty.C) ?? 0,
    notes: f.notes.trim() || null,
  };
  return create ? { ...body, status: 'confirmed' } : body;
}

/** The execute-sale modal: one line per grade (kg and price per kg as typed). */
export interface ExecuteForm {
  saleDate: Dayjs | null;
  method: 'cash' | 'transfer' | 'piutang' | '';
  dueDate: Dayjs | null;
  qty: Record<Grade, string>;
  price: Record<Grade, string>;
  notes: string;
}

/** Defaults: today, Tunai, the order's remaining kg per grade (none without an order), no prices yet. */
export const executeForm = (o: Preorder | null, today: Dayjs = dayjs()): ExecuteForm => ({
  saleDate: today,
  method: 'cash',
  dueDate: today.add(14, 'day'),
  qty: { A: kgText(o?.remaining_a ?? 0), B: kgText(o?.remaining_b ?? 0), C: kgText(o?.remaining_c ?? 0) },
  price: { A: '', B: '', C: '' },
  notes: o?.notes ?? '',
});

/** Price per kg (whole rupiah, NumberInput `integer`); 0 for empty, null when invalid. */
export function priceOf(text: string): number | null {
  const { value, error } = parseNumber(text, 'integer', 0);
  if (error) return null;
  return value ?? 0;
}

/**
 * §5 'Execute sale': total kg above 0, a price above 0 for each grade with kg, and (when the stock
 * is known) no grade above its available kg; else 'Qty/harga belum valid atau melebihi stok.' at
 * the kg or the price at fault (for the whole form when no grade has kg).
 */
/** The refusal of a grade over its stock, as the server words it: 'Grade B: 1,50 kg melebihi stok 1,39 kg.' */
export const overStock = (g: Grade, kg: number, stock: number): string => `Grade ${g}: ${formatNumber(kg, 2)} kg melebihi stok ${formatNumber(stock, 2)} kg.`;

export function validateExecution(f: ExecuteForm, available: Record<Grade, number> | null): FormProblem<ExecuteForm> {
  if (!f.method) return at('method', PREORDER_TEXT.method);
  let total = 0;
  for (const g of GRADES) {
    const kg = kgOf(f.qty[g]);
    const price = priceOf(f.price[g]);
    if (kg === null) return at(`qty.${g}`, PREORDER_TEXT.invalid);
    if (price === null) return at(`price.${g}`, PREORDER_TEXT.invalid);
    total += hundredths(kg);
    if (kg > 0 && price <= 0) return at(`price.${g}`, PREORDER_TEXT.invalid);
    if (kg > 0 && available && hundredths(kg) > hundredths(available[g])) return at(`qty.${g}`, overStock(g, kg, available[g]));
  }
  return total > 0 ? null : PREORDER_TEXT.invalid;
}

/** Form fields of the sale's body fields with another name (a refused `sale_date` shows under Tanggal jual). */
export const EXECUTE_SERVER_FIELDS = { sale_date: 'saleDate', payment_method: 'method', due_date: 'dueDate' } as const;

/** Body of POST /api/egg-sales executing the order: only grades with kg above 0 become lines; due date only for piutang. */
export function executeBody(f: ExecuteForm, o: Pick<Preorder, 'id' | 'customer_id'>): SaleBody {
  const method = f.method || 'cash';
  return {
    sale_date: day(f.saleDate) ?? '',
    customer_id: o.customer_id,
    payment_method: method,
    due_date: method === 'piutang' ? (day(f.dueDate) ?? null) : null,
    notes: f.notes.trim() || null,
    lines: GRADES.filter((g) => (kgOf(f.qty[g]) ?? 0) > 0).map((g) => ({ grade: g, qty_kg: kgOf(f.qty[g]) ?? 0, unit_price: priceOf(f.price[g]) ?? 0 })),
    preorder_id: o.id,
  };
}

/** Available kg per grade of the stock panel, or null while unknown. */
export const availableKg = (a: Availability | undefined): Record<Grade, number> | null => (a ? { A: a.A.avail_kg, B: a.B.avail_kg, C: a.C.avail_kg } : null);

/** POST /api/egg-preorders. */
export const addPreorder = (body: PreorderBody): Promise<Preorder> => send(api.POST('/api/egg-preorders', { body }));
/** PUT /api/egg-preorders/{id}. */
export const updatePreorder = ({ id, body }: { id: number; body: PreorderBody }): Promise<Preorder> =>
  send(api.PUT('/api/egg-preorders/{id}', { params: { path: { id } }, body }));
/** DELETE /api/egg-preorders/{id}: cancels the order. */
export const cancelPreorder = (o: Pick<Preorder, 'id'>): Promise<Preorder> => send(api.DELETE('/api/egg-preorders/{id}', { params: { path: { id: o.id } } }));
/** GET /api/egg-preorders/suggest-qty-a (days = 2, §9). */
export const suggestQtyA = (dueDate: string) => send(api.GET('/api/egg-preorders/suggest-qty-a', { params: { query: { due_date: dueDate, days: 2 } } }));
/** POST /api/egg-sales with preorder_id (executes the order). */
export const executePreorder = (body: SaleBody) => send(api.POST('/api/egg-sales', { body }));
