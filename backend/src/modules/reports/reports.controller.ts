import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorator';
import { FeedReportQuery, FeedReportRowDto, ProductionReportQuery, ProductionReportRowDto } from './dto/reports.dto';
import { ReportsService } from './reports.service';

/** Reports (/laporanpakan, /laporanproduksi; spec part 1 §2.8, §2.9, §7 'Reports'). */
@ApiTags('reports')
@ApiBearerAuth()
@Controller()
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get('summary-txn-pakan')
  @Roles('admin', 'viewer')
  @ApiOperation({
    summary:
      'Feed report: one row per day and tingkat (date, then coop order) with end-of-day population, deaths of the day, age (weeks), feed kg and FI g/bird (part 1 §9; null when population is 0). Days without birds, feed or deaths are left out. 400 bad dates or range > 731 days; 404 unknown tingkat.',
  })
  @ApiOkResponse({ type: [FeedReportRowDto] })
  feed(@Query() q: FeedReportQuery) {
    return this.reports.feedReport(q);
  }

  @Get('laporan-produksi')
  @Roles('admin')
  @ApiOperation({
    summary:
      'Production report: one row per day and bagian with population, deaths, age, eggs (kg, count), average egg g, feed kg, FI, FCR and % production (part 1 §9; null on division by zero). Days without birds, feed, deaths or eggs are left out. 400 bad dates; 404 unknown bagian.',
  })
  @ApiOkResponse({ type: [ProductionReportRowDto] })
  production(@Query() q: ProductionReportQuery) {
    return this.reports.productionReport(q);
  }
}
