import { Module } from '@nestjs/common';
import { TenantsService } from './tenants.service';

/** Tenants (farms); TenantsService is used by the demo seed and the tests (tenant management builds on it). */
@Module({ providers: [TenantsService], exports: [TenantsService] })
export class TenantsModule {}
