import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorator';
import { PathId } from '../../common/validation/id-param';
import { PreorderCreateDto, PreorderDto, PreorderListQuery, PreorderUpdateDto, SuggestQtyDto, SuggestQtyQuery } from './dto/egg-preorders.dto';
import { EggPreordersService } from './egg-preorders.service';

/** Pemesanan Telur (part 2 §7 'Pre-orders'): admin only (DESIGN §3). Execute = POST /api/egg-sales with preorder_id. */
@ApiTags('egg-preorders')
@ApiBearerAuth()
@Controller('egg-preorders')
export class EggPreordersController {
  constructor(private readonly preorders: EggPreordersService) {}

  @Get()
  @Roles('admin')
  @ApiOperation({
    summary:
      'Orders whose pickup day lies in due_from..due_to (default today … today + 14), by pickup day, canceled ones included, with remaining kg per grade and status confirmed / selesai / canceled.',
  })
  @ApiOkResponse({ type: [PreorderDto] })
  list(@Query() q: PreorderListQuery) {
    return this.preorders.list(q.due_from, q.due_to);
  }

  @Get('suggest-qty-a')
  @Roles('admin')
  @ApiOperation({
    summary:
      'Suggested grade-A kg for an order: the mean daily grade-A production (all bagian) over `days` days (default 2, 1–31) ending the day before due_date (or today when due_date lies further ahead).',
  })
  @ApiOkResponse({ type: SuggestQtyDto })
  suggest(@Query() q: SuggestQtyQuery) {
    return this.preorders.suggestQtyA(q.due_date, q.days ?? 2);
  }

  @Get(':id')
  @Roles('admin')
  @ApiOperation({ summary: "One order. 404 'Pesanan tidak ditemukan.'" })
  @ApiOkResponse({ type: PreorderDto })
  get(@PathId() id: number) {
    return this.preorders.get(id);
  }

  @Post()
  @Roles('admin')
  @HttpCode(201)
  @ApiOperation({
    summary:
      "Takes an order (status confirmed). 400 'Pilih pelanggan.', 'Isi minimal satu Qty.', bad kg (≥ 0, 2 decimals), due_date before order_date or after today + 1 year; 404 unknown customer; 422 'Pelanggan ini tidak aktif. Aktifkan dulu di Data Pelanggan.' (as a sale answers).",
  })
  @ApiOkResponse({ type: PreorderDto })
  create(@Body() body: PreorderCreateDto) {
    return this.preorders.create(body);
  }

  @Put(':id')
  @Roles('admin')
  @ApiOperation({ summary: 'Changes an order (same fields, without status). 422 when it is canceled, when an executed order would change customer, or when the new customer is inactive.' })
  @ApiOkResponse({ type: PreorderDto })
  update(@PathId() id: number, @Body() body: PreorderUpdateDto) {
    return this.preorders.update(id, body);
  }

  @Delete(':id')
  @Roles('admin')
  @ApiOperation({ summary: 'Cancels an order: status canceled (kept in the list, struck out). Sales already made from it stay. Answers the order.' })
  @ApiOkResponse({ type: PreorderDto })
  cancel(@PathId() id: number) {
    return this.preorders.cancel(id);
  }
}
