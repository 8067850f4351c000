import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorator';
import { PathId } from '../../common/validation/id-param';
import { MAX_STATEMENT_DAYS, ReceivablesDto, ReceivablesQuery, StatementDto, StatementQuery } from './dto/receivables.dto';
import { ReceivablesService } from './receivables.service';

/** Piutang per customer (issue #20 'Receivables (piutang) per customer'): owner and admin only (DESIGN §3). */
@ApiTags('receivables')
@ApiBearerAuth()
@Controller()
export class ReceivablesController {
  constructor(private readonly receivables: ReceivablesService) {}

  @Get('receivables')
  @Roles('admin')
  @ApiOperation({
    summary:
      "Receivables ageing at the end of ?asof (default today): per customer the open invoices (piutang sales not settled by then; receipts and refunds dated after asof do not count) with sale code, date, due date (the sale's, else its sale date), total, paid, discount, outstanding and days overdue, the amounts per bucket (belum jatuh tempo, 1–30, 31–60, 61–90, > 90 days past due) and the customer's total; then the buckets and total of the farm and ledger_balance, the Piutang Usaha balance at asof (equal to total unless a manual journal moved the account). Money as decimal strings. Reads open invoices only, so no range limit. 400 'asof harus tanggal (YYYY-MM-DD).' or outside the read window; 403 for abk, reseller, viewer.",
  })
  @ApiOkResponse({ type: ReceivablesDto })
  ageing(@Query() q: ReceivablesQuery) {
    return this.receivables.ageing(q.asof);
  }

  @Get('customers/:id/statement')
  @Roles('admin')
  @ApiOperation({
    summary: `Statement of a customer (kartu piutang) from..to (default the last 90 days up to today): opening balance (owed at the end of the day before from), the rows dated in the range — penjualan (sale on credit, debit), penerimaan (receipt, credit), potongan (settlement discount, credit), refund (debit) — each with date, code, debit, credit and the balance after it, the totals and the closing balance (owed at the end of to). Money as decimal strings. 400 'Tanggal mulai tidak boleh sesudah tanggal akhir.', 'Rentang tanggal maksimal ${MAX_STATEMENT_DAYS} hari.', a bad date; 404 'Pelanggan tidak ditemukan.' (unknown or another farm's customer); 403 for abk, reseller, viewer.`,
  })
  @ApiOkResponse({ type: StatementDto })
  statement(@PathId() id: number, @Query() q: StatementQuery) {
    return this.receivables.statement(id, q.from, q.to);
  }
}
