import { Module } from '@nestjs/common';
import { BreedStandardModule } from '../breed-standard/breed-standard.module';
import { FeedStockModule } from '../feed-stock/feed-stock.module';
import { MapController } from './map.controller';
import { MapService } from './map.service';
import { WarningsController } from './warnings.controller';
import { WarningsService } from './warnings.service';

/** Farm insight (issue #24): the early warnings and the farm map. */
@Module({
  imports: [BreedStandardModule, FeedStockModule],
  controllers: [WarningsController, MapController],
  providers: [WarningsService, MapService],
  exports: [WarningsService],
})
export class InsightModule {}
