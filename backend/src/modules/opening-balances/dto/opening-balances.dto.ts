import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsOptional, ValidateNested } from 'class-validator';
import { ENTRY_WINDOW_DOC, IsEntryDate, IsReadDate } from '../../../common/validation/dates';
import { IsDecimal, IsId, IsNestedList, IsRupiah } from '../../../common/validation/decorators';

/** Most rows of each list of the opening balances (bounded work per request). */
export const OPENING_LIMITS = { banks: 50, invoices: 500, payables: 500, others: 100 } as const;

/** Largest amount of one opening figure, rupiah (a numeric(18,2) keeps 16 digits). */
export const MAX_OPENING_AMOUNT = 1e13;

/** Messages of the opening balances (Saldo Awal). */
export const OPENING_MSG = {
  startDate: 'Tanggal mulai wajib diisi (YYYY-MM-DD).',
  amount: 'Jumlah harus angka ≥ 0 dengan maksimal 2 angka desimal.',
  amountMax: 'Jumlah maksimal Rp 10.000.000.000.000.',
  banks: `Rekening bank maksimal ${OPENING_LIMITS.banks} baris.`,
  invoices: `Tagihan piutang maksimal ${OPENING_LIMITS.invoices} baris.`,
  others: `Aset/kewajiban lain maksimal ${OPENING_LIMITS.others} baris.`,
  payables: `Hutang pemasok maksimal ${OPENING_LIMITS.payables} baris.`,
  supplier: 'Pemasok wajib dipilih.',
  invoiceDate: 'Tanggal tagihan wajib diisi (YYYY-MM-DD).',
  dueDate: 'Jatuh tempo wajib diisi (YYYY-MM-DD).',
  account: 'Akun wajib dipilih.',
  customer: 'Pelanggan wajib dipilih.',
  qty: 'Qty pakan harus angka 0 … 1.000.000.000 kg dengan maksimal 3 angka desimal.',
  empty: 'Isi minimal satu saldo awal.',
  invoiceAmount: 'Jumlah tagihan harus lebih dari 0.',
} as const;

const amountRule = () => IsRupiah({ missing: OPENING_MSG.amount, invalid: OPENING_MSG.amount, min: OPENING_MSG.amount, decimals: OPENING_MSG.amount, max: OPENING_MSG.amountMax }, MAX_OPENING_AMOUNT);
const MONEY_IN = 'Rupiah ≥ 0 as a JSON number with at most 2 decimals, at most 1e13';
const MONEY_OUT = 'Rupiah as a decimal string with 2 decimals ("1250000.00")';

/** An amount on one account (a Bank account, or another asset/liability/equity account). */
export class OpeningAccountAmountDto {
  @ApiProperty({ description: `Account id. Missing: '${OPENING_MSG.account}'; unknown: 404; wrong kind of account: 422 naming it`, example: 2 })
  @IsId({ missing: OPENING_MSG.account, invalid: OPENING_MSG.account })
  account_id: number;

  @ApiProperty({ description: `${MONEY_IN}, on the account's normal side (asset: debit; liability and equity: credit). Else 400 '${OPENING_MSG.amount}'`, example: 2500000 })
  @amountRule()
  amount: number;
}

/** One open invoice of a customer at the start date. */
export class OpeningInvoiceDto {
  @ApiPropertyOptional({ description: 'Id of an opening invoice already stored (GET answers it): keeps it and its payments; without it a new invoice is created. 404 when it is not one', example: 12 })
  @IsOptional()
  @IsId()
  id?: number;

  @ApiProperty({ description: `Customer id. Missing: '${OPENING_MSG.customer}'; unknown or another farm's: 404 'Pelanggan tidak ditemukan (id …).'`, example: 3 })
  @IsId({ missing: OPENING_MSG.customer, invalid: OPENING_MSG.customer })
  customer_id: number;

  @ApiProperty({ description: `Date of the invoice, at most the day before start_date (else 400). ${ENTRY_WINDOW_DOC}`, example: '2026-10-20' })
  @IsEntryDate({ missing: OPENING_MSG.invoiceDate, invalid: OPENING_MSG.invoiceDate })
  invoice_date: string;

  @ApiProperty({ description: 'Due date, not before invoice_date (else 400 \'Jatuh tempo tidak boleh sebelum tanggal tagihan.\')', example: '2026-11-20' })
  @IsReadDate({ missing: OPENING_MSG.dueDate, invalid: OPENING_MSG.dueDate })
  due_date: string;

  @ApiProperty({ description: `What the customer still owes on it, ${MONEY_IN}, > 0 (else 400 '${OPENING_MSG.invoiceAmount}')`, example: 1200000 })
  @amountRule()
  amount: number;
}

/** One open bill the farm owed a supplier at the start date (Hutang; issue #37). */
export class OpeningPayableDto {
  @ApiPropertyOptional({ description: 'Id of an opening payable already stored (GET answers it): keeps it and its payments; without it a new one is created. 404 when it is not one', example: 4 })
  @IsOptional()
  @IsId()
  id?: number;

