import { Module } from '@nestjs/common';
import { CoopController } from './coop.controller';
import { CoopService } from './coop.service';

@Module({ controllers: [CoopController], providers: [CoopService], exports: [CoopService] })
export class CoopModule {}
