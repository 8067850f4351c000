import { Module } from '@nestjs/common';
import { CustomersModule } from '../customers/customers.module';
import { EggPreordersModule } from '../egg-preorders/egg-preorders.module';
import { FinanceModule } from '../finance/finance.module';
import { ArReceiptsController } from './ar-receipts.controller';
import { ArReceiptsService } from './ar-receipts.service';
import { EggSalesController } from './egg-sales.controller';
import { EggSalesQueryService } from './egg-sales-query.service';
import { EggSalesService } from './egg-sales.service';
import { SaleReturnsService } from './sale-returns.service';

/**
 * Egg sales, availability, returns and AR receipts. Exports EggSalesQueryService (the reads: reseller
 * sales), EggSalesService (the writes and their lock: the opening invoices of opening balances) and
 * ArReceiptsService (the demo farm's receipts).
 */
@Module({
  imports: [CustomersModule, EggPreordersModule, FinanceModule],
  controllers: [EggSalesController, ArReceiptsController],
  providers: [EggSalesService, EggSalesQueryService, ArReceiptsService, SaleReturnsService],
  exports: [EggSalesService, EggSalesQueryService, ArReceiptsService],
})
export class EggSalesModule {}
