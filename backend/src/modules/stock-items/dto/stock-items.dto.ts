import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsOptional, ValidateNested } from 'class-validator';
import { apiMoney, MONEY_SOURCE } from '../../../common/http/api-money';
import { IsReadDate, READ_WINDOW_DOC } from '../../../common/validation/dates';
import { IsFlag, IsInteger, IsOneOf, IsText } from '../../../common/validation/decorators';
import { NUTRIENT_MSG, StockItemNutrientsDto, StockItemNutrientValuesDto } from '../../../common/validation/nutrients.dto';
import { Rule } from '../../../common/validation/rule';

export { StockItemNutrientsDto, StockItemNutrientValuesDto };

/** Kinds of stock item: bahan (feed ingredient), pakan_jadi (bought feed), campuran (mixed on the farm), ovk (obat, vaksin, vitamin). */
export const STOCK_ITEM_KINDS = ['bahan', 'pakan_jadi', 'campuran', 'ovk'] as const;
export type StockItemKind = (typeof STOCK_ITEM_KINDS)[number];
/** Units a stock item is counted in. */
export const STOCK_ITEM_UNITS = ['kg', 'dosis', 'botol', 'gram', 'liter'] as const;
export type StockItemUnit = (typeof STOCK_ITEM_UNITS)[number];

/** Messages of the stock item API (issue #37). */
export const STOCK_ITEM_MSG = {
  name: 'Nama barang wajib diisi.',
  nameMax: 'Nama barang maksimal 80 karakter.',
  nameTaken: 'Nama barang sudah dipakai.',
  kind: 'Jenis harus bahan, pakan_jadi, campuran atau ovk.',
  unit: 'Satuan harus kg, dosis, botol, gram atau liter.',
  notFound: 'Barang stok tidak ditemukan.',
  ...NUTRIENT_MSG,
  source: 'Sumber nilai nutrisi maksimal 600 karakter.',
  withdrawal: 'Masa henti obat harus bilangan bulat 0–365 hari.',
  active: 'active harus true atau false.',
  defaultFixed: 'Barang bawaan Pakan harus tetap pakan_jadi dalam kg dan aktif.',
  kindFixed: 'Jenis dan satuan tidak dapat diubah karena barang ini sudah punya transaksi stok.',
} as const;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Body of POST /api/stock-items and PUT /api/stock-items/{id}. On PUT a field left out keeps its value. */
export class StockItemBodyDto {
  @ApiProperty({ description: `Name, 1–80 characters, unique in the farm (any case). Missing or blank: 400 '${STOCK_ITEM_MSG.name}'; taken: 409 '${STOCK_ITEM_MSG.nameTaken}'`, example: 'Jagung giling' })
  @Transform(trim)
  @IsText(80, { missing: STOCK_ITEM_MSG.name, invalid: STOCK_ITEM_MSG.name, max: STOCK_ITEM_MSG.nameMax }, { required: true })
  name: string;

  @ApiProperty({
    description: `bahan (feed ingredient), pakan_jadi (bought complete feed), campuran (feed mixed on the farm) or ovk (obat, vaksin, vitamin: counted in Persediaan OVK). Bad: 400 '${STOCK_ITEM_MSG.kind}'. Cannot change once the item has stock movements (422), nor on the default item.`,
    enum: STOCK_ITEM_KINDS,
  })
  @IsOneOf(STOCK_ITEM_KINDS, STOCK_ITEM_MSG.kind)
  kind: StockItemKind;

  @ApiProperty({ description: `The unit qty and prices of this item are in. Bad: 400 '${STOCK_ITEM_MSG.unit}'. Cannot change once the item has stock movements (422).`, enum: STOCK_ITEM_UNITS })
  @IsOneOf(STOCK_ITEM_UNITS, STOCK_ITEM_MSG.unit)
  unit: StockItemUnit;

  @ApiPropertyOptional({ description: `Nutrients (feed kinds only; ignored and stored empty for ovk). Not an object: 400 '${STOCK_ITEM_MSG.nutrients}'`, type: StockItemNutrientsDto })
  @IsOptional()
  @Rule('isObject', (v) => (typeof v === 'object' && v !== null && !Array.isArray(v) ? null : STOCK_ITEM_MSG.nutrients))
  @ValidateNested({ message: STOCK_ITEM_MSG.nutrients })
  @Type(() => StockItemNutrientsDto)
  nutrients?: StockItemNutrientsDto;

  @ApiPropertyOptional({ description: `Where the nutrient values come from (a supplier's label, an SNI, a table), at most 600 characters, or null. Too long: 400 '${STOCK_ITEM_MSG.source}'`, type: String, nullable: true })
  @IsOptional()
  @IsText(600, { invalid: STOCK_ITEM_MSG.source, max: STOCK_ITEM_MSG.source })
  nutrient_source?: string | null;

