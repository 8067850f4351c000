import { Module } from '@nestjs/common';
import { BreedStandardModule } from '../breed-standard/breed-standard.module';
import { ReportsModule } from '../reports/reports.module';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';
import { UnitSettingsService } from './unit-settings.service';

@Module({ imports: [ReportsModule, BreedStandardModule], controllers: [DashboardController], providers: [DashboardService, UnitSettingsService], exports: [UnitSettingsService] })
export class DashboardModule {}
