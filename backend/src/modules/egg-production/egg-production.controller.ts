import { Body, Controller, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorator';
import { SaveResultDto } from '../../common/daily-entries/day-entries';
import { TanggalQueryDto } from '../../common/validation/date-queries';
import { EggConflictDto, EggRowDto, EggSaveDto, EggSettingsResponseDto, EggSettingsUpdateDto, EggWeightsDto } from './dto/egg-production.dto';
import { EggProductionService } from './egg-production.service';

/** Egg production entry (spec part 1 §2.7, §7 'Egg production'). Read: admin, abk, viewer; write: admin, abk. */
@ApiTags('egg-production')
@ApiBearerAuth()
@Controller('transaksi-telur')
export class EggProductionController {
  constructor(private readonly eggs: EggProductionService) {}

  @Get('settings')
  @Roles('admin', 'abk', 'viewer')
  @ApiOperation({ summary: 'Egg grade settings of the tenant (auto/disabled per grade, kg per egg; the defaults of spec §9 until saved) and the default breed of the farm, and the defaults themselves under `defaults`.' })
  @ApiOkResponse({ type: EggSettingsResponseDto })
  settings() {
    return this.eggs.settings();
  }

  @Put('settings')
  @Roles('admin', 'abk')
  @ApiOperation({ summary: "Save egg grade settings (fields not sent keep their value); returns the whole settings with `defaults`, as GET. 400 '<field> harus true atau false.', '<field> minimal 0.', '<field> maksimal 1.', 'Jenis ayam tidak valid.' (default_breed)." })
  @ApiOkResponse({ type: EggSettingsResponseDto })
  updateSettings(@Body() body: EggSettingsUpdateDto) {
    return this.eggs.updateSettings(body);
  }

  @Get('weights')
  @Roles('admin', 'abk', 'viewer')
  @ApiOperation({
    summary:
      "The kg per egg each auto grade uses for `tanggal`: the median kg per egg of the farm's weighed days among the 14 days before it (tanggal − 14 … tanggal − 1), rounded to whole grams, when at least 3 days were weighed; else the settings' weight. A day counts for a grade when some bagian has a count and a kg that is not a whole number of grams per egg (an auto kg always is); its kg per egg is Σ kg ÷ Σ butir of those rows. 400 bad `tanggal`.",
  })
  @ApiOkResponse({ type: EggWeightsDto })
  weights(@Query() q: TanggalQueryDto) {
    return this.eggs.weights(q.tanggal);
  }

  @Get()
  @Roles('admin', 'abk', 'viewer')
  @ApiOperation({ summary: 'One row per bagian with the kg and egg counts per grade of `tanggal` and the row’s version; 0 where nothing is entered.' })
  @ApiOkResponse({ type: [EggRowDto] })
  day(@Query() q: TanggalQueryDto) {
    return this.eggs.day(q.tanggal);
  }

  @Post()
  @HttpCode(200)
  @Roles('admin', 'abk')
  @ApiOperation({
    summary:
      "Replace the day’s eggs of the bagian sent (kg 3 decimals, counts truncated to integers); idempotent. A row that carries `version` is written only when it is still at that version (or already holds the values sent): otherwise 409 'Data sudah diubah pengguna lain sejak halaman dimuat: <lokasi>. …' with `conflicts` (those rows as they are now). A row without `version` is written as sent. 400 negative/non-numeric values, a bagian sent twice, or a date after the farm's today ('Tanggal tidak boleh melewati hari ini.'); 404 unknown bagian; nothing is saved then.",
  })
  @ApiOkResponse({ type: SaveResultDto })
  @ApiConflictResponse({ type: EggConflictDto })
  save(@Body() body: EggSaveDto) {
    return this.eggs.save(body);
  }
}
