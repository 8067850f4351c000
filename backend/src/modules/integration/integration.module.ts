import { Module } from '@nestjs/common';
import { IntegrationController } from './integration.controller';
import { IntegrationService } from './integration.service';

/** The accounting integration (Gorichi): the superadmin's test push. */
@Module({ controllers: [IntegrationController], providers: [IntegrationService], exports: [IntegrationService] })
export class IntegrationModule {}
