import { Module } from '@nestjs/common';
import { FinanceModule } from '../finance/finance.module';
import { PayrollController } from './payroll.controller';
import { PayrollService } from './payroll.service';

/** Wages per ABK: wage slips and the payment of owed ones, posted through FinanceModule's JournalService. */
@Module({ imports: [FinanceModule], controllers: [PayrollController], providers: [PayrollService], exports: [PayrollService] })
export class PayrollModule {}
