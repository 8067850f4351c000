import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, NotEquals } from 'class-validator';
import { ENTRY_WINDOW_DOC, IsEntryDate, IsReadDate, READ_WINDOW_DOC } from '../../../common/validation/dates';
import { IsDecimal, IsId, IsOneOf, IsPricePerKg, IsRupiah, IsText, PRICE_DECIMALS_MSG } from '../../../common/validation/decorators';
import { FIELD } from '../../../common/validation/rule';
import { apiMoney, MONEY_SOURCE } from '../../../common/http/api-money';

/** Messages of spec part 2 §5 'Feed accounting'. */
export const FEED_MSG = {
  tanggal: 'Tanggal wajib diisi',
  qty: 'Qty wajib diisi',
  qtyPositive: 'Qty harus lebih dari 0.',
  qtyNonZero: 'Qty penyesuaian tidak boleh 0.',
  harga: 'Harga/kg wajib diisi',
  hargaJual: 'Harga jual/kg wajib diisi',
  hargaDecimals: PRICE_DECIMALS_MSG,
  hargaJualDecimals: 'Harga jual per kg maksimal 2 angka desimal.',
} as const;

export const PAYMENT_METHODS = ['cash', 'transfer'] as const;
const METHOD_MSG = 'Metode bayar harus cash atau transfer.';
/** Methods of a purchase: paid at once (cash, transfer) or on credit from a supplier (issue #37 'Suppliers and payables'). */
export const PURCHASE_METHODS = ['cash', 'transfer', 'credit'] as const;
const PURCHASE_METHOD_MSG = 'Metode bayar harus cash, transfer atau credit.';

/** Largest kg of one movement. */
const MAX_KG = 1_000_000_000;

/** Date of a movement: missing 'Tanggal wajib diisi' (spec), malformed 'trx_date harus tanggal (YYYY-MM-DD).', then the entry window. */
const TrxDate = () => IsEntryDate({ missing: FEED_MSG.tanggal, invalid: `${FIELD} harus tanggal (YYYY-MM-DD).` });

/** Optional payment method, cash (the default) or transfer; else 400 'Metode bayar harus cash atau transfer.'. */
const PaymentMethod = () =>
  applyDecorators(ApiPropertyOptional({ description: 'Payment method (default cash)', enum: PAYMENT_METHODS }), IsOptional(), IsOneOf(PAYMENT_METHODS, METHOD_MSG));

/** Optional stock item of a movement (issue #37); absent or null: the farm's default item 'Pakan'. */
const StockItem = () =>
  applyDecorators(
    ApiPropertyOptional({
      description:
        "Stock item moved (GET /api/stock-items), any kind (OVK included: posted to Persediaan OVK instead of Persediaan Pakan); qty and prices are then in the item's unit. Absent or null: the farm's default item 'Pakan' (the spec's feed pool). 400 'item_id harus bilangan bulat.'; 404 'Barang stok tidak ditemukan.' (unknown or another farm's); 422 for an inactive item.",
      type: Number,
      nullable: true,
      example: 12,
    }),
    IsOptional(),
    IsId(),
  );

const note = ApiPropertyOptional({ description: "Free note, text of at most 200 characters, or null. Longer: 400 'note maksimal 200 karakter.'", type: String, maxLength: 200, nullable: true });

/** Body of POST /api/feed-txns/buy (part 2 §7): a purchase adds stock at qty × price + ongkir + bongkar. */
export class FeedBuyDto {
  @ApiProperty({ description: `Date of the purchase (YYYY-MM-DD). Missing: 'Tanggal wajib diisi'. ${ENTRY_WINDOW_DOC}`, example: '2025-06-02' })
  @TrxDate()
  trx_date: string;

  @ApiProperty({ description: "Kg bought, > 0 (3 decimals). Missing: 'Qty wajib diisi'", example: 1000 })
  @IsDecimal({ min: 0.001, max: MAX_KG, decimals: 3 }, { missing: FEED_MSG.qty, invalid: FEED_MSG.qty, min: FEED_MSG.qtyPositive })
  qty_kg: number;

  @ApiProperty({
    description: "Price per kg, rupiah, 0..1e9 with at most 2 decimals (what the column stores: the price is kept as typed). Missing: 'Harga/kg wajib diisi'; 3 decimals (7500.555): 400 'Harga per kg maksimal 2 angka desimal.'",
    example: 7500.55,
  })
  @IsPricePerKg({ missing: FEED_MSG.harga, invalid: FEED_MSG.harga, min: 'Harga/kg minimal 0.' })
  price_per_kg: number;

  @ApiPropertyOptional({ description: "Transport cost of the whole purchase, rupiah, ≥ 0, 2 decimals (default 0). 400 'ongkir minimal 0.'", example: 150000 })
  @IsOptional()
  @IsRupiah()
  ongkir?: number;

