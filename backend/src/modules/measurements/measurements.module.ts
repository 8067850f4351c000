import { Module } from '@nestjs/common';
import { BreedStandardModule } from '../breed-standard/breed-standard.module';
import { BodyWeightsService } from './body-weights.service';
import { MeasurementsController } from './measurements.controller';
import { WaterClimateService } from './water-climate.service';

/** Body weight and uniformity, water and house climate (issue #39); the bands come from BreedStandardModule. */
@Module({ imports: [BreedStandardModule], controllers: [MeasurementsController], providers: [BodyWeightsService, WaterClimateService], exports: [BodyWeightsService, WaterClimateService] })
export class MeasurementsModule {}
