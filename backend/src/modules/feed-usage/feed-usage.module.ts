import { Module } from '@nestjs/common';
import { CoopModule } from '../coop/coop.module';
import { FeedStockModule } from '../feed-stock/feed-stock.module';
import { FeedUsageController } from './feed-usage.controller';
import { FeedUsageService } from './feed-usage.service';

/** Daily feed usage; saving a day re-posts the feed books through FeedStockService.syncBooks(). */
@Module({ imports: [CoopModule, FeedStockModule], controllers: [FeedUsageController], providers: [FeedUsageService], exports: [FeedUsageService] })
export class FeedUsageModule {}
