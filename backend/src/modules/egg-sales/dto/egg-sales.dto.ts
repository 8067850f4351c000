import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, ValidateIf } from 'class-validator';
import { IsEntryDate, IsReadDate } from '../../../common/validation/dates';
import { IsDecimal, IsId, IsIdText, IsInteger, IsNestedList, IsOneOf, IsText } from '../../../common/validation/decorators';
import { money } from '../../../common/http/api-money';

/** Messages of spec part 2 §5 'Egg sale', §8 and of the sale API. */
export const SALE_MSG = {
  customer: 'Pelanggan wajib diisi.',
  method: 'Silakan pilih metode bayar.',
  methodEdit: 'Pilih metode bayar.',
  qty: 'Isi minimal satu Qty.',
  date: 'Tanggal penjualan wajib diisi (YYYY-MM-DD).',
  lineQty: 'Qty harus angka ≥ 0 (kg) dengan paling banyak 2 angka di belakang koma.',
  linePrice: 'Harga per kg harus bilangan bulat rupiah ≥ 1.',
  grade: 'Grade harus A, B atau C.',
  lines: 'Isi minimal satu Qty.',
  notFound: 'Penjualan tidak ditemukan.',
  preorderInvalid: 'Qty/harga belum valid atau melebihi stok.',
  /** A pre-order execution asking more of a grade than its stock on the sale day (and after): 'Grade B: 1,50 kg melebihi stok 1,39 kg.' */
  preorderOverStock: (grade: string, asked: string, stock: string) => `Grade ${grade}: ${asked} kg melebihi stok ${stock} kg.`,
  dueDate: 'Jatuh tempo harus tanggal (YYYY-MM-DD).',
  dueBeforeSale: 'Jatuh tempo tidak boleh sebelum tanggal penjualan.',
  dueHorizon: 'Jatuh tempo paling lambat 1 tahun dari hari ini.',
  future: 'Tanggal tidak boleh melewati hari ini.',
  tooOld: 'Tanggal tidak boleh sebelum 01/01/2000.',
  returnDate: 'Tanggal retur wajib diisi (YYYY-MM-DD).',
  returnLines: 'Isi minimal satu Qty retur.',
  returnReason: 'Alasan retur wajib diisi.',
  returnReasonMax: 'Alasan retur maksimal 300 karakter.',
  hasReturns: 'Penjualan ini sudah ada retur dan tidak dapat dihapus.',
} as const;

export const GRADES = ['A', 'B', 'C'] as const;
export type Grade = (typeof GRADES)[number];
export const SALE_METHODS = ['cash', 'transfer', 'piutang'] as const;
export type SaleMethod = (typeof SALE_METHODS)[number];
export const PAYMENT_STATUSES = ['belum', 'sebagian', 'lunas'] as const;

/** Largest kg of one grade in one sale, and the largest price per kg. */
export const MAX_SALE_KG = 1_000_000;
export const MAX_PRICE = 100_000_000;

/** One line of a sale: a grade, its kg and its price per kg. */
export class SaleLineDto {
  @ApiProperty({ description: "Grade A, B or C (lower case accepted). Each grade at most once per sale.", enum: GRADES })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @IsOneOf(GRADES, SALE_MSG.grade)
  grade: Grade;

  @ApiProperty({ description: 'Kg sold, ≥ 0 with at most 2 decimals (a JSON number). Lines with 0 kg are ignored.', example: 25.5 })
  @IsDecimal({ min: 0, max: MAX_SALE_KG, decimals: 2 }, SALE_MSG.lineQty)
  qty_kg: number;

  @ApiProperty({ description: 'Price per kg, whole rupiah ≥ 1 (a JSON number); needed on every line with kg > 0', example: 27500 })
  @ValidateIf((o: SaleLineDto) => typeof o.qty_kg !== 'number' || o.qty_kg > 0 || o.unit_price !== undefined)
  @IsInteger({ min: 0, max: MAX_PRICE }, { invalid: SALE_MSG.linePrice, min: SALE_MSG.linePrice, max: `Harga per kg maksimal ${MAX_PRICE.toLocaleString('id-ID')}.` })
  unit_price: number;
}

/** Fields of a sale shared by POST and PUT. */
class SaleFieldsDto {
  @ApiProperty({ description: "Day of the sale (YYYY-MM-DD), from 2000-01-01 to today. Later: 400 'Tanggal tidak boleh melewati hari ini.'", example: '2026-11-02' })
  @IsEntryDate(SALE_MSG.date)
  sale_date: string;

