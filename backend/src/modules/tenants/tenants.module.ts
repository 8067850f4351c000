import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { UsersModule } from '../users/users.module';
import { TenantsController } from './tenants.controller';
import { TenantsService } from './tenants.service';

/** Tenants (farms) and the superadmin's platform screen: list, create with owner, status, impersonation, platform figures. TenantsService is also used by the demo seed and the tests. */
@Module({ imports: [AuthModule, UsersModule], controllers: [TenantsController], providers: [TenantsService], exports: [TenantsService] })
export class TenantsModule {}
