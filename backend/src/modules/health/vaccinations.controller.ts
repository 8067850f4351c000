import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorator';
import { HEALTH_MSG, VaccinationBodyDto, VaccinationDto } from './dto/health.dto';
import { VaccinationsService } from './vaccinations.service';

/** Recording vaccinations (issue #38): admin and abk (who gives them); viewer and reseller 403. */
@ApiTags('health')
@ApiBearerAuth()
@Controller('health/vaccinations')
export class VaccinationsController {
  constructor(private readonly vaccinations: VaccinationsService) {}

  @Post()
  @Roles('admin', 'abk')
  @HttpCode(201)
  @ApiOperation({
    summary: `Records a vaccination of a bagian's birds: the doses leave OVK stock at the vaccine's moving average (an adjustment of −doses, posted Dr Beban OVK / Cr Persediaan OVK), and with program_row_id the row is done for the bagian's flock. 400 bad field; 403 '${HEALTH_MSG.abkToday}'; 404 '${HEALTH_MSG.bagianNotFound}', 'Barang stok tidak ditemukan.', '${HEALTH_MSG.rowNotFound}' (unknown or another farm's, or not a row of the default program); 409 the row already recorded for this flock; 422 'Periode sampai dd/mm/yyyy sudah ditutup.', not OVK, inactive, expired before the date, no birds in the bagian that day, 'Stok … tidak cukup …'. One transaction: nothing changes on an error. Admin and abk.`,
  })
  @ApiCreatedResponse({ type: VaccinationDto })
  record(@Body() body: VaccinationBodyDto) {
    return this.vaccinations.record(body);
  }
}