  @ApiProperty({ description: "Customer id (active for a new sale). Missing: 400 'Pelanggan wajib diisi.'; another tenant's or unknown: 404", example: 3 })
  @IsId(SALE_MSG.customer)
  customer_id: number;

  @ApiPropertyOptional({ description: 'Free note, at most 300 characters', nullable: true, type: String })
  @IsOptional()
  @IsText(300, { invalid: 'Catatan harus berupa teks.', max: 'Catatan maksimal 300 karakter.' })
  notes?: string | null;

  @ApiProperty({
    description:
      "Lines per grade (only lines with kg > 0 are kept; at least one, else 400 'Isi minimal satu Qty.'). Beyond the kg available of a grade on sale_date (GET /api/egg-sales/available): 422 naming the grade and the kg available.",
    type: [SaleLineDto],
  })
  @IsNestedList(() => SaleLineDto, SALE_MSG.lines)
  lines: SaleLineDto[];
}

/** Body of POST /api/egg-sales (part 2 §7 'Egg sales and receipts'). */
export class SaleCreateDto extends SaleFieldsDto {
  @ApiProperty({ description: "cash (Tunai), transfer or piutang (on account). Missing: 400 'Silakan pilih metode bayar.'", enum: SALE_METHODS })
  @IsOneOf(SALE_METHODS, SALE_MSG.method)
  payment_method: SaleMethod;

  @ApiPropertyOptional({
    description: 'Due day of a piutang sale (YYYY-MM-DD, not before sale_date, at most today + 1 year); ignored (stored as null) for cash and transfer',
    nullable: true,
    type: String,
    example: '2026-11-16',
  })
  @IsOptional()
  @IsReadDate(SALE_MSG.dueDate)
  due_date?: string | null;

  @ApiPropertyOptional({
    description:
      "Executes this pre-order: the sale must be for the order's customer; the order's remaining kg go down by the kg sold and it reads 'selesai' when nothing remains. Canceled or finished order: 422; unknown: 404.",
    nullable: true,
    type: Number,
    example: 7,
  })
  @IsOptional()
  @IsId()
  preorder_id?: number | null;
}

/** Body of PUT /api/egg-sales/{id}: the sale fields (payment method message 'Pilih metode bayar.'). */
export class SaleUpdateDto extends SaleFieldsDto {
  @ApiProperty({ description: "cash, transfer or piutang. Missing: 400 'Pilih metode bayar.'. Cannot change once the sale has payments (422).", enum: SALE_METHODS })
  @IsOneOf(SALE_METHODS, SALE_MSG.methodEdit)
  payment_method: SaleMethod;

  @ApiPropertyOptional({
    description: 'Due day of a piutang sale; absent keeps the current one (null clears it); ignored for cash and transfer',
    nullable: true,
    type: String,
  })
  @IsOptional()
  @IsReadDate(SALE_MSG.dueDate)
  due_date?: string | null;
}

/** Query of GET /api/egg-sales/available. */
export class AvailabilityQuery {
  @ApiPropertyOptional({ description: 'Day of the sale (YYYY-MM-DD); default today', example: '2026-11-02' })
  @IsOptional()
  @IsReadDate('date harus tanggal (YYYY-MM-DD).')
  date?: string;
}

/** Query of GET /api/egg-sales/last-prices. */
export class LastPricesQuery {
  @ApiProperty({ description: "Customer id (decimal digits). Missing or not an id: 400 'Pelanggan wajib diisi.'; unknown or another tenant's: 404", example: 3 })
  @IsIdText(SALE_MSG.customer)
  customer_id: number;
}

/** The last price a customer paid for one grade. */
export class LastPriceDto {
  @ApiProperty({ enum: GRADES, example: 'B' }) grade: Grade;
  @ApiProperty({ description: 'Rupiah per kg of that line, decimal string with 2 decimals', example: '27500.00' }) unit_price: string;
  @ApiProperty({ description: 'Day of the sale it comes from (YYYY-MM-DD)', example: '2026-10-30' }) sale_date: string;
  @ApiProperty({ description: 'Id of that sale', example: 41 }) sale_id: number;
}

/** Answer of GET /api/egg-sales/last-prices. */
export class LastPricesDto {
  @ApiProperty({ example: 3 }) customer_id: number;
  @ApiProperty({ type: [LastPriceDto], description: 'One entry per grade the customer ever bought (A, B, C order): the line of the latest sale (by sale day, then id) not deleted; grades never bought are absent' })
  prices: LastPriceDto[];
}

