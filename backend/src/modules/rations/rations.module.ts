import { Module } from '@nestjs/common';
import { FeedStockModule } from '../feed-stock/feed-stock.module';
import { RationBatchesService } from './ration-batches.service';
import { RationsController } from './rations.controller';
import { RationsService } from './rations.service';

/** Rations and their mixing batches; the movements' costing and books are FeedStockModule's. */
@Module({ imports: [FeedStockModule], controllers: [RationsController], providers: [RationsService, RationBatchesService] })
export class RationsModule {}
