import { Module } from '@nestjs/common';
import { FinanceModule } from '../finance/finance.module';
import { PayablesService } from './payables.service';
import { SupplierPaymentsService } from './supplier-payments.service';
import { SuppliersController } from './suppliers.controller';
import { SuppliersService } from './suppliers.service';

/** Suppliers, supplier payments (posted through FinanceModule's JournalService) and payables; SuppliersService gives the feed purchases their terms; the demo pays through SupplierPaymentsService. */
@Module({ imports: [FinanceModule], controllers: [SuppliersController], providers: [SuppliersService, SupplierPaymentsService, PayablesService], exports: [SuppliersService, SupplierPaymentsService] })
export class SuppliersModule {}
