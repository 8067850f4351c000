import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { AGEING_BUCKETS, AgeingBucket } from '../../../common/ageing';
import { AgeingBucketsDto } from '../../../common/http/ageing-buckets.dto';
import { money } from '../../../common/http/api-money';
import { PHONE_INVALID } from '../../../common/phone';
import { ENTRY_WINDOW_DOC, IsEntryDate, IsReadDate, READ_WINDOW_DOC } from '../../../common/validation/dates';
import { IsId, IsInteger, IsNestedList, IsOneOf, IsPhone, IsRupiah, IsText } from '../../../common/validation/decorators';
import { Rule } from '../../../common/validation/rule';

/** Messages of the suppliers and payables API (issue #37 'Suppliers and payables'). */
export const SUPPLIER_MSG = {
  name: 'Nama pemasok wajib diisi.',
  nameTaken: 'Nama pemasok sudah dipakai.',
  phone: PHONE_INVALID,
  terms: 'Tempo harus 0–365 hari.',
  notFound: 'Pemasok tidak ditemukan.',
  date: 'Tanggal wajib diisi',
  supplier: 'Pilih pemasok.',
  method: 'Metode bayar harus cash atau transfer.',
  allocations: 'Pilih pembelian yang dibayar.',
  maxAllocations: 'Paling banyak 200 pembelian per pembayaran.',
  amount: 'Nilai bayar harus lebih dari 0 dengan paling banyak 2 angka desimal.',
  duplicate: 'Satu pembelian hanya sekali dalam satu pembayaran.',
  purchaseNotFound: 'Pembelian tidak ditemukan.',
  kind: 'kind harus pembelian atau saldo_awal.',
  asof: 'asof harus tanggal (YYYY-MM-DD).',
  from: 'from harus tanggal (YYYY-MM-DD).',
  to: 'to harus tanggal (YYYY-MM-DD).',
} as const;

/** Most allocations of one payment (bounded work per request). */
export const MAX_ALLOCATIONS = 200;
/** Longest range of a supplier statement (kartu hutang), days. */
export const MAX_SUPPLIER_STATEMENT_DAYS = 366;
/** Default range of a statement when `from` is left out, days ending at `to`. */
export const DEFAULT_SUPPLIER_STATEMENT_DAYS = 90;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Body of POST /api/suppliers and PUT /api/suppliers/{id}. */
export class SupplierBodyDto {
  @ApiProperty({ description: `Supplier name, 1–120 characters, unique in the farm (any case). Missing or blank: 400 '${SUPPLIER_MSG.name}'; taken: 409 '${SUPPLIER_MSG.nameTaken}'`, example: 'PT Pakan Jaya' })
  @Transform(trim)
  @IsText(120, { missing: SUPPLIER_MSG.name, invalid: SUPPLIER_MSG.name, max: 'Nama pemasok maksimal 120 karakter.' }, { required: true })
  name: string;

  @ApiPropertyOptional({
    description: `Phone, an Indonesian number (libphonenumber-js, region ID), stored as digits with the 62 prefix; else 400 '${PHONE_INVALID}'. Empty or null: no phone. On PUT: absent keeps it.`,
    example: '081234567890',
    nullable: true,
    type: String,
  })
  @IsPhone()
  phone?: string | null;

  @ApiPropertyOptional({ description: 'Address, at most 300 characters. On PUT: absent keeps it, null clears it.', nullable: true, type: String, example: 'Jl. Raya Blitar 5' })
  @IsOptional()
  @IsText(300, { invalid: 'Alamat harus berupa teks.', max: 'Alamat maksimal 300 karakter.' })
  address?: string | null;

  @ApiPropertyOptional({ description: `Payment terms: days from a credit purchase to its due date, whole 0–365 (default 0: due the same day). Else 400 '${SUPPLIER_MSG.terms}'. On PUT: absent keeps it.`, example: 14 })
  @IsOptional()
  @IsInteger({ min: 0, max: 365 }, SUPPLIER_MSG.terms)
  terms_days?: number;
}

/** A supplier. */
export class SupplierDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'PT Pakan Jaya' }) name: string;
  @ApiProperty({ description: 'Digits with the 62 prefix (chat link: https://wa.me/<phone>)', nullable: true, type: String, example: '6281234567890' }) phone: string | null;
  @ApiProperty({ nullable: true, type: String }) address: string | null;
  @ApiProperty({ description: 'Payment terms, days', example: 14 }) terms_days: number;
  @money('What the farm owes the supplier today: Σ open credit purchases') outstanding: string;
}

/** One purchase a supplier payment pays. */
export class SupplierAllocationDto {
  @ApiProperty({
    description: `A credit purchase (feed_txns id, method credit) of the payment's supplier, or with kind saldo_awal one of its opening payables (Saldo Awal). Missing: 400 '${SUPPLIER_MSG.allocations}'; unknown or another farm's: 404 '${SUPPLIER_MSG.purchaseNotFound}'`,
    example: 41,
  })
  @IsId({ missing: SUPPLIER_MSG.allocations })
  purchase_id: number;

