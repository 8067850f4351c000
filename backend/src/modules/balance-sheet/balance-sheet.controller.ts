import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorator';
import { BalanceSheetDto, BalanceSheetQuery, TRIAL_BALANCE_MAX_DAYS, TrialBalanceDto, TrialBalanceQuery } from './dto/balance-sheet.dto';
import { BalanceSheetService } from './balance-sheet.service';
import { ReadReplica } from '../../common/tenancy/read-replica.decorator';

const MONEY = ' Money: decimal strings of rupiah with two decimals ("1250000.00"), summed in SQL. 403 for roles other than owner/admin.';

/** Neraca and Neraca Saldo (/neraca): owner and admin (DESIGN §3, like the other finance reports). */
@ApiTags('balance-sheet')
@ApiBearerAuth()
@Controller('finance')
export class BalanceSheetController {
  constructor(private readonly books: BalanceSheetService) {}

  @Get('balance-sheet')
  @ReadReplica()
  @Roles('admin')
  @ApiOperation({
    summary:
      "Neraca at `date` (default today, inclusive): asset, liability and equity accounts with their balances on their normal side (a parent includes its sub-accounts; rows carry depth and parent_id), the equity lines Laba Ditahan (profit of the earlier years, never closed into an account) and Laba Tahun Berjalan (1 January … date), and the totals: assets = liabilities + equity (balanced, difference \"0.00\"). 400 '<field> harus tanggal (YYYY-MM-DD).' or outside the read window." +
      MONEY,
  })
  @ApiOkResponse({ type: BalanceSheetDto })
  balanceSheet(@Query() q: BalanceSheetQuery) {
    return this.books.balanceSheet(q);
  }

  @Get('trial-balance')
  @ReadReplica()
  @Roles('admin')
  @ApiOperation({
    summary:
      `Neraca Saldo over start..end (default 1 January of the end's year … today): every account (all types, in chart order, a parent including its sub-accounts) with its opening balance before start, Σ debit and Σ credit of the period and its closing balance (debit − credit: positive is a debit balance), and the column totals over the top accounts with debit and credit balances apart (balanced when each pair is equal). 400 for a bad date, 'Tanggal mulai tidak boleh sesudah tanggal akhir.' or 'Rentang tanggal maksimal ${TRIAL_BALANCE_MAX_DAYS} hari.'.` +
      MONEY,
  })
  @ApiOkResponse({ type: TrialBalanceDto })
  trialBalance(@Query() q: TrialBalanceQuery) {
    return this.books.trialBalance(q);
  }
}
