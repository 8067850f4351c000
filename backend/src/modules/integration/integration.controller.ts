import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SuperadminOnly } from '../../common/auth/access.decorator';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { WithoutTransaction } from '../../common/tenancy/without-transaction.decorator';
import { TestPushResultDto } from './dto/integration.dto';
import { INTEGRATION_MESSAGES, IntegrationService } from './integration.service';

/** Superadmin: the accounting integration push (spec part 2 §7 'Tenants'). */
@ApiTags('superadmin')
@ApiBearerAuth()
@Controller('superadmin/gorichi')
export class IntegrationController {
  constructor(
    private readonly integration: IntegrationService,
    private readonly ctx: TenantContext,
  ) {}

  @Post('test-simple')
  @SuperadminOnly()
  // Waits up to 10 s on another server: no database connection is held meanwhile.
  @WithoutTransaction()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Sends a small signed test document to the accounting integration (GORICHI_URL, bearer GORICHI_TOKEN, Idempotency-Key, HMAC-SHA256 signature, 10 s timeout) and answers {ok, status, target, idem_key, response}. ' +
      'At most 64 KB of the answer are read; credentials written into GORICHI_URL are neither sent nor shown in target. No database connection is held while waiting. ' +
      `Not configured: ok false, '${INTEGRATION_MESSAGES.notConfigured}', nothing sent. No answer: ok false, status 0, '${INTEGRATION_MESSAGES.timeout}' / '${INTEGRATION_MESSAGES.unreachable}'. 403 'Khusus superadmin.' for anyone else.`,
  })
  @ApiOkResponse({ type: TestPushResultDto })
  testSimple(): Promise<TestPushResultDto> {
    return this.integration.testSimple(this.ctx.actor.email);
  }
}
