import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorator';
import { PathId } from '../../common/validation/id-param';
import { CustomerDto } from '../customers/customers.service';
import { SaleDetailDto, SaleListQuery, SaleRowDto, SaleTotalsDto } from '../egg-sales/egg-sales-query.service';
import { ResellerSalesService } from './reseller-sales.service';

/** Transaksi Reseller (part 2 §7 'Reseller sales'): admin, and reseller for their own customers' sales (DESIGN §3). */
@ApiTags('reseller-sales')
@ApiBearerAuth()
@Controller('reseller-sales')
export class ResellerSalesController {
  constructor(private readonly reseller: ResellerSalesService) {}

  @Get('list')
  @Roles('admin', 'reseller')
  @ApiOperation({
    summary:
      "Sale rows dated from..to (default the last 14 days up to today), newest first, filtered by payment (cash, transfer, piutang, all). Admin: every sale, optionally of ?customer_id. Reseller: only sales of the customers linked to their user; a customer_id that is not theirs answers 403.",
  })
  @ApiOkResponse({ type: [SaleRowDto] })
  list(@Query() q: SaleListQuery) {
    return this.reseller.list(q);
  }

  @Get('list/totals')
  @Roles('admin', 'reseller')
  @ApiOperation({ summary: 'Totals of GET /api/reseller-sales/list with the same filters and the same reseller restriction (the table footer).' })
  @ApiOkResponse({ type: SaleTotalsDto })
  totals(@Query() q: SaleListQuery) {
    return this.reseller.totals(q);
  }

  @Get('customers')
  @Roles('admin', 'reseller')
  @ApiOperation({ summary: "Customers for the filter, resellers first then by name; is_me marks the caller's own customer ('(akun ini)'). A reseller gets only their own customers." })
  @ApiOkResponse({ type: [CustomerDto] })
  customers() {
    return this.reseller.customerList();
  }

  @Get(':id')
  @Roles('admin', 'reseller')
  @ApiOperation({ summary: "A sale with its lines (grade, kg, price per kg, amount) — the Detail action. A reseller only of their own customers; other sales answer 404 'Penjualan tidak ditemukan.'." })
  @ApiOkResponse({ type: SaleDetailDto })
  detail(@PathId() id: number) {
    return this.reseller.detail(id);
  }
}