  @ApiPropertyOptional({ enum: ['pembelian', 'saldo_awal'], description: `What purchase_id names: pembelian (default) a credit purchase, saldo_awal an opening payable (OpenPurchaseDto.kind). Else 400 '${SUPPLIER_MSG.kind}'` })
  @IsOptional()
  @IsOneOf(['pembelian', 'saldo_awal'], SUPPLIER_MSG.kind)
  kind?: 'pembelian' | 'saldo_awal';

  @ApiProperty({ description: `Rupiah paid on it, > 0 with at most 2 decimals; at most what the purchase still owes at the payment date (else 422). Bad: 400 '${SUPPLIER_MSG.amount}'`, example: 3000000 })
  @IsRupiah({ missing: SUPPLIER_MSG.amount, invalid: SUPPLIER_MSG.amount, min: SUPPLIER_MSG.amount, decimals: SUPPLIER_MSG.amount })
  amount: number;
}

/** Body of POST /api/supplier-payments. */
export class SupplierPaymentBodyDto {
  @ApiProperty({ description: "The supplier paid. Missing: 400 'Pilih pemasok.'; unknown or another farm's: 404 'Pemasok tidak ditemukan.'", example: 3 })
  @IsId(SUPPLIER_MSG.supplier)
  supplier_id: number;

  @ApiProperty({ description: `Day the money left (YYYY-MM-DD), not before a purchase it pays (422). Missing: 400 '${SUPPLIER_MSG.date}'. ${ENTRY_WINDOW_DOC}`, example: '2026-11-20' })
  @IsEntryDate({ missing: SUPPLIER_MSG.date, invalid: 'date harus tanggal (YYYY-MM-DD).' })
  date: string;

  @ApiProperty({ description: `cash (from Kas) or transfer (from Bank). Else 400 '${SUPPLIER_MSG.method}'`, enum: ['cash', 'transfer'] })
  @IsOneOf(['cash', 'transfer'], SUPPLIER_MSG.method)
  method: 'cash' | 'transfer';

  @ApiPropertyOptional({
    description:
      "The account the money leaves from: a Kas account (cash) or a Bank account (transfer), or one of their sub-accounts (GET /api/finance/accounts). Absent or null: Kas or Bank. 404 'Akun kas/bank tidak ditemukan.'; 422 'Akun … bukan akun Bank.' / '… bukan akun Kas.' / '… nonaktif.'",
    nullable: true,
    type: Number,
  })
  @IsOptional()
  @IsId()
  bank_account_id?: number | null;

  @ApiPropertyOptional({ description: 'Note, at most 200 characters', nullable: true, type: String })
  @IsOptional()
  @IsText(200)
  note?: string | null;

  @ApiProperty({ description: `Purchases paid, each once (1–${MAX_ALLOCATIONS}). None: 400 '${SUPPLIER_MSG.allocations}'; twice: 400 '${SUPPLIER_MSG.duplicate}'`, type: [SupplierAllocationDto] })
  @IsNestedList(() => SupplierAllocationDto, SUPPLIER_MSG.allocations)
  @Rule('maxAllocations', (v) => (Array.isArray(v) && v.length > MAX_ALLOCATIONS ? SUPPLIER_MSG.maxAllocations : null))
  allocations: SupplierAllocationDto[];
}

/** A posted supplier payment. */
export class SupplierPaymentDto {
  @ApiProperty() id: number;
  @ApiProperty() supplier_id: number;
  @ApiProperty({ example: '2026-11-20' }) date: string;
  @ApiProperty({ enum: ['cash', 'transfer'] }) method: 'cash' | 'transfer';
  @ApiProperty({ nullable: true, type: Number, description: 'The Kas/Bank account chosen; null: Kas (cash) or Bank (transfer)' }) bank_account_id: number | null;
  @money('Σ allocations') amount_total: string;
  @ApiProperty({ description: 'Code of its journal (Dr Hutang Usaha / Cr Kas/Bank)', example: 'BH-2611-0001' }) journal_code: string;
}

/** Query of GET /api/payables. */
export class PayablesQuery {
  @ApiPropertyOptional({ description: `The day read at, inclusive (YYYY-MM-DD): purchases and payments dated on or before it. Default the farm's today. Bad: 400 '${SUPPLIER_MSG.asof}'. ${READ_WINDOW_DOC}`, example: '2026-11-26' })
  @IsOptional()
  @IsReadDate(SUPPLIER_MSG.asof)
  asof?: string;
}

