import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorator';
import { PathId } from '../../common/validation/id-param';
import { MortalityDto, MortalityQuery } from './dto/mortality.dto';
import { DisposalBodyDto, HoldDto, TREATMENT_MSG, TreatmentBodyDto, TreatmentDto, TreatmentListQuery } from './dto/treatments.dto';
import { MortalityService } from './mortality.service';
import { TreatmentsService } from './treatments.service';

/** Treatments and egg withdrawal, deaths by cause (issue #38; ADR 0048). */
@ApiTags('health')
@ApiBearerAuth()
@Controller('health')
export class TreatmentsController {
  constructor(
    private readonly treatments: TreatmentsService,
    private readonly mortality: MortalityService,
  ) {}

  @Get('treatments')
  @Roles('admin', 'viewer')
  @ApiOperation({
    summary:
      "The farm's treatments, newest first, at most 200; ?date=: only those whose hold lasts until that day or later (or the whole flock life). Each with its bagian, item, dose, withdrawal, hold_until, the value booked to Beban OVK (cost), the eggs laid in its hold window so far (held: butir and kg per grade; not sellable) and what became of them (disposal). Admin and viewer.",
  })
  @ApiOkResponse({ type: [TreatmentDto] })
  list(@Query() q: TreatmentListQuery) {
    return this.treatments.list(q.date);
  }

  @Post('treatments')
  @Roles('admin')
  @ApiOperation({
    summary: `Records a treatment of a bagian with an OVK item, in one transaction: the dose leaves the item's stock on start_date at its moving average (an adjustment of the item, posted Dr Beban OVK / Cr Persediaan OVK), and the bagian's eggs laid from start_date until hold_until = end_date + withdrawal_days (the body's, else the item's label) are held: recorded in production and reports but left out of the egg availability of the sales, and a sale that needs them answers 422 'Telur dari bagian … masih dalam masa henti obat sampai dd/mm/yyyy.'. An item marked not for laying hens given to a bagian with birds needs confirm: true (else 422 '${TREATMENT_MSG.needsConfirm('<item>')}') and holds for the whole flock life (hold_until null) unless vet_note is given. 400 first bad field (TreatmentBodyDto) or '${TREATMENT_MSG.endBefore}'; 404 '${TREATMENT_MSG.bagianNotFound}' / 'Barang stok tidak ditemukan.'; 422 '${TREATMENT_MSG.notOvk}', an inactive item, 'Stok <item> tidak cukup: …', and (month close) 'Periode sampai dd/mm/yyyy sudah ditutup.' for a start_date on or before the lock date. Nothing changes on an error. Admin only.`,
  })
  @ApiCreatedResponse({ type: TreatmentDto })
  create(@Body() body: TreatmentBodyDto) {
    return this.treatments.create(body);
  }

  @Post('treatments/:id/disposal')
  @Roles('admin')
  @ApiOperation({
    summary: `Records what became of the eggs held by a treatment: dimusnahkan (written off, afkir/destroyed) or non_pangan (sold apart for non-food use, outside the egg sales), with a note; the count is the treatment's held eggs. They never return to the sellable stock either way. 400 '${TREATMENT_MSG.disposal}'; 404 '${TREATMENT_MSG.notFound}'. Admin only.`,
  })
  @ApiCreatedResponse({ type: TreatmentDto })
  dispose(@PathId() id: number, @Body() body: DisposalBodyDto) {
    return this.treatments.dispose(id, body);
  }

  @Get('holds')
  @Roles('admin', 'abk', 'viewer')
  @ApiOperation({
    summary:
      "The bagian whose eggs laid on ?date= (default today) are held by a treatment's withdrawal, with the last held day (null: the whole flock life) and the items; by jalur and bagian. The egg entry and sales screens show them. Admin, abk and viewer.",
  })
  @ApiOkResponse({ type: [HoldDto] })
  holds(@Query() q: TreatmentListQuery) {
    return this.treatments.holds(q.date);
  }

  @Get('mortality')
  @Roles('admin', 'viewer')
  @ApiOperation({
    summary:
      "Deaths (transaksi-ayam mati) from start to end (default the 12 weeks to today; at most 366 days) per period (group: day, week from Monday — default —, month), bagian and cause (none recorded: tidak_diketahui), with the suspected diseases named. 400 'Tanggal mulai tidak boleh sesudah tanggal akhir.', 'Rentang tanggal maksimal 366 hari.', a bad date or group. Admin and viewer.",
  })
  @ApiOkResponse({ type: MortalityDto })
  report(@Query() q: MortalityQuery) {
    return this.mortality.report(q);
  }
}
