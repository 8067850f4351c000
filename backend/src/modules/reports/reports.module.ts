import { Module } from '@nestjs/common';
import { CoopModule } from '../coop/coop.module';
import { FeedUsageModule } from '../feed-usage/feed-usage.module';
import { ReportsController } from './reports.controller';
import { ReportsService } from './reports.service';

/** Feed and production reports; ReportsService.daily is also the dashboard's source of daily figures. */
@Module({ imports: [CoopModule, FeedUsageModule], controllers: [ReportsController], providers: [ReportsService], exports: [ReportsService] })
export class ReportsModule {}
