import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorator';
import { FeedReportDto, FeedReportQuery, ProductionReportDto, ProductionReportQuery } from './dto/reports.dto';
import { ReportsService } from './reports.service';
import { FeedItemSplitDto } from '../feed-usage/feed-by-item.service';
import { ReadReplica } from '../../common/tenancy/read-replica.decorator';

/** Reports (/laporanpakan, /laporanproduksi; spec part 1 §2.8, §2.9, §7 'Reports'). */
@ApiTags('reports')
@ApiBearerAuth()
@Controller()
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get('summary-txn-pakan')
  @ReadReplica()
  @Roles('admin', 'viewer')
  @ApiOperation({
    summary:
      'Feed report: rows per day and tingkat (date, then coop order) with end-of-day population, deaths of the day, age (weeks), feed kg and FI g/bird (part 1 §9; null when population is 0), in `data`; days without birds, feed or deaths are left out. With page_size: that page only (page 1-based). Also `total` (rows of the whole range) and `totals` (Σ feed kg, Σ deaths, FI = Σ feed / Σ bird-days × 1000). 400 bad dates, range > 731 days or bad paging; 404 unknown tingkat.',
  })
  @ApiOkResponse({ type: FeedReportDto })
  feed(@Query() q: FeedReportQuery) {
    return this.reports.feedReport(q);
  }

  @Get('summary-txn-pakan/items')
  @ReadReplica()
  @Roles('admin', 'viewer')
  @ApiOperation({
    summary:
      "The feed report's range split per stock item (issue #37 'Feeding by item'): per item the kg used (each tingkat's usage goes to the item its jalur ate that day; no change: the default item 'Pakan') and, for the whole farm, the Beban Pakan of the item's documents and the cost per kg; totals, with Beban Pakan not from a feed document in other_cost. With tingkat_id: that tingkat's kg only, costs null. Same query, 400 and 404 as GET /api/summary-txn-pakan; paging is ignored. Admin and viewer.",
  })
  @ApiOkResponse({ type: FeedItemSplitDto })
  feedByItem(@Query() q: FeedReportQuery) {
    return this.reports.feedByItem(q);
  }

  @Get('laporan-produksi')
  @ReadReplica()
  @Roles('admin')
  @ApiOperation({
    summary:
      'Production report: rows per day and bagian (date, then coop order) with population, deaths, age, eggs (kg, count), average egg g, feed kg, FI, FCR and % production (part 1 §9; null on division by zero), in `data`; days without birds, feed, deaths or eggs are left out. With page_size: that page only. Also `total` and `totals` (sums, and the §9 ratios of the sums with Σ population as bird-days). 400 bad dates or paging; 404 unknown bagian.',
  })
  @ApiOkResponse({ type: ProductionReportDto })
  production(@Query() q: ProductionReportQuery) {
    return this.reports.productionReport(q);
  }
}