  @ApiPropertyOptional({ description: "Unloading cost of the whole purchase, rupiah, ≥ 0, 2 decimals (default 0). 400 'bongkar minimal 0.'", example: 50000 })
  @IsOptional()
  @IsRupiah()
  bongkar?: number;

  @ApiPropertyOptional({
    description:
      "Payment method (default cash): cash (from Kas), transfer (from Bank) or credit (owed to supplier_id: posted to Hutang Usaha, paid later with POST /api/supplier-payments). Else 400 'Metode bayar harus cash, transfer atau credit.'",
    enum: PURCHASE_METHODS,
  })
  @IsOptional()
  @IsOneOf(PURCHASE_METHODS, PURCHASE_METHOD_MSG)
  method?: (typeof PURCHASE_METHODS)[number];

  @StockItem() item_id?: number | null;

  @note @IsOptional() @IsText(200) note?: string | null;

  @ApiPropertyOptional({
    description:
      "Supplier (GET /api/suppliers). Required for method credit: 400 'Pilih pemasok untuk pembelian kredit.'; optional for cash/transfer. 404 'Pemasok tidak ditemukan.' (unknown or another farm's).",
    type: Number,
    nullable: true,
  })
  @IsOptional()
  @IsId()
  supplier_id?: number | null;

  @ApiPropertyOptional({
    description: `Credit purchases only: the day the payable is due (YYYY-MM-DD), default trx_date + the supplier's terms_days. Before trx_date: 400 'Jatuh tempo tidak boleh sebelum tanggal pembelian.'; with cash/transfer: 400 'Jatuh tempo hanya untuk pembelian kredit.'. ${READ_WINDOW_DOC}`,
    type: String,
    nullable: true,
    example: '2025-06-16',
  })
  @IsOptional()
  @IsReadDate('due_date harus tanggal (YYYY-MM-DD).')
  due_date?: string | null;

  @ApiPropertyOptional({
    description:
      "Cash/transfer purchases: the account the money leaves from — a Kas account (cash) or a Bank account (transfer), or one of their sub-accounts (GET /api/finance/accounts); absent or null: Kas or Bank. 404 'Akun kas/bank tidak ditemukan.'; 422 'Akun … bukan akun Bank.' / '… bukan akun Kas.' / '… nonaktif.'; with credit: 400 'Pembelian kredit tidak dibayar dari kas/bank: kosongkan akun kas/bank.'",
    type: Number,
    nullable: true,
  })
  @IsOptional()
  @IsId()
  bank_account_id?: number | null;
}

/** Body of POST /api/feed-txns/sell (part 2 §7): a sale takes stock out at the average cost. */
export class FeedSellDto {
  @ApiProperty({ description: `Date of the sale (YYYY-MM-DD). Missing: 'Tanggal wajib diisi'. ${ENTRY_WINDOW_DOC}`, example: '2025-06-02' })
  @TrxDate()
  trx_date: string;

  @ApiProperty({ description: "Kg sold, > 0. Missing: 'Qty wajib diisi'. More than the stock: 422", example: 100 })
  @IsDecimal({ min: 0.001, max: MAX_KG, decimals: 3 }, { missing: FEED_MSG.qty, invalid: FEED_MSG.qty, min: FEED_MSG.qtyPositive })
  qty_kg: number;

  @ApiProperty({
    description: "Selling price per kg, rupiah, 0..1e9 with at most 2 decimals (what the column stores). Missing: 'Harga jual/kg wajib diisi'; 3 decimals: 400 'Harga jual per kg maksimal 2 angka desimal.'",
    example: 8000,
  })
  @IsPricePerKg({ missing: FEED_MSG.hargaJual, invalid: FEED_MSG.hargaJual, min: 'Harga jual/kg minimal 0.', decimals: FEED_MSG.hargaJualDecimals })
  price_per_kg: number;

  @PaymentMethod()
  method?: (typeof PAYMENT_METHODS)[number];

  @StockItem() item_id?: number | null;

  @note @IsOptional() @IsText(200) note?: string | null;
}

/** Body of POST /api/feed-txns/adjust (part 2 §7): a stock count correction at the average cost. */
export class FeedAdjustDto {
  @ApiProperty({ description: `Date of the count (YYYY-MM-DD). Missing: 'Tanggal wajib diisi'. ${ENTRY_WINDOW_DOC}`, example: '2025-06-02' })
  @TrxDate()
  trx_date: string;

