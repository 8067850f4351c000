import { Module } from '@nestjs/common';
import { CustomersModule } from '../customers/customers.module';
import { EggSalesModule } from '../egg-sales/egg-sales.module';
import { FeedStockModule } from '../feed-stock/feed-stock.module';
import { FinanceModule } from '../finance/finance.module';
import { OpeningBalancesController } from './opening-balances.controller';
import { OpeningBalancesService } from './opening-balances.service';

/** Opening balances (Saldo Awal): posts through JournalService, writes opening invoices through EggSalesService and the feed opening through FeedStockService. */
@Module({
  imports: [FinanceModule, CustomersModule, EggSalesModule, FeedStockModule],
  controllers: [OpeningBalancesController],
  providers: [OpeningBalancesService],
})
export class OpeningBalancesModule {}
