import { Module } from '@nestjs/common';
import { CoopModule } from '../coop/coop.module';
import { FeedUsageController } from './feed-usage.controller';
import { FeedUsageService } from './feed-usage.service';

@Module({ imports: [CoopModule], controllers: [FeedUsageController], providers: [FeedUsageService], exports: [FeedUsageService] })
export class FeedUsageModule {}
