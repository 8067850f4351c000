import { NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { z } from 'zod';
import { Db, pg, queryOne, queryRows, row } from '../../common/database/rows';
import { BookedItem } from './feed-books';

/** The kinds of stock item (stock_items.kind): feed ingredients, bought feed, mixed feed, OVK. */
export const STOCK_KINDS = ['bahan', 'pakan_jadi', 'campuran', 'ovk'] as const;
/** The units of a stock item (stock_items.unit). */
export const STOCK_UNITS = ['kg', 'dosis', 'botol', 'gram', 'liter'] as const;

/** 404 of an item id that is not the farm's (unknown or another farm's). */
export const ITEM_NOT_FOUND = 'Barang stok tidak ditemukan.';

/** A stock item as the feed movements need it: id, name, kind, unit, default and active flags. */
export const MovedItemRow = row({
  id: pg.int,
  name: pg.text,
  kind: z.enum(STOCK_KINDS),
  unit: z.enum(STOCK_UNITS),
  is_default: pg.bool,
  active: pg.bool,
});
export type MovedItem = z.infer<typeof MovedItemRow>;

const COLUMNS = `id::int as id, name, kind, unit, is_default, active`;

/** Every stock item of the farm (the default first, then by name). */
export function farmItems(db: Db, tenantId: string): Promise<MovedItem[]> {
  return queryRows(db, MovedItemRow, `select ${COLUMNS} from stock_items where tenant_id = $1 order by is_default desc, lower(name), id`, [tenantId]);
}

/** The farm's default item (the spec's one feed pool, 'Pakan'); every farm has one (migration StockItems). */
export async function defaultItem(db: Db, tenantId: string): Promise<MovedItem> {
  const found = await queryOne(db, MovedItemRow, `select ${COLUMNS} from stock_items where tenant_id = $1 and is_default`, [tenantId]);
  if (!found) throw new Error('farm without a default stock item');
  return found;
}

/** The farm's item `itemId`, or undefined (unknown or another farm's). */
export function itemById(db: Db, tenantId: string, itemId: number): Promise<MovedItem | undefined> {
  return queryOne(db, MovedItemRow, `select ${COLUMNS} from stock_items where tenant_id = $1 and id = $2`, [tenantId, itemId]);
}

/**
 * The item a new movement moves: `itemId`, or the farm's default item when absent. 404 'Barang
 * stok tidak ditemukan.' for an id that is not the farm's; 422 for an inactive item.
 */
export async function itemToMove(db: Db, tenantId: string, itemId: number | null | undefined): Promise<MovedItem> {
  if (itemId === undefined || itemId === null) return defaultItem(db, tenantId);
  const found = await itemById(db, tenantId, itemId);
  if (!found) throw new NotFoundException(ITEM_NOT_FOUND);
  if (!found.active) throw new UnprocessableEntityException(`Barang ${found.name} nonaktif; aktifkan dulu di Barang Stok.`);
  return found;
}

/** How an item's movements are booked: OVK to Persediaan OVK, every other kind to Persediaan Pakan. */
export function bookedItem(item: MovedItem): BookedItem {
  return { id: item.id, name: item.name, unit: item.unit, isDefault: item.is_default, stock: item.kind === 'ovk' ? 'persediaan_ovk' : 'persediaan_pakan' };
}
