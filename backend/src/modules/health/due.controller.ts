import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorator';
import { DueDto, DueQueryDto } from './dto/health.dto';
import { DueService } from './due.service';

/** What each flock is due by age (issue #38). */
@ApiTags('health')
@ApiBearerAuth()
@Controller('health/due')
export class DueController {
  constructor(private readonly dueService: DueService) {}

  @Get()
  @Roles('admin', 'viewer', 'abk')
  @ApiOperation({
    summary:
      "Per bagian with birds at the end of `date` (default the farm's today, Asia/Jakarta) and an arrival (transaksi-ayam masuk): the flock's arrival, hatch date (arrival − usia_minggu × 7), age in days and weeks, and every row of the farm's default program with its due date and status (done, due, overdue: 1–14 days late, missed, upcoming, before_arrival). Due and overdue rows are the day's vaccinations (Tugas Saya, dashboard). 400 for a date outside 01/01/2000 … today + 5 years. Admin, viewer and abk.",
  })
  @ApiOkResponse({ type: DueDto })
  due(@Query() query: DueQueryDto) {
    return this.dueService.due(query.date);
  }
}
