import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorator';
import { PathId } from '../../common/validation/id-param';
import { HEALTH_MSG, ProgramBodyDto, ProgramDto } from './dto/health.dto';
import { ProgramsService } from './programs.service';

const BODY_ERRORS = `400 with the first bad field's message ('${HEALTH_MSG.name}', '${HEALTH_MSG.rows}', '${HEALTH_MSG.age}', '${HEALTH_MSG.disease}', '${HEALTH_MSG.route}', …); 409 '${HEALTH_MSG.nameTaken}'; 404 'Barang stok tidak ditemukan.' for a vaccine item that is not the farm's; 422 'Barang … bukan OVK; …' for a feed item`;

/** Vaccination programs by age (issue #38): admin writes; admin, viewer and abk read (the abk gives the vaccinations). */
@ApiTags('health')
@ApiBearerAuth()
@Controller('health/programs')
export class ProgramsController {
  constructor(private readonly programs: ProgramsService) {}

  @Get()
  @Roles('admin', 'viewer', 'abk')
  @ApiOperation({
    summary:
      "The farm's vaccination programs, the default first (the one every flock follows), each with its rows by age: {id, age_days (days since hatch), disease, item_id (the OVK vaccine item, null until linked), item_name, route, note}. Shipped examples carry is_example and their sources. Admin, viewer and abk; reseller 403.",
  })
  @ApiOkResponse({ type: [ProgramDto] })
  list() {
    return this.programs.list();
  }

  @Post()
  @Roles('admin')
  @HttpCode(201)
  @ApiOperation({ summary: `Adds a program with its rows; is_default: true makes it the farm's default. ${BODY_ERRORS}. Admin only.` })
  @ApiCreatedResponse({ type: ProgramDto })
  create(@Body() body: ProgramBodyDto) {
    return this.programs.create(body);
  }

  @Put(':id')
  @Roles('admin')
  @ApiOperation({
    summary: `Changes a program: name, default (true makes it the default), rows (a row with its id is kept and changed, a row without id added, a row left out removed). 404 '${HEALTH_MSG.programNotFound}' (unknown or another farm's), 404 '${HEALTH_MSG.rowNotFound}' for a row id of another program; 422 for a removed row that has recorded vaccinations. ${BODY_ERRORS}. Admin only.`,
  })
  @ApiOkResponse({ type: ProgramDto })
  update(@PathId() id: number, @Body() body: ProgramBodyDto) {
    return this.programs.update(id, body);
  }
}
