import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorator';
import { BREED_NAMES, BreedStandardService, DEFAULT_BREED } from '../breed-standard/breed-standard.service';
import { today } from '../../common/dates/farm-day';
import { DashboardService } from './dashboard.service';
import { BreedStandardSourceDto, DashboardSummaryDto, DashboardTableQuery, DashboardTableRowDto, SummaryQuery } from './dto/dashboard.dto';
import { UnitSettingsBody, UnitSettingsDto } from './dto/unit-settings.dto';
import { UnitSettingsService } from './unit-settings.service';
import { ReadReplica } from '../../common/tenancy/read-replica.decorator';

/** Dashboard (/dashboard, spec part 1 §2.5, §7 'Dashboard'): admin and abk (DESIGN §3). */
@ApiTags('dashboard')
@ApiBearerAuth()
@Controller()
export class DashboardController {
  constructor(
    private readonly dashboard: DashboardService,
    private readonly units: UnitSettingsService,
    private readonly breedStandard: BreedStandardService,
  ) {}

  @Get('dashboard/summary')
  @Roles('admin', 'abk')
  @ApiOperation({
    summary:
      'The farm on one day (default today): end-of-day population, deaths, feed kg, FI g/bird, eggs (count, kg), average egg g, FCR, % production (part 1 §9; null on division by zero), and the feed used on each of the last 7 days.',
  })
  @ApiOkResponse({ type: DashboardSummaryDto })
  summary(@Query() q: SummaryQuery) {
    return this.dashboard.summary(q.tanggal);
  }

  @Get('dashboard-table')
  @ReadReplica()
  @Roles('admin', 'abk')
  @ApiOperation({
    summary:
      'One row per day of start_date..to_date (default the last 10 days) for the whole farm, with the breed standard bands for the flock age. 400 bad dates or range > 731 days.',
  })
  @ApiOkResponse({ type: [DashboardTableRowDto] })
  table(@Query() q: DashboardTableQuery) {
    return this.dashboard.table(q);
  }

  @Get('dashboard/breed-standard')
  @Roles('admin', 'abk')
  @ApiOperation({ summary: "Name and source of the breed standard the dashboard charts compare with: the standard of the farm's majority breed today (a tie or no birds: the farm default)." })
  @ApiOkResponse({ type: BreedStandardSourceDto })
  async standard(): Promise<BreedStandardSourceDto> {
    const day = today();
    const breed = (await this.breedStandard.farmBreedDaily(day, day)).get(day) ?? DEFAULT_BREED;
    return { sumber: this.breedStandard.sourceOf(breed), breed, nama: BREED_NAMES[breed] };
  }

  @Get('dashboard/unit-settings')
  @Roles('admin', 'abk', 'viewer')
  @ApiOperation({
    summary:
      "The caller's own display units in this tenant (defaults kg, g, kg, g/ekor until saved). admin and abk (the dashboard), and viewer: the feed usage screen, which a viewer reads, reads pakan_unit (a viewer cannot save, so it always gets the defaults). Reseller 403.",
  })
  @ApiOkResponse({ type: UnitSettingsDto })
  getUnits() {
    return this.units.get();
  }

  @Put('dashboard/unit-settings')
  @Roles('admin', 'abk')
  @ApiOperation({ summary: "Saves the caller's own display units (fields left out keep their value) and returns them. 400 on an unknown unit." })
  @ApiOkResponse({ type: UnitSettingsDto })
  putUnits(@Body() body: UnitSettingsBody) {
    return this.units.put(body);
  }
}
