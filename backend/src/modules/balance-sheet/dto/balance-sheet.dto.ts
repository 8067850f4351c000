import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IsReadDate, READ_WINDOW_DOC } from '../../../common/validation/dates';
import { apiMoney, MONEY_SOURCE } from '../../../common/http/api-money';

const money = apiMoney(MONEY_SOURCE.summed);

/** Longest range of the trial balance, days (a leap year). */
export const TRIAL_BALANCE_MAX_DAYS = 366;

/** Query of GET /api/finance/balance-sheet. */
export class BalanceSheetQuery {
  @ApiPropertyOptional({ description: `Day of the balance sheet (YYYY-MM-DD), inclusive; default the farm's today. ${READ_WINDOW_DOC}`, example: '2026-11-30' })
  @IsOptional()
  @IsReadDate()
  date?: string;
}

/** Query of GET /api/finance/trial-balance. */
export class TrialBalanceQuery {
  @ApiPropertyOptional({ description: `First day (YYYY-MM-DD); default 1 January of the end's year. ${READ_WINDOW_DOC}`, example: '2026-01-01' })
  @IsOptional()
  @IsReadDate()
  start?: string;

  @ApiPropertyOptional({
    description: `Last day, inclusive (YYYY-MM-DD); default the farm's today. At most ${TRIAL_BALANCE_MAX_DAYS} days from start, else 400 'Rentang tanggal maksimal ${TRIAL_BALANCE_MAX_DAYS} hari.'. ${READ_WINDOW_DOC}`,
    example: '2026-11-30',
  })
  @IsOptional()
  @IsReadDate()
  end?: string;
}

/** Kind of a balance sheet row: an account of the chart, or one of the two profit lines of the equity. */
export const BALANCE_ROW_KINDS = ['account', 'laba_ditahan', 'laba_tahun_berjalan'] as const;
export type BalanceRowKind = (typeof BALANCE_ROW_KINDS)[number];

/** One line of a section of the Neraca. */
export class BalanceSheetRowDto {
  @ApiProperty({
    enum: BALANCE_ROW_KINDS,
    description:
      "account: an account of the chart (with its sub-accounts' balances included); laba_ditahan: profit of the years before the date's year (Σ income − Σ expense up to 31 December of the previous year, never closed into an account); laba_tahun_berjalan: profit from 1 January of the date's year to the date",
  })
  kind: BalanceRowKind;
  @ApiProperty({ nullable: true, type: Number, description: 'Account id; null for the two profit lines' }) account_id: number | null;
  @ApiProperty({ nullable: true, type: String, example: '1-100', description: 'Account code; null for the two profit lines' }) code: string | null;
  @ApiProperty({ example: 'Kas' }) name: string;
  @ApiProperty({ description: 'Level in the chart: 0 for a top account of its section (and the profit lines), 1 for its sub-account, …', example: 0 }) depth: number;
  @ApiProperty({ nullable: true, type: Number, description: 'Id of the parent row’s account (same type), null at depth 0' }) parent_id: number | null;
  @ApiProperty({ description: 'True when sub-accounts follow this row; its amount then includes theirs' }) has_children: boolean;
  @ApiProperty({ description: 'False for an inactive account (shown because it or a sub-account still has a balance or postings)' }) is_active: boolean;
  @money(
    'Balance at the date on the normal side of the section (assets: debit − credit; liabilities and equity: credit − debit), this account and all its sub-accounts; negative when on the other side',
  )
  amount: string;
}

export class BalanceSheetTotalsDto {
  @money('Total assets: Σ of the depth-0 asset rows (= Σ debit − credit of every asset account up to the date)') assets: string;
  @money('Total liabilities: Σ of the depth-0 liability rows') liabilities: string;
  @money('Total equity: Σ of the depth-0 equity rows, the two profit lines included') equity: string;
  @money('liabilities + equity') liabilities_and_equity: string;
  @money('assets − liabilities_and_equity: "0.00" for books whose every journal balances') difference: string;
}

