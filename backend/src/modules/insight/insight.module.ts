import { Module } from '@nestjs/common';
import { BreedStandardModule } from '../breed-standard/breed-standard.module';
import { FeedStockModule } from '../feed-stock/feed-stock.module';
import { WarningsController } from './warnings.controller';
import { WarningsService } from './warnings.service';

/** Farm insight (issue #24): the early warnings. */
@Module({
  imports: [BreedStandardModule, FeedStockModule],
  controllers: [WarningsController],
  providers: [WarningsService],
  exports: [WarningsService],
})
export class InsightModule {}
