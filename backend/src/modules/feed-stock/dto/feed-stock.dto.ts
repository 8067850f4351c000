import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsIn, IsNumber, IsOptional, IsString, MaxLength, Min, NotEquals } from 'class-validator';
import { IsDay } from '../../../common/http/tanggal';

/** Messages of spec part 2 §5 'Feed accounting'. */
export const FEED_MSG = {
  tanggal: 'Tanggal wajib diisi',
  qty: 'Qty wajib diisi',
  qtyPositive: 'Qty harus lebih dari 0.',
  qtyNonZero: 'Qty penyesuaian tidak boleh 0.',
  harga: 'Harga/kg wajib diisi',
  hargaJual: 'Harga jual/kg wajib diisi',
} as const;

export const PAYMENT_METHODS = ['cash', 'transfer'] as const;
const badDate = (key: string) => `${key} harus tanggal (YYYY-MM-DD).`;

/** A calendar date YYYY-MM-DD (a real day) that must be given, else `missing`. */
function RequiredDate(missing: string): PropertyDecorator {
  return (target, key) => {
    IsDefined({ message: missing })(target, key);
    IsDay(badDate(String(key)))(target, key);
  };
}

/** An optional calendar date YYYY-MM-DD (query parameters). */
export function OptionalDate(): PropertyDecorator {
  return (target, key) => {
    IsOptional()(target, key);
    IsDay(badDate(String(key)))(target, key);
  };
}

/** A number that must be given (`missing`), coerced from a numeric string. */
function RequiredNumber(missing: string): PropertyDecorator {
  return (target, key) => {
    Type(() => Number)(target, key);
    IsDefined({ message: missing })(target, key);
    IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 3 }, { message: missing })(target, key);
  };
}

/** An optional rupiah amount ≥ 0 (ongkir, bongkar). */
function OptionalRupiah(): PropertyDecorator {
  return (target, key) => {
    Type(() => Number)(target, key);
    IsOptional()(target, key);
    IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 })(target, key);
    Min(0, { message: `${String(key)} minimal 0.` })(target, key);
  };
}

const note = ApiPropertyOptional({ description: 'Free note, at most 200 characters', maxLength: 200, nullable: true });

/** Body of POST /api/feed-txns/buy (part 2 §7): a purchase adds stock at qty × price + ongkir + bongkar. */
export class FeedBuyDto {
  @ApiProperty({ description: "Date of the purchase (YYYY-MM-DD). Missing: 'Tanggal wajib diisi'", example: '2025-06-02' })
  @RequiredDate(FEED_MSG.tanggal)
  trx_date: string;

  @ApiProperty({ description: "Kg bought, > 0 (3 decimals). Missing: 'Qty wajib diisi'", example: 1000 })
  @RequiredNumber(FEED_MSG.qty)
  @Min(0.001, { message: FEED_MSG.qtyPositive })
  qty_kg: number;

  @ApiProperty({ description: "Price per kg, rupiah, ≥ 0. Missing: 'Harga/kg wajib diisi'", example: 7500 })
  @RequiredNumber(FEED_MSG.harga)
  @Min(0, { message: 'Harga/kg minimal 0.' })
  price_per_kg: number;

  @ApiPropertyOptional({ description: 'Transport cost of the whole purchase, rupiah, ≥ 0 (default 0)', example: 150000 })
  @OptionalRupiah()
  ongkir?: number;

  @ApiPropertyOptional({ description: 'Unloading cost of the whole purchase, rupiah, ≥ 0 (default 0)', example: 50000 })
  @OptionalRupiah()
  bongkar?: number;

  @ApiPropertyOptional({ description: 'Payment method (default cash)', enum: PAYMENT_METHODS })
  @IsOptional()
  @IsIn(PAYMENT_METHODS, { message: 'Metode bayar harus cash atau transfer.' })
  method?: (typeof PAYMENT_METHODS)[number];

  @note @IsOptional() @IsString() @MaxLength(200) note?: string | null;
}

/** Body of POST /api/feed-txns/sell (part 2 §7): a sale takes stock out at the average cost. */
export class FeedSellDto {
  @ApiProperty({ description: "Date of the sale (YYYY-MM-DD). Missing: 'Tanggal wajib diisi'", example: '2025-06-02' })
  @RequiredDate(FEED_MSG.tanggal)
  trx_date: string;

  @ApiProperty({ description: "Kg sold, > 0. Missing: 'Qty wajib diisi'. More than the stock: 422", example: 100 })
  @RequiredNumber(FEED_MSG.qty)
  @Min(0.001, { message: FEED_MSG.qtyPositive })
  qty_kg: number;

  @ApiProperty({ description: "Selling price per kg, rupiah, ≥ 0. Missing: 'Harga jual/kg wajib diisi'", example: 8000 })
  @RequiredNumber(FEED_MSG.hargaJual)
  @Min(0, { message: 'Harga jual/kg minimal 0.' })
  price_per_kg: number;

