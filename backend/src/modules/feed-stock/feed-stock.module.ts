import { Module } from '@nestjs/common';
import { FinanceModule } from '../finance/finance.module';
import { SuppliersModule } from '../suppliers/suppliers.module';
import { FeedStockController } from './feed-stock.controller';
import { FeedStockService } from './feed-stock.service';
import { MixStockService } from './mix-stock.service';

/** Feed stock; its movements are posted to the books through FinanceModule's JournalService; a purchase's supplier terms come from SuppliersModule. */
@Module({ imports: [FinanceModule, SuppliersModule], controllers: [FeedStockController], providers: [FeedStockService, MixStockService], exports: [FeedStockService, MixStockService] })
export class FeedStockModule {}
