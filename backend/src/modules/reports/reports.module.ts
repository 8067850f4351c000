import { Module } from '@nestjs/common';
import { CoopModule } from '../coop/coop.module';
import { ReportsController } from './reports.controller';
import { ReportsService } from './reports.service';

/** Feed and production reports; ReportsService.daily is also the dashboard's source of daily figures. */
@Module({ imports: [CoopModule], controllers: [ReportsController], providers: [ReportsService], exports: [ReportsService] })
export class ReportsModule {}
