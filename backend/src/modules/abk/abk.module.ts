import { Module } from '@nestjs/common';
import { AbkController } from './abk.controller';
import { AbkService } from './abk.service';

/** The ABK register (/abk). */
@Module({ controllers: [AbkController], providers: [AbkService], exports: [AbkService] })
export class AbkModule {}
