import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IsReadDate, READ_WINDOW_DOC } from '../../../common/validation/dates';
import { money } from '../../../common/http/api-money';
import { AGEING_BUCKETS, AgeingBucket } from '../../../common/ageing';
import { AgeingBucketsDto } from '../../../common/http/ageing-buckets.dto';

export { AGEING_BUCKETS, AgeingBucketsDto };
export type { AgeingBucket };

/** Messages of the receivables reads. */
export const RECEIVABLES_MSG = {
  asof: 'asof harus tanggal (YYYY-MM-DD).',
  from: 'from harus tanggal (YYYY-MM-DD).',
  to: 'to harus tanggal (YYYY-MM-DD).',
} as const;

/** Longest range of a statement (kartu piutang), days. */
export const MAX_STATEMENT_DAYS = 366;
/** Default range of a statement when `from` is left out, days ending at `to`. */
export const DEFAULT_STATEMENT_DAYS = 90;

/**
 * Kinds of the rows of a statement: sales on credit (debit), returns on them (retur, credit),
 * receipts (credit), settlement discounts granted with a receipt (credit), refunds (debit) and the
 * open invoices of the opening balances (saldo_awal, debit).
 */
export const STATEMENT_KINDS = ['penjualan', 'retur', 'penerimaan', 'potongan', 'refund', 'saldo_awal'] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];

/** Query of GET /api/receivables. */
export class ReceivablesQuery {
  @ApiPropertyOptional({
    description: `The day the receivables are read at, inclusive (YYYY-MM-DD): sales dated on or before it, receipts and refunds dated on or before it. Default the farm's today. Bad: 400 '${RECEIVABLES_MSG.asof}'. ${READ_WINDOW_DOC}`,
    example: '2026-11-26',
  })
  @IsOptional()
  @IsReadDate(RECEIVABLES_MSG.asof)
  asof?: string;
}

/** One open invoice (a piutang sale not settled at asof). */
export class OpenInvoiceDto {
  @ApiProperty() sale_id: number;
  @ApiProperty({ description: 'Nota number (code of the sale\'s first journal, PT-YYMM-NNNN)', nullable: true, type: String, example: 'PT-2611-0001' })
  sale_code: string | null;
  @ApiProperty({ example: '2026-10-02' }) sale_date: string;
  @ApiProperty({
    description: 'Due day the ageing uses: the sale\'s due date, or its sale date when the sale has none (due at once: customers have no payment terms)',
    example: '2026-10-16',
  })
  due_date: string;
  @ApiProperty({ description: 'True when the sale has no due date of its own and due_date is its sale date' }) due_date_assumed: boolean;
  @money('Sale total (0 for a deleted sale that still has receipts after asof)') total: string;
  @money('Returns on the sale dated on or before asof (eggs taken back, at the sale price)', { example: '0.00' }) returned: string;
  @money('Money received on the sale up to asof: receipts minus refunds dated on or before asof', { example: '500000.00' }) paid: string;
  @money('Settlement discounts granted on the sale up to asof', { example: '0.00' }) discount: string;
  @money('total − returned − paid − discount at asof; negative when more was paid than owed (a credit to refund)', { example: '750000.00' }) outstanding: string;
  @ApiProperty({ description: 'Days past the due date at asof (asof − due_date), 0 when not yet due', example: 41 }) days_overdue: number;
  @ApiProperty({ enum: AGEING_BUCKETS, description: 'The ageing bucket of days_overdue' }) bucket: AgeingBucket;
}

/** One customer's receivables at asof. */
export class CustomerReceivableDto {
  @ApiProperty() customer_id: number;
  @ApiProperty({ description: 'Customer name' }) customer: string;
  @ApiProperty({ nullable: true, type: String, description: 'Phone with the 62 prefix (WhatsApp)' }) phone: string | null;
  @ApiProperty({ type: AgeingBucketsDto, description: 'Σ outstanding of the open invoices per bucket' }) buckets: AgeingBucketsDto;
  @money('Σ outstanding of the open invoices (= Σ buckets)') total: string;
  @ApiProperty({ type: [OpenInvoiceDto], description: 'Open invoices, oldest due date first' }) invoices: OpenInvoiceDto[];
}

