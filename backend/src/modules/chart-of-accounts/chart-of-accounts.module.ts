import { Module } from '@nestjs/common';
import { ChartOfAccountsController } from './chart-of-accounts.controller';
import { ChartOfAccountsService } from './chart-of-accounts.service';

@Module({ controllers: [ChartOfAccountsController], providers: [ChartOfAccountsService] })
export class ChartOfAccountsModule {}