/** Query of GET /api/egg-sales/list (and /api/reseller-sales/list). */
export class SaleListQuery {
  @ApiPropertyOptional({ description: 'First sale day (YYYY-MM-DD); default to − 13 days (part 2 §9)', example: '2026-10-20' })
  @IsOptional()
  @IsReadDate('from harus tanggal (YYYY-MM-DD).')
  from?: string;

  @ApiPropertyOptional({ description: 'Last sale day, inclusive (YYYY-MM-DD); default today. At most 731 days after from.', example: '2026-11-02' })
  @IsOptional()
  @IsReadDate('to harus tanggal (YYYY-MM-DD).')
  to?: string;

  @ApiPropertyOptional({ description: 'Only sales of this customer', example: 3 })
  @Transform(({ value }: { value: unknown }) => (value === '' || value === 'all' ? undefined : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value))
  @IsOptional()
  @IsId()
  customer_id?: number;

  @ApiPropertyOptional({ description: 'Only sales of this payment method; empty or all: every method', enum: [...SALE_METHODS, 'all'] })
  @Transform(({ value }: { value: unknown }) => (value === '' || value === 'all' ? undefined : value))
  @IsOptional()
  @IsOneOf(SALE_METHODS, 'payment harus cash, transfer, piutang atau all.')
  payment?: SaleMethod;
}

/** Availability figures of one grade. */
export class GradeAvailabilityDto {
  @ApiProperty({ description: 'Egg kg of this grade produced up to and including the day (all bagian)', example: 1520.4 }) prod_kg: number;
  @ApiProperty({ description: 'Kg of this grade sold up to and including the day', example: 1480 }) sold_kg: number;
  @ApiProperty({
    description:
      'The most that can be sold on the day without any later day going below zero: min over d ≥ day of (Σ produced ≤ d − Σ sold ≤ d), never below 0, rounded down to 2 decimals',
    example: 40.4,
  })
  avail_kg: number;
  @ApiProperty({ description: 'Kg still to be picked up by open pre-orders due on or after the day (informational: not subtracted from avail_kg)', example: 25 })
  reserved_kg: number;
}

/** The same figures as { a, b, c }. */
export class AbcDto {
  @ApiProperty() a: number;
  @ApiProperty() b: number;
  @ApiProperty() c: number;
}

/** Answer of GET /api/egg-sales/available (part 2 §3 'Availability per grade'). */
export class AvailabilityDto {
  @ApiProperty({ example: '2026-11-02' }) date: string;
  @ApiProperty({ type: GradeAvailabilityDto }) A: GradeAvailabilityDto;
  @ApiProperty({ type: GradeAvailabilityDto }) B: GradeAvailabilityDto;
  @ApiProperty({ type: GradeAvailabilityDto }) C: GradeAvailabilityDto;
  @ApiProperty({ description: 'Alternative shape: prod_kg per grade', type: AbcDto }) produced: AbcDto;
  @ApiProperty({ description: 'Alternative shape: sold_kg per grade', type: AbcDto }) sold: AbcDto;
  @ApiProperty({ description: 'Alternative shape: avail_kg per grade', type: AbcDto }) available: AbcDto;
  @ApiProperty({ description: 'Alternative shape: reserved_kg per grade', type: AbcDto }) reserved: AbcDto;
}

