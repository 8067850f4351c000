import { BadRequestException, Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorator';
import { PathId } from '../../common/validation/id-param';
import { RATION_MSG, RationBatchBodyDto, RationBatchDto, RationBatchPreviewQuery, RationBodyDto, RationDetailDto, RationDto, RationTargetBodyDto, RationTargetDto } from './dto/rations.dto';
import { RationBatchesService } from './ration-batches.service';
import { RATION_PHASES, RationPhase } from './rations.rules';
import { RationsService } from './rations.service';

const NOT_FOUND = `404 '${RATION_MSG.notFound}' for an unknown id or another farm's.`;
const BODY_ERRORS = `400 with the first bad field's message ('${RATION_MSG.name}', '${RATION_MSG.phase}', '${RATION_MSG.ingredients}', '${RATION_MSG.pct}'); 409 '${RATION_MSG.nameTaken}'; 422 '${RATION_MSG.pctSum}' when the shares do not add up to exactly 100 %; 404 'Barang stok tidak ditemukan.' for an ingredient that is not the farm's; 422 naming the ingredient when it is OVK, a mixed feed (campuran or a ration's mixed item), the default item 'Pakan', not in kg, inactive, or listed twice`;

/** Rations (formula), their targets per phase and their mixing batches (issue #37): admin writes, admin and viewer read; abk and reseller 403. */
@ApiTags('rations')
@ApiBearerAuth()
@Controller('rations')
export class RationsController {
  constructor(
    private readonly rations: RationsService,
    private readonly batches: RationBatchesService,
  ) {}

  @Get()
  @Roles('admin', 'viewer')
  @ApiOperation({ summary: "The farm's rations by name, each with its phase, mixed-feed stock item and ingredients (item, %), largest share first. Admin and viewer." })
  @ApiOkResponse({ type: [RationDto] })
  list() {
    return this.rations.list();
  }

  @Get('targets')
  @Roles('admin', 'viewer')
  @ApiOperation({
    summary:
      "The farm's own nutrient targets for each phase (starter, grower, developer, pre_layer, layer; null where none entered) with their source, and beside them the published recommendations found for that phase, each with its source. Admin and viewer.",
  })
  @ApiOkResponse({ type: [RationTargetDto] })
  targets() {
    return this.rations.targets();
  }

  @Put('targets/:phase')
  @Roles('admin')
  @ApiParam({ name: 'phase', enum: RATION_PHASES })
  @ApiOperation({ summary: `Sets the farm's targets of a phase (from its breeder's guide or feed supplier): a nutrient or the source left out keeps its value, null clears it. 400 '${RATION_MSG.phase}' for an unknown phase, and the stock items' nutrient messages.` })
  @ApiOkResponse({ type: RationTargetDto })
  setTarget(@Param('phase') phase: string, @Body() body: RationTargetBodyDto) {
    if (!(RATION_PHASES as readonly string[]).includes(phase)) throw new BadRequestException(RATION_MSG.phase);
    return this.rations.setTarget(phase as RationPhase, body);
  }

  @Get(':id')
  @Roles('admin', 'viewer')
  @ApiOperation({
    summary: `One ration with the computed nutrients of the mix (Σ pct × the ingredient's value ÷ 100; null where an ingredient lacks the value, named in nutrients_missing), cost_per_kg (Σ pct × each ingredient's moving average today, 6 decimals) and the target of its phase with the published recommendations. ${NOT_FOUND}`,
  })
  @ApiOkResponse({ type: RationDetailDto })
  get(@PathId() id: number) {
    return this.rations.get(id);
  }

  @Post()
  @Roles('admin')
  @HttpCode(201)
  @ApiOperation({ summary: `Adds a ration and its mixed-feed stock item (kind campuran, unit kg, the ration's name). ${BODY_ERRORS}.` })
  @ApiCreatedResponse({ type: RationDetailDto })
  create(@Body() body: RationBodyDto) {
    return this.rations.create(body);
  }

  @Put(':id')
  @Roles('admin')
  @ApiOperation({ summary: `Changes a ration's name (its mixed item too), phase and composition; batches already mixed keep theirs. ${NOT_FOUND} ${BODY_ERRORS}.` })
  @ApiOkResponse({ type: RationDetailDto })
  update(@PathId() id: number, @Body() body: RationBodyDto) {
    return this.rations.update(id, body);
  }

  @Get(':id/batches')
  @Roles('admin', 'viewer')
  @ApiOperation({ summary: `The ration's mixing batches, newest first (at most 100), each line at the value it went out at. ${NOT_FOUND}` })
  @ApiOkResponse({ type: [RationBatchDto] })
  listBatches(@PathId() id: number) {
    return this.batches.list(id);
  }

  @Get(':id/batches/preview')
  @Roles('admin', 'viewer')
  @ApiOperation({ summary: `What a batch of kg on date would take: per ingredient the kg (kg × pct, whole grams), the kg available then without the stock going below zero then or later, the shortfall, and the value at the moving average. Nothing is written. 400 bad date or kg; ${NOT_FOUND}` })
  @ApiOkResponse({ type: RationBatchDto })
  preview(@PathId() id: number, @Query() q: RationBatchPreviewQuery) {
    return this.batches.preview(id, q.date, q.kg);
  }

  @Post(':id/batches')
  @Roles('admin')
  @HttpCode(201)
  @ApiOperation({
    summary: `Mixes kg of the ration on date: each ingredient out (kg × pct) at its moving average, the mixed feed in at the sum of those values — a transfer inside Persediaan Pakan, no P&L effect. An ingredient short of stock is mixed anyway at its last average, as usage beyond the stock is, and re-costed by its next purchase; the answer shows the shortfall (see the preview). 400 '${RATION_MSG.date}', '${RATION_MSG.kg}', a future date; ${NOT_FOUND} 422 an inactive ingredient or mixed item, a date on or before the opening feed stock; month close: 422 'Periode sampai dd/mm/yyyy sudah ditutup.' for a date on or before the lock date. Nothing is written then.`,
  })
  @ApiCreatedResponse({ type: RationBatchDto })
  mix(@PathId() id: number, @Body() body: RationBatchBodyDto) {
    return this.batches.mix(id, body);
  }
}
