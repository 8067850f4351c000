import { Module } from '@nestjs/common';
import { BackupScheduler } from './backup.scheduler';
import { OperationsController } from './operations.controller';
import { OperationsService } from './operations.service';
import { TenantExportService } from './tenant-export.service';

/** Running the platform: the nightly backup, its status for the superadmin, and the per-farm export (docs/adr/0033-backups-and-crash-safety.md). */
@Module({ controllers: [OperationsController], providers: [OperationsService, TenantExportService, BackupScheduler], exports: [BackupScheduler] })
export class OperationsModule {}
