import { Body, Controller, Get, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorator';
import { PathId } from '../../common/validation/id-param';
import { ScheduleBodyDto, ScheduleDto, ScheduleQueryDto } from './dto/schedule.dto';
import { ScheduleService } from './schedule.service';

/** Recurring schedules (spec part 2 'Schedule creation', §7 Tasks). Admin only (DESIGN §3). */
@ApiTags('tasks')
@ApiBearerAuth()
@Controller('tasks/schedules')
export class ScheduleController {
  constructor(private readonly schedules: ScheduleService) {}

  @Get()
  @Roles('admin')
  @ApiOperation({ summary: 'Schedules with main and sub task names, optionally of one main task.' })
  @ApiOkResponse({ type: [ScheduleDto] })
  list(@Query() q: ScheduleQueryDto) {
    return this.schedules.list(q.main_id);
  }

  @Post()
  @Roles('admin')
  @ApiOperation({
    summary:
      "Create a schedule (DAILY / WEEKLY by_days Monday = 1 / MONTHLY by_month_days; interval ≥ 1; time default 08:00). 400 'Pilih sub task terlebih dahulu', 'Interval minimal 1.', missing days; 404 unknown sub task; 422 inactive sub task.",
  })
  @ApiOkResponse({ type: ScheduleDto })
  create(@Body() body: ScheduleBodyDto) {
    return this.schedules.create(body);
  }

  @Put(':id')
  @Roles('admin')
  @ApiOperation({ summary: 'Replace a schedule rule (same body and errors as POST; 404 unknown id). Recorded executions stay.' })
  @ApiOkResponse({ type: ScheduleDto })
  update(@PathId() id: number, @Body() body: ScheduleBodyDto) {
    return this.schedules.update(id, body);
  }
}
