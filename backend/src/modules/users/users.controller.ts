import { BadRequestException, Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorator';
import { BAD_PATH_ID } from '../../common/validation/id-param';
import { RolesDto, UserCreateDto, UserDto, UserListDto, UserUpdateDto } from './dto/users.dto';
import { USER_MESSAGES, UsersService } from './users.service';

/** A uuid path segment, else 400 'ID tidak valid.'. */
export const uuidPipe = new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException(BAD_PATH_ID) });

/** Users of a farm (/users, spec part 2 'Data Users', §7 'Users and session'): admin (owner) only. */
@ApiTags('users')
@ApiBearerAuth()
@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @Roles('admin')
  @ApiOperation({ summary: 'The members of this farm: id, username (email), role, created_at, by username.' })
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
      "Adds a user: an existing username joins this farm with the role (password unchanged), else a new account (without password it cannot log in until one is set). 400 'Username wajib diisi' / 'Password minimal 6 karakter' / 'Role tidak valid.'; " +
      `409 '${USER_MESSAGES.alreadyMember}'; 422 '${USER_MESSAGES.ownerOnly}'.`,
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
      `Changes the role and/or sets the password of a member (username not editable); the role applies at the user's next request. A new password, or a lower role (owner > admin > abk > reseller > viewer), ends every session of the member at once (its tokens answer 401). 400 '${USER_MESSAGES.nothingToChange}'; 404 '${USER_MESSAGES.notFound}' (also another farm's user); ` +
      `422 '${USER_MESSAGES.ownerOnly}' / '${USER_MESSAGES.lastOwner}' / '${USER_MESSAGES.passwordForeign}'.`,
  })
  @ApiOkResponse({ type: UserDto })
  update(@Param('id', uuidPipe) id: string, @Body() body: UserUpdateDto) {
    return this.users.update(id, body);
  }
}
