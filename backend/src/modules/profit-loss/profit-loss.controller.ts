import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorator';
import { ProfitLossDto, ProfitLossQuery } from './dto/profit-loss.dto';
import { ProfitLossService } from './profit-loss.service';
import { ReadReplica } from '../../common/tenancy/read-replica.decorator';

/** Laporan Laba Rugi (/laba-rugi, part 2 §7 'Finance'): admin only (DESIGN §3). */
@ApiTags('profit-loss')
@ApiBearerAuth()
@Controller('laba-rugi')
export class ProfitLossController {
  constructor(private readonly pl: ProfitLossService) {}

  @Get()
  @ReadReplica()
  @Roles('admin')
  @ApiOperation({
    summary:
      'Profit and loss per account over start..end (default the first of the current month … today): rows of the income and expense accounts (debit, credit, amount, ytd_amount), totals of the period and year to date (from 1 January of the end date’s year), and the Kas, Bank and Piutang balances (with sub-accounts) as of the end date. Money: decimal strings of rupiah with two decimals. 400 for a bad date or start > end.',
  })
  @ApiOkResponse({ type: ProfitLossDto })
  report(@Query() q: ProfitLossQuery) {
    return this.pl.report(q);
  }
}
