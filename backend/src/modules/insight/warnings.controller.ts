import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorator';
import { WarningSettingsDto, WarningsDto, WarningsQuery } from './dto/warnings.dto';
import { WarningsService } from './warnings.service';

/** Early warnings (issue #24 'Early warnings'; docs/adr/0031-early-warnings.md): admin and abk read, admin sets the thresholds. */
@ApiTags('insight')
@ApiBearerAuth()
@Controller('insight')
export class WarningsController {
  constructor(private readonly warnings: WarningsService) {}

  @Get('warnings')
  @Roles('admin', 'abk')
  @ApiOperation({
    summary:
      "The warnings of one day (default today): per bagian HD % more than hd_selisih_poin under the standard's lower bound for hd_hari days running, average egg weight outside the standard band ± berat_telur_toleransi_g for berat_telur_hari days; per tingkat feed intake (g/bird) more than konsumsi_turun_persen under its own mean of the 7 days before (at least 3 days with feed), deaths of the day above mati_harian_persen of the birds at its start, deaths of 7 days above mati_mingguan_persen of the birds 7 days before; the farm's feed stock lasting stok_pakan_hari days or fewer (with two or more feed items in use: the item that runs out first, by its stock per item); no feed entry yesterday on a tingkat with birds, no egg entry yesterday on a bagian with laying-age birds. A value exactly at its limit does not fire. An abk gets the warnings of the bagian where they made a feed, egg or chicken entry in the 30 days up to the day, and the farm's. 400 bad or future date; 403 reseller, viewer.",
  })
  @ApiOkResponse({ type: WarningsDto })
  list(@Query() q: WarningsQuery): Promise<WarningsDto> {
    return this.warnings.warnings(q.date);
  }

  @Get('warning-settings')
  @Roles('admin', 'abk')
  @ApiOperation({ summary: 'The thresholds of the warning rules (the defaults of issue #24 until saved). 403 reseller, viewer.' })
  @ApiOkResponse({ type: WarningSettingsDto })
  settings(): Promise<WarningSettingsDto> {
    return this.warnings.settings();
  }

  @Put('warning-settings')
  @Roles('admin')
  @ApiOperation({ summary: 'Saves every threshold (all fields required) and returns them. 400 a field missing or out of its range (the message names it); 403 not admin.' })
  @ApiOkResponse({ type: WarningSettingsDto })
  saveSettings(@Body() body: WarningSettingsDto): Promise<WarningSettingsDto> {
    return this.warnings.saveSettings(body);
  }
}
