import { Module } from '@nestjs/common';
import { BreedStandardModule } from '../breed-standard/breed-standard.module';
import { CoopModule } from '../coop/coop.module';
import { ChickensController } from './chickens.controller';
import { ChickensService } from './chickens.service';
import { PopulationService } from './population.service';

/** Chicken transactions and flock population/age; PopulationService is exported for reports and the dashboard. */
@Module({ imports: [CoopModule, BreedStandardModule], controllers: [ChickensController], providers: [ChickensService, PopulationService], exports: [ChickensService, PopulationService] })
export class ChickensModule {}
