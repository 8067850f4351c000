import { Module } from '@nestjs/common';
import { CustomersModule } from '../customers/customers.module';
import { EggSalesModule } from '../egg-sales/egg-sales.module';
import { ResellerSalesController } from './reseller-sales.controller';
import { ResellerSalesService } from './reseller-sales.service';

/** Transaksi Reseller: read-only views of egg sales for admins and resellers. */
@Module({ imports: [CustomersModule, EggSalesModule], controllers: [ResellerSalesController], providers: [ResellerSalesService] })
export class ResellerSalesModule {}
