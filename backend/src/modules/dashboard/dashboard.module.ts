import { Module } from '@nestjs/common';
import { DashboardController } from './dashboard.controller';
import { UnitSettingsService } from './unit-settings.service';

@Module({ controllers: [DashboardController], providers: [UnitSettingsService], exports: [UnitSettingsService] })
export class DashboardModule {}
