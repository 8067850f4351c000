import { Module } from '@nestjs/common';
import { BreedStandardModule } from '../breed-standard/breed-standard.module';
import { FeedStockModule } from '../feed-stock/feed-stock.module';
import { FeedUsageModule } from '../feed-usage/feed-usage.module';
import { ReportsModule } from '../reports/reports.module';
import { StockItemsModule } from '../stock-items/stock-items.module';
import { DailySummaryService } from './daily-summary.service';
import { EconomicsController } from './economics.controller';
import { EconomicsBagianService } from './economics-bagian.service';
import { EconomicsService } from './economics.service';
import { MapController } from './map.controller';
import { MapService } from './map.service';
import { SetupChecklistService } from './setup-checklist.service';
import { WarningsController } from './warnings.controller';
import { WarningsService } from './warnings.service';

/** Farm insight (issue #24): the farm map, early warnings, feed economics, the daily summary, the new farm's checklist. */
@Module({
  imports: [BreedStandardModule, FeedStockModule, FeedUsageModule, ReportsModule, StockItemsModule],
  controllers: [MapController, WarningsController, EconomicsController],
  providers: [MapService, WarningsService, EconomicsService, EconomicsBagianService, DailySummaryService, SetupChecklistService],
  exports: [WarningsService],
})
export class InsightModule {}