/** GET /api/finance/balance-sheet: the Neraca at a date. */
export class BalanceSheetDto {
  @ApiProperty({ example: '2026-11-30', description: 'The day of the balance sheet (inclusive)' }) date: string;
  @ApiProperty({ example: '2026-01-01', description: '1 January of the date’s year: laba tahun berjalan runs from here, laba ditahan up to the day before' }) year_start: string;
  @ApiProperty({ type: [BalanceSheetRowDto], description: 'Asset accounts (type asset) in chart order: each parent followed by its sub-accounts. An account is listed when it or a sub-account is active or has postings up to the date.' })
  assets: BalanceSheetRowDto[];
  @ApiProperty({ type: [BalanceSheetRowDto], description: 'Liability accounts, as assets' }) liabilities: BalanceSheetRowDto[];
  @ApiProperty({ type: [BalanceSheetRowDto], description: 'Equity accounts, then the rows laba_ditahan and laba_tahun_berjalan' }) equity: BalanceSheetRowDto[];
  @ApiProperty({ type: BalanceSheetTotalsDto }) totals: BalanceSheetTotalsDto;
  @ApiProperty({ description: 'assets = liabilities + equity (difference is zero)' }) balanced: boolean;
}

/** One account of the Neraca Saldo. */
export class TrialBalanceRowDto {
  @ApiProperty() account_id: number;
  @ApiProperty({ example: '1-100' }) code: string;
  @ApiProperty({ example: 'Kas' }) name: string;
  @ApiProperty({ enum: ['asset', 'liability', 'equity', 'income', 'expense'] }) type: string;
  @ApiProperty({ description: 'Level in the chart: 0 for a top account, 1 for its sub-account, …', example: 0 }) depth: number;
  @ApiProperty({ nullable: true, type: Number, description: 'Id of the parent row’s account, null at depth 0' }) parent_id: number | null;
  @ApiProperty({ description: 'True when sub-accounts follow this row; its figures then include theirs' }) has_children: boolean;
  @ApiProperty({ description: 'False for an inactive account (shown because it or a sub-account has postings up to the end)' }) is_active: boolean;
  @money('Opening balance: Σ debit − Σ credit of the lines dated before start (positive = debit balance, negative = credit balance), this account and its sub-accounts')
  opening: string;
  @money('Σ debit of the lines dated start..end, this account and its sub-accounts') debit: string;
  @money('Σ credit of the lines dated start..end, this account and its sub-accounts') credit: string;
  @money('Closing balance at end: opening + debit − credit (positive = debit balance, negative = credit balance)') closing: string;
}

export class TrialBalanceTotalsDto {
  @money('Σ of the positive opening balances of the depth-0 rows (Saldo awal, debit column)') opening_debit: string;
  @money('Σ of the negative opening balances of the depth-0 rows, as a positive amount (Saldo awal, kredit column)') opening_credit: string;
  @money('Σ debit of the depth-0 rows (every line of the period)') debit: string;
  @money('Σ credit of the depth-0 rows') credit: string;
  @money('Σ of the positive closing balances of the depth-0 rows (Saldo akhir, debit column)') closing_debit: string;
  @money('Σ of the negative closing balances of the depth-0 rows, as a positive amount (Saldo akhir, kredit column)') closing_credit: string;
}

/** GET /api/finance/trial-balance: the Neraca Saldo of a period. */
export class TrialBalanceDto {
  @ApiProperty({ example: '2026-01-01' }) start: string;
  @ApiProperty({ example: '2026-11-30' }) end: string;
  @ApiProperty({ type: [TrialBalanceRowDto], description: 'Every account (all types) in chart order, each parent followed by its sub-accounts; listed when it or a sub-account is active or has postings up to the end' })
  rows: TrialBalanceRowDto[];
  @ApiProperty({ type: TrialBalanceTotalsDto }) totals: TrialBalanceTotalsDto;
  @ApiProperty({ description: 'Σ debit = Σ credit for the opening, the period and the closing columns' }) balanced: boolean;
}
