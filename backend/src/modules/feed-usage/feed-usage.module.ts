import { Module } from '@nestjs/common';
import { CoopModule } from '../coop/coop.module';
import { FeedStockModule } from '../feed-stock/feed-stock.module';
import { FeedByItemService } from './feed-by-item.service';
import { FeedUsageController } from './feed-usage.controller';
import { FeedUsageService } from './feed-usage.service';
import { JalurItemsController } from './jalur-items.controller';
import { JalurItemsService } from './jalur-items.service';

/**
 * Daily feed usage and the feed item of each jalur; saving a day or changing a jalur's item
 * re-posts the feed books through FeedStockService.syncBooks().
 */
@Module({
  imports: [CoopModule, FeedStockModule],
  controllers: [FeedUsageController, JalurItemsController],
  providers: [FeedUsageService, JalurItemsService, FeedByItemService],
  exports: [FeedUsageService, JalurItemsService, FeedByItemService],
})
export class FeedUsageModule {}
