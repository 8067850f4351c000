import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { UsersModule } from '../users/users.module';
import { MyInfoController } from './my-info.controller';
import { MyInfoService } from './my-info.service';

/** The caller's own page (/my-info): account, farm, ABK data, password change. */
@Module({ imports: [UsersModule, AuthModule], controllers: [MyInfoController], providers: [MyInfoService] })
export class MyInfoModule {}
