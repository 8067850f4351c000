import { JALUR_ITEM_MSG } from './dto/jalur-items.dto';

/** What the feed item of a jalur needs to know of a stock item. */
export interface AssignableItem {
  name: string;
  kind: 'bahan' | 'pakan_jadi' | 'campuran' | 'ovk';
  unit: string;
  active: boolean;
}

/**
 * Why `item` cannot be the feed of a jalur (422 message), or null when it can: the daily feed
 * screen enters kg, so the item is a feed kind (not OVK), in kg and active.
 */
export function assignProblem(item: AssignableItem): string | null {
  if (item.kind === 'ovk') return JALUR_ITEM_MSG.ovk;
  if (item.unit !== 'kg') return JALUR_ITEM_MSG.unit;
  if (!item.active) return `Barang ${item.name} nonaktif; aktifkan dulu di Barang Stok.`;
  return null;
}
