import { BadRequestException, Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { SecretAnswer } from '../../common/idempotency/secret-answer.decorator';
import { Roles } from '../../common/auth/access.decorator';
import { BAD_PATH_ID, PathId } from '../../common/validation/id-param';
import {
  InvitationCreateDto,
  InvitationCreatedDto,
  InvitationListDto,
  RolesDto,
  SuccessDto,
  SuccessMessageDto,
  UserCreateDto,
  UserDto,
  UserListDto,
  UserUpdateDto,
} from './dto/users.dto';
import { INVITATION_MESSAGES, InvitationsService } from './invitations.service';
import { USER_MESSAGES, UsersService } from './users.service';

/** A uuid path segment, else 400 'ID tidak valid.'. */
export const uuidPipe = new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException(BAD_PATH_ID) });

/** Users of a farm (/users, spec part 2 'Data Users', §7 'Users and session'): admin (owner) only. */
@ApiTags('users')
@ApiBearerAuth()
@Controller('users')
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly invitations: InvitationsService,
  ) {}

  @Get()
  @Roles('admin')
  @ApiOperation({ summary: 'The members of this farm: id, username (email), role, aktif, created_at, by username.' })
  @ApiOkResponse({ type: UserListDto })
  async list() {
    return { items: await this.users.list() };
  }

  @Get('roles')
  @Roles('admin')
  @ApiOperation({ summary: 'Roles the caller may grant: an owner every role, an admin all but owner.' })
  @ApiOkResponse({ type: RolesDto })
  async roles() {
    return { items: await this.users.grantableRoles() };
  }

  @Post()
  @Roles('admin')
  @HttpCode(201)
  @ApiOperation({
    summary:
      "Creates a NEW account in this farm with the role (without password it cannot log in until one is set). A username that exists — any account, a member or not — answers 409 'Username sudah dipakai.' and nothing else (an existing person joins through POST /api/users/invitations). " +
      `A superadmin (not an impersonation) may add an existing account, password unchanged (409 '${USER_MESSAGES.alreadyMember}' when a member). 400 'Username wajib diisi' / 'Password minimal 6 karakter' / 'Role tidak valid.'; 422 '${USER_MESSAGES.ownerOnly}'.`,
  })
  @ApiOkResponse({ type: UserDto })
  add(@Body() body: UserCreateDto) {
    return this.users.add(body);
  }

  @Put(':id')
  @Roles('admin')
  @ApiParam({ name: 'id', format: 'uuid', description: `User id; else 400 '${BAD_PATH_ID}'` })
  @ApiOperation({
    summary:
      `Changes the role, sets the password and/or switches the member on/off in this farm (aktif; username not editable); the role applies at the user's next request. A new password, a lower role (owner > admin > abk > reseller > viewer) or aktif:false ends every session of the member at once (its tokens answer 401); ` +
      `an inactive member gets 403 'Akun Anda dinonaktifkan di kandang ini.' at login and on this farm. 400 '${USER_MESSAGES.nothingToChange}' / 'aktif harus true atau false.'; 404 '${USER_MESSAGES.notFound}' (also another farm's user); ` +
      `403 '${USER_MESSAGES.adminOwnerOnly}' for an admin on another admin's or an owner's row (owner or superadmin only); ` +
      `422 '${USER_MESSAGES.ownerOnly}' / '${USER_MESSAGES.lastOwner}' / '${USER_MESSAGES.passwordForeign}' / '${USER_MESSAGES.notYourself}' / '${USER_MESSAGES.lastActiveOwner}'.`,
  })
  @ApiOkResponse({ type: UserDto })
  update(@Param('id', uuidPipe) id: string, @Body() body: UserUpdateDto) {
    return this.users.update(id, body);
  }

  @Delete(':id')
  @Roles('admin')
  @ApiParam({ name: 'id', format: 'uuid', description: `User id; else 400 '${BAD_PATH_ID}'` })
  @ApiOperation({
    summary: `Removes a member from this farm (the account stays): its sessions end, its membership and ABK register row go. Audit row 'member_removed'. 404 '${USER_MESSAGES.notFound}'; 403 '${USER_MESSAGES.adminOwnerOnly}' for an admin removing another admin or an owner; 422 '${USER_MESSAGES.notYourself}' / '${USER_MESSAGES.lastActiveOwner}'.`,
  })
  @ApiOkResponse({ type: SuccessMessageDto })
  remove(@Param('id', uuidPipe) id: string) {
    return this.users.remove(id);
  }

  @Get('invitations')
  @Roles('admin')
  @ApiOperation({ summary: 'Pending invitations of this farm (not accepted, cancelled nor expired), newest first, at most 100; without codes.' })
  @ApiOkResponse({ type: InvitationListDto })
  async pendingInvitations() {
    return { items: await this.invitations.pending() };
  }

  @Post('invitations')
  @Roles('admin')
  @SecretAnswer('refuse')
  @HttpCode(201)
  @ApiOperation({
    summary: `Invites an existing account: a one-use code valid 7 days, shown once, and the link /my-info?undangan=<code>; the invitee accepts it after logging in (POST /api/my/invitations/accept). 400 'Role tidak valid.'; 422 '${USER_MESSAGES.ownerOnly}'. Audit row 'invitation_created'.`,
  })
  @ApiOkResponse({ type: InvitationCreatedDto })
  invite(@Body() body: InvitationCreateDto) {
    return this.invitations.create(body.role);
  }

  @Delete('invitations/:id')
  @Roles('admin')
  @ApiOperation({ summary: `Cancels a pending invitation. 404 '${INVITATION_MESSAGES.notFound}' (unknown, another farm's, used, cancelled or expired). Audit row 'invitation_cancelled'.` })
  @ApiOkResponse({ type: SuccessDto })
  cancelInvitation(@PathId() id: number) {
    return this.invitations.cancel(id);
  }
}
