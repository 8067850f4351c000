import { Module } from '@nestjs/common';
import { AuditController } from './audit.controller';
import { AuditService } from './audit.service';

/** The audit trail (GET /api/audit); its rows are written by the database (migration AuditTrail) and common/audit. */
@Module({ controllers: [AuditController], providers: [AuditService] })
export class AuditModule {}