  @ApiProperty({ description: `Supplier id. Missing: '${OPENING_MSG.supplier}'; unknown or another farm's: 404 'Pemasok tidak ditemukan (id …).'`, example: 2 })
  @IsId({ missing: OPENING_MSG.supplier, invalid: OPENING_MSG.supplier })
  supplier_id: number;

  @ApiProperty({ description: `Date of the bill, at most the day before start_date (else 400). ${ENTRY_WINDOW_DOC}`, example: '2026-10-15' })
  @IsEntryDate({ missing: OPENING_MSG.invoiceDate, invalid: OPENING_MSG.invoiceDate })
  invoice_date: string;

  @ApiProperty({ description: "Due date, not before invoice_date (else 400 'Jatuh tempo tidak boleh sebelum tanggal hutang.')", example: '2026-11-15' })
  @IsReadDate({ missing: OPENING_MSG.dueDate, invalid: OPENING_MSG.dueDate })
  due_date: string;

  @ApiProperty({ description: `What the farm still owes on it, ${MONEY_IN}, > 0 (else 400 'Hutang baris n: Jumlah hutang harus lebih dari 0.')`, example: 4000000 })
  @amountRule()
  amount: number;
}

/** The feed in stock at the start date. */
export class OpeningFeedDto {
  @ApiProperty({ description: `Kg in stock, 0 … 1e9 with at most 3 decimals (0: no feed). Else 400 '${OPENING_MSG.qty}'. With kg > 0 the value must be > 0`, example: 2000 })
  @IsDecimal({ min: 0, max: 1e9, decimals: 3 }, { missing: OPENING_MSG.qty, invalid: OPENING_MSG.qty, min: OPENING_MSG.qty, max: OPENING_MSG.qty, decimals: OPENING_MSG.qty })
  qty_kg: number;

  @ApiProperty({ description: `Value of that stock, ${MONEY_IN}; its cost per kg (value ÷ kg) starts the moving average`, example: 15000000 })
  @amountRule()
  value: number;
}

/**
 * Body of PUT /api/finance/opening-balances: the farm's figures as of the start of `start_date`.
 * Posted as one opening journal (SA-…) dated start_date − 1; the difference goes to Saldo Awal
 * Ekuitas.
 */
export class OpeningBalancesBodyDto {
  @ApiProperty({
    description: `First day the farm keeps its books here (YYYY-MM-DD); the opening journal is dated the day before. Missing: '${OPENING_MSG.startDate}'. ${ENTRY_WINDOW_DOC} 422 when a document (journal) or a feed purchase, sale or adjustment is dated before it`,
    example: '2026-11-01',
  })
  @IsEntryDate({ missing: OPENING_MSG.startDate, invalid: OPENING_MSG.startDate })
  start_date: string;

  @ApiProperty({ description: `Cash on hand (Kas), ${MONEY_IN}`, example: 5000000 })
  @amountRule()
  kas: number;

  @ApiProperty({
    type: [OpeningAccountAmountDto],
    description: `Balance of each Bank account (the Bank system account or one of its sub-accounts; each at most once; else 422/400), at most ${OPENING_LIMITS.banks} rows`,
  })
  @IsNestedList(() => OpeningAccountAmountDto)
  @ArrayMaxSize(OPENING_LIMITS.banks, { message: OPENING_MSG.banks })
  banks: OpeningAccountAmountDto[];

  @ApiProperty({
    type: [OpeningInvoiceDto],
    description: `Open invoices of customers (one or more per customer), at most ${OPENING_LIMITS.invoices}. They become open piutang invoices paid with Terima Pembayaran`,
  })
  @IsNestedList(() => OpeningInvoiceDto)
  @ArrayMaxSize(OPENING_LIMITS.invoices, { message: OPENING_MSG.invoices })
  invoices: OpeningInvoiceDto[];

  @ApiPropertyOptional({
    type: [OpeningPayableDto],
    description: `Open bills owed to suppliers (one or more per supplier; absent: none), at most ${OPENING_LIMITS.payables}. Posted Cr Hutang Usaha; they show on Hutang (/api/payables) and the kartu hutang and are paid with Bayar Hutang (allocation kind saldo_awal)`,
  })
  @IsOptional()
  @IsNestedList(() => OpeningPayableDto)
  @ArrayMaxSize(OPENING_LIMITS.payables, { message: OPENING_MSG.payables })
  payables?: OpeningPayableDto[];

  @ApiPropertyOptional({ type: OpeningFeedDto, nullable: true, description: 'Feed in stock (null or kg 0: none)' })
  @IsOptional()
  @ValidateNested({ message: 'feed tidak valid.' })
  @Type(() => OpeningFeedDto)
  feed?: OpeningFeedDto | null;

