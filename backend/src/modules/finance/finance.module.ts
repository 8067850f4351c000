import { Module } from '@nestjs/common';
import { FinanceController } from './finance.controller';
import { FinanceService } from './finance.service';
import { JournalService } from './journal.service';
import { BookLockService } from './book-lock.service';

/**
 * Finance: the journal API and the posting service. Other features import this module and inject
 * JournalService to post their documents in their own request transaction; each checks
 * `JournalService.assertOpen(dates)` (month close, BookLockService) before it writes anything.
 */
@Module({ controllers: [FinanceController], providers: [FinanceService, JournalService, BookLockService], exports: [JournalService, BookLockService] })
export class FinanceModule {}
