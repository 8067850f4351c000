import { Body, Controller, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorator';
import { PathId } from '../../common/validation/id-param';
import { ChartOfAccountsService } from './chart-of-accounts.service';
import { AccountListQuery, AccountParentDto, AccountParentsQuery, AccountRowDto, AccountSaveDto } from './dto/chart-of-accounts.dto';

const RULES =
  "400 'Kode, nama, dan tipe wajib diisi' when one is missing; 400 when the code is malformed or its first digit does not match the type (1 asset, 2 liability, 3 equity, 4 income, 5–6 expense); 409 when the code is taken; parent: 404 unknown, 400 of another type or the account itself / one of its sub-accounts.";

/** Chart of accounts (/kode-akun, part 2 §7 'Chart of accounts'): admin only (DESIGN §3). */
@ApiTags('chart-of-accounts')
@ApiBearerAuth()
@Controller('finance-accounts')
export class ChartOfAccountsController {
  constructor(private readonly accounts: ChartOfAccountsService) {}

  @Get()
  @Roles('admin')
  @ApiOperation({
    summary:
      'Accounts by code with parent_code and parent_name. Filters: q (code or name), type, status all|active|inactive (default all). Counts per type: count the rows of the unfiltered list by type.',
  })
  @ApiOkResponse({ type: [AccountRowDto] })
  list(@Query() q: AccountListQuery) {
    return this.accounts.list(q);
  }

  @Get('parents')
  @Roles('admin')
  @ApiOperation({ summary: 'Active accounts that may be a parent, optionally of one type, without exclude_id (the edited account) and its sub-accounts.' })
  @ApiOkResponse({ type: [AccountParentDto] })
  parents(@Query() q: AccountParentsQuery) {
    return this.accounts.parents(q);
  }

  @Post()
  @Roles('admin')
  @HttpCode(201)
  @ApiOperation({ summary: `Creates an account. ${RULES}` })
  @ApiCreatedResponse({ type: AccountRowDto })
  create(@Body() body: AccountSaveDto) {
    return this.accounts.create(body);
  }

  @Put(':id')
  @Roles('admin')
  @ApiOperation({
    summary: `Updates an account (code, name, type, parent_id, is_active). ${RULES} 404 unknown id (also another tenant's). 422: a system account cannot be deactivated or change type; no account changes type once it has postings or while it has sub-accounts.`,
  })
  @ApiOkResponse({ type: AccountRowDto })
  update(@PathId() id: number, @Body() body: AccountSaveDto) {
    return this.accounts.update(id, body);
  }
}