/** A row of the sale history (part 2 §3 'Egg sale'). */
export class SaleRowDto {
  @ApiProperty() sale_id: number;
  @ApiProperty({ example: '2026-11-02' }) sale_date: string;
  @ApiProperty({ description: 'Nota number: code of the sale\'s first journal (PT-YYMM-NNNN)', example: 'PT-2611-0001', nullable: true, type: String })
  finance_code: string | null;
  @ApiProperty({ description: 'Id of the journal now in force for this sale (the first one, or after an edit its replacement) — for the journal detail modal', nullable: true, type: Number })
  journal_id: number | null;
  @ApiProperty({ description: 'Code of that journal (PT-… or, after an edit, KR-…)', nullable: true, type: String }) journal_code: string | null;
  @ApiProperty() customer_id: number;
  @ApiProperty({ description: 'Customer name' }) customer: string;
  @ApiProperty({
    description: "cash/transfer: lunas. piutang: belum (nothing settled), sebagian (part), lunas (outstanding ≤ 0; negative = overpaid after an edit, to refund)",
    enum: PAYMENT_STATUSES,
  })
  payment_status: string;
  @ApiProperty({ enum: SALE_METHODS }) payment_method: SaleMethod;
  @ApiProperty({ nullable: true, type: String, description: 'Due day of a piutang sale' }) due_date: string | null;
  @money('total_amount − amount_returned − amount_paid − amount_discount (0 for cash/transfer; negative = a credit to refund, after a return or an edit that lowered a paid sale)', { example: '550000.00' })
  amount_outstanding: string;
  @money('Money received (Σ receipts minus refunds; for cash/transfer total − amount_returned: a return on those is paid back at once)', { example: '700000.00' }) amount_paid: string;
  @money('Σ the sale\'s returns (eggs taken back, at the sale line\'s price per kg)', { example: '0.00' }) amount_returned: string;
  @money('Settlement discounts granted (Σ receipt discounts)', { example: '0.00' }) amount_discount: string;
  @ApiProperty({ description: 'Grade A kg' }) kg_a: number;
  @ApiProperty() kg_b: number;
  @ApiProperty() kg_c: number;
  @ApiProperty() total_kg: number;
  @money('total_amount / total_kg, rupiah per kg', { example: '27450.00' }) avg_price_blended: string;
  @money('Σ line amounts', { example: '1250000.00' }) total_amount: string;
  @ApiProperty({ nullable: true, type: String }) notes: string | null;
  @ApiProperty({ nullable: true, type: Number, description: 'Pre-order this sale executed' }) preorder_id: number | null;
  @ApiProperty({
    description:
      'An open invoice of the opening balances (Saldo Awal): piutang, no lines (kg 0), its nota number SA-…/n; paid with the usual receipts, changed only on /saldo-awal (PUT/DELETE here answer 422)',
  })
  is_opening: boolean;
}

/** A line of a sale with its amount. */
export class SaleLineViewDto {
  @ApiProperty({ enum: GRADES }) grade: Grade;
  @ApiProperty({ example: 25.5 }) qty_kg: number;
  @money('Rupiah per kg (whole rupiah)', { example: '27500.00' }) unit_price: string;
  @money('qty_kg × unit_price', { example: '701250.00' }) amount: string;
}

/** A receipt (or refund) applied to the sale. */
export class SalePaymentDto {
  @ApiProperty() receipt_id: number;
  @ApiProperty({ example: '2026-11-05' }) receipt_date: string;
  @ApiProperty({ enum: ['cash', 'transfer'] }) method: string;
  @ApiProperty() is_refund: boolean;
  @money('Amount applied to this sale (negative for a refund)') amount_applied: string;
  @money('Discount granted on this sale') discount_applied: string;
  @ApiProperty({ nullable: true, type: String, description: 'Journal code of the receipt (PP-…)' }) journal_code: string | null;
  @ApiProperty({ nullable: true, type: String }) memo: string | null;
}

/** A line of a return: kg of a grade taken back at the sale line's price. */
export class SaleReturnLineViewDto {
  @ApiProperty({ enum: GRADES }) grade: Grade;
  @ApiProperty({ example: 2.5 }) qty_kg: number;
  @money('Rupiah per kg: the sale line\'s price', { example: '27500.00' }) unit_price: string;
  @money('round(qty_kg × unit_price, 2)', { example: '68750.00' }) amount: string;
}

/** A return on a sale (eggs taken back on return_date). */
export class SaleReturnDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: '2026-11-10' }) return_date: string;
  @ApiProperty({ description: 'Why the eggs came back (pecah, ditolak, …)' }) reason: string;
  @money('Σ line amounts') total_amount: string;
  @ApiProperty({ nullable: true, type: Number, description: 'Journal of the return (RP-…), for the journal detail modal' }) journal_id: number | null;
  @ApiProperty({ nullable: true, type: String, example: 'RP-2611-0001' }) journal_code: string | null;
  @ApiProperty({ type: [SaleReturnLineViewDto] }) lines: SaleReturnLineViewDto[];
}

/** Kg per grade that can still be returned: sold − already returned. */
export class ReturnableDto {
  @ApiProperty({ enum: GRADES }) grade: Grade;
  @ApiProperty({ description: 'Kg sold on the sale line' }) sold_kg: number;
  @ApiProperty({ description: 'Kg already returned' }) returned_kg: number;
  @ApiProperty({ description: 'sold_kg − returned_kg: the most a new return may take of this grade' }) returnable_kg: number;
  @money('Rupiah per kg of the sale line (whole rupiah)', { example: '27500.00' }) unit_price: string;
}

