import { Module } from '@nestjs/common';
import { UsersController } from './users.controller';
import { InvitationsService } from './invitations.service';
import { UsersService } from './users.service';

/** Accounts, memberships and invitations: the farm's user screen (/users); UsersService and InvitationsService are also used by my-info, the demo seed and the tests. */
@Module({ controllers: [UsersController], providers: [UsersService, InvitationsService], exports: [UsersService, InvitationsService] })
export class UsersModule {}
