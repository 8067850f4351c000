import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorator';
import { OPENING_LIMITS, OpeningBalancesBodyDto, OpeningBalancesDto } from './dto/opening-balances.dto';
import { OpeningBalancesService } from './opening-balances.service';

/** Saldo Awal (/saldo-awal): owner and admin (DESIGN §3, like the other finance screens). */
@ApiTags('opening-balances')
@ApiBearerAuth()
@Controller('finance/opening-balances')
export class OpeningBalancesController {
  constructor(private readonly opening: OpeningBalancesService) {}

  @Get()
  @Roles('admin')
  @ApiOperation({
    summary:
      'The opening balances (Saldo Awal) as entered: start date, Kas, Bank accounts, open invoices per customer (with what they have received), open bills owed per supplier (payables, with what was paid), feed stock, other accounts, the totals and Saldo Awal Ekuitas (the difference), and the opening journal in force (SA-…, dated start date − 1). `posted: false` before they are entered. Money as decimal strings. 403 for abk, reseller, viewer.',
  })
  @ApiOkResponse({ type: OpeningBalancesDto })
  get() {
    return this.opening.get();
  }

  @Put()
  @Roles('admin')
  @ApiOperation({
    summary: `Enters or changes the opening balances: posted as one opening journal (code SA-…, source opening) dated the day before start_date — Dr Kas, each Bank account, Piutang Usaha (one line per open invoice), Persediaan Pakan (feed value), other asset accounts; Cr Hutang Usaha (one line per opening payable), other liability/equity accounts; the difference to Saldo Awal Ekuitas. The invoices become open piutang invoices (Terima Pembayaran, /api/receivables); the payables open bills of their supplier (Hutang, /api/payables, Bayar Hutang with kind saldo_awal); the feed stock the first movement of the moving average. A change reverses the journal in force and posts a new one, in one transaction: once the month of the opening date is closed the reversal is refused (422 'Periode sampai dd/mm/yyyy sudah ditutup.') and nothing changes. 400: a field's message, 'Isi minimal satu saldo awal.', an invoice dated on/after the start date or due before its date, more than ${OPENING_LIMITS.banks} banks / ${OPENING_LIMITS.invoices} invoices / ${OPENING_LIMITS.others} other rows, an account twice. 404: unknown account, customer, supplier, opening invoice or opening payable id. 422: an account of the wrong kind (not a Bank account; Kas/Bank, Saldo Awal Ekuitas, a control account or an income/expense account among the others; inactive), a journal or feed movement dated before the start date, an opening invoice or payable with payments removed, moved to another customer/supplier or lowered below what it received or paid. 403 for abk, reseller, viewer.`,
  })
  @ApiOkResponse({ type: OpeningBalancesDto })
  put(@Body() dto: OpeningBalancesBodyDto) {
    return this.opening.put(dto);
  }
}
