import { Body, Controller, Get, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { Request } from 'express';
import { AnyUser, Public } from '../../common/auth/access.decorator';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { SecretAnswer } from '../../common/idempotency/secret-answer.decorator';
import { AuthService } from './auth.service';
import { LoginDto, LoginResponseDto, MyResponseDto, OkDto, SummaryResponseDto, SwitchTenantDto, SwitchTenantResponseDto } from './dto/auth.dto';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly ctx: TenantContext,
  ) {}

  @Post('auth/login')
  @HttpCode(200)
  @Public()
  @UseGuards(ThrottlerGuard)
  @SecretAnswer('run-again')
  @ApiOperation({
    summary:
      'Log in with username (or email) and password; opens a session (the token carries its id). Every attempt counts against the per-address limit; ' +
      'failed attempts count per account: past the limit, a client that has failed on the account waits (429) while others may still log in.',
  })
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiUnauthorizedResponse({ description: "{success:false, message:'Username password salah'}" })
  @ApiTooManyRequestsResponse({ description: "{success:false, message:'Terlalu banyak percobaan login. Coba lagi dalam 1 menit.'}" })
  login(@Body() body: LoginDto, @Req() req: Request) {
    return this.auth.login(body.email, body.password, req.ip ?? req.socket.remoteAddress ?? '');
  }

  @Post('auth/switch-tenant')
  @HttpCode(200)
  @AnyUser()
  @SecretAnswer('run-again')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'New token for another tenant of the caller. 403 without membership or when the tenant is inactive.' })
  @ApiOkResponse({ type: SwitchTenantResponseDto })
  switchTenant(@Body() body: SwitchTenantDto) {
    return this.auth.switchTenant(this.ctx.actor, body.kandang_id);
  }

  @Get('auth/summary')
  @AnyUser()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The caller, its memberships and the tenant of its token.' })
  @ApiOkResponse({ type: SummaryResponseDto })
  summary() {
    return this.auth.summary(this.ctx.actor);
  }

  @Get('my')
  @AnyUser()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The caller and the tenant of its token (tenant.id / kandang_id).' })
  @ApiOkResponse({ type: MyResponseDto })
  my() {
    return this.auth.my(this.ctx.actor);
  }

  @Post('auth/logout')
  @HttpCode(200)
  @AnyUser()
  @ApiBearerAuth()
  @ApiOperation({ summary: "Ends this session: its token answers 401 from now on (also after a server restart). {success:true, message:'Logout berhasil'}" })
  @ApiOkResponse({ type: OkDto })
  logout() {
    return this.auth.logout(this.ctx.actor);
  }
}