/** One returned grade in POST /api/egg-sales/{id}/returns. */
export class SaleReturnLineDto {
  @ApiProperty({ description: 'Grade A, B or C (lower case accepted), at most once per return', enum: GRADES })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @IsOneOf(GRADES, SALE_MSG.grade)
  grade: Grade;

  @ApiProperty({ description: 'Kg taken back, ≥ 0 with at most 2 decimals (a JSON number); lines with 0 kg are ignored', example: 2.5 })
  @IsDecimal({ min: 0, max: MAX_SALE_KG, decimals: 2 }, SALE_MSG.lineQty)
  qty_kg: number;
}

/** Body of POST /api/egg-sales/{id}/returns. */
export class SaleReturnCreateDto {
  @ApiProperty({
    description: "The day the eggs came back (YYYY-MM-DD): not before the sale's date (422), not after today (400 'Tanggal tidak boleh melewati hari ini.')",
    example: '2026-11-10',
  })
  @IsEntryDate(SALE_MSG.returnDate)
  return_date: string;

  @ApiProperty({ description: "Kg per grade taken back (at least one line with kg > 0, else 400 'Isi minimal satu Qty retur.')", type: [SaleReturnLineDto] })
  @IsNestedList(() => SaleReturnLineDto, SALE_MSG.returnLines)
  lines: SaleReturnLineDto[];

  @ApiProperty({ description: "Why (e.g. 'Telur pecah saat pengiriman'), 1–300 characters. Missing: 400 'Alasan retur wajib diisi.'", example: 'Telur pecah saat pengiriman' })
  @IsText(300, { missing: SALE_MSG.returnReason, invalid: SALE_MSG.returnReason, max: SALE_MSG.returnReasonMax }, { required: true })
  reason: string;
}

/** Header of a sale: the row fields plus what the nota needs. */
export class SaleHeaderDto extends SaleRowDto {
  @ApiProperty({ description: 'Same as sale_id' }) id: number;
  @ApiProperty({ nullable: true, type: String, description: 'Customer phone (62…)' }) customer_phone: string | null;
  @ApiProperty({ nullable: true, type: String }) customer_address: string | null;
  @ApiProperty({ description: 'Farm (tenant) name, for the nota', example: 'Kandang Sukamaju' }) farm_name: string;
  @ApiProperty({ description: 'Farm (tenant) code', example: 'SKM' }) farm_kode: string;
}

/** Answer of GET /api/egg-sales/{id}, POST and PUT: header, lines and payments — everything the nota shows. */
export class SaleDetailDto {
  @ApiProperty({ type: SaleHeaderDto }) header: SaleHeaderDto;
  @ApiProperty({ type: [SaleLineViewDto] }) lines: SaleLineViewDto[];
  @ApiProperty({ type: [SalePaymentDto], description: 'Receipts and refunds applied to the sale, oldest first' }) payments: SalePaymentDto[];
  @ApiProperty({ type: [SaleReturnDto], description: 'Returns on the sale, oldest first (their sum is header.amount_returned)' }) returns: SaleReturnDto[];
  @ApiProperty({ type: [ReturnableDto], description: 'Per grade of the sale: kg sold, returned and still returnable (what the Retur dialog offers)' }) returnable: ReturnableDto[];
}

/** Answer of DELETE /api/egg-sales/{id}. */
export class SaleDeletedDto {
  @ApiProperty({ example: true }) success: boolean;
  @ApiProperty() id: number;
  @ApiProperty({ nullable: true, type: String, description: 'Code of the reversal journal posted (RV-…)' }) reversal_code: string | null;
}

/** Totals of a sale list (the table footer), summed by the database. */
export class SaleTotalsDto {
  @ApiProperty({ description: 'Sales counted' }) count: number;
  @ApiProperty() kg_a: number;
  @ApiProperty() kg_b: number;
  @ApiProperty() kg_c: number;
  @ApiProperty() total_kg: number;
  @money('Σ total_amount') total_amount: string;
  @money('Σ amount_paid') amount_paid: string;
  @money('Σ amount_returned') amount_returned: string;
  @money('Σ amount_outstanding') amount_outstanding: string;
  @money('Σ total_amount / Σ total_kg') avg_price_blended: string;
}
