import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AnyUser } from '../../common/auth/access.decorator';
import { InvitationsService } from '../users/invitations.service';
import { AcceptedInvitationDto, AcceptInvitationDto, ChangePasswordDto, MessageDto, MyInfoDto } from './dto/my-info.dto';
import { MyInfoService } from './my-info.service';

/** My info (/my-info, spec part 2 §7 'My info'): every logged-in user. */
@ApiTags('my-info')
@ApiBearerAuth()
@Controller('my')
export class MyInfoController {
  constructor(
    private readonly my: MyInfoService,
    private readonly invitations: InvitationsService,
  ) {}

  @Get('info')
  @AnyUser()
  @ApiOperation({ summary: "The caller's account, its membership and farm (of the token's tenant) and extra: kind abk (its ABK register data) or reseller. Under an impersonation: the token's farm and membership {role 'admin', created_at (start of the impersonation), impersonation: true}; user.role 'admin'." })
  @ApiOkResponse({ type: MyInfoDto })
  info() {
    return this.my.info();
  }

  @Post('change-password')
  @HttpCode(200)
  @AnyUser()
  @ApiOperation({
    summary:
      "Changes the caller's password and ends its other sessions (this one stays). 400 'Password lama wajib diisi' / 'Password baru wajib diisi' / 'Konfirmasi password wajib diisi' / 'Password minimal 6 karakter' / " +
      "'Konfirmasi password tidak sama.' / 'Password lama salah.' / 'Password baru harus berbeda dari password lama.'; 422 'Password tidak dapat diganti dalam mode impersonasi.'; 429 'Terlalu banyak percobaan login. Coba lagi dalam 1 menit.' after 10 wrong current passwords of the account in a minute (counted with failed logins). Success: {success:true, message:'Password berhasil diperbarui.'}",
  })
  @ApiOkResponse({ type: MessageDto })
  changePassword(@Body() body: ChangePasswordDto) {
    return this.my.changePassword(body);
  }

  @Post('invitations/accept')
  @HttpCode(200)
  @AnyUser()
  @ApiOperation({
    summary:
      "The caller accepts an invitation by its code: the invitation's farm joins its memberships with the invited role (switch to it with POST /api/auth/switch-tenant). One use, valid 7 days. " +
      "400 'Kode undangan wajib diisi'; 422 'Kode undangan tidak valid.' / 'Undangan ini sudah dipakai.' / 'Undangan sudah kedaluwarsa.' / 'Tenant nonaktif' / 'Anda sudah terdaftar di kandang ini.'; 403 under impersonation. Audit row 'user_added' {invitation:true}.",
  })
  @ApiOkResponse({ type: AcceptedInvitationDto })
  acceptInvitation(@Body() body: AcceptInvitationDto) {
    return this.invitations.accept(body.code);
  }

  @Post('leave')
  @HttpCode(200)
  @AnyUser()
  @ApiOperation({
    summary:
      "The caller leaves the token's farm: its membership (and ABK register row) goes; its session stays (switch to another farm, or log in again). 422 'Owner terakhir tidak dapat keluar dari kandang.' / 'Anda bukan anggota tenant ini.' / 'Pilih kandang terlebih dahulu.' / 'Tidak dapat dilakukan dalam mode impersonasi.'. Audit row 'member_left'. Success: {success:true, message:'Anda telah keluar dari kandang ini.'}",
  })
  @ApiOkResponse({ type: MessageDto })
  leave() {
    return this.invitations.leave();
  }
}
