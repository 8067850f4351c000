import { Module } from '@nestjs/common';
import { FinanceModule } from '../finance/finance.module';
import { AssetDepreciationService } from './asset-depreciation.service';
import { AssetsController } from './assets.controller';
import { AssetsService } from './assets.service';

/** Fixed assets: the register, monthly depreciation and disposal, posted through FinanceModule's JournalService. */
@Module({ imports: [FinanceModule], controllers: [AssetsController], providers: [AssetsService, AssetDepreciationService], exports: [AssetsService, AssetDepreciationService] })
export class AssetsModule {}
