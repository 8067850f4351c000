import { Module } from '@nestjs/common';
import { UsersService } from './users.service';

/** Accounts and memberships; UsersService is used by the demo seed and the tests (user screens build on it). */
@Module({ providers: [UsersService], exports: [UsersService] })
export class UsersModule {}
