import { Module } from '@nestjs/common';
import { FeedStockModule } from '../feed-stock/feed-stock.module';
import { StockItemsController } from './stock-items.controller';
import { StockItemsService } from './stock-items.service';

/** Stock items and their stock; the movements and their costing are FeedStockModule's. */
@Module({ imports: [FeedStockModule], controllers: [StockItemsController], providers: [StockItemsService], exports: [StockItemsService] })
export class StockItemsModule {}
