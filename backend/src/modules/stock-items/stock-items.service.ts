import { HttpStatus, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { z } from 'zod';
import { addDays, today } from '../../common/dates/farm-day';
import { exists, pg, queryOne, queryRows, row } from '../../common/database/rows';
import { centsText, decimalText } from '../../common/money';
import { fieldError } from '../../common/errors/validation';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { endOf, FeedStockService } from '../feed-stock/feed-stock.service';
import { ItemStockDto, STOCK_ITEM_KINDS, STOCK_ITEM_MSG, STOCK_ITEM_UNITS, StockItemBodyDto, StockItemDto } from './dto/stock-items.dto';
import { itemStock, stockItemValues } from './stock-items.rules';

/** A stored stock item; nutrients as numeric text. */
const ItemRow = row({
  id: pg.int,
  name: pg.text,
  kind: z.enum(STOCK_ITEM_KINDS),
  unit: z.enum(STOCK_ITEM_UNITS),
  protein_pct: pg.numeric.nullable(),
  me_kcal_per_kg: pg.numeric.nullable(),
  ca_pct: pg.numeric.nullable(),
  p_avail_pct: pg.numeric.nullable(),
  fibre_pct: pg.numeric.nullable(),
  nutrient_source: pg.text.nullable(),
  withdrawal_days: pg.int.nullable(),
  not_for_layers: pg.bool,
  active: pg.bool,
  is_default: pg.bool,
});
type ItemRow = z.infer<typeof ItemRow>;

const COLUMNS = `id::int as id, name, kind, unit, protein_pct, me_kcal_per_kg, ca_pct, p_avail_pct, fibre_pct, nutrient_source, withdrawal_days, not_for_layers, active, is_default`;

const num = (v: string | null) => (v === null ? null : Number(v));

/** A stored item as the API answers it. */
function view(r: ItemRow): StockItemDto {
  return {
    id: r.id,
    name: r.name,
    kind: r.kind,
    unit: r.unit,
    nutrients: { protein_pct: num(r.protein_pct), me_kcal_per_kg: num(r.me_kcal_per_kg), ca_pct: num(r.ca_pct), p_avail_pct: num(r.p_avail_pct), fibre_pct: num(r.fibre_pct) },
    nutrient_source: r.nutrient_source,
    withdrawal_days: r.withdrawal_days,
    not_for_layers: r.not_for_layers,
    active: r.active,
    is_default: r.is_default,
  };
}

/**
 * Stock items of a farm (issue #37 'Stock items'): feed ingredients, bought feed, mixed feed and
 * OVK with their unit, nutrients and source, withdrawal days (OVK) and active flag; and the stock
 * of each at a date from the feed movements (FeedStockService: moving average per item).
 */
@Injectable()
export class StockItemsService {
  constructor(
    private readonly ctx: TenantContext,
    private readonly feed: FeedStockService,
  ) {}

  private get m() {
    return this.ctx.manager;
  }

  /** Every item of the farm, the default item first, then by name; `active` filters on the flag. */
  async list(active?: boolean): Promise<StockItemDto[]> {
    const rows = await queryRows(
      this.m,
      ItemRow,
      `select ${COLUMNS} from stock_items where tenant_id = $1 ${active === undefined ? '' : 'and active = $2'} order by is_default desc, lower(name), id`,
      active === undefined ? [this.ctx.tenantId] : [this.ctx.tenantId, active],
    );
    return rows.map(view);
  }

  /** One item; 404 'Barang stok tidak ditemukan.' for an unknown id or another farm's. */
  async get(id: number): Promise<StockItemDto> {
    return view(await this.row(id));
  }

  /** Adds an item. 409 'Nama barang sudah dipakai.' when the farm has one of that name (any case). */
  async create(body: StockItemBodyDto): Promise<StockItemDto> {
    const v = stockItemValues(body);
    await this.assertNameFree(v.name);
    const created = await queryOne(
      this.m,
      ItemRow,
      `insert into stock_items (tenant_id, name, kind, unit, protein_pct, me_kcal_per_kg, ca_pct, p_avail_pct, fibre_pct, nutrient_source, withdrawal_days, active, not_for_layers)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning ${COLUMNS}`,
      [this.ctx.tenantId, v.name, v.kind, v.unit, v.protein_pct, v.me_kcal_per_kg, v.ca_pct, v.p_avail_pct, v.fibre_pct, v.nutrient_source, v.withdrawal_days, v.active ?? true, v.not_for_layers],
    );
    return view(created!);
  }

  /**
   * Changes an item: fields left out keep their value (name, kind and unit are required by the
   * body). 404 unknown id; 409 name taken; 422 'Barang bawaan Pakan harus tetap pakan_jadi dalam kg
   * dan aktif.' for the default item, 422 'Jenis dan satuan tidak dapat diubah …' once the item has
   * stock movements (its value would move between control accounts, its qty change meaning).
   */
  async update(id: number, body: StockItemBodyDto): Promise<StockItemDto> {
    const old = await this.row(id, true);
    const v = stockItemValues(body, view(old));
    if (old.is_default && (v.kind !== 'pakan_jadi' || v.unit !== 'kg' || v.active === false)) throw new UnprocessableEntityException(STOCK_ITEM_MSG.defaultFixed);
    if ((v.kind !== old.kind || v.unit !== old.unit) && (old.is_default || (await exists(this.m, `select 1 from feed_txns where tenant_id = $1 and item_id = $2`, [this.ctx.tenantId, id])))) {
      throw new UnprocessableEntityException(STOCK_ITEM_MSG.kindFixed);
    }
    if (v.name.toLowerCase() !== old.name.toLowerCase()) await this.assertNameFree(v.name, id);
    const updated = await queryOne(
      this.m,
      ItemRow,
      `update stock_items set name = $3, kind = $4, unit = $5, protein_pct = $6, me_kcal_per_kg = $7, ca_pct = $8, p_avail_pct = $9, fibre_pct = $10,
              nutrient_source = $11, withdrawal_days = $12, active = $13, not_for_layers = $14, updated_at = now()
        where tenant_id = $1 and id = $2 returning ${COLUMNS}`,
      [this.ctx.tenantId, id, v.name, v.kind, v.unit, v.protein_pct, v.me_kcal_per_kg, v.ca_pct, v.p_avail_pct, v.fibre_pct, v.nutrient_source, v.withdrawal_days, v.active ?? old.active, v.not_for_layers],
    );
    return view(updated!);
  }

  /**
   * Stock per item at the end of `asof` (inclusive; default the farm's today): qty, value and
   * moving-average cost from each item's costed movements, use per day over the 7 days ending at
   * asof, and the days it lasts. Every item with movements or active, the default first.
   */
  async stock(asof = today()): Promise<ItemStockDto[]> {
    const from = addDays(asof, -6);
    // The stored state before the 7 days, then their movements (ADR 0046): not the whole history.
    const items = await this.list();
    const since = await this.feed.costedSince(from, asof);
    return items
      .filter((i) => i.active || since.starts.has(i.id) || since.histories.get(i.id)?.length)
      .map((i) => {
        const h = since.histories.get(i.id) ?? [];
        const last = endOf(h, since.starts.get(i.id));
        const usedGrams = h.filter((m) => (m.kind === 'usage' || m.kind === 'mix_out') && m.date >= from).reduce((s, m) => s - Math.round(m.qty * 1000), 0);
        const s = itemStock(Math.round(last.stockAfter * 1000), usedGrams);
        return {
          item_id: i.id,
          name: i.name,
          kind: i.kind,
          unit: i.unit,
          qty: s.qty,
          value: centsText(last.valueAfterCents),
          avg_cost: decimalText(last.avgAfter, 6),
          use_per_day: s.use_per_day,
          days_left: s.days_left,
        };
      });
  }

  private async row(id: number, forUpdate = false): Promise<ItemRow> {
    const found = await queryOne(this.m, ItemRow, `select ${COLUMNS} from stock_items where tenant_id = $1 and id = $2 ${forUpdate ? 'for update' : ''}`, [this.ctx.tenantId, id]);
    if (!found) throw new NotFoundException(STOCK_ITEM_MSG.notFound);
    return found;
  }

  private async assertNameFree(name: string, except?: number): Promise<void> {
    const taken = await exists(this.m, `select 1 from stock_items where tenant_id = $1 and lower(name) = lower($2) and id <> $3`, [this.ctx.tenantId, name, except ?? 0]);
    if (taken) throw fieldError(HttpStatus.CONFLICT, 'name', STOCK_ITEM_MSG.nameTaken);
  }
}
