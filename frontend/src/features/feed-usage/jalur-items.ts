/**
 * The feed item of each jalur (issue #37 'Feeding by item'): the label on a jalur's heading of the
 * daily feed screen, the items a jalur may eat, and the change dialog's form, check and request.
 */
import type { Dayjs } from 'dayjs';
import { api, send, type Schemas } from '../../api/client';
import { formatDate } from '../../lib/format';
import type { FormProblem } from '../../lib/form-problem';

/** A jalur with the item it eats on the screen's day (GET /api/transaksi-pakan/items). */
export type JalurItemLabel = Schemas['JalurItemLabelDto'];
/** A stock item as GET /api/stock-items answers it. */
type StockItem = Schemas['StockItemDto'];

export const JALUR_ITEM_TEXT = {
  title: 'Ganti pakan jalur',
  save: 'Gagal menyimpan pakan jalur.',
  load: 'Gagal memuat barang stok.',
  saved: (jalur: string, item: string, from: string) => `${jalur} memakai ${item} mulai ${from}.`,
  itemRequired: 'Pilih barang pakan.',
  dateRequired: 'Tanggal mulai wajib diisi.',
  noItems: 'Belum ada barang pakan aktif dalam kg. Tambahkan di Barang Stok.',
} as const;

/** The heading label of a jalur group: the item(s) its tingkat eat that day ('Pakan', or 'A / B' when two jalur of that name differ). */
export function groupItem(labels: JalurItemLabel[] | undefined, tingkatIds: number[]): { text: string; jalur: JalurItemLabel[] } | null {
  if (!labels) return null;
  const jalur = labels.filter((l) => l.tingkat_ids.some((id) => tingkatIds.includes(id)));
  if (!jalur.length) return null;
  return { text: [...new Set(jalur.map((j) => j.item_name))].join(' / '), jalur };
}

/** 'sejak 03/03/2025' for an item from a change, '' for the farm's default item. */
export function sinceText(label: Pick<JalurItemLabel, 'from_date'>): string {
  return label.from_date ? `sejak ${formatDate(label.from_date)}` : '';
}

/** The items a jalur may eat: active feed items (not OVK) counted in kg; the server refuses the rest. */
export function feedItemsForJalur(items: StockItem[] | undefined): StockItem[] {
  return (items ?? []).filter((i) => i.active && i.kind !== 'ovk' && i.unit === 'kg');
}

/** The change dialog's form. */
export interface JalurItemForm {
  item_id: string;
  from_date: Dayjs | null;
}

/** The form for `label` on the screen's `day`: its current item, from that day. */
export function jalurItemForm(label: Pick<JalurItemLabel, 'item_id'> | null, day: Dayjs): JalurItemForm {
  return { item_id: label ? String(label.item_id) : '', from_date: day };
}

/** The first problem of the form, or null. */
export function checkJalurItemForm(f: JalurItemForm): FormProblem<JalurItemForm> {
  if (!f.item_id) return { field: 'item_id', message: JALUR_ITEM_TEXT.itemRequired };
  if (!f.from_date || !f.from_date.isValid()) return { field: 'from_date', message: JALUR_ITEM_TEXT.dateRequired };
  return null;
}

/** Body of POST /api/jalur-feed-items. */
export function jalurItemBody(jalurId: number, f: JalurItemForm): Schemas['JalurItemBodyDto'] {
  return { jalur_id: jalurId, item_id: Number(f.item_id), from_date: f.from_date!.format('YYYY-MM-DD') };
}

/** POST /api/jalur-feed-items. */
export const setJalurItem = (body: Schemas['JalurItemBodyDto']) => send(api.POST('/api/jalur-feed-items', { body }));
