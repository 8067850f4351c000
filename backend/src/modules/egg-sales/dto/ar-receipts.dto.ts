import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { IsEntryDate } from '../../../common/validation/dates';
import { IsFlag, IsId, IsNestedList, IsOneOf, IsText } from '../../../common/validation/decorators';
import { Rule } from '../../../common/validation/rule';
import { toCents } from '../../../common/money';

/** Messages of spec part 2 §5 'Receipt' and of the receipt API. */
export const RECEIPT_MSG = {
  refundDiscount: 'Refund tidak boleh digabung dengan diskon. Kosongkan Diskon.',
  refundTooMuch: 'Nilai refund melebihi total yang sudah dibayar.',
  noCredit: 'Tidak ada kelebihan bayar untuk direfund.',
  aboveCredit: 'Nilai refund melebihi kelebihan bayar nota ini',
  nothing: 'Isi nilai pembayaran atau diskon.',
  tooMuch: 'Nilai melebihi sisa nota.',
  otherCustomer: 'Nota ini tidak terkait customer.',
  settled: 'Nota sudah lunas.',
  date: 'Tanggal pembayaran wajib diisi (YYYY-MM-DD).',
  customer: 'Pelanggan wajib diisi.',
  method: 'Pilih metode bayar.',
  allocations: 'Pilih nota yang dibayar.',
  refundNothing: 'Isi nilai refund.',
  negative: 'Nilai pembayaran tidak boleh negatif.',
  notPiutang: 'Pembayaran dan refund hanya untuk penjualan piutang; penjualan tunai/transfer sudah lunas saat dijual.',
  beforeSale: 'Tanggal pembayaran tidak boleh sebelum tanggal penjualan.',
  fee: 'Biaya admin bank melebihi nilai pembayaran.',
  discountTotal: 'Diskon total harus sama dengan jumlah diskon per nota.',
  duplicate: 'Nota yang sama muncul lebih dari sekali.',
} as const;

/** Largest amount of one field, rupiah. */
const MAX_RUPIAH = 10n ** 13n * 100n;

/** A rupiah amount sent as a number or a numeric string with at most 2 decimals (negative only when `signed`). */
function Rupiah(message: string, signed = false): PropertyDecorator {
  return Rule('rupiah', (value) => {
    if (value === undefined || value === null || value === '') return null;
    const c = toCents(value);
    return c !== null && (signed || c >= 0n) && (c < 0n ? -c : c) <= MAX_RUPIAH ? null : message;
  });
}

const MONEY_IN = 'Rupiah as a number or a numeric string with at most 2 decimals ("150000", "150000.50")';

/** One sale a receipt settles (or refunds). */
export class AllocationDto {
  @ApiProperty({ description: 'Sale id (a piutang sale of the receipt\'s customer)', example: 12 })
  @IsId({ missing: RECEIPT_MSG.allocations })
  sale_id: number;

  @ApiPropertyOptional({
    description: `${MONEY_IN}. Money applied to this sale (default 0). For a refund (is_refund true) the amount paid back — sent positive or negative, its size counts — at most what was paid, and at most the sale's credit (what was paid above its total after returns and discounts).`,
    type: String,
    example: '500000',
  })
  @IsOptional()
  @Rupiah('amount_applied harus angka rupiah dengan paling banyak 2 angka di belakang koma.', true)
  amount_applied?: number | string;

  @ApiPropertyOptional({ description: `${MONEY_IN}, ≥ 0. Settlement discount granted on this sale (default 0). Not with a refund.`, type: String, example: '0' })
  @IsOptional()
  @Rupiah('discount_applied harus angka rupiah ≥ 0 dengan paling banyak 2 angka di belakang koma.')
  discount_applied?: number | string;
}

/** Body of POST /api/ar-receipts (part 2 §3 'Receipt', §5, §7). */
export class ReceiptCreateDto {
  @ApiProperty({ description: "Day the money was received or paid back (YYYY-MM-DD): not after today, not before the sale", example: '2026-11-05' })
  @IsEntryDate(RECEIPT_MSG.date)
  receipt_date: string;