/** A credit purchase still open at asof. */
export class OpenPurchaseDto {
  @ApiProperty({ enum: ['pembelian', 'saldo_awal'], description: 'pembelian: a credit purchase; saldo_awal: what was owed at the start of the books (opening balances); a payment names it with this kind' }) kind: 'pembelian' | 'saldo_awal';
  @ApiProperty({ description: 'Purchase id (feed_txns), or the opening payable id when kind is saldo_awal' }) purchase_id: number;
  @ApiProperty({ nullable: true, type: String, description: "Code of the purchase's journal (PB-…), or the opening payable's nota number (SA-…/n)", example: 'PB-2611-0003' }) code: string | null;
  @ApiProperty({ example: '2026-11-02' }) date: string;
  @ApiProperty({ example: '2026-11-16' }) due_date: string;
  @ApiProperty({ description: "What was bought: the stock item and qty with its unit ('Saldo awal hutang' for an opening payable)", example: 'Pakan 1.000 kg' }) description: string;
  @money('qty × price + ongkir + bongkar (an opening payable: its amount)') total: string;
  @money('Paid by supplier payments dated on or before asof') paid: string;
  @money('total − paid') outstanding: string;
  @ApiProperty({ description: 'Days past the due date at asof, 0 when not yet due', example: 10 }) days_overdue: number;
  @ApiProperty({ enum: AGEING_BUCKETS }) bucket: AgeingBucket;
}

/** One supplier's payables at asof. */
export class SupplierPayableDto {
  @ApiProperty() supplier_id: number;
  @ApiProperty() name: string;
  @ApiProperty({ nullable: true, type: String, description: 'Phone with the 62 prefix' }) phone: string | null;
  @money('Σ outstanding of the open purchases (= Σ buckets)') outstanding: string;
  @ApiProperty({ type: AgeingBucketsDto }) buckets: AgeingBucketsDto;
  @ApiProperty({ type: [OpenPurchaseDto], description: 'Open credit purchases, oldest due date first' }) purchases: OpenPurchaseDto[];
}

/** Answer of GET /api/payables. */
export class PayablesDto {
  @ApiProperty({ example: '2026-11-26' }) asof: string;
  @ApiProperty({ type: [SupplierPayableDto], description: 'Suppliers owed something at asof, by name' }) suppliers: SupplierPayableDto[];
  @ApiProperty({ type: AgeingBucketsDto, description: 'Σ of every supplier per bucket' }) buckets: AgeingBucketsDto;
  @money('Σ outstanding of every supplier') total: string;
  @money("Balance of Hutang Usaha (and its sub-accounts) at asof, credit positive: equals total while only purchases and supplier payments post there (a control account); a difference is an older manual journal or an opening balance")
  ledger_balance: string;
}

/** Query of GET /api/suppliers/{id}/statement. */
export class SupplierStatementQuery {
  @ApiPropertyOptional({ description: `First day; default to − ${DEFAULT_SUPPLIER_STATEMENT_DAYS - 1}; at most ${MAX_SUPPLIER_STATEMENT_DAYS} days. Bad: 400 '${SUPPLIER_MSG.from}'. ${READ_WINDOW_DOC}` })
  @IsOptional()
  @IsReadDate(SUPPLIER_MSG.from)
  from?: string;

  @ApiPropertyOptional({ description: `Last day, inclusive; default today. Bad: 400 '${SUPPLIER_MSG.to}'. ${READ_WINDOW_DOC}` })
  @IsOptional()
  @IsReadDate(SUPPLIER_MSG.to)
  to?: string;
}

/** One row of a supplier statement. */
export class SupplierStatementRowDto {
  @ApiProperty({ enum: ['pembelian', 'pembayaran'], description: 'pembelian: a credit purchase (credit: the farm owes more); pembayaran: a payment (debit)' }) kind: 'pembelian' | 'pembayaran';
  @ApiProperty({ example: '2026-11-02' }) date: string;
  @ApiProperty({ nullable: true, type: String, description: 'Journal code (PB-… / BH-…)' }) code: string | null;
  @ApiProperty({ description: 'Purchase id or payment id' }) ref_id: number;
  @ApiProperty({ nullable: true, type: String, description: 'What was bought (with its due date), or the payment note' }) description: string | null;
  @money('Paid (the farm owes less)') debit: string;
  @money('Bought on credit (the farm owes more)') credit: string;
  @money('Owed after this row') balance: string;
}

/** Answer of GET /api/suppliers/{id}/statement (kartu hutang). */
export class SupplierStatementDto {
  @ApiProperty() supplier_id: number;
  @ApiProperty() name: string;
  @ApiProperty({ nullable: true, type: String }) phone: string | null;
  @ApiProperty({ nullable: true, type: String }) address: string | null;
  @ApiProperty() from: string;
  @ApiProperty() to: string;
  @money('Owed at the end of the day before from') opening_balance: string;
  @ApiProperty({ type: [SupplierStatementRowDto], description: 'Rows dated from..to: by date, purchases before payments on one day, then by id' }) rows: SupplierStatementRowDto[];
  @money('Σ debit (paid)') total_debit: string;
  @money('Σ credit (bought)') total_credit: string;
  @money('opening_balance + total_credit − total_debit: owed at the end of to') closing_balance: string;
}
