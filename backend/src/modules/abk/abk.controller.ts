import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorator';
import { PHONE_INVALID } from '../../common/phone';
import { PathId } from '../../common/validation/id-param';
import { AbkService } from './abk.service';
import { ABK_MESSAGES, AbkCreateDto, AbkDto, AbkUpdateDto, AbkUserDto } from './dto/abk.dto';

const RULES =
  `400 '${ABK_MESSAGES.nama}' / '${ABK_MESSAGES.mulai}' / '${ABK_MESSAGES.selesai}' / '${ABK_MESSAGES.order}'. ` +
  `The phone must be an Indonesian number (else 400 '${PHONE_INVALID}') and is stored as digits with the 62 prefix (0812… → 62812…).`;

/** The ABK register (/abk, spec part 2 §7 'ABK'): admin only. */
@ApiTags('abk')
@ApiBearerAuth()
@Controller('abk')
export class AbkController {
  constructor(private readonly abk: AbkService) {}

  @Get()
  @Roles('admin')
  @ApiOperation({ summary: 'The ABK register of this farm, by nickname, with the username of each.' })
  @ApiOkResponse({ type: [AbkDto] })
  list() {
    return this.abk.list();
  }

  @Get('available-users')
  @Roles('admin')
  @ApiOperation({ summary: 'Members of this farm with the abk role not yet in the register.' })
  @ApiOkResponse({ type: [AbkUserDto] })
  available() {
    return this.abk.availableUsers();
  }

  @Post()
  @Roles('admin')
  @HttpCode(201)
  @ApiOperation({ summary: `Registers an abk member. ${RULES} 400 '${ABK_MESSAGES.user}'; 422 '${ABK_MESSAGES.notAbkUser}'; 409 '${ABK_MESSAGES.registered}'.` })
  @ApiOkResponse({ type: AbkDto })
  create(@Body() body: AbkCreateDto) {
    return this.abk.create(body);
  }

  @Put(':id')
  @Roles('admin')
  @ApiOperation({
    summary: `Updates a register row (the user stays). ${RULES} 404 '${ABK_MESSAGES.notFound}' (also another farm's row). Switching the row off (aktif false, or tanggal_selesai_kerja before today) ends every session of its user at once (its tokens answer 401 'Akun Anda dinonaktifkan di kandang ini.').`,
  })
  @ApiOkResponse({ type: AbkDto })
  update(@PathId() id: number, @Body() body: AbkUpdateDto) {
    return this.abk.update(id, body);
  }
}