  @ApiProperty({ description: "Customer paying (every allocated sale must be theirs, else 422 'Nota ini tidak terkait customer.')", example: 3 })
  @IsId(RECEIPT_MSG.customer)
  customer_id: number;

  @ApiProperty({ description: "cash (into Kas) or transfer (into Bank). Missing: 400 'Pilih metode bayar.'", enum: ['cash', 'transfer'] })
  @IsOneOf(['cash', 'transfer'], RECEIPT_MSG.method)
  method: 'cash' | 'transfer';

  @ApiPropertyOptional({ description: 'Note (default: a settlement note naming the notas), at most 300 characters', nullable: true, type: String })
  @IsOptional()
  @IsText(300)
  memo?: string | null;

  @ApiPropertyOptional({
    description: `${MONEY_IN}, ≥ 0. Bank admin fee (Biaya Admin Bank): deducted from the money received (not more than it), or paid on top of a refund. Default 0.`,
    type: String,
    example: '6500',
  })
  @IsOptional()
  @Rupiah('bank_fee harus angka rupiah ≥ 0 dengan paling banyak 2 angka di belakang koma.')
  bank_fee?: number | string;

  @ApiPropertyOptional({
    description: `${MONEY_IN}, ≥ 0. Σ discount_applied (checked; with one allocation and no discount_applied, it becomes that allocation's discount). Default Σ discount_applied.`,
    type: String,
    example: '0',
  })
  @IsOptional()
  @Rupiah('discount_total harus angka rupiah ≥ 0 dengan paling banyak 2 angka di belakang koma.')
  discount_total?: number | string;

  @ApiPropertyOptional({ description: 'true: money paid back to the customer (refund); default false', example: false })
  @Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsOptional()
  @IsFlag()
  is_refund?: boolean;

  @ApiProperty({ description: "Sales settled, each at most once (1–200). None: 400 'Pilih nota yang dibayar.'", type: [AllocationDto] })
  @IsNestedList(() => AllocationDto, RECEIPT_MSG.allocations)
  @Rule('maxAllocations', (v) => (Array.isArray(v) && v.length > 200 ? 'Paling banyak 200 nota per pembayaran.' : null))
  allocations: AllocationDto[];
}

/** An allocation of a posted receipt, with the sale's state after it. */
export class AllocationViewDto {
  @ApiProperty() sale_id: number;
  @ApiProperty({ nullable: true, type: String, description: 'Nota number of the sale' }) finance_code: string | null;
  @ApiProperty({ type: String, description: 'Applied to the sale, rupiah (negative for a refund)', example: '500000.00' }) amount_applied: string;
  @ApiProperty({ type: String, example: '0.00' }) discount_applied: string;
  @ApiProperty({ type: String, description: "The sale's outstanding after this receipt", example: '250000.00' }) amount_outstanding: string;
  @ApiProperty({ type: String, description: "The sale's amount paid after this receipt", example: '500000.00' }) amount_paid: string;
  @ApiProperty({ enum: ['belum', 'sebagian', 'lunas'] }) payment_status: string;
}

/** Answer of POST /api/ar-receipts. */
export class ReceiptDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: '2026-11-05' }) receipt_date: string;
  @ApiProperty() customer_id: number;
  @ApiProperty({ enum: ['cash', 'transfer'] }) method: string;
  @ApiProperty({ nullable: true, type: String }) memo: string | null;
  @ApiProperty() is_refund: boolean;
  @ApiProperty({ type: String, description: 'Money received (or paid back for a refund), before the bank fee', example: '500000.00' }) amount_total: string;
  @ApiProperty({ type: String, example: '0.00' }) discount_total: string;
  @ApiProperty({ type: String, example: '6500.00' }) bank_fee: string;
  @ApiProperty({ nullable: true, type: Number }) journal_id: number | null;
  @ApiProperty({ nullable: true, type: String, description: 'Journal code (PP-YYMM-NNNN)' }) journal_code: string | null;
  @ApiProperty({ type: [AllocationViewDto] }) allocations: AllocationViewDto[];
}
