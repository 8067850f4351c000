import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RolesOrPlatform } from '../../common/auth/access.decorator';
import { AuditService } from './audit.service';
import { AUDIT_MAX_DAYS, AUDIT_MAX_LIMIT, AuditPageDto, AuditQuery } from './dto/audit.dto';

/** The audit trail (/audit, issue #19): owner/admin of the farm; a superadmin without a farm reads the platform's events. */
@ApiTags('audit')
@ApiBearerAuth()
@Controller('audit')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @RolesOrPlatform('admin')
  @ApiOperation({
    summary:
      `Audit trail, newest first: every write to money, stock, people or settings (event 'data_change': table, row id, action, before/after of the changed columns) and the security events (logins, logouts, password and role changes, users added, farms created or switched on/off, impersonation start/end). ` +
      `Owner/admin of the farm (x-tenant-id): the farm's rows, the superadmin's while impersonating too (on_behalf_of = the farm). A superadmin without a farm: the platform's rows (no tenant: farms created, its logins). ` +
      `Filters: from..to (farm days, default the last 30, at most ${AUDIT_MAX_DAYS}), actor (username or id), entity (table or event name); paging page/limit (≤ ${AUDIT_MAX_LIMIT}). ` +
      `400 a bad date, range or paging ('Rentang tanggal maksimal ${AUDIT_MAX_DAYS} hari.', 'Tanggal mulai tidak boleh sesudah tanggal akhir.', 'limit harus bilangan bulat 1–${AUDIT_MAX_LIMIT}.'), 400 'Tenant belum dipilih.' (no farm, not a superadmin); 403 'Anda tidak memiliki akses untuk tindakan ini.' for abk, reseller and viewer.`,
  })
  @ApiOkResponse({ type: AuditPageDto })
  list(@Query() q: AuditQuery): Promise<AuditPageDto> {
    return this.audit.list(q);
  }
}
