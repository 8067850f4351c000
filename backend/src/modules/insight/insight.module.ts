import { Module } from '@nestjs/common';
import { FeedStockModule } from '../feed-stock/feed-stock.module';
import { ReportsModule } from '../reports/reports.module';
import { DailySummaryService } from './daily-summary.service';
import { EconomicsController } from './economics.controller';
import { EconomicsService } from './economics.service';
import { SetupChecklistService } from './setup-checklist.service';

/** Farm insight (issue #24): feed economics, the daily summary, the new farm's checklist. */
@Module({
  imports: [ReportsModule, FeedStockModule],
  controllers: [EconomicsController],
  providers: [EconomicsService, DailySummaryService, SetupChecklistService],
})
export class InsightModule {}