  @ApiProperty({
    description: "Signed kg: negative = shrinkage (more than the stock: 422), positive = stock found. Missing: 'Qty wajib diisi'; 0: 400",
    example: -12.5,
  })
  @IsDecimal({ min: -MAX_KG, max: MAX_KG, decimals: 3 }, { missing: FEED_MSG.qty, invalid: FEED_MSG.qty })
  @NotEquals(0, { message: FEED_MSG.qtyNonZero })
  qty_kg: number;

  @StockItem() item_id?: number | null;

  @note @IsOptional() @IsText(200) note?: string | null;
}

/** Query of GET /api/feed-txns. */
export class FeedListQuery {
  @ApiPropertyOptional({ description: `First day (YYYY-MM-DD); default to − 6. 400 'from harus tanggal (YYYY-MM-DD).'. ${READ_WINDOW_DOC}` })
  @IsOptional()
  @IsReadDate()
  from?: string;

  @ApiPropertyOptional({ description: `Last day, inclusive (YYYY-MM-DD); default tomorrow (a read may look ahead). Before from: 400 'Tanggal mulai tidak boleh sesudah tanggal akhir.'. ${READ_WINDOW_DOC}` })
  @IsOptional()
  @IsReadDate()
  to?: string;
}

/** Query of GET /api/feed-txns/metrics. */
export class FeedMetricsQuery {
  @ApiPropertyOptional({
    description: `Exclusive: figures after every movement dated BEFORE this day (YYYY-MM-DD). Default tomorrow (the end of today; the dashboard sends tomorrow); the end of day D is asof = D + 1. ${READ_WINDOW_DOC}`,
    example: '2025-06-03',
  })
  @IsOptional()
  @IsReadDate()
  asof?: string;
}

/** Rupiah per kg of a moving-average cost: decimal strings with 6 decimals. */
const RATE = 'Rupiah per kg as a decimal string with 6 decimals (e.g. "7512.345678")';
/** Rupiah amounts: decimal strings with 2 decimals, exact (numeric(18,2)), like every other feature. */
const money = apiMoney(MONEY_SOURCE.exact);
const rate = (description: string) => ApiProperty({ type: String, example: '7512.345678', description: `${description}. ${RATE}` });

/** Stock figures as of a date (part 2 §3 'Metrics'). */
export class FeedMetricsDto {
  @ApiProperty({ description: 'Stock, kg (negative only when recorded usage exceeded the stock)', example: 1250.5 })
  stock_kg: number;
  @rate('Moving-average cost') avg_cost: string;
  @money('Value of the stock: Σ of the movement values = the Persediaan Pakan balance at that date; ≈ stock_kg × avg_cost', { example: '9394263.25' })
  inventory_value: string;
}

/** One feed movement in the list, with its costing (part 2 §3 'Feed transaction'). */
export class FeedTxnDto {
  @ApiProperty({ description: 'Row id; null for a day of feed usage and for a revalue row', nullable: true, type: Number })
  id: number | null;
  @ApiProperty({ description: 'Date of the movement (YYYY-MM-DD); a revalue row: the date of its purchase', example: '2025-06-02' }) trx_date: string;
  @ApiProperty({
    description:
      'opening (Saldo Awal: the feed in stock at the opening balances, read-only here, valued as entered), buy (Pembelian), sell (Penjualan), adjust (Penyesuaian), usage (daily usage of /transaksipakan, read-only) or revalue (read-only, just before the purchase that filled a negative stock: the kg used beyond the stock re-costed at that purchase’s cost per kg, qty 0, the difference in total_cost, posted to Beban Pakan with the purchase)',
    enum: ['opening', 'buy', 'sell', 'adjust', 'usage', 'revalue'],
  })
  type: string;
  @ApiProperty({ description: 'Kg moved, signed: + into the stock, − out of it' }) qty_kg: number;
  @rate('buy: price per kg paid; sell/adjust/usage: average cost per kg at that moment') unit_cost: string;
  @money('buy: ongkir + bongkar; else "0.00"') add_cost: string;
  @money('Signed change of inventory value: buy = qty × price + ongkir + bongkar; outflows = qty × average cost; revalue = the re-costing. The rows add up to the inventory value')
  total_cost: string;
  @money('sell: selling price per kg; buy: price per kg (as typed, 2 decimals); else null', { nullable: true }) price_per_kg: string | null;
  @money('sell: qty × selling price; else null', { nullable: true }) sale_amount: string | null;
  @ApiProperty({ description: 'cash or transfer (buy, sell), or credit (a purchase owed to its supplier)', nullable: true, type: String }) method: string | null;
  @ApiProperty({ description: "The movement's note; usage: 'Pemakaian harian (/transaksipakan)'; revalue: what was re-costed", nullable: true, type: String }) note: string | null;
  @ApiProperty({ description: 'Stock after this movement, kg' }) stock_after: number;
  @rate('Average cost after this movement') avg_cost_after: string;
}
