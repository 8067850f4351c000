import { BadRequestException, Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { SecretAnswer } from '../../common/idempotency/secret-answer.decorator';
import { SuperadminOnly } from '../../common/auth/access.decorator';
import { BAD_PATH_ID } from '../../common/validation/id-param';
import { ImpersonationDto, PlatformSummaryDto, TENANT_MESSAGES, TenantCreateDto, TenantCreatedDto, TenantDto, TenantListDto, TenantStatusDto } from './dto/tenants.dto';
import { TenantsService } from './tenants.service';

/** A tenant id in the path: a uuid, else 400 'ID tidak valid.'. */
const tenantId = new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException(BAD_PATH_ID) });
const ID_PARAM = { name: 'id', format: 'uuid', description: `Tenant id; else 400 '${BAD_PATH_ID}'` } as const;
const NOT_SUPERADMIN = "403 'Khusus superadmin.' for anyone else (an impersonation token too).";

/** Superadmin: the platform's farms (/superadmin, spec part 2 'Superadmin Tenants', §7 'Tenants'). */
@ApiTags('superadmin')
@ApiBearerAuth()
@Controller('superadmin')
export class TenantsController {
  constructor(private readonly tenants: TenantsService) {}

  @Get('tenants')
  @SuperadminOnly()
  @ApiOperation({ summary: `Every farm: id, kode, nama, user_count (members), is_active, created_at, updated_at; by name. ${NOT_SUPERADMIN}` })
  @ApiOkResponse({ type: TenantListDto })
  async list(): Promise<TenantListDto> {
    return { tenants: await this.tenants.list() };
  }

  @Post('tenants')
  @SuperadminOnly()
  @HttpCode(201)
  @ApiOperation({
    summary:
      'Creates a farm ready to use, in one transaction: the tenant, its default chart of accounts, egg settings, and its owner (an existing username becomes the owner with its password unchanged, else a new account) with the membership. ' +
      `400 '${TENANT_MESSAGES.nama}' / '${TENANT_MESSAGES.kode}' / '${TENANT_MESSAGES.kodeFormat}' / '${TENANT_MESSAGES.ownerEmail}' / '${TENANT_MESSAGES.emailFormat}' / '${TENANT_MESSAGES.ownerPassword}' / '${TENANT_MESSAGES.passwordMin}'; ` +
      `409 '${TENANT_MESSAGES.kodeTaken}'. Audit rows 'tenant_created' and 'user_added'. ${NOT_SUPERADMIN}`,
  })
  @ApiOkResponse({ type: TenantCreatedDto })
  create(@Body() body: TenantCreateDto): Promise<TenantCreatedDto> {
    return this.tenants.createWithOwner(body);
  }

  @Patch('tenants/:id/status')
  @SuperadminOnly()
  @ApiParam(ID_PARAM)
  @ApiOperation({
    summary:
      `Activates (true) or deactivates (false) a farm; its members then get 403 'Tenant nonaktif' on every farm call and at login. ` +
      `400 '${TENANT_MESSAGES.status}'; 404 '${TENANT_MESSAGES.notFound}'. Audit row 'tenant_status_changed'. ${NOT_SUPERADMIN}`,
  })
  @ApiOkResponse({ type: TenantDto })
  setStatus(@Param('id', tenantId) id: string, @Body() body: TenantStatusDto): Promise<TenantDto> {
    return this.tenants.setStatus(id, body.status);
  }

  @Post('impersonate/:id')
  @SuperadminOnly()
  @SecretAnswer('run-again')
  @HttpCode(200)
  @ApiParam(ID_PARAM)
  @ApiOperation({
    summary:
      'A token to enter one farm as its admin: claim impersonated_by (the superadmin), valid for at most one hour, for that farm only (another farm 403, platform routes 403). ' +
      `404 '${TENANT_MESSAGES.notFound}'; 422 '${TENANT_MESSAGES.inactive}'. Audit row 'impersonation_start' (who, which farm, when). ${NOT_SUPERADMIN}`,
  })
  @ApiOkResponse({ type: ImpersonationDto })
  impersonate(@Param('id', tenantId) id: string): Promise<ImpersonationDto> {
    return this.tenants.impersonate(id);
  }

  @Get('summary')
  @SuperadminOnly()
  @ApiOperation({ summary: `Platform figures for the superadmin's dashboard: farms, active farms, accounts (without superadmins), daily entries of the last 7 farm days. ${NOT_SUPERADMIN}` })
  @ApiOkResponse({ type: PlatformSummaryDto })
  summary(): Promise<PlatformSummaryDto> {
    return this.tenants.summary();
  }
}
