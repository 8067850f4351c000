import { Module } from '@nestjs/common';
import { BreedStandardModule } from '../breed-standard/breed-standard.module';
import { MapController } from './map.controller';
import { MapService } from './map.service';

/** Farm insight (issue #24): the farm map. */
@Module({ imports: [BreedStandardModule], controllers: [MapController], providers: [MapService] })
export class InsightModule {}