  @ApiProperty({
    type: [OpeningAccountAmountDto],
    description: `Other assets, liabilities and equity by account (not Kas/Bank, not Saldo Awal Ekuitas, not the control accounts Piutang Usaha, Persediaan Pakan, Penjualan Telur or their sub-accounts: 422 naming the account), each at most once, at most ${OPENING_LIMITS.others} rows`,
  })
  @IsNestedList(() => OpeningAccountAmountDto)
  @ArrayMaxSize(OPENING_LIMITS.others, { message: OPENING_MSG.others })
  others: OpeningAccountAmountDto[];
}

/** A journal reference. */
export class OpeningJournalRefDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'SA-2610-0001' }) code: string;
  @ApiProperty({ example: '2026-10-31' }) trx_date: string;
}

/** An account amount as answered. */
export class OpeningAccountLineDto {
  @ApiProperty() account_id: number;
  @ApiProperty({ example: '1-210' }) code: string;
  @ApiProperty({ example: 'Bank BCA' }) name: string;
  @ApiProperty({ enum: ['asset', 'liability', 'equity'] }) type: string;
  @ApiProperty({ type: String, description: MONEY_OUT, example: '2500000.00' }) amount: string;
}

/** An opening invoice as answered. */
export class OpeningInvoiceRowDto {
  @ApiProperty({ description: 'Id of the invoice (an egg_sales row marked opening): send it back to keep the invoice' }) id: number;
  @ApiProperty() customer_id: number;
  @ApiProperty() customer: string;
  @ApiProperty({ example: '2026-10-20' }) invoice_date: string;
  @ApiProperty({ example: '2026-11-20', nullable: true, type: String }) due_date: string | null;
  @ApiProperty({ type: String, description: MONEY_OUT }) amount: string;
  @ApiProperty({ type: String, description: `Paid on it so far (receipts), ${MONEY_OUT}` }) paid: string;
  @ApiProperty({ type: String, description: `Settlement discount granted on it, ${MONEY_OUT}` }) discount: string;
  @ApiProperty({ type: String, nullable: true, description: 'Its nota number: the opening journal code and its place (SA-2610-0001/1)' }) finance_code: string | null;
  @ApiProperty({ description: 'True when it has received a payment: it cannot be removed and its customer cannot change' }) has_payments: boolean;
}

/** An opening payable as answered. */
export class OpeningPayableRowDto {
  @ApiProperty({ description: 'Id of the opening payable: send it back to keep it' }) id: number;
  @ApiProperty() supplier_id: number;
  @ApiProperty() supplier: string;
  @ApiProperty({ example: '2026-10-15' }) invoice_date: string;
  @ApiProperty({ example: '2026-11-15' }) due_date: string;
  @ApiProperty({ type: String, description: MONEY_OUT }) amount: string;
  @ApiProperty({ type: String, description: `Paid on it so far (supplier payments), ${MONEY_OUT}` }) paid: string;
  @ApiProperty({ description: 'Its nota number: the opening journal code and its place (SA-2610-0001/1)' }) code: string;
  @ApiProperty({ description: 'True when a payment paid on it: it cannot be removed and its supplier cannot change' }) has_payments: boolean;
}

/** The feed stock at the opening as answered. */
export class OpeningFeedRowDto {
  @ApiProperty() qty_kg: number;
  @ApiProperty({ type: String, description: MONEY_OUT }) value: string;
}

/** Answer of GET/PUT /api/finance/opening-balances. */
export class OpeningBalancesDto {
  @ApiProperty({ description: 'False until the opening balances are posted (the other fields are then empty)' }) posted: boolean;
  @ApiProperty({ nullable: true, type: String, example: '2026-11-01' }) start_date: string | null;
  @ApiProperty({ type: String, description: `Kas, ${MONEY_OUT}` }) kas: string;
  @ApiProperty({ type: [OpeningAccountLineDto] }) banks: OpeningAccountLineDto[];
  @ApiProperty({ type: [OpeningInvoiceRowDto] }) invoices: OpeningInvoiceRowDto[];
  @ApiProperty({ type: [OpeningPayableRowDto], description: 'Open bills owed to suppliers at the start date' }) payables: OpeningPayableRowDto[];
  @ApiProperty({ type: OpeningFeedRowDto, nullable: true }) feed: OpeningFeedRowDto | null;
  @ApiProperty({ type: [OpeningAccountLineDto] }) others: OpeningAccountLineDto[];
  @ApiProperty({ type: String, description: `Σ debit of the opening journal before the equity line (assets), ${MONEY_OUT}` }) total_assets: string;
  @ApiProperty({ type: String, description: `Σ liabilities (opening payables included) and other equity entered, ${MONEY_OUT}` }) total_liabilities: string;
  @ApiProperty({ type: String, description: `Saldo Awal Ekuitas = assets − liabilities and other equity (negative: a debit), ${MONEY_OUT}`, example: '22500000.00' }) equity: string;
  @ApiProperty({ type: OpeningJournalRefDto, nullable: true, description: 'The opening journal in force' }) journal: OpeningJournalRefDto | null;
}
