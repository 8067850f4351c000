import { Module } from '@nestjs/common';
import { CustomersModule } from '../customers/customers.module';
import { EggSalesModule } from '../egg-sales/egg-sales.module';
import { FeedStockModule } from '../feed-stock/feed-stock.module';
import { FinanceModule } from '../finance/finance.module';
import { SuppliersModule } from '../suppliers/suppliers.module';
import { OpeningBalancesController } from './opening-balances.controller';
import { OpeningBalancesService } from './opening-balances.service';
import { OpeningInvoicesService } from './opening-invoices.service';
import { OpeningPayablesService } from './opening-payables.service';

/** Opening balances (Saldo Awal): posts through JournalService, writes its opening invoices under the lock of EggSalesService, its opening payables under the lock of SupplierPaymentsService and the feed opening through FeedStockService. */
@Module({
  imports: [FinanceModule, CustomersModule, EggSalesModule, FeedStockModule, SuppliersModule],
  controllers: [OpeningBalancesController],
  providers: [OpeningBalancesService, OpeningInvoicesService, OpeningPayablesService],
})
export class OpeningBalancesModule {}