/** Answer of GET /api/receivables. */
export class ReceivablesDto {
  @ApiProperty({ example: '2026-11-26' }) asof: string;
  @ApiProperty({ type: [CustomerReceivableDto], description: 'Customers with open invoices at asof, by name' }) customers: CustomerReceivableDto[];
  @ApiProperty({ type: AgeingBucketsDto, description: 'Σ of every customer per bucket' }) buckets: AgeingBucketsDto;
  @money('Σ outstanding of every open invoice (= Σ customer totals = Σ buckets)') total: string;
  @money(
    'Balance of Piutang Usaha (and its sub-accounts) in the journal at asof (Σ debit − Σ credit of lines dated on or before asof). Equals total while only sales, receipts and refunds post there; a difference comes from manual journals on the account',
  )
  ledger_balance: string;
}

/** Query of GET /api/customers/{id}/statement. */
export class StatementQuery {
  @ApiPropertyOptional({
    description: `First day (YYYY-MM-DD); default to − ${DEFAULT_STATEMENT_DAYS - 1}. At most ${MAX_STATEMENT_DAYS} days up to to, else 400 'Rentang tanggal maksimal ${MAX_STATEMENT_DAYS} hari.'. Bad: 400 '${RECEIVABLES_MSG.from}'. ${READ_WINDOW_DOC}`,
    example: '2026-11-01',
  })
  @IsOptional()
  @IsReadDate(RECEIVABLES_MSG.from)
  from?: string;

  @ApiPropertyOptional({
    description: `Last day, inclusive (YYYY-MM-DD); default the farm's today. Before from: 400 'Tanggal mulai tidak boleh sesudah tanggal akhir.'. Bad: 400 '${RECEIVABLES_MSG.to}'. ${READ_WINDOW_DOC}`,
    example: '2026-11-30',
  })
  @IsOptional()
  @IsReadDate(RECEIVABLES_MSG.to)
  to?: string;
}

/** One row of a statement. */
export class StatementRowDto {
  @ApiProperty({
    enum: STATEMENT_KINDS,
    description:
      'penjualan: a sale on credit (debit); retur: eggs of such a sale taken back (credit, on the return day); penerimaan: money received (credit); potongan: settlement discount granted with a receipt (credit); refund: money paid back (debit); saldo_awal: an open invoice of the opening balances (debit, code SA-…/n)',
  })
  kind: StatementKind;
  @ApiProperty({ example: '2026-11-02' }) date: string;
  @ApiProperty({ nullable: true, type: String, description: 'Nota number of a sale (PT-…), journal code of a receipt or refund (PP-…)', example: 'PT-2611-0001' })
  code: string | null;
  @ApiProperty({ description: 'The sale id (penjualan) or the receipt id (penerimaan, potongan, refund)' }) ref_id: number;
  @ApiProperty({ nullable: true, type: String, description: 'Notes of the sale or memo of the receipt' }) description: string | null;
  @money('What the customer owes more', { example: '1250000.00' }) debit: string;
  @money('What the customer owes less', { example: '0.00' }) credit: string;
  @money('Balance after this row: opening + Σ (debit − credit) up to it') balance: string;
}

/** Answer of GET /api/customers/{id}/statement (kartu piutang). */
export class StatementDto {
  @ApiProperty() customer_id: number;
  @ApiProperty({ description: 'Customer name' }) customer: string;
  @ApiProperty({ nullable: true, type: String, description: 'Phone with the 62 prefix (WhatsApp)' }) phone: string | null;
  @ApiProperty({ nullable: true, type: String }) address: string | null;
  @ApiProperty({ example: '2026-11-01' }) from: string;
  @ApiProperty({ example: '2026-11-30' }) to: string;
  @money('What the customer owed at the end of the day before from') opening_balance: string;
  @ApiProperty({ type: [StatementRowDto], description: 'Rows dated from..to: by date, sales before receipts on one day, then by id' }) rows: StatementRowDto[];
  @money('Σ debit of the rows') total_debit: string;
  @money('Σ credit of the rows') total_credit: string;
  @money('opening_balance + total_debit − total_credit: what the customer owes at the end of to') closing_balance: string;
}
