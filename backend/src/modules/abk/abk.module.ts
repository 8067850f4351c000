import { Module } from '@nestjs/common';
import { AbkController } from './abk.controller';
import { AbkService } from './abk.service';
import { UsersModule } from '../users/users.module';

/** The ABK register (/abk); switching a member off ends its sessions through UsersService. */
@Module({ imports: [UsersModule], controllers: [AbkController], providers: [AbkService], exports: [AbkService] })
export class AbkModule {}
