import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Tenant } from './entities/tenant.entity';
import { TenantsService } from './tenants.service';

@Module({ imports: [TypeOrmModule.forFeature([Tenant])], providers: [TenantsService], exports: [TenantsService] })
export class TenantsModule {}
