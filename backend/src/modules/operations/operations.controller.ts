import { BadRequestException, Controller, Get, Param, ParseUUIDPipe, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { SuperadminOnly } from '../../common/auth/access.decorator';
import { BAD_PATH_ID } from '../../common/validation/id-param';
import { BackupStatusDto } from './dto/operations.dto';
import { OperationsService } from './operations.service';
import { EXPORT_SKIPPED_TABLES, EXPORT_TENANT_NOT_FOUND, TenantExportService } from './tenant-export.service';

const NOT_SUPERADMIN = "403 'Khusus superadmin.' for anyone else (an impersonation token too).";

/** Superadmin: running the platform — backups and the per-farm export (docs/adr/0033-backups-and-crash-safety.md). */
@ApiTags('superadmin')
@ApiBearerAuth()
@Controller('superadmin')
export class OperationsController {
  constructor(
    private readonly operations: OperationsService,
    private readonly exporter: TenantExportService,
  ) {}

  @Get('backups')
  @SuperadminOnly()
  @ApiOperation({
    summary: `Backups of the database: whether this server takes one every night at 01:00 farm time, the folder, the retention, the newest backup (with its error when it failed) and the newest successful one. ${NOT_SUPERADMIN}`,
  })
  @ApiOkResponse({ type: BackupStatusDto })
  backups(): Promise<BackupStatusDto> {
    return this.operations.status();
  }

  @Get('tenants/:id/export')
  @SuperadminOnly()
  @ApiParam({ name: 'id', format: 'uuid', description: `Tenant id; else 400 '${BAD_PATH_ID}'` })
  @ApiProduces('application/zip')
  @ApiOperation({
    summary:
      `A zip (streamed) of one CSV per table with that farm's rows only, for a farm that leaves: every table with a tenant_id but ${EXPORT_SKIPPED_TABLES.join(', ')}, ` +
      `plus tenants.csv (the farm) and users.csv (its members, without password hashes). CSV with a header line, UTF-8, dates ISO, numbers as stored. ` +
      `404 '${EXPORT_TENANT_NOT_FOUND}'. ${NOT_SUPERADMIN}`,
  })
  @ApiOkResponse({ description: 'application/zip: `<table>.csv` entries', content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } } })
  exportTenant(@Param('id', new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException(BAD_PATH_ID) })) id: string, @Res() res: Response): Promise<void> {
    return this.exporter.exportTenant(id, res);
  }
}
