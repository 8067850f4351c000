import { Module } from '@nestjs/common';
import { CoopModule } from '../coop/coop.module';
import { EggProductionController } from './egg-production.controller';
import { EggProductionService } from './egg-production.service';

@Module({ imports: [CoopModule], controllers: [EggProductionController], providers: [EggProductionService], exports: [EggProductionService] })
export class EggProductionModule {}
