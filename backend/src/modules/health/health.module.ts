import { Module } from '@nestjs/common';
import { CoopModule } from '../coop/coop.module';
import { FeedStockModule } from '../feed-stock/feed-stock.module';
import { DueController } from './due.controller';
import { DueService } from './due.service';
import { ProgramsController } from './programs.controller';
import { ProgramsService } from './programs.service';
import { VaccinationsController } from './vaccinations.controller';
import { VaccinationsService } from './vaccinations.service';

/** The flock's health (issue #38): vaccination programs by age, what each flock is due, recording vaccinations (OVK stock through FeedStockModule, bagian through CoopModule). */
@Module({
  imports: [CoopModule, FeedStockModule],
  controllers: [ProgramsController, DueController, VaccinationsController],
  providers: [ProgramsService, DueService, VaccinationsService],
  exports: [ProgramsService, DueService],
})
export class HealthModule {}
