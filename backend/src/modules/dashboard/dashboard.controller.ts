import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AnyTenantRole, Roles } from '../../common/auth/access.decorator';
import { UnitSettingsBody, UnitSettingsDto } from './dto/unit-settings.dto';
import { UnitSettingsService } from './unit-settings.service';

/** Dashboard (/dashboard, spec part 1 §2.5, §7 'Dashboard'): admin and abk (DESIGN §3). */
@ApiTags('dashboard')
@ApiBearerAuth()
@Controller()
export class DashboardController {
  constructor(private readonly units: UnitSettingsService) {}

  @Get('dashboard/unit-settings')
  @AnyTenantRole()
  @ApiOperation({
    summary:
      "The caller's own display units in this tenant (defaults kg, g, kg, g/ekor until saved). Readable by every tenant role: the feed usage screen (open to all) reads pakan_unit.",
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
