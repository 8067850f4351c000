import { Module } from '@nestjs/common';
import { FinanceController } from './finance.controller';
import { FinanceService } from './finance.service';
import { JournalService } from './journal.service';

/**
 * Finance: the journal API and the posting service. Other features import this module and inject
 * JournalService to post their documents in their own request transaction.
 */
@Module({ controllers: [FinanceController], providers: [FinanceService, JournalService], exports: [JournalService] })
export class FinanceModule {}
