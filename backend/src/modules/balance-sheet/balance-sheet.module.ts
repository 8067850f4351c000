import { Module } from '@nestjs/common';
import { BalanceSheetController } from './balance-sheet.controller';
import { BalanceSheetService } from './balance-sheet.service';

/** Neraca (balance sheet) and Neraca Saldo (trial balance), read from the journal lines of the books. */
@Module({ controllers: [BalanceSheetController], providers: [BalanceSheetService] })
export class BalanceSheetModule {}