  @ApiPropertyOptional({ description: 'Payment method (default cash)', enum: PAYMENT_METHODS })
  @IsOptional()
  @IsIn(PAYMENT_METHODS, { message: 'Metode bayar harus cash atau transfer.' })
  method?: (typeof PAYMENT_METHODS)[number];

  @note @IsOptional() @IsString() @MaxLength(200) note?: string | null;
}

/** Body of POST /api/feed-txns/adjust (part 2 §7): a stock count correction at the average cost. */
export class FeedAdjustDto {
  @ApiProperty({ description: "Date of the count (YYYY-MM-DD). Missing: 'Tanggal wajib diisi'", example: '2025-06-02' })
  @RequiredDate(FEED_MSG.tanggal)
  trx_date: string;

  @ApiProperty({
    description: "Signed kg: negative = shrinkage (more than the stock: 422), positive = stock found. Missing: 'Qty wajib diisi'; 0: 400",
    example: -12.5,
  })
  @RequiredNumber(FEED_MSG.qty)
  @NotEquals(0, { message: FEED_MSG.qtyNonZero })
  qty_kg: number;

  @note @IsOptional() @IsString() @MaxLength(200) note?: string | null;
}

/** Query of GET /api/feed-txns. */
export class FeedListQuery {
  @ApiPropertyOptional({ description: 'First day (YYYY-MM-DD); default today − 6' })
  @OptionalDate()
  from?: string;

  @ApiPropertyOptional({ description: 'Last day, inclusive (YYYY-MM-DD); default tomorrow' })
  @OptionalDate()
  to?: string;
}

/** Query of GET /api/feed-txns/metrics. */
export class FeedMetricsQuery {
  @ApiPropertyOptional({
    description: 'Exclusive: figures after every movement dated BEFORE this day (YYYY-MM-DD). Default tomorrow (the end of today); the end of day D is asof = D + 1',
    example: '2025-06-03',
  })
  @OptionalDate()
  asof?: string;
}

/** Stock figures as of a date (part 2 §3 'Metrics'). */
export class FeedMetricsDto {
  @ApiProperty({ description: 'Stock, kg (negative only when recorded usage exceeded the stock)', example: 1250.5 })
  stock_kg: number;
  @ApiProperty({ description: 'Moving-average cost, rupiah per kg (6 decimals)', example: 7512.345678 })
  avg_cost: number;
  @ApiProperty({ description: 'Value of the stock, rupiah (2 decimals): Σ of the movement values = the Persediaan Pakan balance at that date; ≈ stock_kg × avg_cost', example: 9394263.25 })
  inventory_value: number;
}

/** One feed movement in the list, with its costing (part 2 §3 'Feed transaction'). */
export class FeedTxnDto {
  @ApiProperty({ description: 'Row id; null for a day of feed usage and for a revalue row', nullable: true, type: Number })
  id: number | null;
  @ApiProperty({ example: '2025-06-02' }) trx_date: string;
  @ApiProperty({
    description:
      'buy (Pembelian), sell (Penjualan), adjust (Penyesuaian), usage (daily usage of /transaksipakan, read-only) or revalue (read-only, just before the purchase that filled a negative stock: the kg used beyond the stock re-costed at that purchase’s cost per kg, qty 0, the difference in total_cost, posted to Beban Pakan with the purchase)',
    enum: ['buy', 'sell', 'adjust', 'usage', 'revalue'],
  })
  type: string;
  @ApiProperty({ description: 'Kg moved, signed: + into the stock, − out of it' }) qty_kg: number;
  @ApiProperty({ description: 'buy: price per kg paid; sell/adjust/usage: average cost per kg at that moment (rupiah)' }) unit_cost: number;
  @ApiProperty({ description: 'buy: ongkir + bongkar (rupiah); else 0' }) add_cost: number;
  @ApiProperty({
    description: 'Signed change of inventory value, rupiah: buy = qty × price + ongkir + bongkar; outflows = qty × average cost; revalue = the re-costing. The rows add up to the inventory value',
  })
  total_cost: number;
  @ApiProperty({ description: 'sell: selling price per kg (rupiah); buy: price per kg; else null', nullable: true, type: Number }) price_per_kg: number | null;
  @ApiProperty({ description: 'sell: qty × selling price (rupiah); else null', nullable: true, type: Number }) sale_amount: number | null;
  @ApiProperty({ description: 'cash or transfer (buy, sell)', nullable: true, type: String }) method: string | null;
  @ApiProperty({ nullable: true, type: String }) note: string | null;
  @ApiProperty({ description: 'Stock after this movement, kg' }) stock_after: number;
  @ApiProperty({ description: 'Average cost after this movement, rupiah per kg' }) avg_cost_after: number;
}
