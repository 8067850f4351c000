import { Module } from '@nestjs/common';
import { FeedStockModule } from '../feed-stock/feed-stock.module';
import { StockItemsModule } from '../stock-items/stock-items.module';
import { MortalityService } from './mortality.service';
import { TreatmentsController } from './treatments.controller';
import { TreatmentsService } from './treatments.service';

/** Treatments with their egg withdrawal, and deaths by cause (issue #38); the dose leaves the OVK stock through FeedStockModule. */
@Module({ imports: [FeedStockModule, StockItemsModule], controllers: [TreatmentsController], providers: [TreatmentsService, MortalityService], exports: [TreatmentsService] })
export class TreatmentsModule {}