  @ApiPropertyOptional({ description: `OVK only: egg withdrawal period printed on the product's label, whole days 0–365, or null; ignored for feed kinds. Bad: 400 '${STOCK_ITEM_MSG.withdrawal}'`, type: Number, nullable: true, example: 7 })
  @IsOptional()
  @IsInteger({ min: 0, max: 365 }, STOCK_ITEM_MSG.withdrawal)
  withdrawal_days?: number | null;

  @ApiPropertyOptional({ description: "OVK only: true marks the item 'tidak untuk ayam petelur produksi' (not for laying hens): a treatment of a laying flock with it asks for confirmation and holds its eggs for the whole flock life (issue #38). Left out: kept (false on POST); ignored (false) for feed kinds. Bad: 400 'not_for_layers harus true atau false.'" })
  @IsOptional()
  @IsFlag('not_for_layers harus true atau false.')
  not_for_layers?: boolean;

  @ApiPropertyOptional({ description: `false hides the item from new movements (its history stays); default true. The default item stays active (422). Bad: 400 '${STOCK_ITEM_MSG.active}'` })
  @IsOptional()
  @IsFlag(STOCK_ITEM_MSG.active)
  active?: boolean;
}

/** A stock item (GET /api/stock-items). */
export class StockItemDto {
  @ApiProperty({ example: 3 }) id: number;
  @ApiProperty({ example: 'Jagung kuning' }) name: string;
  @ApiProperty({ enum: STOCK_ITEM_KINDS, description: 'bahan, pakan_jadi, campuran (feed: Persediaan Pakan) or ovk (Persediaan OVK)' }) kind: StockItemKind;
  @ApiProperty({ enum: STOCK_ITEM_UNITS }) unit: StockItemUnit;
  @ApiProperty({ type: StockItemNutrientValuesDto, description: 'Nutrients (all null for ovk)' }) nutrients: StockItemNutrientValuesDto;
  @ApiProperty({ type: String, nullable: true, description: 'Where the nutrient values come from; shown beside them' }) nutrient_source: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'OVK: egg withdrawal days; else null' }) withdrawal_days: number | null;
  @ApiProperty({ description: "OVK marked 'tidak untuk ayam petelur produksi' (not for laying hens); always false for feed kinds" }) not_for_layers: boolean;
  @ApiProperty() active: boolean;
  @ApiProperty({ description: "The farm's default item 'Pakan' (the spec's feed pool: daily usage, and feed movements without item_id)" }) is_default: boolean;
}

/** Query of GET /api/stock-items. */
export class StockItemListQuery {
  @ApiPropertyOptional({ description: "true: active items only (the pickers). Bad: 400 'active harus true atau false.'" })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsFlag(STOCK_ITEM_MSG.active)
  active?: boolean;
}

/** Query of GET /api/stock-items/stock. */
export class StockQuery {
  @ApiPropertyOptional({
    description: `The day the stock is read at, inclusive (YYYY-MM-DD): every movement dated on or before it. Default the farm's today. ${READ_WINDOW_DOC}`,
    example: '2025-06-30',
  })
  @IsOptional()
  @IsReadDate()
  asof?: string;
}

const money = apiMoney(MONEY_SOURCE.exact);

/** Stock of one item at a date (GET /api/stock-items/stock). */
export class ItemStockDto {
  @ApiProperty() item_id: number;
  @ApiProperty() name: string;
  @ApiProperty({ enum: STOCK_ITEM_KINDS }) kind: StockItemKind;
  @ApiProperty({ enum: STOCK_ITEM_UNITS }) unit: StockItemUnit;
  @ApiProperty({ type: String, example: '1250.500', description: "Stock in the item's unit, decimal string with 3 decimals (negative only when recorded usage exceeded the stock)" })
  qty: string;
  @money('Value of the stock at the moving-average cost; Σ over feed items = Persediaan Pakan, over OVK items = Persediaan OVK, at that date') value: string;
  @ApiProperty({ type: String, example: '7512.345678', description: "Moving-average cost, rupiah per unit, decimal string with 6 decimals" })
  avg_cost: string;
  @ApiProperty({ type: String, example: '125.000', description: "Average use per day over the 7 days ending at asof (daily usage, and the kg mixed into rations for an ingredient; Σ ÷ 7), in the item's unit, 3 decimals" })
  use_per_day: string;
  @ApiProperty({ type: Number, nullable: true, example: 10, description: 'Whole days the stock lasts at use_per_day (floor of qty ÷ use_per_day; 0 when the stock is empty); null when nothing was used' })
  days_left: number | null;
}
