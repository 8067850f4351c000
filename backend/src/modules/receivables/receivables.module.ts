import { Module } from '@nestjs/common';
import { CustomersModule } from '../customers/customers.module';
import { ReceivablesController } from './receivables.controller';
import { ReceivablesService } from './receivables.service';

/** Receivables (piutang) per customer: the ageing at a date and a customer's statement. Reads only. */
@Module({ imports: [CustomersModule], controllers: [ReceivablesController], providers: [ReceivablesService] })
export class ReceivablesModule {}
