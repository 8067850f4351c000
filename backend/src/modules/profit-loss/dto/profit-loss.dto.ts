import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IsReadDate, READ_WINDOW_DOC } from '../../../common/validation/dates';
import { apiMoney, MONEY_SOURCE } from '../../../common/http/api-money';

const money = apiMoney(MONEY_SOURCE.summed);

/** Query of GET /api/laba-rugi. */
export class ProfitLossQuery {
  @ApiPropertyOptional({ description: `First day (YYYY-MM-DD); default the first day of the current month. ${READ_WINDOW_DOC}`, example: '2026-11-01' })
  @IsOptional()
  @IsReadDate()
  start?: string;

  @ApiPropertyOptional({ description: `Last day, inclusive (YYYY-MM-DD); default today. Year to date runs from 1 January of its year. ${READ_WINDOW_DOC}`, example: '2026-11-30' })
  @IsOptional()
  @IsReadDate()
  end?: string;
}

/** One income or expense account (part 2 §3 'Profit-loss' rows). */
export class ProfitLossRowDto {
  @ApiProperty() account_id: number;
  @ApiProperty({ example: '4-100' }) code: string;
  @ApiProperty({ example: 'Penjualan Telur' }) name: string;
  @ApiProperty({ enum: ['income', 'expense'] }) type: string;
  @money('Σ debit in the period') debit: string;
  @money('Σ credit in the period') credit: string;
  @money('Period amount: credit − debit for income, debit − credit for expense') amount: string;
  @money('The same amount from 1 January of the end date’s year to the end date') ytd_amount: string;
}

export class ProfitLossTotalsDto {
  @money('Σ amount of the income accounts in the period') total_income: string;
  @money('Σ amount of the expense accounts (5- and 6-) in the period') total_expense: string;
  @money('total_income − total_expense') net_profit: string;
  @money('Income from 1 January of the end date’s year to the end date') ytd_income: string;
  @money('Expense, year to date') ytd_expense: string;
  @money('ytd_income − ytd_expense') ytd_profit: string;
}

export class ProfitLossBalancesDto {
  @money('Balance (debit − credit) of the Kas account (system key kas) and its sub-accounts, as of the end date') cash: string;
  @money('Balance of the Bank account (system key bank) and its sub-accounts, as of the end date') bank: string;
  @money('Balance of the Piutang Usaha account (system key piutang) and its sub-accounts, as of the end date') receivable: string;
}

export class ProfitLossDto {
  @ApiProperty({ example: '2026-11-01' }) start: string;
  @ApiProperty({ example: '2026-11-30' }) end: string;
  @ApiProperty({ type: [ProfitLossRowDto], description: 'Income and expense accounts that are active or moved in the period or year to date, by code' })
  rows: ProfitLossRowDto[];
  @ApiProperty({ type: ProfitLossTotalsDto }) totals: ProfitLossTotalsDto;
  @ApiProperty({ type: ProfitLossBalancesDto }) balances: ProfitLossBalancesDto;
}
